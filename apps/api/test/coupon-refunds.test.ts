import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { coupons, orderItems, orders } from '../src/db/schema.ts';
import { shareDiscount } from '../src/modules/coupons/coupon-pricing.ts';
import { lineRefundFils } from '../src/modules/refunds/refunds.service.ts';
import { createTestShop, type TestShop } from './helpers/app.ts';
import { addOneSizeProduct, seedTestCatalog } from './helpers/catalog-fixtures.ts';
import { createCustomer } from './helpers/customers.ts';
import { markCashCollected, refund } from './helpers/refunds.ts';
import { addToCart, placeCodOrder } from './helpers/shopping.ts';
import { staffSession, type TestStaff } from './helpers/staff.ts';

/**
 * Issue 32: an order's coupon discount is shared among its lines, so a refund gives back what was
 * paid for the units refunded, never their price before the discount; a free-delivery coupon's
 * discount is the delivery fee's, so no fee is left to refund.
 */
describe('shareDiscount and lineRefundFils', () => {
  it('shares a discount in proportion, in whole fils adding up to it', () => {
    expect(
      shareDiscount(1_000, [
        { totalFils: 3_000, eligible: true },
        { totalFils: 5_000, eligible: false },
        { totalFils: 3_000, eligible: true },
        { totalFils: 3_000, eligible: true },
      ]),
    ).toEqual([334, 0, 333, 333]);
    expect(shareDiscount(0, [{ totalFils: 10, eligible: true }])).toEqual([0]);
  });

  it('gives back every fils paid for a line however its units are refunded', () => {
    const line = { unitPriceFils: 1_000, quantity: 3, refundedQuantity: 0, discountFils: 100 };
    expect(lineRefundFils(line, 3)).toBe(2_900);
    const first = lineRefundFils(line, 1);
    const second = lineRefundFils({ ...line, refundedQuantity: 1 }, 1);
    const third = lineRefundFils({ ...line, refundedQuantity: 2 }, 1);
    expect([first, second, third]).toEqual([967, 967, 966]);
    expect(first + second + third).toBe(2_900);
  });
});

let shop: TestShop;
let staff: TestStaff;
beforeAll(async () => {
  shop = await createTestShop({ DELIVERY_FEE_AED: '15', FREE_DELIVERY_FROM_AED: '500' });
  await seedTestCatalog(shop.database.db);
  staff = await staffSession(shop.app, shop.database, { permissions: ['refunds'] });
});
afterAll(() => shop.close());

/** A paid cash order of two toys (AED 95 each) and one bowl (AED 95) with `code`. */
async function paidOrderWith(code: string) {
  const customer = await createCustomer(shop);
  const toy = await addOneSizeProduct(shop.database.db, `Chew Toy ${code}`, 10);
  const bowl = await addOneSizeProduct(shop.database.db, `Bowl ${code}`, 10);
  await addToCart(shop, customer, toy, 2);
  await addToCart(shop, customer, bowl, 1);
  const placed = await placeCodOrder(shop, customer, { coupon_code: code });
  expect(placed.statusCode, placed.body).toBe(201);
  const orderId = placed.json().order.id as number;
  await markCashCollected(shop, orderId);
  const lines = await shop.database.db
    .select()
    .from(orderItems)
    .where(eq(orderItems.orderId, orderId))
    .orderBy(orderItems.id);
  const [order] = await shop.database.db.select().from(orders).where(eq(orders.id, orderId));
  return { orderId, order: order!, lines };
}

describe('refunds of a discounted order', () => {
  it('give back what each line was paid, and the whole order adds up to its total', async () => {
    await shop.database.db
      .insert(coupons)
      .values({ code: 'TENOFF', kind: 'fixed', amountFils: 1_000 });
    const { orderId, order, lines } = await paidOrderWith('TENOFF');
    expect(order.discountFils).toBe(1_000);
    expect(lines.map((line) => line.discountFils)).toEqual([667, 333]);
    expect(order.totalFils).toBe(19_000 + 9_500 + 1_500 - 1_000);

    // The overview shows what refunding 1 or 2 toys gives back.
    const overview = await shop.app.inject({
      method: 'GET',
      url: `/api/admin/orders/${orderId}/refunds`,
      headers: staff.headers,
    });
    expect(overview.statusCode, overview.body).toBe(200);
    expect(overview.json().lines[0].refundFor).toEqual([91.67, 183.33]);

    const oneToy = await refund(shop, staff, orderId, {
      reason: 'Torn',
      lines: [{ orderItemId: lines[0]!.id, quantity: 1 }],
    });
    expect(oneToy.statusCode, oneToy.body).toBe(201);
    expect(oneToy.json().refund.amount).toBe(91.67);

    const rest = await refund(shop, staff, orderId, {
      reason: 'Changed their mind',
      lines: [
        { orderItemId: lines[0]!.id, quantity: 1 },
        { orderItemId: lines[1]!.id, quantity: 1 },
      ],
      shipping: true,
    });
    expect(rest.statusCode, rest.body).toBe(201);
    const [after] = await shop.database.db.select().from(orders).where(eq(orders.id, orderId));
    expect(after!.refundedFils).toBe(order.totalFils);
    expect(after!.paymentStatus).toBe('refunded');

    // The accountant's CSV names the coupon beside the discount.
    const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Dubai' }).format(new Date());
    const csv = await shop.app.inject({
      method: 'GET',
      url: `/api/admin/orders/export.csv?from=${today}&to=${today}`,
      headers: staff.headers,
    });
    expect(csv.statusCode).toBe(200);
    const [header, ...rows] = csv.body.trim().split('\r\n');
    const columns = header!.split(',');
    const row = rows.find((line) => line.startsWith(`${after!.orderNumber},`))!.split(',');
    expect(row[columns.indexOf('discount_aed')]).toBe('10.00');
    expect(row[columns.indexOf('coupon_code')]).toBe('TENOFF');
  });

  it('leave no delivery fee to refund when a free-delivery coupon paid it', async () => {
    await shop.database.db.insert(coupons).values({ code: 'SHIPFREE', kind: 'free_delivery' });
    const { orderId, order, lines } = await paidOrderWith('SHIPFREE');
    expect(order.discountFils).toBe(1_500);
    expect(lines.map((line) => line.discountFils)).toEqual([0, 0]);
    const fee = await refund(shop, staff, orderId, { reason: 'Late', shipping: true });
    expect(fee.statusCode).toBe(422);
    expect(fee.json().errors.shipping).toEqual([
      'There is no delivery fee left to refund on this order.',
    ]);
    const everything = await refund(shop, staff, orderId, {
      reason: 'Wrong items',
      lines: lines.map((line) => ({ orderItemId: line.id, quantity: line.quantity })),
    });
    expect(everything.statusCode, everything.body).toBe(201);
    expect(everything.json().refund.amount).toBe(285);
  });
});
