import { buildApp } from './app';
import { parseConfig } from './config';
import { openDatabase } from './db/client';
import { DataDirLockedError } from './db/pglite-lock';
import { DEMO_ACCOUNTS, DEMO_PASSWORD } from './db/seed/demo-accounts';
import { seedDemoData } from './db/seed/seed-demo';

// Start-up: configuration, database (migrations, demo data on first start), then listen. The site
// answers /api/health only once all of that is done. SIGINT/SIGTERM close it gracefully.

async function main() {
  const config = parseConfig();
  const database = await openDatabase(
    config.database.kind === 'postgres'
      ? { kind: 'postgres', url: config.database.url, poolSize: config.database.poolSize }
      : { kind: 'pglite', dir: config.database.dir },
  );
  await database.migrate();
  const seeded = config.seedDemoData
    ? await seedDemoData(database.db, { uploadsDir: config.uploadsDir })
    : false;

  const app = await buildApp({ config, database });
  let closing = false;
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    app.log.info({ signal }, 'shutting down');
    const timer = setTimeout(() => {
      app.log.error('shutdown took too long, exiting');
      process.exit(1);
    }, 10_000);
    timer.unref();
    try {
      await app.close();
    } finally {
      await database.close();
    }
    process.exit(0);
  };
  process.once('SIGINT', () => void shutdown('SIGINT'));
  process.once('SIGTERM', () => void shutdown('SIGTERM'));

  await app.listen({ host: config.host, port: config.port });
  const address = app.server.address();
  const port = typeof address === 'object' && address ? address.port : config.port;
  const url = config.publicUrl ?? `http://localhost:${port}`;
  const lines = [
    '',
    `Roadbook is running at ${url}/home (database: ${database.kind}${seeded ? ', demo data loaded' : ''})`,
    `API documentation: ${url}/api/docs`,
  ];
  if (config.seedDemoData) {
    lines.push(`Demo accounts (password ${DEMO_PASSWORD}):`);
    for (const account of DEMO_ACCOUNTS) lines.push(`  ${account.type.padEnd(9)} ${account.email}`);
  }
  console.log(lines.join('\n') + '\n');
}

main().catch((error: unknown) => {
  if (error instanceof DataDirLockedError) {
    console.error(error.message);
  } else {
    console.error(error);
  }
  process.exit(1);
});
