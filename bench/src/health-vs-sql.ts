// The API's own overhead, measured in one run: the rate of GET /api/health (which runs `select 1`)
// at 50 connections, against the rate of the same query sent straight to PostgreSQL at 50
// connections. Usage: DATABASE_URL=postgres://…/any npm run health -w @roadbook/bench
import autocannon from 'autocannon';
import pg from 'pg';
import { createBenchDatabase, startApiServer } from './api-server';

const CONNECTIONS = 50;
const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const PORT = Number(process.env.BENCH_PORT ?? 8099);

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
  const serverUrl = process.env.DATABASE_URL;
  if (!serverUrl?.startsWith('postgres')) throw new Error('Set DATABASE_URL to a PostgreSQL server.');
  const database = await createBenchDatabase(serverUrl, 'roadbook_bench_health');
  const api = await startApiServer(database.url, PORT);
  try {
    const load = await autocannon({
      url: `${api.base}/api/health`,
      connections: CONNECTIONS,
      duration: SECONDS,
    });
    await api.stop();
    const sql = await sqlRate(database.url);
    const apiRate = load.requests.average;
    console.log(
      JSON.stringify(
        {
          connections: CONNECTIONS,
          seconds: SECONDS,
          apiRequestsPerSecond: Math.round(apiRate),
          apiLatencyMs: { p50: load.latency.p50, p99: load.latency.p99 },
          apiErrors: load.errors + load.non2xx,
          sqlQueriesPerSecond: Math.round(sql),
          ratio: Number((apiRate / sql).toFixed(3)),
        },
        null,
        2,
      ),
    );
  } finally {
    await api.stop().catch(() => undefined);
    await database.drop();
  }
}

await main();
