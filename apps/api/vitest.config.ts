import { defineConfig } from 'vitest/config';

// Run through the root config, which names this project api:pglite (and api:postgres when
// TEST_DATABASE_URL is set); TEST_DB tells the test database factory which one to open.
export default defineConfig({
  test: {
    include: ['src/**/*.test.ts'],
    globalSetup: ['src/testing/database-template.global.ts'],
    testTimeout: 30_000,
    hookTimeout: 60_000,
    // The files share their worker's modules: each builds its own app on its own database, and no
    // module keeps a test's state. Importing the whole API again for every file took more time than
    // the tests themselves (docs/performance.md, "The test suite").
    isolate: false,
  },
});
