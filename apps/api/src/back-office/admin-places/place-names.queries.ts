// A country's or a location's names, one row per language (country_names, location_names), read as
// one JSON object per record ({ en, fr, es }) and written whole.
import { sql, type SQL } from 'drizzle-orm';
import { z } from 'zod';
import { LANGUAGES } from '@roadbook/domain/constants';
import type { PlaceNames } from '@roadbook/domain/place-schemas';
import type { Database } from '../../db/client';
import { containsPattern } from '../../db/contains-pattern';

/** The names as the lists read them: a missing language is an empty name. */
export const NamesColumnSchema = z
  .record(z.string(), z.string())
  .transform((names): PlaceNames => ({ en: names.en ?? '', fr: names.fr ?? '', es: names.es ?? '' }));

/** `{ en, fr, es }` of the record `id` of `table` (`country_names` by `country_id`…), as JSON. */
export function namesOf(table: 'country_names' | 'location_names', id: SQL): SQL {
  const [names, key] =
    table === 'country_names'
      ? [sql`country_names`, sql`country_id`]
      : [sql`location_names`, sql`location_id`];
  return sql`(select coalesce(jsonb_object_agg(n.language, n.name), '{}'::jsonb)
    from ${names} n where n.${key} = ${id})`;
}

/** Whether a name in any language, or `also`, holds `keyword` (case and accents aside). */
export function keywordCondition(
  table: 'country_names' | 'location_names',
  id: SQL,
  keyword: string,
  also: SQL[],
): SQL {
  const key = sql`roadbook_search_key(${keyword})`;
  const pattern = containsPattern(keyword);
  const [names, column] =
    table === 'country_names'
      ? [sql`country_names`, sql`country_id`]
      : [sql`location_names`, sql`location_id`];
  return sql`(exists (select 1 from ${names} n where n.${column} = ${id}
      and (roadbook_search_key(n.name) like '%' || ${key} || '%' or n.name ilike ${pattern}))
    ${sql.join(
      also.map((field) => sql` or roadbook_search_key(${field}) like '%' || ${key} || '%'`),
      sql``,
    )})`;
}

/** Replaces the names of record `id` (`country_id` or `location_id` of `table`) with `names`. */
export async function writeNames(
  tx: Database,
  table: 'country_names' | 'location_names',
  id: string,
  names: PlaceNames,
): Promise<void> {
  const [target, column] =
    table === 'country_names'
      ? [sql`country_names`, sql`country_id`]
      : [sql`location_names`, sql`location_id`];
  await tx.execute(sql`delete from ${target} where ${column} = ${id}::uuid`);
  for (const language of LANGUAGES) {
    await tx.execute(sql`insert into ${target} (${column}, language, name)
      values (${id}::uuid, ${language}, ${names[language]})`);
  }
}
