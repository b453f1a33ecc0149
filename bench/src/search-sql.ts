// The car search's SQL alone: the API's own query builder (apps/api/src/catalogue/cars/search/)
// compiled to text and parameters for a plain pg pool, from the query string the route would receive.
import { createHash } from 'node:crypto';
import { PgDialect } from 'drizzle-orm/pg-core';
import { DEFAULT_TIME_ZONE } from '@roadbook/domain/constants';
import { CarSearchQuerySchema } from '@roadbook/domain/contracts/car-search';
import { buildCarSearchQueries } from '@roadbook/api/testing/car-search-reference/car-search-queries';
import type { SearchQuery } from './search-requests';

const dialect = new PgDialect();

export interface CompiledQuery {
  /** The prepared statement's name: one per text, as the API names them (executeCarSearchStatement). */
  name: string;
  text: string;
  params: unknown[];
}

/**
 * The statements the API runs for `query` at `now` (results and counts, which it sends concurrently,
 * each as a named prepared statement), compiled as drizzle sends them.
 */
export function compileSearchQueries(query: SearchQuery, now: Date): CompiledQuery[] {
  const parsed = CarSearchQuerySchema.parse(query);
  const input = { ...parsed, from: new Date(parsed.from), to: new Date(parsed.to) };
  const { results, counts } = buildCarSearchQueries(input, {
    timeZone: process.env.TIME_ZONE || DEFAULT_TIME_ZONE,
    now,
  });
  return [results, counts].map((statement) => {
    const { sql, params } = dialect.sqlToQuery(statement);
    return { name: `bench_${createHash('sha1').update(sql).digest('hex').slice(0, 24)}`, text: sql, params };
  });
}
