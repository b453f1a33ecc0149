import { createHash } from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import { hash } from '@node-rs/argon2';
import { count, inArray } from 'drizzle-orm';
import sharp from 'sharp';
import { addCalendarDays, calendarDayIn, type CalendarDay } from '@roadbook/domain/calendar-day';
import { amountsDue } from '@roadbook/domain/checkout';
import { DEFAULT_TIME_ZONE, LANGUAGES } from '@roadbook/domain/constants';
import type { CarOption } from '@roadbook/domain/enums';
import type { BookingStatus, PaymentChoice } from '@roadbook/domain/enums';
import { quoteRental } from '@roadbook/domain/pricing';
import type { Database } from '../client';
import { bookings } from '../schema/bookings';
import { carDateBasedPrices, carLocations, cars } from '../schema/cars';
import { countries, countryNames, locationNames, locations } from '../schema/places';
import { users } from '../schema/users';
import { DEMO_ACCOUNTS, DEMO_PASSWORD } from './demo-accounts';
import { buildDemoCars, type DemoCar } from './demo-cars';
import { carImageSvg, supplierLogoSvg } from './demo-images';
import { DEMO_COUNTRIES, DEMO_SUPPLIERS } from './demo-places';
import { createRandom } from './random';

const DAY_MS = 86_400_000;

/** Renders an SVG to a content-named WebP file under `uploadsDir/folder`; returns its relative path. */
async function writeImage(uploadsDir: string, folder: string, svg: string): Promise<string> {
  const webp = await sharp(Buffer.from(svg)).webp({ quality: 82 }).toBuffer();
  const name = `${createHash('sha256').update(webp).digest('hex').slice(0, 16)}.webp`;
  await fs.mkdir(path.join(uploadsDir, folder), { recursive: true });
  await fs.writeFile(path.join(uploadsDir, folder, name), webp);
  return `${folder}/${name}`;
}

function carPrices(car: DemoCar, today: CalendarDay) {
  return {
    ...car.prices,
    isDateBasedPrice: car.isDateBasedPrice,
    dateBasedPrices: car.dateBasedPrices.map((range) => ({
      startDate: addCalendarDays(today, range.startOffset),
      endDate: addCalendarDays(today, range.endOffset),
      dailyPrice: Math.round((car.prices.dailyPrice * range.factor) / 50) * 50,
    })),
  };
}

/** The demo accounts present in the database (none once they are removed or never loaded). */
export async function findDemoAccounts(db: Database) {
  const rows = await db
    .select({ type: users.type, email: users.email })
    .from(users)
    .where(
      inArray(
        users.email,
        DEMO_ACCOUNTS.map((account) => account.email),
      ),
    );
  return DEMO_ACCOUNTS.filter((account) => rows.some((row) => row.email === account.email));
}

/**
 * Loads the demo marketplace into an empty database: countries and locations, six suppliers with
 * logos, 80 cars with images, a few bookings, and one account per role. Deterministic for a given
 * day (prices and dates are relative to it). Returns false, doing nothing, when users exist.
 */
export async function seedDemoData(
  db: Database,
  options: { uploadsDir: string; now?: Date; timeZone?: string },
): Promise<boolean> {
  const [existing] = await db.select({ n: count() }).from(users);
  if ((existing?.n ?? 0) > 0) return false;

  const now = options.now ?? new Date();
  const seedDay = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate()));
  const today = calendarDayIn(now, options.timeZone ?? DEFAULT_TIME_ZONE);
  const random = createRandom(20260715);
  const demoCars = buildDemoCars(random);
  const passwordHash = await hash(DEMO_PASSWORD);
  const carImages = await Promise.all(
    demoCars.map((car) => writeImage(options.uploadsDir, 'cars', carImageSvg(car.size, car.colour))),
  );
  const logos = await Promise.all(
    DEMO_SUPPLIERS.map((supplier, index) =>
      writeImage(options.uploadsDir, 'suppliers', supplierLogoSvg(index, supplier.colour)),
    ),
  );

  await db.transaction(async (tx) => {
    const locationsByCountry = new Map<string, string[]>();
    for (const country of DEMO_COUNTRIES) {
      const [row] = await tx.insert(countries).values({ code: country.code }).returning({ id: countries.id });
      if (!row) throw new Error('country not inserted');
      await tx
        .insert(countryNames)
        .values(
          LANGUAGES.map((language) => ({ countryId: row.id, language, name: country.names[language] })),
        );
      const inserted = await tx
        .insert(locations)
        .values(
          country.locations.map((l) => ({
            countryId: row.id,
            address: l.address,
            latitude: l.latitude,
            longitude: l.longitude,
          })),
        )
        .returning({ id: locations.id });
      await tx.insert(locationNames).values(
        inserted.flatMap((location, i) => {
          const names = country.locations[i]?.names;
          if (!names) throw new Error('location not inserted');
          return LANGUAGES.map((language) => ({ locationId: location.id, language, name: names[language] }));
        }),
      );
      locationsByCountry.set(
        country.code,
        inserted.map((l) => l.id),
      );
    }

    const accounts = await tx
      .insert(users)
      .values(
        DEMO_ACCOUNTS.filter((a) => a.type !== 'supplier').map((a) => ({
          type: a.type,
          email: a.email,
          fullName: a.fullName,
          passwordHash,
          language: 'en' as const,
          isVerified: true,
          verifiedAt: now,
          birthDate: a.type === 'user' ? '1990-04-12' : null,
          phone: '+33 6 12 34 56 78',
        })),
      )
      .returning({ id: users.id, type: users.type });
    const driverId = accounts.find((a) => a.type === 'user')?.id;
    if (!driverId) throw new Error('driver not inserted');

    const suppliers = await tx
      .insert(users)
      .values(
        DEMO_SUPPLIERS.map((s, i) => ({
          type: 'supplier' as const,
          email: s.email,
          fullName: s.name,
          // Only the demo supplier account can sign in; the other agencies are listed, not used.
          passwordHash: s.email === 'supplier@roadbook.example' ? passwordHash : null,
          language: 'en' as const,
          isVerified: true,
          verifiedAt: now,
          approvedAt: now,
          avatar: logos[i] ?? null,
          priceChangeRate: s.priceChangeRate,
          isPayAtCounterAllowed: i % 2 === 0,
          isLicenceRequired: i !== 3,
          minimumRentalDays: s.name === 'Nomad Vans' ? 2 : 1,
        })),
      )
      .returning({ id: users.id });

    const carRows = demoCars.map((car, i) => {
      const supplier = DEMO_SUPPLIERS[i % DEMO_SUPPLIERS.length];
      const supplierRow = suppliers[i % suppliers.length];
      if (!supplier || !supplierRow) throw new Error('no supplier');
      const { dateBasedPrices: _ranges, ...prices } = carPrices(car, today);
      return {
        supplierId: supplierRow.id,
        name: car.name,
        licencePlate: `RB-${String(100 + i).padStart(3, '0')}-${String.fromCharCode(65 + (i % 26))}${String.fromCharCode(65 + ((i * 7) % 26))}`,
        image: carImages[i] ?? null,
        size: car.size,
        fuelType: car.fuelType,
        gearbox: car.gearbox,
        seats: car.seats,
        doors: car.doors,
        aircon: car.aircon,
        multimedia: car.multimedia,
        mileage: car.mileage,
        fuelPolicy: car.fuelPolicy,
        deposit: car.deposit,
        availability: car.availability,
        isFullyBooked: car.isFullyBooked,
        isComingSoon: car.isComingSoon,
        minimumAge: car.minimumAge,
        ...prices,
        ...car.options,
      };
    });
    const insertedCars = await tx
      .insert(cars)
      .values(carRows)
      .returning({ id: cars.id, supplierId: cars.supplierId });

    const dateBasedRows = demoCars.flatMap((car, i) =>
      carPrices(car, today).dateBasedPrices.map((range) => ({
        carId: insertedCars[i]?.id ?? '',
        ...range,
      })),
    );
    if (dateBasedRows.length > 0) await tx.insert(carDateBasedPrices).values(dateBasedRows);

    const pickUpPlaces: { carId: string; locationId: string }[] = [];
    insertedCars.forEach((car, i) => {
      const supplier = DEMO_SUPPLIERS[i % DEMO_SUPPLIERS.length];
      const places = (supplier?.countries ?? []).flatMap((code) => locationsByCountry.get(code) ?? []);
      const wanted = Math.min(places.length, random.int(2, 4));
      const chosen = new Set<string>();
      while (chosen.size < wanted) chosen.add(random.pick(places));
      for (const locationId of chosen) pickUpPlaces.push({ carId: car.id, locationId });
    });
    await tx.insert(carLocations).values(pickUpPlaces);

    // A few bookings, so that availability matters in search. Cancelled and completed ones do not block.
    const plan: {
      car: number;
      startDay: number;
      days: number;
      status: BookingStatus;
      options: CarOption[];
    }[] = [
      { car: 1, startDay: 3, days: 4, status: 'paid', options: [] },
      { car: 1, startDay: 4, days: 2, status: 'cancelled', options: [] },
      { car: 8, startDay: 7, days: 3, status: 'confirmed', options: [] },
      { car: 20, startDay: 2, days: 2, status: 'pending', options: [] },
      { car: 33, startDay: 14, days: 7, status: 'deposit', options: [] },
      { car: 45, startDay: 5, days: 10, status: 'reserved', options: [] },
      { car: 12, startDay: -10, days: 4, status: 'completed', options: [] },
    ];
    await tx.insert(bookings).values(
      plan.map((b) => {
        const car = insertedCars[b.car];
        const demoCar = demoCars[b.car];
        const supplier = DEMO_SUPPLIERS[b.car % DEMO_SUPPLIERS.length];
        const pickUp = pickUpPlaces.find((p) => p.carId === car?.id)?.locationId;
        if (!car || !demoCar || !supplier || !pickUp) throw new Error('booking plan refers to a missing car');
        const startsAt = new Date(seedDay.getTime() + b.startDay * DAY_MS + 10 * 3_600_000);
        const endsAt = new Date(startsAt.getTime() + b.days * DAY_MS);
        const quote = quoteRental(
          { ...carPrices(demoCar, today), ...demoCar.options },
          { from: startsAt, to: endsAt },
          b.options,
          supplier,
          options.timeZone,
        );
        const paymentChoice: PaymentChoice =
          b.status === 'deposit'
            ? 'deposit'
            : b.status === 'paid' || b.status === 'completed'
              ? 'full'
              : 'counter';
        const { dueNowMinor } = amountsDue(quote.totalMinor, paymentChoice, demoCar.deposit);
        return {
          carId: car.id,
          driverId,
          supplierId: car.supplierId,
          pickUpLocationId: pickUp,
          dropOffLocationId: pickUp,
          startsAt,
          endsAt,
          status: b.status,
          quote,
          totalMinor: quote.totalMinor,
          paymentChoice,
          dueNowMinor,
          paidMinor: dueNowMinor,
        };
      }),
    );
  });
  return true;
}
