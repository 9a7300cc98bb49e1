import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { couponGrants, couponUses, coupons, orders, productTypes } from '../src/db/schema.ts';
import { createTestShop, type TestShop } from './helpers/app.ts';
import { createCustomer } from './helpers/customers.ts';

/** Issue 32: the coupons given to a customer, in their profile, and the welcome coupon. */
let shop: TestShop;
beforeAll(async () => {
  shop = await createTestShop();
});
afterAll(() => shop.close());

type NewCoupon = typeof coupons.$inferInsert;
const DAY_MS = 24 * 60 * 60 * 1000;

async function addCoupon(coupon: Partial<NewCoupon> & { code: string }) {
  const [row] = await shop.database.db
    .insert(coupons)
    .values({ kind: 'percent', percent: 10, grantedOnly: true, ...coupon })
    .returning();
  return row!;
}

const grant = (couponId: number, userId: number) =>
  shop.database.db.insert(couponGrants).values({ couponId, userId });

const mine = (customer: { headers: Record<string, string> }) =>
  shop.app.inject({ method: 'GET', url: '/api/coupons', headers: customer.headers });

/** GET /api/profile's answer (spec §7: it may come wrapped as data). */
const profile = async (customer: { headers: Record<string, string> }) => {
  const body = (
    await shop.app.inject({ method: 'GET', url: '/api/profile', headers: customer.headers })
  ).json();
  return body.data ?? body.user ?? body;
};

describe('GET /api/coupons and the profile’s Active Coupons', () => {
  it('gives each new customer the welcome coupons, with their terms, and counts them', async () => {
    const [food] = await shop.database.db
      .select()
      .from(productTypes)
      .where(eq(productTypes.name, 'Food'));
    await addCoupon({
      code: 'WELCOME15',
      description: 'Welcome to the shop',
      percent: 15,
      minSubtotalFils: 10_000,
      petTypes: ['DOG'],
      productTypeIds: food ? [food.id] : [],
      grantOnRegistration: true,
      firstOrderOnly: true,
      endsAt: new Date('2099-12-31T19:59:00Z'),
    });
    await addCoupon({ code: 'OLDWELCOME', grantOnRegistration: true, isActive: false });

    const customer = await createCustomer(shop, 'Noor Khalid');
    const answer = await mine(customer);
    expect(answer.statusCode).toBe(200);
    expect(answer.headers['cache-control']).toBe('no-store');
    expect(answer.json()).toEqual({
      data: [
        {
          code: 'WELCOME15',
          description: 'Welcome to the shop',
          kind: 'percent',
          percent: 15,
          amount: null,
          min_subtotal: 100,
          ends_at: '2099-12-31T19:59:00.000Z',
          terms: `15% off dog ${food ? 'food' : 'products'}, on orders from AED 100.00, on a first order, until 31 Dec 2099, 23:59`,
        },
      ],
    });
    expect((await profile(customer)).coupons_count).toBe(1);
    expect((await shop.app.inject({ method: 'GET', url: '/api/coupons' })).statusCode).toBe(401);
    // Switched off, a welcome coupon is no longer given (nor listed).
    await shop.database.db
      .update(coupons)
      .set({ isActive: false })
      .where(eq(coupons.code, 'WELCOME15'));
    expect((await mine(customer)).json().data).toEqual([]);
    expect((await mine(await createCustomer(shop, 'Later Customer'))).json().data).toEqual([]);
  });

  it('lists only the coupons given to them that they can still use', async () => {
    const customer = await createCustomer(shop, 'Yusuf Amin');
    const other = await createCustomer(shop, 'Mona Saeed');
    const fixed = await addCoupon({
      code: 'SORRY30',
      kind: 'fixed',
      percent: null,
      amountFils: 3_000,
      perCustomerLimit: 1,
    });
    const delivery = await addCoupon({ code: 'FREESHIP', kind: 'free_delivery', percent: null });
    const expired = await addCoupon({ code: 'GONE', endsAt: new Date(Date.now() - DAY_MS) });
    const usedUp = await addCoupon({ code: 'ALLGONE', usageLimit: 1, usesCount: 1 });
    const theirs = await addCoupon({ code: 'THEIRS' });
    for (const coupon of [fixed, delivery, expired, usedUp]) await grant(coupon.id, customer.id);
    await grant(theirs.id, other.id);

    const codes = async () =>
      (await mine(customer)).json().data.map((coupon: { code: string }) => coupon.code);
    expect(await codes()).toEqual(['SORRY30', 'FREESHIP']);
    expect((await mine(customer)).json().data[0].terms).toBe('AED 30.00 off, once per customer');
    expect((await mine(customer)).json().data[1].terms).toBe('Free delivery');

    // Used once (its limit for them): gone from the list until the use is given back.
    const [order] = await shop.database.db
      .insert(orders)
      .values({
        userId: customer.id,
        status: 'pending',
        paymentMethod: 'cod',
        subtotalFils: 10_000,
        discountFils: 3_000,
        couponCode: 'SORRY30',
        totalFils: 7_000,
      })
      .returning({ id: orders.id });
    const [use] = await shop.database.db
      .insert(couponUses)
      .values({ couponId: fixed.id, orderId: order!.id, userId: customer.id, discountFils: 3_000 })
      .returning({ id: couponUses.id });
    expect(await codes()).toEqual(['FREESHIP']);
    expect((await profile(customer)).coupons_count).toBe(1);
    await shop.database.db
      .update(couponUses)
      .set({ releasedAt: new Date() })
      .where(eq(couponUses.id, use!.id));
    expect(await codes()).toEqual(['SORRY30', 'FREESHIP']);

    await shop.database.db
      .update(coupons)
      .set({ isActive: false })
      .where(eq(coupons.id, delivery.id));
    expect(await codes()).toEqual(['SORRY30']);
    expect((await profile(customer)).coupons_count).toBe(1);
  });
});
