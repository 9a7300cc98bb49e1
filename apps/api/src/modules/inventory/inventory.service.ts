import type { Db } from '../../db/client.ts';
import { ValidationError } from '../../plugins/errors.ts';
import { findSizeStock, returnStock, takeStock } from './inventory.repo.ts';

/** "Salmon Kibble (2 kg)": a product with its size, or the product alone when it has one size. */
export const sizeLabel = (productName: string, sizeName: string) =>
  sizeName === 'One Size' ? productName : `${productName} (${sizeName})`;

/**
 * "Only 3 left of Salmon Kibble (2 kg)." — what a customer needs to fix the quantity; with units
 * already in the cart (`inCart`), it says how many.
 */
export function stockMessage(label: string, stock: number, inCart = 0): string {
  if (stock === 0) return `${label} is out of stock.`;
  const left = `Only ${stock} left of ${label}.`;
  return inCart > 0 ? `${left} Your cart already has ${inCart}.` : left;
}

/**
 * Takes every line's units or none: the first short line aborts the whole transaction with a 422
 * naming it. Sizes are taken in id order, so two orders taking the same sizes queue, never deadlock.
 */
export async function reserveStock(
  tx: Db,
  items: { productSizeId?: number | null; quantity: number; label: string }[],
) {
  const ordered = [...items].sort((a, b) => (a.productSizeId ?? 0) - (b.productSizeId ?? 0));
  for (const item of ordered) {
    if (item.productSizeId == null)
      throw new ValidationError({ items: [`${item.label} is no longer available.`] });
    const left = await takeStock(tx, item.productSizeId, item.quantity);
    if (left === undefined) {
      const stock = await findSizeStock(tx, item.productSizeId);
      throw new ValidationError({ items: [stockMessage(item.label, stock)] });
    }
  }
}

/** Puts an order's units back on the shelf (an order cancelled before it was paid). */
export async function releaseStock(tx: Db, orderId: number) {
  await returnStock(tx, orderId);
}
