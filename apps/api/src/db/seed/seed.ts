import type { Db } from '../client.ts';
import {
  productAttributeValues,
  productImages,
  productPetTypes,
  products,
  productSizes,
} from '../schema.ts';
import { DEMO_PRODUCTS, demoAttributes, demoImagePaths } from './demo-catalog.ts';
import { loadReferenceIds, referenceId, seedReferenceData } from './reference-data.ts';

/** AED to the integer fils the database stores. */
export const toFils = (aed: number) => Math.round(aed * 100);

export async function isCatalogEmpty(db: Db): Promise<boolean> {
  const rows = await db.select({ id: products.id }).from(products).limit(1);
  return rows.length === 0;
}

/** The demo shop: reference data plus every demo product, all or nothing. */
export async function seedDemoCatalog(db: Db): Promise<{ products: number }> {
  return db.transaction(async (tx) => {
    await seedReferenceData(tx);
    const ids = await loadReferenceIds(tx);
    const inserted = await tx
      .insert(products)
      .values(
        DEMO_PRODUCTS.map((product) => ({
          name: product.name,
          sku: product.sku,
          packaging: product.packaging,
          description: product.description,
          aboutProduct: product.about,
          benefits: product.benefits.join('\n'),
          priceFils: toFils(product.price),
          offerPriceFils: product.offerPrice === undefined ? null : toFils(product.offerPrice),
          rating: product.rating,
          productTypeId: referenceId(ids.productTypes, product.type),
          bestsellerRank: product.bestsellerRank ?? null,
        })),
      )
      .returning({ id: products.id, sku: products.sku });
    const idBySku = new Map(inserted.map((row) => [row.sku, row.id]));
    const rows = DEMO_PRODUCTS.map((product) => ({
      product,
      productId: referenceId(idBySku, product.sku),
    }));

    await tx
      .insert(productImages)
      .values(
        rows.flatMap(({ product, productId }) =>
          demoImagePaths(product).map((path, position) => ({ productId, path, position })),
        ),
      );
    await tx.insert(productSizes).values(
      rows.flatMap(({ product, productId }) =>
        Object.entries(product.sizes).map(([name, stock], position) => ({
          productId,
          name,
          stock,
          position,
        })),
      ),
    );
    await tx
      .insert(productPetTypes)
      .values(
        rows.flatMap(({ product, productId }) =>
          product.pets.map((pet) => ({ productId, petTypeId: referenceId(ids.petTypes, pet) })),
        ),
      );
    await tx.insert(productAttributeValues).values(
      rows.flatMap(({ product, productId }) =>
        demoAttributes(product).map(([name, value], position) => ({
          productId,
          attributeId: referenceId(ids.attributes, name),
          value,
          position,
        })),
      ),
    );
    return { products: inserted.length };
  });
}
