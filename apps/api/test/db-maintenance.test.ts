import { sql } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type { Database } from '../src/db/client.ts';
import {
  maintainDatabase,
  MAINTENANCE_EVERY_MS,
  scheduleMaintenance,
} from '../src/db/maintenance.ts';
import { createTestDatabase } from './helpers/db.ts';

/**
 * Decision 055: PGlite runs one standalone backend, where PostgreSQL's autovacuum never starts;
 * the shop refreshes the planner's statistics itself, or plans stay those of a table's old size.
 */
let database: Database;

beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(() => database.close());
afterEach(() => vi.useRealTimers());

/** The planner's idea of how many rows a table holds. */
async function plannedRows(table: string): Promise<number> {
  const result = (await database.db.execute(
    sql`SELECT reltuples::float AS reltuples FROM pg_class WHERE relname = ${table}`,
  )) as unknown as { rows: { reltuples: number }[] };
  return Number(result.rows[0]!.reltuples);
}

describe('database maintenance', () => {
  it('brings the statistics of a table that grew up to its size', async () => {
    await database.db.execute(sql`INSERT INTO pet_types (code, name) VALUES ('GEK', 'Gecko')`);
    await database.db.execute(sql`ANALYZE pet_types`);
    const before = await plannedRows('pet_types');
    expect(before).toBeLessThan(20);

    await database.db.execute(
      sql`INSERT INTO pet_types (code, name) SELECT 'T' || g, 'Test ' || g FROM generate_series(1, 5000) g`,
    );
    await maintainDatabase(database);
    expect(await plannedRows('pet_types')).toBeGreaterThanOrEqual(5000);
  });

  it('runs on PGlite half a minute after start-up and then every hour, until stopped', () => {
    vi.useFakeTimers();
    const execute = vi.fn(() => Promise.resolve());
    const pglite = { kind: 'pglite', db: { execute } } as unknown as Database;
    const stop = scheduleMaintenance(pglite, () => {});
    expect(execute).not.toHaveBeenCalled();
    vi.advanceTimersByTime(30_000);
    expect(execute).toHaveBeenCalledTimes(1);
    vi.advanceTimersByTime(MAINTENANCE_EVERY_MS);
    expect(execute).toHaveBeenCalledTimes(2);
    stop();
    vi.advanceTimersByTime(MAINTENANCE_EVERY_MS * 3);
    expect(execute).toHaveBeenCalledTimes(2);
  });

  it('leaves a PostgreSQL server to its own autovacuum', () => {
    vi.useFakeTimers();
    const execute = vi.fn(() => Promise.resolve());
    const server = { kind: 'postgres', db: { execute } } as unknown as Database;
    scheduleMaintenance(server, () => {});
    vi.advanceTimersByTime(MAINTENANCE_EVERY_MS * 2);
    expect(execute).not.toHaveBeenCalled();
  });

  it('reports a failed pass and tries again at the next', async () => {
    vi.useFakeTimers();
    const execute = vi.fn(() => Promise.reject(new Error('disk full')));
    const pglite = { kind: 'pglite', db: { execute } } as unknown as Database;
    const errors: unknown[] = [];
    const stop = scheduleMaintenance(pglite, (error) => errors.push(error));
    await vi.advanceTimersByTimeAsync(30_000);
    await vi.advanceTimersByTimeAsync(MAINTENANCE_EVERY_MS);
    stop();
    expect(errors.map((error) => (error as Error).message)).toEqual(['disk full', 'disk full']);
  });
});
