import path from 'node:path';
import { parseArgs } from 'node:util';
import { createStaffRequestSchema } from '@petshop/contracts/admin';
import { linkOrigin } from '../../plugins/shop-module.ts';
import { loadConfig } from '../../config.ts';
import { openDatabase } from '../../db/client.ts';
import { AppError } from '../../plugins/errors.ts';
import { createStaffService } from './staff.service.ts';

const USAGE = `Creates a shop owner account.

  npm run admin:create -- --email owner@example.ae --name "Amina Khan" [--password P]

Without --password it prints a one-time link (valid 24 hours) where the owner sets a password.`;

/** npm run admin:create: the first owner (or another one), on the database the shop uses. */
async function main() {
  const { values } = parseArgs({
    options: {
      email: { type: 'string' },
      name: { type: 'string' },
      password: { type: 'string' },
      help: { type: 'boolean' },
    },
  });
  if (values.help || !values.email || !values.name) {
    console.log(USAGE);
    process.exit(values.help ? 0 : 2);
  }
  const input = createStaffRequestSchema.safeParse({ ...values, role: 'owner' });
  if (!input.success) throw new Error(input.error.issues.map((issue) => issue.message).join('\n'));

  const config = loadConfig();
  const database = await openDatabase({
    url: config.DATABASE_URL,
    dataDir: config.DATABASE_URL ? undefined : path.join(config.DATA_DIR, 'pglite'),
  });
  try {
    await database.migrate();
    const staff = createStaffService(database, {
      sessionHours: config.STAFF_SESSION_HOURS,
      linkOrigin: linkOrigin(config),
    });
    const { staff: owner, link } = await staff.createOwner({
      email: input.data.email,
      name: input.data.name,
      password: values.password,
    });
    console.log(`Created the owner ${owner.name} <${owner.email}>.`);
    if (link) {
      console.log(`Set the password (once, within 24 hours) at:\n\n  ${link.link}\n`);
    } else {
      console.log(`Log in at ${linkOrigin(config)}/admin/login`);
    }
  } finally {
    await database.close();
  }
}

main().catch((error: unknown) => {
  if (error instanceof AppError && error.errors) {
    console.error(Object.values(error.errors).flat().join('\n'));
  } else {
    console.error(error instanceof Error ? error.message : error);
  }
  process.exit(1);
});
