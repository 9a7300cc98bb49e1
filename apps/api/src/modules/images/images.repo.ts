import { and, asc, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { orderItems, productImages, products } from '../../db/schema.ts';

export type ImageRow = typeof productImages.$inferSelect;
export type NewImageRow = typeof productImages.$inferInsert;

/** A product's pictures in their order. */
export const findImageRows = (tx: Db, productId: number) =>
  tx
    .select()
    .from(productImages)
    .where(eq(productImages.productId, productId))
    .orderBy(asc(productImages.position), asc(productImages.id));

/** Whether the product exists; with `lock`, its row is held for the rest of the transaction. */
export async function productExists(tx: Db, productId: number, lock = false) {
  const query = tx.select({ id: products.id }).from(products).where(eq(products.id, productId));
  const [product] = lock ? await query.for('update') : await query;
  return product !== undefined;
}

/** The position after the product's last picture (0 for the first). */
export async function nextImagePosition(tx: Db, productId: number) {
  const [{ next }] = (await tx
    .select({ next: sql<number>`coalesce(max(${productImages.position}) + 1, 0)::int` })
    .from(productImages)
    .where(eq(productImages.productId, productId))) as [{ next: number }];
  return next;
}

export const insertImages = (tx: Db, rows: NewImageRow[]) =>
  tx.insert(productImages).values(rows).returning();

export async function setImagePosition(tx: Db, imageId: number, position: number) {
  await tx.update(productImages).set({ position }).where(eq(productImages.id, imageId));
}

export async function findProductImage(tx: Db, productId: number, imageId: number) {
  const [row] = await tx
    .select()
    .from(productImages)
    .where(and(eq(productImages.id, imageId), eq(productImages.productId, productId)));
  return row;
}

export async function setImageAlt(tx: Db, imageId: number, alt: string | null) {
  await tx.update(productImages).set({ alt }).where(eq(productImages.id, imageId));
}

/** Deletes the product's picture; the row it was, or undefined. */
export async function deleteProductImage(tx: Db, productId: number, imageId: number) {
  const [row] = await tx
    .delete(productImages)
    .where(and(eq(productImages.id, imageId), eq(productImages.productId, productId)))
    .returning();
  return row;
}

/** Whether an order line shows the picture at `path` (its customer's order history). */
export async function isImageOrdered(tx: Db, path: string) {
  const [ordered] = await tx
    .select({ id: orderItems.id })
    .from(orderItems)
    .where(eq(orderItems.imagePath, path))
    .limit(1);
  return ordered !== undefined;
}
