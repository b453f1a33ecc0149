import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { CarSearchResultSchema } from '@roadbook/domain/contracts/car-search';
import { changeFeedApplication } from '../../../db/change-feed';
import {
  createBooking,
  createCar,
  createPlace,
  createSupplier,
  DAY,
  hoursFromNow,
} from '../../../testing/cars.fixture';
import { createAccount } from '../../../testing/accounts.fixture';
import { createTestApp, type TestContext } from '../../../testing/test-app';
import { CAR_SEARCH_CHANNEL } from './car-search-index';

const RowsSchema = z.object({ rows: z.array(z.unknown()) });

// The search index follows the database through one listening connection per process. When the
// server drops that connection, nothing committed meanwhile is lost: the connection is opened
// again and the index read again before searches answer from it.
describe('the car search index when its listening connection is lost', () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestApp();
  });
  afterAll(() => ctx.close());

  it('answers with what was committed while it was away once it is back', async () => {
    const { db } = ctx.database;
    const place = await createPlace(db, 'LC');
    const supplierId = await createSupplier(db, { name: 'Lost Feed Cars', priceChangeRate: 0 });
    const carId = await createCar(db, { supplierId, locationIds: [place] });
    await createAccount(db);
    const from = hoursFromNow(6, 10);
    const to = new Date(from.getTime() + 2 * DAY);
    const search = () =>
      ctx.app.inject({
        url: `/api/cars/search?pickupLocation=${place}&from=${from.toISOString()}&to=${to.toISOString()}`,
      });
    expect(CarSearchResultSchema.parse((await search()).json()).total).toBe(1);

    const ended = RowsSchema.parse(
      await db.execute(sql`select pg_terminate_backend(pid) as ended from pg_stat_activity
      where datname = current_database() and application_name = ${changeFeedApplication(CAR_SEARCH_CHANNEL)}`),
    );
    expect(ended.rows).toHaveLength(1);
    // Booked while nobody listens: no notification reaches the index for it.
    await createBooking(db, { carId, locationId: place, from, to, status: 'paid' });

    const answers: number[] = [];
    for (const deadline = Date.now() + 10_000; Date.now() < deadline;) {
      const response = await search();
      answers.push(response.statusCode);
      if (response.statusCode === 200) {
        expect(CarSearchResultSchema.parse(response.json()).total).toBe(0);
        break;
      }
      // Meanwhile it says so rather than answering from what it may have missed.
      expect(response.json().error.code).toBe('common.unavailable');
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    expect(answers.at(-1)).toBe(200);
  });
});
