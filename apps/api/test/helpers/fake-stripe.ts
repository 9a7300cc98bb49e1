import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface FakeSession {
  id: string;
  object: 'checkout.session';
  url: string;
  status: 'open' | 'complete' | 'expired';
  payment_status: 'unpaid' | 'paid';
  payment_intent: string | null;
  amount_total: number;
  currency: string;
  client_reference_id: string | null;
  metadata: Record<string, string>;
  success_url: string;
  cancel_url: string;
  line_items_sent: { name: string; unit_amount: number; quantity: number }[];
}

/** A local server that plays the part of Stripe's Checkout Sessions API for the SDK. */
export async function startFakeStripe() {
  const sessions = new Map<string, FakeSession>();
  const requests: {
    method: string;
    path: string;
    form: URLSearchParams;
    auth?: string;
    idempotencyKey?: string;
  }[] = [];
  let counter = 0;
  const refunds: {
    id: string;
    payment_intent: string | null;
    amount: number;
    metadata: Record<string, string>;
    idempotencyKey: string | string[] | undefined;
  }[] = [];
  let refundsFail = false;

  const readBody = (request: IncomingMessage) =>
    new Promise<string>((resolve) => {
      let body = '';
      request.on('data', (chunk) => (body += chunk));
      request.on('end', () => resolve(body));
    });

  const server: Server = createServer(async (request, response) => {
    const form = new URLSearchParams(await readBody(request));
    const path = (request.url ?? '').split('?')[0]!;
    requests.push({
      method: request.method ?? '',
      path,
      form,
      auth: request.headers.authorization,
      idempotencyKey: request.headers['idempotency-key'] as string | undefined,
    });
    response.setHeader('content-type', 'application/json');
    if (request.method === 'POST' && path === '/v1/checkout/sessions') {
      const lines: FakeSession['line_items_sent'] = [];
      for (let index = 0; form.has(`line_items[${index}][quantity]`); index++) {
        lines.push({
          name: form.get(`line_items[${index}][price_data][product_data][name]`) ?? '',
          unit_amount: Number(form.get(`line_items[${index}][price_data][unit_amount]`)),
          quantity: Number(form.get(`line_items[${index}][quantity]`)),
        });
      }
      const id = `cs_test_${++counter}`;
      const session: FakeSession = {
        id,
        object: 'checkout.session',
        url: `https://checkout.stripe.test/c/pay/${id}`,
        status: 'open',
        payment_status: 'unpaid',
        payment_intent: null,
        amount_total: lines.reduce((sum, line) => sum + line.unit_amount * line.quantity, 0),
        currency: form.get('line_items[0][price_data][currency]') ?? 'aed',
        client_reference_id: form.get('client_reference_id'),
        metadata: { order_id: form.get('metadata[order_id]') ?? '' },
        success_url: form.get('success_url') ?? '',
        cancel_url: form.get('cancel_url') ?? '',
        line_items_sent: lines,
      };
      sessions.set(id, session);
      response.end(JSON.stringify(session));
      return;
    }
    const fail = (status: number, message: string) => {
      response.statusCode = status;
      response.end(JSON.stringify({ error: { type: 'invalid_request_error', message } }));
    };
    const expiring = /^\/v1\/checkout\/sessions\/([^/]+)\/expire$/.exec(path);
    if (request.method === 'POST' && expiring) {
      const session = sessions.get(expiring[1]!);
      if (!session) return fail(404, 'No such checkout.session');
      // As Stripe: only an open session can be expired.
      if (session.status !== 'open') {
        return fail(400, `Only Checkout Sessions with a status in ["open"] can be expired.`);
      }
      session.status = 'expired';
      response.end(JSON.stringify(session));
      return;
    }
    if (request.method === 'POST' && path === '/v1/refunds') {
      if (refundsFail) {
        response.setHeader('stripe-should-retry', 'false');
        return fail(500, 'An error occurred with our connection to Stripe.');
      }
      const intent = form.get('payment_intent');
      const session = [...sessions.values()].find((entry) => entry.payment_intent === intent);
      if (!session) return fail(400, `No such payment_intent: '${intent}'`);
      const key = request.headers['idempotency-key'];
      const existing = refunds.find((refund) => refund.idempotencyKey === key);
      if (existing) {
        response.end(JSON.stringify(existing));
        return;
      }
      // As Stripe: the whole charge unless an amount is given, never more than is left.
      const left =
        session.amount_total -
        refunds
          .filter((refund) => refund.payment_intent === intent)
          .reduce((sum, refund) => sum + refund.amount, 0);
      const amount = form.has('amount') ? Number(form.get('amount')) : left;
      if (amount > left) {
        return fail(
          400,
          `Refund amount (${amount}) is greater than unrefunded amount on charge (${left})`,
        );
      }
      const metadata: Record<string, string> = {};
      for (const [name, value] of form) {
        const field = /^metadata\[(.+)\]$/.exec(name);
        if (field) metadata[field[1]!] = value;
      }
      const refund = {
        id: `re_test_${refunds.length + 1}`,
        object: 'refund',
        payment_intent: intent,
        amount,
        status: 'succeeded',
        metadata,
        idempotencyKey: key,
      };
      refunds.push(refund);
      response.end(JSON.stringify(refund));
      return;
    }
    if (request.method === 'GET' && path === '/v1/refunds') {
      const query = new URLSearchParams((request.url ?? '').split('?')[1] ?? '');
      const intent = query.get('payment_intent');
      const data = refunds.filter((refund) => !intent || refund.payment_intent === intent);
      response.end(JSON.stringify({ object: 'list', url: '/v1/refunds', has_more: false, data }));
      return;
    }
    const match = /^\/v1\/checkout\/sessions\/([^/]+)$/.exec(path);
    if (request.method === 'GET' && match) {
      const session = sessions.get(match[1]!);
      if (!session) {
        response.statusCode = 404;
        response.end(
          JSON.stringify({
            error: { type: 'invalid_request_error', message: 'No such checkout.session' },
          }),
        );
        return;
      }
      response.end(JSON.stringify(session));
      return;
    }
    response.statusCode = 404;
    response.end(
      JSON.stringify({
        error: { type: 'invalid_request_error', message: 'Unrecognized request URL' },
      }),
    );
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    sessions,
    requests,
    /** Refunds made, one per idempotency key as Stripe keeps them (`requests` counts the calls). */
    refunds,
    /** Makes every refund request fail with a 500, as when Stripe cannot be reached. */
    failRefunds(fail: boolean) {
      refundsFail = fail;
    },
    /** What Stripe records when the customer pays on its hosted page. */
    pay(id: string) {
      const session = sessions.get(id)!;
      Object.assign(session, {
        status: 'complete',
        payment_status: 'paid',
        payment_intent: `pi_test_${id}`,
      });
      return session;
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
