import { sql, type SQL } from 'drizzle-orm';
import { z } from 'zod';
import type { Language } from '@roadbook/domain/constants';
import type { Database } from '../../db/client';
import type { PageWindow } from '../../db/list-page';

const CountryRowSchema = z.object({
  id: z.string(),
  code: z.string(),
  name: z.string(),
  /** Rows of the whole list, before paging. */
  total: z.number(),
});
export type CountryRow = z.infer<typeof CountryRowSchema>;

const CountryRowsSchema = z.object({ rows: z.array(CountryRowSchema) });
const TotalSchema = z.object({ rows: z.tuple([z.object({ total: z.number() })]) });

/** `counted`: the countries with at least `minLocations` locations (`c`), and how many (`n`). */
function countriesWithLocations(minLocations: number): SQL {
  return sql`
    select c.id, c.code
    from countries c
    left join (select country_id, count(*) as n from locations group by country_id) counted
      on counted.country_id = c.id
    where coalesce(counted.n, 0) >= ${minLocations}`;
}

/**
 * One page of the countries with at least `minLocations` locations, named in `language`, else in
 * English, else in any language (else their code), by name ignoring accents and case.
 */
export async function selectCountries(
  db: Database,
  { minLocations, language, page }: { minLocations: number; language: Language; page: PageWindow },
) {
  const result = await db.execute(sql`
    select id, code, name, count(*) over ()::int as total
    from (
      select c.id, c.code,
        coalesce(cl.name, ce.name,
          (select min(n.name) from country_names n where n.country_id = c.id), c.code) as name
      from (${countriesWithLocations(minLocations)}) c
      left join country_names cl on cl.country_id = c.id and cl.language = ${language}
      left join country_names ce on ce.country_id = c.id and ce.language = 'en'
    ) named
    order by roadbook_search_key(name), name, id
    limit ${page.limit} offset ${page.offset}`);
  return CountryRowsSchema.parse(result).rows;
}

export async function countCountries(db: Database, minLocations: number): Promise<number> {
  const result = await db.execute(sql`
    select count(*)::int as total from (${countriesWithLocations(minLocations)}) c`);
  return TotalSchema.parse(result).rows[0].total;
}
