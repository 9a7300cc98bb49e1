import { afterEach, describe, expect, it } from 'vitest';
import { checkoutReturnUrls } from '../api/create-checkout-session.ts';
import type { CheckoutFormValues, CheckoutItem, PaymentMethod } from '../checkout-types.ts';
import {
  buildPendingOrder,
  checkoutLines,
  joinShippingAddress,
  newIdempotencyKey,
  orderCreationPayload,
  PENDING_ORDER_KEY,
  readPendingOrder,
  removePendingOrder,
  savePendingOrder,
} from '../pending-order.ts';

const form: CheckoutFormValues = {
  emirate: ' Dubai ',
  area: 'Al Jaddaf',
  street: 'Al Jaddaf Street',
  building: 'Villa 4',
  flat: '',
  landmark: '',
  country: 'United Arab Emirates',
  name: ' Sara Al Mansouri ',
  email: 'sara@example.ae',
  phone: '+971 50 123 4567',
};

const items: CheckoutItem[] = [
  { cart_item_id: 11, product_id: 3, name: 'Cat Food', price: 45.5, quantity: 2, size: '2 kg' },
  { cart_item_id: 12, product_id: 4, name: 'Collar', price: 19.99, quantity: 1 },
];

/** Sara's two lines, paid by the given method, for user 7 with token tok. */
function buildForSara(
  paymentMethod: PaymentMethod,
  extra: { sessionId?: string; idempotencyKey?: string },
) {
  return buildPendingOrder({ items, form, paymentMethod, userId: '7', token: 'tok', ...extra });
}

afterEach(() => sessionStorage.clear());

describe('pending order record (spec §3)', () => {
  it('holds the lines, quantities, address, summary, customer, token, user, total and method', () => {
    const record = buildForSara('card', { sessionId: 'cs_1' });
    expect(record.quantities).toEqual({ '11': 2, '12': 1 });
    expect(record.cartItems.map((item) => item.total_price)).toEqual([91, 19.99]);
    expect(record.orderSummary).toEqual({
      subtotal: 110.99,
      shipping: 0,
      total: 110.99,
      finalTotal: 110.99,
    });
    expect(record.total).toBe(110.99);
    expect(record.customerInfo).toEqual({
      name: 'Sara Al Mansouri',
      email: 'sara@example.ae',
      phone: '+971 50 123 4567',
    });
    // The UAE fields, and the spec's beside them: city is the emirate, house number the building.
    expect(record.deliveryAddress).toEqual({
      fullName: 'Sara Al Mansouri',
      phoneNumber: '+971 50 123 4567',
      emirate: 'Dubai',
      area: 'Al Jaddaf',
      building: 'Villa 4',
      flat: '',
      landmark: '',
      addressLine1: 'Al Jaddaf Street',
      addressLine2: 'Villa 4',
      city: 'Dubai',
      state: 'Dubai',
      postalCode: '',
      country: 'United Arab Emirates',
      houseNumber: 'Villa 4',
      street: 'Al Jaddaf Street',
      zipCode: '',
    });
    expect(record).toMatchObject({
      token: 'tok',
      userId: '7',
      paymentMethod: 'card',
      sessionId: 'cs_1',
    });
  });

  it('is stored under pendingOrderData and read back; junk reads as none', () => {
    const record = buildForSara('cod', { idempotencyKey: 'k1' });
    savePendingOrder(record);
    expect(JSON.parse(sessionStorage.getItem(PENDING_ORDER_KEY)!)).toEqual(record);
    expect(readPendingOrder()).toEqual(record);
    removePendingOrder();
    expect(readPendingOrder()).toBeNull();
    sessionStorage.setItem(PENDING_ORDER_KEY, '{not json');
    expect(readPendingOrder()).toBeNull();
    sessionStorage.setItem(PENDING_ORDER_KEY, JSON.stringify({ cartItems: [] }));
    expect(readPendingOrder()).toBeNull();
  });

  it('applies a cart_item_id → quantity map to the lines', () => {
    const lines = checkoutLines(items, { '11': 3 });
    expect(lines.map((line) => [line.quantity, line.total_price])).toEqual([
      [3, 136.5],
      [1, 19.99],
    ]);
  });

  it('joins the shipping address as the server does: flat, building, street, area, emirate, country', () => {
    expect(
      joinShippingAddress({
        flat: 'Flat 305',
        building: 'Marina Heights',
        houseNumber: 'Marina Heights',
        street: 'Al Marsa Street',
        area: 'Dubai Marina',
        landmark: 'the metro',
        emirate: 'Dubai',
        city: 'Dubai',
        zipCode: '',
        country: 'United Arab Emirates',
      }),
    ).toBe(
      'Flat 305, Marina Heights, Al Marsa Street, Dubai Marina, near the metro, Dubai, United Arab Emirates',
    );
    expect(
      joinShippingAddress({
        houseNumber: 'Villa 4',
        street: 'Al Jaddaf Street',
        city: 'Dubai',
        zipCode: '',
        country: 'UAE',
      }),
    ).toBe('Villa 4, Al Jaddaf Street, Dubai, UAE');
  });

  it('makes a new idempotency key each time', () => {
    const first = newIdempotencyKey();
    expect(first).toMatch(/^cod_[0-9a-f]{32}$/);
    expect(newIdempotencyKey()).not.toBe(first);
  });
});

describe('order creation payload (spec §3)', () => {
  it('card: names the checkout session, from the address first', () => {
    const record = buildForSara('card', { sessionId: 'cs_stored' });
    const payload = orderCreationPayload(record, 'cs_from_url');
    expect(payload).toMatchObject({
      payment_method: 'card',
      session_id: 'cs_from_url',
      shipping_address: 'Villa 4, Al Jaddaf Street, Al Jaddaf, Dubai, United Arab Emirates',
      customer_info: record.customerInfo,
      token: 'tok',
    });
    expect(payload).not.toHaveProperty('idempotency_key');
    expect(payload.items).toEqual([
      { product_id: 3, cart_item_id: 11, product_name: 'Cat Food', quantity: 2, price: 45.5 },
      { product_id: 4, cart_item_id: 12, product_name: 'Collar', quantity: 1, price: 19.99 },
    ]);
    expect(orderCreationPayload(record, null).session_id).toBe('cs_stored');
  });

  it('cod: sends the same idempotency key on every attempt', () => {
    const record = buildForSara('cod', { idempotencyKey: 'cod_abc' });
    expect(orderCreationPayload(record).idempotency_key).toBe('cod_abc');
    expect(orderCreationPayload(record).idempotency_key).toBe('cod_abc');
    expect(orderCreationPayload(record)).not.toHaveProperty('session_id');
  });
});

describe('card return addresses', () => {
  it('are absolute on the shop origin, the success one with the session placeholder', () => {
    expect(checkoutReturnUrls('https://shop.ae')).toEqual({
      successUrl: 'https://shop.ae/payment-success?session_id={CHECKOUT_SESSION_ID}',
      cancelUrl: 'https://shop.ae/payment-failed?cancelled=1',
    });
  });
});
