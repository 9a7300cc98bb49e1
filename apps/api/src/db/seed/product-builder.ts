import type { Db } from '../client.ts';
import { aedToFils } from '../../lib/money.ts';
import {
  DEFAULT_LOW_STOCK_THRESHOLD,
  writeProducts,
  type ProductWrite,
} from '../../modules/catalog/product-writes.ts';
import { loadReferenceIds, referenceId, type ReferenceIds } from './reference-data.ts';

/**
 * One product as the demo seed, the synthetic catalog and the API tests describe it: prices in
 * AED, pet types, product type and attributes by name, sizes and images in page order.
 */
export interface ProductSpec extends Pick<
  ProductWrite,
  'sku' | 'name' | 'packaging' | 'description' | 'about' | 'benefits'
> {
  price: number;
  offerPrice?: number | null | undefined;
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

/** A spec as the one product write path takes it: fils, and references by id. */
export function productWrite(spec: ProductSpec, ids: ReferenceIds): ProductWrite {
  return {
    sku: spec.sku,
    name: spec.name,
    packaging: spec.packaging,
    description: spec.description,
    about: spec.about,
    benefits: spec.benefits,
    priceFils: aedToFils(spec.price),
    offerPriceFils: spec.offerPrice == null ? null : aedToFils(spec.offerPrice),
    productTypeId: referenceId(ids.productTypes, spec.type),
    bestsellerRank: spec.bestsellerRank ?? null,
    isActive: spec.isActive ?? true,
    lowStockThreshold: DEFAULT_LOW_STOCK_THRESHOLD,
    petTypeIds: spec.pets.map((pet) => referenceId(ids.petTypes, pet)),
    attributes: spec.attributes.map(([name, value]) => ({
      attributeId: referenceId(ids.attributes, name),
      value,
    })),
    images: spec.images,
    sizes: spec.sizes.map((size, position) => ({
      name: size.name,
      position,
      stock: size.stock,
      priceFils: size.price == null ? null : aedToFils(size.price),
      offerPriceFils: size.offerPrice == null ? null : aedToFils(size.offerPrice),
      skuSuffix: size.skuSuffix ?? null,
    })),
  };
}

/**
 * Inserts products with everything that hangs off them, through the catalog's one write path;
 * returns their ids in the specs' order.
 */
export async function insertProducts(
  db: Db,
  specs: readonly ProductSpec[],
  referenceIds?: ReferenceIds,
): Promise<number[]> {
  if (specs.length === 0) return [];
  const ids = referenceIds ?? (await loadReferenceIds(db));
  const writes = specs.map((spec) => productWrite(spec, ids));
  return db.transaction((tx) => writeProducts(tx, writes, { staffId: null }));
}
