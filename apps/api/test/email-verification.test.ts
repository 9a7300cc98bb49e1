import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accountLinks, users } from '../src/db/schema.ts';
import { createTestShop, type TestShop } from './helpers/app.ts';
import { createCustomer, nextIp, type TestCustomer } from './helpers/customers.ts';
import { raceNote } from './helpers/db.ts';
import { linkToken, outboxTo } from './helpers/mails.ts';

/** Issue 21: customers confirm their e-mail address, and move to a new one only by confirming it. */
let shop: TestShop;

beforeAll(async () => {
  shop = await createTestShop({ ACCOUNT_MAIL_RATE_LIMIT: '1000' });
});
afterAll(() => shop.close());

const INVALID = 'This link has expired or has already been used. Please ask for a new one.';

const token = (email: string) => linkToken(shop, email, 'verify-email', '/user/verify-email');

const verify = (value: string) =>
  shop.app.inject({
    method: 'POST',
    url: '/api/auth/verify-email',
    payload: { token: value },
    remoteAddress: nextIp(),
  });

const resend = (customer: TestCustomer, ip = nextIp()) =>
  shop.app.inject({
    method: 'POST',
    url: '/api/profile/verify-email',
    headers: customer.headers,
    remoteAddress: ip,
  });

const changeEmail = (customer: TestCustomer, email: string, password = 'secret-123') =>
  shop.app.inject({
    method: 'POST',
    url: '/api/profile/email',
    headers: customer.headers,
    payload: { email, current_password: password },
    remoteAddress: nextIp(),
  });

async function profile(customer: TestCustomer) {
  const response = await shop.app.inject({
    method: 'GET',
    url: '/api/profile',
    headers: customer.headers,
  });
  return response.json().data as { email: string; email_verified: boolean };
}

const login = (email: string) =>
  shop.app.inject({
    method: 'POST',
    url: '/api/auth/login',
    payload: { email, password: 'secret-123' },
    remoteAddress: nextIp(),
  });

describe('the link sent on registration', () => {
  it('confirms the address once, and the profile says so', async () => {
    const customer = await createCustomer(shop);
    expect(await profile(customer)).toMatchObject({ email_verified: false });
    const [mail] = await outboxTo(shop, customer.email, 'verify-email');
    expect(mail!.subject).toBe('Confirm your email address for The Best Pet Shop in Dubai');
    expect(mail!.textBody).toContain('The link works for 24 hours and only once.');
    const issued = await token(customer.email);

    const done = await verify(issued);
    expect(done.statusCode, done.body).toBe(200);
    expect(done.json()).toEqual({
      message: 'Thank you: your email address is confirmed.',
      email: customer.email,
    });
    expect(done.headers['cache-control']).toBe('no-store');
    expect(await profile(customer)).toMatchObject({ email_verified: true });

    const again = await verify(issued);
    expect(again.statusCode).toBe(422);
    expect(again.json().errors).toEqual({ token: [INVALID] });
  });

  it('keeps only a hash of a 24-hour link', async () => {
    const customer = await createCustomer(shop);
    const issued = await token(customer.email);
    const [link] = await shop.database.db
      .select()
      .from(accountLinks)
      .where(eq(accountLinks.userId, customer.id));
    expect(link).toMatchObject({ purpose: 'verify_email', email: customer.email });
    expect(link!.tokenHash).toMatch(/^[0-9a-f]{64}$/);
    expect(link!.tokenHash).not.toContain(issued);
    expect(link!.expiresAt.getTime() - link!.createdAt.getTime()).toBe(24 * 60 * 60 * 1000);
  });

  it('does not work after 24 hours', async () => {
    const customer = await createCustomer(shop);
    const issued = await token(customer.email);
    await shop.database.db
      .update(accountLinks)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(accountLinks.userId, customer.id));
    expect((await verify(issued)).json().message).toBe(INVALID);
    expect(await profile(customer)).toMatchObject({ email_verified: false });
  });

  it('stops working once a newer link was sent', async () => {
    const customer = await createCustomer(shop);
    const older = await token(customer.email);
    const sent = await resend(customer);
    expect(sent.statusCode).toBe(200);
    expect(sent.json().message).toBe(
      `We have sent a confirmation link to ${customer.email}. It works for 24 hours.`,
    );
    const newer = await token(customer.email);
    expect(newer).not.toBe(older);
    expect((await verify(older)).statusCode).toBe(422);
    expect((await verify(newer)).statusCode).toBe(200);
  });

  it('refuses a made-up or cut-off token', async () => {
    expect((await verify('y'.repeat(43))).json().errors).toEqual({ token: [INVALID] });
    const short = await verify('abc');
    expect(short.statusCode).toBe(422);
    expect(short.json().message).toBe(
      'The link is incomplete. Please open it again from the email.',
    );
  });

  it(`confirms once when one link is opened twice at once${raceNote}`, async () => {
    const customer = await createCustomer(shop);
    const issued = await token(customer.email);
    const answers = await Promise.all([verify(issued), verify(issued)]);
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 422]);
  });
});

describe('POST /api/profile/verify-email (resend)', () => {
  it('says when the address is confirmed already and sends nothing', async () => {
    const customer = await createCustomer(shop);
    await verify(await token(customer.email));
    const response = await resend(customer);
    expect(response.json()).toEqual({ message: 'Your email address is already confirmed.' });
    expect(await outboxTo(shop, customer.email, 'verify-email')).toHaveLength(1);
  });

  it('sends one account at most five links an hour', async () => {
    const customer = await createCustomer(shop);
    const answers = [];
    for (let attempt = 0; attempt < 5; attempt += 1) answers.push(await resend(customer));
    expect(answers.map((answer) => answer.statusCode)).toEqual([200, 200, 200, 200, 429]);
    expect(answers[4]!.json().message).toBe(
      'We have sent you several links in the last hour. Please look for them in your inbox (and spam folder), or try again later.',
    );
    // The registration's link and four more.
    expect(await outboxTo(shop, customer.email, 'verify-email')).toHaveLength(5);
  });

  it('refuses more requests from one client address than the limit', async () => {
    const limited = await createTestShop({ ACCOUNT_MAIL_RATE_LIMIT: '1' });
    try {
      const customer = await createCustomer(limited);
      const ask = () =>
        limited.app.inject({
          method: 'POST',
          url: '/api/profile/verify-email',
          headers: customer.headers,
          remoteAddress: '10.7.7.7',
        });
      expect((await ask()).statusCode).toBe(200);
      expect((await ask()).statusCode).toBe(429);
    } finally {
      await limited.close();
    }
  });

  it('asks for a login', async () => {
    const response = await shop.app.inject({ method: 'POST', url: '/api/profile/verify-email' });
    expect(response.statusCode).toBe(401);
  });
});

describe('changing the e-mail address', () => {
  it('takes effect only when the new address opens its link; the old one is told', async () => {
    const customer = await createCustomer(shop);
    const newEmail = `moved-${customer.email}`;
    const asked = await changeEmail(customer, newEmail);
    expect(asked.statusCode, asked.body).toBe(200);
    expect(asked.json().message).toBe(
      `We have sent a link to ${newEmail}. Your email address changes once you open it (within 24 hours).`,
    );
    const [mail] = await outboxTo(shop, newEmail, 'verify-email');
    expect(mail!.subject).toBe('Confirm your new email address for The Best Pet Shop in Dubai');
    // Nothing has changed yet: the old address still logs in, the new one does not.
    expect(await profile(customer)).toMatchObject({ email: customer.email });
    expect((await login(customer.email)).statusCode).toBe(200);
    expect((await login(newEmail)).statusCode).toBe(401);

    const done = await verify(await token(newEmail));
    expect(done.statusCode, done.body).toBe(200);
    expect(done.json()).toEqual({
      message: `Your email address is now ${newEmail}, and it is confirmed.`,
      email: newEmail,
    });
    expect(await profile(customer)).toMatchObject({ email: newEmail, email_verified: true });
    expect((await login(newEmail)).statusCode).toBe(200);
    expect((await login(customer.email)).statusCode).toBe(401);
    const [notice] = await outboxTo(shop, customer.email, 'email-changed');
    expect(notice!.textBody).toContain(`changed from ${customer.email} to ${newEmail}`);
  });

  it('refuses the link when another account took the address in the meantime', async () => {
    const customer = await createCustomer(shop);
    const wanted = `wanted-${customer.email}`;
    await changeEmail(customer, wanted);
    const issued = await token(wanted);
    const [first] = await shop.database.db.select().from(users).where(eq(users.id, customer.id));
    // Someone registers the address before the customer opens the link.
    const taker = await shop.app.inject({
      method: 'POST',
      url: '/api/auth/register',
      remoteAddress: nextIp(),
      payload: {
        first_name: 'Quick Taker',
        email: wanted,
        phone: `+97150${String(customer.id).padStart(7, '0')}`,
        password: 'secret-123',
        password_confirmation: 'secret-123',
      },
    });
    expect(taker.statusCode, taker.body).toBe(201);
    const response = await verify(issued);
    expect(response.statusCode).toBe(422);
    expect(response.json().errors).toEqual({
      email: [
        'This email address has been taken by another account in the meantime. Please choose another one.',
      ],
    });
    expect(await profile(customer)).toMatchObject({ email: first!.email });
  });

  it(`moves one account to an address two accounts confirm at once; the other is told${raceNote}`, async () => {
    const first = await createCustomer(shop);
    const second = await createCustomer(shop);
    const wanted = `shared-${first.email}`;
    expect((await changeEmail(first, wanted)).statusCode).toBe(200);
    const firstLink = await token(wanted);
    expect((await changeEmail(second, wanted)).statusCode).toBe(200);
    const secondLink = await token(wanted);
    expect(secondLink).not.toBe(firstLink);

    const answers = await Promise.all([verify(firstLink), verify(secondLink)]);
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 422]);
    const holders = await shop.database.db.select().from(users).where(eq(users.email, wanted));
    expect(holders).toHaveLength(1);
  });

  it('asks for the current password and a free, different address', async () => {
    const customer = await createCustomer(shop);
    const other = await createCustomer(shop);
    const wrong = await changeEmail(customer, `x-${customer.email}`, 'not-my-password');
    expect(wrong.statusCode).toBe(422);
    expect(wrong.json().errors).toEqual({
      current_password: ['The current password is incorrect.'],
    });
    expect((await changeEmail(customer, other.email)).json().errors).toEqual({
      email: ['The email has already been taken.'],
    });
    expect((await changeEmail(customer, customer.email.toUpperCase())).json().errors).toEqual({
      email: ['This is already the email address of your account.'],
    });
    expect((await changeEmail(customer, 'not-an-address')).json().errors).toEqual({
      email: ['The email must be a valid email address.'],
    });
    expect(await outboxTo(shop, `x-${customer.email}`, 'verify-email')).toEqual([]);
  });

  it('cancels a pending change when a newer link is asked for', async () => {
    const customer = await createCustomer(shop);
    await changeEmail(customer, `first-${customer.email}`);
    const first = await token(`first-${customer.email}`);
    await changeEmail(customer, `second-${customer.email}`);
    expect((await verify(first)).statusCode).toBe(422);
    expect(await profile(customer)).toMatchObject({ email: customer.email });
  });
});
