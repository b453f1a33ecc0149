import { buildApp, type App } from './app';
import { parseConfig } from './config';
import { openDatabase, type DatabaseHandle } from './db/client';
import { DataDirLockedError } from './db/pglite-lock';
import { DEMO_PASSWORD } from './db/seed/demo-accounts';
import { findDemoAccounts, seedDemoData } from './db/seed/seed-demo';
import { loadHelpArticles } from './modules/help/help-content';
import { ensureInternalAccounts } from './modules/internal/internal-accounts';

// Start-up: configuration, database (migrations, demo data on first start), then listen. The site
// answers /api/health only once all of that is done. SIGINT/SIGTERM close it gracefully at any
// point, and a failed start closes what it opened (releasing the embedded database's lock).

let database: DatabaseHandle | undefined;
let app: App | undefined;
let closing = false;

async function closeAll(): Promise<void> {
  try {
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

async function main(): Promise<void> {
  const config = parseConfig();
  process.once('SIGINT', () => void shutdown('SIGINT'));
  process.once('SIGTERM', () => void shutdown('SIGTERM'));

  database = await openDatabase(
    config.database.kind === 'postgres'
      ? { kind: 'postgres', url: config.database.url, poolSize: config.database.poolSize }
      : { kind: 'pglite', dir: config.database.dir },
    { onIdleError: (error) => console.error('A database connection failed while idle:', error.message) },
  );
  const db = database.db;
  const { seeded, internalAccounts } = await database.withStartupLock(async () => {
    await database?.migrate();
    await loadHelpArticles(db);
    return {
      internalAccounts: await ensureInternalAccounts(db, config.internal),
      seeded: config.seedDemoData
        ? await seedDemoData(db, { uploadsDir: config.uploadsDir, timeZone: config.timeZone })
        : false,
    };
  });
  if (closing) return;

  app = await buildApp({ config, database });
  await app.listen({ host: config.host, port: config.port });
  const address = app.server.address();
  const port = typeof address === 'object' && address ? address.port : config.port;
  const url = config.publicUrl ?? `http://localhost:${port}`;
  const lines = [
    '',
    `Roadbook is running at ${url}/home (database: ${database.kind}${seeded ? ', demo data loaded' : ''})`,
    `API documentation: ${url}/api/docs`,
  ];
  const demoAccounts = await findDemoAccounts(db);
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
  console.log(lines.join('\n') + '\n');
}

main().catch(async (error: unknown) => {
  console.error(error instanceof DataDirLockedError ? error.message : error);
  await closeAll().catch(() => undefined);
  process.exit(1);
});
