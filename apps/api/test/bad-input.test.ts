import { mkdtemp } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { getTableName } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import Stripe from 'stripe';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  authTokens,
  bookings,
  cartItems,
  mailOutbox,
  orderItems,
  orders,
  products,
  productSizes,
  simulatedPaymentSessions,
  users,
  wishlistItems,
} from '../src/db/schema.ts';
import { createTestShop, type TestShop } from './helpers/app.ts';
import { seedTestCatalog } from './helpers/catalog-fixtures.ts';
import { createCustomer, nextIp, type TestCustomer } from './helpers/customers.ts';
import { addToCart, customerInfo, deliveryAddress } from './helpers/shopping.ts';

/**
 * The shop's rule for bad input: a 4xx whose JSON `message` a person can act on, never a 500,
 * and nothing written. Every route gets every kind of malformed path, body and query string.
 */

type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';

/** A body sent exactly as written: JSON.stringify cannot write 1e309 or broken JSON. */
class Raw {
  constructor(
    readonly text: string,
    readonly type = 'application/json',
  ) {}
}
const raw = (text: string, type?: string) => new Raw(text, type);

interface Case {
  /** What the client sees: `POST /api/cart/add with an array body`. */
  label: string;
  method: Method;
  /** `{id}` is the route's own valid id (a cart line of the customer, say), filled in at run time. */
  url: string;
  body?: unknown;
  /** 'customer' sends the customer's bearer token; a string is sent as the token itself. */
  as: 'customer' | 'visitor' | string;
  status: number;
}

const LONG = 'x'.repeat(10_000);
const HUGE = 'x'.repeat(100_000);

/** Path segments that are no id of the shop's: the route's 404, or the router's own 4xx. */
const BAD_IDS: [string, string, number][] = [
  ['a word', 'abc', 404],
  ['a negative number', '-1', 404],
  ['zero', '0', 404],
  ['1e309', '1e309', 404],
  // Number() reads these as 16 and 10: a path id is plain digits only (decision 019).
  ['a hex number', '0x10', 404],
  ['an exponent', '1e1', 404],
  ['a 20-digit number', '99999999999999999999', 404],
  ['a NUL byte', '%00', 404],
  // Longer than any id: the router refuses it before any route runs.
  ['10,000 characters', LONG, 414],
  ['unicode', encodeURIComponent('🐶 كلب'), 404],
  // A URL that cannot be decoded is refused by the router itself.
  ['broken percent-encoding', '%E0%A4%A', 400],
];

/** Bodies that are no request of any route: each is refused before the route's code runs. */
const BAD_BODIES: [string, unknown, number][] = [
  ['an array body', [1, 2], 422],
  ['a null body', null, 422],
  ['a string body', 'add it please', 422],
  ['a number body', 42, 422],
  ['a boolean body', true, 422],
  ['an empty body', raw(''), 422],
  ['a body that is not JSON', raw('{"product_id": '), 400],
  ['a body with a prototype key', raw('{"__proto__": {"admin": true}}'), 400],
  ['a form body', raw('product_id=1', 'application/x-www-form-urlencoded'), 415],
  ['a text body', raw('product_id=1', 'text/plain'), 422],
  ['a body over the size limit', raw(JSON.stringify({ text: 'x'.repeat(300_000) })), 413],
  ['30,000 nested arrays', raw(`${'['.repeat(30_000)}${']'.repeat(30_000)}`), 422],
];

const registration = {
  first_name: 'Sara Khan',
  email: 'sara.khan@example.ae',
  phone: '+971 55 765 4321',
  password: 'secret-123',
  password_confirmation: 'secret-123',
};
const login = { email: registration.email, password: registration.password };
/** An appointment on a time that is no slot (no groomer works in this shop). */
const appointment = {
  service_id: 1,
  pet_size: 'cat',
  starts_at: '2030-01-06T10:00:00+04:00',
  name: 'Reem',
  phone: '+971 50 222 3344',
  email: 'reem@example.ae',
};
const booking = {
  name: 'Fatima Al Suwaidi',
  email: 'fatima@example.ae',
  phone: '+971 50 123 4567',
  service: 'Dog',
  message: 'Coco is nervous around dryers.',
};
const codOrder = {
  payment_method: 'cod',
  customer_info: customerInfo,
  delivery_address: deliveryAddress,
  shipping_address: 'Villa 12, Al Jaddaf Waterfront, Dubai, 00000, United Arab Emirates',
};
const cardCheckout = {
  successUrl: '/payment-success',
  cancelUrl: '/payment-failed',
  customer_info: customerInfo,
  delivery_address: deliveryAddress,
};

/** product_id spoiled every way a client could; 1 and 2 are products that exist. */
const badProductIds: [string, unknown, number][] = [
  ['an object product_id', { id: 2 }, 422],
  ['an array product_id', [2], 422],
  ['a boolean product_id', true, 422],
  ['a null product_id', null, 422],
  ['a word as product_id', 'abc', 422],
  ['a hex product_id', '0x1', 422],
  ['an exponent product_id', '1e0', 422],
  ['an Arabic-Indic digit as product_id', '٢', 422],
  ['a negative product_id', -1, 422],
  ['product_id 0', 0, 422],
  ['a fractional product_id', 1.5, 422],
  ['product_id 1e309', raw('1e309'), 422],
  ['a 20-digit product_id', raw('99999999999999999999'), 422],
  ['a 100,000-character product_id', HUGE, 422],
];
const badQuantities: [string, unknown, number][] = [
  ['a word as quantity', 'two', 422],
  ['a hex quantity', '0x10', 422],
  ['an exponent quantity', '1e1', 422],
  ['a boolean quantity', true, 422],
  ['an array quantity', [2], 422],
  ['an object quantity', { value: 2 }, 422],
  ['a null quantity', null, 422],
  ['a negative quantity', -3, 422],
  ['a fractional quantity', 1.5, 422],
  ['quantity 1000', 1000, 422],
  ['quantity 1e309', raw('1e309'), 422],
];

/** Writes `{...base, field: value}`, keeping a Raw value raw (1e309 is no JavaScript number). */
function spoil(base: Record<string, unknown>, field: string, value: unknown): unknown {
  if (!(value instanceof Raw)) return { ...base, [field]: value };
  const marker = '"__raw__"';
  return raw(JSON.stringify({ ...base, [field]: '__raw__' }).replace(marker, value.text));
}
const spoilEach = (
  base: Record<string, unknown>,
  field: string,
  cases: [string, unknown, number][],
) =>
  cases.map(([what, value, status]): [string, unknown, number] => [
    what,
    spoil(base, field, value),
    status,
  ]);

interface Route {
  method: Method;
  path: string;
  /** Who may call it: a customer (401 for anyone else), or anyone. */
  as: 'customer' | 'visitor';
  /** The route takes an id in its path ({id}). */
  id?: true;
  /** The route reads a JSON body: the generic bad bodies and these field-level ones apply. */
  bodies?: [string, unknown, number][];
  /** The route reads no body: only a body that is not JSON is refused (by the parser). */
  noBody?: true;
  /** The query strings the route refuses or accepts. */
  queries?: [string, string, number][];
}

const pagedQueries: [string, string, number][] = [
  ['a repeated page', 'page=1&page=2', 422],
  ['an array page', 'page[]=1&page[]=2', 422],
  ['a 20-digit page', 'page=99999999999999999999', 422],
  ['page 100001', 'page=100001', 422],
  ['a negative page', 'page=-1', 422],
  ['page 0', 'page=0', 422],
  ['page NaN', 'page=NaN', 422],
  ['page 1e309', 'page=1e309', 422],
  ['a fractional page', 'page=1.5', 422],
  ['an empty page', 'page=', 422],
  ['a unicode page', `page=${encodeURIComponent('٣')}`, 422],
  ['per_page 0', 'per_page=0', 422],
  ['per_page 1000', 'per_page=1000', 422],
  ['per_page Infinity', 'per_page=Infinity', 422],
  // Accepted: one bracketed value is that value (the web client's serializer writes brackets).
  ['a single bracketed page', 'page[]=2', 200],
  // Accepted: the last page the API serves, empty when the catalog is smaller.
  ['page 100000', 'page=100000', 200],
  // Accepted: keys the route does not know are ignored.
  ['unknown repeated keys', 'foo=bar&foo[]=baz', 200],
];
const filterQueries: [string, string, number][] = [
  ...pagedQueries,
  ['a negative minPrice', 'minPrice=-5', 422],
  ['maxPrice NaN', 'maxPrice=NaN', 422],
  ['minPrice 1e309', 'minPrice=1e309', 422],
  ['a repeated minPrice', 'minPrice=1&minPrice=2', 422],
  ['a minPrice above the maxPrice', 'minPrice=500&maxPrice=100', 422],
  ['a 10,000-character search', `search=${LONG}`, 422],
  ['a NUL byte in the search', 'search=salmon%00', 422],
  ['a NUL byte in petTypes', 'petTypes=CAT%00', 422],
  ['a NUL byte in bracketed productTypes', 'productTypes[]=%00', 422],
  // Accepted: filters that match nothing answer an empty page.
  ['an unknown pet type', 'petTypes=UNICORN', 200],
  ['a unicode search', `search=${encodeURIComponent('🐶 طعام')}`, 200],
  // Accepted: a repeated list key means every value (petTypes=CAT,DOG).
  ['repeated petTypes', 'petTypes=CAT&petTypes=DOG', 200],
];
/** Routes that read no query string ignore whatever comes in one. */
const ignoredQueries: [string, string, number][] = [
  ['a query string it does not read', 'page=-1&page=NaN&x[]=1&y=%00&z=1e309', 200],
];

const ROUTES: Route[] = [
  { method: 'GET', path: '/api/ping', as: 'visitor', queries: ignoredQueries },
  { method: 'GET', path: '/api/health', as: 'visitor', queries: ignoredQueries },
  { method: 'GET', path: '/api/ready', as: 'visitor', queries: ignoredQueries },
  { method: 'GET', path: '/api/settings', as: 'visitor', queries: ignoredQueries },
  {
    method: 'GET',
    path: '/api/get-product-details/{id}',
    as: 'visitor',
    id: true,
    queries: ignoredQueries,
  },
  { method: 'GET', path: '/api/get-bestseller-products', as: 'visitor', queries: pagedQueries },
  {
    method: 'GET',
    path: '/api/get-all-active-products',
    as: 'visitor',
    queries: [...pagedQueries, ['a bad per_page with no page', 'per_page=abc', 422]],
  },
  { method: 'GET', path: '/api/get-filtered-products', as: 'visitor', queries: filterQueries },
  {
    method: 'POST',
    path: '/api/auth/register',
    as: 'visitor',
    bodies: [
      ['a boolean email', { ...registration, email: true }, 422],
      ['a 100,000-character email', { ...registration, email: `${HUGE}@example.ae` }, 422],
      ['an object first_name', { ...registration, first_name: { first: 'Sara' } }, 422],
      ['a 100,000-character first_name', { ...registration, first_name: HUGE }, 422],
      ['a NUL byte in first_name', { ...registration, first_name: 'Sara\u0000Khan' }, 422],
      ['a number phone', { ...registration, phone: 971557654321 }, 422],
      ['an array password', { ...registration, password: ['secret-123'] }, 422],
      [
        'a 100,000-character password',
        { ...registration, password: HUGE, password_confirmation: HUGE },
        422,
      ],
      ['a null password_confirmation', { ...registration, password_confirmation: null }, 422],
    ],
  },
  {
    method: 'POST',
    path: '/api/auth/login',
    as: 'visitor',
    bodies: [
      ['a boolean email', { ...login, email: true }, 422],
      ['an array email', { ...login, email: [login.email] }, 422],
      ['a 100,000-character email', { ...login, email: HUGE }, 422],
      ['a number password', { ...login, password: 123456 }, 422],
      ['a 100,000-character password', { ...login, password: HUGE }, 422],
    ],
  },
  { method: 'POST', path: '/api/logout', as: 'customer', noBody: true },
  { method: 'GET', path: '/api/profile', as: 'customer', queries: ignoredQueries },
  { method: 'GET', path: '/api/cart/get', as: 'customer', queries: ignoredQueries },
  {
    method: 'POST',
    path: '/api/cart/add',
    as: 'customer',
    bodies: [
      ...spoilEach({ quantity: 1 }, 'product_id', badProductIds),
      ...spoilEach({ product_id: 2 }, 'quantity', badQuantities),
      ['an object product_size_id', { product_id: 2, product_size_id: { id: 3 } }, 422],
      ['a boolean product_size_id', { product_id: 1, product_size_id: true }, 422],
      ['an unknown product', { product_id: 987_654 }, 422],
    ],
  },
  {
    method: 'PUT',
    path: '/api/cart/update/{id}',
    as: 'customer',
    id: true,
    bodies: [
      ...spoilEach({}, 'quantity', badQuantities),
      ['an object product_id', { product_id: { id: 2 }, quantity: 1 }, 422],
    ],
  },
  { method: 'DELETE', path: '/api/cart/remove/{id}', as: 'customer', id: true, noBody: true },
  { method: 'DELETE', path: '/api/cart/delete/{id}', as: 'customer', id: true, noBody: true },
  { method: 'GET', path: '/api/wishlist/get', as: 'customer', queries: ignoredQueries },
  { method: 'GET', path: '/api/wishlist/count', as: 'customer', queries: ignoredQueries },
  ...(['add', 'remove-product', 'check-status'] as const).map((verb): Route => ({
    method: 'POST',
    path: `/api/wishlist/${verb}`,
    as: 'customer',
    bodies: spoilEach({}, 'product_id', badProductIds),
  })),
  { method: 'DELETE', path: '/api/wishlist/clear', as: 'customer', noBody: true },
  { method: 'DELETE', path: '/api/wishlist/remove/{id}', as: 'customer', id: true, noBody: true },
  {
    method: 'POST',
    path: '/api/wishlist/move-to-cart/{id}',
    as: 'customer',
    id: true,
    noBody: true,
  },
  {
    method: 'POST',
    path: '/api/stripe/checkout',
    as: 'customer',
    bodies: [
      ['a number successUrl', { ...cardCheckout, successUrl: 42 }, 422],
      ['a 100,000-character successUrl', { ...cardCheckout, successUrl: `/${HUGE}` }, 422],
      [
        'a successUrl on another site',
        { ...cardCheckout, successUrl: 'https://evil.example/' },
        422,
      ],
      ['a successUrl that is no address', { ...cardCheckout, successUrl: 'http://[' }, 422],
      ['an object cancelUrl', { ...cardCheckout, cancelUrl: { href: '/payment-failed' } }, 422],
      ['a string items', { ...cardCheckout, items: 'all of them' }, 422],
      ['an item with an object quantity', { ...cardCheckout, items: [{ quantity: {} }] }, 422],
      ['201 items', { ...cardCheckout, items: Array.from({ length: 201 }, () => ({})) }, 422],
      ['a string shippingCost', { ...cardCheckout, shippingCost: 'free' }, 422],
      ['finalTotal 1e309', spoil(cardCheckout, 'finalTotal', raw('1e309')), 422],
      [
        'a boolean email',
        { ...cardCheckout, customer_info: { ...customerInfo, email: true } },
        422,
      ],
      [
        'an object city',
        { ...cardCheckout, delivery_address: { ...deliveryAddress, city: { name: 'Dubai' } } },
        422,
      ],
      [
        'a 100,000-character city',
        { ...cardCheckout, delivery_address: { ...deliveryAddress, city: HUGE } },
        422,
      ],
      [
        'a NUL byte in the city',
        { ...cardCheckout, delivery_address: { ...deliveryAddress, city: 'Dubai\u0000' } },
        422,
      ],
    ],
  },
  {
    method: 'POST',
    path: '/api/orders',
    as: 'customer',
    bodies: [
      ['no customer_info', { ...codOrder, customer_info: undefined }, 422],
      ['a string customer_info', { ...codOrder, customer_info: 'Aisha' }, 422],
      ['a boolean email', { ...codOrder, customer_info: { ...customerInfo, email: true } }, 422],
      [
        'a 100,000-character name',
        { ...codOrder, customer_info: { ...customerInfo, name: HUGE } },
        422,
      ],
      [
        'a number phone',
        { ...codOrder, customer_info: { ...customerInfo, phone: 971501234567 } },
        422,
      ],
      ['an unknown payment_method', { ...codOrder, payment_method: 'cheque' }, 422],
      ['an array payment_method', { ...codOrder, payment_method: ['cod'] }, 422],
      ['an array delivery_address', { ...codOrder, delivery_address: [deliveryAddress] }, 422],
      ['a number shipping_address', { ...codOrder, shipping_address: 42 }, 422],
      ['a string items', { ...codOrder, items: 'all of them' }, 422],
      ['an array order_summary', { ...codOrder, order_summary: [1, 2] }, 422],
      ['an object notes', { ...codOrder, notes: { text: 'Ring twice' } }, 422],
      ['100,000-character notes', { ...codOrder, notes: HUGE }, 422],
      ['a NUL byte in the notes', { ...codOrder, notes: 'Ring\u0000twice' }, 422],
      ['a 100,000-character idempotency_key', { ...codOrder, idempotency_key: HUGE }, 422],
      ['a NUL byte in the idempotency_key', { ...codOrder, idempotency_key: 'key\u0000' }, 422],
      [
        'an object session_id',
        { ...codOrder, payment_method: 'card', session_id: { id: 'cs' } },
        422,
      ],
      [
        'a NUL byte in the session_id',
        { ...codOrder, payment_method: 'card', session_id: 'cs\u0000' },
        422,
      ],
      // Well formed, but no checkout of this customer: "not found", with what to do.
      ['a card order without a session', { ...codOrder, payment_method: 'card' }, 404],
      [
        'a card order with an unknown session',
        { ...codOrder, payment_method: 'card', session_id: 'cs_sim_unknown' },
        404,
      ],
    ],
  },
  { method: 'GET', path: '/api/orders', as: 'customer', queries: ignoredQueries },
  { method: 'GET', path: '/api/orders/{id}', as: 'customer', id: true },
  {
    method: 'POST',
    path: '/api/bookings',
    as: 'visitor',
    bodies: [
      ['an object name', { ...booking, name: { first: 'Fatima' } }, 422],
      ['a 100,000-character name', { ...booking, name: HUGE }, 422],
      ['a NUL byte in the name', { ...booking, name: 'Fatima\u0000' }, 422],
      ['a boolean email', { ...booking, email: true }, 422],
      ['a number phone', { ...booking, phone: 971501234567 }, 422],
      ['an unknown service', { ...booking, service: 'Horse' }, 422],
      ['an array service', { ...booking, service: ['Dog'] }, 422],
      ['an object message', { ...booking, message: { text: 'Hi' } }, 422],
      ['a 100,000-character message', { ...booking, message: HUGE }, 422],
      ['a NUL byte in the message', { ...booking, message: 'Coco\u0000' }, 422],
    ],
  },
  { method: 'GET', path: '/api/bookings', as: 'customer', queries: ignoredQueries },
  // Issue 31: grooming on time slots.
  { method: 'GET', path: '/api/grooming/services', as: 'visitor', queries: ignoredQueries },
  {
    method: 'GET',
    path: '/api/grooming/slots',
    as: 'visitor',
    queries: [
      ['no service', 'pet_size=cat', 422],
      ['a word as the service', 'service_id=basic&pet_size=cat', 422],
      ['a 20-digit service', 'service_id=99999999999999999999&pet_size=cat', 422],
      ['an unknown pet size', 'service_id=1&pet_size=horse', 422],
      ['a word among the add-ons', 'service_id=1&pet_size=cat&add_on_ids=1,nails', 422],
      ['a service that is none', 'service_id=999999&pet_size=cat', 422],
    ],
  },
  {
    method: 'POST',
    path: '/api/appointments',
    as: 'visitor',
    bodies: [
      ['a text service id', { ...appointment, service_id: '1' }, 422],
      ['an unknown pet size', { ...appointment, pet_size: 'horse' }, 422],
      ['a time without a zone', { ...appointment, starts_at: '2026-12-01T10:00' }, 422],
      ['a time that is no date', { ...appointment, starts_at: 'tomorrow' }, 422],
      ['an object name', { ...appointment, name: { first: 'Reem' } }, 422],
      ['a 100,000-character note', { ...appointment, notes: HUGE }, 422],
      ['a NUL byte in the name', { ...appointment, name: 'Reem\u0000' }, 422],
      ['eleven add-ons', { ...appointment, add_on_ids: Array(11).fill(1) }, 422],
      ['a service that is none', { ...appointment, service_id: 999999 }, 422],
      ['a time that is no free slot', appointment, 409],
    ],
  },
  ...['/api/appointments/manage', '/api/appointments/manage/cancel'].map((path): Route => ({
    method: 'POST',
    path,
    as: 'visitor',
    bodies: [
      ['no token', {}, 422],
      ['a number token', { token: 1234567 }, 422],
      ['a short token', { token: 'abc' }, 422],
      ['a 100,000-character token', { token: HUGE }, 422],
      ['a token that is none', { token: 'x'.repeat(43) }, 404],
    ],
  })),
  {
    method: 'POST',
    path: '/api/appointments/manage/move',
    as: 'visitor',
    bodies: [
      ['no time', { token: 'x'.repeat(43) }, 422],
      ['a time that is no date', { token: 'x'.repeat(43), starts_at: 'soon' }, 422],
      ['a token that is none', { token: 'x'.repeat(43), starts_at: appointment.starts_at }, 404],
    ],
  },
  // The simulated card provider's page and its two buttons (outside /api, as Stripe's would be).
  { method: 'POST', path: '/payments/simulated/{id}/pay', as: 'visitor', id: true, noBody: true },
  {
    method: 'POST',
    path: '/payments/simulated/{id}/decline',
    as: 'visitor',
    id: true,
    noBody: true,
  },
];

/** Pages answer HTML; a bad id there is a "not found" page, not a JSON message. */
const PAGES = [
  // A parametric route: the router refuses an id over its length limit (414).
  { path: '/payments/simulated/{id}', long: 414 },
  // A page of the web app: any path is a page, and an unknown product is "not found".
  { path: '/product/{id}', long: 404 },
];

const route = (r: { method: Method; path: string }) =>
  `${r.method} ${r.path.replace('{id}', ':id')}`;

function casesOf(r: Route): Case[] {
  const cases: Case[] = [];
  const as = r.as;
  for (const [what, id, status] of r.id ? BAD_IDS : []) {
    cases.push({
      label: `${route(r)} with ${what} as the id`,
      method: r.method,
      url: r.path.replace('{id}', id),
      body: r.method === 'PUT' ? { quantity: 1 } : undefined,
      as,
      status,
    });
  }
  const notJson = BAD_BODIES.filter(([what]) => what === 'a body that is not JSON');
  const bodies = r.bodies ? [...BAD_BODIES, ...r.bodies] : r.noBody ? notJson : [];
  for (const [what, body, status] of bodies) {
    cases.push({
      label: `${route(r)} with ${what}`,
      method: r.method,
      url: r.path,
      body,
      as,
      status,
    });
  }
  for (const [what, query, status] of r.queries ?? []) {
    cases.push({
      label: `${route(r)} with ${what}`,
      method: r.method,
      url: `${r.path}?${query}`,
      as,
      status,
    });
  }
  if (r.as === 'customer') {
    // Without a valid token the answer is 401 before anything else is looked at.
    const first = cases[0] ?? { url: r.path, body: undefined };
    cases.push(
      {
        label: `${route(r)} without a token`,
        method: r.method,
        url: first.url,
        body: first.body,
        as: 'visitor',
        status: 401,
      },
      {
        label: `${route(r)} with a made-up token`,
        method: r.method,
        url: first.url,
        body: first.body,
        as: 'not-a-token',
        status: 401,
      },
      {
        label: `${route(r)} with a 10,000-character token`,
        method: r.method,
        url: r.path,
        as: LONG,
        status: 401,
      },
    );
  }
  return cases;
}

const CASES = ROUTES.flatMap(casesOf);

let shop: TestShop;
let customer: TestCustomer;
/** The customer's own rows, for `{id}` in a route that needs a valid one. */
const validIds: Record<string, string> = {};

beforeAll(async () => {
  shop = await createTestShop({
    MAIL_DIR: await mkdtemp(path.join(os.tmpdir(), 'petshop-bad-input-mail-')),
  });
  const { ids } = await seedTestCatalog(shop.database.db);
  customer = await createCustomer(shop);
  // A cart line and a wishlist entry of product 2, so a spoiled call has something to spoil.
  expect(ids.catPate).toBe(2);
  validIds.cart = String((await addToCart(shop, customer, ids.catPate, 1)).id);
  await shop.app.inject({
    method: 'POST',
    url: '/api/wishlist/add',
    headers: customer.headers,
    payload: { product_id: ids.catPate },
  });
  const wishlist = await shop.app.inject({ url: '/api/wishlist/get', headers: customer.headers });
  validIds.wishlist = String(wishlist.json().items[0].id);
});
afterAll(() => shop.close());

function validId(url: string): string {
  if (url.includes('/cart/')) return validIds.cart!;
  if (url.includes('/wishlist/')) return validIds.wishlist!;
  if (url.includes('/payments/simulated/')) return 'cs_sim_unknown';
  return '2';
}

function send(
  target: TestShop,
  c: Pick<Case, 'method' | 'url' | 'body' | 'as'>,
  extraHeaders = {},
) {
  // The shop's own host, so the checkout's relative return addresses are the shop's.
  const headers: Record<string, string> = { host: '127.0.0.1', ...extraHeaders };
  if (c.as === 'customer') Object.assign(headers, customer.headers);
  else if (c.as !== 'visitor') headers.authorization = `Bearer ${c.as}`;
  let payload: string | undefined;
  if (c.body instanceof Raw) {
    payload = c.body.text;
    headers['content-type'] = c.body.type;
  } else if (c.body !== undefined) {
    payload = JSON.stringify(c.body);
    headers['content-type'] = 'application/json';
  }
  return target.app.inject({
    method: c.method,
    url: c.url.replace('{id}', validId(c.url)),
    headers,
    // Each call from its own address: the per-IP limits of login, register and bookings stay out.
    remoteAddress: nextIp(),
    ...(payload === undefined ? {} : { payload }),
  });
}

/** Every row of every table a call could write (carts, shelves and prices included), in a fixed order. */
async function tableState(target: TestShop) {
  const db = target.database.db;
  const tables: PgTable[] = [
    users,
    authTokens,
    cartItems,
    wishlistItems,
    orders,
    orderItems,
    bookings,
    mailOutbox,
    simulatedPaymentSessions,
    products,
    productSizes,
  ];
  const state: Record<string, unknown[]> = {};
  for (const table of tables) {
    const rows: unknown[] = await db.select().from(table);
    state[getTableName(table)] = rows
      .map((row) => JSON.stringify(row))
      .sort()
      .map((row) => JSON.parse(row) as unknown);
  }
  return state;
}

function expectMessage(response: {
  statusCode: number;
  headers: Record<string, unknown>;
  json(): unknown;
}) {
  expect(response.headers['content-type']).toMatch(/^application\/json/);
  const body = response.json() as { message?: unknown };
  expect(typeof body.message).toBe('string');
  expect((body.message as string).trim()).not.toBe('');
}

describe('every route, sent what it cannot use', () => {
  for (const c of CASES) {
    it(`${c.label} answers ${c.status}`, async () => {
      const before = await tableState(shop);
      const response = await send(shop, c);
      expect(response.statusCode, response.body.slice(0, 300)).toBe(c.status);
      if (c.status >= 400) {
        expect(response.statusCode).toBeLessThan(500);
        expectMessage(response);
        expect(await tableState(shop)).toEqual(before);
      }
    });
  }
});

describe('pages, sent an id that is none', () => {
  for (const { path, long } of PAGES) {
    for (const [what, id, badStatus] of BAD_IDS) {
      const status = id === LONG ? long : badStatus;
      it(`GET ${path.replace('{id}', ':id')} with ${what} as the id answers ${status}`, async () => {
        const url = path.replace('{id}', id);
        const response = await send(shop, { method: 'GET', url, as: 'visitor' });
        expect(response.statusCode, response.body.slice(0, 300)).toBe(status);
        // A page the router can read is a "not found" page; a URL it cannot gets a JSON message.
        if (status === 404) expect(response.headers['content-type']).toMatch(/^text\/html/);
        else expectMessage(response);
      });
    }
  }
});

describe('input that looks odd but means something', () => {
  const accepted: [string, Method, string, unknown, number][] = [
    // The requests the sweep spoils, unspoiled: each refusal above is for the spoiled part alone.
    ['the request the sweep spoils', 'PUT', '/api/cart/update/{id}', { quantity: 2 }, 200],
    ['the request the sweep spoils', 'POST', '/api/stripe/checkout', cardCheckout, 200],
    ['the request the sweep spoils', 'POST', '/api/orders', codOrder, 201],
    ['the request the sweep spoils', 'POST', '/api/bookings', booking, 201],
    // A name in any script is a name.
    [
      'an Arabic name',
      'POST',
      '/api/auth/register',
      { ...registration, first_name: 'سارة خان' },
      201,
    ],
    ['the request the sweep spoils', 'POST', '/api/auth/login', login, 200],
    // The web client sends numbers; a form-style numeric string is the number it spells.
    ['numeric strings', 'POST', '/api/cart/add', { product_id: '1', quantity: ' 2 ' }, 201],
    ['the request the sweep spoils', 'POST', '/api/wishlist/add', { product_id: 1 }, 201],
    // Logging out reads no body: whatever JSON comes with it, the token is revoked.
    ['an array body', 'POST', '/api/logout', [1, 2], 200],
  ];
  for (const [what, method, url, body, status] of accepted) {
    it(`${method} ${url.replace('{id}', ':id')} with ${what} answers ${status}`, async () => {
      const caller = url === '/api/logout' ? await createCustomer(shop) : customer;
      const response = await send(shop, { method, url, body, as: 'visitor' }, caller.headers);
      expect(response.statusCode, response.body).toBe(status);
    });
  }
});

describe('POST /api/payments/stripe/webhook, sent what Stripe would not', () => {
  const secret = 'whsec_bad_input';
  const signer = new Stripe('sk_test_signer');
  let stripeShop: TestShop;
  beforeAll(async () => {
    // No Stripe call is ever made here: a webhook is checked against its signature alone.
    stripeShop = await createTestShop({
      STRIPE_SECRET_KEY: 'sk_test_shop',
      STRIPE_WEBHOOK_SECRET: secret,
      STRIPE_API_URL: 'http://127.0.0.1:9',
    });
  });
  afterAll(() => stripeShop.close());

  const sign = (payload: string, key = secret) =>
    signer.webhooks.generateTestHeaderString({ payload, secret: key });
  const event = (type: string, object: unknown) =>
    JSON.stringify({ id: 'evt_bad_input', object: 'event', type, data: { object } });
  const completed = event('checkout.session.completed', {
    id: 'cs_test_1',
    payment_status: 'paid',
  });
  const sessionEvents = ['checkout.session.completed', 'checkout.session.expired'];
  const badSessions: [string, unknown][] = [
    ['a null session', null],
    ['a string session', 'cs_test_1'],
    ['a session without an id', { payment_status: 'paid' }],
    ['a session with a number id', { id: 42 }],
    ['a session id with a NUL byte', { id: 'cs_test_\u0000' }],
    ['a 100,000-character session id', { id: `cs_test_${HUGE}` }],
  ];

  /** What the shop receives: the body and its signature (undefined: signed with the secret). */
  const cases: [string, string, string | null | undefined, number][] = [
    ['no signature', completed, null, 400],
    ['a signature that is no signature', completed, 't=1,v1=abc', 400],
    ['a 10,000-character signature', completed, LONG, 400],
    ['a signature made with another secret', completed, sign(completed, 'whsec_attacker'), 400],
    ['a signed body that is not JSON', '{"id": ', undefined, 400],
    ['a signed null', 'null', undefined, 400],
    ['a signed array', '[]', undefined, 400],
    ['a signed string', '"event"', undefined, 400],
    ['a signed event without data', '{"type":"checkout.session.completed"}', undefined, 400],
    ...sessionEvents.flatMap((type) =>
      badSessions.map(([what, object]): [string, string, undefined, number] => [
        `a signed ${type} with ${what}`,
        event(type, object),
        undefined,
        400,
      ]),
    ),
    // Accepted: Stripe sends many event types; the shop acknowledges those it does not handle.
    ['a signed event of another type', event('customer.created', null), undefined, 200],
  ];
  for (const [what, payload, signature, status] of cases) {
    it(`with ${what} answers ${status}`, async () => {
      const before = await tableState(stripeShop);
      const headers: Record<string, string> = { 'content-type': 'application/json' };
      if (signature !== null) headers['stripe-signature'] = signature ?? sign(payload);
      const response = await stripeShop.app.inject({
        method: 'POST',
        url: '/api/payments/stripe/webhook',
        headers,
        payload,
      });
      expect(response.statusCode, response.body).toBe(status);
      if (status >= 400) expectMessage(response);
      expect(await tableState(stripeShop)).toEqual(before);
    });
  }
});
