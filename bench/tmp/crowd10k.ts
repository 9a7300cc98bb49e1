import { crowd, cartReadsAndAdds } from '../lib/crowd.ts';
import { benchCustomers, cartAdd, cartGet, readCatalogFacts, fillCart } from '../lib/scenarios.ts';
import { seedStore, startServer } from '../lib/server.ts';
import { createStore } from '../lib/stores.ts';
import { cleanUpAll } from '../lib/children.ts';

const store = await createStore('pglite');
await seedStore(store, 10_000);
const facts = readCatalogFacts(store.dataDir);
const server = await startServer(store, { WEB_DIST_DIR: process.argv[2]!, REGISTER_RATE_LIMIT: '1000', LOGIN_RATE_LIMIT: '1000' });
try {
  const tokens = await benchCustomers(server.origin, 'c', 100);
  for (const t of tokens.slice(50)) await fillCart(server.origin, t, facts, 4);
  const result = await crowd({ origin: server.origin, next: cartReadsAndAdds(cartGet(tokens), cartAdd(facts, tokens, 9)), connections: 200, seconds: 10, warmupSeconds: 3 });
  console.log(JSON.stringify({ rps: result.crowd.rps, p50: result.crowd.p50, p99: result.crowd.p99, timeouts: result.crowd.timeouts }));
  console.log('ping', result.visitor.ping.map((x) => Math.round(x)).join(' '));
  console.log('list', result.visitor.listing.map((x) => Math.round(x)).join(' '));
} finally {
  await server.stop();
  await cleanUpAll();
}
