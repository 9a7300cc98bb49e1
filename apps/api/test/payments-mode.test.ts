import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../src/config.ts';
import { createTestShop, type TestShop } from './helpers/app.ts';

// Production takes real card payments unless told, in so many words, to simulate them.
const production = {
  NODE_ENV: 'production',
  PUBLIC_URL: 'https://bestpetshop.test',
  LOG_LEVEL: 'silent',
};
const stripeKeys = { STRIPE_SECRET_KEY: 'sk_test_shop', STRIPE_WEBHOOK_SECRET: 'whsec_test' };

let simulatedInProduction: TestShop;

beforeAll(async () => {
  simulatedInProduction = await createTestShop({ ...production, PAYMENTS: 'simulated' });
});
afterAll(() => simulatedInProduction.close());

describe('PAYMENTS', () => {
  it('will not start production without Stripe keys unless PAYMENTS=simulated is set', () => {
    expect(() => loadConfig(production)).toThrow(
      'Invalid configuration:\n  PAYMENTS: Card payments need STRIPE_SECRET_KEY and STRIPE_WEBHOOK_SECRET when NODE_ENV=production; to run the simulated card page instead (no money is taken), set PAYMENTS=simulated explicitly',
    );
  });

  it('will not take PAYMENTS=stripe without a secret key, in any mode', () => {
    for (const env of [production, { NODE_ENV: 'development' }]) {
      expect(() => loadConfig({ ...env, PAYMENTS: 'stripe' })).toThrow(
        'PAYMENTS: PAYMENTS=stripe needs STRIPE_SECRET_KEY (and STRIPE_WEBHOOK_SECRET); set them, or set PAYMENTS=simulated for the test card page',
      );
    }
  });

  it('refuses a value it does not know', () => {
    expect(() => loadConfig({ ...production, PAYMENTS: 'paypal' })).toThrow(/PAYMENTS:/);
  });

  it('picks the provider from the keys when unset', () => {
    expect(loadConfig({ ...production, ...stripeKeys }).PAYMENTS).toBe('stripe');
    expect(loadConfig({ NODE_ENV: 'development' }).PAYMENTS).toBe('simulated');
    expect(loadConfig({ NODE_ENV: 'test' }).PAYMENTS).toBe('simulated');
    expect(loadConfig({ ...production, ...stripeKeys, PAYMENTS: 'simulated' }).PAYMENTS).toBe(
      'simulated',
    );
  });

  it('reports simulated payments in production on /api/health, with a warning', async () => {
    const response = await simulatedInProduction.app.inject({ method: 'GET', url: '/api/health' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      status: 'ok',
      database: simulatedInProduction.database.kind,
      payments: 'simulated',
      warning:
        'Card payments are simulated (PAYMENTS=simulated): no money is taken. Set STRIPE_SECRET_KEY and STRIPE_WEBHOOK_SECRET, and unset PAYMENTS, to take real payments.',
    });
    const settings = await simulatedInProduction.app.inject({
      method: 'GET',
      url: '/api/settings',
    });
    expect(settings.json().payment_provider).toBe('simulated');
  });

  it('serves the simulated card page when PAYMENTS=simulated wins over Stripe keys', async () => {
    const shop = await createTestShop({ ...stripeKeys, PAYMENTS: 'simulated' });
    try {
      const settings = await shop.app.inject({ method: 'GET', url: '/api/settings' });
      expect(settings.json().payment_provider).toBe('simulated');
      const health = await shop.app.inject({ method: 'GET', url: '/api/health' });
      expect(health.json()).toEqual({
        status: 'ok',
        database: shop.database.kind,
        payments: 'simulated',
      });
      // The Stripe webhook is not listening: no Stripe client runs.
      const webhook = await shop.app.inject({
        method: 'POST',
        url: '/api/payments/stripe/webhook',
      });
      expect(webhook.statusCode).toBe(404);
    } finally {
      await shop.close();
    }
  });
});
