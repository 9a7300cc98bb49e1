import { describe, expect, it } from 'vitest';
import {
  priceCoupon,
  type CouponContext,
  type CouponLine,
  type CouponTerms,
} from '../src/modules/coupons/coupon-pricing.ts';

/** Issue 32: what a coupon takes off, and why it takes nothing, as a table of cases. */
const NOW = new Date('2026-12-10T08:00:00Z');

const terms = (change: Partial<CouponTerms> = {}): CouponTerms => ({
  kind: 'percent',
  percent: 10,
  amountFils: null,
  minSubtotalFils: 0,
  startsAt: null,
  endsAt: null,
  usageLimit: null,
  usesCount: 0,
  perCustomerLimit: null,
  petTypes: [],
  productTypeIds: [],
  productIds: [],
  firstOrderOnly: false,
  saleItemsCount: true,
  ...change,
});

/** Dog kibble (food, type 1) at AED 100 × 2, and a cat toy (type 2) on sale: AED 40 for 50. */
const KIBBLE: CouponLine = {
  productId: 11,
  productTypeId: 1,
  petTypes: ['DOG'],
  unitFils: 10_000,
  listFils: 10_000,
  totalFils: 20_000,
};
const CAT_TOY: CouponLine = {
  productId: 12,
  productTypeId: 2,
  petTypes: ['CAT'],
  unitFils: 4_000,
  listFils: 5_000,
  totalFils: 4_000,
};
const CART = [KIBBLE, CAT_TOY];

const context = (change: Partial<CouponContext> = {}): CouponContext => ({
  now: NOW,
  subtotalFils: 24_000,
  shippingFils: 1_500,
  customerUses: 0,
  customerOrders: 0,
  ...change,
});

describe('priceCoupon', () => {
  it.each([
    ['10% of the whole cart', terms(), CART, context(), 2_400],
    [
      'a fixed AED 30',
      terms({ kind: 'fixed', percent: null, amountFils: 3_000 }),
      CART,
      context(),
      3_000,
    ],
    [
      'free delivery: the fee',
      terms({ kind: 'free_delivery', percent: null }),
      CART,
      context(),
      1_500,
    ],
    ['10% of the dog lines only', terms({ petTypes: ['DOG'] }), CART, context(), 2_000],
    ['10% of one product type', terms({ productTypeIds: [2] }), CART, context(), 400],
    ['10% of one product', terms({ productIds: [12] }), CART, context(), 400],
    ['sale items left out', terms({ saleItemsCount: false }), CART, context(), 2_000],
    [
      'a fixed amount above the eligible lines stops at them',
      terms({ kind: 'fixed', percent: null, amountFils: 10_000, productIds: [12] }),
      CART,
      context(),
      4_000,
    ],
    ['100% of the cart, never more', terms({ percent: 100 }), CART, context(), 24_000],
    [
      'rounded to the fils, halves up (15% of AED 0.10 is 1.5 fils)',
      terms({ percent: 15 }),
      [{ ...KIBBLE, unitFils: 10, listFils: 10, totalFils: 10 }],
      context({ subtotalFils: 10 }),
      2,
    ],
    [
      'a minimum the subtotal meets exactly',
      terms({ minSubtotalFils: 24_000 }),
      CART,
      context(),
      2_400,
    ],
    [
      'a window it is in (from its first moment)',
      terms({ startsAt: NOW, endsAt: new Date(NOW.getTime() + 1) }),
      CART,
      context(),
      2_400,
    ],
  ])('%s', (_case, coupon, lines, at, discountFils) => {
    const outcome = priceCoupon(coupon, lines, at);
    expect(outcome).toMatchObject({ ok: true, discountFils });
  });

  it.each([
    [
      'not yet valid',
      terms({ startsAt: new Date('2026-12-15T06:00:00Z') }),
      context(),
      'This coupon can be used from 15 Dec 2026, 10:00.',
    ],
    [
      'expired (at its last moment)',
      terms({ endsAt: NOW }),
      context(),
      'This coupon expired on 10 Dec 2026, 12:00.',
    ],
    [
      'used up',
      terms({ usageLimit: 10, usesCount: 10 }),
      context(),
      'This coupon has been used up.',
    ],
    [
      'already used by this customer',
      terms({ perCustomerLimit: 1 }),
      context({ customerUses: 1 }),
      'You have already used this coupon.',
    ],
    [
      'a first order only',
      terms({ firstOrderOnly: true }),
      context({ customerOrders: 2 }),
      'This coupon is for a first order only.',
    ],
    [
      'below the minimum',
      terms({ minSubtotalFils: 25_000 }),
      context(),
      'This coupon needs an order of at least AED 250.00 before delivery.',
    ],
    [
      'nothing in scope',
      terms({ petTypes: ['BIRD'] }),
      context(),
      'This coupon does not apply to the products in your cart.',
    ],
    [
      'only sale items in scope, and they do not count',
      terms({ productIds: [12], saleItemsCount: false }),
      context(),
      'This coupon does not apply to the products in your cart.',
    ],
    [
      'free delivery when delivery is free already',
      terms({ kind: 'free_delivery', percent: null }),
      context({ shippingFils: 0 }),
      'Delivery is already free for this order, so this coupon gives nothing more.',
    ],
  ])('refuses %s, saying why', (_case, coupon, at, reason) => {
    expect(priceCoupon(coupon, CART, at)).toEqual({ ok: false, reason });
  });
});
