import { apiErrorSchema, langParam } from '@petshop/contracts';
import { notificationsPageSchema, unreadCountSchema } from '@petshop/contracts/reviews';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { currentUser } from '../../plugins/auth.ts';
import { answerNoStore } from '../../plugins/no-store.ts';
import type { NotificationsService } from './notifications.service.ts';

const pageQuery = z.object({
  page: z.coerce.number().int().min(1).max(10_000).default(1),
  /** `lang=ar`: the titles and bodies in Arabic (issue 34, decision 136). */
  lang: langParam,
});
const idParams = z.object({ id: z.coerce.number().int().positive().max(2_147_483_647) });

/** The profile's All Notifications (issue 33): the logged-in customer's own. */
export const notificationRoutes: FastifyPluginAsyncZod<{
  notifications: NotificationsService;
}> = async (app, { notifications }) => {
  answerNoStore(app);
  app.get(
    '/notifications',
    {
      onRequest: app.requireUser,
      schema: {
        tags: ['notifications'],
        querystring: pageQuery,
        response: { 200: notificationsPageSchema, 401: apiErrorSchema, 422: apiErrorSchema },
      },
    },
    async (request) =>
      notifications.page(currentUser(request).id, request.query.page, request.query.lang),
  );

  app.get(
    '/notifications/unread-count',
    {
      onRequest: app.requireUser,
      schema: {
        tags: ['notifications'],
        response: { 200: unreadCountSchema, 401: apiErrorSchema },
      },
    },
    async (request) => notifications.unreadCount(currentUser(request).id),
  );

  app.post(
    '/notifications/read-all',
    {
      onRequest: app.requireUser,
      schema: {
        tags: ['notifications'],
        response: { 200: unreadCountSchema, 401: apiErrorSchema },
      },
    },
    async (request) => notifications.readAll(currentUser(request).id),
  );

  app.post(
    '/notifications/:id/read',
    {
      onRequest: app.requireUser,
      schema: {
        tags: ['notifications'],
        params: idParams,
        response: {
          200: unreadCountSchema,
          401: apiErrorSchema,
          404: apiErrorSchema,
          422: apiErrorSchema,
        },
      },
    },
    async (request) => notifications.read(currentUser(request).id, request.params.id),
  );
};
