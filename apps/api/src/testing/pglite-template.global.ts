// Vitest's global set-up of the API's PGlite project: one migrated database, written once to a file
// that each test file's database starts from (test-database.ts). Creating a PGlite database runs
// initdb (4 s here); starting from the file takes about one.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import type { TestProject } from 'vitest/node';
import { openDatabase } from '../db/client';
// Declares what this set-up provides (`pgliteTemplate`).
import type {} from './test-database';

export default async function setup(project: TestProject) {
  if (project.config.env.TEST_DB === 'postgres') {
    project.provide('pgliteTemplate', '');
    return undefined;
  }
  const database = await openDatabase({ kind: 'pglite' });
  const file = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'roadbook-pglite-')), 'template.tar');
  try {
    await database.migrate();
    const client: unknown = (database.db as { $client?: unknown }).$client;
    if (!(client instanceof PGlite)) throw new Error('The PGlite database has no PGlite client');
    fs.writeFileSync(file, Buffer.from(await (await client.dumpDataDir('none')).arrayBuffer()));
  } finally {
    await database.close();
  }
  project.provide('pgliteTemplate', file);
  return () => fs.rmSync(path.dirname(file), { recursive: true, force: true });
}
