import type { FastifyInstance } from 'fastify';
import type Stripe from 'stripe';
import { formatMoney } from '@petshop/contracts/constants';
import { filsToAed } from '../../lib/money.ts';
import { AppError } from '../../plugins/errors.ts';
import type { PaymentsService } from './payments.service.ts';
import type { SimulatedProvider } from './simulated-provider.ts';
import type { createStripeProvider } from './stripe-provider.ts';

const SESSION_PLACEHOLDER = '{CHECKOUT_SESSION_ID}';

/** A Checkout Session id as Stripe writes them: cs_test_…, cs_live_…. */
const STRIPE_SESSION_ID = /^cs_\w{1,250}$/;

/**
 * A signed payload comes from Stripe, yet is read only in the shape of an event: an object with a
 * type, and for a checkout.session event a session with an id.
 */
function isReadableEvent(payload: unknown): boolean {
  if (typeof payload !== 'object' || payload === null || Array.isArray(payload)) return false;
  const { type, data } = payload as { type?: unknown; data?: { object?: { id?: unknown } } };
  if (typeof type !== 'string') return false;
  if (!type.startsWith('checkout.session.')) return true;
  const id = data?.object?.id;
  return typeof id === 'string' && STRIPE_SESSION_ID.test(id);
}

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);

/**
 * POST /api/payments/stripe/webhook: trusts only a payload whose signature checks out against
 * the raw body; replays are harmless because marking paid or unpaid is idempotent.
 */
export async function stripeWebhookRoutes(
  app: FastifyInstance,
  options: {
    stripe: Stripe;
    webhookSecret: string;
    provider: ReturnType<typeof createStripeProvider>;
    payments: PaymentsService;
  },
) {
  const { stripe, webhookSecret, provider, payments } = options;
  app.removeAllContentTypeParsers();
  app.addContentTypeParser('*', { parseAs: 'buffer' }, (_request, body, done) => done(null, body));

  app.post('/payments/stripe/webhook', async (request, reply) => {
    const signature = request.headers['stripe-signature'];
    let event: Stripe.Event;
    try {
      if (typeof signature !== 'string' || !Buffer.isBuffer(request.body))
        throw new Error('unsigned');
      event = stripe.webhooks.constructEvent(request.body, signature, webhookSecret);
    } catch {
      return reply.status(400).send({ message: 'The webhook signature is not valid.' });
    }
    if (!isReadableEvent(event)) {
      return reply.status(400).send({ message: 'The webhook event is not well formed.' });
    }
    try {
      switch (event.type) {
        case 'checkout.session.completed':
        case 'checkout.session.async_payment_succeeded': {
          const state = provider.stateOf(event.data.object);
          if (state.paid) await payments.markPaid(state);
          break;
        }
        case 'checkout.session.expired':
        case 'checkout.session.async_payment_failed':
          await payments.markSessionUnpaid(event.data.object.id);
          break;
        default:
          break;
      }
    } catch (error) {
      // A mismatch that a retry cannot fix is logged (and answered 200 so Stripe stops retrying).
      if (!(error instanceof AppError)) throw error;
      request.log.error({ err: error, eventId: event.id }, 'webhook event not applied');
    }
    return { received: true };
  });
}

function hostedPage(title: string, body: string): string {
  return `<!doctype html><html lang="en"><head><meta charset="utf-8" />
<meta name="viewport" content="width=device-width, initial-scale=1" />
<meta name="robots" content="noindex" /><title>${escapeHtml(title)}</title>
<style>
body{font-family:system-ui,sans-serif;background:#fff7ed;color:#1f2937;margin:0;padding:24px}
main{max-width:480px;margin:40px auto;background:#fff;border-radius:16px;padding:28px;box-shadow:0 10px 30px #0000001a}
h1{font-size:1.35rem;margin:0 0 4px}.muted{color:#6b7280;font-size:.9rem}
table{width:100%;border-collapse:collapse;margin:20px 0}td{padding:8px 0;border-bottom:1px solid #f3f4f6}
td:last-child{text-align:right;white-space:nowrap}.total td{font-weight:700;border:0;font-size:1.1rem}
.actions{display:flex;gap:12px;margin-top:8px}form{flex:1}
button{width:100%;padding:14px;border-radius:12px;border:0;font-size:1rem;font-weight:600;cursor:pointer}
.pay{background:#ea580c;color:#fff}.decline{background:#f3f4f6;color:#1f2937}
button:focus-visible{outline:3px solid #1f2937;outline-offset:2px}a{color:#c2410c}
</style></head><body><main>${body}</main></body></html>`;
}

/** The simulated provider's hosted checkout: amount, items, and 'Pay' or 'Decline'. */
export async function simulatedCheckoutRoutes(
  app: FastifyInstance,
  options: { provider: SimulatedProvider; payments: PaymentsService; shopName: string },
) {
  const { provider, payments, shopName } = options;
  // The hosted page's buttons post plain forms; their bodies carry nothing we read.
  app.addContentTypeParser(
    'application/x-www-form-urlencoded',
    { parseAs: 'string' },
    (_r, _b, done) => done(null, {}),
  );

  app.get<{ Params: { id: string } }>('/payments/simulated/:id', async (request, reply) => {
    reply.type('text/html; charset=utf-8').header('cache-control', 'no-store');
    const session = await provider.findSession(request.params.id);
    if (!session) {
      return reply
        .status(404)
        .send(
          hostedPage(
            'Payment not found',
            '<h1>Payment not found</h1><p>This payment link is not valid.</p>',
          ),
        );
    }
    const state = await provider.retrieveSession(session.id);
    if (session.status !== 'open' || state?.expired) {
      const done = session.paymentStatus === 'paid';
      const next = done
        ? session.successUrl.replace(SESSION_PLACEHOLDER, session.id)
        : session.cancelUrl;
      return hostedPage(
        'Payment closed',
        `<h1>${done ? 'This order is already paid' : 'This payment has expired'}</h1>
<p><a href="${escapeHtml(next)}">Return to ${escapeHtml(shopName)}</a></p>`,
      );
    }
    const lines = JSON.parse(session.lines) as {
      name: string;
      unitFils: number;
      quantity: number;
    }[];
    const amount = (fils: number) => formatMoney(filsToAed(fils), session.currency);
    return hostedPage(
      `Pay ${amount(session.amountFils)}`,
      `<p class="muted">${escapeHtml(shopName)} · test card payment</p>
<h1>Pay ${amount(session.amountFils)}</h1>
<p class="muted">${escapeHtml(session.description)}</p>
<table aria-label="Items">${lines
        .map(
          (line) =>
            `<tr><td>${escapeHtml(line.name)} × ${line.quantity}</td><td>${amount(line.unitFils * line.quantity)}</td></tr>`,
        )
        .join(
          '',
        )}<tr class="total"><td>Total</td><td>${amount(session.amountFils)}</td></tr></table>
<div class="actions">
<form method="post" action="/payments/simulated/${encodeURIComponent(session.id)}/pay"><button class="pay" type="submit">Pay</button></form>
<form method="post" action="/payments/simulated/${encodeURIComponent(session.id)}/decline"><button class="decline" type="submit">Decline</button></form>
</div>
<p class="muted">No card is charged: this shop runs without a card provider key.</p>`,
    );
  });

  app.post<{ Params: { id: string } }>('/payments/simulated/:id/pay', async (request, reply) => {
    const session = await provider.completeSession(request.params.id, 'paid');
    if (!session) return reply.status(404).send({ message: 'Payment not found' });
    if (session.paymentStatus !== 'paid') return reply.redirect(session.cancelUrl, 303);
    const state = await provider.retrieveSession(session.id);
    if (state) await payments.markPaid(state);
    return reply.redirect(session.successUrl.replace(SESSION_PLACEHOLDER, session.id), 303);
  });

  app.post<{ Params: { id: string } }>(
    '/payments/simulated/:id/decline',
    async (request, reply) => {
      const session = await provider.completeSession(request.params.id, 'declined');
      if (!session) return reply.status(404).send({ message: 'Payment not found' });
      if (session.paymentStatus === 'paid') {
        return reply.redirect(session.successUrl.replace(SESSION_PLACEHOLDER, session.id), 303);
      }
      await payments.markSessionUnpaid(session.id);
      return reply.redirect(session.cancelUrl, 303);
    },
  );
}
