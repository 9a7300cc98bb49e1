import type { FastifyInstance, FastifyPluginAsync } from 'fastify';
import type { Config } from '../config.ts';
import type { Database } from '../db/client.ts';
import { createImageUrl } from '../lib/image-url.ts';
import type { AuthServiceOptions } from '../modules/auth/auth.service.ts';
import type { BrakeSettings } from '../modules/auth/login-throttle.ts';
import type { CatalogServiceOptions } from '../modules/catalog/catalog.service.ts';
import type { StaffServiceOptions } from '../modules/staff/staff.service.ts';
import type { TwoFactorOptions } from '../modules/two-factor/two-factor.service.ts';
import { answerNoStore } from './no-store.ts';

/** Parts a test may replace: the login brakes' limits and clock, the sleep that holds an attempt. */
export interface BuildOptions {
  auth?: Pick<AuthServiceOptions, 'sleep'> & { brake?: BrakeSettings };
  catalog?: Pick<CatalogServiceOptions, 'liveTtlMs' | 'warm' | 'warmDelayMs'>;
  staff?: Pick<StaffServiceOptions, 'sleep'> & { brake?: BrakeSettings };
  twoFactor?: Pick<TwoFactorOptions, 'now'> & { brake?: BrakeSettings };
  /** Where the log lines go (a test reads them); standard output by default. */
  logStream?: { write(line: string): void };
}

/** Registers some of a module's routes in the place given to it. */
export type RegisterRoutes = (scope: FastifyInstance) => PromiseLike<unknown>;

/**
 * Where a module puts its routes. They are registered once every module's service is in, area by
 * area in the modules' order: a module may use a service of a module listed after it, and the
 * routes (and the OpenAPI document) keep one order.
 */
export interface ShopRoutes {
  /** The shop's JSON API, under /api. */
  api(register: RegisterRoutes): void;
  /**
   * The back office under /api/admin (decision 031): every route is guarded by requireStaff,
   * requireOwner or requirePermission.
   */
  backOffice(register: RegisterRoutes): void;
  /** Pages at the site's root (the simulated card page, the web app), after the API. */
  site(register: RegisterRoutes): void;
}

/** What every module plugin is given: the settings, the database, the test's replacements. */
export interface ShopModuleOptions {
  config: Config;
  database: Database;
  build: BuildOptions;
  routes: ShopRoutes;
}

/** The routes' places, and their registration on the app once the modules are in. */
export function createShopRoutes() {
  const api: RegisterRoutes[] = [];
  const backOffice: RegisterRoutes[] = [];
  const site: RegisterRoutes[] = [];
  const routes: ShopRoutes = {
    api: (register) => void api.push(register),
    backOffice: (register) => void backOffice.push(register),
    site: (register) => void site.push(register),
  };
  async function registerAll(app: FastifyInstance) {
    await app.register(
      async (apiScope) => {
        for (const register of api) await register(apiScope);
        await apiScope.register(
          async (admin) => {
            // Staff answers carry customers' data (orders, invoices, exports, customers,
            // bookings, the dashboard, refunds): no browser or proxy keeps any of them, errors
            // included.
            answerNoStore(admin);
            for (const register of backOffice) await register(admin);
          },
          { prefix: '/admin' },
        );
      },
      { prefix: '/api' },
    );
    for (const register of site) await register(app);
  }
  return { routes, registerAll };
}

/**
 * A module of the shop: creates its service, adds its background jobs, and puts its routes (with
 * their cache invalidation) in `routes`. One whose service others use is wrapped in
 * fastify-plugin and decorates the app with it.
 */
export type ShopModule = FastifyPluginAsync<ShopModuleOptions>;

/** The shop's public origin (PUBLIC_URL), if set: absolute links, card payment returns. */
export const publicOrigin = (config: Config) =>
  config.PUBLIC_URL ? new URL(config.PUBLIC_URL).origin : undefined;

/** Where links the shop sends point: PUBLIC_URL, or this machine when it has none (development). */
export const linkOrigin = (config: Config) =>
  publicOrigin(config) ?? `http://localhost:${config.PORT}`;

/** How the shop signs its mails and pages. */
export const shopContact = (config: Config) => ({
  shopName: config.SHOP_NAME,
  supportEmail: config.SUPPORT_EMAIL,
  supportPhone: config.SUPPORT_PHONE,
});

/** The shop as order mails and invoices name it: its contact, and its VAT number when it has one. */
export const shopWithVat = (config: Config) => ({ ...shopContact(config), vatTrn: config.VAT_TRN });

/** Absolute picture URLs under PUBLIC_URL, or paths on this origin without it. */
export const shopImageUrl = (config: Config) => createImageUrl(publicOrigin(config) ?? '');

/** Where and how the shop delivers, as checkout, payments and order mails need it. */
export const deliveryTerms = (config: Config) => ({
  countries: config.SHIPPING_COUNTRIES,
  feeFils: config.deliveryFeeFils,
  freeFromFils: config.freeDeliveryFromFils,
  times: { days: config.DELIVERY_DAYS, days_off: config.DELIVERY_DAYS_OFF },
});
