import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { authTokens, staffSessions } from '../src/db/schema.ts';
import { deviceLabel } from '../src/modules/sessions/device-label.ts';
import { createTestShop, type TestShop } from './helpers/app.ts';
import { createCustomer, nextIp, type TestCustomer } from './helpers/customers.ts';
import { staffSession } from './helpers/staff.ts';

/** Issue 21: the signed-in devices of an account, signed out one at a time or all but this one. */
let shop: TestShop;

beforeAll(async () => {
  shop = await createTestShop();
});
afterAll(() => shop.close());

const CHROME_WINDOWS =
  'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36';
const SAFARI_IPHONE =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1';

/** Another login of the customer, from a browser saying `userAgent`; its bearer headers. */
async function signInAgain(customer: TestCustomer, userAgent: string) {
  const response = await shop.app.inject({
    method: 'POST',
    url: '/api/auth/login',
    remoteAddress: nextIp(),
    headers: { 'user-agent': userAgent },
    payload: { email: customer.email, password: 'secret-123' },
  });
  expect(response.statusCode).toBe(200);
  return { authorization: `Bearer ${response.json().token}` };
}

const get = (url: string, headers: { authorization: string }) =>
  shop.app.inject({ method: 'GET', url, headers });

describe('deviceLabel', () => {
  it.each([
    [CHROME_WINDOWS, 'Chrome on Windows'],
    [SAFARI_IPHONE, 'Safari on iPhone'],
    [
      'Mozilla/5.0 (Macintosh; Intel Mac OS X 14_5) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Safari/605.1.15',
      'Safari on Mac',
    ],
    [
      'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36 Edg/131.0.0.0',
      'Edge on Windows',
    ],
    [
      'Mozilla/5.0 (Linux; Android 14; SM-S918B) AppleWebKit/537.36 (KHTML, like Gecko) SamsungBrowser/25.0 Chrome/121.0.0.0 Mobile Safari/537.36',
      'Samsung Internet on Android',
    ],
    ['Mozilla/5.0 (X11; Linux x86_64; rv:133.0) Gecko/20100101 Firefox/133.0', 'Firefox on Linux'],
    [
      'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) CriOS/131.0 Mobile/15E148 Safari/604.1',
      'Chrome on iPhone',
    ],
    ['curl/8.5.0', 'Unknown browser'],
    [null, 'Unknown device'],
  ])('names %s as %s', (userAgent, label) => {
    expect(deviceLabel(userAgent)).toBe(label);
  });
});

describe('GET /api/profile/sessions', () => {
  it('lists the devices signed in, named from the browser, with the current one marked', async () => {
    const customer = await createCustomer(shop);
    const phone = await signInAgain(customer, SAFARI_IPHONE);
    const laptop = await signInAgain(customer, CHROME_WINDOWS);
    const response = await get('/api/profile/sessions', laptop);
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('no-store');
    const sessions = response.json().sessions as {
      id: number;
      device: string;
      current: boolean;
      created_at: string;
      last_used_at: string;
    }[];
    expect(sessions.map((session) => [session.device, session.current]).sort()).toEqual([
      ['Chrome on Windows', true],
      ['Safari on iPhone', false],
      ['Unknown browser', false],
    ]);
    const rows = await shop.database.db
      .select()
      .from(authTokens)
      .where(eq(authTokens.userId, customer.id));
    expect(rows.map((row) => row.userAgent).sort()).toEqual(
      [CHROME_WINDOWS, SAFARI_IPHONE, 'lightMyRequest'].sort(),
    );
    for (const session of sessions) {
      expect(Date.parse(session.created_at)).not.toBeNaN();
      expect(Date.parse(session.last_used_at)).not.toBeNaN();
    }
    expect((await get('/api/profile/sessions', phone)).json().sessions).toHaveLength(3);
  });

  it('asks for a login', async () => {
    const response = await shop.app.inject({ method: 'GET', url: '/api/profile/sessions' });
    expect(response.statusCode).toBe(401);
  });
});

describe('DELETE /api/profile/sessions/:id', () => {
  it('signs one device out and leaves the others signed in', async () => {
    const customer = await createCustomer(shop);
    const phone = await signInAgain(customer, SAFARI_IPHONE);
    const sessions = (await get('/api/profile/sessions', customer.headers)).json().sessions;
    const phoneSession = sessions.find((session: { device: string }) =>
      session.device.includes('iPhone'),
    );
    const response = await shop.app.inject({
      method: 'DELETE',
      url: `/api/profile/sessions/${phoneSession.id}`,
      headers: customer.headers,
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ message: 'The device has been signed out.' });
    expect((await get('/api/profile', phone)).statusCode).toBe(401);
    expect((await get('/api/profile', customer.headers)).statusCode).toBe(200);
  });

  it("answers 404 for another customer's session and leaves it signed in", async () => {
    const mine = await createCustomer(shop);
    const theirs = await createCustomer(shop);
    const [theirSession] = await shop.database.db
      .select()
      .from(authTokens)
      .where(eq(authTokens.userId, theirs.id));
    for (const id of [String(theirSession!.id), '999999', 'abc']) {
      const response = await shop.app.inject({
        method: 'DELETE',
        url: `/api/profile/sessions/${id}`,
        headers: mine.headers,
      });
      expect(response.statusCode).toBe(404);
      expect(response.json().message).toBe('No signed-in device of yours has this id.');
    }
    expect((await get('/api/profile', theirs.headers)).statusCode).toBe(200);
  });
});

describe('POST /api/profile/sessions/sign-out-others', () => {
  it('signs out every other device and keeps this one', async () => {
    const customer = await createCustomer(shop);
    const phone = await signInAgain(customer, SAFARI_IPHONE);
    const laptop = await signInAgain(customer, CHROME_WINDOWS);
    const other = await createCustomer(shop);
    const response = await shop.app.inject({
      method: 'POST',
      url: '/api/profile/sessions/sign-out-others',
      headers: laptop,
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ message: 'Signed out of 2 other devices.', signed_out: 2 });
    expect((await get('/api/profile', phone)).statusCode).toBe(401);
    expect((await get('/api/profile', customer.headers)).statusCode).toBe(401);
    expect((await get('/api/profile', laptop)).statusCode).toBe(200);
    expect((await get('/api/profile', other.headers)).statusCode).toBe(200);
    const again = await shop.app.inject({
      method: 'POST',
      url: '/api/profile/sessions/sign-out-others',
      headers: laptop,
    });
    expect(again.json()).toEqual({ message: 'No other device was signed in.', signed_out: 0 });
  });
});

describe('last used', () => {
  async function lastUsed(tokenId: number) {
    const [row] = await shop.database.db
      .select({ lastUsedAt: authTokens.lastUsedAt })
      .from(authTokens)
      .where(eq(authTokens.id, tokenId));
    return row!.lastUsedAt;
  }

  it('is refreshed by a request when a few minutes old, and not written on every request', async () => {
    const customer = await createCustomer(shop);
    const [token] = await shop.database.db
      .select()
      .from(authTokens)
      .where(eq(authTokens.userId, customer.id));
    const twoMinutesAgo = new Date(Date.now() - 2 * 60 * 1000);
    await shop.database.db
      .update(authTokens)
      .set({ lastUsedAt: twoMinutesAgo })
      .where(eq(authTokens.id, token!.id));
    expect((await get('/api/profile', customer.headers)).statusCode).toBe(200);
    expect((await lastUsed(token!.id)).getTime()).toBe(twoMinutesAgo.getTime());

    const tenMinutesAgo = new Date(Date.now() - 10 * 60 * 1000);
    await shop.database.db
      .update(authTokens)
      .set({ lastUsedAt: tenMinutesAgo })
      .where(eq(authTokens.id, token!.id));
    const before = Date.now();
    expect((await get('/api/profile', customer.headers)).statusCode).toBe(200);
    expect((await lastUsed(token!.id)).getTime()).toBeGreaterThanOrEqual(before - 1000);
    const listed = (await get('/api/profile/sessions', customer.headers)).json().sessions[0];
    expect(Date.parse(listed.last_used_at)).toBeGreaterThanOrEqual(before - 1000);
  });

  it('is refreshed the same way for staff sessions', async () => {
    const member = await staffSession(shop.app, shop.database);
    const tenMinutesAgo = new Date(Date.now() - 10 * 60 * 1000);
    await shop.database.db
      .update(staffSessions)
      .set({ lastUsedAt: tenMinutesAgo })
      .where(eq(staffSessions.staffId, member.staff.id));
    const before = Date.now();
    await get('/api/admin/auth/me', member.headers);
    const [row] = await shop.database.db
      .select()
      .from(staffSessions)
      .where(eq(staffSessions.staffId, member.staff.id));
    expect(row!.lastUsedAt.getTime()).toBeGreaterThanOrEqual(before - 1000);
  });
});

describe('staff sessions', () => {
  it('lists a staff member’s own devices and signs the others out', async () => {
    const member = await staffSession(shop.app, shop.database);
    const second = await shop.app.inject({
      method: 'POST',
      url: '/api/admin/auth/login',
      remoteAddress: nextIp(),
      headers: { 'user-agent': CHROME_WINDOWS },
      payload: { email: member.staff.email, password: 'shelf-stacker-2026' },
    });
    const secondHeaders = { authorization: `Bearer ${second.json().token}` };
    const list = await get('/api/admin/auth/sessions', secondHeaders);
    expect(list.statusCode).toBe(200);
    expect(
      list
        .json()
        .sessions.map((session: { device: string; current: boolean }) => [
          session.device,
          session.current,
        ])
        .sort(),
    ).toEqual([
      ['Chrome on Windows', true],
      ['Unknown browser', false],
    ]);
    const other = await staffSession(shop.app, shop.database);
    const otherId = (await get('/api/admin/auth/sessions', other.headers)).json().sessions[0].id;
    const foreign = await shop.app.inject({
      method: 'DELETE',
      url: `/api/admin/auth/sessions/${otherId}`,
      headers: member.headers,
    });
    expect(foreign.statusCode).toBe(404);
    const out = await shop.app.inject({
      method: 'POST',
      url: '/api/admin/auth/sessions/sign-out-others',
      headers: secondHeaders,
    });
    expect(out.json()).toEqual({ message: 'Signed out of 1 other device.', signedOut: 1 });
    expect((await get('/api/admin/auth/me', member.headers)).statusCode).toBe(401);
    expect((await get('/api/admin/auth/me', secondHeaders)).statusCode).toBe(200);
    expect((await get('/api/admin/auth/me', other.headers)).statusCode).toBe(200);
  });
});
