import { spawn } from 'node:child_process';
import net from 'node:net';
import { fileURLToPath } from 'node:url';
import { sql } from 'drizzle-orm';
import { z } from 'zod';
import type { DatabaseHandle } from '../db/client';

// The real server (server.ts, run from source) in a process of its own, as `npm start` runs it, for
// the tests of several API processes. Only the settings given reach it, not the test's environment.

const serverEntry = fileURLToPath(new URL('../server.ts', import.meta.url));
const apiRoot = fileURLToPath(new URL('../..', import.meta.url));

/** A port nobody listens on now. */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => (typeof address === 'object' && address ? resolve(address.port) : reject()));
    });
  });
}

export interface ApiProcess {
  /** http://127.0.0.1:PORT */
  base: string;
  /** The id of the process started (with WEB_CONCURRENCY above 1, the primary). */
  pid: number;
  /** What it wrote so far, standard output and error together. */
  output(): string;
  /** SIGTERM, as an operator stops it; resolves once it has ended. */
  stop(): Promise<void>;
}

/** Starts the server with `env` on a free port; resolves once /api/health answers 200. */
export async function startApiProcess(env: Record<string, string>, startMs = 90_000): Promise<ApiProcess> {
  const port = await freePort();
  const child = spawn(process.execPath, ['--import', 'tsx', serverEntry], {
    cwd: apiRoot,
    env: { PATH: process.env.PATH ?? '', HOST: '127.0.0.1', PORT: String(port), ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout.setEncoding('utf8').on('data', (chunk: string) => (output += chunk));
  child.stderr.setEncoding('utf8').on('data', (chunk: string) => (output += chunk));
  const ended = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const isRunning = () => child.exitCode === null && child.signalCode === null;
  const base = `http://127.0.0.1:${port}`;
  const stop = async () => {
    if (!isRunning()) return;
    child.kill('SIGTERM');
    const killer = setTimeout(() => child.kill('SIGKILL'), 15_000);
    await ended;
    clearTimeout(killer);
  };

  const deadline = Date.now() + startMs;
  for (;;) {
    if (!isRunning()) throw new Error(`The server ended while starting:\n${output}`);
    const isHealthy = await fetch(`${base}/api/health`).then(
      (response) => response.ok,
      () => false,
    );
    if (isHealthy) break;
    if (Date.now() > deadline) {
      await stop();
      throw new Error(`The server did not answer within ${startMs} ms:\n${output}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  return { base, pid: child.pid ?? 0, output: () => output, stop };
}

/** The address of `database` on the PostgreSQL server of TEST_DATABASE_URL, for a server process. */
export async function databaseUrlOf(database: DatabaseHandle): Promise<string> {
  const serverUrl = process.env.TEST_DATABASE_URL;
  if (database.kind !== 'postgres' || !serverUrl) throw new Error('a server process needs TEST_DATABASE_URL');
  const result = await database.db.execute(sql`select current_database() as name`);
  const [current] = z.object({ rows: z.array(z.object({ name: z.string() })) }).parse(result).rows;
  const url = new URL(serverUrl);
  url.pathname = `/${current?.name ?? ''}`;
  return url.toString();
}
