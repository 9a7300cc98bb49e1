import fp from 'fastify-plugin';
import type { ShopModule } from '../../plugins/shop-module.ts';
import { profileRoutes } from './profile.routes.ts';
import { createProfileService, type ProfileService } from './profile.service.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** A customer's profile (spec §7 GET /api/profile); the account's edits build on it. */
    profiles: ProfileService;
  }
}

const profile: ShopModule = async (app, { database, routes }) => {
  const profiles = createProfileService(database.db);
  app.decorate('profiles', profiles);
  routes.api((api) => api.register(profileRoutes, { profiles }));
};

export const profilePlugin = fp(profile, { name: 'profile' });
