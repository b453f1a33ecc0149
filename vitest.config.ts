import { defineConfig } from 'vitest/config';

// One `vitest run` runs every project. The API suite runs on embedded PGlite, and a second time on
// the PostgreSQL server named by TEST_DATABASE_URL when it is set (as `.ci/run` does).
const apiProjects = [
  {
    extends: './apps/api/vitest.config.ts',
    test: { root: './apps/api', name: 'api:pglite', env: { TEST_DB: 'pglite' } },
  },
  ...(process.env.TEST_DATABASE_URL
    ? [
        {
          extends: './apps/api/vitest.config.ts',
          test: { root: './apps/api', name: 'api:postgres', env: { TEST_DB: 'postgres' } },
        },
      ]
    : []),
];

export default defineConfig({
  test: {
    projects: ['packages/domain', 'packages/i18n', 'apps/web', ...apiProjects],
  },
});
