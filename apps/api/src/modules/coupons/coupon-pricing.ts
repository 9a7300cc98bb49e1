import { formatShopMoment } from '@petshop/contracts/shop-time';
import { formatFils } from '../../lib/money.ts';

/**
 * What a coupon gives and on what terms (issue 32, decision 122): the pricing rules alone, with no
 * database, so a table of cases can prove them. The checkout prices the cart, asks this for the
 * discount, and only then counts the use (a conditional UPDATE of the coupon's row).
 */
export interface CouponTerms {
  kind: 'percent' | 'fixed' | 'free_delivery';
  /** 1–100, for `percent`. */
  percent: number | null;
  /** For `fixed`. */
  amountFils: number | null;
  minSubtotalFils: number;
  startsAt: Date | null;
  endsAt: Date | null;
  usageLimit: number | null;
  usesCount: number;
  perCustomerLimit: number | null;
  /** Scope: every list given must match a line (all empty: the whole cart). */
  petTypes: readonly string[];
  productTypeIds: readonly number[];
  productIds: readonly number[];
  firstOrderOnly: boolean;
  /** Whether lines sold below their list price (an offer) count toward the discount. */
  saleItemsCount: boolean;
}

/** A cart line as the coupon sees it. */
export interface CouponLine {
  productId: number;
  productTypeId: number | null;
  /** The product's pet type codes (DOG, CAT …). */
  petTypes: readonly string[];
  /** The unit charged and its list price: below the list price, the line is on sale. */
  unitFils: number;
  listFils: number;
  totalFils: number;
}

/** The customer and the moment: what the per-customer and first-order rules need. */
export interface CouponContext {
  now: Date;
  subtotalFils: number;
  shippingFils: number;
  /** The customer's uses of this coupon that stand (not given back). */
  customerUses: number;
  /** The customer's orders placed before this one (any coupon, any payment), cancelled aside. */
  customerOrders: number;
}

export type CouponOutcome =
  | {
      ok: true;
      /** Fils off the order: never more than the eligible lines (or the delivery fee). */
      discountFils: number;
      /** The lines' total the discount was computed on. */
      eligibleFils: number;
      /**
       * Each line's share of the discount (in the lines' order), adding up to it for a percent or
       * fixed coupon; all 0 for free delivery (the delivery fee's). A refund of a line's units
       * gives back what was paid for them.
       */
      lineDiscountsFils: number[];
    }
  | { ok: false; reason: string };

/** What each refusal says: the customer reads it under the coupon field. */
export const COUPON_REFUSALS = {
  unknown: 'This coupon code does not exist. Check it and try again.',
  notYet: (startsAt: Date) => `This coupon can be used from ${formatShopMoment(startsAt)}.`,
  expired: (endsAt: Date) => `This coupon expired on ${formatShopMoment(endsAt)}.`,
  usedUp: 'This coupon has been used up.',
  alreadyUsed: 'You have already used this coupon.',
  firstOrder: 'This coupon is for a first order only.',
  minimum: (minFils: number) =>
    `This coupon needs an order of at least ${formatFils(minFils)} before delivery.`,
  notForTheseProducts: 'This coupon does not apply to the products in your cart.',
  deliveryFree: 'Delivery is already free for this order, so this coupon gives nothing more.',
} as const;

/** Whether a line is one the coupon's scope and sale rule let in. */
export function lineIsEligible(terms: CouponTerms, line: CouponLine): boolean {
  if (terms.productIds.length > 0 && !terms.productIds.includes(line.productId)) return false;
  if (
    terms.productTypeIds.length > 0 &&
    (line.productTypeId === null || !terms.productTypeIds.includes(line.productTypeId))
  ) {
    return false;
  }
  if (terms.petTypes.length > 0 && !line.petTypes.some((pet) => terms.petTypes.includes(pet))) {
    return false;
  }
  if (!terms.saleItemsCount && line.unitFils < line.listFils) return false;
  return true;
}

/**
 * Shares `discountFils` among the eligible lines in proportion to their totals, in whole fils:
 * each its rounded-down share, then the fils left one each to the largest remainders (the
 * earlier line first on a tie), so the shares add up to the discount exactly.
 */
export function shareDiscount(
  discountFils: number,
  lines: readonly { totalFils: number; eligible: boolean }[],
): number[] {
  const eligibleFils = lines.reduce((sum, line) => sum + (line.eligible ? line.totalFils : 0), 0);
  if (eligibleFils === 0 || discountFils === 0) return lines.map(() => 0);
  const exact = lines.map((line) =>
    line.eligible ? (discountFils * line.totalFils) / eligibleFils : 0,
  );
  const shares = exact.map(Math.floor);
  let left = discountFils - shares.reduce((sum, share) => sum + share, 0);
  const byRemainder = exact
    .map((value, index) => ({ index, remainder: value - Math.floor(value) }))
    .filter(({ index }) => lines[index]!.eligible)
    .sort((a, b) => b.remainder - a.remainder || a.index - b.index);
  for (const { index } of byRemainder) {
    if (left === 0) break;
    shares[index]! += 1;
    left -= 1;
  }
  return shares;
}

/**
 * The discount a coupon gives this cart, or why it gives none. The checks run in the order a
 * customer can act on: when it may be used, whether uses are left, whether this customer may,
 * then what the cart holds.
 */
export function priceCoupon(
  terms: CouponTerms,
  lines: readonly CouponLine[],
  context: CouponContext,
): CouponOutcome {
  const refuse = (reason: string): CouponOutcome => ({ ok: false, reason });
  if (terms.startsAt && context.now < terms.startsAt) {
    return refuse(COUPON_REFUSALS.notYet(terms.startsAt));
  }
  if (terms.endsAt && context.now >= terms.endsAt) {
    return refuse(COUPON_REFUSALS.expired(terms.endsAt));
  }
  if (terms.usageLimit !== null && terms.usesCount >= terms.usageLimit) {
    return refuse(COUPON_REFUSALS.usedUp);
  }
  if (terms.perCustomerLimit !== null && context.customerUses >= terms.perCustomerLimit) {
    return refuse(COUPON_REFUSALS.alreadyUsed);
  }
  if (terms.firstOrderOnly && context.customerOrders > 0) {
    return refuse(COUPON_REFUSALS.firstOrder);
  }
  if (context.subtotalFils < terms.minSubtotalFils) {
    return refuse(COUPON_REFUSALS.minimum(terms.minSubtotalFils));
  }
  const eligible = lines.map((line) => lineIsEligible(terms, line));
  const eligibleFils = lines.reduce(
    (sum, line, index) => sum + (eligible[index] ? line.totalFils : 0),
    0,
  );
  if (eligibleFils === 0) return refuse(COUPON_REFUSALS.notForTheseProducts);
  const onLines = (discountFils: number): CouponOutcome => ({
    ok: true,
    discountFils,
    eligibleFils,
    lineDiscountsFils: shareDiscount(
      discountFils,
      lines.map((line, index) => ({ totalFils: line.totalFils, eligible: eligible[index]! })),
    ),
  });

  switch (terms.kind) {
    case 'percent':
      // Rounded to the fils, halves up: 15% of AED 0.10 is 2 fils.
      return onLines(
        Math.min(eligibleFils, Math.round((eligibleFils * (terms.percent ?? 0)) / 100)),
      );
    case 'fixed':
      return onLines(Math.min(eligibleFils, terms.amountFils ?? 0));
    case 'free_delivery':
      if (context.shippingFils === 0) return refuse(COUPON_REFUSALS.deliveryFree);
      return {
        ok: true,
        discountFils: context.shippingFils,
        eligibleFils,
        lineDiscountsFils: lines.map(() => 0),
      };
  }
}
