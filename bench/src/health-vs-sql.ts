// Measures the API's own overhead: the rate of GET /api/health (which runs `select 1`) at 50
// connections against the rate of the same query sent straight to the database, in one run.
// Usage: DATABASE_URL=postgres://… npm run health -w @roadbook/bench  (PostgreSQL server only).
import autocannon from 'autocannon';
import pg from 'pg';
import { buildApp } from '@roadbook/api/app';
import { parseConfig } from '@roadbook/api/config';
import { openDatabase } from '@roadbook/api/db/client';

const CONNECTIONS = 50;
const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);

async function sqlRate(url: string): Promise<number> {
  const pool = new pg.Pool({ connectionString: url, max: CONNECTIONS });
  let done = 0;
  const end = Date.now() + SECONDS * 1000;
  await Promise.all(
    Array.from({ length: CONNECTIONS }, async () => {
      while (Date.now() < end) {
        await pool.query('select 1');
        done += 1;
      }
    }),
  );
  await pool.end();
  return done / SECONDS;
}

async function main() {
  const config = parseConfig({ ...process.env, LOG_LEVEL: 'silent', RATE_LIMIT_MAX: '100000000', PORT: '0' });
  if (config.database.kind !== 'postgres') throw new Error('Set DATABASE_URL to a PostgreSQL server.');
  const database = await openDatabase({ kind: 'postgres', url: config.database.url, poolSize: CONNECTIONS });
  const app = await buildApp({ config, database });
  const address = await app.listen({ host: '127.0.0.1', port: 0 });

  const api = await autocannon({ url: `${address}/api/health`, connections: CONNECTIONS, duration: SECONDS });
  await app.close();
  await database.close();
  const sql = await sqlRate(config.database.url);

  const apiRate = api.requests.average;
  console.log(
    JSON.stringify(
      {
        connections: CONNECTIONS,
        seconds: SECONDS,
        apiRequestsPerSecond: Math.round(apiRate),
        apiLatencyMs: { p50: api.latency.p50, p99: api.latency.p99 },
        apiErrors: api.errors + api.non2xx,
        sqlQueriesPerSecond: Math.round(sql),
        ratio: Number((apiRate / sql).toFixed(3)),
      },
      null,
      2,
    ),
  );
}

await main();
