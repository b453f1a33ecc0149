// The database's notifications (LISTEN/NOTIFY) on one channel, for what a process keeps in memory
// and must keep in step with the database whoever writes to it (another process, the back office,
// psql). `sync()` gives read-your-writes: once it resolves, every notification of a transaction that
// committed before it was called has been delivered.
import type { PGlite } from '@electric-sql/pglite';
import pg from 'pg';

export interface ChangeFeedHandlers {
  /** A notification's payload, in commit order. */
  onNotify(payload: string): void;
  /** The connection was lost and is back: notifications of the meantime may be missing. */
  onGap(): void;
  /** Told about a lost connection (it is retried). */
  onError?(error: Error): void;
}

export interface ChangeFeed {
  /** Resolves once every notification committed before the call has reached onNotify. */
  sync(): Promise<void>;
  close(): Promise<void>;
}

/**
 * Runs `query` for a batch of waiting callers: callers arriving while one runs share the next one,
 * so that a burst of syncs costs two round trips, not one each.
 */
function batchedSync(query: () => Promise<unknown>): () => Promise<void> {
  let waiting: { resolve: () => void; reject: (error: unknown) => void }[] = [];
  let running = false;
  async function pump(): Promise<void> {
    running = true;
    while (waiting.length > 0) {
      const batch = waiting;
      waiting = [];
      try {
        await query();
        for (const caller of batch) caller.resolve();
      } catch (error) {
        for (const caller of batch) caller.reject(error);
      }
    }
    running = false;
  }
  return () =>
    new Promise<void>((resolve, reject) => {
      waiting.push({ resolve, reject });
      if (!running) void pump();
    });
}

const RETRY_MS = 1_000;

/** How the connection listening on `channel` shows in pg_stat_activity. */
export const changeFeedApplication = (channel: string) => `roadbook change feed ${channel}`;

/**
 * A dedicated connection to the PostgreSQL server at `url` listening on `channel`. A server notifies
 * an idle listening session at once, before it answers that session's next query, so a `select 1`
 * on this connection is the sync. A lost connection is opened again (every second) and reported as a
 * gap.
 */
export async function listenOnPostgres(
  url: string,
  channel: string,
  handlers: ChangeFeedHandlers,
): Promise<ChangeFeed> {
  let client: pg.Client | undefined;
  let closed = false;
  let retry: NodeJS.Timeout | undefined;

  async function connect(): Promise<pg.Client> {
    const next = new pg.Client({ connectionString: url, application_name: changeFeedApplication(channel) });
    next.on('notification', (message) => {
      if (message.channel === channel) handlers.onNotify(message.payload ?? '');
    });
    next.on('error', (error) => lost(next, error));
    next.on('end', () => lost(next, new Error('the listening connection ended')));
    await next.connect();
    await next.query(`listen ${pg.escapeIdentifier(channel)}`);
    return next;
  }

  function lost(which: pg.Client, error: Error): void {
    if (closed || which !== client) return;
    client = undefined;
    handlers.onError?.(error);
    which.end().catch(() => undefined);
    const reconnect = () => {
      retry = undefined;
      if (closed) return;
      connect().then(
        (next) => {
          if (closed) return void next.end().catch(() => undefined);
          client = next;
          handlers.onGap();
        },
        (reason: unknown) => {
          handlers.onError?.(reason instanceof Error ? reason : new Error(String(reason)));
          retry = setTimeout(reconnect, RETRY_MS);
          retry.unref();
        },
      );
    };
    retry = setTimeout(reconnect, 0);
    retry.unref();
  }

  client = await connect();
  return {
    sync: batchedSync(async () => {
      if (!client) throw new Error('the listening connection is being opened again');
      await client.query('select 1');
    }),
    close: async () => {
      closed = true;
      clearTimeout(retry);
      await client?.end().catch(() => undefined);
      client = undefined;
    },
  };
}

/** PGlite is one session in this process: it hands a commit's notifications over with its answer. */
export async function listenOnPglite(
  client: PGlite,
  channel: string,
  handlers: ChangeFeedHandlers,
): Promise<ChangeFeed> {
  const unlisten = await client.listen(channel, (payload) => handlers.onNotify(payload));
  return {
    sync: batchedSync(() => client.query('select 1')),
    close: () => unlisten(),
  };
}
