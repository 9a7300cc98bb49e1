import { availableParallelism } from 'node:os';
import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    projects: ['apps/api', 'apps/web', 'packages/contracts'],
    // Vitest's default is one worker fewer than the cores: one worker on CI's two. The files
    // wait on WASM PostgreSQL, a PostgreSQL server or jsdom, and the main process sits idle,
    // so a worker per core runs the suites in well under the time.
    maxWorkers: availableParallelism(),
  },
});
