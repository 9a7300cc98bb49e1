import fp from 'fastify-plugin';
import {
  linkOrigin,
  shopContact,
  shopImageUrl,
  type ShopModule,
} from '../../plugins/shop-module.ts';
import { adminReviewRoutes } from './admin-reviews.routes.ts';
import { createAdminReviewsService } from './admin-reviews.service.ts';
import { createReviewRequests } from './review-requests.ts';
import { reviewRoutes } from './reviews.routes.ts';
import { createReviewsService, type ReviewsService } from './reviews.service.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** Customers' reviews: the product page's server-rendered head reads the newest. */
    reviews: ReviewsService;
  }
}

/**
 * Reviews by buyers (issue 33): the customer's routes, the back office's moderation, and the job
 * that asks about delivered orders.
 */
const reviews: ShopModule = async (app, { config, database, routes }) => {
  const imageUrl = shopImageUrl(config);
  // This process's catalog caches drop the product's old figures before the answer goes out;
  // other processes follow the products table's NOTIFY (decision 009).
  const catalogChanged = () => app.catalog.invalidate();
  const service = createReviewsService({
    db: database.db,
    storageDir: config.STORAGE_DIR,
    imageUrl,
    counts: app.sharedCounts,
    catalogChanged,
  });
  app.decorate('reviews', service);
  const admin = createAdminReviewsService({ db: database.db, imageUrl, catalogChanged });
  const requests = createReviewRequests({
    db: database.db,
    origin: linkOrigin(config),
    shop: shopContact(config),
  });
  app.background.add({
    name: 'send-review-requests',
    what: 'asking for reviews of delivered orders',
    run: () => requests.sendDue(),
    everyMs: 15 * 60_000,
  });
  routes.api((api) => api.register(reviewRoutes, { reviews: service }));
  routes.backOffice((scope) => scope.register(adminReviewRoutes, { reviews: admin }));
};

export const reviewsPlugin = fp(reviews, { name: 'reviews', dependencies: ['catalog'] });
