// What the search index reads: the offered cars with their places, and what holds them.
import { sql } from 'drizzle-orm';
import { z } from 'zod';
import { BLOCKING_STATUSES } from '@roadbook/domain/booking-status';
import type { CarHold } from '@roadbook/domain/car-offers';
import type { Database } from '../../../db/client';
import { CAR_ROW_COLUMNS, CarRowSchema, dateBasedPricesSql, PUBLIC_SUPPLIER, type CarRow } from '../car-row';

export type IndexRow = CarRow & { locationIds: string[] };

const IndexRowSchema = CarRowSchema.extend({ locationIds: z.array(z.string()) });

const RowsSchema = z.object({ rows: z.array(z.unknown()) });
const rowsOf = (result: unknown): unknown[] => RowsSchema.parse(result).rows;

/** Built once: a zod schema compiles itself on its first use, which per row cost seconds per read. */
const IdRowSchema = z.object({ id: z.string() });
const idsOf = (result: unknown): string[] => rowsOf(result).map((row) => IdRowSchema.parse(row).id);

/** Ids travel as one array literal (uuids need no quoting): a JS array would become a list of values. */
const uuidArray = (ids: readonly string[]) => sql`${`{${ids.join(',')}}`}::uuid[]`;

/** The cars that are offered: available, of a public supplier (`s`). */
const OFFERED = sql`c.availability = 'available' and ${PUBLIC_SUPPLIER}`;

/** The ids of every offered car. */
export async function selectOfferedCarIds(db: Database): Promise<string[]> {
  const result = await db.execute(
    sql`select c.id::text as id from cars c join users s on s.id = c.supplier_id where ${OFFERED}`,
  );
  return idsOf(result);
}

/** The ids of the cars of these suppliers. */
export async function selectCarIdsOfSuppliers(
  db: Database,
  supplierIds: readonly string[],
): Promise<string[]> {
  const result = await db.execute(
    sql`select id::text as id from cars where supplier_id = any(${uuidArray(supplierIds)})`,
  );
  return idsOf(result);
}

/** The cars of `carIds` that are offered, each with its places. */
export async function selectOfferedCars(db: Database, carIds: readonly string[]): Promise<IndexRow[]> {
  const result = await db.execute(sql`
    select ${CAR_ROW_COLUMNS},
      case when c.is_date_based_price then ${dateBasedPricesSql(sql`c.id`)} else '[]'::json end
        as "dateBasedPrices",
      array(select cl.location_id::text from car_locations cl where cl.car_id = c.id) as "locationIds"
    from cars c
    join users s on s.id = c.supplier_id
    where ${OFFERED} and c.id = any(${uuidArray(carIds)})`);
  return rowsOf(result).map((row) => IndexRowSchema.parse(row));
}

const BLOCKING_SQL = sql.raw(BLOCKING_STATUSES.map((status) => `'${status}'`).join(', '));

const epochMs = (column: string) => sql.raw(`(extract(epoch from ${column}) * 1000)::float8`);

/**
 * What holds the cars of `carIds` now or later: bookings in a blocking status (a `void` one until
 * its payment window ends) and blocked periods, by car.
 */
export async function selectCarHolds(
  db: Database,
  carIds: readonly string[],
): Promise<Map<string, CarHold[]>> {
  const ofScope = (alias: string) => sql`${sql.raw(alias)}.car_id = any(${uuidArray(carIds)})`;
  const result = await db.execute(sql`
    select b.car_id::text as "carId", ${epochMs('b.starts_at')} as "startsAt", ${epochMs('b.ends_at')} as "endsAt",
      case when b.status = 'void' and b.payment_expires_at is not null
        then ${epochMs('b.payment_expires_at')} end as "until"
    from bookings b
    where b.status in (${BLOCKING_SQL}) and b.ends_at > now() and ${ofScope('b')}
    union all
    select k.car_id::text, ${epochMs('k.starts_at')}, ${epochMs('k.ends_at')}, null
    from car_blocks k
    where k.ends_at > now() and ${ofScope('k')}`);
  const holds = new Map<string, CarHold[]>();
  for (const row of rowsOf(result) as {
    carId: string;
    startsAt: number;
    endsAt: number;
    until: number | null;
  }[]) {
    const hold: CarHold = {
      startsAt: Number(row.startsAt),
      endsAt: Number(row.endsAt),
      until: row.until === null ? Number.POSITIVE_INFINITY : Number(row.until),
    };
    if (!Number.isFinite(hold.startsAt) || !Number.isFinite(hold.endsAt))
      throw new Error('a hold without a period');
    const list = holds.get(row.carId);
    if (list) list.push(hold);
    else holds.set(row.carId, [hold]);
  }
  return holds;
}

/** Every place's id. */
export async function selectPlaceIds(db: Database): Promise<Set<string>> {
  const result = await db.execute(sql`select id::text as id from locations`);
  return new Set(idsOf(result));
}
