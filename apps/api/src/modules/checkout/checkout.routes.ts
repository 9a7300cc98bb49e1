import {
  apiErrorSchema,
  checkoutSessionRequestSchema,
  checkoutSessionResponseSchema,
  createOrderRequestSchema,
  createOrderResponseSchema,
} from '@petshop/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { currentUser } from '../../plugins/auth.ts';
import { ValidationError } from '../../plugins/errors.ts';
import type { CheckoutService } from './checkout.service.ts';
import { answerNoStore } from '../../plugins/no-store.ts';

const SESSION_PLACEHOLDER = '{CHECKOUT_SESSION_ID}';

/**
 * The origin a request names in its Host header, only when that host is this machine (localhost,
 * 127.0.0.0/8, [::1]; any port): without PUBLIC_URL, development serves the shop there. Any other
 * host is the client's word alone, and a spoofed one must not pick where the card page returns to.
 */
export function loopbackOrigin(protocol: string, host: string): string | undefined {
  let url: URL;
  try {
    url = new URL(`${protocol}://${host}`);
  } catch {
    return undefined;
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') return undefined;
  const loopback =
    url.hostname === 'localhost' ||
    url.hostname === '[::1]' ||
    /^127\.\d{1,3}\.\d{1,3}\.\d{1,3}$/.test(url.hostname);
  return loopback ? url.origin : undefined;
}

/**
 * A return address must lead back to the shop itself (never an open redirect): to its own origin
 * (PUBLIC_URL, or a loopback Host in development) or a configured web app origin (CORS_ORIGINS);
 * a relative one is read against the own origin. The success address always carries the session id.
 */
export function shopReturnUrl(
  raw: string,
  field: 'successUrl' | 'cancelUrl',
  origins: { own: string | undefined; allowed: string[] },
): string {
  let url: URL;
  let own: string | undefined;
  try {
    // As an origin: a Host header with the default port (localhost:80) names the same shop.
    own = origins.own === undefined ? undefined : new URL(origins.own).origin;
    url = new URL(raw.replace(SESSION_PLACEHOLDER, 'SESSION_PLACEHOLDER'), own);
  } catch {
    throw new ValidationError({ [field]: [`The ${field} must be a web address of this shop.`] });
  }
  if (![...(own ? [own] : []), ...origins.allowed].includes(url.origin)) {
    throw new ValidationError({ [field]: [`The ${field} must be a web address of this shop.`] });
  }
  if (field === 'successUrl' && !url.searchParams.has('session_id')) {
    url.searchParams.set('session_id', 'SESSION_PLACEHOLDER');
  }
  return url.toString().replace('SESSION_PLACEHOLDER', SESSION_PLACEHOLDER);
}

/**
 * Spec §7 POST {API base}/stripe/checkout, which opens a card checkout for the customer's cart,
 * and POST {API base}/orders, which places the order (cash on delivery, or card once paid).
 */
export const checkoutRoutes: FastifyPluginAsyncZod<{
  checkout: CheckoutService;
  allowedOrigins: string[];
  publicOrigin: string | undefined;
}> = async (app, { checkout, allowedOrigins, publicOrigin }) => {
  // The answer names the customer's own payment page.
  answerNoStore(app);
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
        // Production always has PUBLIC_URL (config.ts); the Host header counts only as loopback.
        own: publicOrigin ?? loopbackOrigin(request.protocol, request.host),
        allowed: allowedOrigins,
      };
      const urls = {
        successUrl: shopReturnUrl(request.body.successUrl, 'successUrl', origins),
        cancelUrl: shopReturnUrl(request.body.cancelUrl, 'cancelUrl', origins),
      };
      return checkout.startCardCheckout(currentUser(request).id, request.body, urls);
    },
  );

  app.post(
    '/orders',
    {
      onRequest: app.requireUser,
      schema: {
        tags: ['orders'],
        body: createOrderRequestSchema,
        response: {
          200: createOrderResponseSchema,
          201: createOrderResponseSchema,
          401: apiErrorSchema,
          402: apiErrorSchema,
          404: apiErrorSchema,
          409: apiErrorSchema,
          422: apiErrorSchema,
          502: apiErrorSchema,
        },
      },
    },
    async (request, reply) => {
      const result = await checkout.placeOrder(currentUser(request).id, request.body);
      return reply.status(result.created ? 201 : 200).send({
        success: true,
        message: result.created ? 'Order placed successfully' : 'Order already placed',
        // Spec §7's client reads the id at the top and inside the order.
        order: { ...result.order, orderId: result.order.id },
        orderId: result.order.id,
      });
    },
  );
};
