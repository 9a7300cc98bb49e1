// Runs the API integration suite on PGlite and, when TEST_DATABASE_URL is set, on PostgreSQL,
// the two side by side: the PostgreSQL run's workers mostly wait for the server, and the PGlite
// run fills the cores meanwhile.
import { runPool } from './pool.mjs';

const extra = process.argv.slice(2);
const vitest = (label, env, args = []) => ({
  label: `API integration tests on ${label}`,
  command: 'npx',
  args: ['vitest', 'run', '--project', 'api', ...args, ...extra],
  env,
});
const jobs = [vitest('PGlite', { API_TEST_DB: 'pglite' })];
if (process.env.TEST_DATABASE_URL) {
  // On PostgreSQL a file's worker mostly waits for the server: four workers on two cores keep
  // both busy (117 s → 102 s for the suite alone).
  jobs.push(vitest('PostgreSQL', { API_TEST_DB: 'postgres' }, ['--maxWorkers=4']));
} else {
  console.log('TEST_DATABASE_URL is not set: the API suite runs on PGlite only.');
}
process.exit(await runPool(jobs));
