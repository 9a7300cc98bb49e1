// Fails when a customer-facing text of the web app has no Arabic (issue 34): extracts the messages
// the code holds now into a copy of the catalogs (the committed ones are left alone) and lists
// every one whose Arabic is empty. `npm run i18n:extract` updates the committed catalogs.
import { spawnSync } from 'node:child_process';
import { cp, mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { formatter } from '@lingui/format-po';

const webDir = path.join(import.meta.dirname, '../apps/web');
const copy = await mkdtemp(path.join(os.tmpdir(), 'petshop-catalogs-'));
try {
  await cp(path.join(webDir, 'src/locales'), copy, { recursive: true });
  const extract = spawnSync('npx', ['lingui', 'extract', '--clean'], {
    cwd: webDir,
    env: { ...process.env, LINGUI_CATALOG_DIR: copy },
    encoding: 'utf8',
  });
  if (extract.status !== 0) {
    console.error(extract.stdout, extract.stderr);
    process.exit(1);
  }
  const missing = [];
  const { parse } = formatter({ lineNumbers: false });
  for (const file of await readdir(path.join(copy, 'ar'))) {
    const catalog = await parse(await readFile(path.join(copy, 'ar', file), 'utf8'), {
      locale: 'ar',
      sourceLocale: 'en',
      filename: file,
    });
    for (const entry of Object.values(catalog)) {
      if (entry.obsolete || entry.translation?.trim()) continue;
      missing.push(
        `  ar/${file}: ${JSON.stringify(entry.message)} (${entry.origin?.[0]?.[0] ?? ''})`,
      );
    }
  }
  if (missing.length > 0) {
    console.error(`${missing.length} customer-facing texts have no Arabic:\n${missing.join('\n')}`);
    console.error(
      'Run `npm run i18n:extract`, then write their Arabic in apps/web/src/locales/ar.',
    );
    process.exit(1);
  }
  console.log('Every customer-facing text has its Arabic.');
} finally {
  await rm(copy, { recursive: true, force: true });
}
