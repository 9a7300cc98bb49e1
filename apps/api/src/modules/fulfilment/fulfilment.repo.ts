import { phoneSearchDigits } from '@petshop/contracts/phones';
import {
  and,
  asc,
  count,
  desc,
  eq,
  gte,
  ilike,
  inArray,
  isNotNull,
  lt,
  or,
  sql,
  sum,
  type SQL,
} from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { pageOfRows } from '../../db/page-of-rows.ts';
import { orderEvents, orderItems, orders, products } from '../../db/schema.ts';
import type { OrderRow } from '../orders/orders.repo.ts';
import type { OrderStatus } from './order-status.ts';

export interface OrderListQuery {
  q?: string | undefined;
  status?: OrderStatus[] | undefined;
  paymentMethod?: 'card' | 'cod' | undefined;
  paymentStatus?: OrderRow['paymentStatus'][] | undefined;
  /** Placed on or after (inclusive) / before (exclusive). */
  from?: Date | undefined;
  to?: Date | undefined;
  sort: 'placed' | '-placed' | 'total' | '-total';
  page: number;
  pageSize: number;
}

/** Placed orders only: a card checkout that was never paid is not the shop's to fulfil. */
function listConditions(query: OrderListQuery): SQL | undefined {
  const conditions: (SQL | undefined)[] = [isNotNull(orders.placedAt)];
  const q = query.q?.trim();
  if (q) {
    const number = /^(?:ord-?)?0*(\d{1,9})$/i.exec(q);
    const like = `%${q.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
    const digits = phoneSearchDigits(q);
    conditions.push(
      or(
        number ? eq(orders.id, Number(number[1])) : undefined,
        ilike(orders.customerName, like),
        ilike(orders.customerEmail, like),
        digits.length >= 4 ? ilike(orders.customerPhone, `%${digits}%`) : undefined,
        // A coupon code, whole, whatever the case: "which orders used SPRING10?"
        sql`lower(${orders.couponCode}) = ${q.toLowerCase()}`,
      ),
    );
  }
  if (query.status?.length) conditions.push(inArray(orders.status, query.status));
  if (query.paymentMethod) conditions.push(eq(orders.paymentMethod, query.paymentMethod));
  if (query.paymentStatus?.length) {
    conditions.push(inArray(orders.paymentStatus, query.paymentStatus));
  }
  if (query.from) conditions.push(gte(orders.placedAt, query.from));
  if (query.to) conditions.push(lt(orders.placedAt, query.to));
  return and(...conditions);
}

export async function listOrders(db: Db, query: OrderListQuery) {
  const where = listConditions(query);
  const order = {
    placed: [asc(orders.placedAt), asc(orders.id)],
    '-placed': [desc(orders.placedAt), desc(orders.id)],
    total: [asc(orders.totalFils), asc(orders.id)],
    '-total': [desc(orders.totalFils), desc(orders.id)],
  }[query.sort];
  return pageOfRows(db, orders, where, order, query);
}

/** Placed orders of a date range, oldest first (the accountant's export). */
export async function ordersPlacedBetween(db: Db, from: Date, to: Date) {
  return db.query.orders.findMany({
    with: { items: true },
    where: and(isNotNull(orders.placedAt), gte(orders.placedAt, from), lt(orders.placedAt, to)),
    orderBy: [asc(orders.placedAt), asc(orders.id)],
  });
}

export async function addOrderEvent(tx: Db, event: typeof orderEvents.$inferInsert) {
  await tx.insert(orderEvents).values(event);
}

export async function orderTimeline(db: Db, orderId: number) {
  return db
    .select()
    .from(orderEvents)
    .where(eq(orderEvents.orderId, orderId))
    .orderBy(asc(orderEvents.id));
}

/** The packaging the shop wrote for each of these products (bag, box, tin …). */
export async function packagingOf(db: Db, productIds: number[]) {
  if (productIds.length === 0) return new Map<number, string | null>();
  const rows = await db
    .select({ id: products.id, packaging: products.packaging })
    .from(products)
    .where(inArray(products.id, productIds));
  return new Map(rows.map((row) => [row.id, row.packaging]));
}

/** Statuses of orders still to be packed. */
export const TO_PACK: readonly OrderStatus[] = ['pending', 'confirmed', 'processing'];

/** The orders placed in [from, to) that are still to be packed, oldest first. */
export async function ordersToPack(db: Db, from: Date, to: Date) {
  return db
    .select({ id: orders.id, orderNumber: orders.orderNumber, status: orders.status })
    .from(orders)
    .where(
      and(
        inArray(orders.status, [...TO_PACK]),
        isNotNull(orders.orderNumber),
        gte(orders.placedAt, from),
        lt(orders.placedAt, to),
      ),
    )
    .orderBy(asc(orders.placedAt), asc(orders.id));
}

/**
 * What to take off the shelves for these orders: units summed by SKU (less units already
 * refunded), with how many of the orders want each.
 */
export async function pickingLines(db: Db, orderIds: number[]) {
  if (orderIds.length === 0) return [];
  const units = sql<number>`${orderItems.quantity} - ${orderItems.refundedQuantity}`;
  return db
    .select({
      sku: orderItems.sku,
      name: sql<string>`min(${orderItems.productName})`,
      size: sql<string>`min(${orderItems.sizeName})`,
      packaging: sql<string | null>`min(${products.packaging})`,
      quantity: sum(units).mapWith(Number),
      orders: count(sql`DISTINCT ${orderItems.orderId}`),
    })
    .from(orderItems)
    .leftJoin(products, eq(products.id, orderItems.productId))
    .where(and(inArray(orderItems.orderId, orderIds), sql`${units} > 0`))
    .groupBy(orderItems.sku)
    .orderBy(asc(orderItems.sku));
}
