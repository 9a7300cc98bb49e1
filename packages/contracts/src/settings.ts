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
});
export type ShopSettings = z.infer<typeof shopSettingsSchema>;
