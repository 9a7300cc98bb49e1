import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../src/config.ts';
import { createTestShop, type TestShop } from './helpers/app.ts';

// The WhatsApp chat links (issue 20, decision 042): the number is configuration, served to the
// web app by GET /api/settings at run time, never built into the bundle.
let withWhatsApp: TestShop;

beforeAll(async () => {
  withWhatsApp = await createTestShop({ WHATSAPP_NUMBER: '+971 50 123-4567' });
});
afterAll(() => withWhatsApp.close());

describe('WHATSAPP_NUMBER', () => {
  it('is served by GET /api/settings as digits when configured', async () => {
    const response = await withWhatsApp.app.inject({ method: 'GET', url: '/api/settings' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ whatsapp_number: '971501234567' });
  });

  it('is no number when unset or empty (the links stay hidden)', () => {
    expect(loadConfig({ NODE_ENV: 'test' }).WHATSAPP_NUMBER).toBeNull();
    expect(loadConfig({ NODE_ENV: 'test', WHATSAPP_NUMBER: '  ' }).WHATSAPP_NUMBER).toBeNull();
    expect(loadConfig({ NODE_ENV: 'test', WHATSAPP_NUMBER: '971501234567' }).WHATSAPP_NUMBER).toBe(
      '971501234567',
    );
  });

  it.each(['050 123 4567', 'call us', '+971-50-abc', '+12345', '+9715012345678901'])(
    'stops start-up on %j with a message naming the variable',
    (value) => {
      expect(() => loadConfig({ NODE_ENV: 'test', WHATSAPP_NUMBER: value })).toThrow(
        /Invalid configuration:\n {2}WHATSAPP_NUMBER: WHATSAPP_NUMBER must (be an international phone number|have 7 to 15 digits)/,
      );
    },
  );
});
