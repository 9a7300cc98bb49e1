import { sizeSku } from '@petshop/contracts/constants';
import type { ProductSize } from '@petshop/contracts';
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
// and offer: syncProductPricesFromSizes (product-writes.repo.ts) keeps it so, in the one product
// write path (product-writes.ts).

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
