import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { filsToAed } from '../../lib/money.ts';

const rowsOf = <T>(result: unknown) => (result as { rows: T[] }).rows;

/**
 * Placed orders, and what each counts as (issue 27): "placed" is the total of those not
 * cancelled; "paid" is money received (card payment, cash collected) less refunds.
 */
const PLACED = sql`o.placed_at IS NOT NULL`;
const PLACED_FILS = sql`sum(o.total_fils) FILTER (WHERE o.status <> 'cancelled')`;
const PAID_FILS = sql`sum(o.total_fils - o.refunded_fils) FILTER (WHERE o.paid_at IS NOT NULL)`;

/**
 * The day's numbers for the back office's first screen, each one SQL aggregate over indexed
 * ranges (orders by placed_at, sizes by product), in the shop's time zone (Asia/Dubai).
 */
export function createDashboardService(db: Db) {
  return {
    async summary(now = new Date()) {
      const at = now.toISOString();
      const [days, waiting, lowStock, lowStockCount, bookings] = await Promise.all([
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
      ]);
      const series = rowsOf<{
        day: string;
        placed: string | number;
        paid: string | number;
        orders: number;
      }>(days).map((row) => ({
        day: row.day,
        placedFils: Number(row.placed),
        paidFils: Number(row.paid),
        orders: row.orders,
      }));
      const figures = (day: (typeof series)[number]) => ({
        day: day.day,
        placed: filsToAed(day.placedFils),
        paid: filsToAed(day.paidFils),
        orders: day.orders,
      });
      const today = series.at(-1) ?? { day: '', placedFils: 0, paidFils: 0, orders: 0 };
      const booking = rowsOf<{ newRequests: number; today: number; week: number }>(bookings)[0]!;
      return {
        today: figures(today),
        last30Days: {
          placed: filsToAed(series.reduce((sum, day) => sum + day.placedFils, 0)),
          paid: filsToAed(series.reduce((sum, day) => sum + day.paidFils, 0)),
          orders: series.reduce((sum, day) => sum + day.orders, 0),
          days: series.map(figures),
        },
        waitingToShip: rowsOf<{ waiting: number }>(waiting)[0]!.waiting,
        lowStock: {
          products: rowsOf<{ products: number }>(lowStockCount)[0]!.products,
          // The list holds the 10 lowest; this says how many sizes there are in all.
          sizesTotal: rowsOf<{ sizes: number }>(lowStockCount)[0]!.sizes,
          sizes: rowsOf<{
            id: number;
            name: string;
            size: string;
            stock: number;
            threshold: number;
          }>(lowStock),
        },
        bookings: booking,
      };
    },
  };
}

export type DashboardService = ReturnType<typeof createDashboardService>;
