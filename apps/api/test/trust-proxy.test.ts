import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testConfig } from '../src/config.ts';
import { createTestShop, type TestShop } from './helpers/app.ts';

// Issue 27.15: the client address is the right-most X-Forwarded-For entry no trusted proxy
// wrote, so a client cannot walk around a per-address limit by writing the header itself.
let counter = 0;
const account = () => {
  const n = ++counter;
  return {
    first_name: 'Aisha',
    email: `proxied${n}-${Date.now()}@example.ae`,
    phone: `+97155${String(1_000_000 + n).padStart(7, '0')}`,
    password: 'secret-123',
    password_confirmation: 'secret-123',
  };
};

describe('TRUST_PROXY', () => {
  it('takes false, a hop count (true is one proxy) or the proxies’ addresses and CIDRs', () => {
    expect(testConfig().TRUST_PROXY).toBe(false);
    expect(testConfig({ TRUST_PROXY: 'false' }).TRUST_PROXY).toBe(false);
    expect(testConfig({ TRUST_PROXY: 'true' }).TRUST_PROXY).toBe(1);
    expect(testConfig({ TRUST_PROXY: '2' }).TRUST_PROXY).toBe(2);
    expect(testConfig({ TRUST_PROXY: '10.0.0.0/8, ::1, loopback' }).TRUST_PROXY).toEqual([
      '10.0.0.0/8',
      '::1',
      'loopback',
    ]);
    expect(() => testConfig({ TRUST_PROXY: 'yes' })).toThrow(
      'TRUST_PROXY: "yes" is not a proxy address: TRUST_PROXY takes false, a hop count (true = 1), or the proxies\' addresses and CIDRs such as 10.0.0.0/8, comma-separated',
    );
    expect(() => testConfig({ TRUST_PROXY: '10.0.0.0/33' })).toThrow('"10.0.0.0/33"');
  });
});

describe('per-address limits behind one proxy (TRUST_PROXY=true)', () => {
  let shop: TestShop;
  beforeAll(async () => {
    shop = await createTestShop(
      { TRUST_PROXY: 'true', REGISTER_RATE_LIMIT: '3' },
      { auth: { sleep: async () => {}, brake: { accountCeiling: 4 } } },
    );
  });
  afterAll(() => shop.close());

  /** A request as the proxy passes it on: what the client wrote, then the address it saw. */
  const viaProxy = (url: string, payload: object, client: string, written = '') =>
    shop.app.inject({
      method: 'POST',
      url,
      remoteAddress: '127.0.0.1',
      headers: { 'x-forwarded-for': written ? `${written}, ${client}` : client },
      payload,
    });

  it('counts registrations by the address the proxy saw, whatever the client wrote before it', async () => {
    const statuses: number[] = [];
    for (let n = 1; n <= 4; n++) {
      const response = await viaProxy('/api/auth/register', account(), '203.0.113.7', `6.6.6.${n}`);
      statuses.push(response.statusCode);
    }
    expect(statuses).toEqual([201, 201, 201, 429]);
    // Another client behind the same proxy is not affected.
    expect((await viaProxy('/api/auth/register', account(), '203.0.113.8')).statusCode).toBe(201);
  });

  it('refuses guesses on one account from any new address past the ceiling, not its owner', async () => {
    const owner = account();
    expect((await viaProxy('/api/auth/register', owner, '198.51.100.1')).statusCode).toBe(201);
    const login = { email: owner.email, password: owner.password };
    expect((await viaProxy('/api/auth/login', login, '198.51.100.1')).statusCode).toBe(200);
    const wrong = { email: owner.email, password: 'not-the-password' };
    const statuses: number[] = [];
    for (let n = 1; n <= 6; n++) {
      statuses.push((await viaProxy('/api/auth/login', wrong, `192.0.2.${n}`)).statusCode);
    }
    expect(statuses).toEqual([401, 401, 401, 401, 429, 429]);
    const refused = await viaProxy('/api/auth/login', login, '192.0.2.99');
    expect(refused.statusCode).toBe(429);
    expect(refused.json().message).toBe(
      'Too many failed login attempts. Please try again in 60 minutes.',
    );
    // The owner, from where they signed in before, still gets in.
    expect((await viaProxy('/api/auth/login', login, '198.51.100.1')).statusCode).toBe(200);
  });
});

describe('per-address limits behind proxies named by address (TRUST_PROXY=CIDR)', () => {
  let shop: TestShop;
  beforeAll(async () => {
    shop = await createTestShop({ TRUST_PROXY: '172.16.0.0/12', REGISTER_RATE_LIMIT: '2' });
  });
  afterAll(() => shop.close());

  const register = (socket: string, forwardedFor: string) =>
    shop.app.inject({
      method: 'POST',
      url: '/api/auth/register',
      remoteAddress: socket,
      headers: { 'x-forwarded-for': forwardedFor },
      payload: account(),
    });

  it('skips the trusted proxies from the right and counts the first address they did not write', async () => {
    // Client → proxy 172.16.0.9 → proxy 172.16.0.2 → shop; the client wrote 6.6.6.n itself.
    const statuses: number[] = [];
    for (let n = 1; n <= 3; n++) {
      const response = await register('172.16.0.2', `6.6.6.${n}, 203.0.113.20, 172.16.0.9`);
      statuses.push(response.statusCode);
    }
    expect(statuses).toEqual([201, 201, 429]);
  });

  it('ignores X-Forwarded-For from a socket that is not a trusted proxy', async () => {
    const statuses: number[] = [];
    for (let n = 1; n <= 3; n++) {
      statuses.push((await register('203.0.113.30', `6.6.7.${n}`)).statusCode);
    }
    expect(statuses).toEqual([201, 201, 429]);
  });
});
