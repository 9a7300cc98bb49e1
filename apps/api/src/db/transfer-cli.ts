import path from 'node:path';
import { parseArgs } from 'node:util';
import { loadConfig } from '../config.ts';
import { openDatabase } from './client.ts';
import { exportShop, importShop } from './transfer.ts';

const USAGE = `Moves a shop's data from one database to another (the embedded one to PostgreSQL).

  npm run db:export [-- FOLDER]
      Writes the database the shop uses (DATA_DIR's PGlite, or DATABASE_URL) and its pictures
      (STORAGE_DIR) into a new FOLDER (default petshop-export-<date>). Stop the shop first.

  DATABASE_URL=postgres://… npm run db:import -- FOLDER [--replace]
      Loads FOLDER into DATABASE_URL (migrating it) and its pictures into STORAGE_DIR. A database
      with rows is refused unless --replace, which empties it first.`;

/** npm run db:export and db:import (decision 117). */
async function main() {
  const { values, positionals } = parseArgs({
    allowPositionals: true,
    options: { replace: { type: 'boolean' }, help: { type: 'boolean' } },
  });
  const [action, folder] = positionals;
  if (values.help || (action !== 'export' && action !== 'import')) {
    console.log(USAGE);
    process.exit(values.help ? 0 : 2);
  }
  const config = loadConfig();
  if (action === 'import' && !config.DATABASE_URL) {
    throw new Error('db:import loads into DATABASE_URL: set it to the PostgreSQL database to fill');
  }
  if (action === 'import' && !folder) throw new Error('db:import needs the export folder');
  const database = await openDatabase({
    url: config.DATABASE_URL,
    dataDir: config.DATABASE_URL ? undefined : path.join(config.DATA_DIR, 'pglite'),
  });
  try {
    if (action === 'export') {
      const stamp = new Date().toISOString().slice(0, 16).replace(/[-:]/g, '').replace('T', '-');
      const into = path.resolve(folder ?? `petshop-export-${stamp}`);
      const manifest = await exportShop(database, config.STORAGE_DIR, into);
      const rows = manifest.tables.reduce((sum, table) => sum + table.rows, 0);
      console.log(
        `Exported ${rows} rows of ${manifest.tables.length} tables and the pictures to ${into}`,
      );
    } else {
      const imported = await importShop(database, config.STORAGE_DIR, path.resolve(folder!), {
        replace: values.replace ?? false,
      });
      const rows = imported.reduce((sum, table) => sum + table.rows, 0);
      console.log(`Imported ${rows} rows of ${imported.length} tables and the pictures.`);
    }
  } finally {
    await database.close();
  }
}

main().catch((error: unknown) => {
  // A failed statement's own message ("database … does not exist") is its cause's.
  const cause = error instanceof Error && error.cause instanceof Error ? error.cause.message : '';
  console.error(error instanceof Error ? error.message : error, cause ? `\n${cause}` : '');
  process.exit(1);
});
