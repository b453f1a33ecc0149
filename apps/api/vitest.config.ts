import { defineConfig } from 'vitest/config';

// Run through the root config, which names this project api:pglite (and api:postgres when
// TEST_DATABASE_URL is set); TEST_DB tells the test database factory which one to open.
export default defineConfig({
  test: {
    include: ['src/**/*.test.ts'],
    globalSetup: ['src/testing/pglite-template.global.ts'],
    testTimeout: 30_000,
    hookTimeout: 60_000,
  },
});
