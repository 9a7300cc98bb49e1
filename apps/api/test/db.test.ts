import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { onSession, type Database, type Statement } from '../src/db/client.ts';
import { createTestDatabase, testDatabaseKind } from './helpers/db.ts';

let database: Database;

beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(() => database.close());

const PET_TYPE_BY_CODE: Statement = {
  name: 'test_pet_type_by_code',
  text: 'SELECT code, name FROM pet_types WHERE code = $1::text AND $1::text <> $2::text',
};

describe('the database seam', () => {
  it('runs a statement with its values, the same statement again with others', async () => {
    await database.db.execute(sql`INSERT INTO pet_types (code, name) VALUES ('AXO', 'Axolotl')`);
    expect(await database.query(PET_TYPE_BY_CODE, ['AXO', 'x'])).toEqual([
      { code: 'AXO', name: 'Axolotl' },
    ]);
    expect(await database.query(PET_TYPE_BY_CODE, ['AXO', 'AXO'])).toEqual([]);
    // A value is bound, never spliced into the text.
    expect(await database.query(PET_TYPE_BY_CODE, ["AXO' OR ''='", 'x'])).toEqual([]);
  });

  it('runs a statement inside a transaction: it sees the transaction’s own writes', async () => {
    let inside: unknown;
    await expect(
      database.db.transaction(async (tx) => {
        await tx.execute(sql`INSERT INTO pet_types (code, name) VALUES ('NEWT', 'Newt')`);
        inside = await onSession(tx).query(PET_TYPE_BY_CODE, ['NEWT', 'x']);
        tx.rollback();
      }),
    ).rejects.toThrow('Rollback');
    expect(inside).toEqual([{ code: 'NEWT', name: 'Newt' }]);
    // It ran on the transaction's connection: rolled back with it.
    expect(await database.query(PET_TYPE_BY_CODE, ['NEWT', 'x'])).toEqual([]);
  });

  it('hears a NOTIFY on a channel it listens to', async () => {
    let heard = 0;
    let resolveHeard: () => void = () => {};
    const first = new Promise<void>((resolve) => (resolveHeard = resolve));
    const stop = await database.listen('test_channel', () => {
      heard += 1;
      resolveHeard();
    });
    await database.db.execute(sql`SELECT pg_notify('test_channel', '')`);
    await first;
    expect(heard).toBe(1);
    await stop();
  });
});

// PostgreSQL runs its statements in other processes: nothing to take turns with there.
if (testDatabaseKind === 'pglite') {
  describe('PGlite under a crowd (decision 106)', () => {
    it('starts one statement per turn of the event loop, in the order they were asked', async () => {
      const finished: number[] = [];
      const asked = Array.from({ length: 40 }, (_, index) =>
        database
          .query<{ n: number }>({ name: 'test_turns', text: 'SELECT $1::int AS n' }, [index])
          .then(([row]) => void finished.push(row!.n)),
      );
      // One turn later the server has had its chance to read and answer: most are still waiting.
      await new Promise((resolve) => setImmediate(resolve));
      expect(finished.length).toBeLessThan(40);
      await Promise.all(asked);
      expect(finished).toEqual(Array.from({ length: 40 }, (_, index) => index));
    });
  });
}
