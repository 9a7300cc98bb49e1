import { z } from 'zod';

/**
 * Money in AED, VAT included, counted two ways, each named where it shows (issue 27):
 * `placed` is the total of placed orders not cancelled; `paid` is money received (a card
 * payment, cash collected) less what was refunded. Days are the orders' placing days, Dubai time.
 */
const dayFigures = z.object({
  day: z.string(),
  placed: z.number(),
  paid: z.number(),
  orders: z.number(),
});

/** GET /api/admin/dashboard. */
export const dashboardSchema = z.object({
  today: dayFigures,
  last30Days: z.object({
    placed: z.number(),
    paid: z.number(),
    orders: z.number(),
    days: z.array(dayFigures),
  }),
  waitingToShip: z.number(),
  lowStock: z.object({
    /** Active products with a size at or below its low-stock threshold. */
    products: z.number(),
    /** Such sizes in all; `sizes` lists the 10 lowest. */
    sizesTotal: z.number(),
    sizes: z.array(
      z.object({
        id: z.number(),
        name: z.string(),
        size: z.string(),
        stock: z.number(),
        threshold: z.number(),
      }),
    ),
  }),
  bookings: z.object({
    newRequests: z.number(),
    today: z.number(),
    week: z.number(),
    /** The next five confirmed appointments from now, soonest first (issue 31). */
    next: z.array(
      z.object({
        id: z.number(),
        reference: z.string(),
        startsAt: z.string(),
        name: z.string(),
        /** The spec's pet type: Dog, Cat, Bird, Others. */
        service: z.string(),
        /** Null for a booking staff confirmed by phone without a groomer. */
        groomer: z.string().nullable(),
      }),
    ),
  }),
});
export type Dashboard = z.infer<typeof dashboardSchema>;
