// The static checks of `npm test` in one pool of two: the four tsc projects, ESLint and Prettier.
// One after another they took 86 s on two cores (warm), side by side about 70 s.
import { runPool } from './pool.mjs';
import { typecheckJobs } from './typecheck.mjs';

const [api, web, ...smaller] = typecheckJobs;
const jobs = [
  // ESLint, the longest, beside the two large tsc projects one after the other.
  { label: 'eslint', command: 'npx', args: ['eslint', '.', '--max-warnings', '0'] },
  api,
  web,
  { label: 'prettier', command: 'npx', args: ['prettier', '--check', '.', '--log-level', 'warn'] },
  // Every customer-facing text has its Arabic (issue 34).
  { label: 'translations', command: 'node', args: ['scripts/check-translations.mjs'] },
  ...smaller,
];
process.exit(await runPool(jobs));
