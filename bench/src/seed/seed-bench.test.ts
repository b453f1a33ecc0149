import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import {
  AVAILABILITIES,
  BOOKING_STATUSES,
  FUEL_POLICIES,
  FUEL_TYPES,
  GEARBOXES,
  MULTIMEDIA,
  VEHICLE_SIZES,
} from '@roadbook/domain/enums';
import { BLOCKING_STATUSES } from '@roadbook/domain/booking-status';
import type { DatabaseHandle } from '@roadbook/api/db/client';
import { createTestDatabase } from '@roadbook/api/testing/test-database';
import { seedBenchData, type BenchSeedOptions } from './seed-bench';

const OPTIONS: BenchSeedOptions = {
  cars: 160,
  bookings: 1600,
  locations: 120,
  suppliers: 12,
  seed: 7,
  now: new Date('2026-11-21T09:30:00Z'),
};

const RowsSchema = z.object({ rows: z.array(z.record(z.string(), z.unknown())) });

// Generating in PGlite on a busy machine takes seconds per load.
describe('large data set for benchmarks', { timeout: 120_000 }, () => {
  let database: DatabaseHandle;
  const rows = async (query: ReturnType<typeof sql>) =>
    RowsSchema.parse(await database.db.execute(query)).rows;
  const values = async (query: ReturnType<typeof sql>) => (await rows(query)).map((row) => row.value);
  const fingerprint = () =>
    values(sql`select md5(string_agg((to_jsonb(c) - 'created_at' - 'updated_at')::text, ',' order by c.id)) as value from cars c
      union all select md5(string_agg(b.car_id::text || b.starts_at || b.status, ',' order by b.id)) from bookings b`);

  beforeAll(async () => {
    database = await createTestDatabase();
    await database.db.execute(
      sql`insert into users (type, full_name, email) values ('admin', 'Ada', 'ada@example.com')`,
    );
    await seedBenchData(database.db, OPTIONS);
  }, 120_000);
  afterAll(async () => {
    await database.close();
  });

  it('loads the asked numbers of cars, bookings, locations and suppliers, and keeps the admins', async () => {
    const counts = await rows(sql`select
      (select count(*)::int from cars) as cars, (select count(*)::int from bookings) as bookings,
      (select count(*)::int from locations) as locations, (select count(*)::int from countries) as countries,
      (select count(*)::int from users where type = 'supplier') as suppliers,
      (select count(*)::int from users where type = 'admin') as admins`);
    expect(counts[0]).toEqual({
      cars: 160,
      bookings: 1600,
      locations: 120,
      countries: 40,
      suppliers: 12,
      admins: 1,
    });
  });

  it('gives every record an id that the API accepts as a uuid', async () => {
    const ids = await values(sql`select id::text as value from locations union all select id::text from cars
      union all select id::text from users union all (select id::text from bookings limit 200)`);
    expect(ids.length).toBeGreaterThan(300);
    for (const id of ids) expect(z.uuid().safeParse(id).success, String(id)).toBe(true);
  });

  it('names every location and country in English, French and Spanish', async () => {
    const missing = await values(sql`select count(*)::int as value from locations l
      where (select count(*) from location_names n where n.location_id = l.id) <> 3`);
    expect(missing).toEqual([0]);
    const names = await values(
      sql`select name as value from location_names where language = 'fr' and name like 'Aéroport%'`,
    );
    expect(names.length).toBeGreaterThan(0);
  });

  it('represents every value of every car enumeration and every booking status', async () => {
    const present = async (column: string) =>
      values(sql.raw(`select distinct ${column}::text as value from cars order by 1`));
    expect(await present('size')).toEqual([...VEHICLE_SIZES].sort());
    expect(await present('fuel_type')).toEqual([...FUEL_TYPES].sort());
    expect(await present('gearbox')).toEqual([...GEARBOXES].sort());
    expect(await present('fuel_policy')).toEqual([...FUEL_POLICIES].sort());
    expect(await present('availability')).toEqual([...AVAILABILITIES].sort());
    expect(await present('unnest(multimedia)')).toEqual([...MULTIMEDIA].sort());
    const statuses = await values(sql`select distinct status::text as value from bookings order by 1`);
    expect(statuses).toEqual([...BOOKING_STATUSES].sort());
  });

  it('gives each car several pick-up places, and picks bookings up at one of them', async () => {
    const fewest = await values(sql`select min(n)::int as value from (
      select count(*) as n from car_locations group by car_id) per_car`);
    expect(fewest[0]).toBeGreaterThanOrEqual(2);
    const elsewhere = await values(sql`select count(*)::int as value from bookings b where not exists (
      select 1 from car_locations cl where cl.car_id = b.car_id and cl.location_id = b.pick_up_location_id)`);
    expect(elsewhere).toEqual([0]);
    const dateBased = await values(
      sql`select count(distinct car_id)::int as value from car_date_based_prices`,
    );
    expect(dateBased[0]).toBeGreaterThan(0);
  });

  it('stores with each booking a quote whose lines add up to its total', async () => {
    const wrong =
      await values(sql`select count(*)::int as value from bookings b where b.quote->>'currency' <> 'USD'
      or (b.quote->>'totalMinor')::int <> b.total_minor
      or (select sum((line->>'totalMinor')::int) from jsonb_array_elements(b.quote->'lines') line) <> b.total_minor`);
    expect(wrong).toEqual([0]);
  });

  it('never overlaps two bookings of one car, and the overlap constraint is back in force', async () => {
    const overlaps = await values(sql`select count(*)::int as value from bookings a join bookings b
      on a.car_id = b.car_id and a.id < b.id and a.starts_at < b.ends_at and b.starts_at < a.ends_at`);
    expect(overlaps).toEqual([0]);
    const [blocking] = await rows(sql`select * from bookings
      where status in (${sql.join(
        BLOCKING_STATUSES.map((status) => sql`${status}`),
        sql`, `,
      )}) limit 1`);
    expect(blocking).toBeDefined();
    await expect(
      database.db.execute(sql`insert into bookings (car_id, driver_id, supplier_id, pick_up_location_id,
        drop_off_location_id, starts_at, ends_at, status, quote, total_minor)
        select car_id, driver_id, supplier_id, pick_up_location_id, drop_off_location_id, starts_at,
          ends_at, status, quote, total_minor from bookings where id = ${blocking?.id}`),
    ).rejects.toThrow();
  });

  it('builds the same data again from the same seed, replacing the previous load', async () => {
    const first = await fingerprint();
    await seedBenchData(database.db, OPTIONS);
    expect(await fingerprint()).toEqual(first);
    const cars = await values(sql`select count(*)::int as value from cars`);
    expect(cars).toEqual([160]);
    await seedBenchData(database.db, { ...OPTIONS, seed: 8 });
    expect(await fingerprint()).not.toEqual(first);
  });
});
