import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CarSearchResultSchema } from '@roadbook/domain/contracts/car-search';
import { bookings } from '../../../db/schema/bookings';
import { cars } from '../../../db/schema/cars';
import { users } from '../../../db/schema/users';
import { asPage, createAccount, signIn, TEST_SITE_URL } from '../../../testing/accounts.fixture';
import { createCar, createPlace, createSupplier, DAY, hoursFromNow } from '../../../testing/cars.fixture';
import { createTestApp, type TestContext } from '../../../testing/test-app';
import { openSameDatabase } from '../../../testing/test-database';

// Each API process answers searches from its own index of the cars. Two processes on one database
// (with PostgreSQL, each with its own connections): what one of them writes, or anybody writes in
// the database, shows in the very next search of the other.
describe('the car search after a change made elsewhere', () => {
  let booker: TestContext;
  let searcher: TestContext;
  let place: string;
  let supplierId: string;
  let driverCookie: string;
  let day = 3;

  beforeAll(async () => {
    const env = { PUBLIC_URL: TEST_SITE_URL, FORM_RATE_LIMIT_MAX: '1000' };
    booker = await createTestApp({ env });
    searcher = await createTestApp({ env, database: await openSameDatabase(booker.database) });
    const { db } = booker.database;
    place = await createPlace(db, 'FS');
    supplierId = await createSupplier(db, {
      name: 'Fresh Rentals',
      priceChangeRate: 0,
      isPayAtCounterAllowed: true,
      isLicenceRequired: false,
    });
    driverCookie = await signIn(booker.app, (await createAccount(db)).email);
  });
  afterAll(async () => {
    await searcher.close();
    await booker.close();
  });

  /** A new period each time, so that rounds do not meet each other's bookings. */
  function nextPeriod() {
    day += 3;
    const from = hoursFromNow(day, 10);
    return { from: from.toISOString(), to: new Date(from.getTime() + 2 * DAY).toISOString() };
  }

  async function searchOn(ctx: TestContext, period: { from: string; to: string }) {
    const response = await ctx.app.inject({
      url: `/api/cars/search?pickupLocation=${place}&from=${period.from}&to=${period.to}`,
    });
    expect(response.statusCode, response.body).toBe(200);
    return CarSearchResultSchema.parse(response.json());
  }

  it('leaves out a car booked through the other process from the next search, and shows it again once cancelled', async () => {
    const { db } = booker.database;
    const carId = await createCar(db, { supplierId, locationIds: [place], name: 'Fresh Car' });
    for (let round = 0; round < 5; round += 1) {
      const period = nextPeriod();
      expect((await searchOn(searcher, period)).cars.map((car) => car.id)).toEqual([carId]);
      const booked = await booker.app.inject({
        method: 'POST',
        url: '/api/checkout',
        headers: asPage(driverCookie),
        payload: {
          carId,
          pickUpLocationId: place,
          dropOffLocationId: place,
          ...period,
          options: [],
          payment: 'counter',
        },
      });
      expect(booked.statusCode, booked.body).toBe(201);
      expect((await searchOn(searcher, period)).total).toBe(0);
      const bookingId = booked.json<{ booking: { id: string } }>().booking.id;
      await db.update(bookings).set({ status: 'cancelled' }).where(eq(bookings.id, bookingId));
      expect((await searchOn(searcher, period)).total).toBe(1);
    }
  });

  it('shows a car’s new price, a new car, a car taken off sale and a suspended supplier in the next search', async () => {
    const { db } = booker.database;
    const period = nextPeriod();
    const carId = await createCar(db, {
      supplierId,
      locationIds: [place],
      name: 'Priced Car',
      dailyPrice: 4000,
    });
    const before = await searchOn(searcher, period);
    expect(before.cars.find((car) => car.id === carId)?.quote.totalMinor).toBe(8000);

    await db.update(cars).set({ dailyPrice: 4500 }).where(eq(cars.id, carId));
    expect((await searchOn(searcher, period)).cars.find((car) => car.id === carId)?.quote.totalMinor).toBe(
      9000,
    );

    const added = await createCar(db, {
      supplierId,
      locationIds: [place],
      name: 'Added Car',
      dailyPrice: 1000,
    });
    expect((await searchOn(searcher, period)).cars[0]?.id).toBe(added);

    await db.update(cars).set({ availability: 'unavailable' }).where(eq(cars.id, added));
    expect((await searchOn(searcher, period)).cars.map((car) => car.id)).not.toContain(added);

    await db.update(users).set({ isBlacklisted: true }).where(eq(users.id, supplierId));
    expect((await searchOn(searcher, period)).total).toBe(0);
    await db.update(users).set({ isBlacklisted: false }).where(eq(users.id, supplierId));
    expect((await searchOn(searcher, period)).total).toBeGreaterThan(0);
  });
});
