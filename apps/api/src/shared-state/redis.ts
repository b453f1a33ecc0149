// The Redis server that the API processes share (REDIS_URL): one connection for commands and
// publishing, one that listens to the channels. Every key and channel is named under the site's
// prefix (REDIS_KEY_PREFIX). A Redis that is down never stops the process: its loss and its return
// are logged, a command fails at once while it is away and within a second when it hangs (its
// caller falls back on this process's memory or goes on, each says which), and the channels are
// listened to again once it is back.
import { randomUUID } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import { Redis } from 'ioredis';

export interface SharedRedisSettings {
  url: string;
  keyPrefix: string;
}

export interface SharedRedis {
  /** Commands (counters, cached values): each fails at once while Redis is away. */
  commands: Redis;
  /** This process among those sharing the server: tells a message it sent itself from the others'. */
  processId: string;
  /** `name` under the site's prefix: a key or a channel. */
  key(name: string): string;
  /** Sends `message` on `channel` (`key(…)`) to every process; a failure is logged, never thrown. */
  publish(channel: string, message: string): void;
  /**
   * Calls `onMessage` with each message on `channel`, this process's own included, and `onListening`
   * each time the channel is listened to (again): messages sent while Redis was away are lost.
   */
  subscribe(channel: string, onMessage: (message: string) => void, onListening?: () => void): void;
  /** Resolves once both connections are up, or after CONNECT_WAIT_MS (Redis is then logged as down). */
  connected(): Promise<void>;
  close(): Promise<void>;
}

/** Longest wait for one command: past it the caller goes on without Redis. */
export const COMMAND_TIMEOUT_MS = 1000;
/** Longest the start waits for Redis. */
export const CONNECT_WAIT_MS = 3000;

type Log = Pick<FastifyBaseLogger, 'info' | 'warn' | 'error'>;

/** Logs a connection's loss once, and its return. */
function watch(connection: Redis, name: string, log: Log): void {
  let isDown = false;
  const down = (error?: Error) => {
    if (isDown) return;
    isDown = true;
    log.error({ err: error }, `redis: the ${name} connection failed; retrying`);
  };
  connection.on('error', down);
  // A server that closes the connection raises no error when the next try succeeds.
  connection.on('reconnecting', () => down());
  connection.on('ready', () => {
    if (!isDown) return;
    isDown = false;
    log.info(`redis: the ${name} connection is back`);
  });
}

export function connectRedis({ url, keyPrefix }: SharedRedisSettings, log: Log): SharedRedis {
  const commands = new Redis(url, {
    commandTimeout: COMMAND_TIMEOUT_MS,
    // No queue while disconnected: a request never waits for a Redis that is away.
    enableOfflineQueue: false,
    retryStrategy: (attempt) => Math.min(attempt * 200, 5000),
  });
  // Its channels are listened to again by the 'ready' handler below, which knows them all.
  const listener = commands.duplicate({ autoResubscribe: false, commandTimeout: undefined });
  watch(commands, 'commands', log);
  watch(listener, 'channels', log);

  const channels = new Map<string, { onMessage: (message: string) => void; onListening?: () => void }>();
  function listen(channel: string): void {
    listener.subscribe(channel).then(
      () => channels.get(channel)?.onListening?.(),
      (error: unknown) => log.warn({ err: error, channel }, 'redis: a channel cannot be listened to now'),
    );
  }
  listener.on('ready', () => {
    for (const channel of channels.keys()) listen(channel);
  });
  listener.on('message', (channel: string, message: string) => {
    try {
      channels.get(channel)?.onMessage(message);
    } catch (error) {
      log.error({ err: error, channel }, 'redis: a message could not be handled');
    }
  });

  return {
    commands,
    processId: randomUUID(),
    key: (name) => `${keyPrefix}${name}`,
    publish(channel, message) {
      commands
        .publish(channel, message)
        .catch((error: unknown) => log.warn({ err: error, channel }, 'redis: a message was not sent'));
    },
    subscribe(channel, onMessage, onListening) {
      channels.set(channel, { onMessage, ...(onListening ? { onListening } : {}) });
      if (listener.status === 'ready') listen(channel);
    },
    async connected() {
      const isUp = (connection: Redis) =>
        new Promise<void>((resolve) => {
          if (connection.status === 'ready') resolve();
          else connection.once('ready', () => resolve());
        });
      let timer: NodeJS.Timeout | undefined;
      await Promise.race([
        Promise.all([isUp(commands), isUp(listener)]),
        new Promise((resolve) => (timer = setTimeout(resolve, CONNECT_WAIT_MS))),
      ]);
      clearTimeout(timer);
    },
    async close() {
      await Promise.all(
        [commands, listener].map((connection) =>
          connection.quit().catch(() => {
            connection.disconnect();
          }),
        ),
      );
    },
  };
}
