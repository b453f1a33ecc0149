import { PGlite } from '@electric-sql/pglite';
import { btree_gist } from '@electric-sql/pglite/contrib/btree_gist';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { unaccent } from '@electric-sql/pglite/contrib/unaccent';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import pg from 'pg';
import { migrationsDir } from '../paths';
import { listenOnPglite, listenOnPostgres, type ChangeFeed, type ChangeFeedHandlers } from './change-feed';
import { lockDataDir } from './pglite-lock';

/** The query builder, the same type on both drivers. */
export type Database = PgDatabase<PgQueryResultHKT>;

export interface DatabaseHandle {
  readonly db: Database;
  readonly kind: 'pglite' | 'postgres';
  /** Runs the SQL migrations not yet applied. */
  migrate(): Promise<void>;
  /**
   * Runs `task` while holding the start-up lock, so that two servers starting on one empty
   * PostgreSQL database do not migrate and seed it at the same time (PGlite has its folder lock).
   */
  withStartupLock<T>(task: () => Promise<T>): Promise<T>;
  /** Listens to the notifications of `channel` (change-feed.ts); close the feed before the database. */
  listen(channel: string, handlers: ChangeFeedHandlers): Promise<ChangeFeed>;
  close(): Promise<void>;
}

export type DatabaseTarget =
  { kind: 'pglite'; dir?: string; loadDataDir?: Blob } | { kind: 'postgres'; url: string; poolSize?: number };

const pgliteExtensions = { btree_gist, pg_trgm, unaccent };

/** Any number that names Roadbook's start-up in pg_advisory_lock. */
const STARTUP_LOCK_KEY = 724_311_001;

export interface OpenOptions {
  /** Told about a pooled connection that failed while idle (the pool replaces it). */
  onIdleError?: (error: Error) => void;
}

/** Opens PGlite (in a folder, or in memory without one) or a pool on a PostgreSQL server. */
export async function openDatabase(
  target: DatabaseTarget,
  options: OpenOptions = {},
): Promise<DatabaseHandle> {
  if (target.kind === 'postgres') {
    const pool = new pg.Pool({ connectionString: target.url, max: target.poolSize ?? 10 });
    // Without a listener, an idle connection dropped by the server would crash the process.
    pool.on('error', (error) => options.onIdleError?.(error));
    try {
      await pool.query('select 1');
    } catch (error) {
      await pool.end();
      throw error;
    }
    const db = drizzlePg({ client: pool });
    return {
      db,
      kind: 'postgres',
      migrate: () => migratePg(db, { migrationsFolder: migrationsDir }),
      withStartupLock: async (task) => {
        const client = await pool.connect();
        try {
          await client.query('select pg_advisory_lock($1)', [STARTUP_LOCK_KEY]);
          return await task();
        } finally {
          await client.query('select pg_advisory_unlock($1)', [STARTUP_LOCK_KEY]).catch(() => undefined);
          client.release();
        }
      },
      listen: (channel, handlers) => listenOnPostgres(target.url, channel, handlers),
      close: () => pool.end(),
    };
  }
  const release = target.dir ? lockDataDir(target.dir) : () => undefined;
  try {
    const client = await PGlite.create(target.dir, {
      extensions: pgliteExtensions,
      ...(target.loadDataDir ? { loadDataDir: target.loadDataDir } : {}),
    });
    const db = drizzlePglite({ client });
    return {
      db,
      kind: 'pglite',
      migrate: () => migratePglite(db, { migrationsFolder: migrationsDir }),
      withStartupLock: (task) => task(),
      listen: (channel, handlers) => listenOnPglite(client, channel, handlers),
      close: async () => {
        try {
          await client.close();
        } finally {
          release();
        }
      },
    };
  } catch (error) {
    release();
    throw error;
  }
}
