import { t } from '@lingui/core/macro';
import type { ProductSize } from '@petshop/contracts';
import { effectivePrice } from './money.ts';

/** At or below this many units a customer is told how many are left (issue 19). */
export const LOW_STOCK = 5;

/** Issue 19: 'In stock', 'Only N left' (N ≤ 5), 'Out of stock'. */
export function stockLabel(stock: number): string {
  if (stock <= 0) return t`Out of stock`;
  if (stock <= LOW_STOCK) return t`Only ${stock} left`;
  return t`In stock`;
}

/** Units of a product on hand across its sizes. */
export const totalStock = (sizes: readonly Pick<ProductSize, 'stock'>[]) =>
  sizes.reduce((sum, size) => sum + Math.max(0, size.stock), 0);

/** Whether a product's sizes sell at different prices: its card then says "From AED X". */
export function pricesDiffer(sizes: readonly Pick<ProductSize, 'price' | 'offer_price'>[]) {
  const charged = new Set(sizes.map((size) => effectivePrice(size.price, size.offer_price)));
  return charged.size > 1;
}
