import type {
  PriceBoundsResponse,
  Product,
  ProductFilterQuery,
  ProductPage,
  ProductSummary,
} from '@petshop/contracts';
import type { Db } from '../../db/client.ts';
import type { ImageUrl } from '../../lib/image-url.ts';
import { aedToFils, filsToAed } from '../../lib/money.ts';
import { NotFoundError } from '../../plugins/errors.ts';
import {
  findPriceBounds,
  findProductDetails,
  findProductPage,
  findProductSummaries,
  type ProductDetailsRow,
  type ProductFilter,
  type ProductSummaryRow,
} from './catalog.repo.ts';

export function createCatalogService(db: Db, imageUrl: ImageUrl) {
  function toSummary(row: ProductSummaryRow): ProductSummary {
    const images = row.images.map((image) => ({ id: image.id, image_url: imageUrl(image.path) }));
    return {
      id: row.id,
      name: row.name,
      price: filsToAed(row.priceFils),
      offer_price: row.offerPriceFils === null ? null : filsToAed(row.offerPriceFils),
      sku: row.sku,
      packaging: row.packaging,
      image_url: images[0]?.image_url ?? null,
      images,
      rating: Number(row.rating),
      product_type: row.productType
        ? { id: row.productType.id, name: row.productType.name, group: row.productType.group.name }
        : null,
      product_pet_types: row.petTypes.map(({ petType }) => ({
        id: petType.id,
        name: petType.code,
      })),
    };
  }

  function toProduct(row: ProductDetailsRow): Product {
    return {
      ...toSummary(row),
      description: row.description,
      about_product: row.aboutProduct,
      benefits: row.benefits,
      product_attributes: row.attributeValues.map(({ attribute, value }) => ({
        id: attribute.id,
        name: attribute.name,
        pivot: { value },
      })),
      product_sizes: row.sizes.map((size) => ({ id: size.id, name: size.name, stock: size.stock })),
    };
  }

  async function listPage(
    filter: ProductFilter,
    page: number,
    perPage: number,
  ): Promise<ProductPage> {
    const { ids, total } = await findProductPage(db, filter, { page, perPage });
    const rows = await findProductSummaries(db, ids);
    return {
      data: rows.map(toSummary),
      current_page: page,
      last_page: Math.max(1, Math.ceil(total / perPage)),
      total,
      per_page: perPage,
    };
  }

  return {
    async filteredProducts(query: ProductFilterQuery): Promise<ProductPage> {
      return listPage(
        {
          search: query.search,
          productTypes: query.productTypes.map((name) => name.toLowerCase()),
          petTypes: query.petTypes.map((code) => code.toUpperCase()),
          minPriceFils: query.minPrice === undefined ? undefined : aedToFils(query.minPrice),
          maxPriceFils: query.maxPrice === undefined ? undefined : aedToFils(query.maxPrice),
        },
        query.page,
        query.per_page,
      );
    },

    async activeProducts(page: number, perPage: number): Promise<ProductPage> {
      return listPage({}, page, perPage);
    },

    async bestsellers(page: number, perPage: number): Promise<ProductPage> {
      return listPage({ bestsellersOnly: true }, page, perPage);
    },

    async priceBounds(): Promise<PriceBoundsResponse> {
      const { min, max } = await findPriceBounds(db);
      return { min_price: filsToAed(min), max_price: filsToAed(max) };
    },

    async productDetails(id: number): Promise<Product> {
      const row = await findProductDetails(db, id);
      if (!row) throw new NotFoundError('Product not found');
      return toProduct(row);
    },
  };
}

export type CatalogService = ReturnType<typeof createCatalogService>;
