// The fleet as the back office reads and writes it: the list (filtered, sorted, paged, within what
// the reader may see), one car with its date ranges, places and number of bookings, and the writes
// of a car and what belongs to it. Cars are `c`, their supplier `s`.
import { and, asc, count, eq, inArray, isNull, ne, sql, type SQL } from 'drizzle-orm';
import { z } from 'zod';
import type { FleetQuery, FleetSort } from '@roadbook/domain/contracts/fleet';
import { AVAILABILITIES, FUEL_TYPES, GEARBOXES, VEHICLE_SIZES } from '@roadbook/domain/enums';
import type { Database } from '../../db/client';
import type { PageWindow } from '../../db/list-page';
import { bookings } from '../../db/schema/bookings';
import { carDateBasedPrices, carLocations, cars } from '../../db/schema/cars';
import { locations } from '../../db/schema/places';
import { users } from '../../db/schema/users';
import { containsPattern } from '../../db/contains-pattern';
import type { FleetScope } from '../../platform/fleet-scope/fleet-scope';
import { inFleetScope } from '../../platform/fleet-scope/fleet-scope.queries';

export type CarRecord = typeof cars.$inferSelect;
/** What a car's write sets: every column but its id and timestamps. */
export type CarValues = Omit<typeof cars.$inferInsert, 'id' | 'createdAt' | 'updatedAt'>;
export interface DateRange {
  startDate: string;
  endDate: string;
  dailyPrice: number;
}

// The list.

/** The order of each sort, ascending; the car's id breaks ties so that pages never overlap. */
const SORT_KEYS: Record<FleetSort, readonly string[]> = {
  name: ['roadbook_search_key(c.name)', 'c.name'],
  supplier: ['roadbook_search_key(s.full_name)', 's.full_name', 'roadbook_search_key(c.name)'],
  size: ['c.size'],
  dailyPrice: ['c.daily_price'],
  availability: ['c.availability'],
  updatedAt: ['c.updated_at'],
};

function orderSql(sort: FleetSort, order: 'asc' | 'desc'): SQL {
  const direction = order === 'desc' ? ' desc' : '';
  return sql.raw([...SORT_KEYS[sort].map((key) => `${key}${direction}`), 'c.id'].join(', '));
}

function listConditions(scope: FleetScope, query: FleetQuery): SQL {
  const conditions: SQL[] = [];
  if (scope !== 'all') conditions.push(sql`c.supplier_id = ${scope.supplierId}::uuid`);
  else if (query.supplier?.length) conditions.push(sql`c.supplier_id::text in ${query.supplier}`);
  if (query.size?.length) conditions.push(sql`c.size::text in ${query.size}`);
  if (query.availability !== undefined) conditions.push(sql`c.availability::text = ${query.availability}`);
  if (query.keyword) {
    // Case and accents aside; a plate also without its spaces and dashes ('ab123' finds 'AB-123-CD').
    // A keyword without letters or digits has no search key: it finds names and plates as written.
    const key = sql`roadbook_search_key(${query.keyword})`;
    const pattern = containsPattern(query.keyword);
    conditions.push(sql`((${key} <> '' and (roadbook_search_key(c.name) like '%' || ${key} || '%'
        or replace(roadbook_search_key(coalesce(c.licence_plate, '')), ' ', '')
          like '%' || replace(${key}, ' ', '') || '%'))
      or c.name ilike ${pattern} or c.licence_plate ilike ${pattern})`);
  }
  return and(...conditions) ?? sql`true`;
}

const FleetRowSchema = z.object({
  id: z.string(),
  name: z.string(),
  licence_plate: z.string().nullable(),
  image: z.string().nullable(),
  supplier_id: z.string(),
  supplier_name: z.string(),
  supplier_logo: z.string().nullable(),
  size: z.enum(VEHICLE_SIZES),
  fuel_type: z.enum(FUEL_TYPES),
  gearbox: z.enum(GEARBOXES),
  seats: z.number(),
  daily_price: z.number(),
  discounted_daily_price: z.number().nullable(),
  availability: z.enum(AVAILABILITIES),
  is_fully_booked: z.boolean(),
  is_coming_soon: z.boolean(),
  location_count: z.coerce.number(),
  updated_at: z.coerce.date(),
  total: z.coerce.number(),
});
export type FleetRow = z.infer<typeof FleetRowSchema>;

export async function selectFleetPage(
  db: Database,
  scope: FleetScope,
  query: FleetQuery,
  { limit, offset }: PageWindow,
): Promise<FleetRow[]> {
  const result = await db.execute(sql`
    select c.id, c.name, c.licence_plate, c.image, s.id as supplier_id, s.full_name as supplier_name,
      s.avatar as supplier_logo, c.size, c.fuel_type, c.gearbox, c.seats, c.daily_price,
      c.discounted_daily_price, c.availability, c.is_fully_booked, c.is_coming_soon,
      (select count(*) from car_locations cl where cl.car_id = c.id) as location_count,
      c.updated_at, count(*) over () as total
    from cars c
    join users s on s.id = c.supplier_id
    where ${listConditions(scope, query)}
    order by ${orderSql(query.sort, query.order)}
    limit ${limit} offset ${offset}`);
  return z.object({ rows: z.array(FleetRowSchema) }).parse(result).rows;
}

export async function countFleet(db: Database, scope: FleetScope, query: FleetQuery): Promise<number> {
  const result = await db.execute(sql`
    select count(*) as total from cars c join users s on s.id = c.supplier_id
    where ${listConditions(scope, query)}`);
  return (
    z.object({ rows: z.array(z.object({ total: z.coerce.number() })) }).parse(result).rows[0]?.total ?? 0
  );
}

// One car.

/** Car `id` if the reader of `scope` may see it, with its supplier; locked for a change when `lock`. */
export async function selectCarRecord(db: Database, id: string, scope: FleetScope, lock = false) {
  const query = db
    .select({ car: cars, supplierName: users.fullName, supplierLogo: users.avatar })
    .from(cars)
    .innerJoin(users, eq(users.id, cars.supplierId))
    .where(and(eq(cars.id, id), inFleetScope(scope)));
  const [row] = await (lock ? query.for('update', { of: cars }) : query);
  return row;
}

export function selectDateRanges(db: Database, carId: string): Promise<DateRange[]> {
  return db
    .select({
      startDate: carDateBasedPrices.startDate,
      endDate: carDateBasedPrices.endDate,
      dailyPrice: carDateBasedPrices.dailyPrice,
    })
    .from(carDateBasedPrices)
    .where(eq(carDateBasedPrices.carId, carId))
    .orderBy(asc(carDateBasedPrices.startDate));
}

export async function selectLocationIds(db: Database, carId: string): Promise<string[]> {
  const rows = await db
    .select({ id: carLocations.locationId })
    .from(carLocations)
    .where(eq(carLocations.carId, carId))
    .orderBy(asc(carLocations.locationId));
  return rows.map((row) => row.id);
}

/** Bookings of the car, whatever their status (the accounts keep them all). */
export async function countCarBookings(db: Database, carId: string): Promise<number> {
  const [row] = await db.select({ total: count() }).from(bookings).where(eq(bookings.carId, carId));
  return row?.total ?? 0;
}

// Checks, each locking what it found until the change commits, so that it cannot go meanwhile.

/** Whether `id` is a supplier account (not deleted). */
export async function lockSupplier(tx: Database, id: string): Promise<boolean> {
  const [row] = await tx
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.id, id), eq(users.type, 'supplier'), isNull(users.deletedAt)))
    .for('key share');
  return row !== undefined;
}

/** Which of `ids` are locations. */
export async function lockLocations(tx: Database, ids: readonly string[]): Promise<string[]> {
  if (ids.length === 0) return [];
  const rows = await tx
    .select({ id: locations.id })
    .from(locations)
    .where(inArray(locations.id, [...ids]))
    .for('key share');
  return rows.map((row) => row.id);
}

/** Whether another car than `carId` shows this (content-named) image. */
export async function isCarImageShared(db: Database, image: string, carId: string | null): Promise<boolean> {
  const [row] = await db
    .select({ id: cars.id })
    .from(cars)
    .where(carId === null ? eq(cars.image, image) : and(eq(cars.image, image), ne(cars.id, carId)))
    .limit(1);
  return row !== undefined;
}

// Writes.

export async function insertCar(tx: Database, values: CarValues): Promise<string> {
  const [row] = await tx.insert(cars).values(values).returning({ id: cars.id });
  if (!row) throw new Error('car not inserted');
  return row.id;
}

export async function updateCar(
  tx: Database,
  id: string,
  values: Partial<CarValues> & { updatedAt: Date },
): Promise<void> {
  await tx.update(cars).set(values).where(eq(cars.id, id));
}

/** The car's date ranges become `ranges`. */
export async function replaceDateRanges(tx: Database, carId: string, ranges: readonly DateRange[]) {
  await tx.delete(carDateBasedPrices).where(eq(carDateBasedPrices.carId, carId));
  if (ranges.length > 0) {
    await tx.insert(carDateBasedPrices).values(ranges.map((range) => ({ carId, ...range })));
  }
}

/** The car's pick-up places become `locationIds`. */
export async function replaceCarLocations(tx: Database, carId: string, locationIds: readonly string[]) {
  await tx.delete(carLocations).where(eq(carLocations.carId, carId));
  if (locationIds.length > 0) {
    await tx.insert(carLocations).values(locationIds.map((locationId) => ({ carId, locationId })));
  }
}

/** Deletes the car, its date ranges and places (a car with bookings cannot be: they restrict it). */
export async function deleteCar(tx: Database, id: string): Promise<void> {
  await tx.delete(cars).where(eq(cars.id, id));
}
