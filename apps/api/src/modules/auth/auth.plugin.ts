import fp from 'fastify-plugin';
import { linkOrigin, shopContact, type ShopModule } from '../../plugins/shop-module.ts';
import {
  createEmailVerificationService,
  type EmailVerificationService,
} from '../account/email-verification.service.ts';
import {
  createPasswordResetService,
  type PasswordResetService,
} from '../account/password-reset.service.ts';
import { authRoutes } from './auth.routes.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** Forgot-password requests answer first and work after: tests await `settle()`. */
    passwordReset: PasswordResetService;
    /** E-mail confirmation links, sent on registration and on request. */
    emailVerification: EmailVerificationService;
  }
}

/**
 * Customers' registration, login, logout (spec §7), forgotten passwords (staff's too) and the
 * e-mail confirmation links; the sessions are sign-in's.
 */
const auth: ShopModule = async (app, { config, database, routes }) => {
  const { mailer } = app;
  const shop = shopContact(config);
  const passwordReset = createPasswordResetService({
    db: database.db,
    mailer,
    log: app.log,
    linkOrigin: linkOrigin(config),
    shop,
  });
  const verification = createEmailVerificationService({
    db: database.db,
    mailer,
    linkOrigin: linkOrigin(config),
    shop,
  });
  app.decorate('passwordReset', passwordReset);
  app.decorate('emailVerification', verification);
  app.addHook('onClose', () => passwordReset.settle());
  routes.api((api) =>
    api.register(authRoutes, { auth: app.customerAuth, passwordReset, verification, config }),
  );
};

export const customerAuthPlugin = fp(auth, { name: 'auth', dependencies: ['mail', 'sign-in'] });
