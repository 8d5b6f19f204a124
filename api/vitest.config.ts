import { defineConfig } from 'vitest/config';

const onPostgres = process.env.API_TEST_DB === 'postgres';

export default defineConfig({
  resolve: { conditions: ['source'] },
  test: {
    name: 'api',
    environment: 'node',
    include: ['contract/**/*.test.ts', 'src/**/*.test.ts', 'test/**/*.test.ts'],
    testTimeout: 60_000,
    hookTimeout: 60_000,
    // On PostgreSQL every file recreates the same schema, so files take turns.
    fileParallelism: !onPostgres,
  },
});
