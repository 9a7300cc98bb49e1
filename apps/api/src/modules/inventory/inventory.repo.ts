import { and, asc, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { orderItems, productSizes } from '../../db/schema.ts';

// The stock of each size (product_sizes.stock): what checkouts take and cancellations give back.

/**
 * Takes `quantity` units from a size only if that many are on hand; answers the stock left, or
 * undefined when there were not enough. Concurrent buyers queue on the row lock and re-check.
 */
export async function takeStock(tx: Db, productSizeId: number, quantity: number) {
  const [row] = await tx
    .update(productSizes)
    .set({ stock: sql`${productSizes.stock} - ${quantity}` })
    .where(and(eq(productSizes.id, productSizeId), sql`${productSizes.stock} >= ${quantity}`))
    .returning({ stock: productSizes.stock });
  return row?.stock;
}

/** Puts an order's units back on the shelf (a card payment that never happened). */
export async function returnStock(tx: Db, orderId: number) {
  const items = await tx
    .select({ sizeId: orderItems.productSizeId, quantity: orderItems.quantity })
    .from(orderItems)
    .where(eq(orderItems.orderId, orderId))
    .orderBy(asc(orderItems.productSizeId));
  for (const item of items) {
    if (item.sizeId === null) continue;
    await tx
      .update(productSizes)
      .set({ stock: sql`${productSizes.stock} + ${item.quantity}` })
      .where(eq(productSizes.id, item.sizeId));
  }
}

export async function findSizeStock(tx: Db, productSizeId: number): Promise<number> {
  const [row] = await tx
    .select({ stock: productSizes.stock })
    .from(productSizes)
    .where(eq(productSizes.id, productSizeId))
    .limit(1);
  return row?.stock ?? 0;
}
