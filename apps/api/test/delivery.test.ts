import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testConfig } from '../src/config.ts';
import type { TestShop } from './helpers/app.ts';
import { addOneSizeProduct, createDeliveryFeeShop } from './helpers/catalog-fixtures.ts';
import { createCustomer } from './helpers/customers.ts';
import {
  addToCart,
  confirmCardOrder,
  ordersOf,
  paySimulated,
  placeCodOrder,
  startCardCheckout,
} from './helpers/shopping.ts';

let shop: TestShop;
let below: number;
let at: number;

beforeAll(async () => {
  shop = await createDeliveryFeeShop();
  below = await addOneSizeProduct(shop.database.db, 'Delivery Test Bed', 50, { price: 199 });
  at = await addOneSizeProduct(shop.database.db, 'Delivery Test Crate', 50, { price: 200 });
});
afterAll(() => shop.close());

/** The UAE form's address (decision 045). */
const uaeAddress = {
  fullName: 'Aisha Al Marri',
  phoneNumber: '+971 50 123 4567',
  emirate: 'Sharjah',
  area: 'Al Majaz 2',
  street: 'Corniche Street',
  building: 'Al Majaz Tower',
  flat: 'Flat 1204',
  landmark: 'Opposite Al Noor Mosque',
  country: 'United Arab Emirates',
};

describe('the delivery fee (DELIVERY_FEE_AED=15, FREE_DELIVERY_FROM_AED=200)', () => {
  const clientSays = {
    order_summary: { subtotal: 199, shippingCost: 0, finalTotal: 199 },
    shippingCost: 0,
    finalTotal: 1,
  };

  it('charges AED 15 on a cash order of AED 199, whatever the client says', async () => {
    const customer = await createCustomer(shop);
    await addToCart(shop, customer, below, 1);
    const response = await placeCodOrder(shop, customer, clientSays);
    expect(response.statusCode).toBe(201);
    expect(response.json().order).toMatchObject({ subtotal: 199, shipping_cost: 15, total: 214 });
    const [row] = await ordersOf(shop, customer.id);
    expect(row).toMatchObject({ subtotalFils: 19900, shippingFils: 1500, totalFils: 21400 });
  });

  it('charges nothing for delivery on a cash order of AED 200', async () => {
    const customer = await createCustomer(shop);
    await addToCart(shop, customer, at, 1);
    const response = await placeCodOrder(shop, customer, {
      order_summary: { shippingCost: 15, finalTotal: 215 },
    });
    expect(response.statusCode).toBe(201);
    expect(response.json().order).toMatchObject({ subtotal: 200, shipping_cost: 0, total: 200 });
  });

  it('charges the card AED 214 for AED 199, the fee a line of its own', async () => {
    const customer = await createCustomer(shop);
    await addToCart(shop, customer, below, 1);
    const started = await startCardCheckout(shop, customer, { shippingCost: 0, finalTotal: 199 });
    expect(started.statusCode).toBe(200);
    expect(started.json().total).toBe(214);
    const page = await shop.app.inject({ method: 'GET', url: started.json().url });
    expect(page.body).toContain('<td>Delivery × 1</td><td>AED 15.00</td>');
    expect((await paySimulated(shop, started.json().id)).statusCode).toBeLessThan(400);
    const confirmed = await confirmCardOrder(shop, customer, started.json().id);
    expect(confirmed.json().order).toMatchObject({ shipping_cost: 15, total: 214 });
  });
});

describe('the delivery address', () => {
  it("still takes the spec client's fields: city names the emirate, house number the building", async () => {
    const customer = await createCustomer(shop);
    await addToCart(shop, customer, at, 1);
    const response = await placeCodOrder(shop, customer, {
      delivery_address: {
        street: 'Al Jaddaf Waterfront',
        houseNumber: 'Villa 12',
        city: 'dubai',
        country: 'UAE',
      },
      shipping_address: undefined,
    });
    expect(response.statusCode).toBe(201);
    expect(response.json().order).toMatchObject({
      shipping_emirate: 'Dubai',
      shipping_building: 'Villa 12',
      shipping_house_number: 'Villa 12',
      shipping_street: 'Al Jaddaf Waterfront',
      shipping_city: 'Dubai',
      shipping_postal_code: null,
      shipping_country: 'United Arab Emirates',
      shipping_address: 'Villa 12, Al Jaddaf Waterfront, Dubai, United Arab Emirates',
    });
  });

  it('stores the UAE fields and records the arrival day of the emirate', async () => {
    const customer = await createCustomer(shop);
    await addToCart(shop, customer, at, 1);
    const response = await placeCodOrder(shop, customer, {
      delivery_address: uaeAddress,
      shipping_address: undefined,
    });
    expect(response.statusCode).toBe(201);
    const order = response.json().order;
    expect(order).toMatchObject({
      shipping_emirate: 'Sharjah',
      shipping_area: 'Al Majaz 2',
      shipping_street: 'Corniche Street',
      shipping_building: 'Al Majaz Tower',
      shipping_flat: 'Flat 1204',
      shipping_landmark: 'Opposite Al Noor Mosque',
      shipping_city: 'Sharjah',
      shipping_country: 'United Arab Emirates',
      shipping_address:
        'Flat 1204, Al Majaz Tower, Corniche Street, Al Majaz 2, near Opposite Al Noor Mosque, Sharjah, United Arab Emirates',
    });
    // Two working days after the day it was placed, at noon in Dubai.
    const placed = new Date(order.placed_at);
    const dubaiDay = new Date(placed.getTime() + 4 * 3_600_000);
    dubaiDay.setUTCDate(dubaiDay.getUTCDate() + 2);
    expect(order.estimated_delivery).toBe(`${dubaiDay.toISOString().slice(0, 10)}T08:00:00.000Z`);
  });

  it.each([
    [{ area: undefined }, 'delivery_address.area', 'The area field is required.'],
    [{ building: '  ' }, 'delivery_address.building', 'The building field is required.'],
    [{ street: undefined }, 'delivery_address.street', 'The street field is required.'],
  ])('refuses the UAE form without %o: 422 on %s', async (missing, field, message) => {
    const customer = await createCustomer(shop);
    await addToCart(shop, customer, at, 1);
    const response = await placeCodOrder(shop, customer, {
      delivery_address: { ...uaeAddress, ...missing },
      shipping_address: undefined,
    });
    expect(response.statusCode).toBe(422);
    expect(response.json().errors[field]).toEqual([message]);
    expect(await ordersOf(shop, customer.id)).toHaveLength(0);
  });

  it('refuses an emirate that is not one of the seven', async () => {
    const customer = await createCustomer(shop);
    await addToCart(shop, customer, at, 1);
    const response = await placeCodOrder(shop, customer, {
      delivery_address: { ...uaeAddress, emirate: 'Muscat' },
    });
    expect(response.statusCode).toBe(422);
    expect(response.json().errors['delivery_address.emirate']).toEqual([
      'The emirate must be one of Abu Dhabi, Dubai, Sharjah, Ajman, Umm Al Quwain, Ras Al Khaimah, Fujairah.',
    ]);
  });

  it.each([
    ['the UAE form', { ...uaeAddress, country: 'Oman' }],
    ['the spec client', { street: 'Road 1', city: 'Muscat', country: 'Oman' }],
  ])('refuses a country outside the UAE from %s', async (_client, address) => {
    const customer = await createCustomer(shop);
    await addToCart(shop, customer, at, 1);
    const cod = await placeCodOrder(shop, customer, { delivery_address: address });
    expect(cod.statusCode).toBe(422);
    expect(cod.json().errors['delivery_address.country']).toEqual([
      'We deliver within the United Arab Emirates only.',
    ]);
    const card = await startCardCheckout(shop, customer, { delivery_address: address });
    expect(card.statusCode).toBe(422);
    expect(await ordersOf(shop, customer.id)).toHaveLength(0);
  });
});

describe('GET /api/settings', () => {
  it('tells the web the fee, the threshold, the countries and the working days', async () => {
    const response = await shop.app.inject({ method: 'GET', url: '/api/settings' });
    expect(response.json().delivery).toEqual({
      fee: 15,
      free_from: 200,
      countries: ['United Arab Emirates'],
      days: { Dubai: 1, '*': 2 },
      days_off: [],
    });
  });
});

describe('configuration', () => {
  it('refuses a delivery rule that names no emirate and a day off that is no day', () => {
    expect(() =>
      testConfig({ DELIVERY_DAYS: 'Dubai=1,Muscat=3', DELIVERY_DAYS_OFF: 'Fri,someday' }),
    ).toThrow(/DELIVERY_DAYS: "Muscat=3" is not a rule[\s\S]*DELIVERY_DAYS_OFF: "someday"/);
  });
});
