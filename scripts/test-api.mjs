// Runs the API integration suite on PGlite, then again on PostgreSQL when TEST_DATABASE_URL is set.
import { spawnSync } from 'node:child_process';

const runs = [{ label: 'PGlite', env: { API_TEST_DB: 'pglite' }, args: [] }];
if (process.env.TEST_DATABASE_URL) {
  // On PostgreSQL a file's worker mostly waits for the server: four workers on two cores keep
  // both busy (117 s → 102 s for the suite).
  runs.push({ label: 'PostgreSQL', env: { API_TEST_DB: 'postgres' }, args: ['--maxWorkers=4'] });
} else {
  console.log('TEST_DATABASE_URL is not set: the API suite runs on PGlite only.');
}
for (const run of runs) {
  console.log(`\nAPI integration tests on ${run.label}`);
  const result = spawnSync(
    'npx',
    ['vitest', 'run', '--project', 'api', ...run.args, ...process.argv.slice(2)],
    {
      stdio: 'inherit',
      env: { ...process.env, ...run.env },
    },
  );
  if (result.status !== 0) process.exit(result.status ?? 1);
}
