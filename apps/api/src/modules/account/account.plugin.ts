import { LoginThrottle } from '../auth/login-throttle.ts';
import { shopContact, shopWithVat, type ShopModule } from '../../plugins/shop-module.ts';
import { accountDeletionRoutes } from './account-deletion.routes.ts';
import { createAccountDeletionService } from './account-deletion.service.ts';
import { accountRoutes } from './account.routes.ts';
import { createProfileEditService } from './profile-edit.service.ts';
import { staffPasswordResetRoutes } from './staff-password-reset.routes.ts';

/** A customer's account: its edits and deletion; staff's password reset links. */
export const accountPlugin: ShopModule = async (app, { config, database, build, routes }) => {
  const { mailer, passwordReset } = app;
  const profileEdit = createProfileEditService({
    db: database.db,
    mailer,
    shop: shopContact(config),
    // Guesses at the current password count apart from logins, in the same shared counts.
    throttle: new LoginThrottle({ counts: app.sharedCounts, scope: 'current-password' }),
  });
  const accountDeletion = createAccountDeletionService({
    db: database.db,
    mailer,
    throttle: app.loginThrottle,
    sleep: build.auth?.sleep,
    shop: shopWithVat(config),
  });
  routes.api(async (api) => {
    await api.register(accountRoutes, {
      config,
      profiles: app.profiles,
      profileEdit,
      verification: app.emailVerification,
    });
    await api.register(accountDeletionRoutes, { accountDeletion, config });
  });
  routes.backOffice((admin) => admin.register(staffPasswordResetRoutes, { passwordReset, config }));
};
