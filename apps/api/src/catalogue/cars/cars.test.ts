import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CarResponseSchema } from '@roadbook/domain/contracts/cars';
import { users } from '../../db/schema/users';
import { createTestApp, type TestContext } from '../../testing/test-app';
import { busiestPlaces, createCar, createPlace, createSupplier } from '../../testing/cars.fixture';

describe('GET /api/cars/:id', () => {
  let ctx: TestContext;
  let place: string;
  let supplierId: string;

  beforeAll(async () => {
    ctx = await createTestApp();
    const { db } = ctx.database;
    place = await createPlace(db, 'FR');
    supplierId = await createSupplier(db, { name: 'Rhône Rentals', priceChangeRate: 12.5 });
    expect(await busiestPlaces(db)).toEqual([]);
  });
  afterAll(() => ctx.close());

  it('answers every field of the car under its name in the rules, with its supplier and places', async () => {
    const { db } = ctx.database;
    await db
      .update(users)
      .set({ avatar: 'suppliers/rhone.webp', isLicenceRequired: false })
      .where(eq(users.id, supplierId));
    const id = await createCar(
      db,
      {
        supplierId,
        locationIds: [place],
        name: 'Peugeot 3008',
        image: 'cars/3008.webp',
        size: 'midi',
        fuelType: 'diesel',
        gearbox: 'automatic',
        seats: 5,
        doors: 5,
        aircon: true,
        multimedia: ['bluetooth', 'appleCarPlay'],
        mileage: 250,
        fuelPolicy: 'likeForlike',
        deposit: 80_000,
        minimumAge: 23,
        dailyPrice: 6500,
        discountedDailyPrice: 6000,
        weeklyPrice: 40_000,
        monthlyPrice: 150_000,
        isDateBasedPrice: true,
        cancellation: 2500,
        amendments: 0,
        theftProtection: -1,
        collisionDamageWaiver: 900,
        fullInsurance: 1800,
        additionalDriver: 0,
        isComingSoon: true,
      },
      [
        { startDate: '2031-07-01', endDate: '2031-07-31', dailyPrice: 9000 },
        { startDate: '2031-01-02', endDate: '2031-01-05', dailyPrice: 7000 },
      ],
    );
    const response = await ctx.app.inject({ url: `/api/cars/${id}` });
    expect(response.statusCode).toBe(200);
    const { car } = CarResponseSchema.parse(response.json());
    expect(car).toEqual({
      id,
      name: 'Peugeot 3008',
      image: '/uploads/cars/3008.webp',
      size: 'midi',
      fuelType: 'diesel',
      gearbox: 'automatic',
      seats: 5,
      doors: 5,
      aircon: true,
      multimedia: ['bluetooth', 'appleCarPlay'],
      mileage: 250,
      fuelPolicy: 'likeForlike',
      deposit: 80_000,
      availability: 'available',
      isFullyBooked: false,
      isComingSoon: true,
      minimumAge: 23,
      cancellation: 2500,
      amendments: 0,
      theftProtection: -1,
      collisionDamageWaiver: 900,
      fullInsurance: 1800,
      additionalDriver: 0,
      dailyPrice: 6500,
      discountedDailyPrice: 6000,
      weeklyPrice: 40_000,
      discountedWeeklyPrice: null,
      biWeeklyPrice: null,
      discountedBiWeeklyPrice: null,
      monthlyPrice: 150_000,
      discountedMonthlyPrice: null,
      isDateBasedPrice: true,
      dateBasedPrices: [
        { startDate: '2031-01-02', endDate: '2031-01-05', dailyPrice: 7000 },
        { startDate: '2031-07-01', endDate: '2031-07-31', dailyPrice: 9000 },
      ],
      locationIds: [place],
      isLicenceRequired: false,
      supplier: {
        id: supplierId,
        name: 'Rhône Rentals',
        logo: '/uploads/suppliers/rhone.webp',
        priceChangeRate: 12.5,
        isPayAtCounterAllowed: false,
        minimumRentalDays: 1,
      },
    });
  });

  it('shows an unavailable car, with its availability, and a car without image or places', async () => {
    const id = await createCar(ctx.database.db, { supplierId, availability: 'unavailable' });
    const response = await ctx.app.inject({ url: `/api/cars/${id}` });
    expect(response.statusCode).toBe(200);
    expect(response.json().car).toMatchObject({ availability: 'unavailable', image: null, locationIds: [] });
  });

  it('asks for a licence when the car does or its supplier does (a supplier that has not said does)', async () => {
    const { db } = ctx.database;
    const relaxed = await createSupplier(db, {
      name: 'Relaxed',
      priceChangeRate: 0,
      isLicenceRequired: false,
    });
    const strict = await createSupplier(db, { name: 'Strict', priceChangeRate: 0, isLicenceRequired: true });
    const silent = await createSupplier(db, { name: 'Silent', priceChangeRate: 0 });
    const cases = [
      { supplierId: relaxed, isLicenceRequired: false, expected: false },
      { supplierId: relaxed, isLicenceRequired: true, expected: true },
      { supplierId: strict, isLicenceRequired: false, expected: true },
      { supplierId: silent, isLicenceRequired: false, expected: true },
    ];
    for (const { supplierId: owner, isLicenceRequired, expected } of cases) {
      const id = await createCar(db, { supplierId: owner, isLicenceRequired });
      const { car } = CarResponseSchema.parse((await ctx.app.inject({ url: `/api/cars/${id}` })).json());
      expect({ owner, isLicenceRequired, required: car.isLicenceRequired }).toEqual({
        owner,
        isLicenceRequired,
        required: expected,
      });
    }
  });

  it('answers 404 for an unknown car, in the asked language', async () => {
    const response = await ctx.app.inject({
      url: `/api/cars/${randomUUID()}`,
      headers: { 'accept-language': 'es' },
    });
    expect(response.statusCode).toBe(404);
    expect(response.json().error).toEqual({
      code: 'common.notFound',
      message: 'No se ha encontrado el recurso solicitado',
    });
  });

  it('answers 404 for a car of a suspended or unverified supplier (not a public one)', async () => {
    const suspended = await createSupplier(ctx.database.db, { name: 'Gone Cars', priceChangeRate: 0 });
    const unverified = await createSupplier(ctx.database.db, {
      name: 'New Cars',
      priceChangeRate: 0,
      isVerified: false,
    });
    await ctx.database.db.update(users).set({ isBlacklisted: true }).where(eq(users.id, suspended));
    for (const supplierId of [suspended, unverified]) {
      const id = await createCar(ctx.database.db, { supplierId, locationIds: [place] });
      expect((await ctx.app.inject({ url: `/api/cars/${id}` })).statusCode).toBe(404);
    }
  });

  it('answers 400 with a field code for a malformed id', async () => {
    const response = await ctx.app.inject({ url: '/api/cars/not-a-car' });
    expect(response.statusCode).toBe(400);
    expect(response.json().error).toMatchObject({
      code: 'common.invalidRequest',
      details: { fields: [{ path: 'id', in: 'params', code: 'validation.invalidValue' }] },
    });
  });
});
