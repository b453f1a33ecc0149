// What the full-path load test sets up and checks in the database: the agencies take payment at the
// counter for the run (and are put back after it), no two bookings of a car in a blocking status
// overlap (the rule of the `bookings_no_overlap` exclusion constraint), and the bookings the
// visitors were answered are the ones stored.
import { sql } from 'drizzle-orm';
import { z } from 'zod';
import { BLOCKING_STATUSES } from '@roadbook/domain/booking-status';
import type { Database } from '@roadbook/api/db/client';

const RowsSchema = z.object({ rows: z.array(z.record(z.string(), z.unknown())) });

async function rows(db: Database, query: ReturnType<typeof sql>) {
  return RowsSchema.parse(await db.execute(query)).rows;
}

async function count(db: Database, query: ReturnType<typeof sql>): Promise<number> {
  const [row] = await rows(db, query);
  return z.coerce.number().int().parse(row?.count);
}

/** Lets every supplier take payment at the counter; returns those that did not, to put them back. */
export async function allowPayAtCounter(db: Database): Promise<string[]> {
  const changed = await rows(
    db,
    sql`update users set is_pay_at_counter_allowed = true
      where type = 'supplier' and not is_pay_at_counter_allowed returning id::text as id`,
  );
  return changed.map((row) => z.string().parse(row.id));
}

/** The suppliers of `ids` take no payment at the counter again. */
export async function refusePayAtCounter(db: Database, ids: readonly string[]): Promise<void> {
  if (ids.length === 0) return;
  await db.execute(
    sql`update users set is_pay_at_counter_allowed = false where id::text in (${sql.join(
      ids.map((id) => sql`${id}`),
      sql`, `,
    )})`,
  );
}

/** Pairs of bookings of one car, both in a blocking status, whose half-open periods overlap. */
export function countOverlappingBookings(db: Database): Promise<number> {
  const blocking = sql.join(
    BLOCKING_STATUSES.map((status) => sql`${status}`),
    sql`, `,
  );
  return count(
    db,
    sql`select count(*) as count from bookings a join bookings b
      on b.car_id = a.car_id and a.id < b.id
      and tstzrange(a.starts_at, a.ends_at, '[)') && tstzrange(b.starts_at, b.ends_at, '[)')
      where a.status::text in (${blocking}) and b.status::text in (${blocking})`,
  );
}

/** Bookings of the drivers whose email address starts with `emailPrefix`. */
export function countBookingsOfDrivers(db: Database, emailPrefix: string): Promise<number> {
  return count(
    db,
    sql`select count(*) as count from bookings b join users u on u.id = b.driver_id
      where u.email like ${`${emailPrefix}%`}`,
  );
}
