import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';

const rowsOf = <T>(result: unknown) => (result as { rows: T[] }).rows;

/**
 * Placed orders, and what each counts as (issue 27): "placed" is the total of those not
 * cancelled; "paid" is money received (card payment, cash collected) less refunds.
 */
const PLACED = sql`o.placed_at IS NOT NULL`;
const PLACED_FILS = sql`sum(o.total_fils) FILTER (WHERE o.status <> 'cancelled')`;
const PAID_FILS = sql`sum(o.total_fils - o.refunded_fils) FILTER (WHERE o.paid_at IS NOT NULL)`;

/**
 * The dashboard's figures at `now`, each one SQL aggregate over indexed ranges (orders by
 * placed_at, sizes by product), in the shop's time zone (Asia/Dubai).
 */
export async function findDashboardFigures(db: Db, now: Date) {
  const at = now.toISOString();
  const [days, waiting, lowStock, lowStockCount, bookings, next] = await Promise.all([
    db.execute(sql`
      WITH days AS (
        SELECT generate_series(
                 date_trunc('day', ${at}::timestamptz AT TIME ZONE 'Asia/Dubai') - interval '29 days',
                 date_trunc('day', ${at}::timestamptz AT TIME ZONE 'Asia/Dubai'),
                 interval '1 day') AS day
      ),
      sales AS (
        SELECT date_trunc('day', o.placed_at AT TIME ZONE 'Asia/Dubai') AS day,
               coalesce(${PLACED_FILS}, 0)::bigint AS placed,
               coalesce(${PAID_FILS}, 0)::bigint AS paid,
               (count(*) FILTER (WHERE o.status <> 'cancelled'))::int AS orders
          FROM orders o
         WHERE ${PLACED}
           AND o.placed_at >= (date_trunc('day', ${at}::timestamptz AT TIME ZONE 'Asia/Dubai') - interval '29 days') AT TIME ZONE 'Asia/Dubai'
         GROUP BY 1
      )
      SELECT to_char(d.day, 'YYYY-MM-DD') AS day, coalesce(s.placed, 0)::bigint AS placed,
             coalesce(s.paid, 0)::bigint AS paid, coalesce(s.orders, 0)::int AS orders
        FROM days d LEFT JOIN sales s ON s.day = d.day
       ORDER BY d.day`),
    db.execute(sql`
      SELECT count(*)::int AS waiting FROM orders
       WHERE status IN ('pending', 'confirmed', 'processing')`),
    db.execute(sql`
      SELECT p.id, p.name, s.name AS size, s.stock, p.low_stock_threshold AS threshold
        FROM product_sizes s JOIN products p ON p.id = s.product_id
       WHERE p.is_active AND p.archived_at IS NULL AND s.stock <= p.low_stock_threshold
       ORDER BY s.stock, p.name, s.id
       LIMIT 10`),
    db.execute(sql`
      SELECT count(DISTINCT p.id)::int AS products, count(*)::int AS sizes
        FROM product_sizes s JOIN products p ON p.id = s.product_id
       WHERE p.is_active AND p.archived_at IS NULL AND s.stock <= p.low_stock_threshold`),
    db.execute(sql`
      SELECT
        count(*) FILTER (WHERE status = 'requested')::int AS "newRequests",
        count(*) FILTER (WHERE status = 'confirmed'
          AND scheduled_at >= date_trunc('day', ${at}::timestamptz AT TIME ZONE 'Asia/Dubai') AT TIME ZONE 'Asia/Dubai'
          AND scheduled_at < (date_trunc('day', ${at}::timestamptz AT TIME ZONE 'Asia/Dubai') + interval '1 day') AT TIME ZONE 'Asia/Dubai')::int AS today,
        count(*) FILTER (WHERE status = 'confirmed'
          AND scheduled_at >= date_trunc('day', ${at}::timestamptz AT TIME ZONE 'Asia/Dubai') AT TIME ZONE 'Asia/Dubai'
          AND scheduled_at < (date_trunc('day', ${at}::timestamptz AT TIME ZONE 'Asia/Dubai') + interval '7 days') AT TIME ZONE 'Asia/Dubai')::int AS week
      FROM bookings
      WHERE status IN ('requested', 'confirmed')`),
    db.execute(sql`
      SELECT b.id, b.reference, b.scheduled_at AS "startsAt", b.name, b.service, g.name AS groomer
        FROM bookings b LEFT JOIN groomers g ON g.id = b.groomer_id
       WHERE b.status = 'confirmed' AND b.scheduled_at >= ${at}::timestamptz
       ORDER BY b.scheduled_at, b.id
       LIMIT 5`),
  ]);
  return {
    days: rowsOf<{ day: string; placed: string | number; paid: string | number; orders: number }>(
      days,
    ),
    waiting: rowsOf<{ waiting: number }>(waiting)[0]!.waiting,
    lowStock: rowsOf<{ id: number; name: string; size: string; stock: number; threshold: number }>(
      lowStock,
    ),
    lowStockCount: rowsOf<{ products: number; sizes: number }>(lowStockCount)[0]!,
    bookings: rowsOf<{ newRequests: number; today: number; week: number }>(bookings)[0]!,
    next: rowsOf<{
      id: number;
      reference: string;
      startsAt: Date | string;
      name: string;
      service: string;
      groomer: string | null;
    }>(next),
  };
}
