import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from './db/client';
import { databaseUrlOf, startApiProcess, type ApiProcess } from './testing/api-process.fixture';
import { startTestRedis, type TestRedis } from './testing/redis.fixture';
import { createTestDatabase } from './testing/test-database';

const isAlive = (pid: number) => {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
};

/** Waits until `read()` matches `pattern`; resolves with the match. */
async function waitForLine(read: () => string, pattern: RegExp, ms = 60_000): Promise<RegExpMatchArray> {
  for (const deadline = Date.now() + ms; Date.now() < deadline;) {
    const match = read().match(pattern);
    if (match) return match;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`no line ${String(pattern)} in:\n${read()}`);
}

// The real server, started as `npm start` starts it, with two API processes on one port (the
// PostgreSQL project only, as every *.postgres.test.ts: several processes need a database server).
describe('the server with WEB_CONCURRENCY=2', () => {
  let redis: TestRedis;
  let database: DatabaseHandle;
  let dataDir: string;
  let server: ApiProcess;

  beforeAll(async () => {
    redis = await startTestRedis();
    database = await createTestDatabase();
    dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'roadbook-cluster-'));
    server = await startApiProcess({
      WEB_CONCURRENCY: '2',
      DATABASE_URL: await databaseUrlOf(database),
      DATABASE_POOL_SIZE: '5',
      REDIS_URL: redis.url,
      REDIS_KEY_PREFIX: redis.keyPrefix,
      DATA_DIR: dataDir,
      WEB_DIST_DIR: path.join(dataDir, 'no-web'),
      SEED_DEMO_DATA: 'false',
      LOG_LEVEL: 'warn',
    });
  }, 180_000);

  afterAll(async () => {
    await server?.stop();
    await database?.close();
    await redis?.close();
    fs.rmSync(dataDir, { recursive: true, force: true });
  }, 60_000);

  it('answers on one port from two worker processes, replaces one that dies, and stops them all', async () => {
    const [, first, second, jobs] = await waitForLine(
      server.output,
      /API processes: 2 \(process ids (\d+), (\d+)\), background process (\d+)/,
    );
    const workers = [Number(first), Number(second)];
    expect(new Set([...workers, Number(jobs), server.pid]).size).toBe(4);
    expect([...workers, Number(jobs)].every(isAlive)).toBe(true);

    // The background process, which runs the jobs, is replaced by another background process.
    process.kill(Number(jobs), 'SIGKILL');
    const [, nextJobs] = await waitForLine(
      server.output,
      new RegExp(`Background process ${jobs} ended \\(SIGKILL\\); (\\d+) started in its place`),
    );
    await waitForLine(server.output, new RegExp(`Background process ${nextJobs} ready`));
    expect(server.output()).toContain('Roadbook is running at');
    expect(server.output().match(/Roadbook is running at/g)).toHaveLength(1);

    const [dying = 0, staying = 0] = workers;
    process.kill(dying, 'SIGKILL');
    const [, replacement] = await waitForLine(
      server.output,
      new RegExp(`API process ${dying} ended \\(SIGKILL\\); (\\d+) started in its place`),
    );
    await waitForLine(server.output, new RegExp(`API process ${replacement} listening`));
    expect(isAlive(Number(replacement))).toBe(true);
    for (let request = 0; request < 10; request += 1) {
      expect((await fetch(`${server.base}/api/health`)).status).toBe(200);
    }

    await server.stop();
    expect(isAlive(server.pid)).toBe(false);
    expect([staying, Number(replacement), Number(nextJobs)].filter(isAlive)).toEqual([]);
  }, 120_000);
});
