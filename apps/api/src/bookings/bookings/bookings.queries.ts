// The bookings as their pages read them: one booking with its car, places, driver and refunds, and
// the list filtered by status, supplier, dates and keyword, within what the reader may see.
import { and, eq, inArray, lte, sql, type SQL } from 'drizzle-orm';
import { z } from 'zod';
import type { BookingFacts } from '@roadbook/domain/booking-actions';
import type { Language } from '@roadbook/domain/constants';
import type { BookingListQuery } from '@roadbook/domain/contracts/bookings';
import {
  BOOKING_STATUSES,
  CAR_OPTIONS,
  PAYMENT_CHOICES,
  PAYMENT_PROVIDERS,
  type UserType,
} from '@roadbook/domain/enums';
import { BOOKING_AWAITS_DRIVER, BOOKING_DRIVER_NAME, BOOKING_DRIVER_PHONE } from '../../db/booking-driver';
import type { Database } from '../../db/client';
import type { PageWindow } from '../../db/list-page';
import { bookings } from '../../db/schema/bookings';
import { locations } from '../../db/schema/places';
import { refunds } from '../../db/schema/payments';
import { containsPattern } from '../../db/contains-pattern';

/** Whose bookings a reader sees: a driver's own, a supplier's cars', or all (an admin). */
export type BookingScope = { driverId: string } | { supplierId: string } | 'all';

/** The bookings `user` may see. */
export function scopeOf(user: { id: string; type: UserType }): BookingScope {
  if (user.type === 'admin') return 'all';
  return user.type === 'supplier' ? { supplierId: user.id } : { driverId: user.id };
}

export function scopeCondition(scope: BookingScope, alias = 'b'): SQL {
  if (scope === 'all') return sql`true`;
  return 'driverId' in scope
    ? sql`${sql.raw(alias)}.driver_id = ${scope.driverId}::uuid`
    : sql`${sql.raw(alias)}.supplier_id = ${scope.supplierId}::uuid`;
}

const OPTIONS_JSON = sql.raw(`jsonb_build_object(
  'cancellation', b.cancellation, 'amendments', b.amendments,
  'theftProtection', b.theft_protection, 'collisionDamageWaiver', b.collision_damage_waiver,
  'fullInsurance', b.full_insurance, 'additionalDriver', b.additional_driver)`);

/** A place's name in `language`, else in any language. */
export const placeName = (column: string, language: Language) =>
  sql`(select n.name from location_names n where n.location_id = ${sql.raw(`b.${column}`)}
       order by (n.language = ${language}) desc, n.language limit 1)`;

const optionsOf = (flags: Record<string, boolean>) => CAR_OPTIONS.filter((option) => flags[option] === true);

const BookingRowSchema = z.object({
  id: z.string(),
  status: z.enum(BOOKING_STATUSES),
  driver_id: z.string(),
  supplier_id: z.string(),
  access_token_hash: z.string().nullable(),
  starts_at: z.coerce.date(),
  ends_at: z.coerce.date(),
  quote: z.unknown(),
  payment_choice: z.enum(PAYMENT_CHOICES),
  payment_provider: z.enum(PAYMENT_PROVIDERS).nullable(),
  total_minor: z.number(),
  paid_minor: z.number(),
  due_now_minor: z.number(),
  payment_expires_at: z.coerce.date().nullable(),
  is_cancel_requested: z.boolean(),
  options: z.record(z.string(), z.boolean()).transform(optionsOf),
  car_id: z.string(),
  car_name: z.string(),
  car_image: z.string().nullable(),
  supplier_name: z.string(),
  supplier_logo: z.string().nullable(),
  pick_up_id: z.string(),
  pick_up_name: z.string().nullable(),
  drop_off_id: z.string(),
  drop_off_name: z.string().nullable(),
  driver_name: z.string(),
  driver_email: z.string(),
  driver_phone: z.string().nullable(),
  awaits_driver: z.boolean(),
});
export type BookingRow = z.infer<typeof BookingRowSchema>;

export async function selectBooking(
  db: Database,
  id: string,
  language: Language,
): Promise<BookingRow | undefined> {
  const result = await db.execute(sql`
    select b.id, b.status, b.driver_id, b.supplier_id, b.access_token_hash, b.starts_at, b.ends_at,
      b.quote, b.payment_choice, b.payment_provider, b.total_minor, b.paid_minor, b.due_now_minor,
      b.payment_expires_at, b.is_cancel_requested, ${OPTIONS_JSON} as options,
      c.id as car_id, c.name as car_name, c.image as car_image,
      s.full_name as supplier_name, s.avatar as supplier_logo,
      b.pick_up_location_id as pick_up_id, ${placeName('pick_up_location_id', language)} as pick_up_name,
      b.drop_off_location_id as drop_off_id, ${placeName('drop_off_location_id', language)} as drop_off_name,
      ${BOOKING_DRIVER_NAME} as driver_name, d.email as driver_email,
      ${BOOKING_DRIVER_PHONE} as driver_phone, ${BOOKING_AWAITS_DRIVER} as awaits_driver
    from bookings b
    join cars c on c.id = b.car_id
    join users s on s.id = b.supplier_id
    join users d on d.id = b.driver_id
    where b.id = ${id}::uuid`);
  return z.object({ rows: z.array(BookingRowSchema) }).parse(result).rows[0];
}

export function selectBookingRefunds(db: Database, bookingId: string) {
  return db
    .select({
      id: refunds.id,
      amountMinor: refunds.amountMinor,
      status: refunds.status,
      claimUrl: refunds.claimUrl,
      createdAt: refunds.createdAt,
      // Qualified in full: Drizzle prints the selected table's own columns unqualified.
      provider: sql<string>`(select p.provider from payments p where p.id = refunds.payment_id)`,
    })
    .from(refunds)
    .where(eq(refunds.bookingId, bookingId))
    .orderBy(refunds.createdAt);
}

const ListRowSchema = z.object({
  id: z.string(),
  status: z.enum(BOOKING_STATUSES),
  starts_at: z.coerce.date(),
  ends_at: z.coerce.date(),
  payment_choice: z.enum(PAYMENT_CHOICES),
  total_minor: z.number(),
  paid_minor: z.number(),
  due_now_minor: z.number(),
  is_cancel_requested: z.boolean(),
  options: z.record(z.string(), z.boolean()).transform(optionsOf),
  car_id: z.string(),
  car_name: z.string(),
  car_image: z.string().nullable(),
  supplier_id: z.string(),
  supplier_name: z.string(),
  supplier_logo: z.string().nullable(),
  driver_id: z.string(),
  driver_name: z.string(),
  awaits_driver: z.boolean(),
  total: z.coerce.number(),
});
export type BookingListRow = z.infer<typeof ListRowSchema>;

/** The list's filters, without its paging (the CSV export reads them too). */
export type BookingListFilters = Omit<BookingListQuery, 'page' | 'pageSize'>;

/** The bookings of `scope` that `query` keeps; the tables are b (bookings), c (cars), s and d (users). */
export function listConditions(scope: BookingScope, query: BookingListFilters, timeZone: string): SQL {
  const conditions: SQL[] = [scopeCondition(scope)];
  if (query.status !== undefined) conditions.push(sql`b.status::text in ${query.status}`);
  if (query.supplier !== undefined) conditions.push(sql`b.supplier_id::text in ${query.supplier}`);
  if (query.driver !== undefined) conditions.push(sql`b.driver_id = ${query.driver}::uuid`);
  // Calendar days of the marketplace: the rental meets [from 00:00, to + 1 day 00:00).
  if (query.from !== undefined) {
    conditions.push(sql`b.ends_at > (${query.from}::date)::timestamp at time zone ${timeZone}`);
  }
  if (query.to !== undefined) {
    conditions.push(sql`b.starts_at < ((${query.to}::date + 1)::timestamp at time zone ${timeZone})`);
  }
  const keyword = query.keyword?.trim();
  if (keyword) {
    const pattern = containsPattern(keyword);
    const number = keyword.replace(/[^0-9a-f]/gi, '').toLowerCase();
    conditions.push(sql`(
      c.name ilike ${pattern} or s.full_name ilike ${pattern} or ${BOOKING_DRIVER_NAME} ilike ${pattern}
      ${number.length >= 4 ? sql`or replace(b.id::text, '-', '') like ${`${number}%`}` : sql``})`);
  }
  return and(...conditions) ?? sql`true`;
}

export async function selectBookingListPage(
  db: Database,
  scope: BookingScope,
  query: BookingListQuery,
  timeZone: string,
  { limit, offset }: PageWindow,
): Promise<BookingListRow[]> {
  const result = await db.execute(sql`
    select b.id, b.status, b.starts_at, b.ends_at, b.payment_choice, b.total_minor, b.paid_minor,
      b.due_now_minor, b.is_cancel_requested, ${OPTIONS_JSON} as options,
      c.id as car_id, c.name as car_name, c.image as car_image,
      s.id as supplier_id, s.full_name as supplier_name, s.avatar as supplier_logo,
      d.id as driver_id, ${BOOKING_DRIVER_NAME} as driver_name, ${BOOKING_AWAITS_DRIVER} as awaits_driver,
      count(*) over () as total
    from bookings b
    join cars c on c.id = b.car_id
    join users s on s.id = b.supplier_id
    join users d on d.id = b.driver_id
    where ${listConditions(scope, query, timeZone)}
    order by b.starts_at desc, b.id
    limit ${limit} offset ${offset}`);
  return z.object({ rows: z.array(ListRowSchema) }).parse(result).rows;
}

export async function countBookingList(
  db: Database,
  scope: BookingScope,
  query: BookingListQuery,
  timeZone: string,
): Promise<number> {
  const result = await db.execute(sql`
    select count(*) as total
    from bookings b
    join cars c on c.id = b.car_id
    join users s on s.id = b.supplier_id
    join users d on d.id = b.driver_id
    where ${listConditions(scope, query, timeZone)}`);
  return (
    z.object({ rows: z.array(z.object({ total: z.coerce.number() })) }).parse(result).rows[0]?.total ?? 0
  );
}

/** Bookings `ids` within `scope`, locked for a change, with what the rules read. */
/** The bookings of `scope`, as a condition on the bookings table (none for all). */
function inScope(scope: BookingScope) {
  if (scope === 'all') return undefined;
  return 'driverId' in scope
    ? eq(bookings.driverId, scope.driverId)
    : eq(bookings.supplierId, scope.supplierId);
}

/** The car of the booking `id` if the reader of `scope` may see it. */
export async function selectBookingCarId(db: Database, id: string, scope: BookingScope) {
  const [row] = await db
    .select({ carId: bookings.carId })
    .from(bookings)
    .where(and(eq(bookings.id, id), inScope(scope)));
  return row?.carId;
}

export function lockBookings(tx: Database, ids: readonly string[], scope: BookingScope) {
  return tx
    .select({
      id: bookings.id,
      status: bookings.status,
      driverId: bookings.driverId,
      carId: bookings.carId,
      paymentChoice: bookings.paymentChoice,
      totalMinor: bookings.totalMinor,
      dueNowMinor: bookings.dueNowMinor,
      paidMinor: bookings.paidMinor,
      startsAt: bookings.startsAt,
      isCancelRequested: bookings.isCancelRequested,
      driverAcceptedAt: bookings.driverAcceptedAt,
      cancellation: bookings.cancellation,
      amendments: bookings.amendments,
      theftProtection: bookings.theftProtection,
      collisionDamageWaiver: bookings.collisionDamageWaiver,
      fullInsurance: bookings.fullInsurance,
      additionalDriver: bookings.additionalDriver,
    })
    .from(bookings)
    .where(and(inArray(bookings.id, [...ids]), inScope(scope)))
    .orderBy(bookings.id)
    .for('update');
}
export type LockedBooking = Awaited<ReturnType<typeof lockBookings>>[number];

/** What the domain's rules read of a locked booking. */
export function factsOf(booking: LockedBooking): BookingFacts {
  return {
    status: booking.status,
    paymentChoice: booking.paymentChoice,
    options: CAR_OPTIONS.filter((option) => booking[option]),
    isCancelRequested: booking.isCancelRequested,
    startsAt: booking.startsAt,
  };
}

/**
 * Cancels the `void` bookings whose payment window has ended (of one car, or of all): they stop
 * holding their car. Resolves with how many were released.
 */
export async function releaseExpiredHolds(db: Database, now: Date, carId?: string): Promise<number> {
  const expired = and(eq(bookings.status, 'void'), lte(bookings.paymentExpiresAt, now));
  const released = await db
    .update(bookings)
    .set({ status: 'cancelled', updatedAt: now })
    .where(carId === undefined ? expired : and(expired, eq(bookings.carId, carId)))
    .returning({ id: bookings.id });
  return released.length;
}

/** Whether `id` is a location, kept until the booking commits. */
export async function lockLocation(tx: Database, id: string): Promise<boolean> {
  const [row] = await tx
    .select({ id: locations.id })
    .from(locations)
    .where(eq(locations.id, id))
    .for('key share');
  return row !== undefined;
}
