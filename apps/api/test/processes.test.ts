import { execFileSync } from 'node:child_process';
import { mkdtemp, readdir } from 'node:fs/promises';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { hash } from '@node-rs/argon2';
import { eq, sql } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testConfig } from '../src/config.ts';
import { openDatabase, type Database } from '../src/db/client.ts';
import {
  mailOutbox,
  orders,
  productSizes,
  productTypes,
  scheduledJobs,
  staff,
} from '../src/db/schema.ts';
import {
  addProduct,
  productForm,
  seedTestCatalog,
  type CatalogIds,
} from './helpers/catalog-fixtures.ts';
import { createPostgresTestDatabase, testDatabaseKind } from './helpers/db.ts';
import { roundRobin } from './helpers/round-robin.ts';
import { startServer, type ServerProcess } from './helpers/server-process.ts';
import { customerInfo, deliveryAddress } from './helpers/shopping.ts';

/** Issue 30: `WEB_CONCURRENCY=N npm start` runs N workers on one port, on PostgreSQL only. */
describe('WEB_CONCURRENCY', () => {
  it('refuses more than one worker on the embedded database, saying why', () => {
    expect(() => testConfig({ WEB_CONCURRENCY: '2' })).toThrow(
      'WEB_CONCURRENCY: WEB_CONCURRENCY above 1 needs PostgreSQL (DATABASE_URL): the embedded PGlite database runs inside one process, and a second process cannot open its files',
    );
    expect(testConfig().WEB_CONCURRENCY).toBe(1);
    expect(() => testConfig({ WEB_CONCURRENCY: '0' })).toThrow('WEB_CONCURRENCY');
  });
});

/** The worker processes of a cluster's primary. */
const workersOf = (primary: number) =>
  execFileSync('ps', ['-o', 'pid=,args=', '--ppid', String(primary)], { encoding: 'utf8' })
    .split('\n')
    // The primary's other children (tsx's esbuild service) are not workers.
    .filter((line) => line.includes('server.ts'))
    .map((line) => Number.parseInt(line.trim(), 10))
    .filter((pid) => pid > 0);

/** Each on a connection of its own, as many clients would come (none reuses a dead worker's). */
const statuses = (origin: string, path: string, count: number) =>
  Promise.all(
    Array.from(
      { length: count },
      () =>
        new Promise<number>((resolve, reject) => {
          const request = http.get(origin + path, { agent: false, timeout: 5_000 }, (answer) => {
            answer.resume();
            resolve(answer.statusCode ?? 0);
          });
          request.on('error', reject);
          request.on('timeout', () => request.destroy(new Error(`${path}: no answer in 5 s`)));
        }),
    ),
  );

const METRICS_TOKEN = 'metrics-token-for-the-workers';

// Only a PostgreSQL server can be shared by several processes.
if (testDatabaseKind === 'postgres') {
  describe('two workers on one port', () => {
    let database: Awaited<ReturnType<typeof createPostgresTestDatabase>>;
    let server: ServerProcess;
    beforeAll(async () => {
      database = await createPostgresTestDatabase();
      server = await startServer({
        DATABASE_URL: database.url,
        WEB_CONCURRENCY: '2',
        METRICS_TOKEN,
      });
    });
    afterAll(async () => {
      server.child.kill('SIGKILL');
      await server.exited;
      await database.drop();
    });

    it('answers from both, replaces a worker killed outright, and stops both on SIGTERM', async () => {
      await expect
        .poll(() => server.output(), { timeout: 20_000 })
        .toContain('2 workers on one port (WEB_CONCURRENCY).');
      const [first, second] = workersOf(server.child.pid!);
      expect(second).toBeGreaterThan(0);
      expect(await statuses(server.origin, '/api/ready', 10)).toEqual(Array(10).fill(200));
      // Whichever worker answers /metrics tells every worker's requests (the primary sums them).
      for (let n = 0; n < 3; n++) {
        const metrics = await fetch(`${server.origin}/metrics`, {
          headers: { authorization: `Bearer ${METRICS_TOKEN}` },
        });
        expect(await metrics.text()).toContain(
          'petshop_http_request_duration_seconds_count{method="GET",route="/api/ready",status="200"} 10',
        );
      }

      process.kill(first!, 'SIGKILL');
      // Once the primary knows (a connection it handed to the dead one meanwhile is lost, as
      // with any crash), the other answers every request while a third starts.
      await expect
        .poll(() => server.output(), { timeout: 20_000 })
        .toMatch(/Worker \d+ stopped \(SIGKILL\); starting another\./);
      expect(await statuses(server.origin, '/api/ping', 20)).toEqual(Array(20).fill(200));
      await expect.poll(() => workersOf(server.child.pid!).length, { timeout: 20_000 }).toBe(2);
      expect(workersOf(server.child.pid!)).not.toContain(first);
      expect(await statuses(server.origin, '/api/ready', 10)).toEqual(Array(10).fill(200));

      const workers = workersOf(server.child.pid!);
      server.child.kill('SIGTERM');
      expect(await server.exited).toBe(0);
      for (const pid of workers) expect(() => process.kill(pid, 0)).toThrow();
    });
  });

  describe('two servers starting at once on one database', () => {
    it('migrate and seed one after the other: one demo catalog, not two', async () => {
      const database = await createPostgresTestDatabase();
      const servers: ServerProcess[] = [];
      try {
        const env = { DATABASE_URL: database.url, SEED_DEMO: 'true' };
        servers.push(...(await Promise.all([startServer(env), startServer(env)])));
        const seeded = servers.filter((one) => one.output().includes('Seeded the demo catalog'));
        expect(seeded).toHaveLength(1);
        const client = new pg.Client({ connectionString: database.url });
        await client.connect();
        const { rows } = await client.query<{ products: number; owners: number }>(
          `SELECT (SELECT count(*)::int FROM products) AS products,
                  (SELECT count(*)::int FROM staff) AS owners`,
        );
        await client.end();
        expect(rows[0]!.products).toBeGreaterThan(0);
        expect(seeded[0]!.output()).toContain(
          `Seeded the demo catalog: ${rows[0]!.products} products.`,
        );
        expect(rows[0]!.owners).toBe(1);
      } finally {
        for (const server of servers) server.child.kill('SIGTERM');
        await Promise.all(servers.map((server) => server.exited));
        await database.drop();
      }
    });
  });
}

/**
 * Issue 30: two shop processes on one PostgreSQL behind a round-robin load balancer behave as one
 * shop: limits, carts, mail, prices, orders and stock holds, even when one is killed outright.
 */
if (testDatabaseKind === 'postgres') {
  describe('two processes on one PostgreSQL behind a load balancer', () => {
    let server: Awaited<ReturnType<typeof createPostgresTestDatabase>>;
    let database: Database;
    let ids: CatalogIds;
    /** A product with stock for every order of the crowd. */
    let crowdKibble: number;
    let processes: ServerProcess[];
    let balancer: Awaited<ReturnType<typeof roundRobin>>;
    let mailDir: string;
    let people = 0;

    beforeAll(async () => {
      server = await createPostgresTestDatabase();
      database = await openDatabase({ url: server.url, poolSize: 4 });
      ids = (await seedTestCatalog(database.db)).ids;
      crowdKibble = await addProduct(database.db, {
        name: 'Crowd Kibble',
        price: 20,
        petTypes: ['DOG'],
        productType: 'Food',
        sizes: [{ name: '1 kg', stock: 100 }],
      });
      mailDir = await mkdtemp(path.join(os.tmpdir(), 'petshop-mail-'));
      const env = {
        DATABASE_URL: server.url,
        MAIL_DIR: mailDir,
        // Every request comes from the balancer's address: the per-address request limits
        // would stop the test, not a guesser. The login brake is what is tested.
        LOGIN_RATE_LIMIT: '1000',
        REGISTER_RATE_LIMIT: '1000',
      };
      processes = await Promise.all([startServer(env), startServer(env)]);
      balancer = await roundRobin(processes.map((process) => process.origin));
    });
    afterAll(async () => {
      for (const process of processes) process.child.kill('SIGKILL');
      await Promise.all(processes.map((process) => process.exited));
      await balancer.close();
      await database.close();
      await server.drop();
    });

    const call = async (
      method: string,
      url: string,
      {
        body,
        token,
        origin = balancer.origin,
      }: { body?: object; token?: string; origin?: string } = {},
    ) => {
      const answer = await fetch(origin + url, {
        method,
        headers: {
          ...(body ? { 'content-type': 'application/json' } : {}),
          ...(token ? { authorization: `Bearer ${token}` } : {}),
        },
        body: body ? JSON.stringify(body) : undefined,
      });
      const text = await answer.text();
      return { status: answer.status, body: text ? JSON.parse(text) : undefined };
    };

    /** A customer registered and logged in through the balancer. */
    const newCustomer = async () => {
      const n = `${Date.now()}${++people}`;
      const account = {
        first_name: 'Noor',
        email: `noor${n}@example.ae`,
        phone: `+9715${n.slice(-8)}`,
        password: 'secret-123',
        password_confirmation: 'secret-123',
      };
      expect((await call('POST', '/api/auth/register', { body: account })).status).toBe(201);
      const login = await call('POST', '/api/auth/login', {
        body: { email: account.email, password: account.password },
      });
      expect(login.status).toBe(200);
      return { email: account.email, token: login.body.token as string };
    };

    const codOrder = (token: string) =>
      call('POST', '/api/orders', {
        token,
        body: {
          payment_method: 'cod',
          customer_info: customerInfo,
          delivery_address: deliveryAddress,
          shipping_address: 'Villa 12, Al Jaddaf Waterfront, Dubai, 00000, United Arab Emirates',
        },
      });

    it('locks a guesser after five wrong passwords, split across both', async () => {
      const customer = await newCustomer();
      const statuses: number[] = [];
      for (let n = 0; n < 7; n++) {
        const answer = await call('POST', '/api/auth/login', {
          body: { email: customer.email, password: 'not-the-password' },
        });
        statuses.push(answer.status);
      }
      expect(statuses).toEqual([401, 401, 401, 401, 401, 429, 429]);
    });

    it('reads through one process the cart written through the other', async () => {
      const customer = await newCustomer();
      const [first, second] = processes;
      const added = await call('POST', '/api/cart/add', {
        origin: first!.origin,
        token: customer.token,
        body: { product_id: ids.salmonKibble, quantity: 2 },
      });
      expect(added.status).toBe(201);
      const cart = await call('GET', '/api/cart/get', {
        origin: second!.origin,
        token: customer.token,
      });
      expect(cart.body.items).toEqual([expect.objectContaining({ quantity: 2 })]);
    });

    it('sends a mail once, whichever process delivers it', async () => {
      const customer = await newCustomer();
      await expect
        .poll(
          async () =>
            (
              await database.db
                .select({ id: mailOutbox.id, status: mailOutbox.status })
                .from(mailOutbox)
                .where(eq(mailOutbox.recipient, customer.email))
            ).map((mail) => mail.status),
          { timeout: 20_000, interval: 250 },
        )
        .toEqual(expect.arrayContaining(['sent']));
      const mails = await database.db
        .select({ id: mailOutbox.id })
        .from(mailOutbox)
        .where(eq(mailOutbox.recipient, customer.email));
      const files = await readdir(mailDir);
      for (const { id } of mails) {
        expect(files.filter((file) => file.includes(`-${id}-`))).toHaveLength(1);
      }
    });

    it('shows a price change on both processes at the next request', async () => {
      await database.db.insert(staff).values({
        email: 'owner.two@staff.example.ae',
        name: 'Owner Two',
        role: 'owner',
        passwordHash: await hash('shelf-stacker-2026'),
      });
      const login = await call('POST', '/api/admin/auth/login', {
        body: { email: 'owner.two@staff.example.ae', password: 'shelf-stacker-2026' },
      });
      expect(login.status).toBe(200);
      const token = login.body.token as string;
      const [food] = await database.db
        .select({ id: productTypes.id })
        .from(productTypes)
        .where(eq(productTypes.name, 'Food'));
      const created = await call('POST', '/api/admin/products', {
        token,
        body: productForm(food!.id, { price: 35 }),
      });
      expect(created.status).toBe(201);
      const product = created.body.product;
      // Both processes read it (and keep it) before the change.
      for (const process of processes) {
        const before = await call('GET', `/api/get-product-details/${product.id}`, {
          origin: process.origin,
        });
        expect(before.body.product.price).toBe(35);
      }
      const updated = await call('PUT', `/api/admin/products/${product.id}`, {
        token,
        body: { ...productForm(food!.id, { sku: product.sku, price: 42 }), version: 1 },
      });
      expect(updated.status).toBe(200);
      for (const process of processes) {
        const after = await call('GET', `/api/get-product-details/${product.id}`, {
          origin: process.origin,
        });
        expect(after.body.product.price).toBe(42);
      }
    });

    it('loses no order when one process is killed under load, and the other answers; its job releases the stock a killed checkout held', async () => {
      const customers = await Promise.all(Array.from({ length: 12 }, () => newCustomer()));
      const sizeOf = async (productId: number) =>
        (
          await database.db
            .select({ id: productSizes.id, stock: productSizes.stock })
            .from(productSizes)
            .where(eq(productSizes.productId, productId))
        )[0]!;
      const before = await sizeOf(crowdKibble);
      for (const customer of customers) {
        const added = await call('POST', '/api/cart/add', {
          token: customer.token,
          body: { product_id: crowdKibble, quantity: 1 },
        });
        expect(added.status).toBe(201);
      }
      // A card checkout through the first process: its order holds a unit until it is paid.
      const holder = await newCustomer();
      await call('POST', '/api/cart/add', {
        origin: processes[0]!.origin,
        token: holder.token,
        body: { product_id: crowdKibble, quantity: 1 },
      });
      const first = processes[0]!.origin;
      const checkout = await call('POST', '/api/stripe/checkout', {
        origin: first,
        token: holder.token,
        body: {
          items: [],
          shippingCost: 0,
          finalTotal: 1,
          successUrl: `${first}/payment-success?session_id={CHECKOUT_SESSION_ID}`,
          cancelUrl: `${first}/payment-failed`,
          customer_info: customerInfo,
          delivery_address: deliveryAddress,
        },
      });
      expect(checkout.status).toBe(200);
      const heldOrder = checkout.body.order_id as number;

      // The orders go out together; the first process dies among them.
      const placing = customers.map((customer) => codOrder(customer.token).catch(() => undefined));
      processes[0]!.child.kill('SIGKILL');
      const answers = await Promise.all(placing);
      await processes[0]!.exited;

      const placed = answers.filter((answer) => answer?.status === 201);
      expect(placed.length).toBeGreaterThan(0);
      for (const answer of placed) {
        const [row] = await database.db
          .select({ number: orders.orderNumber })
          .from(orders)
          .where(eq(orders.id, answer!.body.order.id));
        expect(row?.number).toBe(answer!.body.order.order_number);
      }
      // No half-written order: every order has its lines, and the stock moved by exactly them.
      const halfWritten = await database.db.execute(
        sql`SELECT o.id FROM orders o WHERE NOT EXISTS (SELECT 1 FROM order_items i WHERE i.order_id = o.id)`,
      );
      expect((halfWritten as unknown as { rows: unknown[] }).rows).toEqual([]);
      const sold = await database.db.execute(sql`
        SELECT coalesce(sum(i.quantity), 0)::int AS units FROM order_items i
          JOIN orders o ON o.id = i.order_id
         WHERE i.product_size_id = ${before.id} AND o.status <> 'cancelled'`);
      const units = (sold as unknown as { rows: { units: number }[] }).rows[0]!.units;
      expect((await sizeOf(crowdKibble)).stock).toBe(before.stock - units);

      // The other answers every request meanwhile, and the rest can order through it.
      for (const customer of customers) {
        const answer = await codOrder(customer.token);
        expect(answer.status).toBeLessThan(500);
      }
      expect((await call('GET', '/api/ready')).status).toBe(200);

      // The killed process's checkout lapses (as if 40 minutes passed); the survivor's job, due
      // now, finds it and puts its unit back.
      const stockWithHold = (await sizeOf(crowdKibble)).stock;
      await database.db
        .update(orders)
        .set({ createdAt: sql`now() - interval '40 minutes'` })
        .where(eq(orders.id, heldOrder));
      await database.db
        .update(scheduledJobs)
        .set({ nextRunAt: sql`now()`, lockedUntil: null })
        .where(eq(scheduledJobs.name, 'release-lapsed-checkouts'));
      await expect
        .poll(
          async () =>
            (
              await database.db
                .select({ status: orders.status })
                .from(orders)
                .where(eq(orders.id, heldOrder))
            )[0]!.status,
          { timeout: 20_000, interval: 250 },
        )
        .toBe('cancelled');
      expect((await sizeOf(crowdKibble)).stock).toBe(stockWithHold + 1);
    });
  });
}
