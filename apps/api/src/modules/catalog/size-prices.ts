import { sizeSku } from '@petshop/contracts/constants';
import type { ProductSize } from '@petshop/contracts';
import { eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { products, productSizes } from '../../db/schema.ts';
import {
  chargedPriceFils,
  filsToAed,
  liveOfferFils,
  sizePricePair,
  type PricePair,
} from '../../lib/money.ts';

// Prices per size (issue 19, decision 032). A size sells at its own price and offer when it has
// either, else at the product's (sizePricePair). What a listing sorts and filters on is the
// products row (effective_price_fils and its index), so that row holds the cheapest size's price
// and offer: syncProductPriceFromSizes keeps it so, called by whoever writes sizes' prices.

/** A size as the catalog reads it: its own price and offer (null: the product's) in fils. */
export interface PricedSizeRow {
  id: number;
  name: string;
  stock: number;
  priceFils: number | null;
  offerPriceFils: number | null;
  skuSuffix: string | null;
}

/** The price pair of the size with the lowest charged price (the first such in shelf order). */
export function cheapestPair(product: PricePair, sizes: readonly PricedSizeRow[]): PricePair {
  let best: PricePair | undefined;
  for (const size of sizes) {
    const pair = sizePricePair(product, size);
    if (
      best === undefined ||
      chargedPriceFils(pair.priceFils, pair.offerPriceFils) <
        chargedPriceFils(best.priceFils, best.offerPriceFils)
    ) {
      best = pair;
    }
  }
  return best ?? product;
}

/** `product_sizes[]` as the shop API answers it: each size's own price, offer, stock and SKU. */
export function presentSizes(
  product: PricePair & { sku: string },
  sizes: readonly PricedSizeRow[],
): ProductSize[] {
  return sizes.map((size) => {
    const pair = sizePricePair(product, size);
    const offer = liveOfferFils(pair);
    return {
      id: size.id,
      name: size.name,
      stock: size.stock,
      price: filsToAed(pair.priceFils),
      offer_price: offer === null ? null : filsToAed(offer),
      sku: sizeSku(product.sku, size.skuSuffix),
    };
  });
}

/**
 * Makes the product's own price and offer those of its cheapest size, so the listing (which sorts
 * and filters on products.effective_price_fils) shows and finds the product at its "From" price.
 * Call it in the transaction that wrote a product's sizes or prices, after the writes; it locks
 * the product row, so two writers of one product queue. Sizes without a price of their own sell at
 * the product's: before the product's price changes, they are given the old one, so no size's
 * price moves. A product whose sizes carry no prices of their own is left as it is (its price is
 * every size's). Answers the product's price pair as it is afterwards (undefined: no such product).
 *
 * For the back office: when sizes have their own prices, the product's price is derived (shown
 * read-only as "From"); to change what a size costs, set that size's price.
 */
export async function syncProductPriceFromSizes(
  tx: Db,
  productId: number,
): Promise<PricePair | undefined> {
  await syncProductPricesFromSizes(tx, [productId]);
  const [product] = await tx
    .select({ priceFils: products.priceFils, offerPriceFils: products.offerPriceFils })
    .from(products)
    .where(eq(products.id, productId));
  return product;
}

/**
 * syncProductPriceFromSizes for many products in three statements (an import, a seed): locks the
 * products in id order, then moves each product's price to its cheapest size where it differs.
 * Answers how many products changed.
 */
export async function syncProductPricesFromSizes(tx: Db, productIds: number[]): Promise<number> {
  if (productIds.length === 0) return 0;
  const ids = sql.raw(`ARRAY[${productIds.map((id) => Math.trunc(id)).join(',')}]::int[]`);
  await tx.execute(sql`SELECT id FROM ${products} WHERE id = ANY(${ids}) ORDER BY id FOR UPDATE`);
  // A size's pair is its own when it has a price or an offer, else the product's (sizePricePair);
  // the cheapest is the lowest charged price, the first in shelf order among equals (cheapestPair).
  // Every part of the statement reads the products as they were: the sizes that followed the
  // product's price get that old price.
  const result = await tx.execute(sql`
WITH pairs AS (
  SELECT s.product_id, s.position, s.id,
         coalesce(s.price_fils, p.price_fils) AS price,
         CASE WHEN s.price_fils IS NULL AND s.offer_price_fils IS NULL THEN p.offer_price_fils
              ELSE s.offer_price_fils END AS offer
    FROM ${productSizes} s JOIN ${products} p ON p.id = s.product_id
   WHERE s.product_id = ANY(${ids})
), cheapest AS (
  SELECT DISTINCT ON (product_id) product_id, price, offer
    FROM pairs
   ORDER BY product_id,
            CASE WHEN offer IS NOT NULL AND offer < price THEN offer ELSE price END, position, id
), changed AS (
  SELECT c.product_id, c.price, c.offer
    FROM cheapest c JOIN ${products} p ON p.id = c.product_id
   WHERE p.price_fils IS DISTINCT FROM c.price OR p.offer_price_fils IS DISTINCT FROM c.offer
), kept AS (
  UPDATE ${productSizes} s
     SET price_fils = p.price_fils,
         offer_price_fils = CASE WHEN s.offer_price_fils IS NULL THEN p.offer_price_fils
                                 ELSE s.offer_price_fils END
    FROM ${products} p, changed
   WHERE p.id = s.product_id AND changed.product_id = s.product_id AND s.price_fils IS NULL
  RETURNING s.id
)
UPDATE ${products} p
   SET price_fils = changed.price, offer_price_fils = changed.offer, updated_at = now()
  FROM changed
 WHERE p.id = changed.product_id
RETURNING p.id`);
  return (result as unknown as { rows: unknown[] }).rows.length;
}
