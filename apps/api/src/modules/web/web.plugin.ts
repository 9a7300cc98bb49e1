import type { ShopModule } from '../../plugins/shop-module.ts';
import { registerWeb } from './web.routes.ts';

/**
 * The built web app, product pictures, sitemap and robots.txt, and the not-found answer: at the
 * site's root, after the API.
 */
export const webPlugin: ShopModule = async (app, { config, database, routes }) => {
  routes.site((site) =>
    registerWeb(site, {
      config,
      db: database.db,
      catalog: app.catalog,
      reviews: app.reviews,
    }),
  );
};
