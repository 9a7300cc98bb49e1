import fp from 'fastify-plugin';
import { createAuthService, type AuthService } from '../modules/auth/auth.service.ts';
import { LoginThrottle, type BrakeSettings } from '../modules/auth/login-throttle.ts';
import { createStaffService, type StaffService } from '../modules/staff/staff.service.ts';
import {
  createTwoFactorService,
  type TwoFactorService,
} from '../modules/two-factor/two-factor.service.ts';
import { authPlugin } from './auth.ts';
import { linkOrigin, shopContact, type ShopModule } from './shop-module.ts';
import { staffAuthPlugin } from './staff-auth.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** Customers' sign-in: sessions behind the bearer tokens of the shop's routes. */
    customerAuth: AuthService;
    /** Staff accounts and their sessions, behind the bearer tokens of /api/admin. */
    staffAccounts: StaffService;
    twoFactor: TwoFactorService;
    /** One login brake: a password guessed to delete the account counts as a login guess. */
    loginThrottle: LoginThrottle;
  }
}

/**
 * Who is asking: customers' and staff's sessions with their two-factor sign-in, and the route
 * guards (requireUser, requireStaff, requireOwner, requirePermission) every module uses.
 */
const signIn: ShopModule = async (app, { config, database, build }) => {
  const counts = app.sharedCounts;
  const brake = (scope: string, settings?: BrakeSettings) =>
    new LoginThrottle({ ...settings, counts, scope });
  const loginThrottle = brake('customer', build.auth?.brake);
  const twoFactor = createTwoFactorService(database.db, {
    throttle: brake('two-factor', build.twoFactor?.brake),
    now: build.twoFactor?.now,
    issuer: { customer: config.SHOP_NAME, staff: `${config.SHOP_NAME} back office` },
    shopName: config.SHOP_NAME,
    mailer: app.mailer,
  });
  const auth = createAuthService(database, {
    sleep: build.auth?.sleep,
    throttle: loginThrottle,
    twoFactor,
  });
  const staff = createStaffService(database, {
    throttle: brake('staff', build.staff?.brake),
    sleep: build.staff?.sleep,
    sessionHours: config.STAFF_SESSION_HOURS,
    linkOrigin: linkOrigin(config),
    twoFactor,
    // Owners, and staff who may refund, must have two-factor sign-in where this is required.
    ownersNeedTwoFactor: config.OWNER_TWO_FACTOR === 'required',
    mailer: app.mailer,
    shop: shopContact(config),
  });
  app.decorate('loginThrottle', loginThrottle);
  app.background.add({
    name: 'sweep-expired-counts',
    what: 'forgetting expired login and request counts',
    run: () => counts.sweep(Date.now()),
    everyMs: 10 * 60_000,
  });
  app.decorate('twoFactor', twoFactor);
  app.decorate('customerAuth', auth);
  app.decorate('staffAccounts', staff);
  await app.register(authPlugin, { auth });
  await app.register(staffAuthPlugin, { staff });
};

export const signInPlugin = fp(signIn, { name: 'sign-in', dependencies: ['mail'] });
