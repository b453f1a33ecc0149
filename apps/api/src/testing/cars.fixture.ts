// Test data for the car search, details and quotes: the demo marketplace, and factories for the rows a
// test needs on top of it (a supplier with a given rate, a car with given prices, a booking).
import path from 'node:path';
import { eq, sql } from 'drizzle-orm';
import { z } from 'zod';
import type { BookingStatus } from '@roadbook/domain/enums';
import type { Database } from '../db/client';
import { bookings } from '../db/schema/bookings';
import { carDateBasedPrices, carLocations, cars } from '../db/schema/cars';
import { countries, locations } from '../db/schema/places';
import { users } from '../db/schema/users';
import { seedDemoData } from '../db/seed/seed-demo';
import type { TestContext } from './test-app';

export const HOUR = 3_600_000;
export const DAY = 24 * HOUR;

/** Loads the demo marketplace (80 cars) around the real current time. */
export async function seedDemo(ctx: TestContext): Promise<void> {
  await seedDemoData(ctx.database.db, { uploadsDir: path.join(ctx.dataDir, 'uploads') });
}

/** A whole hour `days` days (and `hours` hours) from now, as the search form would send it. */
export function hoursFromNow(days: number, hours = 0): Date {
  const nextHour = Math.ceil(Date.now() / HOUR) * HOUR;
  return new Date(nextHour + days * DAY + hours * HOUR);
}

const PlacesSchema = z.object({ rows: z.array(z.object({ id: z.string(), cars: z.number() })) });

/** Locations with the number of available cars that can be picked up there, most first. */
export async function busiestPlaces(db: Database) {
  const result = await db.execute(sql`
    select cl.location_id as id, count(*)::int as cars
    from car_locations cl join cars c on c.id = cl.car_id
    where c.availability = 'available'
    group by cl.location_id order by count(*) desc, cl.location_id`);
  return PlacesSchema.parse(result).rows;
}

/** A location in a new country of ISO code `countryCode`. */
export async function createPlace(db: Database, countryCode: string): Promise<string> {
  const [country] = await db.insert(countries).values({ code: countryCode }).returning({ id: countries.id });
  if (!country) throw new Error('country not inserted');
  const [place] = await db
    .insert(locations)
    .values({ countryId: country.id, address: 'Test street 1', latitude: 45.76, longitude: 4.86 })
    .returning({ id: locations.id });
  if (!place) throw new Error('location not inserted');
  return place.id;
}

/** A public (verified) supplier, unless `isVerified` says otherwise. */
export async function createSupplier(
  db: Database,
  fields: {
    name: string;
    priceChangeRate: number;
    isVerified?: boolean;
    isPayAtCounterAllowed?: boolean;
    isLicenceRequired?: boolean;
    minimumRentalDays?: number;
  },
) {
  const [row] = await db
    .insert(users)
    .values({
      type: 'supplier',
      fullName: fields.name,
      email: `${fields.name.toLowerCase().replace(/\W+/g, '-')}-${Math.random().toString(36).slice(2)}@test.example`,
      priceChangeRate: fields.priceChangeRate,
      isVerified: fields.isVerified ?? true,
      approvedAt: (fields.isVerified ?? true) ? new Date() : null,
      isPayAtCounterAllowed: fields.isPayAtCounterAllowed ?? null,
      isLicenceRequired: fields.isLicenceRequired ?? null,
      minimumRentalDays: fields.minimumRentalDays ?? null,
    })
    .returning({ id: users.id });
  if (!row) throw new Error('supplier not inserted');
  return row.id;
}

type CarInsert = typeof cars.$inferInsert;

/** A car with a 50 USD daily price and every option unavailable unless `fields` says otherwise. */
export async function createCar(
  db: Database,
  fields: Partial<CarInsert> & { supplierId: string; locationIds?: string[] },
  dateBasedPrices: { startDate: string; endDate: string; dailyPrice: number }[] = [],
) {
  const { locationIds = [], ...values } = fields;
  const [row] = await db
    .insert(cars)
    .values({
      name: 'Test Car',
      size: 'mini',
      fuelType: 'gasoline',
      gearbox: 'manual',
      seats: 5,
      doors: 5,
      aircon: true,
      mileage: -1,
      fuelPolicy: 'fullToFull',
      deposit: 50_000,
      minimumAge: 21,
      dailyPrice: 5000,
      ...values,
    })
    .returning({ id: cars.id });
  if (!row) throw new Error('car not inserted');
  if (locationIds.length > 0) {
    await db.insert(carLocations).values(locationIds.map((locationId) => ({ carId: row.id, locationId })));
  }
  if (dateBasedPrices.length > 0) {
    await db.insert(carDateBasedPrices).values(dateBasedPrices.map((range) => ({ carId: row.id, ...range })));
  }
  return row.id;
}

/** A booking of `carId` over [from, to) by `driverId` (else the first driver), picked up at `locationId`. */
export async function createBooking(
  db: Database,
  fields: {
    carId: string;
    locationId: string;
    from: Date;
    to: Date;
    status: BookingStatus;
    paymentExpiresAt?: Date;
    driverId?: string;
  },
) {
  const [car] = await db.select({ supplierId: cars.supplierId }).from(cars).where(eq(cars.id, fields.carId));
  const [driver] = fields.driverId
    ? [{ id: fields.driverId }]
    : await db.select({ id: users.id }).from(users).where(eq(users.type, 'user')).limit(1);
  if (!car || !driver) throw new Error('no car or driver for the booking');
  const [row] = await db
    .insert(bookings)
    .values({
      carId: fields.carId,
      driverId: driver.id,
      supplierId: car.supplierId,
      pickUpLocationId: fields.locationId,
      dropOffLocationId: fields.locationId,
      startsAt: fields.from,
      endsAt: fields.to,
      status: fields.status,
      paymentChoice: fields.status === 'pending' || fields.status === 'confirmed' ? 'counter' : 'full',
      paymentExpiresAt: fields.paymentExpiresAt ?? null,
      quote: { currency: 'USD', days: 1, lines: [], totalMinor: 0 },
      totalMinor: 0,
    })
    .returning({ id: bookings.id });
  if (!row) throw new Error('booking not inserted');
  return row.id;
}
