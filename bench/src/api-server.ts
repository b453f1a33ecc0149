import { spawn, type ChildProcess } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import { processTree } from './cpu-usage';

/** The API's entry point, run from source (the package exports its TypeScript files). */
const serverEntry = fileURLToPath(import.meta.resolve('@roadbook/api/server'));

/** A fresh database on the server of `serverUrl`, for one benchmark run; returns its URL and a drop. */
export async function createBenchDatabase(serverUrl: string, name: string) {
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
  await admin.query(`CREATE DATABASE ${name}`);
  await admin.end();
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    drop: async () => {
      const cleanup = new pg.Client({ connectionString: serverUrl });
      await cleanup.connect();
      await cleanup.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await cleanup.end();
    },
  };
}

/**
 * The API in its own process (so the load generator does not share its event loop), on `databaseUrl`,
 * without demo data or rate limits. Resolves once /api/health answers.
 */
export async function startApiServer(
  databaseUrl: string,
  port: number,
  extraEnv: Record<string, string> = {},
) {
  const child: ChildProcess = spawn(process.execPath, ['--import', 'tsx', serverEntry], {
    env: {
      ...process.env,
      DATABASE_URL: databaseUrl,
      PORT: String(port),
      HOST: '127.0.0.1',
      SEED_DEMO_DATA: 'false',
      LOG_LEVEL: 'silent',
      RATE_LIMIT_MAX: '1000000000',
      ...extraEnv,
    },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  // It says "Roadbook is running" once every API process listens (each has read its search index).
  let said = '';
  child.stdout?.on('data', (chunk: Buffer) => {
    if (!said.includes('Roadbook is running')) said += chunk.toString();
  });
  const base = `http://127.0.0.1:${port}`;
  // Up to two minutes: on the large data set, each API process reads its search index first.
  const started = performance.now();
  for (let attempt = 0; attempt < 480; attempt += 1) {
    if (child.exitCode !== null) throw new Error(`API server exited with ${child.exitCode}`);
    const ok = await fetch(`${base}/api/health`).then(
      (response) => response.ok,
      () => false,
    );
    if (ok && said.includes('Roadbook is running')) break;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  return {
    base,
    /** The server's process id (to read its CPU time). */
    pid: child.pid ?? 0,
    /** The server's processes: with WEB_CONCURRENCY, its workers too. */
    pids: processTree(child.pid ?? 0),
    /** Milliseconds from the start until /api/health answered. */
    startupMs: Math.round(performance.now() - started),
    stop: () =>
      new Promise<void>((resolve) => {
        if (child.exitCode !== null || child.signalCode !== null) return resolve();
        child.once('exit', () => resolve());
        child.kill('SIGTERM');
      }),
  };
}
