import { execFile } from 'node:child_process';
import { mkdtemp } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, staff, staffSessions } from '../src/db/schema.ts';
import { testConfig } from '../src/config.ts';
import { openDatabase } from '../src/db/client.ts';
import { seedDemoOwner } from '../src/modules/staff/demo-owner.ts';
import { createTestShop, type TestShop } from './helpers/app.ts';
import { createCustomer, nextIp } from './helpers/customers.ts';
import { staffSession, STAFF_PASSWORD } from './helpers/staff.ts';
import { createTestDatabase, testDatabaseKind } from './helpers/db.ts';

let shop: TestShop;
const held: number[] = [];

beforeAll(async () => {
  shop = await createTestShop(
    { PUBLIC_URL: 'https://shop.example.ae', STAFF_SESSION_HOURS: '8' },
    { staff: { sleep: async (ms) => void held.push(ms) } },
  );
});
afterAll(() => shop.close());

const inject = (
  method: 'GET' | 'POST' | 'PATCH',
  url: string,
  options: { token?: string; payload?: unknown; ip?: string } = {},
) =>
  shop.app.inject({
    method,
    url,
    remoteAddress: options.ip ?? nextIp(),
    ...(options.payload === undefined
      ? {}
      : { payload: options.payload as Record<string, unknown> }),
    headers: options.token ? { authorization: `Bearer ${options.token}` } : {},
  });

/** The token inside a one-time link (it travels in the fragment). */
const linkToken = (link: string) => new URL(link).hash.replace('#token=', '');

describe('staff login', () => {
  it('answers a token and the staff member; the session lasts STAFF_SESSION_HOURS', async () => {
    const owner = await staffSession(shop.app, shop.database, { role: 'owner' });
    expect(owner.staff).toMatchObject({ role: 'owner', isActive: true, hasPassword: true });
    const [session] = await shop.database.db
      .select()
      .from(staffSessions)
      .where(eq(staffSessions.staffId, owner.staff.id));
    const hours = (session!.expiresAt.getTime() - session!.createdAt.getTime()) / 3_600_000;
    expect(hours).toBeCloseTo(8, 1);
    expect(session!.tokenHash).not.toContain(owner.token);
    const me = await inject('GET', '/api/admin/auth/me', { token: owner.token });
    expect(me.statusCode).toBe(200);
    expect(me.json().email).toBe(owner.staff.email);
    expect(me.headers['cache-control']).toBe('no-store');
  });

  it('refuses a wrong password and an unknown e-mail with the same answer', async () => {
    const { staff: member } = await staffSession(shop.app, shop.database);
    const wrong = await inject('POST', '/api/admin/auth/login', {
      payload: { email: member.email, password: 'not-the-password' },
    });
    const unknown = await inject('POST', '/api/admin/auth/login', {
      payload: { email: 'nobody@staff.example.ae', password: STAFF_PASSWORD },
    });
    expect(wrong.statusCode).toBe(401);
    expect(unknown.statusCode).toBe(401);
    expect(wrong.json()).toEqual({ message: 'Invalid email or password' });
    expect(unknown.json()).toEqual(wrong.json());
  });

  it('a customer cannot log in to the back office, and a staff token is no customer token', async () => {
    const customer = await createCustomer(shop);
    const asStaff = await inject('POST', '/api/admin/auth/login', {
      payload: { email: customer.email, password: 'secret-123' },
    });
    expect(asStaff.statusCode).toBe(401);
    const member = await staffSession(shop.app, shop.database);
    const profile = await inject('GET', '/api/profile', { token: member.token });
    expect(profile.statusCode).toBe(401);
    const cart = await inject('GET', '/api/cart/get', { token: member.token });
    expect(cart.statusCode).toBe(401);
  });

  it('brakes password guessing like the customer login', async () => {
    const { staff: member } = await staffSession(shop.app, shop.database);
    const ip = nextIp();
    let last;
    for (let attempt = 0; attempt < 8; attempt++) {
      last = await inject('POST', '/api/admin/auth/login', {
        ip,
        payload: { email: member.email, password: `guess-${attempt}-xyz` },
      });
    }
    expect(last!.statusCode).toBe(429);
    expect(last!.json().message).toMatch(/^Too many failed login attempts\. Please try again in/);
    // The right password from the guessing address is refused too while the lock lasts.
    const right = await inject('POST', '/api/admin/auth/login', {
      ip,
      payload: { email: member.email, password: STAFF_PASSWORD },
    });
    expect(right.statusCode).toBe(429);
    // From another address the staff member still logs in.
    const elsewhere = await inject('POST', '/api/admin/auth/login', {
      payload: { email: member.email, password: STAFF_PASSWORD },
    });
    expect(elsewhere.statusCode).toBe(200);
  });

  it('logout revokes the session; an expired session is refused', async () => {
    const member = await staffSession(shop.app, shop.database);
    const out = await inject('POST', '/api/admin/auth/logout', { token: member.token });
    expect(out.statusCode).toBe(200);
    expect((await inject('GET', '/api/admin/auth/me', { token: member.token })).statusCode).toBe(
      401,
    );

    const other = await staffSession(shop.app, shop.database);
    await shop.database.db
      .update(staffSessions)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(staffSessions.staffId, other.staff.id));
    const expired = await inject('GET', '/api/admin/auth/me', { token: other.token });
    expect(expired.statusCode).toBe(401);
    expect(expired.json()).toEqual({ message: 'Unauthenticated. Please log in again.' });
  });
});

describe('staff accounts', () => {
  it('an owner adds staff with a one-time link; the link sets the password once', async () => {
    const owner = await staffSession(shop.app, shop.database, { role: 'owner' });
    const created = await inject('POST', '/api/admin/staff', {
      token: owner.token,
      payload: { email: ' Layla@Shop.example.ae ', name: 'Layla', role: 'staff' },
    });
    expect(created.statusCode).toBe(201);
    const { staff: member, link } = created.json();
    expect(member).toMatchObject({ email: 'layla@shop.example.ae', hasPassword: false });
    expect(link).toMatch(/^https:\/\/shop\.example\.ae\/admin\/set-password#token=[\w-]{43}$/);

    // No password yet: nobody can log in as Layla.
    const early = await inject('POST', '/api/admin/auth/login', {
      payload: { email: member.email, password: 'anything-at-all' },
    });
    expect(early.statusCode).toBe(401);

    const weak = await inject('POST', '/api/admin/auth/set-password', {
      payload: { token: linkToken(link), password: 'short' },
    });
    expect(weak.statusCode).toBe(422);
    expect(weak.json().errors.password).toEqual(['The password must be at least 10 characters.']);

    const set = await inject('POST', '/api/admin/auth/set-password', {
      payload: { token: linkToken(link), password: 'kibble-and-bones-42' },
    });
    expect(set.statusCode).toBe(200);
    expect(set.json().staff).toMatchObject({ email: member.email, hasPassword: true });
    expect(
      (await inject('GET', '/api/admin/auth/me', { token: set.json().token })).statusCode,
    ).toBe(200);

    const again = await inject('POST', '/api/admin/auth/set-password', {
      payload: { token: linkToken(link), password: 'another-password-43' },
    });
    expect(again.statusCode).toBe(410);
    expect(again.json().message).toBe(
      'This link has expired or has already been used. Ask the shop owner for a new one.',
    );
    const login = await inject('POST', '/api/admin/auth/login', {
      payload: { email: member.email, password: 'kibble-and-bones-42' },
    });
    expect(login.statusCode).toBe(200);
  });

  it('a newer link replaces the older one, and a reset signs the account out everywhere', async () => {
    const owner = await staffSession(shop.app, shop.database, { role: 'owner' });
    const member = await staffSession(shop.app, shop.database);
    const first = await inject('POST', `/api/admin/staff/${member.staff.id}/password-link`, {
      token: owner.token,
    });
    const second = await inject('POST', `/api/admin/staff/${member.staff.id}/password-link`, {
      token: owner.token,
    });
    expect(first.statusCode).toBe(200);
    const old = await inject('POST', '/api/admin/auth/set-password', {
      payload: { token: linkToken(first.json().link), password: 'fresh-password-101' },
    });
    expect(old.statusCode).toBe(410);
    const fresh = await inject('POST', '/api/admin/auth/set-password', {
      payload: { token: linkToken(second.json().link), password: 'fresh-password-101' },
    });
    expect(fresh.statusCode).toBe(200);
    expect((await inject('GET', '/api/admin/auth/me', { token: member.token })).statusCode).toBe(
      401,
    );
  });

  it(`one link sets one password when used twice at once (${testDatabaseKind}; the race is real on PostgreSQL)`, async () => {
    const owner = await staffSession(shop.app, shop.database, { role: 'owner' });
    const created = await inject('POST', '/api/admin/staff', {
      token: owner.token,
      payload: { email: `twin${Date.now()}@shop.example.ae`, name: 'Twin', role: 'staff' },
    });
    const token = linkToken(created.json().link);
    const answers = await Promise.all(
      ['first-password-111', 'second-password-222'].map((password) =>
        inject('POST', '/api/admin/auth/set-password', { payload: { token, password } }),
      ),
    );
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 410]);
    const sessions = await shop.database.db
      .select()
      .from(staffSessions)
      .where(eq(staffSessions.staffId, created.json().staff.id));
    expect(sessions).toHaveLength(1);
  });

  it('an expired link is refused', async () => {
    const owner = await staffSession(shop.app, shop.database, { role: 'owner' });
    const created = await inject('POST', '/api/admin/staff', {
      token: owner.token,
      payload: { email: `late${Date.now()}@shop.example.ae`, name: 'Late', role: 'staff' },
    });
    const { staff: member, link } = created.json();
    const { staffPasswordLinks } = await import('../src/db/schema.ts');
    await shop.database.db
      .update(staffPasswordLinks)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(staffPasswordLinks.staffId, member.id));
    const late = await inject('POST', '/api/admin/auth/set-password', {
      payload: { token: linkToken(link), password: 'kibble-and-bones-42' },
    });
    expect(late.statusCode).toBe(410);
  });

  it('refuses a second account with the same e-mail', async () => {
    const owner = await staffSession(shop.app, shop.database, { role: 'owner' });
    const payload = { email: `twice${Date.now()}@shop.example.ae`, name: 'Twice', role: 'staff' };
    expect(
      (await inject('POST', '/api/admin/staff', { token: owner.token, payload })).statusCode,
    ).toBe(201);
    const again = await inject('POST', '/api/admin/staff', { token: owner.token, payload });
    expect(again.statusCode).toBe(422);
    expect(again.json().errors).toEqual({
      email: ['A staff account with this email already exists.'],
    });
  });

  it('deactivating signs the person out everywhere and blocks their login', async () => {
    const owner = await staffSession(shop.app, shop.database, { role: 'owner' });
    const member = await staffSession(shop.app, shop.database);
    const off = await inject('PATCH', `/api/admin/staff/${member.staff.id}`, {
      token: owner.token,
      payload: { isActive: false },
    });
    expect(off.statusCode).toBe(200);
    expect(off.json().isActive).toBe(false);
    expect((await inject('GET', '/api/admin/auth/me', { token: member.token })).statusCode).toBe(
      401,
    );
    const sessions = await shop.database.db
      .select()
      .from(staffSessions)
      .where(eq(staffSessions.staffId, member.staff.id));
    expect(sessions).toEqual([]);
    const login = await inject('POST', '/api/admin/auth/login', {
      payload: { email: member.staff.email, password: STAFF_PASSWORD },
    });
    expect(login.statusCode).toBe(401);
  });

  it('keeps at least one active owner', async () => {
    const database = await createTestDatabase();
    const { buildApp } = await import('../src/app.ts');
    const app = await buildApp(testConfig({ WEB_DIST_DIR: os.tmpdir() }), database);
    try {
      const owner = await staffSession(app, database, { role: 'owner' });
      const demote = await app.inject({
        method: 'PATCH',
        url: `/api/admin/staff/${owner.staff.id}`,
        headers: owner.headers,
        payload: { role: 'staff' },
      });
      expect(demote.statusCode).toBe(409);
      expect(demote.json()).toEqual({ message: 'The shop needs at least one active owner.' });
      const second = await staffSession(app, database, { role: 'owner' });
      const now = await app.inject({
        method: 'PATCH',
        url: `/api/admin/staff/${owner.staff.id}`,
        headers: second.headers,
        payload: { isActive: false },
      });
      expect(now.statusCode).toBe(200);
    } finally {
      await app.close();
      await database.close();
    }
  });
});

describe('audit log', () => {
  it('records every staff write with who, what, before and after; the owner reads it', async () => {
    const owner = await staffSession(shop.app, shop.database, { role: 'owner' });
    const member = await staffSession(shop.app, shop.database);
    await inject('PATCH', `/api/admin/staff/${member.staff.id}`, {
      token: owner.token,
      payload: { name: 'Renamed Person' },
    });
    const [row] = await shop.database.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.entityId, String(member.staff.id)));
    expect(row).toMatchObject({
      staffId: owner.staff.id,
      staffEmail: owner.staff.email,
      action: 'staff.update',
      entityType: 'staff',
      before: expect.objectContaining({ name: 'Test staff' }),
      after: expect.objectContaining({ name: 'Renamed Person' }),
    });
    const page = await inject(
      'GET',
      `/api/admin/audit?entityType=staff&entityId=${member.staff.id}`,
      { token: owner.token },
    );
    expect(page.statusCode).toBe(200);
    expect(page.json().items.map((entry: { action: string }) => entry.action)).toEqual([
      'staff.update',
    ]);
    const refused = await inject('GET', '/api/admin/audit', { token: member.token });
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toEqual({ message: 'Only the shop owner can do this.' });
  });

  it('pages newest first with a cursor', async () => {
    const owner = await staffSession(shop.app, shop.database, { role: 'owner' });
    const member = await staffSession(shop.app, shop.database);
    for (const name of ['One', 'Two', 'Three']) {
      await inject('PATCH', `/api/admin/staff/${member.staff.id}`, {
        token: owner.token,
        payload: { name },
      });
    }
    const url = `/api/admin/audit?entityType=staff&entityId=${member.staff.id}&limit=2`;
    const first = (await inject('GET', url, { token: owner.token })).json();
    expect(first.items.map((entry: { after: { name: string } }) => entry.after.name)).toEqual([
      'Three',
      'Two',
    ]);
    const second = (
      await inject('GET', `${url}&cursor=${first.nextCursor}`, { token: owner.token })
    ).json();
    expect(second.items.map((entry: { after: { name: string } }) => entry.after.name)).toEqual([
      'One',
    ]);
    expect(second.nextCursor).toBeNull();
  });
});

describe('first owner', () => {
  const exec = promisify(execFile);
  const cli = path.join(import.meta.dirname, '../src/modules/staff/cli.ts');

  // Two processes each compile the CLI and migrate a fresh embedded database: a minute or more
  // on a loaded 2-core machine.
  it('npm run admin:create prints a one-time link, or creates a login with --password', async () => {
    const dataDir = await mkdtemp(path.join(os.tmpdir(), 'petshop-admin-cli-'));
    const env = {
      ...process.env,
      DATA_DIR: dataDir,
      DATABASE_URL: '',
      PUBLIC_URL: 'https://shop.example.ae',
      LOG_LEVEL: 'silent',
    };
    delete (env as Record<string, string | undefined>).DATABASE_URL;
    const linked = await exec(
      process.execPath,
      ['--import', 'tsx', cli, '--email', 'Amina@Shop.example.ae', '--name', 'Amina Khan'],
      { env },
    );
    expect(linked.stdout).toContain('Created the owner Amina Khan <amina@shop.example.ae>.');
    expect(linked.stdout).toMatch(
      /https:\/\/shop\.example\.ae\/admin\/set-password#token=[\w-]{43}/,
    );
    const scripted = await exec(
      process.execPath,
      [
        '--import',
        'tsx',
        cli,
        '--email',
        'omar@shop.example.ae',
        '--name',
        'Omar',
        '--password',
        'tins-of-tuna-77',
      ],
      { env },
    );
    expect(scripted.stdout).toContain('Log in at https://shop.example.ae/admin/login');
    const twice = exec(
      process.execPath,
      ['--import', 'tsx', cli, '--email', 'omar@shop.example.ae', '--name', 'Omar'],
      { env },
    );
    await expect(twice).rejects.toMatchObject({
      stderr: expect.stringContaining('A staff account with this email already exists.'),
    });

    const database = await openDatabase({ dataDir: path.join(dataDir, 'pglite') });
    try {
      const rows = await database.db.select().from(staff);
      expect(rows.map((row) => [row.email, row.role, row.passwordHash !== null])).toEqual([
        ['amina@shop.example.ae', 'owner', false],
        ['omar@shop.example.ae', 'owner', true],
      ]);
    } finally {
      await database.close();
    }
  }, 150_000);

  // Seeds the whole demo catalog through the importer: slow on a loaded machine.
  it('the demo seed creates one owner with a random password, only outside production', async () => {
    const database = await createTestDatabase();
    try {
      const config = testConfig({ SEED_DEMO: 'true' });
      const first = await seedDemoOwner(database, config, 'http://localhost:3000');
      expect(first?.email).toBe('owner@demo.petshop');
      expect(first?.password).toMatch(/^[\w-]{16}$/);
      expect(await seedDemoOwner(database, config, 'http://localhost:3000')).toBeUndefined();
      const rows = await database.db.select().from(staff);
      expect(rows).toHaveLength(1);
      expect(rows[0]!.passwordHash).not.toContain(first!.password);

      const production = await createTestDatabase();
      try {
        const prod = testConfig({
          SEED_DEMO: 'true',
          NODE_ENV: 'production',
          PUBLIC_URL: 'https://shop.example.ae',
          PAYMENTS: 'simulated',
        });
        expect(await seedDemoOwner(production, prod, 'https://shop.example.ae')).toBeUndefined();
        expect(await production.db.select().from(staff)).toEqual([]);
      } finally {
        await production.close();
      }
    } finally {
      await database.close();
    }
  }, 90_000);
});
