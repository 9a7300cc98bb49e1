import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { orders, staff } from '../src/db/schema.ts';
import { seedDemoCatalog } from '../src/db/seed/seed.ts';
import { createTestShop, type TestShop } from './helpers/app.ts';
import { addOneSizeProduct } from './helpers/catalog-fixtures.ts';
import { createCustomer } from './helpers/customers.ts';
import { outboxTo } from './helpers/mails.ts';
import { markCashCollected, refund } from './helpers/refunds.ts';
import { addToCart, customerInfo, placeCodOrder } from './helpers/shopping.ts';
import { staffSession, type TestStaff } from './helpers/staff.ts';

/**
 * Issue 27 item 13 (decision 076): refunds, paid-order cancellations, price changes by import and
 * staff management are the owner's unless the owner gives a staff member the permission.
 */
let shop: TestShop;
let owner: TestStaff;
let plain: TestStaff;
let sequence = 0;

const REFUNDS_MISSING =
  'You may not refund money or cancel a paid order. Ask the shop owner for the permission "Refunds and cancelling paid orders".';
const STAFF_MISSING =
  'You may not manage staff. Ask the shop owner for the permission "Manage staff".';

beforeAll(async () => {
  shop = await createTestShop({ SUPPORT_EMAIL: 'shop@example.ae', SHOP_NAME: 'Dunes Pets' });
  await seedDemoCatalog(shop.database.db);
  owner = await staffSession(shop.app, shop.database, { role: 'owner' });
  plain = await staffSession(shop.app, shop.database);
});
afterAll(() => shop.close());

const inject = (
  who: TestStaff,
  method: 'GET' | 'POST' | 'PATCH',
  url: string,
  payload?: unknown,
  contentType?: string,
) =>
  shop.app.inject({
    method,
    url,
    headers: contentType ? { ...who.headers, 'content-type': contentType } : who.headers,
    ...(payload === undefined ? {} : { payload: payload as string }),
  });

/** A placed cash order; `paid`: the cash collected, so cancelling it hands money back. */
async function placedOrder(paid: boolean) {
  const customer = await createCustomer(shop);
  const productId = await addOneSizeProduct(shop.database.db, `Perm Ball ${++sequence}`, 5);
  await addToCart(shop, customer, productId, 1);
  const placed = await placeCodOrder(shop, customer, {
    customer_info: { ...customerInfo, email: customer.email },
  });
  expect(placed.statusCode, placed.body).toBe(201);
  const orderId: number = placed.json().orderId;
  if (paid) await markCashCollected(shop, orderId);
  return orderId;
}

const orderRow = async (orderId: number) =>
  (await shop.database.db.select().from(orders).where(eq(orders.id, orderId)))[0]!;

describe('refunds and cancelling a paid order', () => {
  it('refuses staff without the permission with 403, and writes nothing', async () => {
    const orderId = await placedOrder(true);
    const refused = await refund(shop, plain, orderId, { amount: 10, reason: 'Torn bag' });
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toEqual({ message: REFUNDS_MISSING });

    const cancel = await inject(plain, 'POST', `/api/admin/orders/${orderId}/cancel`, {
      reason: 'Customer asked',
    });
    expect(cancel.statusCode).toBe(403);
    expect(cancel.json()).toEqual({ message: REFUNDS_MISSING });
    const row = await orderRow(orderId);
    expect([row.status, row.paymentStatus, row.refundedFils]).toEqual(['pending', 'paid', 0]);

    const retry = await inject(plain, 'POST', `/api/admin/orders/${orderId}/refund`);
    expect(retry.statusCode).toBe(403);
    // Seeing the refunds is everyday work.
    expect((await inject(plain, 'GET', `/api/admin/orders/${orderId}/refunds`)).statusCode).toBe(
      200,
    );
  });

  it('lets staff without the permission cancel an order that was not paid', async () => {
    const orderId = await placedOrder(false);
    const cancel = await inject(plain, 'POST', `/api/admin/orders/${orderId}/cancel`, {});
    expect(cancel.statusCode, cancel.body).toBe(200);
    expect((await orderRow(orderId)).status).toBe('cancelled');
  });

  it('lets staff with the permission, and owners, refund and cancel a paid order', async () => {
    const cashier = await staffSession(shop.app, shop.database, { permissions: ['refunds'] });
    const first = await placedOrder(true);
    const done = await refund(shop, cashier, first, { amount: 10, reason: 'Torn bag' });
    expect(done.statusCode, done.body).toBe(201);
    expect((await orderRow(first)).refundedFils).toBe(1000);
    const cancel = await inject(cashier, 'POST', `/api/admin/orders/${first}/cancel`, {});
    expect(cancel.statusCode, cancel.body).toBe(200);
    expect((await orderRow(first)).paymentStatus).toBe('refunded');

    const second = await placedOrder(true);
    const byOwner = await refund(shop, owner, second, { amount: 5, reason: 'Late' });
    expect(byOwner.statusCode, byOwner.body).toBe(201);
  });

  it('asks staff with the permission to set up two-factor sign-in first where owners must', async () => {
    const strict = await createTestShop({ OWNER_TWO_FACTOR: 'required' });
    try {
      const cashier = await staffSession(strict.app, strict.database, {
        permissions: ['refunds'],
      });
      const get = (url: string) =>
        strict.app.inject({ method: 'GET', url, headers: cashier.headers });
      const money = () =>
        strict.app.inject({
          method: 'POST',
          url: '/api/admin/orders/999999/refunds',
          headers: cashier.headers,
          payload: { amount: 1, reason: 'Test' },
        });
      const refused = await money();
      expect(refused.statusCode).toBe(403);
      expect(refused.json()).toEqual({
        message:
          'Set up two-factor sign-in first: whoever refunds money or cancels a paid order must sign in with a code from an authenticator app. Open Sign-in & Security in the back office.',
      });
      // The rest of the back office stays open: only moving money waits.
      expect((await get('/api/admin/orders')).statusCode).toBe(200);
      expect((await get('/api/admin/auth/two-factor')).json().required).toBe(false);
      expect((await get('/api/admin/auth/me')).json()).toMatchObject({
        permissions: ['refunds'],
        twoFactor: false,
        moneyNeedsTwoFactor: true,
      });

      await strict.database.db
        .update(staff)
        .set({ totpSecret: 'JBSWY3DPEHPK3PXP', totpEnabledAt: new Date() })
        .where(eq(staff.id, cashier.staff.id));
      expect((await money()).statusCode).toBe(404);
      expect((await get('/api/admin/auth/me')).json().moneyNeedsTwoFactor).toBe(false);
    } finally {
      await strict.close();
    }
  });
});

describe('price changes by catalog import', () => {
  const importAs = (who: TestStaff, csv: string, dryRun = false) =>
    inject(who, 'POST', `/api/admin/products/import${dryRun ? '?dryRun=1' : ''}`, csv, 'text/csv');
  const priceOf = async () => {
    const result = await shop.database.db.execute(
      sql.raw("SELECT price_fils FROM products WHERE sku = 'DOG-FD-001'"),
    );
    return (result as unknown as { rows: { price_fils: number }[] }).rows[0]!.price_fils;
  };

  it('refuses a file that changes a price for staff without the permission', async () => {
    const csv =
      'sku,price,size,stock,size_price\nDOG-FD-001,155.00,2 kg,34,\nDOG-FD-001,,7 kg,22,360.00\n';
    for (const dryRun of [true, false]) {
      const refused = await importAs(plain, csv, dryRun);
      expect(refused.statusCode).toBe(403);
      expect(refused.json()).toEqual({
        message:
          'You may not change prices by import. Ask the shop owner for the permission "Change prices by import", or import a file without price changes. This file changes 2 prices: line 2 (DOG-FD-001, 2 kg) price 149.00 → 155.00; line 3 (DOG-FD-001, 7 kg) size_price 358.00 → 360.00.',
      });
    }
    expect(await priceOf()).toBe(14_900);
  });

  it('imports a file that changes only stock for any staff member', async () => {
    const stockOnly = await importAs(plain, 'sku,size,stock\nDOG-FD-001,2 kg,40\n');
    expect(stockOnly.statusCode, stockOnly.body).toBe(200);
    expect(stockOnly.json()).toMatchObject({ applied: true, stockChanges: 1 });
  });

  it('imports price changes for owners and for staff with the permission', async () => {
    const pricer = await staffSession(shop.app, shop.database, {
      permissions: ['import_prices'],
    });
    const byPricer = await importAs(pricer, 'sku,price\nDOG-FD-001,155.00\n');
    expect(byPricer.statusCode, byPricer.body).toBe(200);
    expect(await priceOf()).toBe(15_500);
    const byOwner = await importAs(owner, 'sku,price\nDOG-FD-001,149.00\n');
    expect(byOwner.statusCode, byOwner.body).toBe(200);
    expect(await priceOf()).toBe(14_900);
  });
});

describe('staff management', () => {
  it('refuses staff without the permission on every staff-account route', async () => {
    const calls = [
      inject(plain, 'GET', '/api/admin/staff'),
      inject(plain, 'POST', '/api/admin/staff', {
        email: 'new@staff.example.ae',
        name: 'New',
        role: 'staff',
      }),
      inject(plain, 'PATCH', `/api/admin/staff/${plain.staff.id}`, { permissions: ['refunds'] }),
      inject(plain, 'POST', `/api/admin/staff/${owner.staff.id}/password-link`),
    ];
    for (const response of await Promise.all(calls)) {
      expect(response.statusCode).toBe(403);
      expect(response.json()).toEqual({ message: STAFF_MISSING });
    }
  });

  it('an owner adds staff with permissions: the invitation is mailed and the link answered', async () => {
    const email = `invitee${Date.now()}@staff.example.ae`;
    const created = await inject(owner, 'POST', '/api/admin/staff', {
      email,
      name: 'Layla <b>Haddad</b>',
      role: 'staff',
      permissions: ['refunds', 'refunds'],
    });
    expect(created.statusCode, created.body).toBe(201);
    const body = created.json();
    expect(body.staff).toMatchObject({
      email,
      role: 'staff',
      permissions: ['refunds'],
      twoFactor: false,
      hasPassword: false,
    });
    expect(body.link).toMatch(/\/admin\/set-password#token=[\w-]{43}$/);
    const mails = await outboxTo(shop, email, 'staff-invite');
    expect(mails).toHaveLength(1);
    expect(mails[0]!.subject).toBe('You are invited to the Dunes Pets back office');
    expect(mails[0]!.textBody).toBe(
      [
        'Hello,',
        '',
        'Dunes Pets added this address to its back office, as staff. Choose your password here to sign in:',
        '',
        body.link,
        '',
        'The link works once, within 24 hours. If it has expired, ask the shop owner for a new one. If you did not expect this email, ignore it: no one can sign in to the account without the password you choose.',
        '',
        `Questions? Call ${shop.config.SUPPORT_PHONE} or write to shop@example.ae.`,
      ].join('\n'),
    );
    // A new link for someone still waiting to choose a password is mailed again.
    const again = await inject(owner, 'POST', `/api/admin/staff/${body.staff.id}/password-link`);
    expect(again.statusCode).toBe(200);
    expect(await outboxTo(shop, email, 'staff-invite')).toHaveLength(2);
    expect((await outboxTo(shop, email, 'staff-invite'))[1]!.textBody).toContain(again.json().link);
  });

  it('an owner grants and takes away permissions on the staff screen', async () => {
    const member = await staffSession(shop.app, shop.database);
    const granted = await inject(owner, 'PATCH', `/api/admin/staff/${member.staff.id}`, {
      permissions: ['import_prices', 'refunds'],
    });
    expect(granted.statusCode, granted.body).toBe(200);
    expect(granted.json().permissions).toEqual(['refunds', 'import_prices']);
    const orderId = await placedOrder(true);
    expect((await refund(shop, member, orderId, { amount: 1, reason: 'Dent' })).statusCode).toBe(
      201,
    );
    const taken = await inject(owner, 'PATCH', `/api/admin/staff/${member.staff.id}`, {
      permissions: [],
    });
    expect(taken.json().permissions).toEqual([]);
    expect((await refund(shop, member, orderId, { amount: 1, reason: 'Dent' })).statusCode).toBe(
      403,
    );
    const unknown = await inject(owner, 'PATCH', `/api/admin/staff/${member.staff.id}`, {
      permissions: ['everything'],
    });
    expect(unknown.statusCode).toBe(422);
  });

  it('staff with "Manage staff" manage staff accounts, never an owner, and grant only what they have', async () => {
    const manager = await staffSession(shop.app, shop.database, {
      permissions: ['staff', 'refunds'],
    });
    const member = await staffSession(shop.app, shop.database);
    expect((await inject(manager, 'GET', '/api/admin/staff')).statusCode).toBe(200);
    const grant = await inject(manager, 'PATCH', `/api/admin/staff/${member.staff.id}`, {
      permissions: ['refunds'],
    });
    expect(grant.statusCode, grant.body).toBe(200);

    const refusals: [Promise<{ statusCode: number; json(): unknown }>, string][] = [
      [
        inject(manager, 'PATCH', `/api/admin/staff/${member.staff.id}`, {
          permissions: ['refunds', 'import_prices'],
        }),
        'You can give or take away only the permissions you have yourself.',
      ],
      [
        inject(manager, 'PATCH', `/api/admin/staff/${manager.staff.id}`, {
          permissions: ['staff', 'refunds', 'import_prices'],
        }),
        'You cannot change your own permissions. Ask the shop owner.',
      ],
      [
        inject(manager, 'PATCH', `/api/admin/staff/${member.staff.id}`, { role: 'owner' }),
        'Only the shop owner can make someone an owner.',
      ],
      [
        inject(manager, 'PATCH', `/api/admin/staff/${owner.staff.id}`, { isActive: false }),
        "Only the shop owner can change an owner's account.",
      ],
      [
        inject(manager, 'POST', `/api/admin/staff/${owner.staff.id}/password-link`),
        "Only the shop owner can change an owner's account.",
      ],
      [
        inject(manager, 'POST', '/api/admin/staff', {
          email: `boss${Date.now()}@staff.example.ae`,
          name: 'Boss',
          role: 'owner',
        }),
        'Only the shop owner can make someone an owner.',
      ],
    ];
    for (const [call, message] of refusals) {
      const response = await call;
      expect(response.statusCode).toBe(403);
      expect(response.json()).toEqual({ message });
    }
    const [row] = await shop.database.db.select().from(staff).where(eq(staff.id, owner.staff.id));
    expect(row!.isActive).toBe(true);
    // The activity log stays the owner's.
    expect((await inject(manager, 'GET', '/api/admin/audit')).statusCode).toBe(403);
  });
});
