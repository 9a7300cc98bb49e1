import { FORGOT_PASSWORD_ANSWER } from '@petshop/contracts';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accountLinks } from '../src/db/schema.ts';
import { createTestShop, type TestShop } from './helpers/app.ts';
import { createCustomer, type TestCustomer } from './helpers/customers.ts';
import { raceNote } from './helpers/db.ts';
import { linkToken as mailedToken, outboxTo } from './helpers/mails.ts';
import { comparableHeaders, passwordResetCalls } from './helpers/password-reset.ts';

/** Issue 21: forgot password, by e-mailed one-time link. */
let shop: TestShop;

beforeAll(async () => {
  shop = await createTestShop({ PASSWORD_RESET_RATE_LIMIT: '1000' });
});
afterAll(() => shop.close());

const { forgot, reset, login } = passwordResetCalls(() => shop, '/api/auth');

const mailsTo = (email: string, kind: string) => outboxTo(shop, email, kind);

/** The token of the newest reset link e-mailed to `email`. */
const linkToken = (email: string) =>
  mailedToken(shop, email, 'password-reset', '/user/reset-password');

const profile = (customer: TestCustomer) =>
  shop.app.inject({ method: 'GET', url: '/api/profile', headers: customer.headers });

describe('POST /api/auth/forgot-password', () => {
  it('answers a known and an unknown address in exactly the same way', async () => {
    const customer = await createCustomer(shop);
    const known = await forgot(customer.email);
    const unknown = await forgot('nobody-here@example.ae');
    expect(known.statusCode).toBe(200);
    expect(unknown.statusCode).toBe(200);
    expect(known.body).toBe(unknown.body);
    expect(known.json()).toEqual({ message: FORGOT_PASSWORD_ANSWER });
    expect(comparableHeaders(known)).toEqual(comparableHeaders(unknown));
    expect(await mailsTo(customer.email, 'password-reset')).toHaveLength(1);
    expect(await mailsTo('nobody-here@example.ae', 'password-reset')).toHaveLength(0);
  });

  it('keeps only a hash of the token', async () => {
    const customer = await createCustomer(shop);
    await forgot(customer.email);
    const token = await linkToken(customer.email);
    const rows = await shop.database.db
      .select()
      .from(accountLinks)
      .where(and(eq(accountLinks.userId, customer.id), eq(accountLinks.purpose, 'reset')));
    expect(rows).toHaveLength(1);
    expect(rows[0]!.tokenHash).not.toContain(token);
    expect(rows[0]!.tokenHash).toMatch(/^[0-9a-f]{64}$/);
  });

  it('sends one address at most three links an hour, whoever asks', async () => {
    const customer = await createCustomer(shop);
    for (let attempt = 0; attempt < 5; attempt += 1) {
      expect((await forgot(customer.email)).statusCode).toBe(200);
    }
    expect(await mailsTo(customer.email, 'password-reset')).toHaveLength(3);
  });

  it('refuses more requests from one address than the limit', async () => {
    const limited = await createTestShop({ PASSWORD_RESET_RATE_LIMIT: '2' });
    try {
      const { askForLink } = passwordResetCalls(() => limited, '/api/auth');
      const ask = () => askForLink('someone@example.ae', '10.9.9.9');
      expect((await ask()).statusCode).toBe(200);
      expect((await ask()).statusCode).toBe(200);
      expect((await ask()).statusCode).toBe(429);
    } finally {
      await limited.app.passwordReset.settle();
      await limited.close();
    }
  });

  it('asks for a valid address', async () => {
    const response = await forgot('not-an-email');
    expect(response.statusCode).toBe(422);
    expect(response.json().message).toBe('The email must be a valid email address.');
  });
});

describe('POST /api/auth/reset-password', () => {
  it('sets the new password once, signs the account out everywhere and says so by e-mail', async () => {
    const customer = await createCustomer(shop);
    await forgot(customer.email);
    const token = await linkToken(customer.email);
    expect((await profile(customer)).statusCode).toBe(200);

    const done = await reset(token, 'blue-parrot-tree-42');
    expect(done.statusCode, done.body).toBe(200);
    expect(done.json().message).toBe(
      'Your password has been changed and you have been signed out everywhere. Please log in with your new password.',
    );
    expect((await profile(customer)).statusCode).toBe(401);
    expect((await login(customer.email, 'secret-123')).statusCode).toBe(401);
    expect((await login(customer.email, 'blue-parrot-tree-42')).statusCode).toBe(200);
    const notices = await mailsTo(customer.email, 'password-changed');
    expect(notices).toHaveLength(1);
    expect(notices[0]!.textBody).toContain('every device was signed out');

    const again = await reset(token, 'another-good-one-7');
    expect(again.statusCode).toBe(422);
    expect(again.json().message).toBe(
      'This link has expired or has already been used. Please ask for a new one.',
    );
  });

  it('refuses a link older than an hour', async () => {
    const customer = await createCustomer(shop);
    await forgot(customer.email);
    const token = await linkToken(customer.email);
    await shop.database.db
      .update(accountLinks)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(accountLinks.userId, customer.id));
    expect((await reset(token, 'blue-parrot-tree-42')).statusCode).toBe(422);
    expect((await login(customer.email, 'secret-123')).statusCode).toBe(200);
  });

  it('refuses a link once a newer one was sent', async () => {
    const customer = await createCustomer(shop);
    await forgot(customer.email);
    const older = await linkToken(customer.email);
    await forgot(customer.email);
    const newer = await linkToken(customer.email);
    expect(newer).not.toBe(older);
    expect((await reset(older, 'blue-parrot-tree-42')).statusCode).toBe(422);
    expect((await reset(newer, 'blue-parrot-tree-42')).statusCode).toBe(200);
  });

  it('keeps the registration rules and leaves the link usable after a refused password', async () => {
    const customer = await createCustomer(shop);
    await forgot(customer.email);
    const token = await linkToken(customer.email);
    const short = await reset(token, 'abc');
    expect(short.statusCode).toBe(422);
    expect(short.json().message).toBe('The password must be at least 6 characters.');
    const mismatch = await reset(token, 'blue-parrot-tree-42', 'blue-parrot-tree-43');
    expect(mismatch.json().message).toBe('The password confirmation does not match.');
    const common = await reset(token, 'password123');
    expect(common.statusCode).toBe(422);
    expect((await reset(token, 'blue-parrot-tree-42')).statusCode).toBe(200);
  });

  it('refuses a made-up token without saying more', async () => {
    const response = await reset('x'.repeat(43), 'blue-parrot-tree-42');
    expect(response.statusCode).toBe(422);
    expect(response.json().errors).toEqual({
      token: ['This link has expired or has already been used. Please ask for a new one.'],
    });
  });

  it(`lets one link set one password when used twice at once${raceNote}`, async () => {
    const customer = await createCustomer(shop);
    await forgot(customer.email);
    const token = await linkToken(customer.email);
    const answers = await Promise.all([
      reset(token, 'first-choice-pass-1'),
      reset(token, 'second-choice-pass-2'),
    ]);
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 422]);
    const winner = answers[0]!.statusCode === 200 ? 'first-choice-pass-1' : 'second-choice-pass-2';
    expect((await login(customer.email, winner)).statusCode).toBe(200);
    expect(await mailsTo(customer.email, 'password-changed')).toHaveLength(1);
  });
});
