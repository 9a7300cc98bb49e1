import { and, asc, desc, eq, lt, sql, type SQL } from 'drizzle-orm';
import { onSession, type Db, type Statement } from '../../db/client.ts';
import type { STOCK_REASONS } from '../../db/schema.ts';
import {
  orderItems,
  orders,
  products,
  productSizes,
  staff,
  stockMovements,
} from '../../db/schema.ts';

// The stock of each size (product_sizes.stock) and its ledger (stock_movements): every statement
// here that changes a stock writes the movement that explains it, in the same statement, so the
// stock always equals the sum of the size's movements.

export type StockReason = (typeof STOCK_REASONS)[number];

const TAKE_FOR_ORDER: Statement = {
  name: 'inventory_take_for_order',
  text: `WITH taken AS (
  UPDATE product_sizes SET stock = stock - $2::int
   WHERE id = $1::int AND stock >= $2::int
  RETURNING id, stock
), moved AS (
  INSERT INTO stock_movements (product_size_id, delta, reason, order_id)
  SELECT id, -$2::int, 'order', $3::int FROM taken
  RETURNING id
)
SELECT taken.stock FROM taken, moved`,
};

/**
 * Takes `quantity` units of a size for an order, if that many are on hand, and writes the ledger
 * row (reason 'order') in the same statement; answers the stock left, or undefined when there
 * were not enough (nothing written then). Concurrent writers queue on the row lock and re-check.
 */
export async function takeStockForOrder(
  tx: Db,
  productSizeId: number,
  quantity: number,
  orderId: number,
): Promise<number | undefined> {
  const [row] = await onSession(tx).query<{ stock: number }>(TAKE_FOR_ORDER, [
    productSizeId,
    quantity,
    orderId,
  ]);
  return row?.stock;
}

const RETURN_FOR_ORDER: Statement = {
  name: 'inventory_return_for_order',
  text: `WITH returned AS (
  UPDATE product_sizes SET stock = stock + $2::int WHERE id = $1::int RETURNING id
)
INSERT INTO stock_movements (product_size_id, delta, reason, order_id)
SELECT id, $2::int, 'order_cancelled', $3::int FROM returned`,
};

/**
 * Puts an order's units back on the shelf (a card payment that never happened, a cancellation),
 * each with its ledger row (reason 'order_cancelled'): the units bought less those a refund
 * already settled (put back or written off then). Sizes in id order, as orders take them: no
 * deadlock.
 */
export async function returnStock(tx: Db, orderId: number) {
  const items = await tx
    .select({
      sizeId: orderItems.productSizeId,
      quantity: sql<number>`${orderItems.quantity} - ${orderItems.refundedQuantity}`,
    })
    .from(orderItems)
    .where(eq(orderItems.orderId, orderId))
    .orderBy(asc(orderItems.productSizeId));
  for (const item of items) {
    if (item.sizeId === null || Number(item.quantity) <= 0) continue;
    await onSession(tx).query(RETURN_FOR_ORDER, [item.sizeId, Number(item.quantity), orderId]);
  }
}

const RETURN_REFUNDED: Statement = {
  name: 'inventory_return_refunded',
  text: `WITH returned AS (
  UPDATE product_sizes SET stock = stock + $2::int WHERE id = $1::int RETURNING id
)
INSERT INTO stock_movements (product_size_id, delta, reason, order_id, staff_id, note)
SELECT id, $2::int, 'returned', $3::int, $4::int, $5::text FROM returned`,
};

/**
 * Puts refunded units of an order back on the shelf, each with its ledger row (reason
 * 'returned', the order, the staff member, a note). A size no longer sold is skipped.
 */
export async function returnRefundedStock(
  tx: Db,
  orderId: number,
  lines: { productSizeId: number; quantity: number }[],
  by: { staffId: number | null; note: string | null },
) {
  const ordered = [...lines].sort((a, b) => a.productSizeId - b.productSizeId);
  for (const line of ordered) {
    await onSession(tx).query(RETURN_REFUNDED, [
      line.productSizeId,
      line.quantity,
      orderId,
      by.staffId,
      by.note,
    ]);
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

/** A size with its product's name, its row locked until the transaction ends (undefined: none). */
export async function lockSize(tx: Db, productSizeId: number) {
  const [row] = await tx
    .select({
      id: productSizes.id,
      productId: productSizes.productId,
      name: productSizes.name,
      stock: productSizes.stock,
      productName: products.name,
    })
    .from(productSizes)
    .innerJoin(products, eq(products.id, productSizes.productId))
    .where(eq(productSizes.id, productSizeId))
    .for('update', { of: productSizes });
  return row;
}

/** The ids of a product's sizes; undefined when there is no such product. */
export async function findProductSizeIds(db: Db, productId: number) {
  const rows = await db
    .select({ sizeId: productSizes.id })
    .from(products)
    .leftJoin(productSizes, eq(productSizes.productId, products.id))
    .where(eq(products.id, productId));
  if (rows.length === 0) return undefined;
  return rows.flatMap((row) => (row.sizeId === null ? [] : [row.sizeId]));
}

/** A movement as the back office reads it. */
export interface StockMovementRow {
  id: number;
  productSizeId: number;
  sizeName: string;
  delta: number;
  reason: StockReason;
  orderId: number | null;
  orderNumber: string | null;
  staffId: number | null;
  staffName: string | null;
  note: string | null;
  createdAt: Date;
}

/**
 * Changes a locked size's stock by `delta` and writes its movement, in one statement; the guard
 * keeps the stock at 0 or more. Answers the stock and the movement, or undefined (nothing written).
 */
export async function moveStock(
  tx: Db,
  movement: {
    productSizeId: number;
    delta: number;
    reason: StockReason;
    note: string | null;
    staffId: number | null;
  },
): Promise<{ stock: number; movementId: number } | undefined> {
  const result = await tx.execute(sql`WITH changed AS (
  UPDATE ${productSizes} SET stock = stock + ${movement.delta}::int
   WHERE id = ${movement.productSizeId}::int AND stock + ${movement.delta}::int >= 0
  RETURNING id, stock
), moved AS (
  INSERT INTO ${stockMovements} (product_size_id, delta, reason, staff_id, note)
  SELECT id, ${movement.delta}::int, ${movement.reason}, ${movement.staffId}::int, ${movement.note}
    FROM changed
  RETURNING id
)
SELECT changed.stock, moved.id AS movement_id FROM changed, moved`);
  const [row] = (result as unknown as { rows: { stock: number; movement_id: number }[] }).rows;
  return row && { stock: Number(row.stock), movementId: Number(row.movement_id) };
}

/** A movement with its size's name, its order's number and its staff member's name. */
function selectMovements(db: Db) {
  return db
    .select({
      id: stockMovements.id,
      productSizeId: stockMovements.productSizeId,
      sizeName: productSizes.name,
      delta: stockMovements.delta,
      reason: stockMovements.reason,
      orderId: stockMovements.orderId,
      orderNumber: orders.orderNumber,
      staffId: stockMovements.staffId,
      staffName: staff.name,
      note: stockMovements.note,
      createdAt: stockMovements.createdAt,
    })
    .from(stockMovements)
    .innerJoin(productSizes, eq(productSizes.id, stockMovements.productSizeId))
    .leftJoin(orders, eq(orders.id, stockMovements.orderId))
    .leftJoin(staff, eq(staff.id, stockMovements.staffId));
}

/**
 * A page of movements, newest first: of one size, or of every size of a product. `before` is a
 * movement id (the previous page's cursor).
 */
export async function findStockMovements(
  db: Db,
  where: { productId: number; productSizeId?: number | undefined },
  page: { before?: number | undefined; limit: number },
): Promise<StockMovementRow[]> {
  const conditions: (SQL | undefined)[] = [
    eq(productSizes.productId, where.productId),
    where.productSizeId === undefined
      ? undefined
      : eq(stockMovements.productSizeId, where.productSizeId),
    page.before === undefined ? undefined : lt(stockMovements.id, page.before),
  ];
  return selectMovements(db)
    .where(and(...conditions))
    .orderBy(desc(stockMovements.id))
    .limit(page.limit);
}

/** The movement with `id`, as findStockMovements reads it. */
export async function findStockMovement(db: Db, id: number): Promise<StockMovementRow | undefined> {
  const [row] = await selectMovements(db).where(eq(stockMovements.id, id));
  return row;
}

/**
 * Sizes whose stock differs from the sum of their movements (the ledger's invariant): none, when
 * every stock change went through this module. For tests and a health check.
 */
export async function findLedgerMismatches(db: Db) {
  const result = await db.execute(sql`
SELECT s.id, s.stock, coalesce(sum(m.delta), 0)::int AS ledger
  FROM ${productSizes} s LEFT JOIN ${stockMovements} m ON m.product_size_id = s.id
 GROUP BY s.id, s.stock
HAVING s.stock <> coalesce(sum(m.delta), 0)`);
  return (result as unknown as { rows: { id: number; stock: number; ledger: number }[] }).rows;
}
