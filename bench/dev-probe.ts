// TEMPORARY dev probe (deleted before hand-off): one server on an existing store, chosen endpoints.
import { load } from './lib/load.ts';
import {
  readCatalogFacts,
  ping,
  productDetails,
  filteredListing,
  bestsellers,
  benchCustomer,
  cartAdd,
  cartGet,
  fillCart,
} from './lib/scenarios.ts';
import { startServer } from './lib/server.ts';
import { cleanUpAll, installExitHandlers } from './lib/children.ts';
import pg from 'pg';

installExitHandlers();
const [kind, dir, dbName, seconds = '4', ...which] = process.argv.slice(2);
const url = kind === 'postgres' ? `postgres://postgres@127.0.0.1:5432/${dbName}` : undefined;
const store = {
  kind: kind as 'postgres' | 'pglite',
  dataDir: dir!,
  label: kind!,
  ...(url ? { url } : {}),
};
const facts = readCatalogFacts(dir!);
const server = await startServer(
  store,
  {
    WEB_DIST_DIR: '/work/main/apps/web/dist',
    ...(process.env.EXTRA ? JSON.parse(process.env.EXTRA) : {}),
  },
  process.env.PROF ? ['--cpu-prof', '--cpu-prof-dir=/tmp/prof'] : [],
);
const cpuOf = async () => {
  if (!url) return { server: [server.pid], database: [] };
  const c = new pg.Client({ connectionString: url });
  await c.connect();
  const { rows } = await c.query(
    'SELECT pid FROM pg_stat_activity WHERE datname = $1 AND pid <> pg_backend_pid()',
    [dbName],
  );
  await c.end();
  return { server: [server.pid], database: rows.map((r: { pid: number }) => r.pid) };
};
const adder = which.includes('cartadd') ? await benchCustomer(server.origin, 'adder') : '';
const reader = which.includes('cartget') ? await benchCustomer(server.origin, 'reader') : '';
if (reader) await fillCart(server.origin, reader, facts, 4);
const gens: Record<string, () => () => { path: string }> = {
  cartadd: () => cartAdd(facts, adder),
  cartget: () => cartGet(reader),
  ping: () => ping(),
  details: () => productDetails(facts),
  listing: () => filteredListing(facts.activeIds.length),
  best: () => bestsellers(),
};
try {
  for (const name of which.length ? which : ['ping', 'listing', 'details', 'best']) {
    const r = await load({
      origin: server.origin,
      next: gens[name]!(),
      connections: 50,
      seconds: Number(seconds),
      warmupSeconds: 1,
      cpuOf,
    });
    console.log(
      name.padEnd(8),
      `${Math.round(r.rps)} rps p50 ${r.p50.toFixed(2)} p99 ${r.p99.toFixed(2)} cpu node ${r.serverCpuMs?.toFixed(3)} db ${r.databaseCpuMs?.toFixed(3)} non2xx ${r.non2xx} ${JSON.stringify(r.statusCodes)}`,
    );
  }
} finally {
  await server.stop();
  await cleanUpAll();
}
