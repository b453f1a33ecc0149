import { defineConfig } from 'vitest/config';

// Run through the root config, which names this project bench:pglite (and bench:postgres when
// TEST_DATABASE_URL is set); TEST_DB tells the API's test database factory which one to open. The
// tests here check the large-data seed, the search against the rule stated in SQL, and the full-path
// load test's checks; the load tests themselves measure.
export default defineConfig({
  test: {
    include: ['src/**/*.test.ts'],
    testTimeout: 30_000,
    hookTimeout: 120_000,
  },
});
