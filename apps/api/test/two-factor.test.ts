import { createHash, randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { generateSync } from 'otplib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { recoveryCodes, staff, twoFactorChallenges, users } from '../src/db/schema.ts';
import { createTestShop, type TestShop } from './helpers/app.ts';
import { outboxTo } from './helpers/mails.ts';
import { createCustomer, nextIp, type TestCustomer } from './helpers/customers.ts';
import { raceNote } from './helpers/db.ts';
import { STAFF_PASSWORD, staffSession } from './helpers/staff.ts';

/** Issue 21: two-factor sign-in with an authenticator app and recovery codes. */
const PASSWORD = 'secret-123';
const WRONG_CODE =
  'That code is not right. Check the newest code in your authenticator app and try again.';
const USED_CODE =
  'This code has already been used. Please wait for the next code in your authenticator app.';
const EXPIRED = 'This sign-in has expired. Please log in again.';

/** The clock the shop checks codes against; each test moves it on so steps never collide. */
let clock = new Date('2026-03-01T08:00:00Z');
const advance = (seconds: number) => {
  clock = new Date(clock.getTime() + seconds * 1000);
};
let shop: TestShop;

beforeAll(async () => {
  shop = await createTestShop(
    { LOGIN_RATE_LIMIT: '1000' },
    { twoFactor: { now: () => clock, brake: { now: () => clock.getTime() } } },
  );
});
afterAll(() => shop.close());

/** The code an authenticator app shows at the shop's clock, `offset` seconds away. */
const codeFor = (secret: string, offset = 0) =>
  generateSync({ secret, epoch: Math.floor(clock.getTime() / 1000) + offset });

function post(target: TestShop, url: string, payload: object, headers = {}, ip = nextIp()) {
  return target.app.inject({ method: 'POST', url, payload, headers, remoteAddress: ip });
}

/** Turns two-factor sign-in on for a customer; its secret and recovery codes. */
async function enableFor(customer: TestCustomer) {
  const setup = await post(
    shop,
    '/api/profile/two-factor/setup',
    { password: PASSWORD },
    customer.headers,
  );
  expect(setup.statusCode, setup.body).toBe(200);
  const secret: string = setup.json().secret;
  const confirm = await post(
    shop,
    '/api/profile/two-factor/confirm',
    { code: codeFor(secret) },
    customer.headers,
  );
  expect(confirm.statusCode, confirm.body).toBe(200);
  advance(30);
  return { secret, recoveryCodes: confirm.json().recovery_codes as string[] };
}

const login = (email: string, ip = nextIp(), target = shop) =>
  post(target, '/api/auth/login', { email, password: PASSWORD }, {}, ip);

async function challengeFor(email: string) {
  const response = await login(email);
  expect(response.statusCode).toBe(200);
  return response.json().challenge as string;
}

const answer = (payload: object, ip = nextIp()) =>
  post(shop, '/api/auth/login/two-factor', payload, {}, ip);

describe('setting two-factor sign-in up', () => {
  it('needs the password, shows the secret as a QR code and text, and turns on with a first code', async () => {
    const customer = await createCustomer(shop);
    const wrong = await post(
      shop,
      '/api/profile/two-factor/setup',
      { password: 'not-my-password' },
      customer.headers,
    );
    expect(wrong.statusCode).toBe(422);
    expect(wrong.json().errors).toEqual({ password: ['The password is not right.'] });

    const setup = await post(
      shop,
      '/api/profile/two-factor/setup',
      { password: PASSWORD },
      customer.headers,
    );
    expect(setup.statusCode).toBe(200);
    expect(setup.headers['cache-control']).toBe('no-store');
    const { secret, otpauth_uri, qr_code } = setup.json();
    expect(secret).toMatch(/^[A-Z2-7]{32}$/);
    expect(otpauth_uri).toBe(
      `otpauth://totp/${encodeURIComponent(shop.config.SHOP_NAME)}:${encodeURIComponent(customer.email)}?secret=${secret}&issuer=${encodeURIComponent(shop.config.SHOP_NAME)}`,
    );
    expect(
      Buffer.from(qr_code.replace('data:image/svg+xml;base64,', ''), 'base64').toString(),
    ).toMatch(/^<svg xmlns="http:\/\/www.w3.org\/2000\/svg"/);
    // Not on until a code confirms the app has the secret.
    expect((await login(customer.email)).json().token).toEqual(expect.any(String));
    const status = await shop.app.inject({
      method: 'GET',
      url: '/api/profile/two-factor',
      headers: customer.headers,
    });
    expect(status.json()).toEqual({ enabled: false, enabled_at: null, recovery_codes_left: 0 });

    const badCode = await post(
      shop,
      '/api/profile/two-factor/confirm',
      { code: codeFor(secret, -120) },
      customer.headers,
    );
    expect(badCode.statusCode).toBe(422);
    expect(badCode.json().errors).toEqual({ code: [WRONG_CODE] });

    const confirm = await post(
      shop,
      '/api/profile/two-factor/confirm',
      { code: codeFor(secret) },
      customer.headers,
    );
    expect(confirm.statusCode).toBe(200);
    const codes: string[] = confirm.json().recovery_codes;
    expect(codes).toHaveLength(10);
    expect(new Set(codes).size).toBe(10);
    for (const code of codes) expect(code).toMatch(/^[a-z2-7]{5}-[a-z2-7]{5}$/);
    const rows = await shop.database.db
      .select()
      .from(recoveryCodes)
      .where(eq(recoveryCodes.userId, customer.id));
    expect(rows.map((row) => row.codeHash).sort()).toEqual(
      codes.map((code) => createHash('sha256').update(code.replace('-', '')).digest('hex')).sort(),
    );
    const [user] = await shop.database.db.select().from(users).where(eq(users.id, customer.id));
    expect(user!.totpEnabledAt).toBeInstanceOf(Date);
    expect(user!.totpSecret).toBe(secret);

    const again = await post(
      shop,
      '/api/profile/two-factor/setup',
      { password: PASSWORD },
      customer.headers,
    );
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe('Two-factor sign-in is already on.');
    advance(30);
  });
});

describe('logging in with two-factor sign-in', () => {
  it('keeps the answer of an account without it as the spec has it', async () => {
    const customer = await createCustomer(shop);
    const response = await login(customer.email);
    expect(response.statusCode).toBe(200);
    expect(Object.keys(response.json()).sort()).toEqual(['message', 'token', 'user']);
    expect(response.json().message).toBe('Login successful');
  });

  it('answers a right password with a challenge, and a right code with the session', async () => {
    const customer = await createCustomer(shop);
    const { secret } = await enableFor(customer);
    const first = await shop.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      remoteAddress: nextIp(),
      headers: {
        'user-agent': 'Mozilla/5.0 (X11; Linux x86_64; rv:133.0) Gecko/20100101 Firefox/133.0',
      },
      payload: { email: customer.email, password: PASSWORD },
    });
    expect(first.statusCode).toBe(200);
    expect(first.json()).toEqual({
      two_factor_required: true,
      challenge: expect.stringMatching(/^[\w-]{43}$/),
      message: 'Enter the 6-digit code from your authenticator app.',
    });
    const [stored] = await shop.database.db
      .select()
      .from(twoFactorChallenges)
      .where(eq(twoFactorChallenges.userId, customer.id));
    expect(stored!.tokenHash).not.toContain(first.json().challenge);

    const wrongPassword = await post(shop, '/api/auth/login', {
      email: customer.email,
      password: 'nope-nope-1',
    });
    expect(wrongPassword.statusCode).toBe(401);

    const done = await answer({ challenge: first.json().challenge, code: codeFor(secret) });
    expect(done.statusCode, done.body).toBe(200);
    expect(done.json()).toEqual({
      token: expect.any(String),
      user: { id: customer.id, name: 'Test Customer', email: customer.email },
      message: 'Login successful',
    });
    const headers = { authorization: `Bearer ${done.json().token}` };
    expect(
      (await shop.app.inject({ method: 'GET', url: '/api/profile', headers })).statusCode,
    ).toBe(200);
    const devices = await shop.app.inject({
      method: 'GET',
      url: '/api/profile/sessions',
      headers,
    });
    expect(devices.json().sessions.find((s: { current: boolean }) => s.current).device).toBe(
      'Firefox on Linux',
    );

    // The challenge is used up.
    const reused = await answer({ challenge: first.json().challenge, code: codeFor(secret, 30) });
    expect(reused.statusCode).toBe(401);
    expect(reused.json().message).toBe(EXPIRED);
  });

  it('accepts a code one step either side of now, not two', async () => {
    const customer = await createCustomer(shop);
    const { secret } = await enableFor(customer);
    advance(30); // the step before now was not the confirming code's
    const early = await answer({
      challenge: await challengeFor(customer.email),
      code: codeFor(secret, -30),
    });
    expect(early.statusCode).toBe(200);
    const late = await answer({
      challenge: await challengeFor(customer.email),
      code: codeFor(secret, 30),
    });
    expect(late.statusCode).toBe(200);
    advance(90);
    const tooOld = await answer({
      challenge: await challengeFor(customer.email),
      code: codeFor(secret, -60),
    });
    expect(tooOld.statusCode).toBe(422);
    expect(tooOld.json().errors).toEqual({ code: [WRONG_CODE] });
  });

  it('refuses a code that was already used, and any older one', async () => {
    const customer = await createCustomer(shop);
    const { secret } = await enableFor(customer);
    const code = codeFor(secret);
    expect((await answer({ challenge: await challengeFor(customer.email), code })).statusCode).toBe(
      200,
    );
    const replay = await answer({ challenge: await challengeFor(customer.email), code });
    expect(replay.statusCode).toBe(422);
    expect(replay.json().errors).toEqual({ code: [USED_CODE] });
    const older = await answer({
      challenge: await challengeFor(customer.email),
      code: codeFor(secret, -30),
    });
    expect(older.json().errors).toEqual({ code: [USED_CODE] });
    advance(30);
    const next = await answer({
      challenge: await challengeFor(customer.email),
      code: codeFor(secret),
    });
    expect(next.statusCode).toBe(200);
  });

  it('signs in once with each recovery code', async () => {
    const customer = await createCustomer(shop);
    const { recoveryCodes: codes } = await enableFor(customer);
    const typed = codes[3]!.toUpperCase().replace('-', ' ');
    const done = await answer({
      challenge: await challengeFor(customer.email),
      recovery_code: typed,
    });
    expect(done.statusCode, done.body).toBe(200);
    expect(done.json().token).toEqual(expect.any(String));
    const again = await answer({
      challenge: await challengeFor(customer.email),
      recovery_code: codes[3],
    });
    expect(again.statusCode).toBe(422);
    expect(again.json().errors).toEqual({
      recovery_code: ['That recovery code is not right, or it has already been used.'],
    });
    const status = await shop.app.inject({
      method: 'GET',
      url: '/api/profile/two-factor',
      headers: customer.headers,
    });
    expect(status.json()).toMatchObject({ enabled: true, recovery_codes_left: 9 });
  });

  it('refuses a challenge after five minutes', async () => {
    const customer = await createCustomer(shop);
    const { secret } = await enableFor(customer);
    const challenge = await challengeFor(customer.email);
    advance(5 * 60 + 1);
    const late = await answer({ challenge, code: codeFor(secret) });
    expect(late.statusCode).toBe(401);
    expect(late.json().message).toBe(EXPIRED);
  });

  it('asks for a code or a recovery code, and one of them only', async () => {
    const challenge = 'x'.repeat(43);
    const none = await answer({ challenge });
    expect(none.statusCode).toBe(422);
    expect(none.json().message).toBe('Enter the 6-digit code from your authenticator app.');
    const letters = await answer({ challenge, code: 'abcdef' });
    expect(letters.json().errors).toEqual({ code: ['The code must be 6 digits.'] });
    const unknown = await answer({ challenge, code: '123456' });
    expect(unknown.statusCode).toBe(401);
    expect(unknown.json().message).toBe(EXPIRED);
  });

  it('ends a challenge after five wrong codes', async () => {
    const customer = await createCustomer(shop);
    const { secret } = await enableFor(customer);
    const challenge = await challengeFor(customer.email);
    const wrong = codeFor(secret, -300);
    for (let attempt = 1; attempt <= 4; attempt += 1) {
      const response = await answer({ challenge, code: wrong });
      expect(response.statusCode).toBe(422);
    }
    const fifth = await answer({ challenge, code: wrong });
    expect(fifth.statusCode).toBe(401);
    expect(fifth.json().message).toBe(
      'Too many wrong codes. Please log in again with your email and password.',
    );
    const right = await answer({ challenge, code: codeFor(secret) });
    expect(right.statusCode).toBe(401);
    expect(right.json().message).toBe(EXPIRED);
  });

  it('holds back an address that keeps guessing codes, as it does password guesses', async () => {
    const customer = await createCustomer(shop);
    const { secret } = await enableFor(customer);
    const guesser = nextIp();
    const wrong = codeFor(secret, -300);
    const first = await challengeFor(customer.email);
    for (let attempt = 0; attempt < 3; attempt += 1) {
      expect((await answer({ challenge: first, code: wrong }, guesser)).statusCode).toBe(422);
    }
    const second = await challengeFor(customer.email);
    for (let attempt = 0; attempt < 2; attempt += 1) {
      expect((await answer({ challenge: second, code: wrong }, guesser)).statusCode).toBe(422);
    }
    const held = await answer({ challenge: second, code: codeFor(secret) }, guesser);
    expect(held.statusCode).toBe(429);
    expect(held.json().message).toBe('Too many wrong attempts. Please try again in 1 minute.');
    advance(61);
    const later = await answer(
      { challenge: await challengeFor(customer.email), code: codeFor(secret) },
      guesser,
    );
    expect(later.statusCode).toBe(200);
  });
});

describe('wrong codes per account over time (issue 27.16)', () => {
  /** A code no authenticator shows now, nor one step either side. */
  const wrongFor = (secret: string) => {
    const near = new Set([-30, 0, 30].map((offset) => codeFor(secret, offset)));
    for (let n = 0; ; n += 1) {
      const code = String((Number(codeFor(secret)) + 7 + n) % 1_000_000).padStart(6, '0');
      if (!near.has(code)) return code;
    }
  };
  /** What a guesser with the password gets from each new login: a fresh challenge. */
  async function challengeNow(accountId: number) {
    const token = randomBytes(32).toString('base64url');
    await shop.database.db.insert(twoFactorChallenges).values({
      userId: accountId,
      tokenHash: createHash('sha256').update(token).digest('hex'),
      createdAt: clock,
      expiresAt: new Date(clock.getTime() + 5 * 60_000),
    });
    return token;
  }

  it('takes at most 10 wrong codes a day, whatever the challenges and addresses: under one break in 50 years', async () => {
    const customer = await createCustomer(shop);
    const { secret } = await enableFor(customer);
    // Three days of a new challenge every hour, each guessed to its end from new addresses.
    const hours = 72;
    let guesses = 0;
    for (let hour = 0; hour < hours; hour += 1) {
      advance(3600);
      const challenge = await challengeNow(customer.id);
      for (let attempt = 0; attempt < 5; attempt += 1) {
        const response = await answer({ challenge, code: wrongFor(secret) });
        if (response.statusCode === 429) break;
        expect([422, 401]).toContain(response.statusCode);
        guesses += 1;
      }
    }
    expect(guesses).toBe(30);
    // A guess hits one of 3 accepted codes (±1 step) in a million.
    const guessesPerYear = (guesses / hours) * 24 * 365;
    const breaksPerYear = guessesPerYear * 3e-6;
    expect(guessesPerYear).toBeLessThanOrEqual(3650);
    expect(1 / breaksPerYear).toBeGreaterThan(50);
  });

  it('mails the account holder once, then refuses even the right code but takes a recovery code', async () => {
    const customer = await createCustomer(shop);
    const { secret, recoveryCodes: codes } = await enableFor(customer);
    const first = await challengeFor(customer.email);
    for (let attempt = 1; attempt <= 2; attempt += 1) {
      expect((await answer({ challenge: first, code: wrongFor(secret) })).statusCode).toBe(422);
    }
    expect(await outboxTo(shop, customer.email, 'two-factor-wrong-codes')).toHaveLength(0);
    expect((await answer({ challenge: first, code: wrongFor(secret) })).statusCode).toBe(422);
    const [mail, ...more] = await outboxTo(shop, customer.email, 'two-factor-wrong-codes');
    expect(more).toHaveLength(0);
    expect(mail!.subject).toBe('Wrong sign-in codes on your The Best Pet Shop in Dubai account');
    expect(mail!.textBody).toContain(
      'If this was not you, someone knows your password: change it now in Sign-in & security, and sign out the devices you do not know.',
    );
    // Seven more wrong codes on new challenges: ten today.
    for (let round = 0; round < 2; round += 1) {
      const challenge = await challengeFor(customer.email);
      for (let attempt = 0; attempt < (round === 0 ? 4 : 3); attempt += 1) {
        expect((await answer({ challenge, code: wrongFor(secret) })).statusCode).toBe(422);
      }
    }
    expect(await outboxTo(shop, customer.email, 'two-factor-wrong-codes')).toHaveLength(1);
    const challenge = await challengeFor(customer.email);
    const refused = await answer({ challenge, code: codeFor(secret) });
    expect(refused.statusCode).toBe(429);
    expect(refused.json().message).toBe(
      'Too many wrong codes have been entered for this account today. Sign in with one of your recovery codes, or try again in 24 hours.',
    );
    const recovered = await answer({ challenge, recovery_code: codes[0] });
    expect(recovered.statusCode).toBe(200);
    expect(recovered.json().token).toEqual(expect.any(String));
    // A day after the first wrong code, codes work again.
    advance(24 * 3600);
    const later = await answer({
      challenge: await challengeFor(customer.email),
      code: codeFor(secret),
    });
    expect(later.statusCode).toBe(200);
  });

  it(`counts twenty wrong codes sent at once on four challenges as ten${raceNote}`, async () => {
    const customer = await createCustomer(shop);
    const { secret } = await enableFor(customer);
    const challenges = await Promise.all([0, 1, 2, 3].map(() => challengeNow(customer.id)));
    const responses = await Promise.all(
      Array.from({ length: 20 }, (_, n) =>
        answer({ challenge: challenges[n % 4], code: wrongFor(secret) }),
      ),
    );
    const statuses = responses.map((response) => response.statusCode);
    expect(statuses.filter((status) => status === 429)).toHaveLength(10);
    expect(statuses.filter((status) => status === 422 || status === 401)).toHaveLength(10);
  });
});

describe('turning two-factor sign-in off and new recovery codes', () => {
  it('needs the password and a code, then logs in with the password alone', async () => {
    const customer = await createCustomer(shop);
    const { secret } = await enableFor(customer);
    const url = '/api/profile/two-factor/disable';
    const noPassword = await post(
      shop,
      url,
      { password: 'wrong-one-9', code: codeFor(secret) },
      customer.headers,
    );
    expect(noPassword.json().errors).toEqual({ password: ['The password is not right.'] });
    const noCode = await post(
      shop,
      url,
      { password: PASSWORD, code: codeFor(secret, -300) },
      customer.headers,
    );
    expect(noCode.statusCode).toBe(422);
    expect(noCode.json().errors).toEqual({ code: [WRONG_CODE] });
    const off = await post(
      shop,
      url,
      { password: PASSWORD, code: codeFor(secret) },
      customer.headers,
    );
    expect(off.statusCode, off.body).toBe(200);
    expect(off.json()).toEqual({ message: 'Two-factor sign-in is off.' });
    const [user] = await shop.database.db.select().from(users).where(eq(users.id, customer.id));
    expect([user!.totpSecret, user!.totpEnabledAt, user!.totpLastStep]).toEqual([null, null, null]);
    expect(
      await shop.database.db
        .select()
        .from(recoveryCodes)
        .where(eq(recoveryCodes.userId, customer.id)),
    ).toEqual([]);
    expect((await login(customer.email)).json().token).toEqual(expect.any(String));
  });

  it('accepts a recovery code instead of a code to turn it off', async () => {
    const customer = await createCustomer(shop);
    const { recoveryCodes: codes } = await enableFor(customer);
    const off = await post(
      shop,
      '/api/profile/two-factor/disable',
      { password: PASSWORD, code: codes[0] },
      customer.headers,
    );
    expect(off.statusCode, off.body).toBe(200);
  });

  it('replaces the recovery codes: the old ones stop working', async () => {
    const customer = await createCustomer(shop);
    const { recoveryCodes: old } = await enableFor(customer);
    const fresh = await post(
      shop,
      '/api/profile/two-factor/recovery-codes',
      { password: PASSWORD },
      customer.headers,
    );
    expect(fresh.statusCode).toBe(200);
    const codes: string[] = fresh.json().recovery_codes;
    expect(codes).toHaveLength(10);
    const oldOne = await answer({
      challenge: await challengeFor(customer.email),
      recovery_code: old[0],
    });
    expect(oldOne.statusCode).toBe(422);
    const newOne = await answer({
      challenge: await challengeFor(customer.email),
      recovery_code: codes[0],
    });
    expect(newOne.statusCode).toBe(200);
  });
});

describe('two-factor sign-in under parallel use', () => {
  it(`signs in once when the same code is sent twice at once${raceNote}`, async () => {
    const customer = await createCustomer(shop);
    const { secret } = await enableFor(customer);
    const challenges = await Promise.all([
      challengeFor(customer.email),
      challengeFor(customer.email),
    ]);
    const code = codeFor(secret);
    const answers = await Promise.all(challenges.map((challenge) => answer({ challenge, code })));
    expect(answers.map((response) => response.statusCode).sort()).toEqual([200, 422]);
    expect(answers.find((response) => response.statusCode === 422)!.json().errors).toEqual({
      code: [USED_CODE],
    });
  });

  it(`signs in once when the same recovery code is sent twice at once${raceNote}`, async () => {
    const customer = await createCustomer(shop);
    const { recoveryCodes: codes } = await enableFor(customer);
    const challenges = await Promise.all([
      challengeFor(customer.email),
      challengeFor(customer.email),
    ]);
    const answers = await Promise.all(
      challenges.map((challenge) => answer({ challenge, recovery_code: codes[5] })),
    );
    expect(answers.map((response) => response.statusCode).sort()).toEqual([200, 422]);
    const [row] = await shop.database.db
      .select()
      .from(recoveryCodes)
      .where(
        eq(
          recoveryCodes.codeHash,
          createHash('sha256').update(codes[5]!.replace('-', '')).digest('hex'),
        ),
      );
    expect(row!.usedAt).toBeInstanceOf(Date);
  });

  it(`lets one challenge sign in once when answered twice at once${raceNote}`, async () => {
    const customer = await createCustomer(shop);
    const { recoveryCodes: codes } = await enableFor(customer);
    const challenge = await challengeFor(customer.email);
    const answers = await Promise.all([
      answer({ challenge, recovery_code: codes[1] }),
      answer({ challenge, recovery_code: codes[2] }),
    ]);
    expect(answers.map((response) => response.statusCode).sort()).toEqual([200, 401]);
  });
});

describe('staff two-factor sign-in', () => {
  const staffLogin = (target: TestShop, email: string) =>
    post(target, '/api/admin/auth/login', { email, password: STAFF_PASSWORD });

  async function enableStaff(target: TestShop, headers: { authorization: string }) {
    const setup = await post(
      target,
      '/api/admin/auth/two-factor/setup',
      { password: STAFF_PASSWORD },
      headers,
    );
    expect(setup.statusCode, setup.body).toBe(200);
    expect(Object.keys(setup.json()).sort()).toEqual(['otpauthUri', 'qrCode', 'secret']);
    const secret: string = setup.json().secret;
    const confirm = await post(
      target,
      '/api/admin/auth/two-factor/confirm',
      { code: codeFor(secret) },
      headers,
    );
    expect(confirm.statusCode, confirm.body).toBe(200);
    expect(confirm.json().recoveryCodes).toHaveLength(10);
    advance(30);
    return secret;
  }

  it('asks staff with it on for a code at the back-office login', async () => {
    const member = await staffSession(shop.app, shop.database);
    const secret = await enableStaff(shop, member.headers);
    const first = await staffLogin(shop, member.staff.email);
    expect(first.json()).toEqual({
      twoFactorRequired: true,
      challenge: expect.any(String),
      message: 'Enter the 6-digit code from your authenticator app.',
    });
    // A staff challenge is no customer challenge.
    const asCustomer = await answer({ challenge: first.json().challenge, code: codeFor(secret) });
    expect(asCustomer.statusCode).toBe(401);
    const done = await post(shop, '/api/admin/auth/login/two-factor', {
      challenge: first.json().challenge,
      code: codeFor(secret),
    });
    expect(done.statusCode, done.body).toBe(200);
    expect(done.json().staff.email).toBe(member.staff.email);
    const me = await shop.app.inject({
      method: 'GET',
      url: '/api/admin/auth/me',
      headers: { authorization: `Bearer ${done.json().token}` },
    });
    expect(me.statusCode).toBe(200);
  });

  it('lets an owner work without it outside production', async () => {
    const owner = await staffSession(shop.app, shop.database, { role: 'owner' });
    const list = await shop.app.inject({
      method: 'GET',
      url: '/api/admin/staff',
      headers: owner.headers,
    });
    expect(list.statusCode).toBe(200);
  });

  it('holds an owner outside production too when OWNER_TWO_FACTOR=required', async () => {
    const strict = await createTestShop({ OWNER_TWO_FACTOR: 'required' });
    try {
      const owner = await staffSession(strict.app, strict.database, { role: 'owner' });
      const list = await strict.app.inject({
        method: 'GET',
        url: '/api/admin/staff',
        headers: owner.headers,
      });
      expect(list.statusCode).toBe(403);
    } finally {
      await strict.close();
    }
  });

  it('holds an owner without it in production to setting it up, then lets them work', async () => {
    const production = await createTestShop(
      {
        NODE_ENV: 'production',
        PUBLIC_URL: 'https://shop.example.ae',
        PAYMENTS: 'simulated',
        LOGIN_RATE_LIMIT: '1000',
      },
      { twoFactor: { now: () => clock, brake: { now: () => clock.getTime() } } },
    );
    try {
      const owner = await staffSession(production.app, production.database, { role: 'owner' });
      const member = await staffSession(production.app, production.database);
      const get = (url: string, headers: { authorization: string }) =>
        production.app.inject({ method: 'GET', url, headers });
      for (const url of ['/api/admin/staff', '/api/admin/orders', '/api/admin/dashboard']) {
        const refused = await get(url, owner.headers);
        expect(refused.statusCode, url).toBe(403);
        expect(refused.json().message).toBe(
          'Set up two-factor sign-in first: the shop owner must sign in with a code from an authenticator app. Open Sign-in & Security in the back office.',
        );
      }
      expect((await get('/api/admin/auth/me', owner.headers)).statusCode).toBe(200);
      expect((await get('/api/admin/auth/two-factor', owner.headers)).json()).toEqual({
        enabled: false,
        enabledAt: null,
        recoveryCodesLeft: 0,
        required: true,
      });
      // Staff who are not owners are not held.
      expect((await get('/api/admin/orders', member.headers)).statusCode).toBe(200);
      expect((await get('/api/admin/auth/two-factor', member.headers)).json().required).toBe(false);

      const secret = await enableStaff(production, owner.headers);
      expect((await get('/api/admin/staff', owner.headers)).statusCode).toBe(200);
      const [row] = await production.database.db
        .select()
        .from(staff)
        .where(eq(staff.id, owner.staff.id));
      expect(row!.totpEnabledAt).toBeInstanceOf(Date);
      // Off again: held again until it is back on.
      const off = await post(
        production,
        '/api/admin/auth/two-factor/disable',
        { password: STAFF_PASSWORD, code: codeFor(secret) },
        owner.headers,
      );
      expect(off.statusCode, off.body).toBe(200);
      expect((await get('/api/admin/staff', owner.headers)).statusCode).toBe(403);
    } finally {
      await production.close();
    }
  });

  it('lets an owner without it in with OWNER_TWO_FACTOR=optional, even in production', async () => {
    const relaxed = await createTestShop(
      {
        NODE_ENV: 'production',
        PUBLIC_URL: 'https://shop.example.ae',
        PAYMENTS: 'simulated',
        OWNER_TWO_FACTOR: 'optional',
      },
      { twoFactor: { now: () => clock, brake: { now: () => clock.getTime() } } },
    );
    try {
      const owner = await staffSession(relaxed.app, relaxed.database, { role: 'owner' });
      const get = (url: string) =>
        relaxed.app.inject({ method: 'GET', url, headers: owner.headers });
      expect((await get('/api/admin/staff')).statusCode).toBe(200);
      expect((await get('/api/admin/auth/two-factor')).json()).toEqual({
        enabled: false,
        enabledAt: null,
        recoveryCodesLeft: 0,
        required: false,
      });
    } finally {
      await relaxed.close();
    }
  });
});
