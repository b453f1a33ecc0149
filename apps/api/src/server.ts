import cluster from 'node:cluster';
import fs from 'node:fs';
import os from 'node:os';
import { fileURLToPath } from 'node:url';
import { buildApp, type App, type ProcessRole } from './app';
import { BACKGROUND_READY, BACKGROUND_ROLE_VARIABLE, forkApiProcesses, type ApiProcesses } from './cluster';
import { configWarnings, parseConfig, type Config } from './config';
import { openDatabase, type DatabaseHandle } from './db/client';
import { DataDirLockedError } from './db/pglite-lock';
import { DEMO_PASSWORD } from './db/seed/demo-accounts';
import { findDemoAccounts, seedDemoData } from './db/seed/seed-demo';
import { loadHelpArticles } from './content/help/help-content';
import { ensureInternalAccounts } from './content/internal/internal-accounts';

// Start-up: configuration, database (migrations, demo data on first start), then listen. The site
// answers /api/health only once all of that is done. SIGINT/SIGTERM close it gracefully at any
// point, and a failed start closes what it opened (releasing the embedded database's lock).
// With WEB_CONCURRENCY above 1, this process does the database's start-up once, then forks that many
// API processes and one background process (cluster.ts), which run this module again as workers:
// each opens the database and builds the app; the API ones listen on the shared port, the
// background one runs the scheduled jobs and sends the emails (decision 0025).

let database: DatabaseHandle | undefined;
let app: App | undefined;
let processes: ApiProcesses | undefined;
let closing = false;

async function closeAll(): Promise<void> {
  try {
    await processes?.stop();
    await app?.close();
  } finally {
    await database?.close();
  }
}

async function shutdown(signal: string): Promise<void> {
  if (closing) return;
  closing = true;
  console.log(`${signal}: shutting down`);
  setTimeout(() => {
    console.error('Shutdown took more than 10 s, exiting.');
    process.exit(1);
  }, 10_000).unref();
  try {
    await closeAll();
    process.exit(0);
  } catch (error) {
    console.error('Shutdown failed:', error);
    process.exit(1);
  }
}

async function openConfiguredDatabase(config: Config): Promise<DatabaseHandle> {
  return openDatabase(
    config.database.kind === 'postgres'
      ? { kind: 'postgres', url: config.database.url, poolSize: config.database.poolSize }
      : { kind: 'pglite', dir: config.database.dir },
    { onIdleError: (error) => console.error('A database connection failed while idle:', error.message) },
  );
}

/** Migrations, help articles, internal accounts and demo data: once, whatever starts beside. */
function prepareDatabase(handle: DatabaseHandle, config: Config) {
  const { db } = handle;
  return handle.withStartupLock(async () => {
    await handle.migrate();
    await loadHelpArticles(db);
    return {
      internalAccounts: await ensureInternalAccounts(db, config.internal),
      seeded: config.seedDemoData
        ? await seedDemoData(db, { uploadsDir: config.uploadsDir, timeZone: config.timeZone })
        : false,
    };
  });
}

type Prepared = Awaited<ReturnType<typeof prepareDatabase>>;

/** What the console says once the site answers. */
async function startLines(
  config: Config,
  handle: DatabaseHandle,
  port: number,
  { seeded, internalAccounts }: Prepared,
): Promise<string[]> {
  const url = config.publicUrl ?? `http://localhost:${port}`;
  const lines = [
    '',
    `Roadbook is running at ${url}/home (database: ${handle.kind}${seeded ? ', demo data loaded' : ''})`,
    `API documentation: ${url}/api/docs`,
  ];
  const demoAccounts = await findDemoAccounts(handle.db);
  if (demoAccounts.length > 0) {
    lines.push(`Demo accounts (password ${DEMO_PASSWORD}):`);
    for (const account of demoAccounts) lines.push(`  ${account.type.padEnd(9)} ${account.email}`);
  }
  // Said here once, on the console and never in the log; the file keeps them for the operator.
  if (internalAccounts.length > 0) {
    lines.push(`Internal area accounts, generated now (also in ${config.internal.accountsFile}):`);
    for (const { role, username, password } of internalAccounts) {
      lines.push(`  ${role.padEnd(9)} ${username}  password ${password}`);
    }
  }
  return lines;
}

/**
 * The background process gives way to the web ones whenever both want a core: a job's work waits, a
 * visitor not. Linux keeps a priority per thread, so each thread started so far is lowered (V8's
 * and libuv's; later ones inherit it).
 */
function lowerPriority(): void {
  const priority = os.constants.priority.PRIORITY_BELOW_NORMAL;
  let threads: number[] = [0];
  try {
    threads = fs.readdirSync('/proc/self/task').map(Number);
  } catch {
    // No /proc (not Linux): the process's priority is all there is.
  }
  for (const thread of threads) {
    try {
      os.setPriority(thread, priority);
    } catch {
      // The thread has ended meanwhile.
    }
  }
}

/** What this process does: everything alone, else what its primary forked it for (cluster.ts). */
function processRole(): ProcessRole {
  if (!cluster.isWorker) return 'all';
  return process.env[BACKGROUND_ROLE_VARIABLE] === '1' ? 'background' : 'web';
}

/** One API process: this one, or a worker forked by the primary (which did the start-up). */
async function serve(config: Config): Promise<void> {
  database = await openConfiguredDatabase(config);
  const prepared = cluster.isWorker ? null : await prepareDatabase(database, config);
  if (closing) return;

  const role = processRole();
  app = await buildApp({ config, database, role });
  if (role === 'background') {
    await app.ready();
    lowerPriority();
    process.send?.(BACKGROUND_READY);
    return;
  }
  await app.listen({ host: config.host, port: config.port });
  if (prepared === null) return;
  const address = app.server.address();
  const port = typeof address === 'object' && address ? address.port : config.port;
  console.log((await startLines(config, database, port, prepared)).join('\n') + '\n');
}

/** The primary of several API processes: the start-up once, then the workers. */
async function servePrimary(config: Config): Promise<void> {
  database = await openConfiguredDatabase(config);
  const prepared = await prepareDatabase(database, config);
  if (closing) return;
  processes = await forkApiProcesses({ count: config.processes, entry: fileURLToPath(import.meta.url) });
  const lines = await startLines(config, database, processes.port, prepared);
  await database.close();
  database = undefined;
  lines.push(
    `API processes: ${config.processes} (process ids ${processes.pids().join(', ')}), ` +
      `background process ${processes.backgroundPid() ?? '?'}`,
  );
  console.log(lines.join('\n') + '\n');
}

async function main(): Promise<void> {
  const config = parseConfig();
  // Said once, by the process that starts (not by each worker it forks).
  if (!cluster.isWorker) for (const warning of configWarnings(config)) console.warn(`Warning: ${warning}`);
  process.once('SIGINT', () => void shutdown('SIGINT'));
  process.once('SIGTERM', () => void shutdown('SIGTERM'));
  // A worker whose primary is gone closes too.
  if (cluster.isWorker) process.once('disconnect', () => void shutdown('disconnect'));
  await (config.processes > 1 && cluster.isPrimary ? servePrimary(config) : serve(config));
}

main().catch(async (error: unknown) => {
  console.error(error instanceof DataDirLockedError ? error.message : error);
  await closeAll().catch(() => undefined);
  process.exit(1);
});
