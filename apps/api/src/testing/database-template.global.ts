// Vitest's global set-up of the API's projects: one migrated database that each test file's database
// starts from (test-database.ts). On PGlite, written once to a file: creating a PGlite database runs
// initdb (4 s here); starting from the file takes about one. On the PostgreSQL server, a database
// that each file's is created from (`create database … template`), instead of running every
// migration again.
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import type { TestProject } from 'vitest/node';
import { openDatabase } from '../db/client';
// Declares what this set-up provides (`pgliteTemplate`, `postgresTemplate`).
import type {} from './test-database';

export default async function setup(project: TestProject) {
  if (project.config.env.TEST_DB === 'postgres') {
    project.provide('pgliteTemplate', '');
    return postgresTemplate(project);
  }
  project.provide('postgresTemplate', '');
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

/** A migrated database on the server of TEST_DATABASE_URL, dropped when the run ends. */
async function postgresTemplate(project: TestProject) {
  const serverUrl = process.env.TEST_DATABASE_URL;
  if (!serverUrl) throw new Error('TEST_DB=postgres needs TEST_DATABASE_URL');
  const name = `roadbook_template_${randomBytes(6).toString('hex')}`;
  const onServer = async (statement: string) => {
    const admin = new pg.Client({ connectionString: serverUrl });
    await admin.connect();
    try {
      await admin.query(statement);
    } finally {
      await admin.end();
    }
  };
  await onServer(`CREATE DATABASE ${name}`);
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  // The pool is closed before any copy: a template must have no other connection.
  const database = await openDatabase({ kind: 'postgres', url: url.toString(), poolSize: 1 });
  try {
    await database.migrate();
  } finally {
    await database.close();
  }
  project.provide('postgresTemplate', name);
  return () => onServer(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
}
