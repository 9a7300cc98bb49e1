import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, couponUses, coupons, orders, productTypes } from '../src/db/schema.ts';
import {
  addOneSizeProduct,
  createCatalogShop,
  type CatalogShop,
} from './helpers/catalog-fixtures.ts';
import { createCustomer, type TestCustomer } from './helpers/customers.ts';
import { addToCart, customerInfo, placeCodOrder } from './helpers/shopping.ts';
import { staffSession, type TestStaff } from './helpers/staff.ts';

let shop: CatalogShop;
let owner: TestStaff;
let member: TestStaff;
let customer: TestCustomer;
let otherCustomer: TestCustomer;
let orderCounter = 0;

beforeAll(async () => {
  shop = await createCatalogShop();
  owner = await staffSession(shop.app, shop.database, { role: 'owner' });
  member = await staffSession(shop.app, shop.database, { role: 'staff' });
  customer = await createCustomer(shop, 'Mariam Haddad');
  otherCustomer = await createCustomer(shop, 'Omar Saleh');
});
afterAll(() => shop.close());

const call = (
  method: 'GET' | 'POST' | 'PATCH' | 'DELETE',
  url: string,
  payload?: Record<string, unknown>,
  who: { headers: Record<string, string> } = owner,
) =>
  shop.app.inject({
    method,
    url: `/api/admin${url}`,
    headers: who.headers,
    ...(payload ? { payload } : {}),
  });

let codeCounter = 0;
const uniqueCode = (prefix: string) => `${prefix}${++codeCounter}${Date.now() % 100000}`;

async function createCoupon(body: Record<string, unknown>) {
  const response = await call('POST', '/coupons', body);
  expect(response.statusCode, response.body).toBe(201);
  return response.json() as Record<string, unknown> & { id: number; code: string };
}

/**
 * A placed cash order of the customer that used the coupon, as the checkout records it: the
 * order with its discount, the use, and the coupon's count (or a released use).
 */
async function useCoupon(
  couponId: number,
  who: TestCustomer,
  {
    totalFils,
    discountFils,
    released = false,
  }: { totalFils: number; discountFils: number; released?: boolean },
) {
  const { db } = shop.database;
  const [coupon] = await db.select().from(coupons).where(eq(coupons.id, couponId));
  const [order] = await db
    .insert(orders)
    .values({
      orderNumber: `CPN-${Date.now()}-${++orderCounter}`,
      userId: who.id,
      status: released ? 'cancelled' : 'pending',
      paymentMethod: 'cod',
      subtotalFils: totalFils + discountFils,
      discountFils,
      couponCode: coupon!.code,
      totalFils,
      customerName: who.id === customer.id ? 'Mariam Haddad' : 'Omar Saleh',
      customerEmail: who.email,
      placedAt: new Date(),
    })
    .returning();
  await db.insert(couponUses).values({
    couponId,
    orderId: order!.id,
    userId: who.id,
    discountFils,
    releasedAt: released ? new Date() : null,
  });
  if (!released) {
    await db
      .update(coupons)
      .set({ usesCount: sql`${coupons.usesCount} + 1` })
      .where(eq(coupons.id, couponId));
  }
  return order!;
}

describe('creating coupons', () => {
  it('creates a percent coupon with a minimum and a Dubai end day', async () => {
    const code = uniqueCode('Summer');
    const coupon = await createCoupon({
      code,
      kind: 'percent',
      percent: 10,
      minSubtotal: 100,
      validUntil: '2099-12-31',
      usageLimit: 50,
      perCustomerLimit: 1,
      petTypes: ['dog'],
      description: 'Summer sale',
    });
    expect(coupon).toMatchObject({
      code,
      kind: 'percent',
      percent: 10,
      amount: null,
      valueText: '10% off',
      minSubtotal: 100,
      status: 'active',
      statusLabel: 'Active',
      usesCount: 0,
      usageLimit: 50,
      perCustomerLimit: 1,
      petTypes: ['DOG'],
      validFrom: null,
      validUntil: '2099-12-31',
      // The last millisecond of 31 December in Dubai (UTC+4).
      endsAt: '2099-12-31T19:59:59.999Z',
      discountedRevenue: 0,
      isActive: true,
      saleItemsCount: true,
    });
    const [audit] = await shop.database.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.entityId, String(coupon.id)));
    expect(audit).toMatchObject({ action: 'coupon.create', entityType: 'coupon' });
  });

  it('creates a fixed AED coupon (fils in the database) and a free-delivery one', async () => {
    const fixed = await createCoupon({ code: uniqueCode('TAKE30-'), kind: 'fixed', amount: 30.5 });
    expect(fixed).toMatchObject({
      kind: 'fixed',
      amount: 30.5,
      percent: null,
      valueText: 'AED 30.50 off',
    });
    const [row] = await shop.database.db.select().from(coupons).where(eq(coupons.id, fixed.id));
    expect(row!.amountFils).toBe(3050);

    const free = await createCoupon({
      code: uniqueCode('FREESHIP_'),
      kind: 'free_delivery',
      validFrom: '2099-01-01T09:30',
    });
    expect(free).toMatchObject({
      kind: 'free_delivery',
      percent: null,
      amount: null,
      valueText: 'Free delivery',
      status: 'scheduled',
      validFrom: '2099-01-01T09:30',
      startsAt: '2099-01-01T05:30:00.000Z',
    });
  });

  it('refuses the same code in another case with a clear message', async () => {
    const code = uniqueCode('Welcome');
    await createCoupon({ code, kind: 'percent', percent: 5 });
    const response = await call('POST', '/coupons', {
      code: code.toUpperCase(),
      kind: 'fixed',
      amount: 10,
    });
    expect(response.statusCode).toBe(422);
    expect(response.json()).toEqual({
      message: `The code ${code.toUpperCase()} is already used by the coupon ${code}: codes are the same whatever the case.`,
      errors: {
        code: [
          `The code ${code.toUpperCase()} is already used by the coupon ${code}: codes are the same whatever the case.`,
        ],
      },
    });
  });

  it('answers bad values with 422 messages a person can act on', async () => {
    const cases: [Record<string, unknown>, string, string][] = [
      [
        { code: 'ab', kind: 'percent', percent: 10 },
        'code',
        'The code must be 3 to 40 letters, digits, - or _ (no spaces).',
      ],
      [
        { code: 'TWO WORDS', kind: 'percent', percent: 10 },
        'code',
        'The code must be 3 to 40 letters, digits, - or _ (no spaces).',
      ],
      [
        { code: uniqueCode('P'), kind: 'percent', percent: 101 },
        'percent',
        'The percent must be a whole number from 1 to 100.',
      ],
      [
        { code: uniqueCode('P'), kind: 'percent', percent: 0 },
        'percent',
        'The percent must be a whole number from 1 to 100.',
      ],
      [
        { code: uniqueCode('P'), kind: 'percent' },
        'percent',
        'Enter the percent off, a whole number from 1 to 100.',
      ],
      [
        { code: uniqueCode('F'), kind: 'fixed', amount: 0 },
        'amount',
        'The amount must be more than AED 0.',
      ],
      [
        { code: uniqueCode('F'), kind: 'fixed' },
        'amount',
        'Enter the amount off in AED, more than 0.',
      ],
      [
        { code: uniqueCode('F'), kind: 'fixed', amount: 1.005 },
        'amount',
        'The amount has at most two decimals (fils).',
      ],
      [
        { code: uniqueCode('K'), kind: 'half' },
        'kind',
        'The kind must be percent, fixed or free_delivery.',
      ],
      [
        { code: uniqueCode('L'), kind: 'free_delivery', usageLimit: 0 },
        'usageLimit',
        'The total-use limit must be a whole number of at least 1, or empty for no limit.',
      ],
      [
        { code: uniqueCode('L'), kind: 'free_delivery', perCustomerLimit: 1.5 },
        'perCustomerLimit',
        'The per-customer limit must be a whole number of at least 1, or empty for no limit.',
      ],
      [
        { code: uniqueCode('D'), kind: 'free_delivery', validUntil: '2026-02-30' },
        'validUntil',
        'This date does not exist.',
      ],
      [
        { code: uniqueCode('D'), kind: 'free_delivery', validUntil: '31/12/2026' },
        'validUntil',
        'Write a date as YYYY-MM-DD, or a date and time as YYYY-MM-DDTHH:mm (Dubai time).',
      ],
      [
        {
          code: uniqueCode('D'),
          kind: 'free_delivery',
          validFrom: '2099-02-01',
          validUntil: '2099-01-31',
        },
        'validUntil',
        'The coupon must end after it starts.',
      ],
      [
        { code: uniqueCode('S'), kind: 'percent', percent: 5, petTypes: ['DRAGON'] },
        'petTypes',
        'Unknown pet type: DRAGON.',
      ],
      [
        { code: uniqueCode('S'), kind: 'percent', percent: 5, productTypeIds: [999999] },
        'productTypeIds',
        'No product type has the id 999999.',
      ],
      [
        {
          code: uniqueCode('S'),
          kind: 'percent',
          percent: 5,
          productIds: [shop.ids.catPate, 999998],
        },
        'productIds',
        'No product has the id 999998.',
      ],
    ];
    for (const [body, field, message] of cases) {
      const response = await call('POST', '/coupons', body);
      expect([JSON.stringify(body), response.statusCode]).toEqual([JSON.stringify(body), 422]);
      expect(response.json().errors[field], JSON.stringify(body)).toEqual([message]);
    }
  });

  it('accepts a scope of existing pet types, product types and products', async () => {
    const [type] = await shop.database.db
      .select({ id: productTypes.id })
      .from(productTypes)
      .where(sql`lower(${productTypes.name}) = 'food'`);
    const coupon = await createCoupon({
      code: uniqueCode('Scope'),
      kind: 'percent',
      percent: 15,
      petTypes: ['CAT'],
      productTypeIds: [type!.id],
      productIds: [shop.ids.catPate],
      saleItemsCount: false,
      firstOrderOnly: true,
    });
    expect(coupon).toMatchObject({
      petTypes: ['CAT'],
      productTypeIds: [type!.id],
      productIds: [shop.ids.catPate],
      products: [{ id: shop.ids.catPate, name: 'Ocean Pâté for Cats' }],
      saleItemsCount: false,
      firstOrderOnly: true,
    });
    const options = (await call('GET', '/coupons/scope-options', undefined, member)).json();
    expect(options.petTypes).toEqual(
      expect.arrayContaining([{ code: 'CAT', name: expect.any(String) }]),
    );
    expect(options.productTypes).toEqual(expect.arrayContaining([{ id: type!.id, name: 'Food' }]));
  });
});

describe('editing, disabling and listing coupons', () => {
  it('edits only the fields sent, and checks them against the stored coupon', async () => {
    const coupon = await createCoupon({ code: uniqueCode('Edit'), kind: 'percent', percent: 10 });
    const edited = await call('PATCH', `/coupons/${coupon.id}`, {
      percent: 20,
      validFrom: '2020-01-01',
      validUntil: '2020-01-31',
      grantOnRegistration: true,
    });
    expect(edited.statusCode, edited.body).toBe(200);
    expect(edited.json()).toMatchObject({
      code: coupon.code,
      percent: 20,
      validFrom: '2020-01-01',
      validUntil: '2020-01-31',
      status: 'expired',
      grantOnRegistration: true,
    });

    const toFixed = await call('PATCH', `/coupons/${coupon.id}`, { kind: 'fixed' });
    expect(toFixed.statusCode).toBe(422);
    expect(toFixed.json().message).toBe('Enter the amount off in AED, more than 0.');

    const fixed = await call('PATCH', `/coupons/${coupon.id}`, { kind: 'fixed', amount: 25 });
    expect(fixed.json()).toMatchObject({ kind: 'fixed', amount: 25, percent: null });

    const cleared = await call('PATCH', `/coupons/${coupon.id}`, {
      validFrom: null,
      validUntil: null,
    });
    expect(cleared.json()).toMatchObject({ validFrom: null, validUntil: null, status: 'active' });

    const unknownField = await call('PATCH', `/coupons/${coupon.id}`, { usesCount: 0 });
    expect(unknownField.statusCode).toBe(422);
    expect((await call('PATCH', '/coupons/999999', { percent: 5 })).statusCode).toBe(404);
  });

  it('refuses a save made from an older copy than the stored coupon (409), losing nothing', async () => {
    const coupon = await createCoupon({ code: uniqueCode('Stale'), kind: 'percent', percent: 10 });
    const first = await call('PATCH', `/coupons/${coupon.id}`, {
      percent: 15,
      updatedAt: coupon.updatedAt,
    });
    expect(first.statusCode, first.body).toBe(200);
    const second = await call('PATCH', `/coupons/${coupon.id}`, {
      percent: 50,
      updatedAt: coupon.updatedAt,
    });
    expect(second.statusCode).toBe(409);
    expect(second.json().message).toBe(
      'This coupon was changed by someone else. Reload to see their changes.',
    );
    const stored = (await call('GET', `/coupons/${coupon.id}`)).json();
    expect(stored.percent).toBe(15);
    const fresh = await call('PATCH', `/coupons/${coupon.id}`, {
      percent: 50,
      updatedAt: stored.updatedAt,
    });
    expect(fresh.json().percent).toBe(50);
  });

  it('keeps its own code when re-cased, and refuses another coupon’s', async () => {
    const mine = await createCoupon({ code: uniqueCode('mine'), kind: 'percent', percent: 10 });
    const theirs = await createCoupon({ code: uniqueCode('Theirs'), kind: 'percent', percent: 10 });
    const recased = await call('PATCH', `/coupons/${mine.id}`, { code: mine.code.toUpperCase() });
    expect(recased.json().code).toBe(mine.code.toUpperCase());
    const taken = await call('PATCH', `/coupons/${mine.id}`, { code: theirs.code.toLowerCase() });
    expect(taken.statusCode).toBe(422);
    expect(taken.json().errors.code).toEqual([
      `The code ${theirs.code.toLowerCase()} is already used by the coupon ${theirs.code}: codes are the same whatever the case.`,
    ]);
  });

  it('disables and enables a coupon, once each', async () => {
    const coupon = await createCoupon({ code: uniqueCode('Toggle'), kind: 'free_delivery' });
    const disabled = await call('POST', `/coupons/${coupon.id}/disable`);
    expect(disabled.json()).toMatchObject({
      isActive: false,
      status: 'disabled',
      statusLabel: 'Disabled',
    });
    const again = await call('POST', `/coupons/${coupon.id}/disable`);
    expect(again.statusCode).toBe(409);
    expect(again.json()).toEqual({ message: 'This coupon is already disabled.' });
    const enabled = await call('POST', `/coupons/${coupon.id}/enable`);
    expect(enabled.json()).toMatchObject({ isActive: true, status: 'active' });
  });

  it('lists coupons with their status, standing uses and discounted revenue; filters and searches', async () => {
    const code = uniqueCode('Listed');
    const coupon = await createCoupon({ code, kind: 'fixed', amount: 20, usageLimit: 2 });
    await useCoupon(coupon.id, customer, { totalFils: 18000, discountFils: 2000 });
    await useCoupon(coupon.id, otherCustomer, {
      totalFils: 9000,
      discountFils: 2000,
      released: true,
    });

    const search = await call('GET', `/coupons?q=${code.toLowerCase()}`, undefined, member);
    expect(search.statusCode).toBe(200);
    expect(search.json()).toMatchObject({ total: 1, page: 1, lastPage: 1 });
    expect(search.json().items[0]).toMatchObject({
      id: coupon.id,
      code,
      status: 'active',
      usesCount: 1,
      usageLimit: 2,
      discountedRevenue: 180,
      discountGiven: 20,
    });

    await useCoupon(coupon.id, otherCustomer, { totalFils: 5000, discountFils: 2000 });
    const usedUp = (await call('GET', `/coupons?status=used_up&q=${code}`)).json();
    expect(usedUp.items).toHaveLength(1);
    expect(usedUp.items[0]).toMatchObject({
      status: 'used_up',
      statusLabel: 'Used up',
      usesCount: 2,
      discountedRevenue: 230,
      discountGiven: 40,
    });
    expect((await call('GET', `/coupons?status=active&q=${code}`)).json().total).toBe(0);
    expect((await call('GET', '/coupons?status=lost')).statusCode).toBe(422);

    const lowered = await call('PATCH', `/coupons/${coupon.id}`, { usageLimit: 1 });
    expect(lowered.statusCode).toBe(422);
    expect(lowered.json().errors.usageLimit).toEqual([
      'This coupon has been used 2 times: the total-use limit cannot be lower.',
    ]);
  });
});

describe('uses and the CSV export', () => {
  it('pages the uses with order, customer, discount, total and whether they stand', async () => {
    const coupon = await createCoupon({ code: uniqueCode('Uses'), kind: 'percent', percent: 10 });
    const standing = await useCoupon(coupon.id, customer, { totalFils: 45000, discountFils: 5000 });
    const released = await useCoupon(coupon.id, otherCustomer, {
      totalFils: 1800,
      discountFils: 200,
      released: true,
    });
    const page = (
      await call('GET', `/coupons/${coupon.id}/uses?pageSize=1`, undefined, member)
    ).json();
    expect(page).toMatchObject({ total: 2, page: 1, pageSize: 1, lastPage: 2 });
    expect(page.items[0]).toMatchObject({
      orderId: released.id,
      orderNumber: released.orderNumber,
      customerName: 'Omar Saleh',
      customerEmail: otherCustomer.email,
      discount: 2,
      orderTotal: 18,
      released: true,
    });
    const second = (await call('GET', `/coupons/${coupon.id}/uses?pageSize=1&page=2`)).json();
    expect(second.items[0]).toMatchObject({
      orderNumber: standing.orderNumber,
      customerName: 'Mariam Haddad',
      discount: 50,
      orderTotal: 450,
      released: false,
      releasedAt: null,
    });
  });

  it('exports the uses as CSV, Dubai times, AED amounts', async () => {
    const code = uniqueCode('Csv');
    const coupon = await createCoupon({ code, kind: 'fixed', amount: 15 });
    const order = await useCoupon(coupon.id, customer, { totalFils: 123450, discountFils: 1500 });
    const response = await call('GET', `/coupons/${coupon.id}/uses.csv`, undefined, member);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(response.headers['content-disposition']).toBe(
      `attachment; filename="coupon-${code}-uses.csv"`,
    );
    const lines = response.body.trimEnd().split('\r\n');
    expect(lines[0]).toBe(
      'Order,Customer,Email,Used at,Discount (AED),Order total (AED),Use,Released at',
    );
    expect(lines).toHaveLength(2);
    expect(lines[1]).toMatch(
      new RegExp(
        `^${order.orderNumber},Mariam Haddad,${customer.email.replace('.', '\\.')},\\d{4}-\\d{2}-\\d{2}T\\d{2}:\\d{2}:\\d{2}\\+04:00,15\\.00,1234\\.50,Standing,$`,
      ),
    );
    expect((await call('GET', '/coupons/999999/uses.csv')).statusCode).toBe(404);
  });
});

describe('a real checkout with a coupon made here', () => {
  it('counts the order in the coupon’s uses and discounted revenue', async () => {
    const code = uniqueCode('Real');
    const coupon = await createCoupon({ code, kind: 'fixed', amount: 10, usageLimit: 5 });
    const buyer = await createCustomer(shop, 'Hessa Kareem');
    const productId = await addOneSizeProduct(shop.database.db, `Coupon Rope ${Date.now()}`, 5);
    await addToCart(shop, buyer, productId, 1);
    const placed = await placeCodOrder(shop, buyer, {
      coupon_code: code.toLowerCase(),
      customer_info: { ...customerInfo, email: buyer.email },
    });
    expect(placed.statusCode, placed.body).toBeLessThan(300);
    const [order] = await shop.database.db.select().from(orders).where(eq(orders.userId, buyer.id));
    expect(order!.discountFils).toBe(1000);

    const listed = (await call('GET', `/coupons?q=${code}`)).json().items[0];
    expect(listed).toMatchObject({
      usesCount: 1,
      usageLimit: 5,
      discountGiven: 10,
      discountedRevenue: order!.totalFils / 100,
    });
    const uses = (await call('GET', `/coupons/${coupon.id}/uses`)).json();
    expect(uses.items).toEqual([
      expect.objectContaining({
        orderId: order!.id,
        orderNumber: order!.orderNumber,
        customerId: buyer.id,
        discount: 10,
        orderTotal: order!.totalFils / 100,
        released: false,
      }),
    ]);
  });
});

describe('giving a coupon to a customer', () => {
  it('gives it by e-mail (whatever the case) or number, once; lists and removes grants', async () => {
    const coupon = await createCoupon({
      code: uniqueCode('Gift'),
      kind: 'fixed',
      amount: 50,
      grantedOnly: true,
    });
    const byEmail = await call('POST', `/coupons/${coupon.id}/grants`, {
      customer: customer.email.toUpperCase(),
    });
    expect(byEmail.statusCode, byEmail.body).toBe(200);
    expect(byEmail.json()).toMatchObject({
      created: true,
      grant: { id: customer.id, name: 'Mariam Haddad', email: customer.email, uses: 0 },
    });
    const again = await call('POST', `/coupons/${coupon.id}/grants`, { customer: customer.email });
    expect(again.json()).toMatchObject({ created: false, grant: { id: customer.id } });
    const byNumber = await call('POST', `/coupons/${coupon.id}/grants`, {
      customer: String(otherCustomer.id),
    });
    expect(byNumber.json()).toMatchObject({ created: true, grant: { id: otherCustomer.id } });

    const grants = (await call('GET', `/coupons/${coupon.id}/grants`, undefined, member)).json();
    expect(grants.total).toBe(2);
    expect(grants.items.map((grant: { id: number }) => grant.id).sort()).toEqual(
      [customer.id, otherCustomer.id].sort(),
    );
    expect((await call('GET', `/coupons/${coupon.id}`)).json().grantsCount).toBe(2);

    const removed = await call('DELETE', `/coupons/${coupon.id}/grants/${otherCustomer.id}`);
    expect(removed.statusCode).toBe(200);
    expect(removed.json().grantsCount).toBe(1);
    const gone = await call('DELETE', `/coupons/${coupon.id}/grants/${otherCustomer.id}`);
    expect(gone.statusCode).toBe(404);
    expect(gone.json()).toEqual({ message: 'This customer was not given this coupon.' });
  });

  it('needs a customer who exists', async () => {
    const coupon = await createCoupon({ code: uniqueCode('Nobody'), kind: 'free_delivery' });
    const cases: [string, string][] = [
      ['nobody@example.ae', 'No customer has the e-mail address nobody@example.ae.'],
      ['999999', 'No customer has the number 999999.'],
      ['Mariam', "Enter the customer's e-mail address or customer number."],
      ['', "Enter the customer's e-mail address or customer number."],
    ];
    for (const [who, message] of cases) {
      const response = await call('POST', `/coupons/${coupon.id}/grants`, { customer: who });
      expect([who, response.statusCode]).toEqual([who, 422]);
      expect(response.json().errors.customer).toEqual([message]);
    }
    const noCoupon = await call('POST', '/coupons/999999/grants', { customer: customer.email });
    expect(noCoupon.statusCode).toBe(404);
    expect(noCoupon.json()).toEqual({ message: 'No coupon has this id.' });
  });
});

describe('who may do what', () => {
  it('lets staff read coupons, uses and grants, and only the owner write them', async () => {
    const coupon = await createCoupon({ code: uniqueCode('Access'), kind: 'percent', percent: 5 });
    for (const url of [
      '/coupons',
      `/coupons/${coupon.id}`,
      `/coupons/${coupon.id}/uses`,
      `/coupons/${coupon.id}/uses.csv`,
      `/coupons/${coupon.id}/grants`,
    ]) {
      expect([url, (await call('GET', url, undefined, member)).statusCode]).toEqual([url, 200]);
    }
    const writes: [Parameters<typeof call>[0], string, Record<string, unknown>?][] = [
      ['POST', '/coupons', { code: uniqueCode('Staff'), kind: 'percent', percent: 5 }],
      ['PATCH', `/coupons/${coupon.id}`, { percent: 50 }],
      ['POST', `/coupons/${coupon.id}/disable`],
      ['POST', `/coupons/${coupon.id}/enable`],
      ['POST', `/coupons/${coupon.id}/grants`, { customer: customer.email }],
      ['DELETE', `/coupons/${coupon.id}/grants/${customer.id}`],
    ];
    for (const [method, url, body] of writes) {
      const response = await call(method, url, body, member);
      expect([method, url, response.statusCode]).toEqual([method, url, 403]);
      expect(response.json()).toEqual({ message: 'Only the shop owner can do this.' });
    }
    const asCustomer = await call('GET', '/coupons', undefined, customer);
    expect(asCustomer.statusCode).toBe(401);
    const createAsCustomer = await call(
      'POST',
      '/coupons',
      { code: 'NOPE1', kind: 'free_delivery' },
      customer,
    );
    expect(createAsCustomer.statusCode).toBe(401);
    expect((await call('GET', `/coupons/${coupon.id}`)).json().percent).toBe(5);
  });
});
