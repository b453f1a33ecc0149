import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { Redis } from 'ioredis';
import { freePort } from './api-process.fixture';

// A Redis server for the tests of several API processes: the one at 127.0.0.1:6379 (as on CI), else
// a `redis-server` started for the test file on a free port. Each test file names its keys under a
// prefix of its own, removed at the end, so that runs never meet.

const DEFAULT_URL = 'redis://127.0.0.1:6379';

export interface TestRedis {
  url: string;
  /** The REDIS_KEY_PREFIX of this test file. */
  keyPrefix: string;
  /** Removes the file's keys, and stops the server if it was started here. */
  close(): Promise<void>;
}

async function isAnswering(url: string): Promise<boolean> {
  const client = new Redis(url, {
    lazyConnect: true,
    connectTimeout: 1000,
    maxRetriesPerRequest: 0,
    retryStrategy: () => null,
  });
  client.on('error', () => undefined);
  try {
    await client.connect();
    return (await client.ping()) === 'PONG';
  } catch {
    return false;
  } finally {
    client.disconnect();
  }
}

/** A `redis-server` of its own on `port` (a free one by default), answering once this resolves. */
export async function startRedisServer(port?: number): Promise<{ url: string; server: ChildProcess }> {
  if (spawnSync('redis-server', ['--version']).status !== 0) {
    throw new Error(
      `No Redis at ${DEFAULT_URL} and no redis-server to start (apt-get install -y redis-server)`,
    );
  }
  port ??= await freePort();
  const server = spawn('redis-server', ['--port', String(port), '--bind', '127.0.0.1', '--save', ''], {
    stdio: 'ignore',
  });
  const url = `redis://127.0.0.1:${port}`;
  for (let attempt = 0; attempt < 50; attempt += 1) {
    if (await isAnswering(url)) return { url, server };
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  server.kill();
  throw new Error(`redis-server did not answer on port ${port}`);
}

export async function startTestRedis(): Promise<TestRedis> {
  const { url, server } = (await isAnswering(DEFAULT_URL))
    ? { url: DEFAULT_URL, server: null }
    : await startRedisServer();
  const keyPrefix = `roadbook-test-${randomBytes(6).toString('hex')}:`;
  return {
    url,
    keyPrefix,
    async close() {
      const client = new Redis(url);
      try {
        const keys = await client.keys(`${keyPrefix}*`);
        if (keys.length > 0) await client.del(...keys);
      } finally {
        client.disconnect();
        server?.kill();
      }
    },
  };
}
