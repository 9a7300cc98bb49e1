import type {
  checkoutSessionRequestSchema,
  createOrderRequestSchema,
  Order,
} from '@petshop/contracts';
import type { FastifyBaseLogger } from 'fastify';
import type { z } from 'zod';
import type { Db } from '../../db/client.ts';
import type { ImageUrl } from '../../lib/image-url.ts';
import { chargedPriceFils, filsToAed } from '../../lib/money.ts';
import { AppError, NotFoundError, ValidationError } from '../../plugins/errors.ts';
import { findCartLines, takeFromCart } from '../cart/cart.repo.ts';
import { enqueueMails } from '../mail/mail.repo.ts';
import type { Mailer } from '../mail/mail.service.ts';
import { orderPlacedMails, paidTooLateMails } from '../orders/order-mails.ts';
import { presentOrder } from '../orders/order-presenter.ts';
import {
  findAwaitingPaymentOrders,
  findOrderById,
  findOrderByIdempotencyKey,
  findOrderBySession,
  findOrderWithItems,
  findSizeStock,
  findStaleAwaitingOrders,
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
    const lines = await findCartLines(tx, userId);
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

  /** Places a paid card order (idempotent): from a verified webhook or a retrieved session. */
  async function markPaid(state: ProviderSessionState, extra: Partial<NewOrder> = {}) {
    let mailsQueued = false;
    const order = await db.transaction(async (tx) => {
      const current = await findOrderBySession(tx, state.id, true);
      if (!current) return undefined;
      if (current.paymentStatus === 'paid') return current;
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
      if (current.status === 'cancelled') {
        // Paid after the reservation lapsed: take the units again if they are still there.
        const full = await findOrderWithItems(tx, current.id);
        try {
          await reserveStock(
            tx,
            (full?.items ?? []).map((item) => ({
              ...item,
              label: sizeLabel(item.productName, item.sizeName),
            })),
          );
        } catch (error) {
          if (!(error instanceof ValidationError)) throw error;
          log.error({ orderId: current.id }, 'paid after the reservation lapsed and stock is gone');
          const refundDue = await updateOrder(tx, current.id, {
            ...fill,
            paymentStatus: 'paid',
            paidAt: now,
            transactionId: state.transactionId,
            notes: 'Paid after the reservation lapsed and the stock was gone: refund due.',
          });
          await enqueueMails(
            tx,
            paidTooLateMails((await findOrderWithItems(tx, current.id))!, shop),
          );
          mailsQueued = true;
          return refundDue;
        }
      }
      const updated = await updateOrder(tx, current.id, {
        ...fill,
        status: 'confirmed',
        paymentStatus: 'paid',
        paidAt: now,
        placedAt: now,
        transactionId: state.transactionId ?? `stripe_${state.id}`,
        estimatedDelivery: addDays(now, DELIVERY_DAYS),
      });
      const withItems = await findOrderWithItems(tx, updated.id);
      await clearPurchasedLines(tx, updated.userId, withItems!.items);
      await enqueueMails(tx, orderPlacedMails(withItems!, shop));
      mailsQueued = true;
      return updated;
    });
    if (mailsQueued) mailer.kick();
    return order;
  }

  /** Gives a never-paid card order's units back and cancels it; a paid or placed one stays. */
  async function cancelUnpaid(tx: Db, orderId: number) {
    const order = await findOrderById(tx, orderId, true);
    if (!order || order.status !== 'awaiting_payment') return;
    await returnStock(tx, orderId);
    await updateOrder(tx, orderId, { status: 'cancelled', paymentStatus: 'failed' });
  }

  return {
    priceCart,

    /** Cash on delivery: the order is placed at once from the customer's own cart. */
    async placeCashOnDelivery(
      userId: number,
      input: OrderInput,
    ): Promise<{ order: Order; created: boolean }> {
      if (input.idempotency_key) {
        const existing = await findOrderByIdempotencyKey(db, userId, input.idempotency_key);
        if (existing) return { order: await orderResult(existing.id), created: false };
      }
      const fields = customerFields(input);
      requireDeliveryAddress(
        fields,
        !input.delivery_address && typeof input.shipping_address === 'string',
      );
      let orderId: number;
      try {
        orderId = await db.transaction(async (tx) => {
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
              idempotencyKey: input.idempotency_key ?? null,
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
          return order.id;
        });
      } catch (error) {
        // The same key raced in twice: the first one made the order.
        if (
          input.idempotency_key &&
          (error as { cause?: { code?: string } })?.cause?.code === '23505'
        ) {
          const existing = await findOrderByIdempotencyKey(db, userId, input.idempotency_key);
          if (existing) return { order: await orderResult(existing.id), created: false };
        }
        throw error;
      }
      mailer.kick();
      return { order: await orderResult(orderId), created: true };
    },

    /** Card: hold the cart's units in an order awaiting payment and open a provider session. */
    async startCardCheckout(
      userId: number,
      input: CheckoutInput,
      urls: { successUrl: string; cancelUrl: string },
    ) {
      const fields = customerFields(input);
      const pending = await db.transaction(async (tx) => {
        for (const stale of await findAwaitingPaymentOrders(tx, userId))
          await cancelUnpaid(tx, stale.id);
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
      try {
        const session = await provider.createCheckoutSession(
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
        await updateOrder(db, pending.order.id, { checkoutSessionId: session.id });
        return {
          id: session.id,
          url: session.url,
          order_id: pending.order.id,
          total: filsToAed(pending.priced.totalFils),
        };
      } catch (error) {
        // Compensation: no session, so no payment can come: put the units back.
        await db.transaction((tx) => cancelUnpaid(tx, pending.order.id));
        log.error({ err: error, orderId: pending.order.id }, 'could not open a checkout session');
        throw new AppError(
          502,
          'The card payment service is not answering. Please try again in a moment.',
        );
      }
    },

    /** POST /api/orders with a session id: the order, once the provider reports it paid. */
    async confirmCardOrder(userId: number, sessionId: string, input: OrderInput) {
      const order = await findOrderBySession(db, sessionId);
      if (!order || order.userId !== userId)
        throw new NotFoundError('No order was started with this checkout session.');
      if (order.paymentStatus === 'paid' && order.placedAt) {
        return { order: await orderResult(order.id), created: false };
      }
      const state = await provider.retrieveSession(sessionId);
      if (!state)
        throw new NotFoundError('The payment provider does not know this checkout session.');
      if (!state.paid) {
        throw new AppError(402, 'The payment for this order has not been completed.');
      }
      const paid = await markPaid(state, customerFields(input));
      if (!paid?.placedAt) {
        throw new AppError(
          409,
          'Your payment arrived after the items sold out. We will refund it; please contact support.',
        );
      }
      return { order: await orderResult(paid.id), created: true };
    },

    markPaid,

    /** The provider says the session ended unpaid (expired, declined, failed). */
    async markSessionUnpaid(sessionId: string) {
      await db.transaction(async (tx) => {
        const order = await findOrderBySession(tx, sessionId, true);
        if (order) await cancelUnpaid(tx, order.id);
      });
    },

    /** Cancels card orders whose session lapsed without a word from the provider. */
    async releaseAbandonedCheckouts(olderThanMinutes = CHECKOUT_SESSION_MINUTES + 5) {
      let released = 0;
      for (const stale of await findStaleAwaitingOrders(
        db,
        new Date(Date.now() - olderThanMinutes * 60_000),
      )) {
        const state = stale.checkoutSessionId
          ? await provider.retrieveSession(stale.checkoutSessionId)
          : undefined;
        if (state?.paid) {
          await markPaid(state);
          continue;
        }
        await db.transaction((tx) => cancelUnpaid(tx, stale.id));
        released++;
      }
      return released;
    },

    orderResult,
  };
}

export type CheckoutService = ReturnType<typeof createCheckoutService>;
