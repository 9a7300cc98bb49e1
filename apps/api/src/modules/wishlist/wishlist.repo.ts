import { and, asc, count, desc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { productImages, products, wishlistItems } from '../../db/schema.ts';

export async function isActiveProduct(db: Db, productId: number): Promise<boolean> {
  const [row] = await db
    .select({ id: products.id })
    .from(products)
    .where(and(eq(products.id, productId), eq(products.isActive, true)))
    .limit(1);
  return row !== undefined;
}

/** Adds the product once; answers false when it was already listed. */
export async function insertWishlistItem(db: Db, userId: number, productId: number) {
  const rows = await db
    .insert(wishlistItems)
    .values({ userId, productId })
    .onConflictDoNothing()
    .returning({ id: wishlistItems.id });
  return rows.length > 0;
}

export async function deleteWishlistProduct(db: Db, userId: number, productId: number) {
  const rows = await db
    .delete(wishlistItems)
    .where(and(eq(wishlistItems.userId, userId), eq(wishlistItems.productId, productId)))
    .returning({ id: wishlistItems.id });
  return rows.length > 0;
}

export async function deleteWishlistItem(db: Db, userId: number, itemId: number) {
  const rows = await db
    .delete(wishlistItems)
    .where(and(eq(wishlistItems.userId, userId), eq(wishlistItems.id, itemId)))
    .returning({ id: wishlistItems.id, productId: wishlistItems.productId });
  return rows[0];
}

export async function deleteAllWishlistItems(db: Db, userId: number) {
  await db.delete(wishlistItems).where(eq(wishlistItems.userId, userId));
}

export async function findWishlistItem(db: Db, userId: number, itemId: number) {
  const [row] = await db
    .select({ id: wishlistItems.id, productId: wishlistItems.productId })
    .from(wishlistItems)
    .where(and(eq(wishlistItems.userId, userId), eq(wishlistItems.id, itemId)))
    .limit(1);
  return row;
}

export async function isInWishlist(db: Db, userId: number, productId: number) {
  const [row] = await db
    .select({ id: wishlistItems.id })
    .from(wishlistItems)
    .where(and(eq(wishlistItems.userId, userId), eq(wishlistItems.productId, productId)))
    .limit(1);
  return row !== undefined;
}

export async function countWishlistItems(db: Db, userId: number): Promise<number> {
  const [row] = await db
    .select({ count: count() })
    .from(wishlistItems)
    .where(eq(wishlistItems.userId, userId));
  return row?.count ?? 0;
}

/** The customer's wishlist, newest first, with each product as the cards show it. */
export async function findWishlistItems(db: Db, userId: number) {
  return db.query.wishlistItems.findMany({
    columns: { id: true, productId: true, createdAt: true },
    with: {
      product: {
        columns: {
          id: true,
          name: true,
          description: true,
          aboutProduct: true,
          benefits: true,
          nameAr: true,
          descriptionAr: true,
          aboutProductAr: true,
          benefitsAr: true,
          priceFils: true,
          offerPriceFils: true,
          rating: true,
          reviewCount: true,
        },
        with: {
          images: {
            columns: { id: true, path: true },
            orderBy: [asc(productImages.position), asc(productImages.id)],
          },
        },
      },
    },
    where: eq(wishlistItems.userId, userId),
    orderBy: [desc(wishlistItems.createdAt), desc(wishlistItems.id)],
  });
}
