import { z } from 'zod';

const dayFigures = z.object({ day: z.string(), revenue: z.number(), orders: z.number() });

/** GET /api/admin/dashboard. Revenue in AED, VAT included, of placed orders not cancelled. */
export const dashboardSchema = z.object({
  today: dayFigures,
  last30Days: z.object({
    revenue: z.number(),
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
  bookings: z.object({ newRequests: z.number(), today: z.number(), week: z.number() }),
});
export type Dashboard = z.infer<typeof dashboardSchema>;
