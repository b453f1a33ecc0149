// The locations as the back office reads and writes them (`l`): each with its names in every
// language, its address and position, its country (with the country's names), the cars it serves and
// the bookings (and changes of bookings) that pick up or return there; by English name.
import { sql, type SQL } from 'drizzle-orm';
import { z } from 'zod';
import type { AdminLocationQuery } from '@roadbook/domain/contracts/admin-places';
import type { LocationInput } from '@roadbook/domain/place-schemas';
import type { Database } from '../../db/client';
import type { PageWindow } from '../../db/list-page';
import { keywordCondition, namesOf, NamesColumnSchema, writeNames } from './place-names.queries';

const LocationRowSchema = z.object({
  id: z.string(),
  names: NamesColumnSchema,
  address: z.string(),
  latitude: z.number(),
  longitude: z.number(),
  country_id: z.string(),
  country_code: z.string(),
  country_names: NamesColumnSchema,
  car_count: z.coerce.number(),
  booking_count: z.coerce.number(),
  total: z.coerce.number(),
});
export type LocationRow = z.infer<typeof LocationRowSchema>;
const LocationRowsSchema = z.object({ rows: z.array(LocationRowSchema) });

function conditions(query: Partial<AdminLocationQuery>, id?: string): SQL {
  const where: SQL[] = [];
  if (id !== undefined) where.push(sql`l.id = ${id}::uuid`);
  if (query.country !== undefined) where.push(sql`l.country_id = ${query.country}::uuid`);
  if (query.keyword)
    where.push(keywordCondition('location_names', sql`l.id`, query.keyword, [sql`l.address`]));
  return where.length === 0 ? sql`true` : sql.join(where, sql` and `);
}

/** The bookings and changes of bookings that pick up or return at location `l`. */
const BOOKING_COUNT = sql`(
  (select count(*) from bookings b where b.pick_up_location_id = l.id or b.drop_off_location_id = l.id)
  + (select count(*) from booking_amendments a
      where a.pick_up_location_id = l.id or a.drop_off_location_id = l.id))`;

function selectLocations(db: Database, where: SQL, { limit, offset }: PageWindow) {
  return db.execute(sql`
    select l.id, ${namesOf('location_names', sql`l.id`)} as names, l.address, l.latitude, l.longitude,
      c.id as country_id, c.code as country_code, ${namesOf('country_names', sql`c.id`)} as country_names,
      (select count(*) from car_locations cl where cl.location_id = l.id) as car_count,
      ${BOOKING_COUNT} as booking_count,
      count(*) over () as total
    from locations l join countries c on c.id = l.country_id
    where ${where}
    order by (select roadbook_search_key(n.name) from location_names n
      where n.location_id = l.id and n.language = 'en'), l.search_key, l.id
    limit ${limit} offset ${offset}`);
}

export async function selectLocationPage(db: Database, query: AdminLocationQuery, window: PageWindow) {
  return LocationRowsSchema.parse(await selectLocations(db, conditions(query), window)).rows;
}

export async function countLocations(db: Database, query: AdminLocationQuery): Promise<number> {
  const result = await db.execute(sql`select count(*) as total from locations l where ${conditions(query)}`);
  return (
    z.object({ rows: z.array(z.object({ total: z.coerce.number() })) }).parse(result).rows[0]?.total ?? 0
  );
}

/** Location `id`, or undefined. */
export async function selectLocation(db: Database, id: string): Promise<LocationRow | undefined> {
  const result = await selectLocations(db, conditions({}, id), { limit: 1, offset: 0 });
  return LocationRowsSchema.parse(result).rows[0];
}

const IdRowsSchema = z.object({ rows: z.array(z.object({ id: z.string() })) });

/**
 * Locks location `id` for a change; false when there is none. A car or a booking that names it
 * meanwhile waits for the change (its foreign key takes a share lock on the row).
 */
export async function lockLocation(tx: Database, id: string): Promise<boolean> {
  const result = await tx.execute(sql`select id from locations where id = ${id}::uuid for update`);
  return IdRowsSchema.parse(result).rows.length > 0;
}

/** Locks country `id` against its deletion until the change commits; false when there is none. */
export async function shareLockCountry(tx: Database, id: string): Promise<boolean> {
  const result = await tx.execute(sql`select id from countries where id = ${id}::uuid for share`);
  return IdRowsSchema.parse(result).rows.length > 0;
}

export async function insertLocation(tx: Database, input: LocationInput): Promise<string> {
  const result = await tx.execute(sql`
    insert into locations (country_id, address, latitude, longitude)
    values (${input.countryId}::uuid, ${input.address}, ${input.latitude}, ${input.longitude})
    returning id`);
  const id = IdRowsSchema.parse(result).rows[0]?.id;
  if (id === undefined) throw new Error('location not inserted');
  await writeNames(tx, 'location_names', id, input.names);
  return id;
}

export async function updateLocation(tx: Database, id: string, input: LocationInput): Promise<void> {
  await tx.execute(sql`
    update locations set country_id = ${input.countryId}::uuid, address = ${input.address},
      latitude = ${input.latitude}, longitude = ${input.longitude}
    where id = ${id}::uuid`);
  await writeNames(tx, 'location_names', id, input.names);
}

export async function deleteLocation(tx: Database, id: string): Promise<void> {
  await tx.execute(sql`delete from locations where id = ${id}::uuid`);
}
