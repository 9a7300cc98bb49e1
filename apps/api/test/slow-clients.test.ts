import net from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../src/config.ts';
import { createTestShop, type TestShop } from './helpers/app.ts';

// A client that trickles its request in may not hold a connection: the server's deadlines come
// from configuration, and Node checks them often enough to matter.
let shop: TestShop;
let port: number;

beforeAll(async () => {
  shop = await createTestShop({
    SERVER_HEADERS_TIMEOUT_MS: '500',
    SERVER_REQUEST_TIMEOUT_MS: '2000',
    BODY_LIMIT_BYTES: '2048',
  });
  await shop.app.listen({ host: '127.0.0.1', port: 0 });
  port = (shop.app.server.address() as net.AddressInfo).port;
});
afterAll(() => shop.close());

/**
 * Sends `request` one byte every `pauseMs` on a raw socket, stopping when the server closes it.
 * Resolves with what the server answered, how many bytes were sent, and how long it took.
 */
function trickle(request: string, pauseMs: number) {
  return new Promise<{ answer: string; sent: number; ms: number }>((resolve, reject) => {
    const started = Date.now();
    const socket = net.connect(port, '127.0.0.1');
    let answer = '';
    let sent = 0;
    let timer: NodeJS.Timeout | undefined;
    const sendNext = () => {
      if (socket.destroyed || sent >= request.length) return;
      socket.write(request[sent]!);
      sent += 1;
      timer = setTimeout(sendNext, pauseMs);
    };
    socket.setEncoding('utf8');
    socket.on('data', (chunk: string) => (answer += chunk));
    socket.on('error', () => {}); // a reset after the answer is the point, not a failure
    socket.on('close', () => {
      clearTimeout(timer);
      resolve({ answer, sent, ms: Date.now() - started });
    });
    socket.on('connect', sendNext);
    // Bound: the whole request trickled in and answered, or not.
    setTimeout(() => {
      socket.destroy();
      reject(new Error(`still open after 10 s; sent ${sent} bytes, answer: ${answer}`));
    }, 10_000).unref();
  });
}

describe('slow clients', () => {
  it('cuts off a client sending its headers one byte at a time', async () => {
    const request = `GET /api/ping HTTP/1.1\r\nHost: 127.0.0.1\r\nX-Slow: ${'z'.repeat(30)}\r\n\r\n`;
    const { answer, sent, ms } = await trickle(request, 100);
    expect(answer).toMatch(/^HTTP\/1\.1 408 Request Timeout\r\n/);
    expect(sent).toBeLessThan(request.length / 2);
    expect(ms).toBeLessThan(request.length * 50);
  });

  it('still answers a request sent at once', async () => {
    const response = await fetch(`http://127.0.0.1:${port}/api/ping`);
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ ok: true });
  });

  it('refuses a body over BODY_LIMIT_BYTES with 413', async () => {
    const response = await fetch(`http://127.0.0.1:${port}/api/auth/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: 'a@example.ae', password: 'x'.repeat(3000) }),
    });
    expect(response.status).toBe(413);
    expect(await response.json()).toEqual({ message: 'Request body is too large' });
  });

  it('sets every deadline from configuration, with defaults', () => {
    const server = shop.app.server;
    expect(server.headersTimeout).toBe(500);
    expect(server.requestTimeout).toBe(2000);
    const defaults = loadConfig({});
    expect(defaults).toMatchObject({
      SERVER_HEADERS_TIMEOUT_MS: 10_000,
      SERVER_REQUEST_TIMEOUT_MS: 30_000,
      SERVER_KEEP_ALIVE_TIMEOUT_MS: 5_000,
      SERVER_CONNECTION_TIMEOUT_MS: 60_000,
      BODY_LIMIT_BYTES: 262_144,
    });
    expect(server.keepAliveTimeout).toBe(5_000);
    expect(server.timeout).toBe(60_000);
    expect(() => loadConfig({ SERVER_HEADERS_TIMEOUT_MS: '40000' })).toThrow(
      'SERVER_HEADERS_TIMEOUT_MS: SERVER_HEADERS_TIMEOUT_MS may not be longer than SERVER_REQUEST_TIMEOUT_MS',
    );
  });
});
