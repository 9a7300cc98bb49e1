// Issue 29: a crowd of shoppers on one server, and a visitor arriving meanwhile. The crowd keeps
// every connection busy with database work; the visitor opens a new connection every 200 ms and
// asks for what needs no database (the ping, a store listing served from memory). A server whose
// event loop stops accepting under the crowd keeps the visitor waiting seconds.
import http from 'node:http';
import { load, type LoadRequest, type LoadResult } from './load.ts';

export interface CrowdResult {
  crowd: LoadResult;
  /** Milliseconds until a new connection's answer, per kind of question. */
  visitor: { ping: number[]; listing: number[] };
}

function askOnNewConnection(url: string): Promise<number> {
  const started = performance.now();
  return new Promise((resolve) => {
    const request = http.get(url, { agent: false, timeout: 30_000 }, (response) => {
      response.resume();
      response.on('end', () => resolve(performance.now() - started));
    });
    request.on('timeout', () => request.destroy());
    request.on('error', () => resolve(Number.POSITIVE_INFINITY));
  });
}

export async function crowd(options: {
  origin: string;
  next: () => LoadRequest;
  connections: number;
  seconds: number;
  warmupSeconds: number;
}): Promise<CrowdResult> {
  const visitor = { ping: [] as number[], listing: [] as number[] };
  let stopped = false;
  const visit = async () => {
    // The crowd's warm-up first: the visitor comes once the crowd is there.
    await new Promise((resolve) => setTimeout(resolve, options.warmupSeconds * 1000));
    while (!stopped) {
      visitor.ping.push(await askOnNewConnection(`${options.origin}/api/ping`));
      visitor.listing.push(
        await askOnNewConnection(`${options.origin}/api/get-filtered-products?page=1`),
      );
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
  };
  // The listing the visitor asks for is one the shop has served before (from memory since).
  await askOnNewConnection(`${options.origin}/api/get-filtered-products?page=1`);
  const visiting = visit();
  const result = await load(options);
  stopped = true;
  await visiting;
  return { crowd: result, visitor };
}

/** Shoppers reading their carts and adding to them, one request in two each. */
export function cartReadsAndAdds(
  reads: () => LoadRequest,
  adds: () => LoadRequest,
): () => LoadRequest {
  let turn = 0;
  return () => {
    turn += 1;
    return turn % 2 === 0 ? adds() : reads();
  };
}
