import { FORGOT_PASSWORD_ANSWER } from '@petshop/contracts';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { staff, staffPasswordLinks } from '../src/db/schema.ts';
import { createTestShop, type TestShop } from './helpers/app.ts';
import { raceNote } from './helpers/db.ts';
import { linkToken, outboxTo } from './helpers/mails.ts';
import { comparableHeaders, passwordResetCalls } from './helpers/password-reset.ts';
import { STAFF_PASSWORD, staffSession, type TestStaff } from './helpers/staff.ts';

/** Issue 21: staff who forgot their password get back in by themselves (decision 048). */
let shop: TestShop;

beforeAll(async () => {
  shop = await createTestShop({ PASSWORD_RESET_RATE_LIMIT: '1000' });
});
afterAll(() => shop.close());

const { forgot, reset, login } = passwordResetCalls(() => shop, '/api/admin/auth');

const me = (member: TestStaff) =>
  shop.app.inject({ method: 'GET', url: '/api/admin/auth/me', headers: member.headers });

const token = (email: string) =>
  linkToken(shop, email, 'staff-password-reset', '/admin/reset-password');

const NEW_PASSWORD = 'counter-top-parrot-8';
const INVALID = 'This link has expired or has already been used. Please ask for a new one.';

describe('POST /api/admin/auth/forgot-password', () => {
  it('answers a known and an unknown address in exactly the same way', async () => {
    const member = await staffSession(shop.app, shop.database);
    const known = await forgot(member.staff.email);
    const unknown = await forgot('nobody-on-staff@example.ae');
    expect(known.statusCode).toBe(200);
    expect(unknown.statusCode).toBe(200);
    expect(known.body).toBe(unknown.body);
    expect(known.json()).toEqual({ message: FORGOT_PASSWORD_ANSWER });
    expect(comparableHeaders(known)).toEqual(comparableHeaders(unknown));
    expect(known.headers['cache-control']).toBe('no-store');
    const mails = await outboxTo(shop, member.staff.email, 'staff-password-reset');
    expect(mails).toHaveLength(1);
    expect(mails[0]!.textBody).toContain('The link works for one hour and only once.');
    expect(await outboxTo(shop, 'nobody-on-staff@example.ae', 'staff-password-reset')).toEqual([]);
  });

  it('sends a deactivated staff member nothing, with the same answer', async () => {
    const member = await staffSession(shop.app, shop.database);
    await shop.database.db
      .update(staff)
      .set({ isActive: false })
      .where(eq(staff.id, member.staff.id));
    const response = await forgot(member.staff.email);
    expect(response.json()).toEqual({ message: FORGOT_PASSWORD_ANSWER });
    expect(await outboxTo(shop, member.staff.email, 'staff-password-reset')).toEqual([]);
  });

  it('keeps only a hash of a one-hour link', async () => {
    const member = await staffSession(shop.app, shop.database);
    const before = Date.now();
    await forgot(member.staff.email);
    const issued = await token(member.staff.email);
    const [link] = await shop.database.db
      .select()
      .from(staffPasswordLinks)
      .where(eq(staffPasswordLinks.staffId, member.staff.id));
    expect(link!.purpose).toBe('reset');
    expect(link!.tokenHash).toMatch(/^[0-9a-f]{64}$/);
    expect(link!.tokenHash).not.toContain(issued);
    const lifetime = link!.expiresAt.getTime() - before;
    expect(lifetime).toBeGreaterThan(59 * 60 * 1000);
    expect(lifetime).toBeLessThanOrEqual(61 * 60 * 1000);
  });

  it('sends one address at most three links an hour', async () => {
    const member = await staffSession(shop.app, shop.database);
    for (let attempt = 0; attempt < 5; attempt += 1) await forgot(member.staff.email);
    expect(await outboxTo(shop, member.staff.email, 'staff-password-reset')).toHaveLength(3);
  });

  it('refuses more requests from one address than the limit', async () => {
    const limited = await createTestShop({ PASSWORD_RESET_RATE_LIMIT: '2' });
    try {
      const { askForLink } = passwordResetCalls(() => limited, '/api/admin/auth');
      const ask = () => askForLink('someone@staff.example.ae', '10.9.9.8');
      expect((await ask()).statusCode).toBe(200);
      expect((await ask()).statusCode).toBe(200);
      const third = await ask();
      expect(third.statusCode).toBe(429);
      expect(third.json().message).toBe('Too many attempts. Please wait 1 hour and try again.');
    } finally {
      await limited.app.passwordReset.settle();
      await limited.close();
    }
  });
});

describe('POST /api/admin/auth/reset-password', () => {
  it('sets the password once, ends every session and says so by e-mail', async () => {
    const member = await staffSession(shop.app, shop.database);
    const other = await login(member.staff.email, STAFF_PASSWORD);
    await forgot(member.staff.email);
    const issued = await token(member.staff.email);

    const done = await reset(issued, NEW_PASSWORD);
    expect(done.statusCode, done.body).toBe(200);
    expect(done.json()).toEqual({
      message:
        'Your password has been changed and you have been signed out everywhere. Please log in with your new password.',
    });
    expect((await me(member)).statusCode).toBe(401);
    const otherSession = await shop.app.inject({
      method: 'GET',
      url: '/api/admin/auth/me',
      headers: { authorization: `Bearer ${other.json().token}` },
    });
    expect(otherSession.statusCode).toBe(401);
    expect((await login(member.staff.email, STAFF_PASSWORD)).statusCode).toBe(401);
    expect((await login(member.staff.email, NEW_PASSWORD)).statusCode).toBe(200);
    const notices = await outboxTo(shop, member.staff.email, 'password-changed');
    expect(notices).toHaveLength(1);
    expect(notices[0]!.textBody).toContain('every device was signed out');

    const again = await reset(issued, 'another-long-password-9');
    expect(again.statusCode).toBe(422);
    expect(again.json().errors).toEqual({ token: [INVALID] });
  });

  it('refuses a link older than an hour', async () => {
    const member = await staffSession(shop.app, shop.database);
    await forgot(member.staff.email);
    const issued = await token(member.staff.email);
    await shop.database.db
      .update(staffPasswordLinks)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(staffPasswordLinks.staffId, member.staff.id));
    const late = await reset(issued, NEW_PASSWORD);
    expect(late.statusCode).toBe(422);
    expect(late.json().message).toBe(INVALID);
    expect((await me(member)).statusCode).toBe(200);
    expect((await login(member.staff.email, STAFF_PASSWORD)).statusCode).toBe(200);
  });

  it('refuses a link once a newer one was sent', async () => {
    const member = await staffSession(shop.app, shop.database);
    await forgot(member.staff.email);
    const older = await token(member.staff.email);
    await forgot(member.staff.email);
    const newer = await token(member.staff.email);
    expect(newer).not.toBe(older);
    expect((await reset(older, NEW_PASSWORD)).statusCode).toBe(422);
    expect((await reset(newer, NEW_PASSWORD)).statusCode).toBe(200);
  });

  it('keeps the staff password rules and the link usable after a refused password', async () => {
    const member = await staffSession(shop.app, shop.database);
    await forgot(member.staff.email);
    const issued = await token(member.staff.email);
    const short = await reset(issued, 'short-9');
    expect(short.statusCode).toBe(422);
    expect(short.json().errors).toEqual({
      password: ['The password must be at least 10 characters.'],
    });
    const mismatch = await reset(issued, NEW_PASSWORD, `${NEW_PASSWORD}x`);
    expect(mismatch.json().errors).toEqual({
      password_confirmation: ['The password confirmation does not match.'],
    });
    const common = await reset(issued, 'qwertyuiop');
    expect(common.statusCode).toBe(422);
    expect(common.json().message).toBe(
      'This password is too common. Please choose a less common password.',
    );
    expect((await reset(issued, NEW_PASSWORD)).statusCode).toBe(200);
  });

  it('refuses the link of a staff member deactivated after it was sent', async () => {
    const member = await staffSession(shop.app, shop.database);
    await forgot(member.staff.email);
    const issued = await token(member.staff.email);
    await shop.database.db
      .update(staff)
      .set({ isActive: false })
      .where(eq(staff.id, member.staff.id));
    expect((await reset(issued, NEW_PASSWORD)).json().message).toBe(INVALID);
  });

  it(`lets one link set one password when used twice at once${raceNote}`, async () => {
    const member = await staffSession(shop.app, shop.database);
    await forgot(member.staff.email);
    const issued = await token(member.staff.email);
    const answers = await Promise.all([
      reset(issued, 'first-choice-password-1'),
      reset(issued, 'second-choice-password-2'),
    ]);
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 422]);
    const winner =
      answers[0]!.statusCode === 200 ? 'first-choice-password-1' : 'second-choice-password-2';
    expect((await login(member.staff.email, winner)).statusCode).toBe(200);
    expect(await outboxTo(shop, member.staff.email, 'password-changed')).toHaveLength(1);
  });
});
