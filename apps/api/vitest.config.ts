import { defineProject } from 'vitest/config';

export default defineProject({
  test: {
    name: 'api',
    include: ['test/**/*.test.ts'],
    environment: 'node',
    // One migrated database per run; each file starts from a copy of it.
    globalSetup: ['test/helpers/database-template.ts'],
    testTimeout: 30_000,
    hookTimeout: 60_000,
  },
});
