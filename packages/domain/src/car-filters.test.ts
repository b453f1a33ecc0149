import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  CAR_FILTER_GROUPS,
  countCarFilters,
  matchesCarFilters,
  mileageModeOf,
  seatTierOf,
  type FilterableCar,
} from './car-filters';
import type { CarFilters } from './contracts/car-search';
import {
  FUEL_POLICIES,
  FUEL_TYPES,
  GEARBOXES,
  MILEAGE_MODES,
  MULTIMEDIA,
  SEAT_TIERS,
  VEHICLE_SIZES,
} from './enums';
import { anyCarFilters } from './testing/car-filters.arbitrary';
import { makeFilterableCar } from './testing/filterable-car.fixture';

const SUPPLIER_A = '11111111-1111-4111-8111-111111111111';
const SUPPLIER_B = '22222222-2222-4222-8222-222222222222';

function makeCar(overrides: Partial<FilterableCar> = {}): FilterableCar {
  return makeFilterableCar(SUPPLIER_A, overrides);
}

describe('seatTierOf', () => {
  it.each([
    [1, '2'],
    [2, '2'],
    [3, '4'],
    [4, '4'],
    [5, '5'],
    [6, '5+'],
    [9, '5+'],
    [50, '5+'],
  ])('%i seats are in tier %s', (seats, tier) => {
    expect(seatTierOf(seats)).toBe(tier);
  });

  it('puts more seats in the same or a higher tier', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 100 }), fc.integer({ min: 1, max: 100 }), (a, b) => {
        const [low, high] = a <= b ? [a, b] : [b, a];
        expect(SEAT_TIERS.indexOf(seatTierOf(low))).toBeLessThanOrEqual(SEAT_TIERS.indexOf(seatTierOf(high)));
      }),
    );
  });
});

describe('mileageModeOf', () => {
  it('reads -1 as unlimited and kilometres per day as limited', () => {
    expect(mileageModeOf(-1)).toBe('unlimited');
    expect(mileageModeOf(200)).toBe('limited');
  });
});

describe('matchesCarFilters', () => {
  const cases: [name: string, car: Partial<FilterableCar>, filters: CarFilters, expected: boolean][] = [
    ['no filter keeps every car', {}, {}, true],
    ['an empty group keeps every car', {}, { size: [] }, true],
    ['a chosen size keeps that size', { size: 'midi' }, { size: ['midi'] }, true],
    ['a chosen size drops another size', { size: 'maxi' }, { size: ['midi'] }, false],
    ['sizes are alternatives', { size: 'maxi' }, { size: ['midi', 'maxi'] }, true],
    ['fuel', { fuelType: 'electric' }, { fuel: ['electric'] }, true],
    ['another fuel', { fuelType: 'diesel' }, { fuel: ['electric', 'hybrid'] }, false],
    ['gearbox', { gearbox: 'automatic' }, { gearbox: ['manual'] }, false],
    ['unlimited mileage is -1', { mileage: -1 }, { mileage: ['unlimited'] }, true],
    ['a daily limit is limited mileage', { mileage: 250 }, { mileage: ['limited'] }, true],
    ['a daily limit is not unlimited', { mileage: 250 }, { mileage: ['unlimited'] }, false],
    ['both mileage modes keep every car', { mileage: 250 }, { mileage: ['limited', 'unlimited'] }, true],
    ['fuel policy', { fuelPolicy: 'freeTank' }, { fuelPolicy: ['likeForlike'] }, false],
    ['2 seats are tier 2', { seats: 2 }, { seats: ['2'] }, true],
    ['3 seats are tier 4', { seats: 3 }, { seats: ['4'] }, true],
    ['5 seats are not tier 5+', { seats: 5 }, { seats: ['5+'] }, false],
    ['7 seats are tier 5+', { seats: 7 }, { seats: ['5', '5+'] }, true],
    [
      'multimedia: any chosen feature',
      { multimedia: ['bluetooth'] },
      { multimedia: ['bluetooth', 'appleCarPlay'] },
      true,
    ],
    [
      'multimedia: none of the chosen',
      { multimedia: ['touchscreen'] },
      { multimedia: ['androidAuto'] },
      false,
    ],
    ['multimedia: a car without any', { multimedia: [] }, { multimedia: ['bluetooth'] }, false],
    ['4 doors are 4+', { doors: 4 }, { doors: ['4+'] }, true],
    ['3 doors are not 4+', { doors: 3 }, { doors: ['4+'] }, false],
    ['aircon keeps air-conditioned cars', { aircon: true }, { aircon: ['true'] }, true],
    ['aircon drops the others', { aircon: false }, { aircon: ['true'] }, false],
    ['a deposit equal to the maximum', { deposit: 50_000 }, { depositMax: 50_000 }, true],
    ['a deposit above the maximum', { deposit: 50_001 }, { depositMax: 50_000 }, false],
    ['a zero maximum keeps deposit-free cars', { deposit: 0 }, { depositMax: 0 }, true],
    ['supplier', { supplier: { id: SUPPLIER_B } }, { supplier: [SUPPLIER_A, SUPPLIER_B] }, true],
    ['another supplier', { supplier: { id: SUPPLIER_B } }, { supplier: [SUPPLIER_A] }, false],
    [
      'groups combine: both match',
      { size: 'midi', fuelType: 'diesel' },
      { size: ['midi'], fuel: ['diesel'] },
      true,
    ],
    [
      'groups combine: one fails',
      { size: 'midi', fuelType: 'hybrid' },
      { size: ['midi'], fuel: ['diesel'] },
      false,
    ],
  ];
  it.each(cases)('%s', (_name, car, filters, expected) => {
    expect(matchesCarFilters(makeCar(car), filters)).toBe(expected);
  });

  it('ignores the group named in `except`, and only that one', () => {
    const car = makeCar({ size: 'bus', fuelType: 'diesel', deposit: 90_000 });
    expect(matchesCarFilters(car, { size: ['mini'] }, { except: 'size' })).toBe(true);
    expect(matchesCarFilters(car, { size: ['mini'], fuel: ['electric'] }, { except: 'size' })).toBe(false);
    expect(matchesCarFilters(car, { depositMax: 25_000 }, { except: 'depositMax' })).toBe(true);
  });
});

const anyCar: fc.Arbitrary<FilterableCar> = fc.record({
  supplier: fc.record({ id: fc.constantFrom(SUPPLIER_A, SUPPLIER_B) }),
  size: fc.constantFrom(...VEHICLE_SIZES),
  fuelType: fc.constantFrom(...FUEL_TYPES),
  gearbox: fc.constantFrom(...GEARBOXES),
  mileage: fc.oneof(fc.constant(-1), fc.integer({ min: 1, max: 1000 })),
  fuelPolicy: fc.constantFrom(...FUEL_POLICIES),
  seats: fc.integer({ min: 1, max: 60 }),
  multimedia: fc.subarray([...MULTIMEDIA]),
  doors: fc.integer({ min: 0, max: 10 }),
  aircon: fc.boolean(),
  deposit: fc.integer({ min: 0, max: 200_000 }),
});

const anyFilters = anyCarFilters([SUPPLIER_A, SUPPLIER_B], 200_000);

describe('matchesCarFilters properties', () => {
  it('keeps a car exactly when it passes every group on its own (groups are ANDed)', () => {
    fc.assert(
      fc.property(anyCar, anyFilters, (car, filters) => {
        const eachGroup = CAR_FILTER_GROUPS.every((group) =>
          matchesCarFilters(car, { [group]: filters[group] }),
        );
        const deposit = matchesCarFilters(car, { depositMax: filters.depositMax });
        expect(matchesCarFilters(car, filters)).toBe(eachGroup && deposit);
      }),
    );
  });

  it('keeps a car exactly when one of a group’s values keeps it (values are ORed)', () => {
    fc.assert(
      fc.property(anyCar, anyFilters, (car, filters) => {
        for (const group of CAR_FILTER_GROUPS) {
          const values: readonly string[] | undefined = filters[group];
          if (!values) continue;
          const anyValue = values.some((value) => matchesCarFilters(car, { [group]: [value] }));
          expect(matchesCarFilters(car, { [group]: values })).toBe(anyValue);
        }
      }),
    );
  });

  it('puts every car in exactly one value of size, fuel, gearbox, mileage, fuel policy and seats', () => {
    fc.assert(
      fc.property(anyCar, (car) => {
        const partitions = [
          ['size', VEHICLE_SIZES],
          ['fuel', FUEL_TYPES],
          ['gearbox', GEARBOXES],
          ['mileage', MILEAGE_MODES],
          ['fuelPolicy', FUEL_POLICIES],
          ['seats', SEAT_TIERS],
        ] as const;
        for (const [group, values] of partitions) {
          const kept = values.filter((value) => matchesCarFilters(car, { [group]: [value] }));
          expect(kept).toHaveLength(1);
        }
      }),
    );
  });
});

describe('countCarFilters', () => {
  it('counts, for each value, the cars that have it and pass the other groups', () => {
    const cars = [
      makeCar({ size: 'mini', fuelType: 'diesel', deposit: 20_000 }),
      makeCar({ size: 'mini', fuelType: 'electric', deposit: 60_000, multimedia: ['bluetooth'] }),
      makeCar({ size: 'midi', fuelType: 'diesel', deposit: 80_000, supplier: { id: SUPPLIER_B }, doors: 3 }),
    ];
    const counts = countCarFilters(cars, { size: ['mini'], fuel: ['diesel'] });
    // Sizes among diesel cars; fuels among mini cars.
    expect(counts.size).toMatchObject({ mini: 1, midi: 1, bus: 0 });
    expect(counts.fuel).toMatchObject({ diesel: 1, electric: 1, hybrid: 0 });
    // Other groups among mini diesel cars.
    expect(counts.supplier).toEqual({ [SUPPLIER_A]: 1, [SUPPLIER_B]: 0 });
    expect(counts.doors).toEqual({ '4+': 1 });
    expect(counts.multimedia).toEqual({ touchscreen: 0, bluetooth: 0, androidAuto: 0, appleCarPlay: 0 });
    expect(counts.depositMax).toEqual({ '25000': 1, '50000': 1, '75000': 1 });
    expect(counts.seats).toEqual({ '2': 0, '4': 0, '5': 1, '5+': 0 });
  });

  it('agrees with matchesCarFilters for every value', () => {
    fc.assert(
      fc.property(fc.array(anyCar, { maxLength: 12 }), anyFilters, (cars, filters) => {
        const counts = countCarFilters(cars, filters);
        const enumerated = [
          'size',
          'fuel',
          'gearbox',
          'mileage',
          'fuelPolicy',
          'seats',
          'multimedia',
          'doors',
          'aircon',
        ] as const;
        for (const group of enumerated) {
          for (const [value, count] of Object.entries(counts[group])) {
            const expected = cars.filter((car) =>
              matchesCarFilters(car, { ...filters, [group]: [value] }),
            ).length;
            expect(count).toBe(expected);
          }
        }
        for (const [id, count] of Object.entries(counts.supplier)) {
          expect(count).toBe(
            cars.filter((car) => matchesCarFilters(car, { ...filters, supplier: [id] })).length,
          );
        }
        for (const [threshold, count] of Object.entries(counts.depositMax)) {
          const depositMax = Number(threshold);
          expect(count).toBe(cars.filter((car) => matchesCarFilters(car, { ...filters, depositMax })).length);
        }
      }),
    );
  });
});
