import { randomUUID } from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import Fastify, { type FastifyInstance } from 'fastify';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import type { Config } from './config.ts';
import type { Database } from './db/client.ts';
import { waitText } from './lib/wait-text.ts';
import { accountPlugin } from './modules/account/account.plugin.ts';
import { addressesPlugin } from './modules/addresses/addresses.plugin.ts';
import { adminProductsPlugin } from './modules/admin-products/admin-products.plugin.ts';
import { adminCouponsPlugin } from './modules/coupons/admin-coupons.plugin.ts';
import { customerAuthPlugin } from './modules/auth/auth.plugin.ts';
import { bookingsPlugin } from './modules/bookings/bookings.plugin.ts';
import { cartPlugin } from './modules/cart/cart.plugin.ts';
import { catalogImportPlugin } from './modules/catalog-import/catalog-import.plugin.ts';
import { catalogPlugin } from './modules/catalog/catalog.plugin.ts';
import { checkoutPlugin } from './modules/checkout/checkout.plugin.ts';
import { customersPlugin } from './modules/customers/customers.plugin.ts';
import { dashboardPlugin } from './modules/dashboard/dashboard.plugin.ts';
import { registerApiDocs } from './modules/docs/docs.routes.ts';
import { fulfilmentPlugin } from './modules/fulfilment/fulfilment.plugin.ts';
import { groomingPlugin } from './modules/grooming/grooming.plugin.ts';
import { groomingSetupPlugin } from './modules/grooming-setup/grooming-setup.plugin.ts';
import { couponsPlugin } from './modules/coupons/coupons.plugin.ts';
import { customerCouponsPlugin } from './modules/coupons/customer-coupons.plugin.ts';
import { healthPlugin } from './modules/health/health.plugin.ts';
import { imagesPlugin } from './modules/images/images.plugin.ts';
import { inventoryPlugin } from './modules/inventory/inventory.plugin.ts';
import { jobsPlugin } from './modules/jobs/jobs.plugin.ts';
import { mailPlugin } from './modules/mail/mail.plugin.ts';
import { mailPreferencesPlugin } from './modules/mail-preferences/mail-preferences.plugin.ts';
import { notificationsPlugin } from './modules/notifications/notifications.plugin.ts';
import { ordersPlugin } from './modules/orders/orders.plugin.ts';
import { paymentsPlugin } from './modules/payments/payments.plugin.ts';
import { profilePlugin } from './modules/profile/profile.plugin.ts';
import { refundsPlugin } from './modules/refunds/refunds.plugin.ts';
import { reviewsPlugin } from './modules/reviews/reviews.plugin.ts';
import { settingsPlugin } from './modules/settings/settings.plugin.ts';
import { staffPlugin } from './modules/staff/staff.plugin.ts';
import { stockAlertsPlugin } from './modules/stock-alerts/stock-alerts.plugin.ts';
import { twoFactorPlugin } from './modules/two-factor/two-factor.plugin.ts';
import { webPlugin } from './modules/web/web.plugin.ts';
import { wishlistPlugin } from './modules/wishlist/wishlist.plugin.ts';
import { registerBackground } from './plugins/background.ts';
import { registerErrorHandling } from './plugins/errors.ts';
import { registerRequestHandling } from './plugins/http.ts';
import { registerMetrics } from './plugins/metrics.ts';
import { registerSecurityHeaders } from './plugins/security.ts';
import { registerSharedCounts } from './plugins/shared-counts.ts';
import { signInPlugin } from './plugins/sign-in.ts';
import {
  createShopRoutes,
  publicOrigin,
  type BuildOptions,
  type ShopModule,
} from './plugins/shop-module.ts';

export { waitText };
export type { BuildOptions };

/**
 * The shop's modules. Each creates its service, adds its jobs and gives its routes, which are
 * registered after all of them: the API, then the back office, then the site's root, in this
 * order. A module whose service others use (wrapped in fastify-plugin) comes before them: the
 * mail outbox first, then sign-in (sessions and the route guards), which mails codes and links.
 */
const MODULES: ShopModule[] = [
  mailPlugin,
  signInPlugin,
  healthPlugin,
  settingsPlugin,
  catalogPlugin,
  customerAuthPlugin,
  profilePlugin,
  staffPlugin,
  accountPlugin,
  addressesPlugin,
  twoFactorPlugin,
  cartPlugin,
  wishlistPlugin,
  couponsPlugin,
  checkoutPlugin,
  ordersPlugin,
  paymentsPlugin,
  imagesPlugin,
  fulfilmentPlugin,
  refundsPlugin,
  bookingsPlugin,
  groomingPlugin,
  groomingSetupPlugin,
  customerCouponsPlugin,
  customersPlugin,
  adminCouponsPlugin,
  dashboardPlugin,
  stockAlertsPlugin,
  notificationsPlugin,
  mailPreferencesPlugin,
  adminProductsPlugin,
  catalogImportPlugin,
  inventoryPlugin,
  reviewsPlugin,
  jobsPlugin,
  webPlugin,
];

/**
 * Trusts the `hops` nearest proxies (hop 0 is the socket's peer): the client address is then the
 * `hops`-th entry of X-Forwarded-For from the right, which the client cannot choose.
 */
const trustHops = (hops: number) => (_address: string, hop: number) => hop < hops;

/** A proxy's id the shop trusts (a short token) or a new UUID: logs and answers carry it. */
const requestId = (fromProxy: boolean) => (request: IncomingMessage) => {
  const given = fromProxy ? request.headers['x-request-id'] : undefined;
  return typeof given === 'string' && /^[\w.:-]{1,64}$/.test(given) ? given : randomUUID();
};

/** Builds the whole shop (API, images, web app) without listening: what tests and server use. */
export async function buildApp(
  config: Config,
  database: Database,
  build: BuildOptions = {},
): Promise<FastifyInstance> {
  const app = Fastify({
    // JSON lines, each request's with its id (`reqId`), which its answer carries too.
    logger: { level: config.LOG_LEVEL, ...(build.logStream ? { stream: build.logStream } : {}) },
    genReqId: requestId(config.TRUST_PROXY !== false),
    requestIdHeader: false,
    // A hop count as a function: Fastify trusts nothing for a bare number.
    trustProxy:
      typeof config.TRUST_PROXY === 'number' ? trustHops(config.TRUST_PROXY) : config.TRUST_PROXY,
    bodyLimit: config.BODY_LIMIT_BYTES,
    // A slow client may not hold a connection: Node checks the headers and request deadlines
    // every connectionsCheckingInterval (30 s by default), so that follows the shortest deadline.
    connectionTimeout: config.SERVER_CONNECTION_TIMEOUT_MS,
    keepAliveTimeout: config.SERVER_KEEP_ALIVE_TIMEOUT_MS,
    requestTimeout: config.SERVER_REQUEST_TIMEOUT_MS,
    http: {
      headersTimeout: config.SERVER_HEADERS_TIMEOUT_MS,
      requestTimeout: config.SERVER_REQUEST_TIMEOUT_MS,
      connectionsCheckingInterval: Math.max(
        10,
        Math.min(1000, Math.floor(config.SERVER_HEADERS_TIMEOUT_MS / 2)),
      ),
    },
    routerOptions: { ignoreTrailingSlash: true },
  });
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  registerErrorHandling(app);
  app.addHook('onRequest', async (request, reply) => {
    reply.header('x-request-id', request.id);
  });
  // Before any route: the OpenAPI document collects the routes as they are added.
  await registerApiDocs(app, config.SHOP_NAME);
  const origin = publicOrigin(config);
  await registerSecurityHeaders(app, [...(origin ? [origin] : []), ...config.CORS_ORIGINS]);
  await registerRequestHandling(app, config, await registerSharedCounts(app, config, database));
  registerBackground(app, database);
  registerMetrics(app, config, database);
  const { routes, registerAll } = createShopRoutes();
  for (const module of MODULES) await app.register(module, { config, database, build, routes });
  await registerAll(app);
  return app;
}
