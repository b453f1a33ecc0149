import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { MAX_AMOUNT_MINOR, MAX_RENTAL_DAYS } from './constants';
import { CAR_OPTIONS, type CarOption } from './enums';
import { DomainError } from './error-codes';
import { DAY, HOUR, makeCar, periodOf } from './testing/priced-car.fixture';
import { quoteRental, quoteRentalDays, rentalDays, rentalTotalMinor, type PricedCar } from './pricing';
import { RENTAL_PRICE_FIELDS, type DateBasedPrice } from './rental-price';

const price = fc.option(fc.integer({ min: 0, max: 200_000 }), { nil: null });
const optionValue = fc.integer({ min: -1, max: 5_000 });
const rate = fc.oneof(
  fc.integer({ min: -100, max: 300 }),
  fc.integer({ min: -10_000, max: 30_000 }).map((hundredths) => hundredths / 100),
);
const calendarDay = fc
  .date({ min: new Date('2025-05-01T00:00:00Z'), max: new Date('2025-08-31T00:00:00Z'), noInvalidDate: true })
  .map((date) => date.toISOString().slice(0, 10));
const dateBasedPrice: fc.Arbitrary<DateBasedPrice> = fc
  .record({ a: calendarDay, b: calendarDay, dailyPrice: fc.integer({ min: 0, max: 50_000 }) })
  .map(({ a, b, dailyPrice }) => ({ startDate: a < b ? a : b, endDate: a < b ? b : a, dailyPrice }));

const anyCar: fc.Arbitrary<PricedCar> = fc.record({
  dailyPrice: fc.integer({ min: 1, max: 50_000 }),
  discountedDailyPrice: price,
  weeklyPrice: price,
  discountedWeeklyPrice: price,
  biWeeklyPrice: price,
  discountedBiWeeklyPrice: price,
  monthlyPrice: price,
  discountedMonthlyPrice: price,
  isDateBasedPrice: fc.boolean(),
  dateBasedPrices: fc.array(dateBasedPrice, { maxLength: 4 }),
  cancellation: optionValue,
  amendments: optionValue,
  theftProtection: optionValue,
  collisionDamageWaiver: optionValue,
  fullInsurance: optionValue,
  additionalDriver: optionValue,
});

/** A car with the options the driver may choose among (never an unavailable one). */
const carAndOptions = anyCar.chain((car) =>
  fc.record({
    car: fc.constant(car),
    options: fc.subarray(CAR_OPTIONS.filter((option) => car[option] !== -1)),
  }),
);

const pickUp = fc.date({
  min: new Date('2025-06-01T00:00:00Z'),
  max: new Date('2025-07-01T00:00:00Z'),
  noInvalidDate: true,
});

const TIER_DAYS: Record<string, number> = { monthly: 30, weekly: 7, biWeekly: 3, daily: 1, dateBased: 1 };

describe('quoteRental properties', () => {
  it('totalMinor always equals the sum of line totals, and every line is quantity × unit', () => {
    fc.assert(
      fc.property(
        carAndOptions,
        fc.integer({ min: 1, max: 120 }),
        rate,
        ({ car, options }, days, priceChangeRate) => {
          const quote = quoteRental(car, periodOf(days), options, { priceChangeRate });
          expect(quote.totalMinor).toBe(quote.lines.reduce((sum, line) => sum + line.totalMinor, 0));
          for (const line of quote.lines) expect(line.totalMinor).toBe(line.quantity * line.unitMinor);
        },
      ),
    );
  });

  it('all amounts are integers and never negative except a negative supplier rate line', () => {
    fc.assert(
      fc.property(
        carAndOptions,
        fc.integer({ min: 1, max: 120 }),
        rate,
        ({ car, options }, days, priceChangeRate) => {
          const quote = quoteRental(car, periodOf(days), options, { priceChangeRate });
          expect(Number.isSafeInteger(quote.totalMinor) && quote.totalMinor >= 0).toBe(true);
          for (const line of quote.lines) {
            expect([line.quantity, line.unitMinor, line.totalMinor].every(Number.isSafeInteger)).toBe(true);
            expect(line.quantity).toBeGreaterThan(0);
            if (line.code !== 'priceChangeRate') expect(line.unitMinor).toBeGreaterThan(0);
          }
        },
      ),
    );
  });

  it('rental lines cover exactly the rental days, and per-day options are charged for each day', () => {
    fc.assert(
      fc.property(carAndOptions, fc.integer({ min: 1, max: 120 }), pickUp, ({ car, options }, days, from) => {
        const quote = quoteRental(car, periodOf(days, from.toISOString()), options, { priceChangeRate: 0 });
        const covered = quote.lines.reduce(
          (sum, line) => sum + (TIER_DAYS[line.code] ?? 0) * line.quantity,
          0,
        );
        expect(covered).toBe(days);
        for (const line of quote.lines) {
          if (
            ['theftProtection', 'collisionDamageWaiver', 'fullInsurance', 'additionalDriver'].includes(
              line.code,
            )
          ) {
            expect(line.quantity).toBe(days);
          }
        }
      }),
    );
  });

  it('the total never decreases when a day is added to a rental without tiers', () => {
    const noTiers = carAndOptions.map(({ car, options }) => ({
      car: makeCar({
        dailyPrice: car.dailyPrice,
        discountedDailyPrice: car.discountedDailyPrice,
        isDateBasedPrice: car.isDateBasedPrice,
        dateBasedPrices: car.dateBasedPrices,
        theftProtection: car.theftProtection,
        collisionDamageWaiver: car.collisionDamageWaiver,
        fullInsurance: car.fullInsurance,
        additionalDriver: car.additionalDriver,
        cancellation: car.cancellation,
        amendments: car.amendments,
      }),
      options,
    }));
    fc.assert(
      fc.property(
        noTiers,
        fc.integer({ min: 1, max: 60 }),
        rate,
        pickUp,
        ({ car, options }, days, priceChangeRate, from) => {
          const quote = (length: number) =>
            quoteRental(car, periodOf(length, from.toISOString()), options, { priceChangeRate }).totalMinor;
          expect(quote(days + 1)).toBeGreaterThanOrEqual(quote(days));
        },
      ),
    );
  });

  it('a 30-day rental with a monthly price ≤ 30 × daily never costs more than 30 daily days', () => {
    const cars = fc
      .record({
        daily: fc.integer({ min: 1, max: 20_000 }),
        share: fc.double({ min: 0, max: 1, noNaN: true }),
      })
      .chain(({ daily, share }) =>
        fc.record({
          car: fc.record({ weeklyPrice: price, biWeeklyPrice: price }).map((tiers) =>
            makeCar({
              ...tiers,
              dailyPrice: daily,
              monthlyPrice: Math.max(1, Math.floor(share * 30 * daily)),
            }),
          ),
          daily: fc.constant(daily),
        }),
      );
    fc.assert(
      fc.property(cars, ({ car, daily }) => {
        const quote = quoteRental(car, periodOf(30), [], { priceChangeRate: 0 });
        expect(quote.totalMinor).toBeLessThanOrEqual(30 * daily);
      }),
    );
  });

  it('rental days cover the period: (days - 1) × 24 h < duration ≤ days × 24 h, at least one day', () => {
    fc.assert(
      fc.property(pickUp, fc.integer({ min: 1, max: 90 * DAY }), (from, duration) => {
        const days = rentalDays(from, new Date(from.getTime() + duration));
        const hours = Math.ceil(duration / HOUR);
        expect(days).toBeGreaterThanOrEqual(1);
        expect(hours).toBeLessThanOrEqual(days * 24);
        if (days > 1) expect(hours).toBeGreaterThan((days - 1) * 24);
      }),
    );
  });

  it('choosing an unavailable option is always refused', () => {
    const withUnavailable = anyCar.chain((car) =>
      fc
        .record({ car: fc.constant(car), option: fc.constantFrom<CarOption>(...CAR_OPTIONS) })
        .map(({ option }) => ({
          car: { ...car, [option]: -1 },
          option,
        })),
    );
    fc.assert(
      fc.property(withUnavailable, ({ car, option }) => {
        expect(() => quoteRental(car, periodOf(2), [option], { priceChangeRate: 0 })).toThrow(
          'quote.optionUnavailable',
        );
      }),
    );
  });
});

/** `car` with every rental price (tiers, discounts, date-based days) passed through `change`. */
function withPrices(car: PricedCar, change: (value: number) => number): PricedCar {
  const changed: PricedCar = {
    ...car,
    dateBasedPrices: car.dateBasedPrices.map((range) => ({ ...range, dailyPrice: change(range.dailyPrice) })),
  };
  for (const field of RENTAL_PRICE_FIELDS) {
    const value = car[field];
    changed[field] = value === null ? null : change(value);
  }
  return changed;
}

describe('rentalTotalMinor properties', () => {
  const rentalLength = fc.integer({ min: 1, max: MAX_RENTAL_DAYS });
  const supplier = rate.map((priceChangeRate) => ({ priceChangeRate }));

  /** The total, or the code and parameters of the DomainError thrown instead. */
  const outcomeOf = (run: () => number) => {
    try {
      return { totalMinor: run() };
    } catch (error) {
      if (error instanceof DomainError) return { code: error.code, params: error.params };
      throw error;
    }
  };

  it('equals the total of quoteRentalDays with no options, tiered or date-based', () => {
    fc.assert(
      fc.property(anyCar, rentalLength, calendarDay, supplier, (car, days, pickUpDay, pricing) => {
        expect(rentalTotalMinor(car, days, pickUpDay, pricing)).toBe(
          quoteRentalDays(car, days, pickUpDay, [], pricing).totalMinor,
        );
      }),
    );
  });

  it('throws when quoteRentalDays throws, and returns its total otherwise, around the largest amount', () => {
    // Prices up to 100 000 times the usual ones: some totals pass the largest amount, some do not.
    const scaledCar = fc
      .record({ car: anyCar, factor: fc.integer({ min: 1, max: 100_000 }) })
      .map(({ car, factor }) => withPrices(car, (value) => value * factor));
    const seen = { totals: 0, refusals: 0 };
    fc.assert(
      fc.property(scaledCar, rentalLength, calendarDay, supplier, (car, days, pickUpDay, pricing) => {
        const total = outcomeOf(() => rentalTotalMinor(car, days, pickUpDay, pricing));
        const quote = outcomeOf(() => quoteRentalDays(car, days, pickUpDay, [], pricing).totalMinor);
        expect(total).toEqual(quote);
        if ('code' in total) {
          expect(total).toEqual({ code: 'validation.invalidValue', params: { field: 'total' } });
          seen.refusals += 1;
        } else {
          expect(total.totalMinor).toBeLessThanOrEqual(MAX_AMOUNT_MINOR);
          seen.totals += 1;
        }
      }),
      { numRuns: 300 },
    );
    expect(seen.totals).toBeGreaterThan(0);
    expect(seen.refusals).toBeGreaterThan(0);
  });

  it('both refuse a car whose every price is beyond the largest amount', () => {
    const dearCar = anyCar.map((car) =>
      withPrices(car, (value) => (value === 0 ? 0 : value + MAX_AMOUNT_MINOR)),
    );
    const noDiscount = fc
      .integer({ min: 0, max: 99_999 })
      .map((hundredths) => ({ priceChangeRate: hundredths / 100 }));
    fc.assert(
      fc.property(dearCar, rentalLength, calendarDay, noDiscount, (car, days, pickUpDay, pricing) => {
        const refusal = { code: 'validation.invalidValue', params: { field: 'total' } };
        expect(outcomeOf(() => rentalTotalMinor(car, days, pickUpDay, pricing))).toEqual(refusal);
        expect(outcomeOf(() => quoteRentalDays(car, days, pickUpDay, [], pricing).totalMinor)).toEqual(
          refusal,
        );
      }),
    );
  });
});
