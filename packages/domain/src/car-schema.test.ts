import { describe, expect, it } from 'vitest';

import { CarInputSchema, findOverlappingRanges, type CarInput } from './car-schema';
import { carInputFixture } from './testing/car-input.fixture';
import { toFieldErrors } from './validation-issues';

const LOCATION = '6f1d3c2a-8b4e-4f5a-9c7d-2e1b0a9f8c7d';

function validCar(): Record<string, unknown> {
  return carInputFixture({
    licencePlate: null,
    deposit: 50_000,
    dailyPrice: 4_500,
    weeklyPrice: 28_000,
    discountedWeeklyPrice: 26_000,
    cancellation: 0,
    theftProtection: 900,
    collisionDamageWaiver: 1_200,
    additionalDriver: 500,
    locationIds: [LOCATION, LOCATION],
  });
}

function errorsOf(car: Record<string, unknown>) {
  const result = CarInputSchema.safeParse(car);
  return result.success ? [] : toFieldErrors(result.error);
}

describe('CarInputSchema', () => {
  it('takes every field of a car, each pick-up place once', () => {
    const result = CarInputSchema.safeParse(validCar());
    expect(result.success).toBe(true);
    expect((result.data as CarInput).locationIds).toEqual([LOCATION]);
  });

  it('refuses a driver younger than the marketplace minimum, with its limits', () => {
    expect(errorsOf({ ...validCar(), minimumAge: 18 })).toEqual([
      { path: 'minimumAge', code: 'validation.outOfRange', params: { min: 21, max: 99 } },
    ]);
  });

  it('names each missing or wrong field with its code', () => {
    const errors = errorsOf({
      ...validCar(),
      name: '  ',
      size: 'limousine',
      seats: 'five',
      dailyPrice: null,
      mileage: 0,
      locationIds: [],
      theftProtection: -2,
    });
    expect(errors.map(({ path, code }) => [path, code])).toEqual([
      ['name', 'validation.required'],
      ['size', 'validation.invalidValue'],
      ['seats', 'validation.invalidValue'],
      ['mileage', 'validation.invalidValue'],
      ['dailyPrice', 'validation.required'],
      ['theftProtection', 'validation.outOfRange'],
      ['locationIds', 'validation.required'],
    ]);
  });

  it('wants a discounted price lower than its price, and the price itself', () => {
    expect(
      errorsOf({ ...validCar(), discountedWeeklyPrice: 28_000, discountedMonthlyPrice: 90_000 }),
    ).toEqual([
      { path: 'discountedWeeklyPrice', code: 'validation.discountNotLower' },
      { path: 'monthlyPrice', code: 'validation.required' },
    ]);
  });

  it('refuses periods that overlap before the database sees them, naming the other period', () => {
    const ranges = [
      { startDate: '2027-07-01', endDate: '2027-07-31', dailyPrice: 6_000 },
      { startDate: '2027-08-01', endDate: '2027-08-31', dailyPrice: 7_000 },
      { startDate: '2027-07-31', endDate: '2027-07-31', dailyPrice: 8_000 },
    ];
    expect(errorsOf({ ...validCar(), isDateBasedPrice: true, dateBasedPrices: ranges })).toEqual([
      { path: 'dateBasedPrices.2.startDate', code: 'validation.dateRangesOverlap', params: { other: 1 } },
    ]);
  });

  it('refuses a period that ends before it starts, and an impossible day', () => {
    const ranges = [
      { startDate: '2027-07-10', endDate: '2027-07-01', dailyPrice: 6_000 },
      { startDate: '2027-02-30', endDate: '2027-03-01', dailyPrice: 6_000 },
    ];
    expect(
      errorsOf({ ...validCar(), dateBasedPrices: ranges }).map(({ path, code }) => [path, code]),
    ).toEqual([
      ['dateBasedPrices.0.endDate', 'validation.endBeforeStart'],
      ['dateBasedPrices.1.startDate', 'validation.invalidDate'],
    ]);
  });
});

describe('findOverlappingRanges', () => {
  it('finds the first two periods sharing a day, in any order, and none in periods that touch', () => {
    const day = (startDate: string, endDate: string) => ({ startDate, endDate });
    expect(
      findOverlappingRanges([day('2027-01-10', '2027-01-20'), day('2027-01-01', '2027-01-09')]),
    ).toBeNull();
    expect(
      findOverlappingRanges([
        day('2027-03-01', '2027-03-31'),
        day('2027-01-01', '2027-01-31'),
        day('2027-01-05', '2027-01-06'),
      ]),
    ).toEqual([1, 2]);
    expect(findOverlappingRanges([day('2027-01-01', '2027-12-31'), day('2027-06-01', '2027-06-01')])).toEqual(
      [0, 1],
    );
  });
});
