// The countries as the back office reads and writes them (`c`): each with its names in every
// language and its number of locations, by code.
import { sql, type SQL } from 'drizzle-orm';
import { z } from 'zod';
import type { AdminCountryQuery } from '@roadbook/domain/contracts/admin-places';
import type { CountryInput } from '@roadbook/domain/place-schemas';
import type { Database } from '../../db/client';
import type { PageWindow } from '../../db/list-page';
import { keywordCondition, namesOf, NamesColumnSchema, writeNames } from './place-names.queries';

const CountryRowSchema = z.object({
  id: z.string(),
  code: z.string(),
  names: NamesColumnSchema,
  location_count: z.coerce.number(),
  total: z.coerce.number(),
});
export type CountryRow = z.infer<typeof CountryRowSchema>;
const CountryRowsSchema = z.object({ rows: z.array(CountryRowSchema) });

function conditions(query: Partial<AdminCountryQuery>, id?: string): SQL {
  const where: SQL[] = [];
  if (id !== undefined) where.push(sql`c.id = ${id}::uuid`);
  if (query.keyword) {
    where.push(sql`(upper(c.code) = upper(${query.keyword})
      or ${keywordCondition('country_names', sql`c.id`, query.keyword, [])})`);
  }
  return where.length === 0 ? sql`true` : sql.join(where, sql` and `);
}

function selectCountries(db: Database, where: SQL, { limit, offset }: PageWindow) {
  return db.execute(sql`
    select c.id, c.code, ${namesOf('country_names', sql`c.id`)} as names,
      (select count(*) from locations l where l.country_id = c.id) as location_count,
      count(*) over () as total
    from countries c
    where ${where}
    order by c.code, c.id
    limit ${limit} offset ${offset}`);
}

export async function selectCountryPage(db: Database, query: AdminCountryQuery, window: PageWindow) {
  return CountryRowsSchema.parse(await selectCountries(db, conditions(query), window)).rows;
}

export async function countCountries(db: Database, query: AdminCountryQuery): Promise<number> {
  const result = await db.execute(sql`select count(*) as total from countries c where ${conditions(query)}`);
  return (
    z.object({ rows: z.array(z.object({ total: z.coerce.number() })) }).parse(result).rows[0]?.total ?? 0
  );
}

/** Country `id`, or undefined. */
export async function selectCountry(db: Database, id: string): Promise<CountryRow | undefined> {
  const result = await selectCountries(db, conditions({}, id), { limit: 1, offset: 0 });
  return CountryRowsSchema.parse(result).rows[0];
}

const IdRowsSchema = z.object({ rows: z.array(z.object({ id: z.string() })) });

/** Locks country `id` for a change (its locations wait); false when there is none. */
export async function lockCountry(tx: Database, id: string): Promise<boolean> {
  const result = await tx.execute(sql`select id from countries where id = ${id}::uuid for update`);
  return IdRowsSchema.parse(result).rows.length > 0;
}

/** The country with code `code` other than `exceptId`, if any. */
export async function countryWithCode(tx: Database, code: string, exceptId?: string) {
  const result = await tx.execute(sql`select id from countries
    where code = ${code} ${exceptId === undefined ? sql`` : sql`and id <> ${exceptId}::uuid`}`);
  return IdRowsSchema.parse(result).rows[0]?.id;
}

export async function insertCountry(tx: Database, input: CountryInput): Promise<string> {
  const result = await tx.execute(sql`insert into countries (code) values (${input.code}) returning id`);
  const id = IdRowsSchema.parse(result).rows[0]?.id;
  if (id === undefined) throw new Error('country not inserted');
  await writeNames(tx, 'country_names', id, input.names);
  return id;
}

export async function updateCountry(tx: Database, id: string, input: CountryInput): Promise<void> {
  await tx.execute(sql`update countries set code = ${input.code} where id = ${id}::uuid`);
  await writeNames(tx, 'country_names', id, input.names);
}

export async function deleteCountry(tx: Database, id: string): Promise<void> {
  await tx.execute(sql`delete from countries where id = ${id}::uuid`);
}
