import { configDefaults, defineConfig } from 'vitest/config';

// One `vitest run` runs every project. The suites that need a database (the API, and the bench's
// large-data seed) run on embedded PGlite, and a second time on the PostgreSQL server named by
// TEST_DATABASE_URL when it is set (as `.ci/run` does).
// Files named *.postgres.test.ts need the server (several processes on one database): only there.
function databaseProjects(root: string, name: string) {
  const project = (database: 'pglite' | 'postgres') => ({
    extends: `${root}/vitest.config.ts`,
    test: {
      root,
      name: `${name}:${database}`,
      env: { TEST_DB: database },
      ...(database === 'pglite' ? { exclude: [...configDefaults.exclude, '**/*.postgres.test.ts'] } : {}),
    },
  });
  return [project('pglite'), ...(process.env.TEST_DATABASE_URL ? [project('postgres')] : [])];
}

export default defineConfig({
  test: {
    // Vitest's default is one worker fewer than the cores: one, here. The tests wait for databases
    // and servers enough that two keep both cores busy.
    maxWorkers: 2,
    projects: [
      'packages/domain',
      'packages/i18n',
      'apps/web',
      'tools',
      ...databaseProjects('./apps/api', 'api'),
      ...databaseProjects('./bench', 'bench'),
    ],
  },
});
