import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/client.ts';
import { AppError } from '../../plugins/errors.ts';
import { takePurchasedLines } from '../cart/cart.repo.ts';
import { releaseCouponUse } from '../coupons/coupons.service.ts';
import { releaseStock } from '../inventory/inventory.service.ts';
import { enqueueMails } from '../mail/mail.repo.ts';
import type { Mailer } from '../mail/mail.service.ts';
import { closedCheckoutPaidMails, orderPlacedMails } from '../orders/order-mails.ts';
import { findOrderWithItems, type NewOrder, type OrderRow } from '../orders/orders.repo.ts';
import {
  awaitsDeliveryDetails,
  estimatedDelivery,
  missingDetails,
  takeOrderNumber,
  updateOrder,
  type DeliveryRules,
} from '../orders/orders.service.ts';
import type { PaymentProvider, ProviderSessionState } from './payment-provider.ts';
import {
  findAwaitingPaymentOrders,
  findOrderById,
  findOrderBySession,
  findStaleAwaitingOrders,
} from './payments.repo.ts';
import type { ShopContact } from '../mail/shop-contact.ts';

/** Stripe's shortest allowed session life; a held reservation lapses with it. */
export const CHECKOUT_SESSION_MINUTES = 30;
/** A card order with no provider session this long after it started lost its process. */
export const SESSIONLESS_GRACE_SECONDS = 60;

/** Statuses of an order whose money has been settled one way or the other. */
export const SETTLED = new Set<OrderRow['paymentStatus']>(['paid', 'refunded', 'refund_due']);

export interface PaymentsOptions {
  db: Db;
  provider: PaymentProvider;
  mailer: Mailer;
  log: FastifyBaseLogger;
  shop: ShopContact;
  delivery: DeliveryRules;
}

/**
 * Card payments after the checkout: settling a paid session (placing its order, or refunding a
 * checkout that had closed), cancelling unpaid ones (their units go back), closing provider
 * sessions, and sweeping checkouts abandoned without a word from the provider.
 */
export function createPaymentsService(options: PaymentsOptions) {
  const { db, provider, mailer, log, shop, delivery } = options;

  /**
   * The order a provider session belongs to: by the session id it was given, or, for a session
   * the process never got to record (it stopped just after opening it), by the order id the
   * provider carries back, when that order has no other session.
   */
  async function orderOfSession(tx: Db, state: ProviderSessionState) {
    const bySession = await findOrderBySession(tx, state.id, true);
    if (bySession || state.orderId === null) return bySession;
    const byId = await findOrderById(tx, state.orderId, true);
    return byId && byId.paymentMethod === 'card' && byId.checkoutSessionId === null
      ? byId
      : undefined;
  }

  /**
   * Money paid for a checkout that had closed goes back through the provider; when the provider
   * cannot be reached the order stays `refund_due` and the shop is told to refund it by hand.
   */
  async function refundClosedCheckout(order: OrderRow, state: ProviderSessionState) {
    let refunded = false;
    try {
      const refundId = await provider.refund({
        payment: state,
        amountFils: state.amountFils ?? order.totalFils,
        // One refund per session, however often a replayed event asks for it.
        idempotencyKey: `refund-${state.id}`,
        reference: `checkout-${order.id}`,
      });
      refunded = true;
      log.warn({ orderId: order.id, session: state.id, refundId }, 'refunded a closed checkout');
    } catch (error) {
      log.error({ err: error, orderId: order.id }, 'refund of a closed checkout failed');
    }
    const updated = await db.transaction(async (tx) => {
      const row = await updateOrder(tx, order.id, {
        paymentStatus: refunded ? 'refunded' : 'refund_due',
        notes: refunded
          ? 'Paid after its checkout closed: refunded automatically.'
          : 'Paid after its checkout closed: refund due.',
      });
      const full = await findOrderWithItems(tx, order.id);
      await enqueueMails(tx, closedCheckoutPaidMails(full!, shop, { refunded }));
      return row;
    });
    mailer.kick();
    return updated;
  }

  /**
   * Settles a paid card session (a verified webhook, a retrieved session, the simulated page):
   * the first settlement wins and later ones change nothing. An order still awaiting payment is
   * placed; one whose checkout had closed meanwhile is never placed: its money is refunded.
   */
  async function markPaid(state: ProviderSessionState, extra: Partial<NewOrder> = {}) {
    let mailsQueued = false;
    const settled = await db.transaction(async (tx) => {
      const current = await orderOfSession(tx, state);
      if (!current) return undefined;
      if (SETTLED.has(current.paymentStatus)) {
        if (state.transactionId && state.transactionId !== current.transactionId) {
          log.warn(
            { orderId: current.id, kept: current.transactionId, ignored: state.transactionId },
            'a second settlement of a settled order changed nothing',
          );
        }
        return { order: current, refund: false };
      }
      if (
        state.amountFils !== current.totalFils ||
        (state.currency ?? current.currency) !== current.currency
      ) {
        log.error(
          { orderId: current.id, session: state.id },
          'paid amount differs from the order total',
        );
        throw new AppError(
          409,
          'The amount paid does not match the order. Please contact support.',
        );
      }
      const now = new Date();
      const fill = missingDetails(current, extra);
      if (current.status !== 'awaiting_payment') {
        // Replaced or lapsed: its stock went back and the cart may be another checkout's now.
        const row = await updateOrder(tx, current.id, {
          ...fill,
          paymentStatus: 'refund_due',
          paidAt: now,
          transactionId: state.transactionId,
          ...(current.checkoutSessionId ? {} : { checkoutSessionId: state.id }),
        });
        return { order: row, refund: true };
      }
      const updated = await updateOrder(tx, current.id, {
        ...fill,
        status: 'confirmed',
        paymentStatus: 'paid',
        paidAt: now,
        placedAt: now,
        transactionId: state.transactionId ?? `stripe_${state.id}`,
        estimatedDelivery: estimatedDelivery(
          now,
          fill.shippingEmirate ?? current.shippingEmirate,
          delivery,
        ),
        ...(current.checkoutSessionId ? {} : { checkoutSessionId: state.id }),
      });
      // Numbered now it is placed: a declined or abandoned card attempt takes no number.
      updated.orderNumber = await takeOrderNumber(tx, updated.id);
      const withItems = await findOrderWithItems(tx, updated.id);
      await takePurchasedLines(tx, updated.userId, withItems!.items);
      if (!awaitsDeliveryDetails(updated)) {
        await enqueueMails(tx, orderPlacedMails(withItems!, shop));
        mailsQueued = true;
      }
      return { order: updated, refund: false };
    });
    if (mailsQueued) mailer.kick();
    if (settled?.refund) return refundClosedCheckout(settled.order, state);
    return settled?.order;
  }

  /** Gives a never-paid card order's units (and coupon use) back and cancels it; a paid or placed one stays. */
  async function cancelUnpaid(tx: Db, orderId: number) {
    const order = await findOrderById(tx, orderId, true);
    if (!order || order.status !== 'awaiting_payment') return false;
    // Its coupon use goes back too (decision 122), before the stock, as every path locks them.
    await releaseCouponUse(tx, orderId);
    await releaseStock(tx, orderId);
    await updateOrder(tx, orderId, { status: 'cancelled', paymentStatus: 'failed' });
    return true;
  }

  /** Cancels the customer's card checkouts awaiting payment; answers their provider sessions. */
  async function cancelOpenCheckouts(tx: Db, userId: number) {
    const sessions: string[] = [];
    for (const open of await findAwaitingPaymentOrders(tx, userId)) {
      if ((await cancelUnpaid(tx, open.id)) && open.checkoutSessionId)
        sessions.push(open.checkoutSessionId);
    }
    return sessions;
  }

  /**
   * Closes provider sessions whose orders were just cancelled, so they cannot be paid; one paid
   * in the same moment is settled, which refunds it.
   */
  async function closeSessions(sessionIds: string[]) {
    for (const sessionId of sessionIds) {
      try {
        const state = await provider.expireSession(sessionId);
        if (state?.paid) await markPaid(state);
      } catch (error) {
        log.error({ err: error, session: sessionId }, 'could not close a replaced checkout');
      }
    }
  }

  return {
    markPaid,
    cancelUnpaid,
    cancelOpenCheckouts,
    closeSessions,

    /** The provider says the session ended unpaid (expired, declined, failed). */
    async markSessionUnpaid(sessionId: string) {
      await db.transaction(async (tx) => {
        const order = await findOrderBySession(tx, sessionId, true);
        if (order) await cancelUnpaid(tx, order.id);
      });
    },

    /**
     * Cancels card orders whose session lapsed without a word from the provider, and those that
     * never got a session (the process stopped in between) after a minute; their units go back.
     */
    async releaseAbandonedCheckouts(olderThanMinutes = CHECKOUT_SESSION_MINUTES + 5) {
      let released = 0;
      const now = Date.now();
      for (const stale of await findStaleAwaitingOrders(db, {
        startedBefore: new Date(now - olderThanMinutes * 60_000),
        sessionlessBefore: new Date(now - SESSIONLESS_GRACE_SECONDS * 1000),
      })) {
        const state = stale.checkoutSessionId
          ? await provider.retrieveSession(stale.checkoutSessionId)
          : undefined;
        if (state?.paid) {
          await markPaid(state);
          continue;
        }
        if (await db.transaction((tx) => cancelUnpaid(tx, stale.id))) released++;
        if (stale.checkoutSessionId) await closeSessions([stale.checkoutSessionId]);
      }
      return released;
    },
  };
}

export type PaymentsService = ReturnType<typeof createPaymentsService>;
