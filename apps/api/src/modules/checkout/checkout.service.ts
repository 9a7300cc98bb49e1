import type {
  checkoutSessionRequestSchema,
  createOrderRequestSchema,
  Order,
} from '@petshop/contracts';
import type { FastifyBaseLogger } from 'fastify';
import type { z } from 'zod';
import { onSession, type Db } from '../../db/client.ts';
import type { ImageUrl } from '../../lib/image-url.ts';
import { chargedPriceFils, filsToAed } from '../../lib/money.ts';
import { AppError, NotFoundError, ValidationError } from '../../plugins/errors.ts';
import { findCartLines, lockCustomerCart, takeFromCart } from '../cart/cart.repo.ts';
import { enqueueMails } from '../mail/mail.repo.ts';
import type { Mailer } from '../mail/mail.service.ts';
import { closedCheckoutPaidMails, orderPlacedMails } from '../orders/order-mails.ts';
import { presentOrder } from '../orders/order-presenter.ts';
import {
  attachCheckoutSession,
  claimOrder,
  findAwaitingPaymentOrders,
  findOrderById,
  findOrderByIdempotencyKey,
  findOrderBySession,
  findOrderWithItems,
  findRecentCodOrder,
  findSizeStock,
  findStaleAwaitingOrders,
  findUnclaimedCardOrder,
  insertOrder,
  returnStock,
  takeStock,
  updateOrder,
  type NewOrder,
  type NewOrderItem,
  type OrderRow,
} from '../orders/orders.repo.ts';
import type { PaymentProvider, ProviderSessionState } from '../payments/payment-provider.ts';

/** Stripe's shortest allowed session life; a held reservation lapses with it. */
export const CHECKOUT_SESSION_MINUTES = 30;
/** A card order with no provider session this long after it started lost its process. */
export const SESSIONLESS_GRACE_SECONDS = 60;
/** A cash order post that finds the cart emptied by an order this recent is a retry of it. */
const RETRY_WINDOW_SECONDS = 120;
const DELIVERY_DAYS = 6;

type CheckoutInput = z.output<typeof checkoutSessionRequestSchema>;
type OrderInput = z.output<typeof createOrderRequestSchema>;

export interface CheckoutOptions {
  db: Db;
  provider: PaymentProvider;
  imageUrl: ImageUrl;
  mailer: Mailer;
  log: FastifyBaseLogger;
  shop: { shopName: string; supportEmail: string; supportPhone: string };
}

const sizeLabel = (name: string, size: string) =>
  size === 'One Size' ? name : `${name} (${size})`;
const addDays = (date: Date, days: number) => new Date(date.getTime() + days * 86_400_000);

/** Contact and address fields of an order, from whichever form the client sent them in. */
function customerFields(input: {
  customer_info?: OrderInput['customer_info'] | undefined;
  delivery_address?: OrderInput['delivery_address'] | undefined;
  shipping_address?: OrderInput['shipping_address'] | undefined;
}): Partial<NewOrder> {
  const address =
    input.delivery_address ??
    (typeof input.shipping_address === 'object' ? input.shipping_address : undefined);
  const joined = typeof input.shipping_address === 'string' ? input.shipping_address.trim() : '';
  const fields: Partial<NewOrder> = {};
  if (input.customer_info) {
    fields.customerName = input.customer_info.name;
    fields.customerEmail = input.customer_info.email;
    fields.customerPhone = input.customer_info.phone;
  }
  if (address) {
    fields.shippingStreet = address.street ?? address.addressLine1 ?? null;
    fields.shippingHouseNumber = address.houseNumber ?? address.addressLine2 ?? null;
    fields.shippingCity = address.city ?? null;
    fields.shippingState = address.state ?? address.city ?? null;
    fields.shippingPostalCode = address.zipCode ?? address.postalCode ?? null;
    fields.shippingCountry = address.country ?? null;
  } else if (joined) {
    // A client that only sends the joined line: keep it whole as the street line.
    fields.shippingStreet = joined.slice(0, 500);
  }
  return fields;
}

/** Spec §5: street, city and country are required (or one joined address line). */
function requireDeliveryAddress(fields: Partial<NewOrder>, joinedOnly: boolean) {
  const errors: Record<string, string[]> = {};
  if (!fields.shippingStreet) errors['delivery_address.street'] = ['The street field is required.'];
  if (!joinedOnly) {
    if (!fields.shippingCity) errors['delivery_address.city'] = ['The city field is required.'];
    if (!fields.shippingCountry)
      errors['delivery_address.country'] = ['The country field is required.'];
  }
  if (Object.keys(errors).length > 0) throw new ValidationError(errors);
}

export function createCheckoutService(options: CheckoutOptions) {
  const { db, provider, imageUrl, mailer, log, shop } = options;

  /** The customer's server-side cart, priced from the catalog as it is now. */
  async function priceCart(tx: Db, userId: number) {
    const lines = await findCartLines(onSession(tx), userId);
    if (lines.length === 0) throw new ValidationError({ items: ['Your cart is empty.'] });
    const unavailable = lines.filter((line) => !line.product.isActive);
    if (unavailable.length > 0) {
      throw new ValidationError({
        items: unavailable.map((line) => `${line.product.name} is no longer available.`),
      });
    }
    const items: (NewOrderItem & { label: string })[] = lines.map((line) => {
      const unitPriceFils = chargedPriceFils(line.product.priceFils, line.product.offerPriceFils);
      return {
        productId: line.productId,
        productSizeId: line.productSizeId,
        productName: line.product.name,
        description: line.product.description,
        sizeName: line.size.name,
        sku: line.product.sku,
        imagePath: line.product.images[0]?.path ?? null,
        unitPriceFils,
        quantity: line.quantity,
        lineTotalFils: unitPriceFils * line.quantity,
        label: sizeLabel(line.product.name, line.size.name),
      };
    });
    const subtotalFils = items.reduce((sum, item) => sum + item.lineTotalFils, 0);
    // Spec §9: shipping free, VAT 0 (prices include it), no discounts: total = subtotal.
    return { items, subtotalFils, totalFils: subtotalFils };
  }

  /** Takes every line's units or none: the first short line aborts the whole transaction. */
  async function reserveStock(
    tx: Db,
    items: { productSizeId?: number | null; quantity: number; label: string }[],
  ) {
    const ordered = [...items].sort((a, b) => (a.productSizeId ?? 0) - (b.productSizeId ?? 0));
    for (const item of ordered) {
      if (item.productSizeId == null)
        throw new ValidationError({ items: [`${item.label} is no longer available.`] });
      const left = await takeStock(tx, item.productSizeId, item.quantity);
      if (left === undefined) {
        const stock = await findSizeStock(tx, item.productSizeId);
        throw new ValidationError({
          items: [
            stock === 0 ? `${item.label} is out of stock.` : `Only ${stock} left of ${item.label}.`,
          ],
        });
      }
    }
  }

  /** A placed order's units leave the cart in the same transaction. */
  async function clearPurchasedLines(
    tx: Db,
    userId: number,
    items: { productSizeId: number | null; quantity: number }[],
  ) {
    for (const item of items) {
      if (item.productSizeId !== null)
        await takeFromCart(tx, userId, item.productSizeId, item.quantity);
    }
  }

  async function orderResult(orderId: number): Promise<Order> {
    const order = await findOrderWithItems(db, orderId);
    if (!order) throw new NotFoundError('Order not found');
    return presentOrder(order, imageUrl);
  }

  const CLOSED_CHECKOUT_REFUNDED =
    'This checkout was closed before your payment arrived, so the payment has been refunded. Please check out again.';
  const CLOSED_CHECKOUT_REFUND_DUE =
    'This checkout was closed before your payment arrived. We will refund the payment; please contact support.';
  /** Statuses of an order whose money has been settled one way or the other. */
  const SETTLED = new Set<OrderRow['paymentStatus']>(['paid', 'refunded', 'refund_due']);

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
      const refundId = await provider.refundPayment(state);
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
      const fill: Partial<NewOrder> = {};
      for (const [key, value] of Object.entries(extra) as [keyof NewOrder, unknown][]) {
        if (value != null && current[key as keyof OrderRow] == null)
          (fill as Record<string, unknown>)[key] = value;
      }
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
        estimatedDelivery: addDays(now, DELIVERY_DAYS),
        ...(current.checkoutSessionId ? {} : { checkoutSessionId: state.id }),
      });
      const withItems = await findOrderWithItems(tx, updated.id);
      await clearPurchasedLines(tx, updated.userId, withItems!.items);
      await enqueueMails(tx, orderPlacedMails(withItems!, shop));
      mailsQueued = true;
      return { order: updated, refund: false };
    });
    if (mailsQueued) mailer.kick();
    if (settled?.refund) return refundClosedCheckout(settled.order, state);
    return settled?.order;
  }

  /** Gives a never-paid card order's units back and cancels it; a paid or placed one stays. */
  async function cancelUnpaid(tx: Db, orderId: number) {
    const order = await findOrderById(tx, orderId, true);
    if (!order || order.status !== 'awaiting_payment') return false;
    await returnStock(tx, orderId);
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

  /** The answer for a card order that was paid but not placed. */
  function notPlaced(order: OrderRow): never {
    throw new AppError(
      409,
      order.paymentStatus === 'refunded' ? CLOSED_CHECKOUT_REFUNDED : CLOSED_CHECKOUT_REFUND_DUE,
    );
  }

  async function placedCardOrder(order: OrderRow, created: boolean) {
    await claimOrder(db, order.id);
    return { order: await orderResult(order.id), created };
  }

  return {
    priceCart,

    /**
     * Cash on delivery: the order is placed at once from the customer's own cart. Orders of one
     * customer queue on their cart, so one cart becomes one order: a request that finds the cart
     * emptied by an order placed a moment ago is a retry of that order and gets it back.
     */
    async placeCashOnDelivery(
      userId: number,
      input: OrderInput,
    ): Promise<{ order: Order; created: boolean }> {
      const key = input.idempotency_key;
      if (key) {
        const existing = await findOrderByIdempotencyKey(db, userId, key);
        if (existing) return { order: await orderResult(existing.id), created: false };
      }
      const fields = customerFields(input);
      requireDeliveryAddress(
        fields,
        !input.delivery_address && typeof input.shipping_address === 'string',
      );
      const replacedSessions: string[] = [];
      const placed = await db.transaction(async (tx) => {
        await lockCustomerCart(tx, userId);
        if (key) {
          const existing = await findOrderByIdempotencyKey(tx, userId, key);
          if (existing) return { orderId: existing.id, created: false };
        }
        if ((await findCartLines(onSession(tx), userId)).length === 0) {
          const since = new Date(Date.now() - RETRY_WINDOW_SECONDS * 1000);
          const previous = await findRecentCodOrder(tx, userId, since);
          if (previous) return { orderId: previous.id, created: false };
        }
        replacedSessions.push(...(await cancelOpenCheckouts(tx, userId)));
        const priced = await priceCart(tx, userId);
        await reserveStock(tx, priced.items);
        const now = new Date();
        const order = await insertOrder(
          tx,
          {
            userId,
            status: 'pending',
            paymentMethod: 'cod',
            paymentStatus: 'pending',
            subtotalFils: priced.subtotalFils,
            totalFils: priced.totalFils,
            idempotencyKey: key ?? null,
            notes: input.notes ?? null,
            placedAt: now,
            estimatedDelivery: addDays(now, DELIVERY_DAYS),
            ...fields,
          },
          priced.items.map(({ label: _label, ...item }) => item),
        );
        const withItems = await findOrderWithItems(tx, order.id);
        await clearPurchasedLines(tx, userId, withItems!.items);
        await enqueueMails(tx, orderPlacedMails(withItems!, shop));
        return { orderId: order.id, created: true };
      });
      if (placed.created) mailer.kick();
      await closeSessions(replacedSessions);
      return { order: await orderResult(placed.orderId), created: placed.created };
    },

    /**
     * Card: hold the cart's units in an order awaiting payment and open a provider session. A
     * customer has one open card checkout: starting another cancels the previous one (its units
     * go back) and closes its provider session.
     */
    async startCardCheckout(
      userId: number,
      input: CheckoutInput,
      urls: { successUrl: string; cancelUrl: string },
    ) {
      const fields = customerFields(input);
      const replacedSessions: string[] = [];
      const pending = await db.transaction(async (tx) => {
        await lockCustomerCart(tx, userId);
        replacedSessions.push(...(await cancelOpenCheckouts(tx, userId)));
        const priced = await priceCart(tx, userId);
        await reserveStock(tx, priced.items);
        const order = await insertOrder(
          tx,
          {
            userId,
            status: 'awaiting_payment',
            paymentMethod: 'card',
            paymentStatus: 'pending',
            paymentProvider: provider.name,
            subtotalFils: priced.subtotalFils,
            totalFils: priced.totalFils,
            ...fields,
          },
          priced.items.map(({ label: _label, ...item }) => item),
        );
        return { order, priced };
      });
      await closeSessions(replacedSessions);
      const clientTotal = input.finalTotal;
      if (clientTotal !== undefined && Math.round(clientTotal * 100) !== pending.priced.totalFils) {
        log.info(
          {
            orderId: pending.order.id,
            clientTotal,
            serverTotal: filsToAed(pending.priced.totalFils),
          },
          'client total differs from the server price; charging the server price',
        );
      }
      let session: { id: string; url: string };
      try {
        session = await provider.createCheckoutSession(
          {
            orderId: pending.order.id,
            orderNumber: pending.order.orderNumber,
            amountFils: pending.priced.totalFils,
            currency: pending.order.currency,
            lines: pending.priced.items.map((item) => ({
              name: item.label,
              unitFils: item.unitPriceFils,
              quantity: item.quantity,
            })),
            customerEmail: fields.customerEmail ?? undefined,
            successUrl: urls.successUrl,
            cancelUrl: urls.cancelUrl,
            expiresAt: new Date(Date.now() + CHECKOUT_SESSION_MINUTES * 60_000),
          },
          db,
        );
      } catch (error) {
        // Compensation: no session, so no payment can come: put the units back.
        await db.transaction((tx) => cancelUnpaid(tx, pending.order.id));
        log.error({ err: error, orderId: pending.order.id }, 'could not open a checkout session');
        throw new AppError(
          502,
          'The card payment service is not answering. Please try again in a moment.',
        );
      }
      if (!(await attachCheckoutSession(db, pending.order.id, session.id))) {
        // A newer checkout of the same customer (or the sweeper) cancelled this one meanwhile.
        await closeSessions([session.id]);
        throw new AppError(
          409,
          'A newer checkout replaced this one. Please continue with the latest checkout.',
        );
      }
      return {
        id: session.id,
        url: session.url,
        order_id: pending.order.id,
        total: filsToAed(pending.priced.totalFils),
      };
    },

    /** POST /api/orders with a session id: the order, once the provider reports it paid. */
    async confirmCardOrder(userId: number, sessionId: string, input: OrderInput) {
      const order = await findOrderBySession(db, sessionId);
      if (!order || order.userId !== userId)
        throw new NotFoundError('No order was started with this checkout session.');
      if (order.paymentStatus === 'paid' && order.placedAt) return placedCardOrder(order, false);
      if (SETTLED.has(order.paymentStatus)) notPlaced(order);
      const state = await provider.retrieveSession(sessionId);
      if (!state)
        throw new NotFoundError('The payment provider does not know this checkout session.');
      if (!state.paid) {
        throw new AppError(402, 'The payment for this order has not been completed.');
      }
      const paid = await markPaid(state, customerFields(input));
      if (!paid?.placedAt) notPlaced(paid ?? order);
      return placedCardOrder(paid, true);
    },

    /**
     * POST /api/orders without a session id, as spec §7's client sends it after a card payment:
     * the customer's newest card order of the last 30 minutes that no post has answered yet, once
     * paid. `explicit` (payment_method card) answers an unpaid one with 402; otherwise (no
     * method given) a paid order already placed is taken only while the cart is empty, and
     * undefined lets the post go on as a cash order.
     */
    async claimCardOrder(userId: number, explicit: boolean) {
      const since = new Date(Date.now() - CHECKOUT_SESSION_MINUTES * 60_000);
      const candidate = await findUnclaimedCardOrder(db, userId, since);
      if (!candidate) return undefined;
      if (candidate.placedAt) {
        if (!explicit && (await findCartLines(onSession(db), userId)).length > 0) return undefined;
        return placedCardOrder(candidate, false);
      }
      const state = candidate.checkoutSessionId
        ? await provider.retrieveSession(candidate.checkoutSessionId)
        : undefined;
      if (!state?.paid) {
        if (!explicit) return undefined;
        throw new AppError(402, 'The payment for this order has not been completed.');
      }
      const paid = await markPaid(state);
      if (!paid?.placedAt) notPlaced(paid ?? candidate);
      return placedCardOrder(paid, true);
    },

    markPaid,

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

    orderResult,
  };
}

export type CheckoutService = ReturnType<typeof createCheckoutService>;
