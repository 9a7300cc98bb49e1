import {
  apiErrorSchema,
  checkoutSessionRequestSchema,
  checkoutSessionResponseSchema,
} from '@petshop/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { currentUser } from '../../plugins/auth.ts';
import { ValidationError } from '../../plugins/errors.ts';
import type { CheckoutService } from './checkout.service.ts';

const SESSION_PLACEHOLDER = '{CHECKOUT_SESSION_ID}';

/**
 * A return address must lead back to the shop itself (never an open redirect); a relative one is
 * read against the shop's origin. The success address always carries the session id.
 */
export function shopReturnUrl(
  raw: string,
  field: 'successUrl' | 'cancelUrl',
  origins: { own: string; allowed: string[] },
): string {
  let url: URL;
  let own: string;
  try {
    // As an origin: a Host header with the default port (shop.test:80) names the same shop.
    own = new URL(origins.own).origin;
    url = new URL(raw.replace(SESSION_PLACEHOLDER, 'SESSION_PLACEHOLDER'), own);
  } catch {
    throw new ValidationError({ [field]: [`The ${field} must be a web address of this shop.`] });
  }
  if (![own, ...origins.allowed].includes(url.origin)) {
    throw new ValidationError({ [field]: [`The ${field} must be a web address of this shop.`] });
  }
  if (field === 'successUrl' && !url.searchParams.has('session_id')) {
    url.searchParams.set('session_id', 'SESSION_PLACEHOLDER');
  }
  return url.toString().replace('SESSION_PLACEHOLDER', SESSION_PLACEHOLDER);
}

/** Spec §7 POST {API base}/stripe/checkout: opens a card checkout for the customer's cart. */
export const checkoutRoutes: FastifyPluginAsyncZod<{
  checkout: CheckoutService;
  allowedOrigins: string[];
  publicOrigin: string | undefined;
}> = async (app, { checkout, allowedOrigins, publicOrigin }) => {
  app.post(
    '/stripe/checkout',
    {
      onRequest: app.requireUser,
      schema: {
        tags: ['checkout'],
        body: checkoutSessionRequestSchema,
        response: {
          200: checkoutSessionResponseSchema,
          401: apiErrorSchema,
          422: apiErrorSchema,
          502: apiErrorSchema,
        },
      },
    },
    async (request) => {
      const origins = {
        own: publicOrigin ?? `${request.protocol}://${request.host}`,
        allowed: allowedOrigins,
      };
      const urls = {
        successUrl: shopReturnUrl(request.body.successUrl, 'successUrl', origins),
        cancelUrl: shopReturnUrl(request.body.cancelUrl, 'cancelUrl', origins),
      };
      return checkout.startCardCheckout(currentUser(request).id, request.body, urls);
    },
  );
};
