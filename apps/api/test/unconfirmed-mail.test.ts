import { and, eq, like } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mailOutbox, orders, productSizes } from '../src/db/schema.ts';
import { createTestShop, type TestShop } from './helpers/app.ts';
import { seedTestCatalog } from './helpers/catalog-fixtures.ts';
import { createCustomer, nextIp, type TestCustomer } from './helpers/customers.ts';
import { linkToken, outboxTo } from './helpers/mails.ts';
import { addToCart, customerInfo, deliveryAddress, placeCodOrder } from './helpers/shopping.ts';

// Issue 27.17: the shop mails no requester's text to an address nobody has confirmed, and such an
// address takes at most five mails a day.
const SPAM = 'WINNER claim prize http://evil.example/claim';
let shop: TestShop;
let catPate: number;
let counter = 0;
const victim = () => `victim${++counter}-${Date.now()}@example.ae`;

beforeAll(async () => {
  shop = await createTestShop();
  catPate = (await seedTestCatalog(shop.database.db)).ids.catPate;
  // Enough tins for every order here.
  await shop.database.db.update(productSizes).set({ stock: 1000 });
});
afterAll(() => shop.close());

const register = (email: string, name = SPAM) =>
  shop.app.inject({
    method: 'POST',
    url: '/api/auth/register',
    remoteAddress: nextIp(),
    payload: {
      first_name: name,
      email,
      phone: `+97152${String(1_000_000 + ++counter).padStart(7, '0')}`,
      password: 'secret-123',
      password_confirmation: 'secret-123',
    },
  });

const changeEmail = (customer: TestCustomer, email: string) =>
  shop.app.inject({
    method: 'POST',
    url: '/api/profile/email',
    headers: customer.headers,
    payload: { email, current_password: 'secret-123' },
    remoteAddress: nextIp(),
  });

/** A cash order whose contact e-mail, name, address and notes the orderer chose. */
async function codOrderTo(customer: TestCustomer, email: string) {
  await addToCart(shop, customer, catPate, 1);
  return placeCodOrder(shop, customer, {
    customer_info: { ...customerInfo, name: SPAM, email },
    delivery_address: { ...deliveryAddress, fullName: SPAM, street: SPAM },
    notes: SPAM,
  });
}

const expectNoRequesterText = (body: string) => {
  expect(body.startsWith('Hello,\n')).toBe(true);
  expect(body).not.toContain('WINNER');
  expect(body).not.toContain('evil.example');
};

describe('mail to an unconfirmed address carries no text of the requester', () => {
  it('registering: the link mail greets no one by the typed name', async () => {
    const email = victim();
    expect((await register(email)).statusCode).toBe(201);
    const [mail] = await outboxTo(shop, email, 'verify-email');
    expectNoRequesterText(mail!.textBody);
  });

  it('changing the e-mail: the link to the new address names no one', async () => {
    const customer = await createCustomer(shop, SPAM);
    const email = victim();
    expect((await changeEmail(customer, email)).statusCode).toBe(200);
    const [mail] = await outboxTo(shop, email, 'verify-email');
    expect(mail!.subject).toBe('Confirm your new email address for The Best Pet Shop in Dubai');
    expectNoRequesterText(mail!.textBody);
  });

  it('a cash order: the confirmation to another address leaves out name, address and notes', async () => {
    const customer = await createCustomer(shop);
    const email = victim();
    expect((await codOrderTo(customer, email)).statusCode).toBe(201);
    const [mail] = await outboxTo(shop, email, 'order-confirmation');
    expectNoRequesterText(mail!.textBody);
    expect(mail!.textBody).toContain('Delivery address: as entered at checkout (see My Orders).');
    // The shop still reads everything the customer wrote.
    const [notice] = await shop.database.db
      .select()
      .from(mailOutbox)
      .where(and(eq(mailOutbox.kind, 'order-new'), like(mailOutbox.textBody, `%<${email}>%`)));
    expect(notice!.textBody).toContain(`Notes: ${SPAM}`);
  });

  it('a cash order to the account’s own confirmed address greets the customer by name', async () => {
    const customer = await createCustomer(shop, 'Aisha Al Marri');
    const token = await linkToken(shop, customer.email, 'verify-email', '/user/verify-email');
    const verified = await shop.app.inject({
      method: 'POST',
      url: '/api/auth/verify-email',
      payload: { token },
      remoteAddress: nextIp(),
    });
    expect(verified.statusCode).toBe(200);
    await addToCart(shop, customer, catPate, 1);
    const placed = await placeCodOrder(shop, customer, {
      customer_info: { ...customerInfo, email: customer.email },
    });
    expect(placed.statusCode).toBe(201);
    const [mail] = await outboxTo(shop, customer.email, 'order-confirmation');
    expect(mail!.textBody.startsWith('Hello Aisha Al Marri,\n')).toBe(true);
    expect(mail!.textBody).toContain('Villa 12');
  });
});

describe('per-recipient limits on unconfirmed addresses', () => {
  it('sends at most five mails a day to one address, whoever orders; the orders are placed', async () => {
    const email = victim();
    const statuses: number[] = [];
    for (let n = 0; n < 7; n++) {
      statuses.push((await codOrderTo(await createCustomer(shop), email)).statusCode);
    }
    expect(statuses).toEqual(Array<number>(7).fill(201));
    expect(await outboxTo(shop, email, 'order-confirmation')).toHaveLength(5);
    const placed = await shop.database.db
      .select({ id: orders.id })
      .from(orders)
      .where(eq(orders.customerEmail, email));
    expect(placed).toHaveLength(7);
  });

  it('counts every kind: after orders, an e-mail change to the address is refused with a reason', async () => {
    const email = victim();
    for (let n = 0; n < 5; n++) {
      expect((await codOrderTo(await createCustomer(shop), email)).statusCode).toBe(201);
    }
    const refused = await changeEmail(await createCustomer(shop), email);
    expect(refused.statusCode).toBe(429);
    expect(refused.json().message).toBe(
      'We have sent several emails to this address today. Please look for them in its inbox (and spam folder), or try again tomorrow.',
    );
    expect(await outboxTo(shop, email, 'verify-email')).toHaveLength(0);
  });
});
