import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { buildApp, type App } from '../app';
import { parseConfig } from '../config';
import type { DatabaseHandle } from '../db/client';
import { ensureInternalAccounts } from '../content/internal/internal-accounts';
import { createTestDatabase } from './test-database';

export interface TestContext {
  app: App;
  database: DatabaseHandle;
  dataDir: string;
  close(): Promise<void>;
}

export interface TestAppOptions {
  /**
   * Settings, as environment variables. With the INTERNAL_* settings, the internal area's accounts
   * are made as at start (server.ts), the other role's generated into the data folder.
   */
  env?: Record<string, string>;
  /** Registers extra routes before the app is ready (to exercise shared plugins). */
  extend?: (app: App) => void;
  /** Where log lines go (with LOG_LEVEL set in `env`), for tests of what the log says. */
  logStream?: { write(line: string): void };
  /** The database to run on (another app's, as a second process would); a fresh one otherwise. */
  database?: DatabaseHandle;
}

/** The whole API on a fresh database, with a temporary data folder. */
export async function createTestApp({
  env = {},
  extend,
  logStream,
  database: shared,
}: TestAppOptions = {}): Promise<TestContext> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'roadbook-test-'));
  const config = parseConfig({
    DATA_DIR: dataDir,

    LOG_LEVEL: 'silent',
    WEB_DIST_DIR: path.join(dataDir, 'no-web'),
    ...env,
  });
  const database = shared ?? (await createTestDatabase());
  if (Object.values(config.internal.accounts).some((account) => account !== null)) {
    await ensureInternalAccounts(database.db, config.internal);
  }
  const app = await buildApp({ config, database, ...(logStream ? { logStream } : {}) });
  extend?.(app);
  await app.ready();
  return {
    app,
    database,
    dataDir,
    close: async () => {
      await app.close();
      await database.close();
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/** Makes job `name` due and runs the due jobs now, as the next turn of the schedule would. */
export async function runJob(ctx: TestContext, name: string): Promise<void> {
  await ctx.database.db.execute(sql`update scheduled_jobs set next_run_at = now() where name = ${name}`);
  await ctx.app.jobs.runDue();
}
