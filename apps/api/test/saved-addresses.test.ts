import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { customerAddresses, orders } from '../src/db/schema.ts';
import type { TestShop } from './helpers/app.ts';
import { addOneSizeProduct, createCatalogShop } from './helpers/catalog-fixtures.ts';
import { createCustomer, type TestCustomer } from './helpers/customers.ts';
import { raceNote } from './helpers/db.ts';
import { addToCart, placeCodOrder, startCardCheckout } from './helpers/shopping.ts';

let shop: TestShop;
let product: number;

beforeAll(async () => {
  shop = await createCatalogShop();
  product = await addOneSizeProduct(shop.database.db, 'Address Test Blanket', 500, { price: 40 });
});
afterAll(() => shop.close());

type Method = 'GET' | 'POST' | 'PATCH' | 'DELETE';
const call = (customer: TestCustomer | null, method: Method, url: string, payload?: object) =>
  shop.app.inject({
    method,
    url,
    headers: customer ? customer.headers : {},
    ...(payload ? { payload } : {}),
  });

const home = {
  label: 'Home',
  recipient_name: 'Aisha Al Marri',
  phone: '+971 50 123 4567',
  emirate: 'Dubai',
  area: 'Al Barsha 1',
  street: 'Street 12',
  building: 'Villa 7',
  flat: '',
  landmark: 'Behind Mall of the Emirates',
};
const office = {
  label: 'Office',
  recipient_name: 'Aisha Al Marri',
  phone: '+971 4 555 0101',
  emirate: 'Sharjah',
  area: 'Al Majaz 2',
  street: 'Corniche Street',
  building: 'Al Majaz Tower',
  flat: 'Office 1204',
};

async function addAddress(customer: TestCustomer, address: object = home) {
  const response = await call(customer, 'POST', '/api/profile/addresses', address);
  if (response.statusCode !== 201) throw new Error(`add address failed: ${response.body}`);
  return response.json().data as { id: number; is_default: boolean };
}

const rowsOf = (userId: number) =>
  shop.database.db.select().from(customerAddresses).where(eq(customerAddresses.userId, userId));
const defaultsOf = async (userId: number) =>
  (await rowsOf(userId)).filter((row) => row.isDefault).map((row) => row.id);

describe('saved addresses without a customer', () => {
  it.each([
    ['GET', '/api/profile/addresses'],
    ['POST', '/api/profile/addresses'],
    ['PATCH', '/api/profile/addresses/1'],
    ['DELETE', '/api/profile/addresses/1'],
    ['POST', '/api/profile/addresses/1/default'],
  ] as const)('%s %s answers 401, kept by no cache', async (method, url) => {
    const response = await call(null, method, url, method === 'GET' ? undefined : {});
    expect(response.statusCode).toBe(401);
    expect(response.headers['cache-control']).toBe('no-store');
  });
});

describe('a customer keeping addresses', () => {
  it('saves the first as the default, the next not, and lists the default first', async () => {
    const customer = await createCustomer(shop);
    const empty = await call(customer, 'GET', '/api/profile/addresses');
    expect(empty.statusCode).toBe(200);
    expect(empty.headers['cache-control']).toBe('no-store');
    expect(empty.json()).toEqual({ success: true, data: [], limit: 20 });

    const first = await call(customer, 'POST', '/api/profile/addresses', {
      ...home,
      emirate: 'dubai',
      area: '  Al Barsha 1 ',
    });
    expect(first.statusCode).toBe(201);
    expect(first.json()).toMatchObject({
      success: true,
      message: 'Address saved',
      data: {
        label: 'Home',
        recipient_name: 'Aisha Al Marri',
        phone: '+971501234567',
        emirate: 'Dubai',
        area: 'Al Barsha 1',
        street: 'Street 12',
        building: 'Villa 7',
        flat: null,
        landmark: 'Behind Mall of the Emirates',
        is_default: true,
      },
    });
    const second = await addAddress(customer, office);
    expect(second.is_default).toBe(false);

    const list = (await call(customer, 'GET', '/api/profile/addresses')).json();
    expect(list.data.map((address: { label: string }) => address.label)).toEqual([
      'Home',
      'Office',
    ]);
    expect(await defaultsOf(customer.id)).toEqual([first.json().data.id]);
  });

  it('changes the fields it is sent, clears an optional one sent empty, keeps the rest', async () => {
    const customer = await createCustomer(shop);
    const { id } = await addAddress(customer);
    const response = await call(customer, 'PATCH', `/api/profile/addresses/${id}`, {
      building: 'Villa 9',
      landmark: '',
      label: null,
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      message: 'Address updated',
      data: {
        id,
        label: null,
        building: 'Villa 9',
        landmark: null,
        street: 'Street 12',
        is_default: true,
      },
    });
    const [row] = await rowsOf(customer.id);
    expect(row).toMatchObject({ building: 'Villa 9', landmark: null, area: 'Al Barsha 1' });
  });

  it('says what is wrong with an address, field by field', async () => {
    const customer = await createCustomer(shop);
    const response = await call(customer, 'POST', '/api/profile/addresses', {});
    expect(response.statusCode).toBe(422);
    expect(response.json().errors).toEqual({
      emirate: ['The emirate field is required.'],
      area: ['The area field is required.'],
      street: ['The street field is required.'],
      building: ['The building field is required.'],
      recipient_name: ['The recipient name field is required.'],
      phone: ['The phone field is required.'],
    });

    const wrong = await call(customer, 'POST', '/api/profile/addresses', {
      ...home,
      emirate: 'Muscat',
      phone: '12',
      landmark: 'x'.repeat(201),
    });
    expect(wrong.statusCode).toBe(422);
    expect(wrong.json().errors).toEqual({
      emirate: [
        'The emirate must be one of Abu Dhabi, Dubai, Sharjah, Ajman, Umm Al Quwain, Ras Al Khaimah, Fujairah.',
      ],
      phone: ['The phone must have 7 to 15 digits, optionally starting with +.'],
      landmark: ['The landmark may not be greater than 200 characters.'],
    });

    const { id } = await addAddress(customer);
    const blank = await call(customer, 'PATCH', `/api/profile/addresses/${id}`, { area: ' ' });
    expect(blank.statusCode).toBe(422);
    expect(blank.json()).toEqual({
      message: 'The area field is required.',
      errors: { area: ['The area field is required.'] },
    });
    expect(await rowsOf(customer.id)).toHaveLength(1);
  });

  it('keeps 20 addresses and says so at the 21st', async () => {
    const customer = await createCustomer(shop);
    for (let index = 1; index <= 20; index += 1) {
      await addAddress(customer, { ...home, building: `Villa ${index}` });
    }
    const response = await call(customer, 'POST', '/api/profile/addresses', office);
    expect(response.statusCode).toBe(422);
    expect(response.json().message).toBe(
      'You can keep up to 20 addresses. Delete one you no longer use to add another.',
    );
    expect(await rowsOf(customer.id)).toHaveLength(20);
  });
});

describe('another customer’s address', () => {
  it('is not listed, and answers 404 to every change, which leaves it as it was', async () => {
    const owner = await createCustomer(shop);
    const other = await createCustomer(shop);
    const { id } = await addAddress(owner);
    await addAddress(other, office);

    const list = (await call(other, 'GET', '/api/profile/addresses')).json();
    expect(list.data.map((address: { id: number }) => address.id)).not.toContain(id);
    for (const [method, url, body] of [
      ['PATCH', `/api/profile/addresses/${id}`, { street: 'Taken Street' }],
      ['DELETE', `/api/profile/addresses/${id}`, undefined],
      ['POST', `/api/profile/addresses/${id}/default`, {}],
    ] as const) {
      const response = await call(other, method, url, body);
      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual({ message: 'Address not found' });
    }
    const [row] = await rowsOf(owner.id);
    expect(row).toMatchObject({ id, street: 'Street 12', isDefault: true });
  });

  it('answers 404 to an id that is no id', async () => {
    const customer = await createCustomer(shop);
    const response = await call(customer, 'DELETE', '/api/profile/addresses/abc');
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ message: 'Address not found' });
  });
});

describe('the default address', () => {
  it('moves to the address made default; the one before is not default any more', async () => {
    const customer = await createCustomer(shop);
    const first = await addAddress(customer);
    const second = await addAddress(customer, office);
    const response = await call(customer, 'POST', `/api/profile/addresses/${second.id}/default`);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      message: 'Default address changed',
      data: { id: second.id, is_default: true },
    });
    expect(await defaultsOf(customer.id)).toEqual([second.id]);
    const list = (await call(customer, 'GET', '/api/profile/addresses')).json();
    expect(list.data.map((address: { id: number }) => address.id)).toEqual([second.id, first.id]);
  });

  it('passes to the most recently added one left when the default is deleted', async () => {
    const customer = await createCustomer(shop);
    const a = await addAddress(customer, { ...home, building: 'A' });
    const b = await addAddress(customer, { ...home, building: 'B' });
    const c = await addAddress(customer, { ...home, building: 'C' });
    expect(a.is_default).toBe(true);

    const deleted = await call(customer, 'DELETE', `/api/profile/addresses/${b.id}`);
    expect(deleted.json()).toEqual({ success: true, message: 'Address deleted' });
    expect(await defaultsOf(customer.id)).toEqual([a.id]);

    await call(customer, 'DELETE', `/api/profile/addresses/${a.id}`);
    expect(await defaultsOf(customer.id)).toEqual([c.id]);

    await call(customer, 'DELETE', `/api/profile/addresses/${c.id}`);
    expect(await rowsOf(customer.id)).toEqual([]);
    expect((await addAddress(customer)).is_default).toBe(true);
  });

  it('can be asked for when adding one', async () => {
    const customer = await createCustomer(shop);
    await addAddress(customer);
    const second = await addAddress(customer, { ...office, is_default: true });
    expect(second.is_default).toBe(true);
    expect(await defaultsOf(customer.id)).toEqual([second.id]);
  });

  it(`stays one when 10 "make default" requests race${raceNote}`, async () => {
    const customer = await createCustomer(shop);
    const ids: number[] = [];
    for (let index = 0; index < 5; index += 1) {
      ids.push((await addAddress(customer, { ...home, building: `Tower ${index}` })).id);
    }
    const responses = await Promise.all(
      [...ids, ...ids].map((id) => call(customer, 'POST', `/api/profile/addresses/${id}/default`)),
    );
    expect(responses.map((response) => response.statusCode)).toEqual(Array(10).fill(200));
    const defaults = await defaultsOf(customer.id);
    expect(defaults).toHaveLength(1);
    expect(ids).toContain(defaults[0]);
  });

  it(`is one, and the book holds 20, when 6 adds race for the last places${raceNote}`, async () => {
    const customer = await createCustomer(shop);
    const first = await Promise.all(
      Array.from({ length: 3 }, (_, index) =>
        call(customer, 'POST', '/api/profile/addresses', { ...home, building: `First ${index}` }),
      ),
    );
    expect(first.map((response) => response.statusCode)).toEqual([201, 201, 201]);
    expect(await defaultsOf(customer.id)).toHaveLength(1);
    for (let index = 3; index < 18; index += 1) {
      await addAddress(customer, { ...home, building: `Villa ${index}` });
    }
    const last = await Promise.all(
      Array.from({ length: 6 }, (_, index) =>
        call(customer, 'POST', '/api/profile/addresses', { ...office, building: `Last ${index}` }),
      ),
    );
    expect(last.map((response) => response.statusCode).sort()).toEqual([
      201, 201, 422, 422, 422, 422,
    ]);
    expect(await rowsOf(customer.id)).toHaveLength(20);
    expect(await defaultsOf(customer.id)).toHaveLength(1);
  });
});

describe('checkout with saved addresses', () => {
  const customerInfo = {
    name: 'Aisha Al Marri',
    email: 'aisha@example.ae',
    phone: '+971 50 123 4567',
  };
  /** What the web sends for a chosen saved address: its fields as the delivery address. */
  const deliveryOf = (address: typeof office) => ({
    fullName: address.recipient_name,
    phoneNumber: address.phone,
    emirate: address.emirate,
    area: address.area,
    street: address.street,
    building: address.building,
    flat: address.flat,
    city: address.emirate,
    houseNumber: address.building,
    country: 'United Arab Emirates',
  });
  const orderRows = (userId: number) =>
    shop.database.db.select().from(orders).where(eq(orders.userId, userId));
  /** A cash order to the office address that asks to save it, from the contact or without one. */
  const placeSavingOffice = (customer: TestCustomer, withContact = true) =>
    placeCodOrder(shop, customer, {
      ...(withContact ? { customer_info: customerInfo } : {}),
      delivery_address: deliveryOf(office),
      shipping_address: undefined,
      save_address: true,
    });

  it("places an order with a saved address's fields", async () => {
    const customer = await createCustomer(shop);
    await addAddress(customer, office);
    const [saved] = (await call(customer, 'GET', '/api/profile/addresses')).json().data;
    await addToCart(shop, customer, product, 1);
    const response = await placeCodOrder(shop, customer, {
      customer_info: { ...customerInfo, name: saved.recipient_name, phone: saved.phone },
      delivery_address: deliveryOf(saved),
      shipping_address: undefined,
    });
    expect(response.statusCode).toBe(201);
    expect(response.json().order).toMatchObject({
      customer_name: 'Aisha Al Marri',
      customer_phone: '+97145550101',
      shipping_emirate: 'Sharjah',
      shipping_area: 'Al Majaz 2',
      shipping_street: 'Corniche Street',
      shipping_building: 'Al Majaz Tower',
      shipping_flat: 'Office 1204',
      shipping_landmark: null,
      shipping_address:
        'Office 1204, Al Majaz Tower, Corniche Street, Al Majaz 2, Sharjah, United Arab Emirates',
    });
    // Nothing new was saved: the order did not ask to.
    expect(await rowsOf(customer.id)).toHaveLength(1);
  });

  it('saves a new address with a cash order, once, received by the contact', async () => {
    const customer = await createCustomer(shop);
    await addToCart(shop, customer, product, 1);
    const placed = await placeSavingOffice(customer);
    expect(placed.statusCode).toBe(201);
    const [row] = await rowsOf(customer.id);
    expect(row).toMatchObject({
      label: null,
      recipientName: 'Aisha Al Marri',
      phone: '+971501234567',
      emirate: 'Sharjah',
      area: 'Al Majaz 2',
      street: 'Corniche Street',
      building: 'Al Majaz Tower',
      flat: 'Office 1204',
      landmark: null,
      isDefault: true,
    });

    // The same address saved again with the next order is not kept twice.
    await addToCart(shop, customer, product, 1);
    const again = await placeSavingOffice(customer);
    expect(again.statusCode).toBe(201);
    expect(await rowsOf(customer.id)).toHaveLength(1);
  });

  it('saves nothing when the order is refused', async () => {
    const customer = await createCustomer(shop);
    const refused = await placeSavingOffice(customer, false);
    expect(refused.statusCode).toBe(422);
    expect(refused.json().message).toBe('Your cart is empty.');
    expect(await rowsOf(customer.id)).toEqual([]);
  });

  it('saves the address of a card checkout when it starts', async () => {
    const customer = await createCustomer(shop);
    await addAddress(customer);
    await addToCart(shop, customer, product, 1);
    const started = await startCardCheckout(shop, customer, {
      delivery_address: deliveryOf(office),
      save_address: true,
    });
    expect(started.statusCode).toBe(200);
    const saved = await shop.database.db
      .select()
      .from(customerAddresses)
      .where(
        and(eq(customerAddresses.userId, customer.id), eq(customerAddresses.emirate, 'Sharjah')),
      );
    expect(saved).toHaveLength(1);
    expect(saved[0]!.isDefault).toBe(false);
  });

  it('refuses an order that asks to save into a full book, and places nothing', async () => {
    const customer = await createCustomer(shop);
    for (let index = 1; index <= 20; index += 1) {
      await addAddress(customer, { ...home, building: `Villa ${index}` });
    }
    await addToCart(shop, customer, product, 1);
    const response = await placeSavingOffice(customer);
    expect(response.statusCode).toBe(422);
    expect(response.json().errors).toEqual({
      save_address: [
        'You can keep up to 20 addresses. Delete one you no longer use to add another.',
      ],
    });
    expect(await orderRows(customer.id)).toEqual([]);
  });

  it('cannot save an address without an emirate, area, street and building', async () => {
    const customer = await createCustomer(shop);
    await addToCart(shop, customer, product, 1);
    const response = await placeCodOrder(shop, customer, { save_address: true });
    expect(response.statusCode).toBe(422);
    expect(response.json().errors).toEqual({
      save_address: ['Only an address with an emirate, area, street and building can be saved.'],
    });
    expect(await orderRows(customer.id)).toEqual([]);
  });
});
