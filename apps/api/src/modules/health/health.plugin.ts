import type { ShopModule } from '../../plugins/shop-module.ts';
import { simulatedPaymentsWarning } from '../payments/payments.plugin.ts';
import { healthRoutes } from './health.routes.ts';

export const healthPlugin: ShopModule = async (_app, { config, database, routes }) => {
  const payments = { provider: config.PAYMENTS, warning: simulatedPaymentsWarning(config) };
  routes.api((api) => api.register(healthRoutes, { database, payments }));
};
