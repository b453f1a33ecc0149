import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { CarSearchQuerySchema, type CarSearchResult } from '@roadbook/domain/contracts/car-search';
import { buildCarSearchQueries } from '@roadbook/api/testing/car-search-reference/car-search-queries';
import { runCarSearch } from '@roadbook/api/testing/car-search-reference/car-search-runner';
import { createTestApp, type TestContext } from '@roadbook/api/testing/test-app';
import { createTestDatabase } from '@roadbook/api/testing/test-database';
import { buildSearchRequests, type SearchRequest } from './search-requests';
import { seedBenchData } from './seed/seed-bench';

// The search answers from each process's index (apps/api/src/catalogue/cars/search/car-search-index.ts);
// the rule is also stated as plain SQL (car-search-queries.ts: the place's cars, their bookings and
// blocked periods, priced and counted by the database). On a varied data set, random searches get
// the same cars in the same order at the same prices, the same total and the same filter counts from
// both, and still do after the data changed under the index as other writers change it.

const TIME_ZONE = 'America/New_York';

const PlacesSchema = z.object({
  rows: z.array(z.object({ id: z.string(), country: z.string(), suppliers: z.array(z.string()) })),
});

describe('the car search and the rule stated in SQL', { timeout: 300_000 }, () => {
  let ctx: TestContext;
  const now = new Date();

  beforeAll(async () => {
    const database = await createTestDatabase();
    await seedBenchData(database.db, {
      cars: 600,
      bookings: 6_000,
      locations: 24,
      suppliers: 12,
      seed: 5,
      now,
    });
    ctx = await createTestApp({ database, env: { TIME_ZONE } });
  }, 300_000);
  afterAll(async () => {
    await ctx.close();
  });

  async function searchRequests(count: number, seed: number): Promise<SearchRequest[]> {
    const result = await ctx.database.db.execute(sql`
      select l.id::text as id, l.country_id::text as country,
        array_agg(distinct c.supplier_id::text order by c.supplier_id::text) as suppliers
      from locations l join car_locations cl on cl.location_id = l.id join cars c on c.id = cl.car_id
      group by l.id order by l.id`);
    return buildSearchRequests(PlacesSchema.parse(result).rows, count, seed, now);
  }

  /** Each search through the API and through the SQL statements, side by side. */
  async function compare(requests: readonly SearchRequest[]): Promise<number> {
    let carsSeen = 0;
    for (const request of requests) {
      const response = await ctx.app.inject({ url: request.path });
      expect(response.statusCode, response.body).toBe(200);
      const answer = response.json<CarSearchResult>();
      const query = CarSearchQuerySchema.parse(request.query);
      const input = { ...query, from: new Date(query.from), to: new Date(query.to) };
      const { database } = ctx;
      const expected = await runCarSearch(
        database.db,
        buildCarSearchQueries(input, { timeZone: TIME_ZONE, now: new Date() }),
        database.kind === 'postgres',
      );
      const seen = answer.cars.map((car) => ({ id: car.id, totalMinor: car.quote.totalMinor }));
      const stated = expected.rows.map((row) => ({ id: row.id, totalMinor: row.totalMinor }));
      expect(seen, request.path).toEqual(stated);
      expect(answer.total, request.path).toBe(expected.counts.total);
      expect(answer.counts, request.path).toEqual(expected.counts.counts);
      carsSeen += seen.length;
    }
    return carsSeen;
  }

  it('gives the same cars, order, prices, totals and filter counts on random searches', async () => {
    const carsSeen = await compare(await searchRequests(150, 1));
    // Searches that found nothing would prove little.
    expect(carsSeen).toBeGreaterThan(150 * 5);
  });

  it('still does after bookings, cars, prices, places and suppliers changed in the database', async () => {
    const { db } = ctx.database;
    await db.execute(sql`update bookings set status = 'cancelled'
      where id in (select id from bookings where status in ('paid', 'confirmed', 'pending') order by id limit 400)`);
    await db.execute(sql`update cars set availability = 'unavailable'
      where id in (select id from cars where availability = 'available' order by id limit 25)`);
    await db.execute(sql`update cars set daily_price = daily_price + 137, discounted_weekly_price = null
      where id in (select id from cars order by md5(id::text) limit 80)`);
    await db.execute(sql`update car_date_based_prices set daily_price = daily_price + 11
      where id in (select id from car_date_based_prices order by id limit 30)`);
    await db.execute(sql`delete from car_locations
      where (car_id, location_id) in (select car_id, location_id from car_locations order by md5(car_id::text) limit 40)`);
    await db.execute(sql`insert into car_blocks (car_id, starts_at, ends_at, reason)
      select c.id, now() + interval '10 days', now() + interval '12 days', 'maintenance'
      from cars c where not exists (select 1 from bookings b where b.car_id = c.id
        and b.ends_at > now() + interval '10 days' and b.starts_at < now() + interval '12 days')
      order by md5(c.id::text || 'block') limit 40`);
    await db.execute(sql`update users set price_change_rate = 12.5
      where id = (select id from users where type = 'supplier' order by id limit 1)`);
    await db.execute(sql`update users set is_blacklisted = true
      where id = (select id from users where type = 'supplier' order by id offset 1 limit 1)`);
    await compare(await searchRequests(100, 2));
  });
});
