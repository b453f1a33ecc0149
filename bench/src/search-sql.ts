// The car search's SQL alone: the API's own query builder (apps/api/src/modules/cars/cars.queries.ts)
// compiled to text and parameters for a plain pg pool, from the query string the route would receive.
import { PgDialect } from 'drizzle-orm/pg-core';
import { DEFAULT_TIME_ZONE } from '@roadbook/domain/constants';
import { CarSearchQuerySchema } from '@roadbook/domain/contracts/car-search';
import { buildCarSearchQueries } from '../../apps/api/src/modules/cars/cars.queries';
import type { SearchQuery } from './search-requests';

const dialect = new PgDialect();

export interface CompiledQuery {
  text: string;
  params: unknown[];
}

/**
 * The statements the API runs for `query` at `now` (results and counts, which it sends concurrently),
 * compiled as drizzle would send them.
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
    return { text: sql, params };
  });
}
