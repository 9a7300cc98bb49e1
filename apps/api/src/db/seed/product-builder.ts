import type { Db } from '../client.ts';
import { aedToFils } from '../../lib/money.ts';
import {
  productAttributeValues,
  productImages,
  productPetTypes,
  products,
  productSizes,
  stockMovements,
} from '../schema.ts';
import { syncProductPricesFromSizes } from '../../modules/catalog/size-prices.ts';
import { loadReferenceIds, referenceId, type ReferenceIds } from './reference-data.ts';

/**
 * One product as the demo seed, the synthetic catalog and the API tests describe it: prices in
 * AED, pet types, product type and attributes by name, sizes and images in page order.
 */
export interface ProductSpec {
  sku: string;
  name: string;
  packaging: string | null;
  description: string;
  about: string;
  benefits: readonly string[];
  price: number;
  offerPrice?: number | null | undefined;
  rating: number;
  type: string;
  pets: readonly string[];
  /** A size's own price and offer in AED; omitted, the size sells at the product's. */
  sizes: readonly {
    name: string;
    stock: number;
    price?: number | null | undefined;
    offerPrice?: number | null | undefined;
    skuSuffix?: string | null | undefined;
  }[];
  images: readonly string[];
  attributes: readonly (readonly [name: string, value: string])[];
  bestsellerRank?: number | null | undefined;
  isActive?: boolean | undefined;
}

/** The `products` row of a spec. */
export function productRow(spec: ProductSpec, ids: ReferenceIds): typeof products.$inferInsert {
  return {
    name: spec.name,
    sku: spec.sku,
    packaging: spec.packaging,
    description: spec.description,
    aboutProduct: spec.about,
    benefits: spec.benefits.join('\n'),
    priceFils: aedToFils(spec.price),
    offerPriceFils: spec.offerPrice == null ? null : aedToFils(spec.offerPrice),
    rating: spec.rating,
    productTypeId: referenceId(ids.productTypes, spec.type),
    bestsellerRank: spec.bestsellerRank ?? null,
    isActive: spec.isActive ?? true,
  };
}

/** The rows that hang off a product: images, sizes, pet types and attribute values. */
export function productChildRows(spec: ProductSpec, productId: number, ids: ReferenceIds) {
  return {
    images: spec.images.map((path, position) => ({ productId, path, position })),
    sizes: spec.sizes.map((size, position) => ({
      productId,
      name: size.name,
      stock: size.stock,
      position,
      priceFils: size.price == null ? null : aedToFils(size.price),
      offerPriceFils: size.offerPrice == null ? null : aedToFils(size.offerPrice),
      skuSuffix: size.skuSuffix ?? null,
    })),
    pets: spec.pets.map((pet) => ({ productId, petTypeId: referenceId(ids.petTypes, pet) })),
    attributes: spec.attributes.map(([name, value], position) => ({
      productId,
      attributeId: referenceId(ids.attributes, name),
      value,
      position,
    })),
  };
}

/** Inserts products with everything that hangs off them; returns their ids in the specs' order. */
export async function insertProducts(
  db: Db,
  specs: readonly ProductSpec[],
  referenceIds?: ReferenceIds,
): Promise<number[]> {
  if (specs.length === 0) return [];
  const ids = referenceIds ?? (await loadReferenceIds(db));
  const inserted = await db
    .insert(products)
    .values(specs.map((spec) => productRow(spec, ids)))
    .returning({ id: products.id, sku: products.sku });
  const idBySku = new Map(inserted.map((row) => [row.sku, row.id]));
  const productIds = specs.map((spec) => referenceId(idBySku, spec.sku));
  const children = specs.map((spec, index) => productChildRows(spec, productIds[index]!, ids));
  const images = children.flatMap((rows) => rows.images);
  const sizes = children.flatMap((rows) => rows.sizes);
  const pets = children.flatMap((rows) => rows.pets);
  const attributes = children.flatMap((rows) => rows.attributes);
  if (images.length > 0) await db.insert(productImages).values(images);
  if (sizes.length > 0) {
    // Each size's stock opens the ledger (stock = sum of its stock_movements).
    const inserted = await db
      .insert(productSizes)
      .values(sizes)
      .returning({ id: productSizes.id, stock: productSizes.stock });
    const opening = inserted
      .filter((size) => size.stock !== 0)
      .map((size) => ({ productSizeId: size.id, delta: size.stock, reason: 'initial' as const }));
    if (opening.length > 0) await db.insert(stockMovements).values(opening);
  }
  if (pets.length > 0) await db.insert(productPetTypes).values(pets);
  if (attributes.length > 0) await db.insert(productAttributeValues).values(attributes);
  // Sizes priced apart: the product row holds the cheapest, as the listing reads it (decision 032).
  const pricedApart = specs.flatMap((spec, index) =>
    spec.sizes.some((size) => size.price != null || size.offerPrice != null)
      ? [productIds[index]!]
      : [],
  );
  await syncProductPricesFromSizes(db, pricedApart);
  return productIds;
}
