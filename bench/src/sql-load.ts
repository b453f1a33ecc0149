// A closed-model load straight on PostgreSQL: `connections` clients, each sending a search's
// statements (concurrently, as named prepared statements) as soon as the last answered.
import type pg from 'pg';
import { percentile } from './search-report';
import type { CompiledQuery } from './search-sql';

/** Sends the searches of `compiled` in turn over `connections` clients of `pool` for `seconds`. */
export async function loadSql(
  pool: pg.Pool,
  compiled: readonly (readonly CompiledQuery[])[],
  seconds: number,
  connections: number,
) {
  const latencies: number[] = [];
  let next = 0;
  let errors = 0;
  const end = performance.now() + seconds * 1000;
  await Promise.all(
    Array.from({ length: connections }, async () => {
      while (performance.now() < end) {
        const queries = compiled[next % compiled.length];
        next += 1;
        if (!queries) continue;
        const started = performance.now();
        try {
          await Promise.all(
            queries.map((query) => pool.query({ name: query.name, text: query.text, values: query.params })),
          );
        } catch (error) {
          errors += 1;
          if (errors === 1) console.error('SQL error:', error);
        }
        latencies.push(performance.now() - started);
      }
    }),
  );
  latencies.sort((a, b) => a - b);
  return {
    searches: latencies.length,
    perSecond: latencies.length / seconds,
    p50: percentile(latencies, 50),
    p99: percentile(latencies, 99),
    errors,
  };
}
