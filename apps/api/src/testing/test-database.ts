import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { inject } from 'vitest';
import { z } from 'zod';
import { openDatabase, type DatabaseHandle } from '../db/client';

declare module 'vitest' {
  export interface ProvidedContext {
    /** The file of the migrated PGlite database that test databases start from; '' on PostgreSQL. */
    pgliteTemplate: string;
    /** The migrated database on the PostgreSQL server that test databases are copied from; '' on PGlite. */
    postgresTemplate: string;
  }
}

/**
 * A fresh, migrated database for one test file: in-memory PGlite, or (TEST_DB=postgres) a new database
 * on the server of TEST_DATABASE_URL, dropped when closed. Each starts from the migrated template of
 * database-template.global.ts when the project has one.
 */
export async function createTestDatabase(): Promise<DatabaseHandle> {
  if (process.env.TEST_DB !== 'postgres') {
    const template = inject('pgliteTemplate');
    const database = await openDatabase({
      kind: 'pglite',
      ...(template ? { loadDataDir: new Blob([fs.readFileSync(template)]) } : {}),
    });
    // Nothing left to apply when it started from the template.
    await database.migrate();
    return database;
  }
  const serverUrl = process.env.TEST_DATABASE_URL;
  if (!serverUrl) throw new Error('TEST_DB=postgres needs TEST_DATABASE_URL');
  const name = `roadbook_test_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  const template = inject('postgresTemplate');
  await admin.connect();
  try {
    await admin.query(`CREATE DATABASE ${name}${template ? ` TEMPLATE ${template}` : ''}`);
  } finally {
    await admin.end();
  }
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  const database = await openDatabase({ kind: 'postgres', url: url.toString(), poolSize: 5 });
  // Nothing left to apply when it was copied from the template.
  await database.migrate();
  return {
    ...database,
    close: async () => {
      await database.close();
      const cleanup = new pg.Client({ connectionString: serverUrl });
      await cleanup.connect();
      try {
        await cleanup.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      } finally {
        await cleanup.end();
      }
    },
  };
}

/**
 * Another handle on the database of `database`, as a second API process would open it: its own
 * pool on the PostgreSQL server (closing it leaves the database); with PGlite, which one process
 * holds alone, the same handle (closing it does nothing).
 */
export async function openSameDatabase(database: DatabaseHandle): Promise<DatabaseHandle> {
  if (database.kind === 'pglite') return { ...database, close: async () => undefined };
  const serverUrl = process.env.TEST_DATABASE_URL;
  if (!serverUrl) throw new Error('TEST_DB=postgres needs TEST_DATABASE_URL');
  const result = await database.db.execute(sql`select current_database() as name`);
  const [current] = z.object({ rows: z.array(z.object({ name: z.string() })) }).parse(result).rows;
  const url = new URL(serverUrl);
  url.pathname = `/${current?.name ?? ''}`;
  return openDatabase({ kind: 'postgres', url: url.toString(), poolSize: 5 });
}
