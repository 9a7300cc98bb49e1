import http from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * A small load balancer for tests of several shop processes: each request goes to the next
 * origin in turn. A process that refuses the connection (it died) is skipped for the next one,
 * as a load balancer's health check would: the request had not reached it, so it is safe to
 * send elsewhere. A connection that breaks after the request went out answers 502.
 */
export async function roundRobin(origins: string[]) {
  let turn = 0;
  const dead = new Set<string>();
  const server = http.createServer(async (request, response) => {
    const body: Buffer[] = [];
    for await (const chunk of request) body.push(chunk as Buffer);
    const send = (tries: number): void => {
      const live = origins.filter((origin) => !dead.has(origin));
      if (live.length === 0 || tries === 0) {
        response.writeHead(502).end();
        return;
      }
      const origin = live[turn++ % live.length]!;
      const upstream = http.request(
        new URL(request.url!, origin),
        { method: request.method, headers: request.headers, agent: false },
        (answer) => {
          response.writeHead(answer.statusCode!, answer.headers);
          answer.pipe(response);
        },
      );
      upstream.on('error', (error: NodeJS.ErrnoException) => {
        if (error.code === 'ECONNREFUSED' && !response.headersSent) {
          dead.add(origin);
          send(tries - 1);
        } else if (!response.headersSent) {
          response.writeHead(502).end();
        } else {
          response.destroy();
        }
      });
      upstream.end(Buffer.concat(body));
    };
    send(origins.length);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    origin: `http://127.0.0.1:${port}`,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
