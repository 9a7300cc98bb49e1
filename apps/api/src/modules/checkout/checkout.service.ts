import {
  uaeAddressSchema,
  type checkoutSessionRequestSchema,
  type createOrderRequestSchema,
  type Order,
} from '@petshop/contracts';
import { countryName, emirateNamed } from '@petshop/contracts/constants';
import type { FastifyBaseLogger } from 'fastify';
import type { z } from 'zod';
import { onSession, type Db } from '../../db/client.ts';
import type { ImageUrl } from '../../lib/image-url.ts';
import { aedToFils, filsToAed, formatFils } from '../../lib/money.ts';
import { AppError, NotFoundError, ValidationError } from '../../plugins/errors.ts';
import { findCartLines, lockCustomerCart, takePurchasedLines } from '../cart/cart.repo.ts';
import type { CouponRow } from '../coupons/coupons.repo.ts';
import type { ClaimedCoupon, CouponsService } from '../coupons/coupons.service.ts';
import type { AddressFields } from '../addresses/addresses.repo.ts';
import { saveCheckoutAddress } from '../addresses/addresses.service.ts';
import { reserveStock } from '../inventory/inventory.service.ts';
import { enqueueMails } from '../mail/mail.repo.ts';
import type { Mailer } from '../mail/mail.service.ts';
import {
  customerRecipient,
  isConfirmedRecipient,
  orderPlacedMails,
} from '../orders/order-mails.ts';
import { mayMailUnconfirmed } from '../mail/unconfirmed-recipients.ts';
import { presentOrder } from '../orders/order-presenter.ts';
import { findOrderWithItems, type NewOrder, type OrderRow } from '../orders/orders.repo.ts';
import {
  attachCheckoutSession,
  awaitsDeliveryDetails,
  claimOrder,
  estimatedDelivery,
  insertOrder,
  missingDetails,
  takeOrderNumber,
  updateOrder,
  type DeliveryRules,
} from '../orders/orders.service.ts';
import type { PaymentProvider } from '../payments/payment-provider.ts';
import { findOrderById, findOrderBySession } from '../payments/payments.repo.ts';
import {
  CHECKOUT_SESSION_MINUTES,
  SETTLED,
  type PaymentsService,
} from '../payments/payments.service.ts';
import {
  findOrderByIdempotencyKey,
  findOrphanedHolds,
  findRecentCodOrder,
  findUnclaimedCardOrder,
  findUnclaimedOrdersWithoutAddress,
  lockOrderRow,
} from './checkout.repo.ts';
import type { ShopContact } from '../mail/shop-contact.ts';
import { orderItemsOf, priceCustomerCart, type PricedCart } from './cart-pricing.ts';

/** A coupon may leave nothing to pay: a card provider takes no payment of AED 0. */
const NOTHING_TO_PAY_BY_CARD =
  'With this coupon the order costs nothing, so there is no card payment to make. Please choose cash on delivery.';

/** A cash order post that finds the cart emptied by an order this recent is a retry of it. */
const RETRY_WINDOW_SECONDS = 120;

type CheckoutInput = z.output<typeof checkoutSessionRequestSchema>;
type OrderInput = z.output<typeof createOrderRequestSchema>;

export interface CheckoutOptions {
  db: Db;
  provider: PaymentProvider;
  payments: PaymentsService;
  imageUrl: ImageUrl;
  mailer: Mailer;
  log: FastifyBaseLogger;
  shop: ShopContact;
  delivery: DeliveryRules;
  /** Coupons: a code resolved before the order's transaction, counted in it (issue 32). */
  coupons: CouponsService;
  /**
   * Hold a card order's row locked while its provider session is opened (PostgreSQL, where other
   * processes share the database): a process that dies mid-way drops the lock with its
   * connection, which is how start-up tells its holds from live ones (decision 085).
   */
  lockWhileOpening?: boolean;
}

/** A start-up leaves alone holds younger than this: their process may not have locked them yet. */
const ORPHAN_GRACE_MS = 5_000;

type AddressInput = NonNullable<OrderInput['delivery_address']>;

/**
 * Contact and address fields of an order, from whichever form the client sent them in: the UAE
 * form (emirate, area, street, building, flat, landmark) or the spec's (street, house number,
 * city, zip code, country), whose city becomes the emirate when it names one and whose house
 * number is the building (decision 045). The city column keeps the emirate for older readers.
 */
function customerFields(input: {
  customer_info?: OrderInput['customer_info'] | undefined;
  delivery_address?: OrderInput['delivery_address'] | undefined;
  shipping_address?: OrderInput['shipping_address'] | undefined;
}): Partial<NewOrder> {
  const address: AddressInput | undefined =
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
    const emirate = address.emirate ?? emirateNamed(address.city);
    const building = address.building ?? address.houseNumber ?? address.addressLine2 ?? null;
    fields.shippingStreet = address.street ?? address.addressLine1 ?? null;
    fields.shippingHouseNumber = address.houseNumber ?? address.addressLine2 ?? building;
    fields.shippingCity = emirate ?? address.city ?? null;
    fields.shippingState = address.state ?? emirate ?? address.city ?? null;
    fields.shippingPostalCode = address.zipCode ?? address.postalCode ?? null;
    fields.shippingCountry = address.country ?? null;
    fields.shippingEmirate = emirate ?? null;
    fields.shippingArea = address.area ?? null;
    fields.shippingBuilding = building;
    fields.shippingFlat = address.flat ?? null;
    fields.shippingLandmark = address.landmark ?? null;
  } else if (joined) {
    // A client that only sends the joined line: keep it whole as the street line.
    fields.shippingStreet = joined.slice(0, 500);
  }
  return fields;
}

/**
 * The address's country must be one the shop delivers to (stored under its configured name);
 * the UAE form may leave it out (the first configured country). With an emirate, the area,
 * street and building are due too.
 */
function checkDeliveryAddress(
  fields: Partial<NewOrder>,
  uaeForm: boolean,
  countries: readonly string[],
) {
  const errors: Record<string, string[]> = {};
  if (fields.shippingCountry) {
    const name = countryName(fields.shippingCountry).toLowerCase();
    const known = countries.find((country) => country.toLowerCase() === name);
    if (known) fields.shippingCountry = known;
    else
      errors['delivery_address.country'] = [
        countries.length === 1 && countries[0] === 'United Arab Emirates'
          ? 'We deliver within the United Arab Emirates only.'
          : `We deliver within ${countries.join(', ')} only.`,
      ];
  } else if (uaeForm) {
    fields.shippingCountry = countries[0] ?? null;
  }
  if (uaeForm) {
    // The UAE address rules, the same a saved address keeps (decision 050).
    const checked = uaeAddressSchema.safeParse(uaeAddressOf(fields));
    for (const issue of checked.error?.issues ?? []) {
      errors[`delivery_address.${String(issue.path[0])}`] ??= [issue.message];
    }
  }
  if (Object.keys(errors).length > 0) throw new ValidationError(errors);
}

/** An order's address in the UAE form's fields. */
const uaeAddressOf = (fields: Partial<NewOrder>) => ({
  emirate: fields.shippingEmirate,
  area: fields.shippingArea,
  street: fields.shippingStreet,
  building: fields.shippingBuilding,
  flat: fields.shippingFlat,
  landmark: fields.shippingLandmark,
});

/**
 * The address to keep in the customer's saved addresses when the checkout asks to (decision
 * 050): the order's UAE address, received by the order's contact name and phone.
 */
function addressToSave(
  saveAddress: boolean | undefined,
  fields: Partial<NewOrder>,
): AddressFields | undefined {
  if (!saveAddress) return undefined;
  const address = uaeAddressOf(fields);
  if (!address.emirate || !address.area || !address.street || !address.building) {
    throw new ValidationError({
      save_address: ['Only an address with an emirate, area, street and building can be saved.'],
    });
  }
  if (!fields.customerName || !fields.customerPhone) {
    throw new ValidationError({
      save_address: ['An address is saved with the name and phone of the person receiving it.'],
    });
  }
  return {
    label: null,
    recipientName: fields.customerName,
    phone: fields.customerPhone,
    emirate: address.emirate,
    area: address.area,
    street: address.street,
    building: address.building,
    flat: address.flat ?? null,
    landmark: address.landmark ?? null,
  };
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

/** The address fields of a request, checked: the UAE form's rules and the shipping countries. */
function addressFields(
  input: Parameters<typeof customerFields>[0],
  countries: readonly string[],
): Partial<NewOrder> {
  const fields = customerFields(input);
  const address =
    input.delivery_address ??
    (typeof input.shipping_address === 'object' ? input.shipping_address : undefined);
  checkDeliveryAddress(fields, Boolean(address?.emirate), countries);
  return fields;
}

/**
 * The lines a card provider charges: it totals them (Stripe does), so delivery is a line of its
 * own, and a discounted order is one line for its discounted total, named with the coupon
 * (Stripe takes no negative line), so the amount charged is always the order's total.
 */
function providerLines(
  priced: PricedCart,
  charge: { discountFils: number; couponCode: string | null; totalFils: number },
) {
  if (charge.discountFils > 0) {
    const units = priced.items.reduce((sum, item) => sum + item.quantity, 0);
    return [
      {
        name: `Your order: ${units} item${units === 1 ? '' : 's'}${priced.shippingFils > 0 ? ' and delivery' : ''}, with coupon ${charge.couponCode ?? ''} (${formatFils(charge.discountFils)} off)`,
        unitFils: charge.totalFils,
        quantity: 1,
      },
    ];
  }
  return [
    ...priced.items.map((item) => ({
      name: item.label,
      unitFils: item.unitPriceFils,
      quantity: item.quantity,
    })),
    ...(priced.shippingFils > 0
      ? [{ name: 'Delivery', unitFils: priced.shippingFils, quantity: 1 }]
      : []),
  ];
}

/**
 * The checkout, one flow from the customer's cart to an order: their details read from whichever
 * form the client sent, the cart priced as the catalog is now, its units reserved (inventory),
 * then either a cash order placed at once or a card order held while the provider takes the
 * payment (settled by payments). `placeOrder` is POST /api/orders.
 */
export function createCheckoutService(options: CheckoutOptions) {
  const { db, provider, payments, imageUrl, mailer, log, shop, delivery, coupons } = options;
  const lockWhileOpening = options.lockWhileOpening ?? false;
  const { cancelOpenCheckouts, cancelUnpaid, closeSessions, markPaid } = payments;

  /** The customer's server-side cart, priced from the catalog as it is now. */
  const priceCart = (tx: Db, userId: number) => priceCustomerCart(tx, userId, delivery);

  /** The coupon a checkout's code names (refused at once when unknown), before its transaction. */
  const couponOf = async (userId: number, code: string | undefined) =>
    code ? await coupons.resolve(userId, code) : undefined;

  /**
   * The cart's charge with the coupon counted (in the order's transaction): the discount, the
   * code and the total the order stores; a refused coupon throws and the order is never made.
   */
  async function chargeWithCoupon(
    tx: Db,
    userId: number,
    priced: PricedCart,
    coupon: CouponRow | undefined,
    code: string | undefined,
  ) {
    const claimed: ClaimedCoupon | undefined =
      coupon && code ? await coupons.claim(tx, userId, coupon, priced, code) : undefined;
    const discountFils = claimed?.discountFils ?? 0;
    return {
      claimed,
      /** The order's rows, each with its share of the discount (refunds give back what was paid). */
      items: orderItemsOf(priced.items, claimed?.lineDiscountsFils),
      order: {
        subtotalFils: priced.subtotalFils,
        shippingFils: priced.shippingFils,
        discountFils,
        couponCode: claimed?.code ?? null,
        totalFils: priced.subtotalFils + priced.shippingFils - discountFils,
      },
    };
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

  /** The answer for a card order that was paid but not placed. */
  function notPlaced(order: OrderRow): never {
    throw new AppError(
      409,
      order.paymentStatus === 'refunded' ? CLOSED_CHECKOUT_REFUNDED : CLOSED_CHECKOUT_REFUND_DUE,
    );
  }

  /**
   * The delivery details an order post carries, as far as they are valid: the order is paid
   * already, so an address the shop cannot take is left out rather than refused.
   */
  function postedDetails(orderId: number, input: OrderInput | undefined): Partial<NewOrder> {
    if (!input) return {};
    try {
      return addressFields(input, delivery.countries);
    } catch (error) {
      if (!(error instanceof ValidationError)) throw error;
      log.warn({ orderId, errors: error.errors }, 'kept only the contact of an order post');
      return customerFields({ customer_info: input.customer_info });
    }
  }

  /**
   * Answers an order post with its placed card order: the details the post carries fill those
   * the order lacks (never overwriting one it has), and the first answer of an order paid before
   * it had an address queues its order mails, which waited for it (issue 27).
   */
  async function placedCardOrder(order: OrderRow, created: boolean, input?: OrderInput) {
    const details = postedDetails(order.id, input);
    const mailed = await db.transaction(async (tx) => {
      const current = await findOrderById(tx, order.id, true);
      if (!current) return false;
      const fill = missingDetails(current, details);
      if (Object.keys(fill).length > 0) await updateOrder(tx, order.id, fill);
      if (!(await claimOrder(tx, order.id)) || !awaitsDeliveryDetails(current)) return false;
      await enqueueMails(tx, orderPlacedMails((await findOrderWithItems(tx, order.id))!, shop));
      return true;
    });
    if (mailed) mailer.kick();
    return { order: await orderResult(order.id), created };
  }

  const checkout = {
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
      const fields = addressFields(input, delivery.countries);
      requireDeliveryAddress(
        fields,
        !input.delivery_address && typeof input.shipping_address === 'string',
      );
      const saving = addressToSave(input.save_address, fields);
      const coupon = await couponOf(userId, input.coupon_code);
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
        const charge = await chargeWithCoupon(tx, userId, priced, coupon, input.coupon_code);
        const now = new Date();
        const order = await insertOrder(
          tx,
          {
            userId,
            status: 'pending',
            paymentMethod: 'cod',
            paymentStatus: 'pending',
            ...charge.order,
            idempotencyKey: key ?? null,
            notes: input.notes ?? null,
            placedAt: now,
            estimatedDelivery: estimatedDelivery(now, fields.shippingEmirate, delivery),
            ...fields,
          },
          charge.items,
        );
        if (charge.claimed) await coupons.recordUse(tx, order.id, userId, charge.claimed);
        // Its units, with the ledger rows naming it (a short line rolls the order back, and
        // gives its number back).
        await reserveStock(tx, order.id, priced.items);
        await takeOrderNumber(tx, order.id);
        const withItems = await findOrderWithItems(tx, order.id);
        await takePurchasedLines(tx, userId, withItems!.items);
        // Saved with the order: an order refused saves nothing (decision 050).
        if (saving) await saveCheckoutAddress(tx, userId, saving);
        // Anyone can type another's address as the order's e-mail: such an address takes a few
        // mails a day; past them the order is placed all the same (decision 082).
        const mails = orderPlacedMails(withItems!, shop);
        const mayMail =
          isConfirmedRecipient(withItems!) ||
          (await mayMailUnconfirmed(tx, customerRecipient(withItems!)));
        await enqueueMails(
          tx,
          mayMail ? mails : mails.filter((mail) => mail.kind !== 'order-confirmation'),
        );
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
      const fields = addressFields(input, delivery.countries);
      const saving = addressToSave(input.save_address, fields);
      const coupon = await couponOf(userId, input.coupon_code);
      const replacedSessions: string[] = [];
      const pending = await db.transaction(async (tx) => {
        await lockCustomerCart(tx, userId);
        replacedSessions.push(...(await cancelOpenCheckouts(tx, userId)));
        const priced = await priceCart(tx, userId);
        const charge = await chargeWithCoupon(tx, userId, priced, coupon, input.coupon_code);
        if (charge.order.totalFils <= 0) {
          throw new ValidationError({ coupon_code: [NOTHING_TO_PAY_BY_CARD] });
        }
        const order = await insertOrder(
          tx,
          {
            userId,
            status: 'awaiting_payment',
            paymentMethod: 'card',
            paymentStatus: 'pending',
            paymentProvider: provider.name,
            ...charge.order,
            ...fields,
          },
          charge.items,
        );
        if (charge.claimed) await coupons.recordUse(tx, order.id, userId, charge.claimed);
        // Its units, with the ledger rows naming it (a short line rolls the order back).
        await reserveStock(tx, order.id, priced.items);
        // The customer chose this address whether or not the payment goes through.
        if (saving) await saveCheckoutAddress(tx, userId, saving);
        return { order, priced, charge: charge.order };
      });
      await closeSessions(replacedSessions);
      const clientTotal = input.finalTotal;
      const totalFils = pending.charge.totalFils;
      if (clientTotal !== undefined && aedToFils(clientTotal) !== totalFils) {
        log.info(
          {
            orderId: pending.order.id,
            clientTotal,
            serverTotal: filsToAed(totalFils),
          },
          'client total differs from the server price; charging the server price',
        );
      }
      /** Opens the provider session and notes it on the order, on `conn`. */
      const openSession = async (conn: Db) => {
        let session: { id: string; url: string };
        try {
          session = await provider.createCheckoutSession(
            {
              orderId: pending.order.id,
              orderNumber: pending.order.orderNumber,
              amountFils: totalFils,
              currency: pending.order.currency,
              lines: providerLines(pending.priced, pending.charge),
              customerEmail: fields.customerEmail ?? undefined,
              successUrl: urls.successUrl,
              cancelUrl: urls.cancelUrl,
              expiresAt: new Date(Date.now() + CHECKOUT_SESSION_MINUTES * 60_000),
            },
            conn,
          );
        } catch (error) {
          log.error({ err: error, orderId: pending.order.id }, 'could not open a checkout session');
          return { session: undefined, attached: false };
        }
        return {
          session,
          attached: await attachCheckoutSession(conn, pending.order.id, session.id),
        };
      };
      const opened = lockWhileOpening
        ? await db.transaction(async (tx) => {
            await lockOrderRow(tx, pending.order.id);
            const result = await openSession(tx);
            // Compensation in the same hold: no session, so no payment can come.
            if (!result.session) await cancelUnpaid(tx, pending.order.id);
            return result;
          })
        : await openSession(db);
      const session = opened.session;
      if (!session) {
        // Compensation: no session, so no payment can come: put the units back.
        if (!lockWhileOpening) await db.transaction((tx) => cancelUnpaid(tx, pending.order.id));
        throw new AppError(
          502,
          'The card payment service is not answering. Please try again in a moment.',
        );
      }
      if (!opened.attached) {
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
        total: filsToAed(totalFils),
      };
    },

    /**
     * At start-up: card orders that hold stock but never got their provider session, because the
     * process opening it stopped (decision 085). On PostgreSQL a live process holds its order's
     * row locked meanwhile, so only the dead ones are found; PGlite has one process.
     */
    async releaseOrphanedHolds(): Promise<number> {
      return db.transaction(async (tx) => {
        let released = 0;
        for (const orphan of await findOrphanedHolds(tx, lockWhileOpening ? ORPHAN_GRACE_MS : 0)) {
          if (await cancelUnpaid(tx, orphan.id)) released += 1;
        }
        return released;
      });
    },

    /** POST /api/orders with a session id: the order, once the provider reports it paid. */
    async confirmCardOrder(userId: number, sessionId: string, input: OrderInput) {
      const order = await findOrderBySession(db, sessionId);
      if (!order || order.userId !== userId)
        throw new NotFoundError('No order was started with this checkout session.');
      if (order.paymentStatus === 'paid' && order.placedAt)
        return placedCardOrder(order, false, input);
      if (SETTLED.has(order.paymentStatus)) notPlaced(order);
      const state = await provider.retrieveSession(sessionId);
      if (!state)
        throw new NotFoundError('The payment provider does not know this checkout session.');
      if (!state.paid) {
        throw new AppError(402, 'The payment for this order has not been completed.');
      }
      const paid = await markPaid(state, addressFields(input, delivery.countries));
      if (!paid?.placedAt) notPlaced(paid ?? order);
      return placedCardOrder(paid, true, input);
    },

    /**
     * POST /api/orders without a session id, as spec §7's client sends it after a card payment:
     * the customer's newest card order of the last 30 minutes that no post has answered yet, once
     * paid. `explicit` (payment_method card) answers an unpaid one with 402; otherwise (no
     * method given) a paid order already placed is taken only while the cart is empty, and
     * undefined lets the post go on as a cash order.
     */
    async claimCardOrder(userId: number, explicit: boolean, input?: OrderInput) {
      const since = new Date(Date.now() - CHECKOUT_SESSION_MINUTES * 60_000);
      const candidate = await findUnclaimedCardOrder(db, userId, since);
      if (!candidate) return undefined;
      if (candidate.placedAt) {
        if (!explicit && (await findCartLines(onSession(db), userId)).length > 0) return undefined;
        return placedCardOrder(candidate, false, input);
      }
      const state = candidate.checkoutSessionId
        ? await provider.retrieveSession(candidate.checkoutSessionId)
        : undefined;
      if (!state?.paid) {
        if (!explicit) return undefined;
        throw new AppError(402, 'The payment for this order has not been completed.');
      }
      const details = postedDetails(candidate.id, input);
      const paid = await markPaid(state, details);
      if (!paid?.placedAt) notPlaced(paid ?? candidate);
      return placedCardOrder(paid, true, input);
    },

    /**
     * The order mails of card orders paid without an address whose order post never came (the
     * post is taken for CHECKOUT_SESSION_MINUTES): sent as they are, once. Run by the sweep.
     */
    async mailOrdersLeftWithoutAddress(now = new Date()) {
      const before = new Date(now.getTime() - CHECKOUT_SESSION_MINUTES * 60_000);
      let mailed = 0;
      for (const { id } of await findUnclaimedOrdersWithoutAddress(db, before)) {
        await db.transaction(async (tx) => {
          if (!(await claimOrder(tx, id))) return;
          await enqueueMails(tx, orderPlacedMails((await findOrderWithItems(tx, id))!, shop));
          mailed++;
        });
      }
      if (mailed > 0) mailer.kick();
      return mailed;
    },

    /**
     * POST /api/orders: cash on delivery (payment_method cod); a card order by the checkout
     * session it was paid with; or, without a session id, as spec §7's client posts its card
     * order after paying, the customer's paid card order (decision 023), else (no method given)
     * a cash order.
     */
    async placeOrder(
      userId: number,
      input: OrderInput,
    ): Promise<{ order: Order; created: boolean }> {
      const method = input.payment_method;
      if (method === 'cod') return checkout.placeCashOnDelivery(userId, input);
      if (input.session_id) return checkout.confirmCardOrder(userId, input.session_id, input);
      const claimed = await checkout.claimCardOrder(userId, method === 'card', input);
      if (claimed) return claimed;
      if (method === 'card') {
        throw new NotFoundError('A card order needs the checkout session it was paid with.');
      }
      return checkout.placeCashOnDelivery(userId, input);
    },
  };
  return checkout;
}

export type CheckoutService = ReturnType<typeof createCheckoutService>;
