import path from 'node:path';
import cors from '@fastify/cors';
import rateLimit from '@fastify/rate-limit';
import Fastify, { type FastifyInstance } from 'fastify';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import { scheduleMaintenance } from './db/maintenance.ts';
import type { Config } from './config.ts';
import type { Database } from './db/client.ts';
import { createImageUrl } from './lib/image-url.ts';
import { waitText } from './lib/wait-text.ts';
import { registerApiDocs } from './modules/docs/docs.routes.ts';
import { createMailer, type Mailer } from './modules/mail/mail.service.ts';
import { createMailTransport } from './modules/mail/mail.transport.ts';
import { adminProductsRoutes } from './modules/admin-products/admin-products.routes.ts';
import { createAdminProductsService } from './modules/admin-products/admin-products.service.ts';
import {
  createPasswordResetService,
  type PasswordResetService,
} from './modules/account/password-reset.service.ts';
import { accountRoutes } from './modules/account/account.routes.ts';
import { createEmailVerificationService } from './modules/account/email-verification.service.ts';
import { createProfileEditService } from './modules/account/profile-edit.service.ts';
import { staffPasswordResetRoutes } from './modules/account/staff-password-reset.routes.ts';
import { accountDeletionRoutes } from './modules/account/account-deletion.routes.ts';
import { createAccountDeletionService } from './modules/account/account-deletion.service.ts';
import { authRoutes } from './modules/auth/auth.routes.ts';
import { LoginThrottle } from './modules/auth/login-throttle.ts';
import { createAuthService, type AuthServiceOptions } from './modules/auth/auth.service.ts';
import { bookingRoutes } from './modules/bookings/bookings.routes.ts';
import { createBookingService } from './modules/bookings/bookings.service.ts';
import { cartRoutes } from './modules/cart/cart.routes.ts';
import { createCartService } from './modules/cart/cart.service.ts';
import { checkoutRoutes } from './modules/checkout/checkout.routes.ts';
import { createCheckoutService } from './modules/checkout/checkout.service.ts';
import { ordersRoutes } from './modules/orders/orders.routes.ts';
import { createPaymentsService } from './modules/payments/payments.service.ts';
import { createOrdersService } from './modules/orders/orders.service.ts';
import type { PaymentProvider } from './modules/payments/payment-provider.ts';
import {
  simulatedCheckoutRoutes,
  stripeWebhookRoutes,
} from './modules/payments/payments.routes.ts';
import { createSimulatedProvider } from './modules/payments/simulated-provider.ts';
import { createStripeClient, createStripeProvider } from './modules/payments/stripe-provider.ts';
import { catalogRoutes } from './modules/catalog/catalog.routes.ts';
import { createCatalogService } from './modules/catalog/catalog.service.ts';
import { healthRoutes } from './modules/health/health.routes.ts';
import { profileRoutes } from './modules/profile/profile.routes.ts';
import { addressRoutes } from './modules/addresses/addresses.routes.ts';
import { createAddressService } from './modules/addresses/addresses.service.ts';
import { createProfileService } from './modules/profile/profile.service.ts';
import { settingsRoutes } from './modules/settings/settings.routes.ts';
import { wishlistRoutes } from './modules/wishlist/wishlist.routes.ts';
import { createWishlistService } from './modules/wishlist/wishlist.service.ts';
import { registerWeb } from './modules/web/web.routes.ts';
import { imageRoutes } from './modules/images/images.routes.ts';
import { createImagesService } from './modules/images/images.service.ts';
import { adminBookingRoutes } from './modules/bookings/admin-bookings.routes.ts';
import { createAdminBookingService } from './modules/bookings/admin-bookings.service.ts';
import { customerRoutes } from './modules/customers/customers.routes.ts';
import { createCustomerService } from './modules/customers/customers.service.ts';
import { dashboardRoutes } from './modules/dashboard/dashboard.routes.ts';
import { createDashboardService } from './modules/dashboard/dashboard.service.ts';
import { fulfilmentRoutes } from './modules/fulfilment/fulfilment.routes.ts';
import { createFulfilmentService } from './modules/fulfilment/fulfilment.service.ts';
import { refundsRoutes } from './modules/refunds/refunds.routes.ts';
import { createRefundsService } from './modules/refunds/refunds.service.ts';
import { staffRoutes } from './modules/staff/staff.routes.ts';
import { catalogImportRoutes } from './modules/catalog-import/catalog-import.routes.ts';
import { inventoryAdminRoutes } from './modules/inventory/inventory.admin.routes.ts';
import { createStaffService, type StaffServiceOptions } from './modules/staff/staff.service.ts';
import { accountSecurityRoutes } from './modules/two-factor/account-security.routes.ts';
import { staffSecurityRoutes } from './modules/two-factor/staff-security.routes.ts';
import {
  createTwoFactorService,
  type TwoFactorOptions,
} from './modules/two-factor/two-factor.service.ts';
import { authPlugin } from './plugins/auth.ts';
import { staffAuthPlugin } from './plugins/staff-auth.ts';
import { AppError, registerErrorHandling, ValidationError } from './plugins/errors.ts';
import { registerSecurityHeaders } from './plugins/security.ts';

/**
 * Folds bracket-array query keys (`petTypes[]=DOG`, `petTypes[0]=DOG`) into `petTypes`, so the
 * API accepts both the comma-joined and the bracket form the web client's serializer writes.
 */
function foldBracketArrays(query: Record<string, unknown>): Record<string, unknown> {
  const folded: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(query)) {
    const match = /^([^[\]]+)\[\d*\]$/.exec(key);
    const name = match ? match[1]! : key;
    const values = Array.isArray(value) ? value : [value];
    const existing = folded[name];
    if (match || existing !== undefined) {
      const previous =
        existing === undefined ? [] : Array.isArray(existing) ? existing : [existing];
      folded[name] = [...previous, ...values];
    } else {
      folded[name] = value;
    }
  }
  return folded;
}

/**
 * The field (`notes`, `customer_info.name`) of a text in a request part that holds a NUL
 * character, which PostgreSQL cannot store: the whole statement would fail. Walked without
 * recursion, as a JSON body may nest thousands of levels deep.
 */
function fieldWithNul(part: unknown): string | undefined {
  const pending: [unknown, string][] = [[part, '']];
  for (let next = pending.pop(); next; next = pending.pop()) {
    const [value, field] = next;
    if (typeof value === 'string') {
      if (value.includes('\u0000')) return field || 'request';
    } else if (value !== null && typeof value === 'object') {
      for (const [key, child] of Object.entries(value)) {
        pending.push([child, field ? `${field}.${key}` : key]);
      }
    }
  }
  return undefined;
}

declare module 'fastify' {
  interface FastifyInstance {
    /** The outbox deliverer: tests call deliverDue(). */
    mailer: Mailer;
    /** Forgot-password requests answer first and work after: tests await `settle()`. */
    passwordReset: PasswordResetService;
    /** Timers the server runs (mail delivery, lapsed checkouts); tests drive them by hand. */
    background: {
      start(): void;
      releaseAbandonedCheckouts(): Promise<number>;
      mailOrdersLeftWithoutAddress(now?: Date): Promise<number>;
      /** Holds of card checkouts whose process stopped before their session opened. */
      releaseOrphanedHolds(): Promise<number>;
      resumeStalledRefunds(now?: Date): Promise<number>;
    };
  }
}

export { waitText };

/** Parts a test may replace: the login brake's counters and the sleep that holds an attempt. */
export interface BuildOptions {
  auth?: AuthServiceOptions;
  staff?: Pick<StaffServiceOptions, 'throttle' | 'sleep'>;
  twoFactor?: TwoFactorOptions;
}

/**
 * Trusts the `hops` nearest proxies (hop 0 is the socket's peer): the client address is then the
 * `hops`-th entry of X-Forwarded-For from the right, which the client cannot choose.
 */
const trustHops = (hops: number) => (_address: string, hop: number) => hop < hops;

/** Where links the shop sends point: PUBLIC_URL, or this machine when it has none (development). */
export const linkOrigin = (config: Config) =>
  config.PUBLIC_URL ? new URL(config.PUBLIC_URL).origin : `http://localhost:${config.PORT}`;

/** Builds the whole shop (API, images, web app) without listening: what tests and server use. */
export async function buildApp(
  config: Config,
  database: Database,
  options: BuildOptions = {},
): Promise<FastifyInstance> {
  const app = Fastify({
    logger: { level: config.LOG_LEVEL },
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
  // Before any route: the OpenAPI document collects the routes as they are added.
  await registerApiDocs(app, config.SHOP_NAME);
  const publicOrigin = config.PUBLIC_URL ? new URL(config.PUBLIC_URL).origin : undefined;
  await registerSecurityHeaders(app, [
    ...(publicOrigin ? [publicOrigin] : []),
    ...config.CORS_ORIGINS,
  ]);
  // A web app on another origin (a CDN) may call the API; tokens travel in a header, not cookies.
  const corsOrigins = new Set(config.CORS_ORIGINS);
  await app.register(cors, {
    // Origins not listed get no CORS headers at all (not even the allowed methods and headers).
    delegator: (request, callback) => {
      const origin = request.headers.origin;
      if (!origin || !corsOrigins.has(origin)) return callback(null, { origin: false });
      callback(null, {
        origin,
        methods: ['GET', 'POST', 'PUT', 'PATCH', 'DELETE'],
        allowedHeaders: ['Authorization', 'Content-Type'],
        credentials: false,
        maxAge: 600,
      });
    },
  });

  // Spec §7 sends some POSTs with an empty body (logout, move-to-cart): read that as {}.
  const parseJson = app.getDefaultJsonParser('error', 'ignore');
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) => {
    if (typeof body === 'string' && body.trim() === '') return done(null, {});
    parseJson(request, body.toString(), done);
  });

  // Per-IP limits, declared per route (login, registration); counters are per process.
  await app.register(rateLimit, {
    global: false,
    errorResponseBuilder: (_request, context) =>
      new AppError(429, `Too many attempts. Please wait ${waitText(context.ttl)} and try again.`),
  });

  app.addHook('preValidation', async (request) => {
    if (request.query && typeof request.query === 'object') {
      request.query = foldBracketArrays(request.query as Record<string, unknown>);
    }
    // Only the parts a route validates: a page or a picture ignores a query it does not read.
    const schema = request.routeOptions.schema;
    for (const [part, value] of [
      ['querystring', request.query],
      ['body', request.body],
    ] as const) {
      const field = schema?.[part] ? fieldWithNul(value) : undefined;
      if (field !== undefined) {
        throw new ValidationError({ [field]: [`The ${field} may not contain a NUL character.`] });
      }
    }
  });

  const mailer = createMailer({
    db: database.db,
    transport: createMailTransport({
      smtpUrl: config.SMTP_URL,
      mailDir: config.MAIL_DIR ?? path.join(config.DATA_DIR, 'mail'),
    }),
    from: config.MAIL_FROM,
    log: app.log,
  });
  app.decorate('mailer', mailer);
  app.addHook('onClose', () => mailer.stop());

  const imageUrl = createImageUrl(publicOrigin ?? '');
  const catalog = createCatalogService(database, imageUrl);
  // One login brake: a password guessed to delete the account counts as a login guess.
  const loginThrottle = options.auth?.throttle ?? new LoginThrottle();
  const twoFactor = createTwoFactorService(database.db, {
    issuer: { customer: config.SHOP_NAME, staff: `${config.SHOP_NAME} back office` },
    shopName: config.SHOP_NAME,
    mailer,
    ...options.twoFactor,
  });
  const auth = createAuthService(database, { ...options.auth, throttle: loginThrottle, twoFactor });
  const shopContact = {
    shopName: config.SHOP_NAME,
    supportEmail: config.SUPPORT_EMAIL,
    supportPhone: config.SUPPORT_PHONE,
  };
  const passwordReset = createPasswordResetService({
    db: database.db,
    mailer,
    log: app.log,
    linkOrigin: linkOrigin(config),
    shop: shopContact,
  });
  const verification = createEmailVerificationService({
    db: database.db,
    mailer,
    linkOrigin: linkOrigin(config),
    shop: shopContact,
  });
  const profileEdit = createProfileEditService({ db: database.db, mailer, shop: shopContact });
  app.decorate('passwordReset', passwordReset);
  app.addHook('onClose', () => passwordReset.settle());
  const staff = createStaffService(database, {
    sessionHours: config.STAFF_SESSION_HOURS,
    linkOrigin: linkOrigin(config),
    twoFactor,
    // Owners, and staff who may refund, must have two-factor sign-in where this is required.
    ownersNeedTwoFactor: config.OWNER_TWO_FACTOR === 'required',
    mailer,
    shop: shopContact,
    ...options.staff,
  });
  const adminProducts = createAdminProductsService(database.db, imageUrl, {
    storageDir: config.STORAGE_DIR,
  });
  const profiles = createProfileService(database.db);
  const cart = createCartService(database, imageUrl);
  const wishlist = createWishlistService(database.db, imageUrl, cart);
  const orders = createOrdersService(database.db, imageUrl);

  const stripeApi = config.STRIPE_API_URL ? new URL(config.STRIPE_API_URL) : undefined;
  // PAYMENTS=simulated runs the simulated card page even where Stripe keys are set.
  const stripeKey = config.PAYMENTS === 'stripe' ? config.STRIPE_SECRET_KEY : undefined;
  const stripe = stripeKey
    ? createStripeClient({
        secretKey: stripeKey,
        host: stripeApi?.hostname,
        port: stripeApi?.port ? Number(stripeApi.port) : undefined,
        protocol: stripeApi ? (stripeApi.protocol === 'http:' ? 'http' : 'https') : undefined,
      })
    : undefined;
  const stripeProvider = stripe ? createStripeProvider(stripe) : undefined;
  const simulatedProvider = stripe
    ? undefined
    : createSimulatedProvider(database.db, { baseUrl: publicOrigin ?? '' });
  const provider: PaymentProvider = stripeProvider ?? simulatedProvider!;
  // Production may run the simulated card page only when told to (config.ts), and says so.
  const paymentsWarning =
    simulatedProvider && config.NODE_ENV === 'production'
      ? 'Card payments are simulated (PAYMENTS=simulated): no money is taken. Set STRIPE_SECRET_KEY and STRIPE_WEBHOOK_SECRET, and unset PAYMENTS, to take real payments.'
      : undefined;
  if (paymentsWarning) app.log.warn(paymentsWarning);
  const shop = {
    shopName: config.SHOP_NAME,
    supportEmail: config.SUPPORT_EMAIL,
    supportPhone: config.SUPPORT_PHONE,
    vatTrn: config.VAT_TRN,
  };
  const delivery = {
    countries: config.SHIPPING_COUNTRIES,
    feeFils: config.deliveryFeeFils,
    freeFromFils: config.freeDeliveryFromFils,
    times: { days: config.DELIVERY_DAYS, days_off: config.DELIVERY_DAYS_OFF },
  };
  const payments = createPaymentsService({
    db: database.db,
    provider,
    mailer,
    log: app.log,
    shop,
    delivery,
  });
  const checkout = createCheckoutService({
    db: database.db,
    provider,
    payments,
    imageUrl,
    mailer,
    log: app.log,
    shop,
    delivery,
    lockWhileOpening: database.kind === 'postgres',
  });

  // The one way money goes back on a placed order (decision 060): staff refunds, cancellations.
  const refunds = createRefundsService({ db: database.db, provider, mailer, log: app.log, shop });

  let sweeper: NodeJS.Timeout | undefined;
  let stopMaintenance = () => {};
  const releaseAbandonedCheckouts = () =>
    payments.releaseAbandonedCheckouts().catch((error: unknown) => {
      app.log.error({ err: error }, 'releasing lapsed checkouts failed');
      return 0;
    });
  const mailOrdersLeftWithoutAddress = () =>
    checkout.mailOrdersLeftWithoutAddress().catch((error: unknown) => {
      app.log.error({ err: error }, 'mailing card orders left without an address failed');
      return 0;
    });
  const resumeStalledRefunds = () =>
    refunds.resumeStalledRefunds().catch((error: unknown) => {
      app.log.error({ err: error }, 'resuming stalled card refunds failed');
      return 0;
    });
  app.decorate('background', {
    releaseAbandonedCheckouts: () => payments.releaseAbandonedCheckouts(),
    mailOrdersLeftWithoutAddress: (now?: Date) => checkout.mailOrdersLeftWithoutAddress(now),
    releaseOrphanedHolds: () => checkout.releaseOrphanedHolds(),
    resumeStalledRefunds: (now?: Date) => refunds.resumeStalledRefunds(now),
    start() {
      mailer.start();
      // At once: a previous process may have stopped holding stock for checkouts it never opened.
      void checkout
        .releaseOrphanedHolds()
        .catch((error: unknown) =>
          app.log.error({ err: error }, 'releasing holds of stopped checkouts failed'),
        );
      void releaseAbandonedCheckouts();
      void resumeStalledRefunds();
      sweeper = setInterval(() => {
        void releaseAbandonedCheckouts();
        void mailOrdersLeftWithoutAddress();
        void resumeStalledRefunds();
      }, 60_000);
      sweeper.unref();
      stopMaintenance = scheduleMaintenance(database, (error) =>
        app.log.error({ err: error }, 'database maintenance (VACUUM ANALYZE) failed'),
      );
    },
  });
  app.addHook('onClose', async () => {
    if (sweeper) clearInterval(sweeper);
    stopMaintenance();
  });
  const bookings = createBookingService(database.db, config);
  const adminBookings = createAdminBookingService({ db: database.db, mailer, shop: config });
  const customers = createCustomerService(database.db);
  const accountDeletion = createAccountDeletionService({
    db: database.db,
    mailer,
    throttle: loginThrottle,
    sleep: options.auth?.sleep,
    shop,
  });
  const fulfilment = createFulfilmentService({
    db: database.db,
    refunds,
    mailer,
    imageUrl,
    shop,
    seller: {
      legalName: config.SHOP_LEGAL_NAME ?? config.SHOP_NAME,
      address: config.SHOP_ADDRESS,
      email: config.SUPPORT_EMAIL,
      phone: config.SUPPORT_PHONE,
      trn: config.VAT_TRN,
    },
  });

  await app.register(
    async (api) => {
      await api.register(authPlugin, { auth });
      await api.register(healthRoutes, {
        database,
        payments: { provider: config.PAYMENTS, warning: paymentsWarning },
      });
      await api.register(settingsRoutes, { config });
      await api.register(catalogRoutes, { catalog });
      await api.register(authRoutes, { auth, passwordReset, verification, config });
      await api.register(profileRoutes, { profiles });
      await api.register(accountRoutes, { config, profiles, profileEdit, verification });
      await api.register(accountDeletionRoutes, { accountDeletion, config });
      await api.register(addressRoutes, { addresses: createAddressService(database.db) });
      await api.register(accountSecurityRoutes, { auth, twoFactor, db: database.db, config });
      await api.register(cartRoutes, { cart });
      await api.register(wishlistRoutes, { wishlist });
      await api.register(checkoutRoutes, {
        checkout,
        allowedOrigins: config.CORS_ORIGINS,
        publicOrigin,
      });
      await api.register(ordersRoutes, { orders });
      if (stripe && stripeProvider && config.STRIPE_WEBHOOK_SECRET) {
        await api.register(stripeWebhookRoutes, {
          stripe,
          provider: stripeProvider,
          webhookSecret: config.STRIPE_WEBHOOK_SECRET,
          payments,
        });
      }
      await api.register(bookingRoutes, { bookings, config, mailer });
      // The back office (decision 031): every route guarded by requireStaff or requireOwner.
      await api.register(
        async (admin) => {
          // A staff change to the catalog is committed by the time its answer goes out: this
          // process drops its catalog caches before sending it, so the very next request sees
          // the change; other processes follow the trigger's NOTIFY (decision 009).
          admin.addHook('onSend', async (request, reply) => {
            if (
              request.method !== 'GET' &&
              reply.statusCode < 400 &&
              request.url.startsWith('/api/admin/products')
            ) {
              catalog.invalidate();
            }
          });
          // Staff answers carry customers' data (orders, invoices, exports, customers, bookings,
          // the dashboard, refunds): no browser or proxy keeps any of them, errors included.
          admin.addHook('onSend', async (_request, reply) => {
            reply.header('cache-control', 'no-store');
          });
          await admin.register(staffAuthPlugin, { staff });
          await admin.register(staffRoutes, { staff, config, db: database.db });
          await admin.register(staffPasswordResetRoutes, { passwordReset, config });
          await admin.register(staffSecurityRoutes, { staff, twoFactor, db: database.db, config });
          await admin.register(imageRoutes, {
            images: createImagesService({
              db: database.db,
              storageDir: config.STORAGE_DIR,
              imageUrl,
            }),
          });
          await admin.register(fulfilmentRoutes, { fulfilment });
          await admin.register(refundsRoutes, { refunds });
          await admin.register(adminBookingRoutes, { bookings: adminBookings });
          await admin.register(customerRoutes, { customers });
          await admin.register(dashboardRoutes, {
            dashboard: createDashboardService(database.db),
          });
          await admin.register(adminProductsRoutes, { products: adminProducts });
          await admin.register(catalogImportRoutes, { db: database.db });
          await admin.register(inventoryAdminRoutes, { db: database.db });
        },
        { prefix: '/admin' },
      );
    },
    { prefix: '/api' },
  );
  if (simulatedProvider) {
    await app.register(simulatedCheckoutRoutes, {
      provider: simulatedProvider,
      payments,
      shopName: config.SHOP_NAME,
    });
  }
  await registerWeb(app, { config, db: database.db, catalog });
  return app;
}
