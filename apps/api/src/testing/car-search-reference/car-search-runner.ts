// Runs the car search's rule stated in SQL (car-search-queries.ts) on the database: the reference the
// search index is compared with (bench/src/search-equivalence.test.ts), not what answers visitors.
import type { SQL } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { executePrepared } from '../../db/prepared-statements';
import { parseCarSearchCounts, type CarSearchCounts } from './car-search-counts';
import type { CarSearchQueries } from './car-search-queries';
import { parseCarSearchRows, type CarSearchRow } from './car-search-results';

/**
 * Runs a statement of the search as a prepared statement named after its text: each connection parses
 * it once, and PostgreSQL may keep one plan for it. The search has few texts (one per sort, and the
 * counts), because every value is a parameter.
 */
export function executeCarSearchStatement(db: Database, statement: SQL): Promise<unknown> {
  return executePrepared(db, statement);
}

/** Runs a search's two statements: concurrently on a PostgreSQL pool, one after the other on PGlite. */
export async function runCarSearch(
  db: Database,
  queries: CarSearchQueries,
  concurrently: boolean,
): Promise<{ rows: CarSearchRow[]; counts: CarSearchCounts }> {
  if (concurrently) {
    const [results, counts] = await Promise.all([
      executeCarSearchStatement(db, queries.results),
      executeCarSearchStatement(db, queries.counts),
    ]);
    return { rows: parseCarSearchRows(results), counts: parseCarSearchCounts(counts) };
  }
  const counts = parseCarSearchCounts(await executeCarSearchStatement(db, queries.counts));
  return { rows: parseCarSearchRows(await executeCarSearchStatement(db, queries.results)), counts };
}
