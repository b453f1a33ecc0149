// The car search's rule stated in SQL, as two statements compiled once per text and filled for each
// search: the independent statement of the rule that the search index's answers are tested against,
// and "the SQL alone" of the load test (decision 0022). Visitors' searches are answered by the index.
import type { SQL } from 'drizzle-orm';
import { compileSqlTemplate, fillSqlTemplate, type SqlTemplate } from '../../db/prepared-statements';
import { carSearchCountsSql } from './car-search-counts';
import { carSearchResultsSql } from './car-search-results';
import { searchValues, type CarSearchInput, type CarSearchOptions } from './car-search-sql';

export interface CarSearchQueries {
  /** One page of cars with every card field, priced, in order (CarSearchRow). */
  results: SQL;
  /** One row: which of the pick-up and drop-off places exist, the total and the filter counts. */
  counts: SQL;
}

/** The statements, compiled once each: the results per sort, and the counts. */
const templates = new Map<string, SqlTemplate>();

function templateOf(key: string, build: () => SQL): SqlTemplate {
  let template = templates.get(key);
  if (!template) {
    template = compileSqlTemplate(build());
    templates.set(key, template);
  }
  return template;
}

/**
 * The two statements of a search: `results` (one page, priced and sorted in the database) and
 * `counts` (total, filter counts, and whether the places exist). They are independent, so they may
 * run concurrently. Their text depends only on the sort (every value is a parameter) and is built
 * once. The load test runs exactly these.
 */
export function buildCarSearchQueries(input: CarSearchInput, options: CarSearchOptions): CarSearchQueries {
  const values = searchValues(input, options);
  return {
    results: fillSqlTemplate(
      templateOf(`results:${input.sort}`, () => carSearchResultsSql(input.sort)),
      values,
    ),
    counts: fillSqlTemplate(
      templateOf('counts', () => carSearchCountsSql()),
      values,
    ),
  };
}
