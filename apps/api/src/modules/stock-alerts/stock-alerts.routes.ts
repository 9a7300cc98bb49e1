import { apiErrorSchema } from '@petshop/contracts';
import {
  myStockAlertsSchema,
  stockAlertRequestSchema,
  stockAlertSchema,
  stockAlertUnsubscribeRequestSchema,
  stockAlertUnsubscribeSchema,
} from '@petshop/contracts/reviews';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { acceptedLanguage } from '../../lib/request-language.ts';
import { currentUser } from '../../plugins/auth.ts';
import { answerNoStore } from '../../plugins/no-store.ts';
import type { StockAlertsService } from './stock-alerts.service.ts';

const productParams = z.object({ id: z.coerce.number().int().positive().max(2_147_483_647) });

/**
 * "Notify me when it's back" (issue 33): POST and GET /api/products/:id/stock-alerts, and
 * POST /api/stock-alerts/unsubscribe from the mail's link.
 */
export const stockAlertRoutes: FastifyPluginAsyncZod<{
  alerts: StockAlertsService;
  perHour: number;
}> = async (app, { alerts, perHour }) => {
  answerNoStore(app);
  const limit = { rateLimit: { max: perHour, timeWindow: '1 hour' } };

  app.post(
    '/products/:id/stock-alerts',
    {
      // A bearer token is optional: a logged-in customer's account address is used.
      onRequest: app.identifyUser,
      config: limit,
      schema: {
        tags: ['stock-alerts'],
        params: productParams,
        body: stockAlertRequestSchema,
        response: {
          200: stockAlertSchema,
          404: apiErrorSchema,
          409: apiErrorSchema,
          422: apiErrorSchema,
          429: apiErrorSchema,
        },
      },
    },
    // The mail's language (issue 34): as asked, else the browser's; an account's wins when sent.
    async (request) =>
      alerts.subscribe(
        request.params.id,
        request.body,
        request.user,
        request.body.language ?? acceptedLanguage(request.headers['accept-language']),
      ),
  );

  app.get(
    '/products/:id/stock-alerts',
    {
      onRequest: app.requireUser,
      schema: {
        tags: ['stock-alerts'],
        params: productParams,
        response: { 200: myStockAlertsSchema, 401: apiErrorSchema, 422: apiErrorSchema },
      },
    },
    async (request) => alerts.mine(request.params.id, currentUser(request)),
  );

  app.post(
    '/stock-alerts/unsubscribe',
    {
      config: limit,
      schema: {
        tags: ['stock-alerts'],
        body: stockAlertUnsubscribeRequestSchema,
        response: {
          200: stockAlertUnsubscribeSchema,
          404: apiErrorSchema,
          422: apiErrorSchema,
          429: apiErrorSchema,
        },
      },
    },
    async (request) => alerts.unsubscribe(request.body.token),
  );
};
