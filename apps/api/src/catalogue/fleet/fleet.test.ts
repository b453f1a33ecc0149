// The back office's fleet through its routes, on a real database: who may read and change which car,
// every field written and read back, the audit event of each change (and none for a refusal), and
// the public search showing a change at once, priced as quoteRental prices it.
import { randomUUID } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CarInputSchema } from '@roadbook/domain/car-schema';
import { CarSearchResultSchema } from '@roadbook/domain/contracts/car-search';
import {
  CarRemovalSchema,
  FleetCarResponseSchema,
  FleetPageSchema,
  type FleetCar,
} from '@roadbook/domain/contracts/fleet';
import { quoteRental } from '@roadbook/domain/pricing';
import { carInputFixture, type CarInputBody } from '@roadbook/domain/testing/car-input.fixture';
import { auditEvents } from '../../db/schema/audit';
import { carDateBasedPrices, carLocations, cars } from '../../db/schema/cars';
import { asPage, TEST_SITE_URL } from '../../testing/accounts.fixture';
import { createBooking, createPlace, DAY, hoursFromNow } from '../../testing/cars.fixture';
import { backOfficeAccounts, requestAs } from '../../testing/back-office.fixture';
import { createTestApp, type TestContext } from '../../testing/test-app';
import {
  hasGpsData,
  jpegWithGps,
  multipartBody,
  pngClaiming,
  pngOf,
  type MultipartPart,
} from '../../testing/uploads.fixture';
import { parseConfig } from '../../config';
import { createAuditService } from '../../platform/audit/audit.service';
import { createFleetService } from './fleet.service';

type CarBody = CarInputBody;
type Who = 'admin' | 'supplierA' | 'supplierB' | 'driver' | 'visitor';

describe('the back office fleet', () => {
  let ctx: TestContext;
  let placeA: string;
  let placeB: string;
  const ids = { admin: '', supplierA: '', supplierB: '', driver: '' };
  const cookie: Record<Who, string> = { admin: '', supplierA: '', supplierB: '', driver: '', visitor: '' };

  /** A whole car as the editor sends it: a mini at place A, every option unavailable. */
  const carBody = (fields: Partial<CarBody> = {}): CarBody =>
    carInputFixture({ locationIds: [placeA], ...fields });

  const call = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, who: Who, payload?: object) =>
    requestAs(ctx, cookie, method, url, who, payload);

  /** A car made through POST /api/admin/cars by `who` (an admin names supplier A unless told). */
  async function created(who: Who, fields: Partial<CarBody> = {}): Promise<FleetCar> {
    const body = who === 'admin' ? { supplierId: ids.supplierA, ...fields } : fields;
    const response = await call('POST', '/api/admin/cars', who, carBody(body));
    expect(response.statusCode, response.body).toBe(201);
    return FleetCarResponseSchema.parse(response.json()).car;
  }

  const auditOf = (carId: string) =>
    ctx.database.db.select().from(auditEvents).where(eq(auditEvents.recordId, carId)).orderBy(auditEvents.at);
  const auditCount = async () =>
    (await ctx.database.db.select({ id: auditEvents.id }).from(auditEvents)).length;
  const carRow = async (id: string) => (await ctx.database.db.select().from(cars).where(eq(cars.id, id)))[0];

  /** The snapshot an audit event keeps of a car: its fields but the booking count and the time. */
  const snapshotOf = ({ bookingCount: _count, updatedAt: _at, ...fields }: FleetCar) => fields;

  beforeAll(async () => {
    ctx = await createTestApp({
      env: { PUBLIC_URL: TEST_SITE_URL, UPLOAD_MAX_BYTES: '1000000', RATE_LIMIT_MAX: '100000' },
    });
    const { db } = ctx.database;
    placeA = await createPlace(db, 'FL');
    placeB = await createPlace(db, 'FM');
    const accounts = await backOfficeAccounts(ctx, {
      supplierSettings: { priceChangeRate: 10, isLicenceRequired: false },
    });
    Object.assign(ids, accounts.ids);
    Object.assign(cookie, accounts.cookies);
  });
  afterAll(() => ctx.close());

  describe('who may enter', () => {
    it('refuses a visitor (401) and a driver (403) on every route, before reading the request', async () => {
      const car = await created('supplierA');
      const routes: [method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, body?: object][] = [
        ['GET', '/api/admin/cars'],
        ['GET', `/api/admin/cars/${car.id}`],
        ['POST', '/api/admin/cars', carBody()],
        ['POST', '/api/admin/cars', { name: 12 }],
        ['PUT', `/api/admin/cars/${car.id}`, carBody({ name: 'Taken' })],
        ['POST', `/api/admin/cars/${car.id}/duplicate`],
        ['DELETE', `/api/admin/cars/${car.id}`],
        ['PUT', `/api/admin/cars/${car.id}/image`, {}],
        ['DELETE', `/api/admin/cars/${car.id}/image`],
        ['GET', '/api/admin/cars?pageSize=junk'],
      ];
      const before = await auditCount();
      for (const [method, url, body] of routes) {
        const visitor = await call(method, url, 'visitor', body);
        expect({ method, url, status: visitor.statusCode }).toEqual({ method, url, status: 401 });
        expect(visitor.json().error.code).toBe('auth.unauthenticated');
        const driver = await call(method, url, 'driver', body);
        expect({ method, url, status: driver.statusCode }).toEqual({ method, url, status: 403 });
        expect(driver.json().error.code).toBe('auth.forbidden');
      }
      expect(await auditCount()).toBe(before);
      expect(await carRow(car.id)).toMatchObject({ name: 'Renault Clio', image: null });
    });

    it("answers 404 for another supplier's car on every route, and changes nothing", async () => {
      const car = await created('supplierA', { name: 'Mine Only' });
      const before = await auditCount();
      const carsBefore = (await ctx.database.db.select({ id: cars.id }).from(cars)).length;
      const routes: [method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, body?: object][] = [
        ['GET', `/api/admin/cars/${car.id}`],
        ['PUT', `/api/admin/cars/${car.id}`, carBody({ name: 'Stolen' })],
        ['POST', `/api/admin/cars/${car.id}/duplicate`],
        ['DELETE', `/api/admin/cars/${car.id}`],
        ['DELETE', `/api/admin/cars/${car.id}/image`],
      ];
      for (const [method, url, body] of routes) {
        const response = await call(method, url, 'supplierB', body);
        expect({ method, url, status: response.statusCode }).toEqual({ method, url, status: 404 });
        expect(response.json().error.code).toBe('common.notFound');
        // As for a car that does not exist at all.
        const unknown = await call(method, url.replace(car.id, randomUUID()), 'supplierB', body);
        expect(unknown.statusCode).toBe(404);
        expect(unknown.json()).toEqual(response.json());
      }
      expect(await auditCount()).toBe(before);
      expect((await ctx.database.db.select({ id: cars.id }).from(cars)).length).toBe(carsBefore);
      expect(await carRow(car.id)).toMatchObject({ name: 'Mine Only', availability: 'available' });
    });

    it('answers 400 for a malformed car id', async () => {
      const response = await call('GET', '/api/admin/cars/not-a-car', 'admin');
      expect(response.statusCode).toBe(400);
      expect(response.json().error.details.fields).toEqual([
        { path: 'id', in: 'params', code: 'validation.invalidValue' },
      ]);
    });
  });

  describe('POST /api/admin/cars', () => {
    it('writes every field, the date ranges and the places, and records the creation', async () => {
      const body = carBody({
        supplierId: ids.supplierB,
        name: 'Peugeot 3008',
        licencePlate: 'GH-456-JK',
        size: 'midi',
        fuelType: 'diesel',
        gearbox: 'automatic',
        seats: 7,
        doors: 4,
        aircon: false,
        multimedia: ['touchscreen', 'appleCarPlay'],
        mileage: 250,
        fuelPolicy: 'likeForlike',
        deposit: 0,
        minimumAge: 25,
        isLicenceRequired: true,
        availability: 'unavailable',
        isFullyBooked: true,
        isComingSoon: true,
        dailyPrice: 6500,
        discountedDailyPrice: 6000,
        weeklyPrice: 40_000,
        discountedWeeklyPrice: 38_000,
        biWeeklyPrice: 18_000,
        discountedBiWeeklyPrice: null,
        monthlyPrice: 150_000,
        discountedMonthlyPrice: 140_000,
        isDateBasedPrice: true,
        dateBasedPrices: [
          { startDate: '2031-07-01', endDate: '2031-07-31', dailyPrice: 9000 },
          { startDate: '2031-01-02', endDate: '2031-01-05', dailyPrice: 7000 },
        ],
        cancellation: 0,
        amendments: 900,
        theftProtection: 1200,
        collisionDamageWaiver: -1,
        fullInsurance: 2500,
        additionalDriver: 0,
        locationIds: [placeB, placeA, placeB],
      });
      const response = await call('POST', '/api/admin/cars', 'admin', body);
      expect(response.statusCode, response.body).toBe(201);
      const { car } = FleetCarResponseSchema.parse(response.json());
      const { supplierId: _supplierId, locationIds: _places, ...fields } = body;
      expect(car).toEqual({
        ...fields,
        id: car.id,
        supplier: { id: ids.supplierB, name: 'Brisa Cars', logo: null },
        image: null,
        dateBasedPrices: [
          { startDate: '2031-01-02', endDate: '2031-01-05', dailyPrice: 7000 },
          { startDate: '2031-07-01', endDate: '2031-07-31', dailyPrice: 9000 },
        ],
        locationIds: [placeA, placeB].sort(),
        bookingCount: 0,
        updatedAt: car.updatedAt,
      });
      // Read back as written.
      const read = await call('GET', `/api/admin/cars/${car.id}`, 'supplierB');
      expect(read.statusCode).toBe(200);
      expect(read.headers['cache-control']).toBe('private, no-store');
      expect(FleetCarResponseSchema.parse(read.json()).car).toEqual(car);

      const [event, ...more] = await auditOf(car.id);
      expect(more).toEqual([]);
      expect(event).toMatchObject({
        actorId: ids.admin,
        action: 'create',
        recordKind: 'car',
        recordId: car.id,
        recordLabel: 'Peugeot 3008',
        before: null,
        after: snapshotOf(car),
      });
    });

    it("makes a supplier's car its own, whatever supplierId says", async () => {
      const response = await call(
        'POST',
        '/api/admin/cars',
        'supplierA',
        carBody({ supplierId: ids.supplierB, name: 'Own Car' }),
      );
      expect(response.statusCode).toBe(201);
      const { car } = FleetCarResponseSchema.parse(response.json());
      expect(car.supplier).toEqual({ id: ids.supplierA, name: 'Atlas Rentals', logo: null });
      expect((await auditOf(car.id))[0]).toMatchObject({ actorId: ids.supplierA, action: 'create' });
    });

    it('needs the supplier from an admin, and an existing supplier and places; refused, nothing is written', async () => {
      const before = await auditCount();
      const carsBefore = (await ctx.database.db.select({ id: cars.id }).from(cars)).length;
      const refusals: [body: CarBody, path: string, code: string][] = [
        [carBody({ name: 'No Owner' }), 'supplierId', 'validation.required'],
        [carBody({ supplierId: ids.driver }), 'supplierId', 'validation.invalidValue'],
        [carBody({ supplierId: ids.admin }), 'supplierId', 'validation.invalidValue'],
        [carBody({ supplierId: randomUUID() }), 'supplierId', 'validation.invalidValue'],
        [
          carBody({ supplierId: ids.supplierA, locationIds: [placeA, randomUUID()] }),
          'locationIds',
          'validation.invalidValue',
        ],
      ];
      for (const [body, path, code] of refusals) {
        const response = await call('POST', '/api/admin/cars', 'admin', body);
        expect({ path, status: response.statusCode }).toEqual({ path, status: 400 });
        expect(response.json().error).toMatchObject({
          code: 'common.invalidRequest',
          details: { fields: [{ path, in: 'body', code }] },
        });
      }
      // A supplier's unknown place is refused the same way.
      const supplier = await call(
        'POST',
        '/api/admin/cars',
        'supplierA',
        carBody({ locationIds: [randomUUID()] }),
      );
      expect(supplier.json().error.details.fields).toEqual([
        { path: 'locationIds', in: 'body', code: 'validation.invalidValue' },
      ]);
      expect(await auditCount()).toBe(before);
      expect((await ctx.database.db.select({ id: cars.id }).from(cars)).length).toBe(carsBefore);
    });

    it('answers junk with 400 and field codes, never a 5xx', async () => {
      const junk: [change: Record<string, unknown>, path: string, code: string][] = [
        [{ name: 'x'.repeat(10_000) }, 'name', 'validation.tooLong'],
        [{ name: '   ' }, 'name', 'validation.required'],
        [{ name: 'Tab\u0000car' }, 'name', 'validation.invalidValue'],
        [{ name: undefined }, 'name', 'validation.required'],
        [{ seats: '5' }, 'seats', 'validation.invalidValue'],
        [{ seats: 1e12 }, 'seats', 'validation.outOfRange'],
        [{ seats: 2.5 }, 'seats', 'validation.invalidValue'],
        [{ doors: -1 }, 'doors', 'validation.outOfRange'],
        [{ dailyPrice: 0 }, 'dailyPrice', 'validation.outOfRange'],
        [{ dailyPrice: 99_999_999_999 }, 'dailyPrice', 'validation.outOfRange'],
        [{ dailyPrice: 'cheap' }, 'dailyPrice', 'validation.invalidValue'],
        [{ deposit: -5 }, 'deposit', 'validation.outOfRange'],
        [{ minimumAge: 12 }, 'minimumAge', 'validation.outOfRange'],
        [{ mileage: 0 }, 'mileage', 'validation.invalidValue'],
        [{ cancellation: -2 }, 'cancellation', 'validation.outOfRange'],
        [{ size: 'limousine' }, 'size', 'validation.invalidValue'],
        [{ fuelType: null }, 'fuelType', 'validation.required'],
        [{ availability: 'sometimes' }, 'availability', 'validation.invalidValue'],
        [{ aircon: 'yes' }, 'aircon', 'validation.invalidValue'],
        [{ multimedia: ['radio'] }, 'multimedia.0', 'validation.invalidValue'],
        [{ multimedia: 'bluetooth' }, 'multimedia', 'validation.invalidValue'],
        [{ licencePlate: 'P'.repeat(21) }, 'licencePlate', 'validation.tooLong'],
        [{ supplierId: 'not-a-uuid' }, 'supplierId', 'validation.required'],
        [{ discountedDailyPrice: 5000 }, 'discountedDailyPrice', 'validation.discountNotLower'],
        [{ discountedWeeklyPrice: 100 }, 'weeklyPrice', 'validation.required'],
        [{ locationIds: [] }, 'locationIds', 'validation.required'],
        [{ locationIds: ['here'] }, 'locationIds.0', 'validation.invalidValue'],
        [
          { locationIds: Array.from({ length: 501 }, () => randomUUID()) },
          'locationIds',
          'validation.tooMany',
        ],
        [
          { dateBasedPrices: [{ startDate: '2031-02-30', endDate: '2031-03-01', dailyPrice: 100 }] },
          'dateBasedPrices.0.startDate',
          'validation.invalidDate',
        ],
        [
          { dateBasedPrices: [{ startDate: '2031-03-05', endDate: '2031-03-01', dailyPrice: 100 }] },
          'dateBasedPrices.0.endDate',
          'validation.endBeforeStart',
        ],
        [
          {
            dateBasedPrices: [
              { startDate: '2031-03-01', endDate: '2031-03-10', dailyPrice: 100 },
              { startDate: '2031-04-01', endDate: '2031-04-10', dailyPrice: 100 },
              { startDate: '2031-03-10', endDate: '2031-03-12', dailyPrice: 100 },
            ],
          },
          'dateBasedPrices.2.startDate',
          'validation.dateRangesOverlap',
        ],
      ];
      const before = await auditCount();
      for (const [change, path, code] of junk) {
        const response = await call('POST', '/api/admin/cars', 'admin', {
          ...carBody({ supplierId: ids.supplierA }),
          ...change,
        });
        expect({ path, status: response.statusCode }).toEqual({ path, status: 400 });
        expect({ path, fields: response.json().error.details.fields }).toEqual({
          path,
          fields: expect.arrayContaining([expect.objectContaining({ path, in: 'body', code })]),
        });
      }
      const overlap = await call('POST', '/api/admin/cars', 'admin', {
        ...carBody({ supplierId: ids.supplierA }),
        dateBasedPrices: [
          { startDate: '2031-03-01', endDate: '2031-03-10', dailyPrice: 100 },
          { startDate: '2031-03-10', endDate: '2031-03-12', dailyPrice: 100 },
        ],
      });
      expect(overlap.json().error.details.fields).toEqual([
        {
          path: 'dateBasedPrices.1.startDate',
          in: 'body',
          code: 'validation.dateRangesOverlap',
          params: { other: 1 },
        },
      ]);
      for (const payload of ['"car"', '[]', 'null', '{"name":']) {
        const response = await ctx.app.inject({
          method: 'POST',
          url: '/api/admin/cars',
          headers: { ...asPage(cookie.admin), 'content-type': 'application/json' },
          payload,
        });
        expect({ payload, status: response.statusCode }).toEqual({ payload, status: 400 });
      }
      expect(await auditCount()).toBe(before);
    });
  });

  describe('PUT /api/admin/cars/:id', () => {
    it('replaces every field, the date ranges and places, and records before and after', async () => {
      const car = await created('supplierA', {
        dateBasedPrices: [{ startDate: '2031-05-01', endDate: '2031-05-10', dailyPrice: 8000 }],
        locationIds: [placeA, placeB],
      });
      const body = carBody({
        name: 'Renault Clio Hybrid',
        licencePlate: null,
        fuelType: 'hybrid',
        dailyPrice: 5500,
        weeklyPrice: 33_000,
        theftProtection: 0,
        dateBasedPrices: [{ startDate: '2031-06-01', endDate: '2031-06-02', dailyPrice: 9500 }],
        locationIds: [placeB],
      });
      const response = await call('PUT', `/api/admin/cars/${car.id}`, 'supplierA', body);
      expect(response.statusCode, response.body).toBe(200);
      const updated = FleetCarResponseSchema.parse(response.json()).car;
      expect(updated).toMatchObject({
        id: car.id,
        name: 'Renault Clio Hybrid',
        licencePlate: null,
        fuelType: 'hybrid',
        dailyPrice: 5500,
        weeklyPrice: 33_000,
        theftProtection: 0,
        dateBasedPrices: [{ startDate: '2031-06-01', endDate: '2031-06-02', dailyPrice: 9500 }],
        locationIds: [placeB],
        supplier: { id: ids.supplierA },
      });
      expect(updated.updatedAt >= car.updatedAt).toBe(true);
      const ranges = await ctx.database.db
        .select()
        .from(carDateBasedPrices)
        .where(eq(carDateBasedPrices.carId, car.id));
      expect(ranges).toHaveLength(1);
      const [, event] = await auditOf(car.id);
      expect(event).toMatchObject({
        actorId: ids.supplierA,
        action: 'update',
        recordKind: 'car',
        recordId: car.id,
        recordLabel: 'Renault Clio Hybrid',
        before: snapshotOf(car),
        after: snapshotOf(updated),
      });
    });

    it('lets an admin give the car to another supplier; an admin must name one', async () => {
      const car = await created('supplierA', { name: 'Moving Car' });
      const missing = await call('PUT', `/api/admin/cars/${car.id}`, 'admin', carBody({ name: 'Moved' }));
      expect(missing.statusCode).toBe(400);
      expect(missing.json().error.details.fields).toEqual([
        { path: 'supplierId', in: 'body', code: 'validation.required' },
      ]);
      const moved = await call(
        'PUT',
        `/api/admin/cars/${car.id}`,
        'admin',
        carBody({ supplierId: ids.supplierB, name: 'Moving Car' }),
      );
      expect(moved.statusCode, moved.body).toBe(200);
      expect(moved.json().car.supplier).toMatchObject({ id: ids.supplierB, name: 'Brisa Cars' });
      expect((await call('GET', `/api/admin/cars/${car.id}`, 'supplierB')).statusCode).toBe(200);
      expect((await call('GET', `/api/admin/cars/${car.id}`, 'supplierA')).statusCode).toBe(404);
      const [, event] = await auditOf(car.id);
      expect(event?.before).toMatchObject({ supplier: { id: ids.supplierA } });
      expect(event?.after).toMatchObject({ supplier: { id: ids.supplierB } });
      // A supplier cannot give its car away: supplierId is not read.
      const kept = await call(
        'PUT',
        `/api/admin/cars/${car.id}`,
        'supplierB',
        carBody({ supplierId: ids.supplierA, name: 'Moving Car' }),
      );
      expect(kept.json().car.supplier.id).toBe(ids.supplierB);
    });

    it('refuses an invalid change whole: the car, its ranges, places and the trail stay as they were', async () => {
      const car = await created('supplierA', {
        dateBasedPrices: [{ startDate: '2031-05-01', endDate: '2031-05-10', dailyPrice: 8000 }],
      });
      const before = await auditCount();
      const unknownPlace = await call(
        'PUT',
        `/api/admin/cars/${car.id}`,
        'supplierA',
        carBody({ name: 'Changed', dateBasedPrices: [], locationIds: [placeB, randomUUID()] }),
      );
      expect(unknownPlace.statusCode).toBe(400);
      const overlapping = await call(
        'PUT',
        `/api/admin/cars/${car.id}`,
        'supplierA',
        carBody({
          name: 'Changed',
          dateBasedPrices: [
            { startDate: '2031-05-01', endDate: '2031-05-10', dailyPrice: 8000 },
            { startDate: '2031-05-05', endDate: '2031-05-06', dailyPrice: 8000 },
          ],
        }),
      );
      expect(overlapping.statusCode).toBe(400);
      const read = await call('GET', `/api/admin/cars/${car.id}`, 'supplierA');
      expect(FleetCarResponseSchema.parse(read.json()).car).toEqual(car);
      expect(await auditCount()).toBe(before);
    });
  });

  describe('POST /api/admin/cars/:id/duplicate', () => {
    it('copies every field, the ranges, places and image, and records a creation', async () => {
      const car = await created('supplierB', {
        name: 'Kia Picanto',
        weeklyPrice: 30_000,
        dateBasedPrices: [{ startDate: '2031-08-01', endDate: '2031-08-15', dailyPrice: 7000 }],
        locationIds: [placeA, placeB],
      });
      await ctx.database.db
        .update(cars)
        .set({ image: 'cars/0123456789abcdef.webp' })
        .where(eq(cars.id, car.id));
      const response = await call('POST', `/api/admin/cars/${car.id}/duplicate`, 'supplierB');
      expect(response.statusCode, response.body).toBe(201);
      const copy = FleetCarResponseSchema.parse(response.json()).car;
      expect(copy.id).not.toBe(car.id);
      const same = (value: FleetCar) => {
        const { id: _id, updatedAt: _at, image: _image, ...fields } = value;
        return fields;
      };
      expect(same(copy)).toEqual(same(car));
      expect(copy.image).toBe('/uploads/cars/0123456789abcdef.webp');
      expect(await auditOf(copy.id)).toEqual([
        expect.objectContaining({
          actorId: ids.supplierB,
          action: 'create',
          recordId: copy.id,
          before: null,
          after: snapshotOf(copy),
        }),
      ]);
      // The source is untouched, and an admin may copy any car.
      expect((await auditOf(car.id)).length).toBe(1);
      expect((await call('POST', `/api/admin/cars/${car.id}/duplicate`, 'admin')).statusCode).toBe(201);
    });
  });

  describe('DELETE /api/admin/cars/:id', () => {
    it('deletes a car without bookings, with its ranges and places, and records it', async () => {
      const car = await created('supplierA', {
        dateBasedPrices: [{ startDate: '2031-05-01', endDate: '2031-05-10', dailyPrice: 8000 }],
      });
      const response = await call('DELETE', `/api/admin/cars/${car.id}`, 'supplierA');
      expect(response.statusCode).toBe(200);
      expect(CarRemovalSchema.parse(response.json())).toEqual({ outcome: 'deleted' });
      expect(await carRow(car.id)).toBeUndefined();
      const { db } = ctx.database;
      expect(await db.select().from(carLocations).where(eq(carLocations.carId, car.id))).toEqual([]);
      expect(await db.select().from(carDateBasedPrices).where(eq(carDateBasedPrices.carId, car.id))).toEqual(
        [],
      );
      const [, event] = await auditOf(car.id);
      expect(event).toMatchObject({
        actorId: ids.supplierA,
        action: 'delete',
        recordLabel: 'Renault Clio',
        before: snapshotOf(car),
        after: null,
      });
      expect((await call('GET', `/api/admin/cars/${car.id}`, 'supplierA')).statusCode).toBe(404);
    });

    it('makes a car with bookings unavailable instead, kept for the accounts, and records it', async () => {
      const car = await created('supplierA');
      await createBooking(ctx.database.db, {
        carId: car.id,
        locationId: placeA,
        from: new Date(Date.now() - 30 * DAY),
        to: new Date(Date.now() - 28 * DAY),
        status: 'completed',
        driverId: ids.driver,
      });
      const response = await call('DELETE', `/api/admin/cars/${car.id}`, 'admin');
      expect(response.json()).toEqual({ outcome: 'madeUnavailable' });
      const read = FleetCarResponseSchema.parse(
        (await call('GET', `/api/admin/cars/${car.id}`, 'admin')).json(),
      );
      expect(read.car).toMatchObject({ availability: 'unavailable', bookingCount: 1 });
      const [, event] = await auditOf(car.id);
      expect(event).toMatchObject({
        actorId: ids.admin,
        action: 'update',
        before: { availability: 'available' },
        after: { availability: 'unavailable' },
      });
    });
  });

  describe('GET /api/admin/cars', () => {
    let listed: Record<string, FleetCar>;

    beforeAll(async () => {
      listed = {
        zoe: await created('supplierA', { name: 'Renault Zoé', licencePlate: 'ZO-001-EV', size: 'mini' }),
        zafira: await created('supplierA', { name: 'Opel Zafira', licencePlate: 'ZA-777-FR', size: 'maxi' }),
        transit: await created('admin', {
          supplierId: ids.supplierB,
          name: 'Ford Transit Zoe',
          licencePlate: null,
          size: 'maxi',
          availability: 'unavailable',
          dailyPrice: 9000,
        }),
      };
    });

    const list = async (who: Who, query = '') => {
      const response = await call('GET', `/api/admin/cars${query}`, who);
      expect(response.statusCode, response.body).toBe(200);
      expect(response.headers['cache-control']).toBe('private, no-store');
      return FleetPageSchema.parse(response.json());
    };

    it("shows a supplier its own cars only, whatever `supplier` says; an admin everyone's", async () => {
      const own = await list('supplierA', `?pageSize=100&supplier=${ids.supplierB}`);
      expect(own.cars.length).toBeGreaterThan(0);
      expect(own.cars.every((car) => car.supplier.id === ids.supplierA)).toBe(true);
      const all = await list('admin', '?pageSize=100');
      expect(new Set(all.cars.map((car) => car.supplier.id))).toEqual(
        new Set([ids.supplierA, ids.supplierB]),
      );
      const onlyB = await list('admin', `?pageSize=100&supplier=${ids.supplierB}`);
      expect(onlyB.cars.every((car) => car.supplier.id === ids.supplierB)).toBe(true);
      expect(onlyB.total).toBe(onlyB.cars.length);
      expect(onlyB.cars.map((car) => car.id)).toContain(listed.transit?.id);
    });

    it('answers the row of each car', async () => {
      const {
        cars: [row],
      } = await list('supplierA', '?keyword=ZO-001');
      const zoe = listed.zoe;
      expect(row).toEqual({
        id: zoe?.id,
        name: 'Renault Zoé',
        licencePlate: 'ZO-001-EV',
        image: null,
        supplier: { id: ids.supplierA, name: 'Atlas Rentals', logo: null },
        size: 'mini',
        fuelType: 'gasoline',
        gearbox: 'manual',
        seats: 5,
        dailyPrice: 5000,
        discountedDailyPrice: null,
        availability: 'available',
        isFullyBooked: false,
        isComingSoon: false,
        locationCount: 1,
        updatedAt: zoe?.updatedAt,
      });
    });

    it('finds by name and licence plate, case and accents aside, and filters by size and availability', async () => {
      const names = async (query: string) => (await list('admin', query)).cars.map((car) => car.name).sort();
      expect(await names('?keyword=ZOE')).toEqual(['Ford Transit Zoe', 'Renault Zoé']);
      expect(await names('?keyword=zoé&availability=available')).toEqual(['Renault Zoé']);
      expect(await names('?keyword=za777')).toEqual(['Opel Zafira']);
      expect(await names('?keyword=%25&pageSize=100')).toEqual([]);
      expect(await names('?keyword=z&size=maxi')).toEqual(['Ford Transit Zoe', 'Opel Zafira']);
      expect(await names('?keyword=nothing-like-it')).toEqual([]);
    });

    it('sorts by each field in both orders, ties broken by id, and pages without overlap', async () => {
      for (const sort of ['name', 'supplier', 'size', 'dailyPrice', 'availability', 'updatedAt']) {
        for (const order of ['asc', 'desc']) {
          const whole = await list('admin', `?sort=${sort}&order=${order}&pageSize=100`);
          const paged: string[] = [];
          for (let page = 1; (page - 1) * 3 < whole.total; page += 1) {
            const part = await list('admin', `?sort=${sort}&order=${order}&pageSize=3&page=${page}`);
            expect(part.total).toBe(whole.total);
            paged.push(...part.cars.map((car) => car.id));
          }
          expect({ sort, order, paged }).toEqual({ sort, order, paged: whole.cars.map((car) => car.id) });
        }
      }
      const prices = (await list('admin', '?sort=dailyPrice&order=desc&pageSize=100')).cars.map(
        (car) => car.dailyPrice,
      );
      expect(prices).toEqual([...prices].sort((a, b) => b - a));
      const byName = (await list('admin', '?keyword=o&sort=name')).cars.map((car) => car.name);
      expect(byName.indexOf('Ford Transit Zoe')).toBeLessThan(byName.indexOf('Opel Zafira'));
      const past = await list('admin', '?page=999');
      expect(past.cars).toEqual([]);
      expect(past.total).toBeGreaterThan(3);
    });

    it('refuses a malformed query with field codes', async () => {
      for (const query of [
        '?pageSize=0',
        '?pageSize=101',
        '?pageSize=many',
        '?page=-1',
        '?sort=colour',
        '?order=up',
        '?size=limousine',
        '?supplier=atlas',
        '?availability=maybe',
        `?keyword=${'k'.repeat(101)}`,
      ]) {
        const response = await call('GET', `/api/admin/cars${query}`, 'admin');
        expect({ query, status: response.statusCode }).toEqual({ query, status: 400 });
        expect(response.json().error.details.fields[0]).toMatchObject({ in: 'querystring' });
      }
    });
  });

  describe('the public search', () => {
    it('finds a car as soon as it is written, priced as quoteRental prices it, and follows each change', async () => {
      const from = hoursFromNow(5, 10);
      const to = new Date(from.getTime() + 10 * DAY);
      const place = await createPlace(ctx.database.db, 'SR');
      const search = async () => {
        const response = await ctx.app.inject({
          method: 'GET',
          url: `/api/cars/search?pickupLocation=${place}&from=${from.toISOString()}&to=${to.toISOString()}`,
        });
        expect(response.statusCode, response.body).toBe(200);
        return CarSearchResultSchema.parse(response.json());
      };
      expect((await search()).total).toBe(0);
      // 10 days: one week at the weekly price, then 3 days at the discounted daily price, + 10 %.
      const body = carBody({
        name: 'Weekly Car',
        dailyPrice: 5000,
        discountedDailyPrice: 4000,
        weeklyPrice: 30_000,
        locationIds: [place],
      });
      const car = await created('supplierA', body);
      const quote = quoteRental(car, { from, to }, [], { priceChangeRate: 10 }, 'UTC');
      expect(quote.totalMinor).toBe(Math.round((30_000 + 3 * 4000) * 1.1));
      const first = await search();
      expect(first.cars.map((found) => found.id)).toEqual([car.id]);
      expect(first.cars[0]?.quote).toEqual(quote);

      const cheaper = await call(
        'PUT',
        `/api/admin/cars/${car.id}`,
        'supplierA',
        carBody({ ...body, discountedDailyPrice: 3500 }),
      );
      const changed = FleetCarResponseSchema.parse(cheaper.json()).car;
      const newQuote = quoteRental(changed, { from, to }, [], { priceChangeRate: 10 }, 'UTC');
      expect(newQuote.totalMinor).toBe(Math.round((30_000 + 3 * 3500) * 1.1));
      expect((await search()).cars[0]?.quote).toEqual(newQuote);

      // A copy is found too; a car removed is not.
      const copy = await call('POST', `/api/admin/cars/${car.id}/duplicate`, 'supplierA');
      expect((await search()).total).toBe(2);
      await call('DELETE', `/api/admin/cars/${car.id}`, 'supplierA');
      expect((await search()).cars.map((found) => found.id)).toEqual([copy.json().car.id]);
      await call('PUT', `/api/admin/cars/${copy.json().car.id}`, 'supplierA', {
        ...carBody({ ...body, availability: 'unavailable' }),
      });
      expect((await search()).total).toBe(0);
    });
  });

  describe('the image', () => {
    const upload = (carId: string, who: Who, parts: MultipartPart[]) => {
      const body = multipartBody(parts);
      return ctx.app.inject({
        method: 'PUT',
        url: `/api/admin/cars/${carId}/image`,
        headers: { ...asPage(cookie[who]), 'content-type': body.contentType },
        payload: body.payload,
      });
    };
    const imagePart = (content: Buffer | string, fileName = 'car.jpg'): MultipartPart => ({
      name: 'image',
      fileName,
      contentType: 'image/jpeg',
      content,
    });
    const fileOf = (url: string) => path.join(ctx.dataDir, url);
    const carFiles = () => {
      const dir = path.join(ctx.dataDir, 'uploads', 'cars');
      return fs.existsSync(dir) ? fs.readdirSync(dir).sort() : [];
    };

    it('is cropped to 300 × 200 (stored at twice that) without metadata, recorded, and replaced cleanly', async () => {
      const car = await created('supplierA', { name: 'Pictured Car' });
      const response = await upload(car.id, 'supplierA', [imagePart(await jpegWithGps(640, 480), 'car.png')]);
      expect(response.statusCode, response.body).toBe(200);
      const pictured = FleetCarResponseSchema.parse(response.json()).car;
      const image = pictured.image ?? '';
      expect(image).toMatch(/^\/uploads\/cars\/[0-9a-f]{32}\.webp$/);
      const metadata = await sharp(fs.readFileSync(fileOf(image))).metadata();
      expect(metadata).toMatchObject({ format: 'webp', width: 600, height: 400 });
      expect(hasGpsData(metadata.exif)).toBe(false);
      expect((await ctx.app.inject({ method: 'GET', url: image })).statusCode).toBe(200);
      const [, event] = await auditOf(car.id);
      expect(event).toMatchObject({
        actorId: ids.supplierA,
        action: 'update',
        before: { image: null },
        after: { image },
      });

      // A copy shows the same file: replacing the original's picture keeps it for the copy.
      const copy = FleetCarResponseSchema.parse(
        (await call('POST', `/api/admin/cars/${car.id}/duplicate`, 'supplierA')).json(),
      ).car;
      expect(copy.image).toBe(image);
      const replaced = await upload(car.id, 'admin', [imagePart(await pngOf(500, 300))]);
      expect(replaced.statusCode).toBe(200);
      const second = replaced.json().car.image;
      expect(second).not.toBe(image);
      expect(fs.existsSync(fileOf(image))).toBe(true);
      // Once no car shows it, the file goes.
      const removed = await call('DELETE', `/api/admin/cars/${copy.id}/image`, 'supplierA');
      expect(removed.statusCode).toBe(200);
      expect(removed.json().car.image).toBeNull();
      expect(fs.existsSync(fileOf(image))).toBe(false);
      const [, removal] = await auditOf(copy.id);
      expect(removal).toMatchObject({ action: 'update', before: { image }, after: { image: null } });
      // Deleting the car removes its picture too.
      await call('DELETE', `/api/admin/cars/${car.id}`, 'supplierA');
      expect(fs.existsSync(fileOf(second))).toBe(false);
    });

    it('refuses bad files with the avatar upload codes, and another supplier, storing nothing', async () => {
      const car = await created('supplierA', { name: 'Bare Car' });
      const before = await auditCount();
      const filesBefore = carFiles();
      const refusals: [parts: MultipartPart[], status: number, code: string][] = [
        [[imagePart('<html><script>alert(1)</script></html>', 'car.jpg')], 415, 'upload.unsupportedType'],
        [[imagePart('<svg xmlns="http://www.w3.org/2000/svg"/>', 'car.svg')], 415, 'upload.unsupportedType'],
        [[imagePart((await pngOf(64, 64)).subarray(0, 200))], 422, 'upload.unreadable'],
        [[imagePart(await pngClaiming(20_000, 20_000))], 413, 'upload.tooManyPixels'],
        [[imagePart(Buffer.alloc(1_100_000, 0xff))], 413, 'upload.tooLarge'],
        [[{ name: 'note', content: 'no file' }], 400, 'validation.imageRequired'],
        [[imagePart('')], 400, 'validation.imageRequired'],
        [[{ ...imagePart(await pngOf(32, 32)), name: 'file' }], 400, 'common.invalidRequest'],
        [[imagePart(await pngOf(32, 32)), imagePart(await pngOf(32, 32))], 400, 'common.invalidRequest'],
      ];
      for (const [parts, status, code] of refusals) {
        const response = await upload(car.id, 'supplierA', parts);
        expect({ code, status: response.statusCode }).toEqual({ code, status });
        expect(response.json().error.code).toBe(code);
      }
      const notMultipart = await call('PUT', `/api/admin/cars/${car.id}/image`, 'supplierA', { image: 'x' });
      expect(notMultipart.statusCode).toBe(400);
      const stranger = await upload(car.id, 'supplierB', [imagePart(await pngOf(32, 32))]);
      expect(stranger.statusCode).toBe(404);
      expect((await upload(randomUUID(), 'admin', [imagePart(await pngOf(32, 32))])).statusCode).toBe(404);
      expect(carFiles()).toEqual(filesBefore);
      expect(await auditCount()).toBe(before);
      expect(await carRow(car.id)).toMatchObject({ image: null });
    });
  });

  describe('a change and its audit event', () => {
    it('commit together or not at all', async () => {
      const failingAudit = {
        record: async () => {
          throw new Error('audit unavailable');
        },
      };
      const fleet = createFleetService({
        database: ctx.database,
        files: { savePublic: async () => 'cars/0123456789abcdef.webp', removePublic: async () => undefined },
        audit: failingAudit,
        siteSettings: async () => parseConfig({}).siteSettings,
        log: ctx.app.log,
      });
      const admin = { id: ids.admin, type: 'admin' as const, language: 'en' as const };
      const carsBefore = (await ctx.database.db.select({ id: cars.id }).from(cars)).length;
      const input = CarInputSchema.parse(carBody({ supplierId: ids.supplierA, name: 'Never Written' }));
      await expect(fleet.createCar(admin, input)).rejects.toThrow('audit unavailable');
      expect((await ctx.database.db.select({ id: cars.id }).from(cars)).length).toBe(carsBefore);

      const car = await created('supplierA', { name: 'Stays As It Was' });
      await expect(fleet.updateCar(admin, car.id, { ...input, name: 'Changed' }, new Date())).rejects.toThrow(
        'audit unavailable',
      );
      await expect(fleet.removeCar(admin, car.id, new Date())).rejects.toThrow('audit unavailable');
      expect(await carRow(car.id)).toMatchObject({ name: 'Stays As It Was' });

      // And a real one writes both.
      const audited = createFleetService({
        database: ctx.database,
        files: { savePublic: async () => '', removePublic: async () => undefined },
        audit: createAuditService({ database: ctx.database, timeZone: 'UTC' }),
        siteSettings: async () => parseConfig({}).siteSettings,
        log: ctx.app.log,
      });
      const made = await audited.createCar(admin, input);
      expect(await auditOf(made.id)).toHaveLength(1);
      expect(await carRow(made.id)).toBeDefined();
    });
  });
});
