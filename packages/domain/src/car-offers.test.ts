// What a car search shows: the free and quotable cars of a place, counted, filtered, sorted, paged, quoted.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { isCarHeld, searchCarOffers, type CarHold, type CarOfferSearch, type OfferedCar } from './car-offers';
import { countCarFilters } from './car-filters';
import { CARS_PAGE_SIZE, MAX_AMOUNT_MINOR } from './constants';
import type { CarSearchSort } from './contracts/car-search';
import { VEHICLE_SIZES } from './enums';
import { quoteRental } from './pricing';
import { makeFilterableCar } from './testing/filterable-car.fixture';
import { DAY, HOUR, makeCar as makePricedCar } from './testing/priced-car.fixture';

const SUPPLIER = { id: '11111111-1111-4111-8111-111111111111', priceChangeRate: 0 };
const OTHER_SUPPLIER = { id: '22222222-2222-4222-8222-222222222222', priceChangeRate: 0 };

// A 3-day rental, searched ten days before it starts.
const FROM = new Date('2025-06-10T10:00:00Z');
const TO = new Date(FROM.getTime() + 3 * DAY);
const NOW = new Date('2025-06-01T12:00:00Z');

/** A free mini car at 5,000 a day (15,000 for the 3-day rental), options unavailable. */
function offeredCar(id: string, overrides: Partial<OfferedCar> = {}): OfferedCar {
  return {
    ...makePricedCar({ dailyPrice: 5000 }),
    ...makeFilterableCar(SUPPLIER.id),
    id,
    name: `Car ${id}`,
    supplier: SUPPLIER,
    holds: [],
    ...overrides,
  };
}

function search(cars: readonly OfferedCar[], overrides: Partial<CarOfferSearch> = {}) {
  return searchCarOffers(cars, {
    from: FROM,
    to: TO,
    filters: {},
    sort: 'price',
    page: 1,
    now: NOW,
    timeZone: 'UTC',
    ...overrides,
  });
}

const idsOf = (offers: ReturnType<typeof search>) => offers.cars.map(({ car }) => car.id);

const [from, to, now] = [FROM.getTime(), TO.getTime(), NOW.getTime()];
const booked = (startsAt: number, endsAt: number): CarHold => ({ startsAt, endsAt, until: Infinity });

describe('searchCarOffers: cars held during the period', () => {
  it.each<[name: string, hold: CarHold, held: boolean]>([
    ['a booking overlapping the pick-up', booked(from - DAY, from + HOUR), true],
    ['a booking overlapping the drop-off', booked(to - HOUR, to + DAY), true],
    ['a booking inside the period', booked(from + HOUR, to - HOUR), true],
    ['a booking covering the whole period', booked(from - DAY, to + DAY), true],
    ['a booking ending exactly at pick-up', booked(from - DAY, from), false],
    ['a booking starting exactly at drop-off', booked(to, to + DAY), false],
    ['a booking ending a millisecond after pick-up', booked(from - DAY, from + 1), true],
    ['a booking starting a millisecond before drop-off', booked(to - 1, to + DAY), true],
    ['a void booking whose payment window has ended', { ...booked(from, to), until: now - 1 }, false],
    ['a void booking whose payment window ends right now', { ...booked(from, to), until: now }, false],
    ['a void booking whose payment window is still open', { ...booked(from, to), until: now + 1 }, true],
    ['a void booking whose payment window is not set', booked(from, to), true],
  ])('%s: held %s', (_name, hold, held) => {
    const car = offeredCar('car', { holds: [booked(0, DAY), hold] });
    const offers = search([offeredCar('free'), car]);
    expect(idsOf(offers)).toEqual(held ? ['free'] : ['car', 'free']);
    expect(offers.total).toBe(held ? 1 : 2);
    expect(offers.counts.size.mini).toBe(held ? 1 : 2);
    expect(isCarHeld(car, from, to, now)).toBe(held);
  });
});

describe('searchCarOffers: totals beyond the largest amount', () => {
  const oneDay = { to: new Date(from + DAY) };

  it('offers a car whose total is exactly the largest amount, not one unit more', () => {
    const cars = [
      offeredCar('at-max', { dailyPrice: MAX_AMOUNT_MINOR }),
      offeredCar('over-max', { dailyPrice: MAX_AMOUNT_MINOR + 1, size: 'midi' }),
    ];
    const offers = search(cars, oneDay);
    expect(idsOf(offers)).toEqual(['at-max']);
    expect(offers.cars[0]?.quote.totalMinor).toBe(MAX_AMOUNT_MINOR);
    expect(offers.total).toBe(1);
    expect(offers.counts.size).toMatchObject({ mini: 1, midi: 0 });
  });

  it('leaves out a car pushed over it by the rental length or its supplier’s rate, in every count', () => {
    const cars = [
      offeredCar('cheap'),
      offeredCar('long', { dailyPrice: 1_000_000_000, size: 'bus' }),
      offeredCar('rated', {
        dailyPrice: 2_000_000_000,
        size: 'truck',
        supplier: { ...OTHER_SUPPLIER, priceChangeRate: 10 },
      }),
    ];
    const offers = search(cars, {
      ...oneDay,
      sort: 'priceDesc',
      filters: { size: ['mini', 'bus', 'truck'] },
    });
    expect(idsOf(offers)).toEqual(['long', 'cheap']);
    expect(offers.total).toBe(2);
    expect(offers.counts.size).toMatchObject({ mini: 1, bus: 1, truck: 0 });
    expect(offers.counts.supplier).toEqual({ [SUPPLIER.id]: 2 });
    // Over three days the 1-billion car passes the largest amount too.
    const threeDays = search(cars, { sort: 'priceDesc' });
    expect(idsOf(threeDays)).toEqual(['cheap']);
    expect(threeDays.counts.size).toMatchObject({ mini: 1, bus: 0, truck: 0 });
  });
});

describe('searchCarOffers: sorts', () => {
  // Totals for 3 days: z 9,000; B, a, b 15,000; m 18,000; A 12,000 + 60 % = 19,200.
  const fleet = [
    offeredCar('b', { name: 'Clio', deposit: 20_000 }),
    offeredCar('m', { name: 'Élan', dailyPrice: 6000, deposit: 10_000 }),
    offeredCar('A', {
      name: 'Clio',
      dailyPrice: 4000,
      deposit: 20_000,
      supplier: { ...OTHER_SUPPLIER, priceChangeRate: 60 },
    }),
    offeredCar('z', { name: 'Zafira', dailyPrice: 3000, deposit: 50_000 }),
    offeredCar('a', { name: 'Clio', deposit: 20_000 }),
    offeredCar('B', { name: 'Clio', deposit: 20_000 }),
  ];

  it.each<[sort: CarSearchSort, order: string[], rule: string]>([
    ['price', ['z', 'B', 'a', 'b', 'm', 'A'], 'total with the supplier rate, ties by id in code units'],
    ['priceDesc', ['A', 'm', 'B', 'a', 'b', 'z'], 'highest total first, ties still by id ascending'],
    ['deposit', ['m', 'B', 'a', 'b', 'A', 'z'], 'deposit, then total, then id'],
    ['name', ['B', 'a', 'b', 'A', 'z', 'm'], 'name in code units (Z before É), then total, then id'],
  ])('%s: %j (%s)', (sort, order) => {
    const offers = search(fleet, { sort });
    expect(idsOf(offers)).toEqual(order);
    expect(offers.cars.map(({ quote }) => quote.totalMinor)).toEqual(
      order.map((id) => ({ z: 9000, B: 15_000, a: 15_000, b: 15_000, m: 18_000, A: 19_200 })[id]),
    );
  });

  it('keeps the same order whatever order the place lists its cars in', () => {
    for (const sort of ['price', 'priceDesc', 'deposit', 'name'] as const) {
      expect(idsOf(search([...fleet].reverse(), { sort }))).toEqual(idsOf(search(fleet, { sort })));
    }
  });
});

describe('searchCarOffers: pages', () => {
  // car-01 is the cheapest, car-31 the dearest; the buses never match the filter.
  const cars = Array.from({ length: 31 }, (_, index) =>
    offeredCar(`car-${String(index + 1).padStart(2, '0')}`, { dailyPrice: 1000 + index }),
  );
  const fleet = [...cars, offeredCar('bus-1', { size: 'bus' }), offeredCar('bus-2', { size: 'bus' })];
  const idsFrom = (first: number, last: number) => cars.slice(first - 1, last).map((car) => car.id);

  it.each([
    [1, idsFrom(1, 15)],
    [2, idsFrom(16, 30)],
    [3, idsFrom(31, 31)],
    [4, []],
  ])('page %i holds its cars of the sorted matches, and the total counts them all', (page, ids) => {
    const offers = search(fleet, { page, filters: { size: ['mini'] } });
    expect(idsOf(offers)).toEqual(ids);
    expect(offers.total).toBe(31);
  });

  it('holds CARS_PAGE_SIZE cars at most', () => {
    expect(search(fleet).cars).toHaveLength(CARS_PAGE_SIZE);
    expect(search(fleet).total).toBe(33);
  });
});

describe('searchCarOffers: filter counts', () => {
  it('counts every free, quotable car (matching or not), never a held or unquotable one', () => {
    const miniDiesel = offeredCar('mini-diesel', { fuelType: 'diesel' });
    const miniElectric = offeredCar('mini-electric', { fuelType: 'electric', supplier: OTHER_SUPPLIER });
    const midiDiesel = offeredCar('midi-diesel', { size: 'midi', fuelType: 'diesel', deposit: 20_000 });
    const held = offeredCar('held', { size: 'midi', fuelType: 'diesel', holds: [booked(from, to)] });
    const unquotable = offeredCar('unquotable', {
      size: 'midi',
      fuelType: 'diesel',
      dailyPrice: MAX_AMOUNT_MINOR,
    });
    const filters = { size: ['mini' as const], fuel: ['diesel' as const] };
    const offers = search([miniDiesel, held, miniElectric, unquotable, midiDiesel], { filters });
    expect(idsOf(offers)).toEqual(['mini-diesel']);
    expect(offers.total).toBe(1);
    expect(offers.counts).toEqual(countCarFilters([miniDiesel, miniElectric, midiDiesel], filters));
    // Sizes among the free diesel cars, fuels among the free minis.
    expect(offers.counts.size).toMatchObject({ mini: 1, midi: 1 });
    expect(offers.counts.fuel).toMatchObject({ diesel: 1, electric: 1 });
  });
});

describe('searchCarOffers: quotes of the page', () => {
  // 22:30 UTC on 1 June is 07:30 on 2 June in Tokyo: the rental's days are 2, 3 and 4 June there.
  const period = { from: new Date('2025-06-01T22:30:00Z'), to: new Date('2025-06-04T22:30:00Z') };
  const dateBased = offeredCar('date-based', {
    isDateBasedPrice: true,
    dateBasedPrices: [{ startDate: '2025-06-04', endDate: '2025-06-04', dailyPrice: 9000 }],
  });
  const tiered = offeredCar('tiered', {
    dailyPrice: 7000,
    biWeeklyPrice: 15_000,
    supplier: { ...OTHER_SUPPLIER, priceChangeRate: 12.5 },
  });
  const cars = [dateBased, tiered];

  it.each(['Asia/Tokyo', 'UTC', 'America/Los_Angeles'])('equal quoteRental in %s', (timeZone) => {
    const offers = search(cars, { ...period, timeZone });
    expect(offers.cars).toHaveLength(2);
    for (const { car, quote } of offers.cars) {
      expect(quote).toEqual(quoteRental(car, period, [], car.supplier, timeZone));
    }
  });

  it('prices date-based days on the calendar of the marketplace time zone, and sorts by that price', () => {
    // Tiered: one 3-day block at 15,000 + 12.5 % = 16,875, wherever the days fall.
    const tokyo = search(cars, { ...period, timeZone: 'Asia/Tokyo' });
    expect(idsOf(tokyo)).toEqual(['tiered', 'date-based']);
    expect(tokyo.cars[1]?.quote.totalMinor).toBe(19_000);
    expect(tokyo.cars[1]?.quote.lines).toContainEqual({
      code: 'dateBased',
      quantity: 1,
      unitMinor: 9000,
      totalMinor: 9000,
    });
    // In UTC the days are 1, 2 and 3 June: no date-based day.
    const utc = search(cars, { ...period, timeZone: 'UTC' });
    expect(idsOf(utc)).toEqual(['date-based', 'tiered']);
    expect(utc.cars[0]?.quote.totalMinor).toBe(15_000);
  });
});

/** True when `a` comes strictly before `b`, element by element (strings in code units). */
function comesFirst(a: readonly (string | number)[], b: readonly (string | number)[]): boolean {
  for (const [index, value] of a.entries()) {
    const other = b[index];
    if (other === undefined || value > other) return false;
    if (value < other) return true;
  }
  return false;
}

describe('searchCarOffers properties', () => {
  const anyHold: fc.Arbitrary<CarHold> = fc
    .record({
      start: fc.integer({ min: -5 * DAY, max: 8 * DAY }),
      length: fc.integer({ min: 1, max: 4 * DAY }),
      until: fc.constantFrom(Infinity, now - 1, now + 1),
    })
    .map(({ start, length, until }) => ({ startsAt: from + start, endsAt: from + start + length, until }));
  const anyFleet = fc.uniqueArray(
    fc.record({
      id: fc.string({ minLength: 1, maxLength: 3 }),
      name: fc.constantFrom('Clio', 'clio', 'Zafira', 'Élan'),
      dailyPrice: fc.oneof(fc.integer({ min: 1, max: 20 }), fc.constant(MAX_AMOUNT_MINOR)),
      deposit: fc.integer({ min: 0, max: 3 }),
      size: fc.constantFrom(...VEHICLE_SIZES.slice(0, 3)),
      holds: fc.array(anyHold, { maxLength: 2 }),
    }),
    { selector: (car) => car.id, maxLength: 40 },
  );

  it('pages together hold each free, quotable, matching car once, in the sort’s order', () => {
    fc.assert(
      fc.property(
        anyFleet,
        fc.constantFrom<CarSearchSort>('price', 'priceDesc', 'deposit', 'name'),
        fc.subarray(VEHICLE_SIZES.slice(0, 3)),
        (fleet, sort, sizes) => {
          const cars = fleet.map(({ id, ...fields }) => offeredCar(id, fields));
          const filters = { size: sizes };
          const expected = cars.filter(
            (car) =>
              car.dailyPrice !== MAX_AMOUNT_MINOR &&
              !car.holds.some((hold) => hold.startsAt < to && hold.endsAt > from && hold.until > now) &&
              (sizes.length === 0 || sizes.includes(car.size)),
          );
          const pages = Array.from({ length: Math.ceil(cars.length / CARS_PAGE_SIZE) + 1 }, (_, index) =>
            search(cars, { sort, filters, page: index + 1 }),
          );
          const shown = pages.flatMap((page) => page.cars);
          for (const page of pages) expect(page.total).toBe(expected.length);
          expect(shown.map(({ car }) => car.id).sort()).toEqual(expected.map((car) => car.id).sort());
          const keyOf = ({ car, quote }: (typeof shown)[number]): (string | number)[] =>
            ({
              price: [quote.totalMinor, car.id],
              priceDesc: [-quote.totalMinor, car.id],
              deposit: [car.deposit, quote.totalMinor, car.id],
              name: [car.name, quote.totalMinor, car.id],
            })[sort];
          const keys = shown.map(keyOf);
          keys.slice(1).forEach((after, index) => {
            expect(comesFirst(keys[index] ?? [], after)).toBe(true);
          });
        },
      ),
    );
  });
});
