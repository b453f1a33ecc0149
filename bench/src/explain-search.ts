// EXPLAIN (ANALYZE, BUFFERS) of the car search's statements for the first searches of the load
// test's sequence, on the database of DATABASE_URL (read only: EXPLAIN ANALYZE of selects).
// Usage: DATABASE_URL=postgres://…/roadbook_bench npm run explain -w @roadbook/bench [-- count]
import pg from 'pg';
import { buildSearchRequests, loadPlaces } from './search-requests';
import { compileSearchQueries } from './search-sql';

async function main() {
  const url = process.env.DATABASE_URL;
  if (!url?.startsWith('postgres')) throw new Error('Set DATABASE_URL to a database loaded by seed:bench.');
  const count = Number(process.argv[2] ?? 3);
  const pool = new pg.Pool({ connectionString: url, max: 1 });
  try {
    const now = new Date();
    const requests = buildSearchRequests(
      await loadPlaces(pool),
      count,
      Number(process.env.BENCH_SEED ?? 1),
      now,
    );
    for (const request of requests) {
      const [results, counts] = compileSearchQueries(request.query, now);
      for (const [name, query] of [
        ['results', results],
        ['counts', counts],
      ] as const) {
        if (!query) continue;
        const plan = await pool.query<{ 'QUERY PLAN': string }>(
          `explain (analyze, buffers) ${query.text}`,
          query.params,
        );
        console.log(`\n### ${name}: ${request.path}\n`);
        for (const row of plan.rows) console.log(row['QUERY PLAN']);
      }
    }
  } finally {
    await pool.end();
  }
}

await main();
