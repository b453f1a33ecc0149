import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import type { DatabaseHandle } from '@roadbook/api/db/client';
import { createTestDatabase } from '@roadbook/api/testing/test-database';
import {
  allowPayAtCounter,
  countBookingsOfDrivers,
  countOverlappingBookings,
  refusePayAtCounter,
} from './full-path-checks';

describe('the full-path load test’s checks', () => {
  let database: DatabaseHandle;

  beforeAll(async () => {
    database = await createTestDatabase();
  });
  afterAll(async () => {
    await database.close();
  });

  it('lets every supplier take payment at the counter, then puts back those that did not', async () => {
    const { db } = database;
    await db.execute(sql`insert into users (type, full_name, email, is_pay_at_counter_allowed) values
      ('supplier', 'Counter', 'counter@example.com', true),
      ('supplier', 'Online', 'online@example.com', false),
      ('user', 'Driver', 'driver@example.com', false)`);
    const allowed = async () =>
      z
        .object({ rows: z.array(z.object({ email: z.string(), allowed: z.boolean() })) })
        .parse(
          await db.execute(sql`select email, is_pay_at_counter_allowed as allowed from users order by email`),
        ).rows;

    const changed = await allowPayAtCounter(db);
    expect(changed).toHaveLength(1);
    expect(await allowed()).toEqual([
      { email: 'counter@example.com', allowed: true },
      { email: 'driver@example.com', allowed: false },
      { email: 'online@example.com', allowed: true },
    ]);
    await refusePayAtCounter(db, changed);
    expect(await allowed()).toEqual([
      { email: 'counter@example.com', allowed: true },
      { email: 'driver@example.com', allowed: false },
      { email: 'online@example.com', allowed: false },
    ]);
  });

  it('counts the overlapping pairs of blocking bookings per car, periods being half-open', async () => {
    // The bookings' exclusion constraint forbids what is counted here, so the rows go into a
    // temporary table of the same name, which hides the real one within the transaction.
    await database.db.transaction(async (tx) => {
      const [driver] = z
        .object({ rows: z.array(z.object({ id: z.string() })) })
        .parse(
          await tx.execute(
            sql`insert into users (type, full_name, email) values ('user', 'Visitor', 'run-1-0-0@example.com') returning id::text as id`,
          ),
        ).rows;
      await tx.execute(sql`create temp table bookings (id int, car_id int, driver_id uuid,
        starts_at timestamptz, ends_at timestamptz, status text) on commit drop`);
      await tx.execute(sql`insert into bookings values
        (1, 1, ${driver?.id}, '2026-12-01T10:00Z', '2026-12-03T10:00Z', 'pending'),
        (2, 1, null, '2026-12-02T10:00Z', '2026-12-04T10:00Z', 'void'),
        (3, 1, null, '2026-12-02T12:00Z', '2026-12-02T18:00Z', 'cancelled'),
        (4, 1, null, '2026-12-04T10:00Z', '2026-12-05T10:00Z', 'paid'),
        (5, 2, ${driver?.id}, '2026-12-01T10:00Z', '2026-12-03T10:00Z', 'reserved'),
        (6, 3, null, '2026-12-01T10:00Z', '2026-12-03T10:00Z', 'completed')`);
      // 1 and 2 overlap; 3 is cancelled; 4 starts when 2 ends; 5 is another car; 6 ended.
      expect(await countOverlappingBookings(tx)).toBe(1);
      await tx.execute(sql`update bookings set status = 'confirmed' where id = 3`);
      expect(await countOverlappingBookings(tx)).toBe(3);
      expect(await countBookingsOfDrivers(tx, 'run-1-')).toBe(2);
      expect(await countBookingsOfDrivers(tx, 'run-2-')).toBe(0);
    });
  });
});
