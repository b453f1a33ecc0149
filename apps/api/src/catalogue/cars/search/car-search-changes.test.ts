import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { BookingStatus } from '@roadbook/domain/enums';
import type { DatabaseHandle } from '../../../db/client';
import type { ChangeFeed } from '../../../db/change-feed';
import { bookings } from '../../../db/schema/bookings';
import { createAccount } from '../../../testing/accounts.fixture';
import {
  createBooking,
  createCar,
  createPlace,
  createSupplier,
  DAY,
  hoursFromNow,
} from '../../../testing/cars.fixture';
import { createTestDatabase } from '../../../testing/test-database';
import { CAR_SEARCH_CHANNEL } from './car-search-index';

// A booking's change reaches the search index only when a search could see it (migration 0024):
// the scheduled jobs' many writes on bookings that hold nothing any more cost the searches nothing.
describe('the bookings’ changes told to the car search', () => {
  let database: DatabaseHandle;
  let feed: ChangeFeed;
  let told: string[] = [];
  let carId: string;
  let otherCarId: string;
  let place: string;

  beforeAll(async () => {
    database = await createTestDatabase();
    feed = await database.listen(CAR_SEARCH_CHANNEL, {
      onNotify: (payload) => told.push(payload),
      onGap: () => told.push('gap'),
    });
    const { db } = database;
    place = await createPlace(db, 'CH');
    const supplierId = await createSupplier(db, { name: 'Change Rentals', priceChangeRate: 0 });
    carId = await createCar(db, { supplierId, locationIds: [place] });
    otherCarId = await createCar(db, { supplierId, locationIds: [place] });
    await createAccount(db);
  });
  afterAll(async () => {
    await feed.close();
    await database.close();
  });

  /** What `change` notified, once committed. */
  async function toldBy(change: () => Promise<unknown>): Promise<string[]> {
    await feed.sync();
    told = [];
    await change();
    await feed.sync();
    return [...new Set(told)];
  }

  const booking = (status: BookingStatus, from: Date, to: Date, paymentExpiresAt?: Date) =>
    createBooking(database.db, { carId, locationId: place, from, to, status, paymentExpiresAt });
  const setStatus = (id: string, status: BookingStatus) =>
    database.db.update(bookings).set({ status }).where(eq(bookings.id, id));

  it('tells a new hold, a cancelled one, a moved one and a paid checkout', async () => {
    const from = hoursFromNow(10, 10);
    let id = '';
    expect(await toldBy(async () => (id = await booking('pending', from, new Date(+from + DAY))))).toEqual([
      `car:${carId}`,
    ]);
    expect(
      await toldBy(() =>
        database.db
          .update(bookings)
          .set({ endsAt: new Date(+from + 2 * DAY) })
          .where(eq(bookings.id, id)),
      ),
    ).toEqual([`car:${carId}`]);
    expect(
      await toldBy(() => database.db.update(bookings).set({ carId: otherCarId }).where(eq(bookings.id, id))),
    ).toEqual([`car:${carId}`, `car:${otherCarId}`]);
    expect(await toldBy(() => setStatus(id, 'cancelled'))).toEqual([`car:${otherCarId}`]);

    const checkout = await booking('void', hoursFromNow(20), hoursFromNow(22), hoursFromNow(0, 1));
    expect(await toldBy(() => setStatus(checkout, 'paid'))).toEqual([`car:${carId}`]);
  });

  it('tells nothing when what a search sees stays the same', async () => {
    const ended = await booking('paid', hoursFromNow(-5), hoursFromNow(-3));
    expect(await toldBy(() => setStatus(ended, 'completed'))).toEqual([]);

    const expired = await booking('void', hoursFromNow(30), hoursFromNow(32), hoursFromNow(0, -2));
    expect(await toldBy(() => setStatus(expired, 'cancelled'))).toEqual([]);

    const confirmed = await booking('pending', hoursFromNow(40), hoursFromNow(42));
    expect(await toldBy(() => setStatus(confirmed, 'confirmed'))).toEqual([]);
    expect(
      await toldBy(() =>
        database.db.update(bookings).set({ remindedAt: new Date() }).where(eq(bookings.id, confirmed)),
      ),
    ).toEqual([]);
  });
});
