import { shopSettingsSchema, type ShopSettings } from '@petshop/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Config } from '../../config.ts';
import { filsToAed } from '../../lib/money.ts';

/** The browser's only view of configuration: public shop facts and the publishable key. */
export function shopSettingsFrom(config: Config): ShopSettings {
  return {
    shop_name: config.SHOP_NAME,
    tagline: config.SHOP_TAGLINE,
    support_phone: config.SUPPORT_PHONE,
    support_email: config.SUPPORT_EMAIL,
    address: config.SHOP_ADDRESS,
    business_hours: config.BUSINESS_HOURS,
    currency: 'AED',
    payment_provider: config.PAYMENTS,
    stripe_publishable_key: config.STRIPE_PUBLISHABLE_KEY ?? null,
    whatsapp_number: config.WHATSAPP_NUMBER,
    delivery: {
      fee: filsToAed(config.deliveryFeeFils),
      free_from: filsToAed(config.freeDeliveryFromFils),
      countries: config.SHIPPING_COUNTRIES,
      days: config.DELIVERY_DAYS,
      days_off: config.DELIVERY_DAYS_OFF,
    },
  };
}

export const settingsRoutes: FastifyPluginAsyncZod<{ config: Config }> = async (
  app,
  { config },
) => {
  const settings = shopSettingsFrom(config);
  app.get(
    '/settings',
    { schema: { tags: ['shop'], response: { 200: shopSettingsSchema } } },
    async (_request, reply) => {
      reply.header('cache-control', 'public, max-age=300');
      return settings;
    },
  );
};
