import { fileURLToPath } from 'node:url';
import { ESLint } from 'eslint';
import { beforeAll, describe, expect, it } from 'vitest';

/**
 * Decision 089: the API's layers are held by the lint (eslint.config.js), not by habit. Each rule
 * is run on a file that breaks it and on one that keeps it, as `npm run lint` would see them.
 */
const root = fileURLToPath(new URL('../../..', import.meta.url));
let eslint: ESLint;

beforeAll(() => {
  eslint = new ESLint({ cwd: root });
});

/** The layer messages ESLint gives `code` saved as `path` (from the repository's root). */
async function layerErrors(path: string, code: string) {
  const [result] = await eslint.lintText(code, { filePath: `${root}/${path}` });
  return result!.messages
    .filter((message) =>
      ['no-restricted-imports', 'no-restricted-syntax'].includes(message.ruleId!),
    )
    .map((message) => message.message);
}

const SERVICE = 'apps/api/src/modules/example/example.service.ts';
const REPO = 'apps/api/src/modules/example/example.repo.ts';
const ROUTES = 'apps/api/src/modules/example/example.routes.ts';
const PLUGIN = 'apps/api/src/modules/example/example.plugin.ts';

const queriesUsers = `import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { users } from '../../db/schema.ts';

export const findUser = (db: Db, id: number) => db.select().from(users).where(eq(users.id, id));
`;

describe('the API layers (lint)', () => {
  it('lets only a *.repo.ts import db/schema and the query builders', async () => {
    expect(await layerErrors(SERVICE, queriesUsers)).toEqual([
      expect.stringContaining('Queries live in a *.repo.ts'),
      expect.stringContaining('Only a *.repo.ts reads or writes tables'),
    ]);
    expect(await layerErrors(REPO, queriesUsers)).toEqual([]);
    expect(
      await layerErrors(
        SERVICE,
        `import type { Db } from '../../db/client.ts';
import { findUser } from './example.repo.ts';

export const userName = async (db: Db, id: number) => (await findUser(db, id))[0]?.name;
`,
      ),
    ).toEqual([]);
  });

  it('lets one module write the orders table (and staff), in its repo', async () => {
    const writesOrders = `import { eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { orders } from '../../db/schema.ts';

export const cancel = (db: Db, id: number) =>
  db.update(orders).set({ status: 'cancelled' }).where(eq(orders.id, id));
export const cancelRaw = (db: Db, id: number) =>
  db.execute(sql\`UPDATE orders SET status = 'cancelled' WHERE id = \${id}\`);
export const CANCEL = 'update orders set status = $2 where id = $1';
`;
    const elsewhere = await layerErrors(REPO, writesOrders);
    expect(elsewhere).toHaveLength(3);
    for (const message of elsewhere) {
      expect(message).toContain('Only apps/api/src/modules/orders/orders.repo.ts writes orders');
    }
    expect(await layerErrors('apps/api/src/modules/orders/orders.repo.ts', writesOrders)).toEqual(
      [],
    );
    expect(
      await layerErrors(
        'apps/api/src/modules/orders/orders.repo.ts',
        writesOrders.replaceAll('orders', 'staff'),
      ),
    ).toHaveLength(3);
  });

  it('keeps routes away from repos and transactions', async () => {
    const routes = (body: string) => `import type { FastifyPluginAsync } from 'fastify';
import type { Db } from '../../db/client.ts';
${body}
`;
    const routesOpeningATransaction = routes(`import { findUser } from './example.repo.ts';

export const exampleRoutes: FastifyPluginAsync<{ db: Db }> = async (app, { db }) => {
  app.get('/users/1', async () => db.transaction((tx) => findUser(tx, 1)));
};`);
    const breaking = [
      expect.stringContaining('A route calls a service; only services call repos'),
      expect.stringContaining('A route opens no transaction'),
    ];
    expect(await layerErrors(ROUTES, routesOpeningATransaction)).toEqual(breaking);
    // A module's plugin, which registers its routes, is held to the same.
    expect(await layerErrors(PLUGIN, routesOpeningATransaction)).toEqual(breaking);
    expect(
      await layerErrors(
        ROUTES,
        routes(`import { userName } from './example.service.ts';

export const exampleRoutes: FastifyPluginAsync<{ db: Db }> = async (app, { db }) => {
  app.get('/users/1', async () => ({ name: await userName(db, 1) }));
};`),
      ),
    ).toEqual([]);
  });
});
