import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../src/app.ts';
import { testConfig, type ConfigVariable } from '../src/config.ts';
import { createTestShop, type TestShop } from './helpers/app.ts';
import { nextIp } from './helpers/customers.ts';

/**
 * Issue 30 (decision 111): two processes of the shop on one database count the same request
 * limits and login guesses, in the database by default or in Redis when REDIS_URL is set.
 */
const places: { name: string; settings: Partial<Record<ConfigVariable, string>> }[] = [
  { name: 'the database', settings: {} },
];
const redisUrl = process.env.TEST_REDIS_URL;
if (redisUrl) places.push({ name: 'Redis', settings: { REDIS_URL: redisUrl } });

let emails = 0;
const newAccount = () => {
  const n = `${process.pid}.${Date.now()}.${++emails}`;
  return {
    first_name: 'Shared',
    email: `shared.${n}@example.ae`,
    phone: `+9715${String(Date.now() + emails).slice(-8)}`,
    password: 'secret-123',
    password_confirmation: 'secret-123',
  };
};

describe.each(places)('two processes counting in $name', ({ settings }) => {
  let shop: TestShop;
  /** The second process: the same shop built again on the same database. */
  let other: FastifyInstance;
  beforeAll(async () => {
    const limits = { REGISTER_RATE_LIMIT: '3', LOGIN_RATE_LIMIT: '1000', ...settings };
    shop = await createTestShop(limits, { auth: { sleep: async () => {} } });
    other = await buildApp(shop.config, shop.database, { auth: { sleep: async () => {} } });
    await other.ready();
  });
  afterAll(async () => {
    await other.close();
    await shop.close();
  });

  /** Requests from one address, in turn through one process and the other (a round-robin). */
  const inTurns = async (count: number, url: string, payload: () => object) => {
    const address = nextIp();
    const answers = [];
    for (let n = 0; n < count; n++) {
      const app = n % 2 === 0 ? shop.app : other;
      answers.push(
        await app.inject({ method: 'POST', url, remoteAddress: address, payload: payload() }),
      );
    }
    return answers;
  };

  it('refuses the fourth registration from one address, wherever each went', async () => {
    const answers = await inTurns(4, '/api/auth/register', newAccount);
    expect(answers.map((answer) => answer.statusCode)).toEqual([201, 201, 201, 429]);
    expect(answers[3]!.json().message).toMatch(
      /^Too many attempts\. Please wait .+ and try again\.$/,
    );
  });

  it('locks an address after five wrong passwords split across both, as one process would', async () => {
    const account = newAccount();
    const registered = await shop.app.inject({
      method: 'POST',
      url: '/api/auth/register',
      remoteAddress: nextIp(),
      payload: account,
    });
    expect(registered.statusCode).toBe(201);
    const wrong = () => ({ email: account.email, password: 'not-the-password' });
    const answers = await inTurns(7, '/api/auth/login', wrong);
    expect(answers.map((answer) => answer.statusCode)).toEqual([401, 401, 401, 401, 401, 429, 429]);
    expect(answers[5]!.json().message).toBe(
      'Too many failed login attempts. Please try again in 1 minute.',
    );
  });
});

describe('REDIS_URL', () => {
  it('must name a Redis', () => {
    expect(() => testConfig({ REDIS_URL: 'http://127.0.0.1:6379' })).toThrow(
      'REDIS_URL must start with redis:// or rediss://',
    );
  });

  it('stops the start with a message when Redis does not answer', async () => {
    await expect(createTestShop({ REDIS_URL: 'redis://:secret@127.0.0.1:9/0' })).rejects.toThrow(
      'REDIS_URL: Redis at redis://:***@127.0.0.1:9/0 does not answer',
    );
  });
});
