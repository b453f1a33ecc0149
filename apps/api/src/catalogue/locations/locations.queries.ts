import { sql, type SQL } from 'drizzle-orm';
import { z } from 'zod';
import type { Language } from '@roadbook/domain/constants';
import type { Database } from '../../db/client';
import type { PageWindow } from '../../db/list-page';

// Names and addresses are compared through their `search_key` (migration 0003: no accents, lower
// case, punctuation as spaces, stored by the database), whose trigram indexes serve LIKE '%…%' and
// the word-similarity operator <% (pg_trgm.word_similarity_threshold, 0.6 by default).

const LocationRowSchema = z.object({
  id: z.string(),
  name: z.string(),
  address: z.string(),
  latitude: z.number(),
  longitude: z.number(),
  country_id: z.string(),
  country_name: z.string(),
  /** Rows of the whole list, before paging. */
  total: z.number(),
});
export type LocationRow = z.infer<typeof LocationRowSchema>;

const LocationRowsSchema = z.object({ rows: z.array(LocationRowSchema) });
const TotalSchema = z.object({ rows: z.tuple([z.object({ total: z.number() })]) });

/**
 * `located`: every location with its name (and the name's search key) and its country's name, each in
 * `language`, else in English, else in any language (else the address, or the country code). The
 * country's name is a subquery, so that it is looked up only for the rows of the page.
 */
function locatedIn(language: Language): SQL {
  const anyName = (column: SQL) =>
    sql`(select ${column} from location_names n where n.location_id = l.id order by n.language limit 1)`;
  return sql`
    select l.id, l.address, l.latitude, l.longitude, l.country_id,
      coalesce(nl.name, ne.name, ${anyName(sql`n.name`)}, l.address) as name,
      coalesce(nl.search_key, ne.search_key, ${anyName(sql`n.search_key`)}, l.search_key) as name_key,
      coalesce(
        (select n.name from country_names n where n.country_id = l.country_id
          order by n.language = ${language} desc, n.language = 'en' desc, n.language limit 1),
        (select c.code from countries c where c.id = l.country_id)) as country_name
    from locations l
    left join location_names nl on nl.location_id = l.id and nl.language = ${language}
    left join location_names ne on ne.location_id = l.id and ne.language = 'en'`;
}

const LOCATION_FIELDS = sql`located.id, located.name, located.address, located.latitude, located.longitude,
  located.country_id, located.country_name`;

/** Alphabetical order of names, ignoring accents, case and punctuation, stable. */
const BY_NAME = sql`located.name_key, located.name, located.id`;

/** Every location, by name. */
export async function selectLocations(db: Database, language: Language, page: PageWindow) {
  const result = await db.execute(sql`
    select ${LOCATION_FIELDS}, count(*) over ()::int as total
    from (${locatedIn(language)}) located
    order by ${BY_NAME}
    limit ${page.limit} offset ${page.offset}`);
  return LocationRowsSchema.parse(result).rows;
}

/** One location, or none. */
export async function selectLocation(db: Database, id: string, language: Language) {
  const result = await db.execute(sql`
    select ${LOCATION_FIELDS}, 1 as total
    from (${locatedIn(language)}) located
    where located.id = ${id}::uuid`);
  return LocationRowsSchema.parse(result).rows[0];
}

/** Every location's id, oldest first (the sitemap's). */
export async function selectLocationIds(db: Database): Promise<string[]> {
  const result = await db.execute(sql`select id from locations order by created_at, id`);
  return IdRowsSchema.parse(result).rows.map((row) => row.id);
}

const IdRowsSchema = z.object({ rows: z.array(z.object({ id: z.string() })) });

export async function countLocations(db: Database): Promise<number> {
  const result = await db.execute(sql`select count(*)::int as total from locations`);
  return TotalSchema.parse(result).rows[0].total;
}

/** The locations of these countries, by name. */
export async function selectLocationsOfCountries(db: Database, countryIds: string[], language: Language) {
  if (countryIds.length === 0) return [];
  const ids = sql.join(
    countryIds.map((id) => sql`${id}::uuid`),
    sql`, `,
  );
  const result = await db.execute(sql`
    select ${LOCATION_FIELDS}, count(*) over ()::int as total
    from (${locatedIn(language)}) located
    where located.country_id in (${ids})
    order by ${BY_NAME}`);
  return LocationRowsSchema.parse(result).rows;
}

export interface LocationSearch {
  /** What the visitor typed, trimmed. */
  text: string;
  /** Its words that hold a letter or a digit (at least one). */
  words: readonly string[];
  /** Under 3 letters and digits: only word starts match (no substrings, no typos). */
  isShort: boolean;
}

/** Every word of the search inside `key`, or at the start of one of its words when short. */
function containsEveryWord(key: SQL, search: LocationSearch): SQL {
  return sql.join(
    search.words.map((word) =>
      search.isShort
        ? sql`' ' || ${key} like '% ' || roadbook_search_key(${word}) || '%'`
        : sql`${key} like '%' || roadbook_search_key(${word}) || '%'`,
    ),
    sql` and `,
  );
}

/**
 * The keys (names in every language, and addresses) that match a search: each of its words inside
 * the key, or the whole search close to a part of the key (typos: roadbook_close_location_keys reads
 * the trigram indexes).
 */
function matchedKeys(search: LocationSearch): SQL {
  const contains = (key: SQL) => containsEveryWord(key, search);
  const exact = sql`
    select n.location_id, n.search_key as key, true as is_name
    from location_names n where ${contains(sql`n.search_key`)}
    union all
    select l.id, l.search_key, false
    from locations l where ${contains(sql`l.search_key`)}`;
  if (search.isShort) return exact;
  return sql`${exact}
    union all
    select location_id, key, is_name from roadbook_close_location_keys(roadbook_search_key(${search.text}))`;
}

/**
 * Locations matching a search, best first: a name that starts with it, then a name with a word that
 * starts with it, then a name containing each of its words, then an address containing them, then
 * close spellings (typos), the closest first; then by name.
 */
export async function searchLocations(
  db: Database,
  search: LocationSearch,
  language: Language,
  page: PageWindow,
) {
  const term = sql`roadbook_search_key(${search.text})`;
  const key = sql`key`;
  const result = await db.execute(sql`
    with matched as (${matchedKeys(search)}),
    ranked as (
      select location_id,
        min(case
          when is_name and key like ${term} || '%' then 0
          when is_name and ' ' || key like '% ' || ${term} || '%' then 1
          when is_name and ${containsEveryWord(key, search)} then 2
          when ${containsEveryWord(key, search)} then 3
          else 4 end) as tier,
        max(case
          when ${containsEveryWord(key, search)} then 1
          else word_similarity(${term}, key) end) as closeness
      from matched
      group by location_id
    )
    select ${LOCATION_FIELDS}, count(*) over ()::int as total
    from ranked
    join (${locatedIn(language)}) located on located.id = ranked.location_id
    order by ranked.tier, ranked.closeness desc, ${BY_NAME}
    limit ${page.limit} offset ${page.offset}`);
  return LocationRowsSchema.parse(result).rows;
}

export async function countSearchedLocations(db: Database, search: LocationSearch): Promise<number> {
  const result = await db.execute(sql`
    select count(distinct location_id)::int as total from (${matchedKeys(search)}) matched`);
  return TotalSchema.parse(result).rows[0].total;
}
