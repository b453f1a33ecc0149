// The dashboard's figures, each one SQL statement over the caller's bookings (a supplier's cars', all
// for an admin) and a window of calendar days of the marketplace: [from 00:00, to + 1 day 00:00).
import { sql, type SQL } from 'drizzle-orm';
import { z } from 'zod';
import type { Language } from '@roadbook/domain/constants';
import { BOOKING_STATUSES } from '@roadbook/domain/enums';
import { BOOKING_DRIVER_NAME } from '../../db/booking-driver';
import type { Database } from '../../db/client';

/** Whose figures: one supplier's, or the whole marketplace's (null). */
export type DashboardScope = { supplierId: string | null };

/** A window of calendar days in the marketplace time zone, both included. */
export interface DayWindow {
  from: string;
  to: string;
  timeZone: string;
}

const start = ({ from, timeZone }: DayWindow) => sql`((${from}::date)::timestamp at time zone ${timeZone})`;
const end = ({ to, timeZone }: DayWindow) => sql`(((${to}::date + 1))::timestamp at time zone ${timeZone})`;

function ofScope({ supplierId }: DashboardScope, alias: string): SQL {
  return supplierId === null ? sql`true` : sql`${sql.raw(alias)}.supplier_id = ${supplierId}::uuid`;
}

/** The statuses of a booking that holds its car (and counts as business). */
const HOLDING = sql.raw(`('pending', 'confirmed', 'deposit', 'paid', 'reserved', 'completed')`);

const MovementRowSchema = z.object({
  booking_id: z.string(),
  kind: z.enum(['pickUp', 'return']),
  at: z.coerce.date(),
  car_id: z.string(),
  car_name: z.string(),
  driver_name: z.string(),
  place: z.string().nullable(),
});

/** Pick-ups and returns within `window` (today and tomorrow), in time order, at most `limit`. */
export async function selectMovements(
  db: Database,
  scope: DashboardScope,
  window: DayWindow,
  language: Language,
  limit: number,
) {
  const placeName = (column: string) =>
    sql`(select n.name from location_names n where n.location_id = b.${sql.raw(column)}
         order by (n.language = ${language}) desc, n.language limit 1)`;
  const result = await db.execute(sql`
    select * from (
      select b.id as booking_id, 'pickUp' as kind, b.starts_at as at, c.id as car_id, c.name as car_name,
        ${BOOKING_DRIVER_NAME} as driver_name, ${placeName('pick_up_location_id')} as place
      from bookings b join cars c on c.id = b.car_id join users d on d.id = b.driver_id
      where ${ofScope(scope, 'b')} and b.status in ${HOLDING} and b.status <> 'completed'
        and b.starts_at >= ${start(window)} and b.starts_at < ${end(window)}
      union all
      select b.id, 'return', b.ends_at, c.id, c.name, ${BOOKING_DRIVER_NAME}, ${placeName('drop_off_location_id')}
      from bookings b join cars c on c.id = b.car_id join users d on d.id = b.driver_id
      where ${ofScope(scope, 'b')} and b.status in ${HOLDING}
        and b.ends_at >= ${start(window)} and b.ends_at < ${end(window)}
    ) movements
    order by at, booking_id
    limit ${limit}`);
  return z.object({ rows: z.array(MovementRowSchema) }).parse(result).rows;
}

/** Bookings whose rental meets the window, by status. */
export async function selectStatusCounts(db: Database, scope: DashboardScope, window: DayWindow) {
  const result = await db.execute(sql`
    select b.status, count(*) as count from bookings b
    where ${ofScope(scope, 'b')} and b.starts_at < ${end(window)} and b.ends_at > ${start(window)}
    group by b.status`);
  return z
    .object({ rows: z.array(z.object({ status: z.enum(BOOKING_STATUSES), count: z.coerce.number() })) })
    .parse(result).rows;
}

/** Booked totals by pick-up day (the marketplace's), for the days of the window that have any. */
export async function selectBookedByDay(db: Database, scope: DashboardScope, window: DayWindow) {
  const result = await db.execute(sql`
    select to_char((b.starts_at at time zone ${window.timeZone})::date, 'YYYY-MM-DD') as day,
      sum(b.total_minor) as booked
    from bookings b
    where ${ofScope(scope, 'b')} and b.status in ${HOLDING}
      and b.starts_at >= ${start(window)} and b.starts_at < ${end(window)}
    group by 1`);
  return z.object({ rows: z.array(z.object({ day: z.string(), booked: z.coerce.number() })) }).parse(result)
    .rows;
}

/** Money taken online and given back within the window. */
export async function selectMoney(db: Database, scope: DashboardScope, window: DayWindow) {
  const result = await db.execute(sql`
    select
      (select coalesce(sum(p.amount_minor), 0) from payments p join bookings b on b.id = p.booking_id
        where ${ofScope(scope, 'b')} and p.created_at >= ${start(window)} and p.created_at < ${end(window)})
        as paid,
      (select coalesce(sum(r.amount_minor), 0) from refunds r join bookings b on b.id = r.booking_id
        where ${ofScope(scope, 'b')} and r.status = 'refunded'
          and r.refunded_at >= ${start(window)} and r.refunded_at < ${end(window)}) as refunded`);
  return z
    .object({ rows: z.array(z.object({ paid: z.coerce.number(), refunded: z.coerce.number() })) })
    .parse(result).rows[0];
}

/**
 * The fleet's occupancy over the window: its available cars, and the car-days its holding bookings
 * cover (each booking's part inside the window, in days of 24 hours, rounded up).
 */
export async function selectOccupancy(db: Database, scope: DashboardScope, window: DayWindow) {
  const result = await db.execute(sql`
    select
      (select count(*) from cars c where ${ofScope(scope, 'c')} and c.availability = 'available') as cars,
      (select coalesce(sum(ceil(extract(epoch from
          least(b.ends_at, ${end(window)}) - greatest(b.starts_at, ${start(window)})) / 86400)), 0)
        from bookings b
        where ${ofScope(scope, 'b')} and b.status in ${HOLDING}
          and b.starts_at < ${end(window)} and b.ends_at > ${start(window)}) as booked_days`);
  return z
    .object({ rows: z.array(z.object({ cars: z.coerce.number(), booked_days: z.coerce.number() })) })
    .parse(result).rows[0];
}

/** What waits for someone: counter bookings to confirm, cancel requests, refunds failing or queued. */
export async function selectAttention(db: Database, scope: DashboardScope) {
  const result = await db.execute(sql`
    select
      (select count(*) from bookings b where ${ofScope(scope, 'b')} and b.status = 'pending')
        as awaiting_confirmation,
      (select count(*) from bookings b where ${ofScope(scope, 'b')} and b.is_cancel_requested
        and b.status not in ('cancelled', 'completed')) as cancel_requests,
      (select count(*) from refunds r join bookings b on b.id = r.booking_id
        where ${ofScope(scope, 'b')} and r.status = 'failing') as failing_refunds,
      (select count(*) from refunds r join bookings b on b.id = r.booking_id
        where ${ofScope(scope, 'b')} and r.status = 'queued') as queued_refunds`);
  return z
    .object({
      rows: z.array(
        z.object({
          awaiting_confirmation: z.coerce.number(),
          cancel_requests: z.coerce.number(),
          failing_refunds: z.coerce.number(),
          queued_refunds: z.coerce.number(),
        }),
      ),
    })
    .parse(result).rows[0];
}
