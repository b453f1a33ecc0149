import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { and, count, countDistinct, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  FUEL_POLICIES,
  FUEL_TYPES,
  GEARBOXES,
  MULTIMEDIA,
  USER_TYPES,
  VEHICLE_SIZES,
  CAR_OPTIONS,
} from '@roadbook/domain/enums';
import type { DatabaseHandle } from '../client';
import { bookings } from '../schema/bookings';
import { carDateBasedPrices, carLocations, cars } from '../schema/cars';
import { countries, locations } from '../schema/places';
import { users } from '../schema/users';
import { createTestDatabase } from '../../testing/test-database';
import { seedDemoData } from './seed-demo';

const NOW = new Date('2026-11-21T09:30:00Z');

describe('demo data', () => {
  let database: DatabaseHandle;
  let uploadsDir: string;
  let seeded: boolean;
  beforeAll(async () => {
    database = await createTestDatabase();
    uploadsDir = fs.mkdtempSync(path.join(os.tmpdir(), 'roadbook-uploads-'));
    seeded = await seedDemoData(database.db, { uploadsDir, now: NOW });
  });
  afterAll(async () => {
    await database.close();
    fs.rmSync(uploadsDir, { recursive: true, force: true });
  });

  it('loads once: a second run finds users and does nothing', async () => {
    expect(seeded).toBe(true);
    expect(await seedDemoData(database.db, { uploadsDir, now: NOW })).toBe(false);
    const [row] = await database.db.select({ n: count() }).from(cars);
    expect(row?.n).toBe(80);
  });

  it('has at least 3 countries with at least 4 locations each', async () => {
    const rows = await database.db
      .select({ code: countries.code, n: count(locations.id) })
      .from(countries)
      .leftJoin(locations, eq(locations.countryId, countries.id))
      .groupBy(countries.code);
    expect(rows.length).toBeGreaterThanOrEqual(3);
    for (const row of rows) expect(row.n).toBeGreaterThanOrEqual(4);
  });

  it('has one demo account per role and six suppliers with logo files', async () => {
    const rows = await database.db.select({ type: users.type, n: count() }).from(users).groupBy(users.type);
    for (const type of USER_TYPES) expect(rows.find((r) => r.type === type)?.n).toBeGreaterThanOrEqual(1);
    expect(rows.find((r) => r.type === 'supplier')?.n).toBe(6);
    const logos = await database.db
      .select({ avatar: users.avatar })
      .from(users)
      .where(eq(users.type, 'supplier'));
    for (const { avatar } of logos) {
      expect(avatar).toMatch(/^suppliers\/[0-9a-f]{16}\.webp$/);
      expect(fs.existsSync(path.join(uploadsDir, avatar ?? ''))).toBe(true);
    }
  });

  it('covers every size, fuel type, gearbox, fuel policy, mileage mode, seat tier and multimedia value', async () => {
    const rows = await database.db.select().from(cars);
    const values = <K extends keyof (typeof rows)[number]>(key: K) => new Set(rows.map((r) => r[key]));
    expect([...values('size')].sort()).toEqual([...VEHICLE_SIZES].sort());
    expect([...values('fuelType')].sort()).toEqual([...FUEL_TYPES].sort());
    expect([...values('gearbox')].sort()).toEqual([...GEARBOXES].sort());
    expect([...values('fuelPolicy')].sort()).toEqual([...FUEL_POLICIES].sort());
    expect(rows.some((r) => r.mileage === -1) && rows.some((r) => r.mileage > 0)).toBe(true);
    const tiers = new Set(rows.map((r) => (r.seats > 5 ? '5+' : String(r.seats))));
    for (const tier of ['2', '4', '5', '5+']) expect(tiers).toContain(tier);
    expect(new Set(rows.flatMap((r) => r.multimedia))).toEqual(new Set(MULTIMEDIA));
    for (const option of CAR_OPTIONS) {
      const optionValues = rows.map((r) => r[option]);
      expect(optionValues).toContain(-1);
      expect(optionValues).toContain(0);
      expect(optionValues.some((v) => v > 0)).toBe(true);
    }
    for (const row of rows) expect(fs.existsSync(path.join(uploadsDir, row.image ?? ''))).toBe(true);
  });

  it('has tiered prices and date-based prices in the coming months', async () => {
    const [tiers] = await database.db
      .select({
        weekly: count(cars.weeklyPrice),
        biWeekly: count(cars.biWeeklyPrice),
        monthly: count(cars.monthlyPrice),
        dateBased: count(sql`case when ${cars.isDateBasedPrice} then 1 end`),
      })
      .from(cars);
    expect(tiers?.weekly).toBeGreaterThan(0);
    expect(tiers?.biWeekly).toBeGreaterThan(0);
    expect(tiers?.monthly).toBeGreaterThan(0);
    expect(tiers?.dateBased).toBeGreaterThan(0);
    const ranges = await database.db.select().from(carDateBasedPrices);
    expect(ranges.length).toBeGreaterThan(0);
    for (const range of ranges) {
      expect(range.startDate > '2026-11-21').toBe(true);
      expect(range.endDate < '2027-06-01').toBe(true);
    }
  });

  it('lets every car be picked up somewhere, and has a few bookings', async () => {
    const [placed] = await database.db.select({ n: countDistinct(carLocations.carId) }).from(carLocations);
    expect(placed?.n).toBe(80);
    const [booked] = await database.db.select({ n: count() }).from(bookings);
    expect(booked?.n).toBeGreaterThanOrEqual(5);
  });

  it('refuses an overlapping booking of one car in a blocking status, not in a final one', async () => {
    const [paid] = await database.db
      .select()
      .from(bookings)
      .where(and(eq(bookings.status, 'paid')));
    expect(paid).toBeDefined();
    if (!paid) return;
    const { id: _id, createdAt: _c, updatedAt: _u, ...copy } = paid;
    const overlapping = { ...copy, startsAt: new Date(paid.startsAt.getTime() + 3_600_000) };
    await expect(
      database.db.insert(bookings).values({ ...overlapping, status: 'pending' }),
    ).rejects.toMatchObject({
      cause: expect.objectContaining({ code: '23P01' }),
    });
    await expect(
      database.db.insert(bookings).values({ ...overlapping, status: 'cancelled' }),
    ).resolves.toBeDefined();
    const back = { ...copy, startsAt: paid.endsAt, endsAt: new Date(paid.endsAt.getTime() + 86_400_000) };
    await expect(database.db.insert(bookings).values({ ...back, status: 'paid' })).resolves.toBeDefined();
  });
});

describe('demo data determinism', () => {
  it('is the same on two empty databases seeded on the same day', async () => {
    const snapshot = async () => {
      const database = await createTestDatabase();
      const uploadsDir = fs.mkdtempSync(path.join(os.tmpdir(), 'roadbook-uploads-'));
      try {
        await seedDemoData(database.db, { uploadsDir, now: NOW });
        const carRows = await database.db.select().from(cars).orderBy(cars.licencePlate);
        const bookingRows = await database.db
          .select()
          .from(bookings)
          .orderBy(bookings.startsAt, bookings.status);
        return {
          cars: carRows.map(({ id: _id, supplierId: _s, createdAt: _c, updatedAt: _u, ...car }) => car),
          bookings: bookingRows.map((b) => [b.status, b.startsAt.toISOString(), b.totalMinor, b.quote]),
        };
      } finally {
        await database.close();
        fs.rmSync(uploadsDir, { recursive: true, force: true });
      }
    };
    const first = await snapshot();
    expect(first.cars).toHaveLength(80);
    expect(await snapshot()).toEqual(first);
    // Two more databases seeded with their images: the slowest test of the suite.
  }, 120_000);
});
