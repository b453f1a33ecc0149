import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CarSearchResultSchema } from '@roadbook/domain/contracts/car-search';
import { carBlocks } from '../../../db/schema/car-blocks';
import { cars } from '../../../db/schema/cars';
import { users } from '../../../db/schema/users';
import { createTestApp, type TestContext } from '../../../testing/test-app';
import {
  busiestPlaces,
  createBooking,
  createCar,
  createSupplier,
  HOUR,
  hoursFromNow,
  seedDemo,
} from '../../../testing/cars.fixture';

describe('GET /api/cars/search: availability, places and validation', () => {
  let ctx: TestContext;
  let place: string;
  let otherPlace: string;
  const from = hoursFromNow(10, 9);
  const to = hoursFromNow(12, 9);

  const url = (params: Record<string, string>) =>
    `/api/cars/search?${new URLSearchParams(params).toString()}`;
  const period = { from: from.toISOString(), to: to.toISOString() };

  async function foundIds(params: Record<string, string> = {}) {
    const ids: string[] = [];
    for (let page = 1; ; page += 1) {
      const response = await ctx.app.inject({
        url: url({ pickupLocation: place, ...period, ...params, page: String(page) }),
      });
      expect(response.statusCode, response.body).toBe(200);
      const result = CarSearchResultSchema.parse(response.json());
      ids.push(...result.cars.map((car) => car.id));
      if (page * result.pageSize >= result.total) return ids;
    }
  }

  beforeAll(async () => {
    ctx = await createTestApp();
    await seedDemo(ctx);
    const places = await busiestPlaces(ctx.database.db);
    place = places[0]?.id ?? '';
    otherPlace = places[places.length - 1]?.id ?? '';
  });
  afterAll(() => ctx.close());

  describe('a car booked during the period', () => {
    let supplierId: string;
    beforeAll(async () => {
      supplierId = await createSupplier(ctx.database.db, { name: 'Booked Rentals', priceChangeRate: 0 });
    });

    const newCar = () => createCar(ctx.database.db, { supplierId, locationIds: [place] });

    it.each([
      ['paid', true],
      ['pending', true],
      ['confirmed', true],
      ['deposit', true],
      ['reserved', true],
      ['cancelled', false],
      ['completed', false],
    ] as const)('in status %s is hidden: %s', async (status, isHidden) => {
      const carId = await newCar();
      await createBooking(ctx.database.db, {
        carId,
        locationId: place,
        from: new Date(from.getTime() - 5 * HOUR),
        to: new Date(from.getTime() + HOUR),
        status,
      });
      expect((await foundIds()).includes(carId)).toBe(!isHidden);
    });

    it('void, is hidden while its payment window is open, and shown once it has ended', async () => {
      const open = await newCar();
      const ended = await newCar();
      const booking = {
        locationId: place,
        from: new Date(to.getTime() - HOUR),
        to: new Date(to.getTime() + HOUR),
      };
      const status = 'void' as const;
      await createBooking(ctx.database.db, {
        ...booking,
        carId: open,
        status,
        paymentExpiresAt: hoursFromNow(0, 1),
      });
      await createBooking(ctx.database.db, {
        ...booking,
        carId: ended,
        status,
        paymentExpiresAt: new Date(Date.now() - HOUR),
      });
      const ids = await foundIds();
      expect(ids.includes(open)).toBe(false);
      expect(ids.includes(ended)).toBe(true);
    });

    it('is shown when the booking ends at pick-up or starts at drop-off (periods are half-open)', async () => {
      const before = await newCar();
      const after = await newCar();
      await createBooking(ctx.database.db, {
        carId: before,
        locationId: place,
        from: new Date(from.getTime() - 48 * HOUR),
        to: from,
        status: 'paid',
      });
      await createBooking(ctx.database.db, {
        carId: after,
        locationId: place,
        from: to,
        to: new Date(to.getTime() + 48 * HOUR),
        status: 'paid',
      });
      const ids = await foundIds();
      expect(ids).toEqual(expect.arrayContaining([before, after]));
    });

    it('is shown for another period', async () => {
      const carId = await newCar();
      await createBooking(ctx.database.db, { carId, locationId: place, from, to, status: 'paid' });
      expect((await foundIds()).includes(carId)).toBe(false);
      const later = {
        from: new Date(to.getTime() + 24 * HOUR).toISOString(),
        to: new Date(to.getTime() + 72 * HOUR).toISOString(),
      };
      expect((await foundIds(later)).includes(carId)).toBe(true);
    });
  });

  describe('a car blocked during the period (maintenance)', () => {
    let supplierId: string;
    beforeAll(async () => {
      supplierId = await createSupplier(ctx.database.db, { name: 'Blocked Rentals', priceChangeRate: 0 });
    });

    const newCar = () => createCar(ctx.database.db, { supplierId, locationIds: [place] });
    const block = (carId: string, startsAt: Date, endsAt: Date) =>
      ctx.database.db.insert(carBlocks).values({ carId, startsAt, endsAt });
    const total = async (params: Record<string, string> = {}) => {
      const response = await ctx.app.inject({ url: url({ pickupLocation: place, ...period, ...params }) });
      return CarSearchResultSchema.parse(response.json()).total;
    };

    it('is hidden from the results and the counts while the block meets the period, shown otherwise', async () => {
      const carId = await newCar();
      const totalBefore = await total();
      await block(carId, new Date(to.getTime() - HOUR), new Date(to.getTime() + 24 * HOUR));
      expect((await foundIds()).includes(carId)).toBe(false);
      expect(await total()).toBe(totalBefore - 1);
      const later = {
        from: new Date(to.getTime() + 24 * HOUR).toISOString(),
        to: new Date(to.getTime() + 72 * HOUR).toISOString(),
      };
      expect((await foundIds(later)).includes(carId)).toBe(true);
    });

    it('is shown when the block ends at pick-up or starts at drop-off (periods are half-open)', async () => {
      const before = await newCar();
      const after = await newCar();
      await block(before, new Date(from.getTime() - 48 * HOUR), from);
      await block(after, to, new Date(to.getTime() + 48 * HOUR));
      expect(await foundIds()).toEqual(expect.arrayContaining([before, after]));
    });
  });

  it('hides unavailable cars and cars that cannot be picked up at the place', async () => {
    const supplierId = await createSupplier(ctx.database.db, { name: 'Elsewhere Cars', priceChangeRate: 0 });
    const unavailable = await createCar(ctx.database.db, {
      supplierId,
      locationIds: [place],
      availability: 'unavailable',
    });
    const elsewhere = await createCar(ctx.database.db, { supplierId, locationIds: [otherPlace] });
    const here = await createCar(ctx.database.db, { supplierId, locationIds: [place, otherPlace] });
    const ids = await foundIds();
    expect(ids.includes(unavailable)).toBe(false);
    expect(ids.includes(elsewhere)).toBe(false);
    expect(ids.includes(here)).toBe(true);
    await ctx.database.db.update(cars).set({ availability: 'unavailable' }).where(eq(cars.id, here));
    expect((await foundIds()).includes(here)).toBe(false);
  });

  it('hides the cars of suppliers that are not public (unverified or suspended)', async () => {
    const { db } = ctx.database;
    const unverified = await createSupplier(db, {
      name: 'Unverified Cars',
      priceChangeRate: 0,
      isVerified: false,
    });
    const suspended = await createSupplier(db, { name: 'Suspended Cars', priceChangeRate: 0 });
    await db.update(users).set({ isBlacklisted: true }).where(eq(users.id, suspended));
    const hidden = [
      await createCar(db, { supplierId: unverified, locationIds: [place] }),
      await createCar(db, { supplierId: suspended, locationIds: [place] }),
    ];
    const ids = await foundIds();
    expect(hidden.filter((id) => ids.includes(id))).toEqual([]);
  });

  it('accepts a drop-off place that exists', async () => {
    const response = await ctx.app.inject({
      url: url({ pickupLocation: place, dropOffLocation: otherPlace, ...period }),
    });
    expect(response.statusCode).toBe(200);
  });

  it.each(['pickupLocation', 'dropOffLocation'])('answers 404 for an unknown %s', async (field) => {
    const params = { pickupLocation: place, ...period, [field]: randomUUID() };
    const response = await ctx.app.inject({ url: url(params), headers: { 'accept-language': 'fr' } });
    expect(response.statusCode).toBe(404);
    expect(response.json().error).toEqual({
      code: 'common.notFound',
      message: 'La ressource demandée est introuvable',
      details: { field },
    });
  });

  const invalid: [name: string, params: Record<string, string>, path: string, code: string][] = [
    ['a malformed pick-up id', { pickupLocation: 'paris' }, 'pickupLocation', 'validation.invalidValue'],
    ['a malformed drop-off id', { dropOffLocation: '42' }, 'dropOffLocation', 'validation.invalidValue'],
    ['an unknown size', { size: 'huge' }, 'size', 'validation.invalidValue'],
    ['an unknown seat tier', { seats: '3' }, 'seats', 'validation.invalidValue'],
    ['an unknown sort', { sort: 'cheapest' }, 'sort', 'validation.invalidValue'],
    ['page 0', { page: '0' }, 'page', 'validation.invalidValue'],
    ['a page that is no number', { page: 'two' }, 'page', 'validation.invalidValue'],
    ['a negative deposit', { depositMax: '-5' }, 'depositMax', 'validation.invalidValue'],
    ['a malformed supplier id', { supplier: 'acme' }, 'supplier', 'validation.invalidValue'],
    ['a pick-up that is no date', { from: 'tomorrow' }, 'from', 'validation.invalidDate'],
    ['a drop-off on February 30', { to: '2031-02-30T10:00:00Z' }, 'to', 'validation.invalidDate'],
    ['a pick-up without offset', { from: '2031-02-10T10:00:00' }, 'from', 'validation.invalidDate'],
  ];

  it.each(invalid)('answers 400 with a field code for %s', async (_name, params, path, code) => {
    const response = await ctx.app.inject({ url: url({ pickupLocation: place, ...period, ...params }) });
    expect(response.statusCode).toBe(400);
    const { error } = response.json();
    expect(error.code).toBe('common.invalidRequest');
    expect(error.details.fields).toContainEqual(expect.objectContaining({ path, code, in: 'querystring' }));
  });

  it('needs a pick-up place and both dates', async () => {
    const response = await ctx.app.inject({ url: '/api/cars/search' });
    expect(response.statusCode).toBe(400);
    const paths = response.json().error.details.fields.map((field: { path: string }) => field.path);
    expect(paths).toEqual(expect.arrayContaining(['pickupLocation', 'from', 'to']));
  });

  const soon = hoursFromNow(1);
  const rules: [
    name: string,
    from: Date,
    to: Date,
    code: string,
    field: string,
    count: number,
    en: string,
    fr: string,
  ][] = [
    [
      'a pick-up less than an hour ahead',
      new Date(Date.now() + 20 * 60_000),
      hoursFromNow(2),
      'validation.pickUpTooSoon',
      'from',
      1,
      'Pick-up must be at least 1 hour from now',
      'La prise en charge doit être prévue au moins 1 heure à l’avance',
    ],
    [
      'a drop-off less than an hour after pick-up',
      hoursFromNow(2),
      new Date(hoursFromNow(2).getTime() + 30 * 60_000),
      'validation.rentalTooShort',
      'to',
      1,
      'Drop-off must be at least 1 hour after pick-up',
      'La restitution doit avoir lieu au moins 1 heure après la prise en charge',
    ],
    [
      'a drop-off before pick-up',
      hoursFromNow(3),
      hoursFromNow(2),
      'validation.rentalTooShort',
      'to',
      1,
      'Drop-off must be at least 1 hour after pick-up',
      'La restitution doit avoir lieu au moins 1 heure après la prise en charge',
    ],
    [
      'a rental longer than 365 days',
      soon,
      new Date(soon.getTime() + (365 * 24 + 1) * HOUR + 5 * 24 * HOUR),
      'validation.rentalTooLong',
      'to',
      365,
      'A rental can last at most 365 days',
      'Une location peut durer au plus 365 jours',
    ],
  ];

  it.each(rules)('refuses %s with the rule, its count and field, in English and French', async (...args) => {
    const [, ruleFrom, ruleTo, code, field, count, en, fr] = args;
    const params = { pickupLocation: place, from: ruleFrom.toISOString(), to: ruleTo.toISOString() };
    for (const [language, message] of [
      ['en', en],
      ['fr', fr],
    ] as const) {
      const response = await ctx.app.inject({ url: url(params), headers: { 'accept-language': language } });
      expect(response.statusCode).toBe(400);
      expect(response.json().error).toEqual({ code, message, details: { count, field } });
    }
  });
});
