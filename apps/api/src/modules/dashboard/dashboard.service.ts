import type { Db } from '../../db/client.ts';
import { filsToAed } from '../../lib/money.ts';
import { findDashboardFigures } from './dashboard.repo.ts';

/**
 * The day's numbers for the back office's first screen: placed orders ("placed" is the total of
 * those not cancelled, "paid" is money received less refunds; issue 27), orders waiting, low
 * stock and bookings, in the shop's time zone (Asia/Dubai).
 */
export function createDashboardService(db: Db) {
  return {
    async summary(now = new Date()) {
      const figuresNow = await findDashboardFigures(db, now);
      const series = figuresNow.days.map((row) => ({
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
      return {
        today: figures(today),
        last30Days: {
          placed: filsToAed(series.reduce((sum, day) => sum + day.placedFils, 0)),
          paid: filsToAed(series.reduce((sum, day) => sum + day.paidFils, 0)),
          orders: series.reduce((sum, day) => sum + day.orders, 0),
          days: series.map(figures),
        },
        waitingToShip: figuresNow.waiting,
        lowStock: {
          products: figuresNow.lowStockCount.products,
          // The list holds the 10 lowest; this says how many sizes there are in all.
          sizesTotal: figuresNow.lowStockCount.sizes,
          sizes: figuresNow.lowStock,
        },
        bookings: {
          ...figuresNow.bookings,
          next: figuresNow.next.map((row) => ({
            ...row,
            startsAt: new Date(row.startsAt).toISOString(),
          })),
        },
      };
    },
  };
}

export type DashboardService = ReturnType<typeof createDashboardService>;
