import { and, asc, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { cartItems, productImages, productSizes, products } from '../../db/schema.ts';

/** An active product with its sizes in shelf order, for choosing and checking a cart line. */
export async function findProductForCart(db: Db, productId: number) {
  return db.query.products.findFirst({
    columns: { id: true, name: true },
    with: {
      sizes: {
        columns: { id: true, name: true, stock: true },
        orderBy: [asc(productSizes.position), asc(productSizes.id)],
      },
    },
    where: and(eq(products.id, productId), eq(products.isActive, true)),
  });
}

export async function findCartLine(db: Db, userId: number, cartItemId: number) {
  const [line] = await db
    .select({
      id: cartItems.id,
      productId: cartItems.productId,
      quantity: cartItems.quantity,
      stock: productSizes.stock,
      sizeName: productSizes.name,
      productName: products.name,
    })
    .from(cartItems)
    .innerJoin(productSizes, eq(productSizes.id, cartItems.productSizeId))
    .innerJoin(products, eq(products.id, cartItems.productId))
    .where(and(eq(cartItems.id, cartItemId), eq(cartItems.userId, userId)))
    .limit(1);
  return line;
}

export async function findQuantityInCart(db: Db, userId: number, productSizeId: number) {
  const [line] = await db
    .select({ quantity: cartItems.quantity })
    .from(cartItems)
    .where(and(eq(cartItems.userId, userId), eq(cartItems.productSizeId, productSizeId)))
    .limit(1);
  return line?.quantity ?? 0;
}

/**
 * Adds units to the customer's line for a size, creating it if needed, but only while the
 * line stays within `maxQuantity`; answers undefined when that guard refused the change.
 */
export async function addToCartLine(
  db: Db,
  line: { userId: number; productId: number; productSizeId: number; quantity: number },
  maxQuantity: number,
) {
  const [row] = await db
    .insert(cartItems)
    .values(line)
    .onConflictDoUpdate({
      target: [cartItems.userId, cartItems.productSizeId],
      set: { quantity: sql`${cartItems.quantity} + excluded.quantity`, updatedAt: sql`now()` },
      setWhere: sql`${cartItems.quantity} + excluded.quantity <= ${maxQuantity}`,
    })
    .returning({ id: cartItems.id });
  return row;
}

export async function setCartLineQuantity(
  db: Db,
  userId: number,
  cartItemId: number,
  quantity: number,
) {
  await db
    .update(cartItems)
    .set({ quantity, updatedAt: sql`now()` })
    .where(and(eq(cartItems.id, cartItemId), eq(cartItems.userId, userId)));
}

export async function deleteCartLine(db: Db, userId: number, cartItemId: number) {
  const deleted = await db
    .delete(cartItems)
    .where(and(eq(cartItems.id, cartItemId), eq(cartItems.userId, userId)))
    .returning({ id: cartItems.id });
  return deleted.length > 0;
}

/** The customer's cart (or one line of it) with product, size and images, oldest line first. */
export async function findCartLines(db: Db, userId: number, cartItemId?: number) {
  return db.query.cartItems.findMany({
    columns: { id: true, userId: true, productId: true, productSizeId: true, quantity: true },
    with: {
      size: { columns: { name: true, stock: true } },
      product: {
        columns: {
          name: true,
          description: true,
          sku: true,
          packaging: true,
          priceFils: true,
          offerPriceFils: true,
          isActive: true,
        },
        with: {
          images: {
            columns: { id: true, path: true },
            orderBy: [asc(productImages.position), asc(productImages.id)],
          },
        },
      },
    },
    where: and(
      eq(cartItems.userId, userId),
      cartItemId === undefined ? undefined : eq(cartItems.id, cartItemId),
    ),
    orderBy: [asc(cartItems.id)],
  });
}

export type CartLineRow = Awaited<ReturnType<typeof findCartLines>>[number];

/** Takes bought units out of the customer's cart: the line goes when nothing is left of it. */
export async function takeFromCart(
  tx: Db,
  userId: number,
  productSizeId: number,
  quantity: number,
) {
  const owned = and(eq(cartItems.userId, userId), eq(cartItems.productSizeId, productSizeId));
  await tx.delete(cartItems).where(and(owned, sql`${cartItems.quantity} <= ${quantity}`));
  await tx
    .update(cartItems)
    .set({ quantity: sql`${cartItems.quantity} - ${quantity}`, updatedAt: sql`now()` })
    .where(owned);
}
