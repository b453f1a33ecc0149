// The search over a place's table answers what the rules say, car by car: isCarHeld, rentalTotalMinor,
// matchesCarFilters and countCarFilters, for any fleet, filters, period and series of searches.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { countCarFilters, matchesCarFilters } from './car-filters';
import { isCarHeld, searchCarOffers, searchPlace, type CarOfferSearch, type OfferedCar } from './car-offers';
import { buildPlaceTable } from './car-place-table';
import { calendarDayIn } from './calendar-day';
import { DomainError } from './error-codes';
import { FUEL_POLICIES, FUEL_TYPES, GEARBOXES, MULTIMEDIA, VEHICLE_SIZES } from './enums';
import { rentalDays, rentalTotalMinor } from './pricing';
import { anyCarFilters } from './testing/car-filters.arbitrary';
import { DAY, makeCar as makePricedCar } from './testing/priced-car.fixture';

const SUPPLIERS = ['11111111-1111-4111-8111-111111111111', '22222222-2222-4222-8222-222222222222'];
const START = Date.parse('2025-06-10T10:00:00Z');
const NOW = new Date('2025-06-01T12:00:00Z');

const anyCar: fc.Arbitrary<OfferedCar> = fc
  .record({
    id: fc.uuid(),
    name: fc.constantFrom('Clio', 'Zafira', 'Élan'),
    supplier: fc.record({
      id: fc.constantFrom(...SUPPLIERS),
      priceChangeRate: fc.constantFrom(0, 12.5, -10),
    }),
    size: fc.constantFrom(...VEHICLE_SIZES),
    fuelType: fc.constantFrom(...FUEL_TYPES),
    gearbox: fc.constantFrom(...GEARBOXES),
    mileage: fc.constantFrom(-1, 200),
    fuelPolicy: fc.constantFrom(...FUEL_POLICIES),
    seats: fc.integer({ min: 1, max: 9 }),
    multimedia: fc.subarray([...MULTIMEDIA]),
    doors: fc.integer({ min: 2, max: 5 }),
    aircon: fc.boolean(),
    deposit: fc.integer({ min: 0, max: 100_000 }),
    dailyPrice: fc.oneof(fc.integer({ min: 1, max: 20_000 }), fc.constant(2_000_000_000)),
    weeklyPrice: fc.option(fc.integer({ min: 1, max: 100_000 }), { nil: null }),
    dateBased: fc.option(
      fc.record({ first: fc.integer({ min: 0, max: 12 }), length: fc.integer({ min: 0, max: 5 }) }),
      { nil: null },
    ),
    holds: fc.array(
      fc.record({
        start: fc.integer({ min: -5 * DAY, max: 12 * DAY }),
        length: fc.integer({ min: 1, max: 4 * DAY }),
        until: fc.constantFrom(Infinity, NOW.getTime() - 1, NOW.getTime(), NOW.getTime() + 1),
      }),
      { maxLength: 3 },
    ),
  })
  .map(({ dateBased, holds, weeklyPrice, ...car }) => ({
    ...makePricedCar({ dailyPrice: car.dailyPrice, weeklyPrice }),
    ...car,
    isDateBasedPrice: dateBased !== null,
    dateBasedPrices:
      dateBased === null
        ? []
        : [
            {
              startDate: calendarDayIn(new Date(START + dateBased.first * DAY), 'UTC'),
              endDate: calendarDayIn(new Date(START + (dateBased.first + dateBased.length) * DAY), 'UTC'),
              dailyPrice: 777,
            },
          ],
    holds: holds.map(({ start, length, until }) => ({
      startsAt: START + start,
      endsAt: START + start + length,
      until,
    })),
  }));

const anyFilters = anyCarFilters([...SUPPLIERS, '33333333-3333-4333-8333-333333333333'], 100_000);

const anySearch: fc.Arbitrary<CarOfferSearch> = fc
  .record({
    offset: fc.integer({ min: 0, max: 8 * DAY }),
    length: fc.integer({ min: 1, max: 20 * DAY }),
    filters: anyFilters,
    sort: fc.constantFrom('price', 'priceDesc', 'deposit', 'name'),
    page: fc.integer({ min: 1, max: 3 }),
  })
  .map(({ offset, length, ...rest }) => ({
    ...rest,
    from: new Date(START + offset),
    to: new Date(START + offset + length),
    now: NOW,
    timeZone: 'UTC',
  }));

/** The total with no options the rules give `car`, or null where it cannot be quoted. */
function ruleTotal(car: OfferedCar, search: CarOfferSearch): number | null {
  try {
    const days = rentalDays(search.from, search.to);
    return rentalTotalMinor(car, days, calendarDayIn(search.from, search.timeZone), car.supplier);
  } catch (error) {
    if (error instanceof DomainError) return null;
    throw error;
  }
}

describe('searchPlace', () => {
  it('counts the free, quotable cars and finds those passing every filter, as the rules say', () => {
    fc.assert(
      fc.property(fc.array(anyCar, { maxLength: 40 }), anySearch, (cars, search) => {
        const [from, to, now] = [search.from.getTime(), search.to.getTime(), search.now.getTime()];
        const candidates = cars.filter(
          (car) => !isCarHeld(car, from, to, now) && ruleTotal(car, search) !== null,
        );
        const offers = searchPlace(buildPlaceTable(cars), search);
        expect(offers.counts).toEqual(countCarFilters(candidates, search.filters));
        expect(offers.total).toBe(candidates.filter((car) => matchesCarFilters(car, search.filters)).length);
        for (const { car, quote } of offers.cars) expect(quote.totalMinor).toBe(ruleTotal(car, search));
      }),
    );
  });

  it('answers a series of searches on one table as each would on a table of its own', () => {
    fc.assert(
      fc.property(
        fc.array(anyCar, { maxLength: 20 }),
        fc.array(anySearch, { minLength: 1, maxLength: 24 }),
        (cars, searches) => {
          const table = buildPlaceTable(cars);
          for (const search of searches)
            expect(searchPlace(table, search)).toEqual(searchCarOffers(cars, search));
        },
      ),
      { numRuns: 50 },
    );
  });
});
