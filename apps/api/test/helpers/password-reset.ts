import type { TestShop } from './app.ts';
import { nextIp } from './customers.ts';

/**
 * The calls of a password reset by e-mailed link, the customer's under /api/auth and the staff's
 * under /api/admin/auth: the same three requests, each from an address of its own so per-IP
 * limits never couple tests. `shop` is read at call time: test files make theirs in beforeAll.
 */
export function passwordResetCalls(shop: () => TestShop, prefix: '/api/auth' | '/api/admin/auth') {
  /** Asks for a link, without waiting for the mail it may queue. */
  const askForLink = (email: string, ip = nextIp()) =>
    shop().app.inject({
      method: 'POST',
      url: `${prefix}/forgot-password`,
      payload: { email },
      remoteAddress: ip,
    });

  return {
    askForLink,

    /** Asks for a link and waits until its mail (if any) is queued. */
    async forgot(email: string, ip = nextIp()) {
      const response = await askForLink(email, ip);
      await shop().app.passwordReset.settle();
      return response;
    },

    reset(token: string, password: string, confirmation = password) {
      return shop().app.inject({
        method: 'POST',
        url: `${prefix}/reset-password`,
        payload: { token, password, password_confirmation: confirmation },
        remoteAddress: nextIp(),
      });
    },

    login(email: string, password: string) {
      return shop().app.inject({
        method: 'POST',
        url: `${prefix}/login`,
        payload: { email, password },
        remoteAddress: nextIp(),
      });
    },
  };
}

/**
 * What a client could tell two answers apart by in their headers: the names, and the length
 * (the date and the request id differ on every answer and give nothing away).
 */
export const comparableHeaders = (response: { headers: Record<string, unknown> }) =>
  Object.keys(response.headers)
    .filter((name) => !['date', 'x-request-id'].includes(name))
    .sort()
    .map((name) => [name, name === 'content-length' ? response.headers[name] : 'present']);
