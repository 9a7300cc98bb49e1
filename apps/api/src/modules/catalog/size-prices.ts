import type { ProductSize } from '@petshop/contracts';
import { asc, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { products, productSizes } from '../../db/schema.ts';
import { chargedPriceFils, filsToAed, sizePricePair, type PricePair } from '../../lib/money.ts';

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
    const offer =
      pair.offerPriceFils !== null && pair.offerPriceFils < pair.priceFils
        ? filsToAed(pair.offerPriceFils)
        : null;
    return {
      id: size.id,
      name: size.name,
      stock: size.stock,
      price: filsToAed(pair.priceFils),
      offer_price: offer,
      sku: product.sku + (size.skuSuffix ?? ''),
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
  const [product] = await tx
    .select({ priceFils: products.priceFils, offerPriceFils: products.offerPriceFils })
    .from(products)
    .where(eq(products.id, productId))
    .for('update');
  if (!product) return undefined;
  const sizes = await tx
    .select({
      id: productSizes.id,
      name: productSizes.name,
      stock: productSizes.stock,
      priceFils: productSizes.priceFils,
      offerPriceFils: productSizes.offerPriceFils,
      skuSuffix: productSizes.skuSuffix,
    })
    .from(productSizes)
    .where(eq(productSizes.productId, productId))
    .orderBy(asc(productSizes.position), asc(productSizes.id));
  const cheapest = cheapestPair(product, sizes);
  if (
    cheapest.priceFils === product.priceFils &&
    cheapest.offerPriceFils === product.offerPriceFils
  ) {
    return product;
  }
  // The sizes that followed the product's price (all of it, or the price under their own offer)
  // keep what they sold at.
  await tx
    .update(productSizes)
    .set({
      priceFils: product.priceFils,
      offerPriceFils: sql`CASE WHEN ${productSizes.offerPriceFils} IS NULL THEN ${product.offerPriceFils}::int ELSE ${productSizes.offerPriceFils} END`,
    })
    .where(sql`${productSizes.productId} = ${productId} AND ${productSizes.priceFils} IS NULL`);
  await tx
    .update(products)
    .set({ ...cheapest, updatedAt: sql`now()` })
    .where(eq(products.id, productId));
  return cheapest;
}
