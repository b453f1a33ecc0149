import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bookings, notifications } from '../../db/schema/bookings';
import { createAccount } from '../../testing/accounts.fixture';
import { createBooking, createCar, createPlace, createSupplier, HOUR } from '../../testing/cars.fixture';
import { createTestApp, runJob, type TestContext } from '../../testing/test-app';

describe('the bookings’ jobs', () => {
  let ctx: TestContext;
  let carId: string;
  let place: string;
  let driverId: string;
  beforeAll(async () => {
    ctx = await createTestApp();
    const { db } = ctx.database;
    place = await createPlace(db, 'PT');
    carId = await createCar(db, {
      supplierId: await createSupplier(db, { name: 'Jobs Cars', priceChangeRate: 0 }),
      locationIds: [place],
    });
    driverId = (await createAccount(db)).id;
  });
  afterAll(() => ctx.close());

  const at = (hours: number) => new Date(Date.now() + hours * HOUR);
  const statusOf = async (id: string) =>
    (await ctx.database.db.select({ status: bookings.status }).from(bookings).where(eq(bookings.id, id)))[0]
      ?.status;
  const noticesOf = async (id: string) =>
    ctx.database.db.select().from(notifications).where(eq(notifications.bookingId, id));

  it('completes the rentals whose drop-off has passed, once, and tells their drivers', async () => {
    const { db } = ctx.database;
    const over = await createBooking(db, {
      carId,
      locationId: place,
      from: at(-100),
      to: at(-1),
      status: 'paid',
      driverId,
    });
    const running = await createBooking(db, {
      carId,
      locationId: place,
      from: at(-1),
      to: at(20),
      status: 'paid',
      driverId,
    });
    const cancelled = await createBooking(db, {
      carId,
      locationId: place,
      from: at(-300),
      to: at(-200),
      status: 'cancelled',
      driverId,
    });
    await runJob(ctx, 'completeRentals');
    expect(await statusOf(over)).toBe('completed');
    expect(await statusOf(running)).toBe('paid');
    expect(await statusOf(cancelled)).toBe('cancelled');
    expect((await noticesOf(over)).map(({ code, userId }) => ({ code, userId }))).toEqual([
      { code: 'statusChanged', userId: driverId },
    ]);
    await runJob(ctx, 'completeRentals');
    expect(await noticesOf(over)).toHaveLength(1);
  });

  it('reminds a driver the day before the pick-up, once, of bookings made ahead', async () => {
    const { db } = ctx.database;
    const book = (from: number, to: number) =>
      createBooking(db, {
        carId,
        locationId: place,
        from: at(from),
        to: at(to),
        status: 'confirmed',
        driverId,
      });
    const tomorrow = await book(22, 23);
    const madeToday = await book(23, 23.5);
    const later = await book(48, 60);
    // Made days ahead, but for `madeToday`, booked just now, 23 hours before its pick-up: no reminder.
    await db
      .update(bookings)
      .set({ createdAt: at(-72) })
      .where(eq(bookings.id, tomorrow));
    await db
      .update(bookings)
      .set({ createdAt: at(-72) })
      .where(eq(bookings.id, later));

    await runJob(ctx, 'pickUpReminders');
    const [notice] = await noticesOf(tomorrow);
    expect(notice).toMatchObject({ code: 'pickUpReminder', userId: driverId });
    expect(notice?.params).toMatchObject({ timeZone: 'UTC' });
    expect(await noticesOf(later)).toEqual([]);
    expect(await noticesOf(madeToday)).toEqual([]);
    await runJob(ctx, 'pickUpReminders');
    expect(await noticesOf(tomorrow)).toHaveLength(1);
  });
});
