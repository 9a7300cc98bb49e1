import { productWriteSchema } from '@petshop/contracts/admin-products';
import type { Db } from '../../db/client.ts';
import {
  deleteSizesExcept,
  insertProductRows,
  insertSizeRows,
  insertStockMovements,
  replaceProductImages,
  replaceProductLinks,
  syncProductPricesFromSizes,
  updateProductRows,
  updateSizeRows,
  type ProductColumns,
} from './product-writes.repo.ts';

// The one way products and their sizes are written (issue 28, decision 087): the back office's
// form, the CSV import, the seed and the API tests' builders all hand their products here, in fils
// and with their references resolved to ids, checked by productWriteSchema (contracts).
// It writes a whole batch in a fixed number of statements, so 10,000 rows cost what one does.

/** A size to write: a new one (no id), or a stored one of the product rewritten. */
export interface SizeWrite {
  id?: number | undefined;
  name: string;
  /** Place on the product page, 0 first. */
  position: number;
  /** Null: the size sells at the product's price (decision 032). */
  priceFils: number | null;
  offerPriceFils: number | null;
  skuSuffix: string | null;
  /**
   * Units on hand. A new size opens its stock ledger with them; a stored size is set to them (its
   * ledger gets `delta` as a correction); undefined keeps a stored size's stock as it is.
   */
  stock?: number | undefined;
  delta?: number | undefined;
}

/** A product to write: a new one (no id), or a stored one rewritten, SKU included. */
export interface ProductWrite {
  id?: number | undefined;
  sku: string;
  name: string;
  packaging: string | null;
  description: string;
  about: string;
  benefits: readonly string[];
  /**
   * The Arabic texts (issue 34). A text left undefined stays as stored (a new product: none); null
   * (or no benefits) stores none, and the shop shows the English.
   */
  arabic?: ArabicTexts | undefined;
  priceFils: number;
  offerPriceFils: number | null;
  productTypeId: number;
  bestsellerRank: number | null;
  isActive: boolean;
  lowStockThreshold: number;
  petTypeIds: readonly number[];
  /**
   * `valueAr`: the value in Arabic (issue 34). Null (or blank) stores none; undefined keeps the
   * stored Arabic value while the English value stays the same, and drops it when that changes.
   */
  attributes: readonly AttributeWrite[];
  /** Picture paths in gallery order; undefined: the product's pictures stay as they are. */
  images?: readonly string[] | undefined;
  /** The sizes to write; a stored size not listed stays, unless `dropUnlistedSizes`. */
  sizes: readonly SizeWrite[];
}

export interface AttributeWrite {
  attributeId: number;
  value: string;
  valueAr?: string | null | undefined;
}

export interface ArabicTexts {
  name?: string | null | undefined;
  description?: string | null | undefined;
  about?: string | null | undefined;
  benefits?: readonly string[] | null | undefined;
}

/** Which Arabic texts a write sets (bits of `arabicGiven`, product-writes.repo.ts). */
const ARABIC_GIVEN = { name: 1, description: 2, about: 4, benefits: 8 } as const;

/** A blank text is none. */
const textOrNull = (text: string | null | undefined) =>
  text == null || text.trim() === '' ? null : text;

export interface ProductWriteOptions {
  /** Who wrote it, for the stock ledger (null: the seed, a script). */
  staffId: number | null;
  /** The ledger rows' note ('CSV import'), if any. */
  note?: string | null;
  /** Sizes of rewritten products that `sizes` does not list are removed (the form lists all). */
  dropUnlistedSizes?: boolean;
}

/**
 * A new product's low-stock line: the column's default. Its rating is no write's: it starts at 0
 * and only its published reviews change it (decision 126).
 */
export const DEFAULT_LOW_STOCK_THRESHOLD = 5;

function productColumns(writes: readonly ProductWrite[]): ProductColumns {
  return {
    sku: writes.map((write) => write.sku),
    name: writes.map((write) => write.name),
    packaging: writes.map((write) => write.packaging),
    description: writes.map((write) => write.description),
    about: writes.map((write) => write.about),
    benefits: writes.map((write) => write.benefits.join('\n')),
    nameAr: writes.map((write) => textOrNull(write.arabic?.name)),
    descriptionAr: writes.map((write) => textOrNull(write.arabic?.description)),
    aboutAr: writes.map((write) => textOrNull(write.arabic?.about)),
    benefitsAr: writes.map((write) => textOrNull(write.arabic?.benefits?.join('\n'))),
    arabicGiven: writes.map((write) =>
      (Object.keys(ARABIC_GIVEN) as (keyof ArabicTexts)[]).reduce(
        (bits, field) => (write.arabic?.[field] === undefined ? bits : bits | ARABIC_GIVEN[field]),
        0,
      ),
    ),
    priceFils: writes.map((write) => write.priceFils),
    offerPriceFils: writes.map((write) => write.offerPriceFils),
    productTypeId: writes.map((write) => write.productTypeId),
    bestsellerRank: writes.map((write) => write.bestsellerRank),
    isActive: writes.map((write) => write.isActive),
    lowStockThreshold: writes.map((write) => write.lowStockThreshold),
  };
}

/**
 * Creates and rewrites products with their sizes, pet types, attributes and pictures, in the
 * caller's transaction; answers the products' ids in the order given. The stock ledger opens each
 * new size with its units and records each stock set as a correction; the product row ends up
 * holding its cheapest size's price, as the listing reads it (decision 032).
 */
export async function writeProducts(
  tx: Db,
  writes: readonly ProductWrite[],
  options: ProductWriteOptions,
): Promise<number[]> {
  if (writes.length === 0) return [];
  // A writer that let a broken product through is a bug: it fails here, before any write.
  for (const write of writes) productWriteSchema.parse(write);
  const created = writes.filter((write) => write.id === undefined);
  const updated = writes.filter((write) => write.id !== undefined);
  const idBySku = await insertProductRows(tx, productColumns(created));
  await updateProductRows(tx, {
    ...productColumns(updated),
    id: updated.map((write) => write.id!),
  });
  const productIds = writes.map((write) => write.id ?? idBySku.get(write.sku)!);

  const pets = { productId: [] as number[], petTypeId: [] as number[] };
  const attributes = {
    productId: [] as number[],
    attributeId: [] as number[],
    value: [] as string[],
    valueAr: [] as (string | null)[],
    valueArGiven: [] as boolean[],
    position: [] as number[],
  };
  const images = { productId: [] as number[], path: [] as string[], position: [] as number[] };
  const newSizes = {
    productId: [] as number[],
    name: [] as string[],
    stock: [] as number[],
    position: [] as number[],
    priceFils: [] as (number | null)[],
    offerPriceFils: [] as (number | null)[],
    skuSuffix: [] as (string | null)[],
  };
  const storedSizes = {
    id: [] as number[],
    name: [] as string[],
    stock: [] as (number | null)[],
    position: [] as number[],
    priceFils: [] as (number | null)[],
    offerPriceFils: [] as (number | null)[],
    skuSuffix: [] as (string | null)[],
  };
  const corrections = { sizeId: [] as number[], delta: [] as number[] };
  writes.forEach((write, index) => {
    const productId = productIds[index]!;
    for (const petTypeId of write.petTypeIds) {
      pets.productId.push(productId);
      pets.petTypeId.push(petTypeId);
    }
    write.attributes.forEach(({ attributeId, value, valueAr }, position) => {
      attributes.productId.push(productId);
      attributes.attributeId.push(attributeId);
      attributes.value.push(value);
      attributes.valueAr.push(textOrNull(valueAr));
      attributes.valueArGiven.push(valueAr !== undefined);
      attributes.position.push(position);
    });
    write.images?.forEach((path, position) => {
      images.productId.push(productId);
      images.path.push(path);
      images.position.push(position);
    });
    for (const size of write.sizes) {
      if (size.id === undefined) {
        newSizes.productId.push(productId);
        newSizes.stock.push(size.stock ?? 0);
      } else {
        storedSizes.id.push(size.id);
        storedSizes.stock.push(size.stock ?? null);
        if (size.delta) {
          corrections.sizeId.push(size.id);
          corrections.delta.push(size.delta);
        }
      }
      const target = size.id === undefined ? newSizes : storedSizes;
      target.name.push(size.name);
      target.position.push(size.position);
      target.priceFils.push(size.priceFils);
      target.offerPriceFils.push(size.offerPriceFils);
      target.skuSuffix.push(size.skuSuffix);
    }
  });
  const pictured = productIds.filter((_, index) => writes[index]!.images !== undefined);
  await replaceProductImages(tx, pictured, images);
  await replaceProductLinks(tx, productIds, pets, attributes);
  if (options.dropUnlistedSizes) {
    await deleteSizesExcept(
      tx,
      updated.map((write) => write.id!),
      storedSizes.id,
    );
  }
  await updateSizeRows(tx, storedSizes);
  const newSizeIds = await insertSizeRows(tx, newSizes);
  // The ledger: each new size opens with its stock, each stock set is a correction.
  const opening = newSizeIds
    .map((id, index) => ({ id, stock: newSizes.stock[index]! }))
    .filter((size) => size.stock !== 0);
  await insertStockMovements(
    tx,
    {
      sizeId: [...opening.map((size) => size.id), ...corrections.sizeId],
      delta: [...opening.map((size) => size.stock), ...corrections.delta],
      reason: [
        ...opening.map(() => 'initial' as const),
        ...corrections.sizeId.map(() => 'correction' as const),
      ],
    },
    { staffId: options.staffId, note: options.note ?? null },
  );
  // The listing sorts and filters on the product row: it holds the cheapest size's price
  // (decision 032); sizes without a price of their own keep the product's.
  await syncProductPricesFromSizes(tx, productIds);
  return productIds;
}
