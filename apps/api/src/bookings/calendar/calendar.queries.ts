// The back office's calendar as it reads the database: a page of the reader's cars (sorted by name,
// then id), then the bookings (but cancelled ones) and the blocks of those cars that meet the span.
// The span is [from 00:00, to + 1 day 00:00) in the marketplace time zone. Cars are `c`, their
// supplier `s`.
import { and, sql, type SQL } from 'drizzle-orm';
import { z } from 'zod';
import type { CalendarQuery } from '@roadbook/domain/contracts/calendar';
import { BOOKING_STATUSES } from '@roadbook/domain/enums';
import { BOOKING_DRIVER_NAME } from '../../db/booking-driver';
import type { Database } from '../../db/client';
import type { PageWindow } from '../../db/list-page';
import type { FleetScope } from '../../platform/fleet-scope/fleet-scope';

/** The calendar days asked, in the marketplace time zone. */
export interface CalendarSpan {
  from: string;
  to: string;
  timeZone: string;
}

function carConditions(scope: FleetScope, query: CalendarQuery): SQL {
  const conditions: SQL[] = [];
  if (scope !== 'all') conditions.push(sql`c.supplier_id = ${scope.supplierId}::uuid`);
  else if (query.supplier !== undefined) conditions.push(sql`c.supplier_id = ${query.supplier}::uuid`);
  if (query.car?.length) conditions.push(sql`c.id::text in ${query.car}`);
  return and(...conditions) ?? sql`true`;
}

const CarRowSchema = z.object({
  id: z.string(),
  name: z.string(),
  licence_plate: z.string().nullable(),
  supplier_id: z.string(),
  supplier_name: z.string(),
  supplier_logo: z.string().nullable(),
  total: z.coerce.number(),
});
export type CalendarCarRow = z.infer<typeof CarRowSchema>;

export async function selectCalendarCars(
  db: Database,
  scope: FleetScope,
  query: CalendarQuery,
  { limit, offset }: PageWindow,
): Promise<CalendarCarRow[]> {
  const result = await db.execute(sql`
    select c.id, c.name, c.licence_plate, s.id as supplier_id, s.full_name as supplier_name,
      s.avatar as supplier_logo, count(*) over () as total
    from cars c
    join users s on s.id = c.supplier_id
    where ${carConditions(scope, query)}
    order by roadbook_search_key(c.name), c.name, c.id
    limit ${limit} offset ${offset}`);
  return z.object({ rows: z.array(CarRowSchema) }).parse(result).rows;
}

export async function countCalendarCars(
  db: Database,
  scope: FleetScope,
  query: CalendarQuery,
): Promise<number> {
  const result = await db.execute(sql`
    select count(*) as total from cars c where ${carConditions(scope, query)}`);
  return (
    z.object({ rows: z.array(z.object({ total: z.coerce.number() })) }).parse(result).rows[0]?.total ?? 0
  );
}

/** The span's first instant and the instant after it, as SQL. */
function spanSql({ from, to, timeZone }: CalendarSpan) {
  return {
    start: sql`((${from}::date)::timestamp at time zone ${timeZone})`,
    end: sql`((${to}::date + 1)::timestamp at time zone ${timeZone})`,
  };
}

const BookingRowSchema = z.object({
  id: z.string(),
  car_id: z.string(),
  status: z.enum(BOOKING_STATUSES),
  starts_at: z.coerce.date(),
  ends_at: z.coerce.date(),
  driver_id: z.string(),
  driver_name: z.string(),
});
export type CalendarBookingRow = z.infer<typeof BookingRowSchema>;

/** The bookings of `carIds` that meet the span, but cancelled ones, by car and pick-up. */
export async function selectCalendarBookings(
  db: Database,
  carIds: readonly string[],
  span: CalendarSpan,
): Promise<CalendarBookingRow[]> {
  if (carIds.length === 0) return [];
  const { start, end } = spanSql(span);
  const result = await db.execute(sql`
    select b.id, b.car_id, b.status, b.starts_at, b.ends_at, d.id as driver_id, ${BOOKING_DRIVER_NAME} as driver_name
    from bookings b
    join users d on d.id = b.driver_id
    where b.car_id::text in ${carIds} and b.status <> 'cancelled'
      and b.ends_at > ${start} and b.starts_at < ${end}
    order by b.car_id, b.starts_at, b.id`);
  return z.object({ rows: z.array(BookingRowSchema) }).parse(result).rows;
}

const BlockRowSchema = z.object({
  id: z.string(),
  car_id: z.string(),
  starts_at: z.coerce.date(),
  ends_at: z.coerce.date(),
  reason: z.string().nullable(),
});
export type CalendarBlockRow = z.infer<typeof BlockRowSchema>;

/** The blocks of `carIds` that meet the span, by car and start. */
export async function selectCalendarBlocks(
  db: Database,
  carIds: readonly string[],
  span: CalendarSpan,
): Promise<CalendarBlockRow[]> {
  if (carIds.length === 0) return [];
  const { start, end } = spanSql(span);
  const result = await db.execute(sql`
    select k.id, k.car_id, k.starts_at, k.ends_at, k.reason
    from car_blocks k
    where k.car_id::text in ${carIds} and k.ends_at > ${start} and k.starts_at < ${end}
    order by k.car_id, k.starts_at, k.id`);
  return z.object({ rows: z.array(BlockRowSchema) }).parse(result).rows;
}
