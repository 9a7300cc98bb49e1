import type { CouponCheckResponse } from '@petshop/contracts/coupons';
import type { DeliveryFee } from '@petshop/contracts/delivery';
import type { Database, Db } from '../../db/client.ts';
import type { SharedCounts } from '../../lib/shared-counts.repo.ts';
import { filsToAed } from '../../lib/money.ts';
import { AppError, ValidationError } from '../../plugins/errors.ts';
import { priceCustomerCart, type PricedCart } from '../checkout/cart-pricing.ts';
import {
  COUPON_REFUSALS,
  priceCoupon,
  type CouponLine,
  type CouponTerms,
} from './coupon-pricing.ts';
import {
  claimCouponUse,
  countPlacedOrders,
  countStandingUses,
  findCouponByCode,
  findProductScopes,
  hasCouponGrant,
  insertCouponUse,
  releaseCouponUseOf,
  type CouponRow,
} from './coupons.repo.ts';
import { presentCustomerCoupons } from './customer-coupons.service.ts';

/** Wrong codes a customer may try in a window before coupon checks pause (guessing). */
export const COUPON_GUESS_LIMIT = 10;
export const COUPON_GUESS_WINDOW_MS = 10 * 60_000;

export const couponGuessesPaused = (minutes: number) =>
  `Too many coupon codes that do not exist were tried. Please try again in ${minutes} minute${minutes === 1 ? '' : 's'}.`;

export const termsOf = (row: CouponRow): CouponTerms => ({
  kind: row.kind,
  percent: row.percent,
  amountFils: row.amountFils,
  minSubtotalFils: row.minSubtotalFils,
  startsAt: row.startsAt,
  endsAt: row.endsAt,
  usageLimit: row.usageLimit,
  usesCount: row.usesCount,
  perCustomerLimit: row.perCustomerLimit,
  petTypes: row.petTypes,
  productTypeIds: row.productTypeIds,
  productIds: row.productIds,
  firstOrderOnly: row.firstOrderOnly,
  saleItemsCount: row.saleItemsCount,
});

/** A refusal of the code `field` carried: a 422 whose message is the refusal's text. */
const refuse = (field: string, reason: string) => new ValidationError({ [field]: [reason] });

/** A coupon an order has counted: what goes on the order and its use. */
export interface ClaimedCoupon {
  couponId: number;
  code: string;
  discountFils: number;
  /** Each cart line's share of it (in the cart's order): what its order item stores. */
  lineDiscountsFils: number[];
}

/** The cart's lines as the coupon's scope sees them (their product type and pet types). */
async function couponLines(db: Db, cart: PricedCart): Promise<CouponLine[]> {
  const productIds = cart.items.flatMap((item) => (item.productId == null ? [] : [item.productId]));
  const scopes = await findProductScopes(db, [...new Set(productIds)]);
  return cart.items.map((item) => {
    const scope = item.productId == null ? undefined : scopes.get(item.productId);
    return {
      productId: item.productId ?? 0,
      productTypeId: scope?.productTypeId ?? null,
      petTypes: scope?.petTypes ?? [],
      unitFils: item.unitPriceFils,
      listFils: item.listFils,
      totalFils: item.lineTotalFils,
    };
  });
}

/** The discount the coupon gives the cart now for this customer, or the 422 saying why not. */
async function priceFor(
  tx: Db,
  row: CouponRow,
  userId: number,
  cart: PricedCart,
  field: string,
  usesCount = row.usesCount,
) {
  const [customerUses, customerOrders, lines] = [
    await countStandingUses(tx, row.id, userId),
    await countPlacedOrders(tx, userId),
    await couponLines(tx, cart),
  ];
  const outcome = priceCoupon({ ...termsOf(row), usesCount }, lines, {
    now: new Date(),
    subtotalFils: cart.subtotalFils,
    shippingFils: cart.shippingFils,
    customerUses,
    customerOrders,
  });
  if (!outcome.ok) throw refuse(field, outcome.reason);
  return outcome;
}

/**
 * Gives back an order's coupon use, in the transaction that cancels the order (staff cancel it,
 * or its card checkout ends unpaid); a refund keeps it (decision 122). Called before the order's
 * units go back, so every path locks the coupon's row before stock rows, as the checkout does.
 */
export const releaseCouponUse = (tx: Db, orderId: number) => releaseCouponUseOf(tx, orderId);

export interface CouponsOptions {
  database: Database;
  counts: SharedCounts;
  delivery: DeliveryFee;
}

/**
 * Coupons at checkout (issue 32, decision 122): a code found whatever its case (one given only to
 * some customers is unknown to the others), priced against the customer's own cart, and counted
 * by its row in the order's transaction. Wrong codes are counted per customer: past
 * COUPON_GUESS_LIMIT in COUPON_GUESS_WINDOW_MS, checks and checkouts with a code pause.
 */
export function createCouponsService(options: CouponsOptions) {
  const { database, counts, delivery } = options;
  const db = database.db;
  const guessKey = (userId: number) => `coupon-guess:user:${userId}`;

  /** 429 while the customer has tried too many wrong codes. */
  async function checkNotGuessing(userId: number) {
    const now = Date.now();
    const current = (await counts.read([guessKey(userId)], now)).get(guessKey(userId));
    if (current && current.count >= COUPON_GUESS_LIMIT) {
      throw new AppError(
        429,
        couponGuessesPaused(Math.max(1, Math.ceil((current.expiresAt - now) / 60_000))),
      );
    }
  }

  return {
    /**
     * The coupon a customer's code names, outside any transaction (the guess count is kept
     * apart from the order's): an unknown code, an inactive coupon or one given only to others
     * counts as a wrong guess and is refused.
     */
    async resolve(userId: number, code: string, field = 'coupon_code'): Promise<CouponRow> {
      await checkNotGuessing(userId);
      const row = await findCouponByCode(db, code.trim());
      const usable =
        row !== undefined &&
        row.isActive &&
        (!row.grantedOnly || (await hasCouponGrant(db, row.id, userId)));
      if (!usable) {
        await counts.add(guessKey(userId), 1, Date.now(), COUPON_GUESS_WINDOW_MS);
        throw refuse(field, COUPON_REFUSALS.unknown);
      }
      return row;
    },

    /**
     * POST /api/coupons/check: the customer's cart as the order would be charged with the code,
     * or the refusal. Counts nothing.
     */
    async check(userId: number, code: string): Promise<CouponCheckResponse> {
      const row = await this.resolve(userId, code, 'code');
      const cart = await priceCustomerCart(db, userId, delivery);
      const { discountFils } = await priceFor(db, row, userId, cart, 'code');
      const [coupon] = await presentCustomerCoupons(db, [row]);
      return {
        coupon: coupon!,
        subtotal: filsToAed(cart.subtotalFils),
        shipping: filsToAed(cart.shippingFils),
        discount: filsToAed(discountFils),
        total: filsToAed(cart.subtotalFils + cart.shippingFils - discountFils),
      };
    },

    /**
     * Counts a use of `row` for the cart about to become an order, in the order's transaction:
     * priced first (a refusal takes no lock), then the conditional UPDATE of the coupon's row,
     * then priced again under its lock with the customer's standing uses, so racing checkouts
     * neither pass the total limit nor the customer's. Any refusal rolls the whole order back.
     */
    async claim(tx: Db, userId: number, row: CouponRow, cart: PricedCart, code: string) {
      await priceFor(tx, row, userId, cart, 'coupon_code');
      const locked = await claimCouponUse(tx, row.id);
      if (!locked) throw refuse('coupon_code', COUPON_REFUSALS.usedUp);
      const { discountFils, lineDiscountsFils } = await priceFor(
        tx,
        locked,
        userId,
        cart,
        'coupon_code',
        locked.usesCount - 1,
      );
      return {
        couponId: row.id,
        code: code.trim(),
        discountFils,
        lineDiscountsFils,
      } satisfies ClaimedCoupon;
    },

    /** The order's use, once the order has its id (same transaction). */
    async recordUse(tx: Db, orderId: number, userId: number, claimed: ClaimedCoupon) {
      await insertCouponUse(tx, {
        couponId: claimed.couponId,
        orderId,
        userId,
        discountFils: claimed.discountFils,
      });
    },
  };
}

export type CouponsService = ReturnType<typeof createCouponsService>;
