import { z } from 'zod';

/** Shop settings served by GET /api/settings: configuration, never baked into the bundle. */
export const shopSettingsSchema = z.object({
  shop_name: z.string(),
  tagline: z.string(),
  support_phone: z.string(),
  support_email: z.string(),
  address: z.string(),
  business_hours: z.string(),
  currency: z.string(),
  payment_provider: z.enum(['stripe', 'simulated']),
  stripe_publishable_key: z.string().nullable(),
  /**
   * Digits of the shop's WhatsApp number for wa.me links; null when the shop has none (optional:
   * a server from before it had one sends nothing, and the web hides WhatsApp then too).
   */
  whatsapp_number: z.string().nullable().optional(),
  /** Delivery (decision 045): fee and free-delivery threshold in AED (0: none), working days. */
  delivery: z.object({
    fee: z.number(),
    free_from: z.number(),
    countries: z.array(z.string()),
    days: z.record(z.string(), z.number().int()),
    days_off: z.array(z.string()),
  }),
});
export type ShopSettings = z.infer<typeof shopSettingsSchema>;
