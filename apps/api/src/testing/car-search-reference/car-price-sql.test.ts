// The search sorts and pages by a price computed in SQL (rentalTotalSql): this
// proves it equal to quoteRental with no options, for every demo car and many periods, and for random
// tier prices and supplier rates.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql, type SQL } from 'drizzle-orm';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { quoteRental } from '@roadbook/domain/pricing';
import type { RentalPrices } from '@roadbook/domain/rental-price';
import type { DatabaseHandle } from '../../db/client';
import { seedDemoData } from '../../db/seed/seed-demo';
import { createTestDatabase } from '../test-database';
import { pricedValues, rentalTotalSql } from './car-search-sql';
import { compileSqlTemplate, fillSqlTemplate } from '../../db/prepared-statements';
import { selectCar, type CarDetailsRow } from '../../catalogue/cars/cars.queries';
import { pricedCarOf } from '../../catalogue/cars/cars.service';

const NOW = new Date('2026-11-21T09:30:00Z');
const HOUR = 3_600_000;
const DAY = 24 * HOUR;

/** Pick-up moments: before, inside and across the demo cars' date-based ranges (days 10–24, 40–60, 85–100). */
const PICK_UPS = [
  { day: 1, hour: 10 },
  { day: 8, hour: 23.5 },
  { day: 12, hour: 0 },
  { day: 23, hour: 17.25 },
  { day: 38, hour: 6 },
  { day: 59, hour: 12 },
  { day: 84, hour: 22 },
  { day: 99, hour: 9 },
];
/** Lengths in hours: 1 h, 1 day, a day and a minute, 3, 7, 8, 29, 30, 31, 45, 60, 100, 365 days, odd hours. */
const LENGTHS = [
  1,
  24,
  24 + 1 / 60,
  50.5,
  72,
  7 * 24,
  8 * 24,
  10 * 24 + 3,
  29 * 24,
  30 * 24,
  31 * 24 - 5,
  45 * 24,
];
const LONG_LENGTHS = [60 * 24, 100 * 24 + 13, 364 * 24 + 1, 365 * 24];
const TIME_ZONES = ['UTC', 'Pacific/Auckland', 'America/Los_Angeles'];

const NO_OPTIONS = {
  cancellation: -1,
  amendments: -1,
  theftProtection: -1,
  collisionDamageWaiver: -1,
  fullInsurance: -1,
  additionalDriver: -1,
};

const TotalsSchema = z.object({ rows: z.array(z.object({ id: z.string(), total: z.coerce.number() })) });

/** `statement` (whose values are placeholders) with the values of rentalTotalSql for the period. */
function priced(statement: SQL, from: Date, to: Date, timeZone: string): SQL {
  return fillSqlTemplate(compileSqlTemplate(statement), { ...pricedValues(from, to, timeZone) });
}

async function sqlTotals(database: DatabaseHandle, from: Date, to: Date, timeZone: string) {
  const statement = sql`select c.id, ${rentalTotalSql()} as total from cars c join users s on s.id = c.supplier_id`;
  const result = await database.db.execute(priced(statement, from, to, timeZone));
  return new Map(TotalsSchema.parse(result).rows.map((row) => [row.id, row.total]));
}

describe('the SQL price of a car equals quoteRental with no options', () => {
  let database: DatabaseHandle;
  let uploadsDir: string;
  let cars: CarDetailsRow[];
  beforeAll(async () => {
    database = await createTestDatabase();
    uploadsDir = fs.mkdtempSync(path.join(os.tmpdir(), 'roadbook-uploads-'));
    await seedDemoData(database.db, { uploadsDir, now: NOW });
    const ids = z
      .object({ rows: z.array(z.object({ id: z.string() })) })
      .parse(await database.db.execute(sql`select id from cars order by id`)).rows;
    const rows = await Promise.all(ids.map(({ id }) => selectCar(database.db, id)));
    cars = rows.flatMap((row) => (row ? [row] : []));
  });
  afterAll(async () => {
    await database.close();
    fs.rmSync(uploadsDir, { recursive: true, force: true });
  });

  it('covers the demo fleet: 80 cars, date-based ones, tiers, discounts and supplier rates', () => {
    expect(cars).toHaveLength(80);
    expect(cars.filter((car) => car.isDateBasedPrice).length).toBeGreaterThan(5);
    expect(cars.some((car) => car.monthlyPrice !== null && car.discountedMonthlyPrice !== null)).toBe(true);
    expect(cars.some((car) => car.weeklyPrice === null && car.biWeeklyPrice !== null)).toBe(true);
    expect(new Set(cars.map((car) => car.priceChangeRate)).size).toBeGreaterThan(2);
  });

  const periods = TIME_ZONES.flatMap((timeZone) =>
    PICK_UPS.flatMap(({ day, hour }) =>
      [...LENGTHS, ...(timeZone === 'UTC' ? LONG_LENGTHS : [])].map((hours) => ({
        timeZone,
        day,
        hour,
        hours,
      })),
    ),
  );

  it.each(periods)(
    'in $timeZone, pick-up on day $day at $hour h for $hours h',
    async ({ timeZone, day, hour, hours }) => {
      const seedDay = Date.UTC(NOW.getUTCFullYear(), NOW.getUTCMonth(), NOW.getUTCDate());
      const from = new Date(seedDay + day * DAY + hour * HOUR);
      const to = new Date(from.getTime() + Math.round(hours * HOUR));
      const totals = await sqlTotals(database, from, to, timeZone);
      for (const car of cars) {
        const quote = quoteRental(pricedCarOf(car), { from, to }, [], car, timeZone);
        expect({ car: car.id, total: totals.get(car.id) }).toEqual({ car: car.id, total: quote.totalMinor });
      }
    },
  );

  it.each([1, 2, 3, 6, 7, 8, 10, 13, 29, 30, 31, 37, 44, 59, 60, 90, 200, 364, 365])(
    'agrees with quoteRental for random tier prices and supplier rates over %i days',
    async (days) => {
      const price = fc.option(fc.integer({ min: 0, max: 90_000 }), { nil: null });
      const cases = fc.sample(
        fc.record({
          dailyPrice: fc.integer({ min: 1, max: 90_000 }),
          discountedDailyPrice: price,
          weeklyPrice: price,
          discountedWeeklyPrice: price,
          biWeeklyPrice: price,
          discountedBiWeeklyPrice: price,
          monthlyPrice: price,
          discountedMonthlyPrice: price,
          rateHundredths: fc.oneof(fc.constant(0), fc.integer({ min: -10_000, max: 99_999 })),
        }),
        { numRuns: 60, seed: 20261121 + days },
      );
      // Rows shaped like `cars c` and `users s` (numbers written as literals), priced by the very
      // expression the search runs.
      const number = (value: number | null) => sql.raw(`${value ?? 'null'}::int`);
      const values = sql.join(
        cases.map(
          (c, index) => sql`(${number(index)}, ${number(c.dailyPrice)}, ${number(c.discountedDailyPrice)},
            ${number(c.weeklyPrice)}, ${number(c.discountedWeeklyPrice)}, ${number(c.biWeeklyPrice)},
            ${number(c.discountedBiWeeklyPrice)}, ${number(c.monthlyPrice)}, ${number(c.discountedMonthlyPrice)},
            ${sql.raw((c.rateHundredths / 100).toFixed(2))}::numeric(5,2))`,
        ),
        sql`, `,
      );
      const from = new Date('2027-01-10T10:00:00Z');
      const to = new Date(from.getTime() + days * DAY);
      const statement = sql`
        select c.n as id, ${rentalTotalSql()} as total
        from (select v.*, gen_random_uuid() as id, false as is_date_based_price
          from (values ${values}) as v(n, daily_price, discounted_daily_price, weekly_price,
            discounted_weekly_price, bi_weekly_price, discounted_bi_weekly_price, monthly_price,
            discounted_monthly_price, price_change_rate)) c
        cross join lateral (select c.price_change_rate) s`;
      const result = await database.db.execute(priced(statement, from, to, 'UTC'));
      const totals = z
        .object({ rows: z.array(z.object({ id: z.coerce.number(), total: z.coerce.number() })) })
        .parse(result).rows;
      cases.forEach((c, index) => {
        const prices: RentalPrices = { ...c, isDateBasedPrice: false, dateBasedPrices: [] };
        const quote = quoteRental({ ...prices, ...NO_OPTIONS }, { from, to }, [], {
          priceChangeRate: c.rateHundredths / 100,
        });
        expect({ case: c, total: totals.find((row) => row.id === index)?.total }).toEqual({
          case: c,
          total: quote.totalMinor,
        });
      });
    },
  );
});
