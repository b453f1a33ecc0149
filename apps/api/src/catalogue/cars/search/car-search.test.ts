import { eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { countCarFilters, matchesCarFilters } from '@roadbook/domain/car-filters';
import { isBlockingStatus } from '@roadbook/domain/booking-status';
import { CARS_PAGE_SIZE } from '@roadbook/domain/constants';
import {
  CarSearchResultSchema,
  type CarFilters,
  type CarSearchResult,
} from '@roadbook/domain/contracts/car-search';
import type { CarCard } from '@roadbook/domain/contracts/cars';
import { CarResponseSchema } from '@roadbook/domain/contracts/cars';
import { quoteRental } from '@roadbook/domain/pricing';
import { bookings } from '../../../db/schema/bookings';
import { carLocations, cars } from '../../../db/schema/cars';
import { createTestApp, type TestContext } from '../../../testing/test-app';
import { busiestPlaces, hoursFromNow, seedDemo } from '../../../testing/cars.fixture';

type Params = Record<string, string | number | readonly (string | number)[] | undefined>;

function queryString(params: Params): string {
  const search = new URLSearchParams();
  for (const [name, value] of Object.entries(params)) {
    if (value === undefined) continue;
    for (const item of Array.isArray(value) ? value : [value]) search.append(name, String(item));
  }
  return search.toString();
}

describe('GET /api/cars/search', () => {
  let ctx: TestContext;
  let place: string;
  const from = hoursFromNow(4, 10);
  const to = hoursFromNow(7, 10);
  /** Every car of the unfiltered search, in its order. */
  let everyCar: CarCard[];

  async function get(params: Params, headers: Record<string, string> = {}) {
    return ctx.app.inject({ method: 'GET', url: `/api/cars/search?${queryString(params)}`, headers });
  }

  async function search(params: Params): Promise<CarSearchResult> {
    const response = await get({
      pickupLocation: place,
      from: from.toISOString(),
      to: to.toISOString(),
      ...params,
    });
    expect(response.statusCode, response.body).toBe(200);
    return CarSearchResultSchema.parse(response.json());
  }

  /** Every page of a search, one after the other. */
  async function searchAll(params: Params = {}): Promise<{ cars: CarCard[]; first: CarSearchResult }> {
    const first = await search(params);
    const all = [...first.cars];
    for (let page = 2; (page - 1) * CARS_PAGE_SIZE < first.total; page += 1) {
      all.push(...(await search({ ...params, page })).cars);
    }
    return { cars: all, first };
  }

  beforeAll(async () => {
    ctx = await createTestApp();
    await seedDemo(ctx);
    const [busiest] = await busiestPlaces(ctx.database.db);
    if (!busiest) throw new Error('no place with cars');
    place = busiest.id;
    everyCar = (await searchAll()).cars;
  });
  afterAll(() => ctx.close());

  it('answers the cars that can be picked up there, are available and not booked during the period', async () => {
    const { db } = ctx.database;
    const atPlace = await db
      .select({ id: cars.id, availability: cars.availability })
      .from(carLocations)
      .innerJoin(cars, eq(cars.id, carLocations.carId))
      .where(eq(carLocations.locationId, place));
    const held = await db
      .select({
        carId: bookings.carId,
        status: bookings.status,
        startsAt: bookings.startsAt,
        endsAt: bookings.endsAt,
      })
      .from(bookings)
      .where(
        inArray(
          bookings.carId,
          atPlace.map((car) => car.id),
        ),
      );
    const isHeld = (carId: string) =>
      held.some((b) => b.carId === carId && isBlockingStatus(b.status) && b.startsAt < to && b.endsAt > from);
    const expected = atPlace
      .filter((car) => car.availability === 'available' && !isHeld(car.id))
      .map((car) => car.id);
    expect(everyCar.length).toBeGreaterThan(CARS_PAGE_SIZE);
    expect(everyCar.map((car) => car.id).sort()).toEqual(expected.sort());
    expect(new Set(everyCar.map((car) => car.id)).size).toBe(everyCar.length);
  });

  it('pages by 15 with the real total, and an empty page past the end', async () => {
    const page1 = await search({});
    const page2 = await search({ page: 2 });
    expect(page1).toMatchObject({ page: 1, pageSize: 15, total: everyCar.length });
    expect(page1.cars).toHaveLength(15);
    expect(page2.page).toBe(2);
    expect(page2.cars.map((car) => car.id)).toEqual(everyCar.slice(15, 30).map((car) => car.id));
    expect(page2.cars.some((car) => page1.cars.some((other) => other.id === car.id))).toBe(false);
    const beyond = await search({ page: 40 });
    expect(beyond).toMatchObject({ cars: [], total: everyCar.length, page: 40, pageSize: 15 });
  });

  it('prices each car with its quote for the period and no options, as POST /api/quotes and the car details do', async () => {
    for (const card of everyCar.slice(0, 20)) {
      const details = CarResponseSchema.parse(
        (await ctx.app.inject({ url: `/api/cars/${card.id}` })).json(),
      ).car;
      const expected = quoteRental(details, { from, to }, [], details.supplier);
      expect(card.quote).toEqual(expected);
      expect(card.quote.days).toBe(3);
      const quote = await ctx.app.inject({
        method: 'POST',
        url: '/api/quotes',
        payload: { carId: card.id, from: from.toISOString(), to: to.toISOString(), options: [] },
      });
      expect(quote.json()).toEqual({ quote: expected });
    }
  });

  it('shows what a result card needs: supplier with logo, image, specs', () => {
    const [car] = everyCar;
    expect(car?.supplier.name).toBeTruthy();
    expect(car?.supplier.logo).toMatch(/^\/uploads\/suppliers\/.+\.webp$/);
    expect(car?.image).toMatch(/^\/uploads\/cars\/.+\.webp$/);
    expect(everyCar.every((card) => card.availability === 'available')).toBe(true);
  });

  describe('sorts', () => {
    const totals = (list: CarCard[]) => list.map((car) => car.quote.totalMinor);

    it('by total price, cheapest first, by default (ties by id)', () => {
      for (let i = 1; i < everyCar.length; i += 1) {
        const [a, b] = [everyCar[i - 1], everyCar[i]];
        if (!a || !b) continue;
        expect(a.quote.totalMinor <= b.quote.totalMinor).toBe(true);
        if (a.quote.totalMinor === b.quote.totalMinor) expect(a.id < b.id).toBe(true);
      }
    });

    it('by total price, dearest first', async () => {
      const { cars: list } = await searchAll({ sort: 'priceDesc' });
      expect(totals(list)).toEqual([...totals(list)].sort((a, b) => b - a));
      expect(list.map((car) => car.id).sort()).toEqual(everyCar.map((car) => car.id).sort());
    });

    it('by deposit, then price', async () => {
      const { cars: list } = await searchAll({ sort: 'deposit' });
      for (let i = 1; i < list.length; i += 1) {
        const [a, b] = [list[i - 1], list[i]];
        if (!a || !b) continue;
        expect(
          a.deposit < b.deposit || (a.deposit === b.deposit && a.quote.totalMinor <= b.quote.totalMinor),
        ).toBe(true);
      }
      expect(list).toHaveLength(everyCar.length);
    });

    it('by name, then price', async () => {
      const { cars: list } = await searchAll({ sort: 'name' });
      for (let i = 1; i < list.length; i += 1) {
        const [a, b] = [list[i - 1], list[i]];
        if (!a || !b) continue;
        expect(a.name < b.name || (a.name === b.name && a.quote.totalMinor <= b.quote.totalMinor)).toBe(true);
      }
      expect(list).toHaveLength(everyCar.length);
    });
  });

  describe('filters', () => {
    /** The cars of the unfiltered search that pass `filters`, by the domain's own rule. */
    const expectedFor = (filters: CarFilters) =>
      everyCar.filter((car) => matchesCarFilters(car, filters)).map((car) => car.id);

    const cases: [name: string, filters: CarFilters][] = [
      ['one size', { size: ['mini'] }],
      ['two sizes', { size: ['midi', 'maxi'] }],
      ['a fuel', { fuel: ['diesel'] }],
      ['two fuels', { fuel: ['electric', 'hybrid'] }],
      ['automatic gearbox', { gearbox: ['automatic'] }],
      ['manual gearbox', { gearbox: ['manual'] }],
      ['limited mileage', { mileage: ['limited'] }],
      ['unlimited mileage', { mileage: ['unlimited'] }],
      ['both mileage modes', { mileage: ['limited', 'unlimited'] }],
      ['a fuel policy', { fuelPolicy: ['fullToFull'] }],
      ['two fuel policies', { fuelPolicy: ['likeForlike', 'freeTank'] }],
      ['2 seats', { seats: ['2'] }],
      ['4 seats', { seats: ['4'] }],
      ['5 seats', { seats: ['5'] }],
      ['more than 5 seats', { seats: ['5+'] }],
      ['a multimedia feature', { multimedia: ['appleCarPlay'] }],
      ['any of two multimedia features', { multimedia: ['touchscreen', 'androidAuto'] }],
      ['4 doors or more', { doors: ['4+'] }],
      ['air conditioning', { aircon: ['true'] }],
      ['deposit at most 500 USD', { depositMax: 50_000 }],
      ['deposit at most 250 USD', { depositMax: 25_000 }],
      ['groups combined', { size: ['mini', 'midi'], gearbox: ['automatic'], aircon: ['true'] }],
      [
        'many groups',
        { fuel: ['diesel', 'gasoline'], seats: ['5', '5+'], doors: ['4+'], depositMax: 100_000 },
      ],
    ];

    it.each(cases)('%s: every car passes, and every passing car is found', async (_name, filters) => {
      const { cars: list, first } = await searchAll(filters);
      for (const car of list) expect(matchesCarFilters(car, filters), car.id).toBe(true);
      const expected = expectedFor(filters);
      expect(expected.length).toBeGreaterThan(0);
      expect(list.map((car) => car.id).sort()).toEqual([...expected].sort());
      expect(first.total).toBe(expected.length);
    });

    it('filters by supplier', async () => {
      const suppliers = [...new Set(everyCar.map((car) => car.supplier.id))];
      expect(suppliers.length).toBeGreaterThan(1);
      const chosen = suppliers.slice(0, 2);
      const { cars: list } = await searchAll({ supplier: chosen });
      expect(list.map((car) => car.id).sort()).toEqual(expectedFor({ supplier: chosen }).sort());
      expect(list.every((car) => chosen.includes(car.supplier.id))).toBe(true);
    });

    it('finds nothing, with zero total, when no car passes', async () => {
      const result = await search({ size: 'bus', seats: '2' });
      expect(result).toMatchObject({ cars: [], total: 0 });
    });

    it.each<[string, CarFilters]>([
      ['no filter', {}],
      ['one group', { size: ['mini', 'midi'] }],
      [
        'several groups',
        { gearbox: ['manual'], seats: ['5'], multimedia: ['bluetooth'], depositMax: 75_000 },
      ],
      [
        'every group',
        {
          supplier: [],
          size: ['mini', 'midi', 'maxi', 'pickup'],
          fuel: ['diesel', 'gasoline', 'hybrid'],
          gearbox: ['manual', 'automatic'],
          mileage: ['unlimited'],
          fuelPolicy: ['fullToFull', 'likeForlike'],
          seats: ['4', '5'],
          multimedia: ['bluetooth'],
          doors: ['4+'],
          aircon: ['true'],
          depositMax: 150_000,
        },
      ],
    ])('counts each value among the cars passing the other groups (%s)', async (_name, filters) => {
      const { supplier = [], ...rest } = filters;
      const result = await search({ ...rest, supplier: supplier.length > 0 ? supplier : undefined });
      expect(result.counts).toEqual(countCarFilters(everyCar, filters));
    });
  });
});
