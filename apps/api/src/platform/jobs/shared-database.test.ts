import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bookings, notifications } from '../../db/schema/bookings';
import { scheduledJobs } from '../../db/schema/jobs';
import { createAccount } from '../../testing/accounts.fixture';
import { createBooking, createCar, createPlace, createSupplier, HOUR } from '../../testing/cars.fixture';
import { createTestApp, type TestContext } from '../../testing/test-app';
import { openSameDatabase } from '../../testing/test-database';

// Two API instances on one database, each with its own connections when it is a PostgreSQL server
// (as two processes are): every due job runs once between them, and its work is done once.
describe('the scheduled jobs of two API instances on one database', () => {
  let first: TestContext;
  let second: TestContext;
  beforeAll(async () => {
    first = await createTestApp();
    second = await createTestApp({ database: await openSameDatabase(first.database) });
  });
  afterAll(async () => {
    await second.close();
    await first.close();
  });

  it('runs each due job once, and completes a rental and reminds its driver once', async () => {
    const { db } = first.database;
    const place = await createPlace(db, 'PT');
    const carId = await createCar(db, {
      supplierId: await createSupplier(db, { name: 'Twin Cars', priceChangeRate: 0 }),
      locationIds: [place],
    });
    const driverId = (await createAccount(db)).id;
    const at = (hours: number) => new Date(Date.now() + hours * HOUR);
    const over = await createBooking(db, {
      carId,
      locationId: place,
      from: at(-100),
      to: at(-1),
      status: 'paid',
      driverId,
    });
    const tomorrow = await createBooking(db, {
      carId,
      locationId: place,
      from: at(20),
      to: at(60),
      status: 'paid',
      driverId,
    });
    // Booked days ahead: its driver is reminded the day before.
    await db
      .update(bookings)
      .set({ createdAt: at(-72) })
      .where(eq(bookings.id, tomorrow));

    // The first turn of each: the apps registered their jobs; both are due now.
    await db.execute(sql`update scheduled_jobs set next_run_at = now(), leased_until = null`);
    const jobCount = (await db.select().from(scheduledJobs)).length;
    for (let turn = 0; turn < 3; turn += 1) {
      const [one, two] = await Promise.all([first.app.jobs.runDue(), second.app.jobs.runDue()]);
      const ran = [...one, ...two];
      expect(new Set(ran).size).toBe(ran.length);
      expect(ran).toHaveLength(turn === 0 ? jobCount : 0);
    }

    const [completed] = await db
      .select({ status: bookings.status })
      .from(bookings)
      .where(eq(bookings.id, over));
    expect(completed?.status).toBe('completed');
    const codes = async (bookingId: string) =>
      (
        await db
          .select({ code: notifications.code })
          .from(notifications)
          .where(eq(notifications.bookingId, bookingId))
      ).map(({ code }) => code);
    expect(await codes(over)).toEqual(['statusChanged']);
    expect(await codes(tomorrow)).toEqual(['pickUpReminder']);
  });
});
