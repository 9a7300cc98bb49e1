import type { Db } from '../client.ts';
import { products } from '../schema.ts';
import { DEMO_PRODUCTS, demoAttributes, demoImagePaths, type DemoProduct } from './demo-catalog.ts';
import { demoSizes } from './demo-size-prices.ts';
import { insertProducts, type ProductSpec } from './product-builder.ts';
import { seedReferenceData } from './reference-data.ts';

export async function isCatalogEmpty(db: Db): Promise<boolean> {
  const rows = await db.select({ id: products.id }).from(products).limit(1);
  return rows.length === 0;
}

/** The demo shop: reference data plus every demo product, all or nothing. */
export async function seedDemoCatalog(db: Db): Promise<{ products: number }> {
  return db.transaction(async (tx) => {
    await seedReferenceData(tx);
    const ids = await insertProducts(tx, DEMO_PRODUCTS.map(demoProductSpec));
    return { products: ids.length };
  });
}

/** A demo product as the shared product builder takes it. */
function demoProductSpec(product: DemoProduct): ProductSpec {
  return {
    ...product,
    sizes: demoSizes(product),
    images: demoImagePaths(product),
    attributes: demoAttributes(product),
  };
}
