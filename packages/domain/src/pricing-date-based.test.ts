import { describe, expect, it } from 'vitest';
import { DomainError } from './error-codes';
import { HOUR, makeCar, NO_SUPPLIER_RATE, periodOf, type ExpectedLine } from './testing/priced-car.fixture';
import { quoteRental } from './pricing';
import type { DateBasedPrice } from './rental-price';

function dateBasedCar(dateBasedPrices: DateBasedPrice[]) {
  return makeCar({
    dailyPrice: 5000,
    weeklyPrice: 20000,
    biWeeklyPrice: 12000,
    isDateBasedPrice: true,
    dateBasedPrices,
  });
}

function rentalLines(quote: ReturnType<typeof quoteRental>): ExpectedLine[] {
  return quote.lines.map((line) => [line.code, line.quantity, line.unitMinor]);
}

describe('quoteRental: date-based prices', () => {
  // Pick-up on 2025-06-01 at 10:00 UTC: day 1 is June 1, day 3 is June 3.
  it.each<{ name: string; ranges: DateBasedPrice[]; days: number; lines: ExpectedLine[] }>([
    {
      name: 'date-based price on day 3',
      ranges: [{ startDate: '2025-06-03', endDate: '2025-06-03', dailyPrice: 9000 }],
      days: 4,
      lines: [
        ['daily', 3, 5000],
        ['dateBased', 1, 9000],
      ],
    },
    {
      name: 'tiers are not used: 7 days without ranges are 7 daily days',
      ranges: [],
      days: 7,
      lines: [['daily', 7, 5000]],
    },
    {
      name: 'range dates are inclusive at both ends',
      ranges: [{ startDate: '2025-06-02', endDate: '2025-06-04', dailyPrice: 7000 }],
      days: 5,
      lines: [
        ['daily', 2, 5000],
        ['dateBased', 3, 7000],
      ],
    },
    {
      name: 'pick-up day counts as day 1',
      ranges: [{ startDate: '2025-06-01', endDate: '2025-06-01', dailyPrice: 7000 }],
      days: 2,
      lines: [
        ['dateBased', 1, 7000],
        ['daily', 1, 5000],
      ],
    },
    {
      name: 'the first range holding a day wins when ranges overlap',
      ranges: [
        { startDate: '2025-06-01', endDate: '2025-06-02', dailyPrice: 7000 },
        { startDate: '2025-06-02', endDate: '2025-06-03', dailyPrice: 8000 },
      ],
      days: 3,
      lines: [
        ['dateBased', 2, 7000],
        ['dateBased', 1, 8000],
      ],
    },
    {
      name: 'one line per distinct range price, in order of first appearance',
      ranges: [
        { startDate: '2025-06-03', endDate: '2025-06-03', dailyPrice: 8000 },
        { startDate: '2025-06-01', endDate: '2025-06-01', dailyPrice: 7000 },
        { startDate: '2025-06-05', endDate: '2025-06-05', dailyPrice: 7000 },
      ],
      days: 5,
      lines: [
        ['dateBased', 2, 7000],
        ['daily', 2, 5000],
        ['dateBased', 1, 8000],
      ],
    },
    {
      name: 'a range with a zero price is ignored',
      ranges: [{ startDate: '2025-06-01', endDate: '2025-06-30', dailyPrice: 0 }],
      days: 2,
      lines: [['daily', 2, 5000]],
    },
    {
      name: 'a range not reached by the rental changes nothing',
      ranges: [{ startDate: '2025-07-01', endDate: '2025-07-31', dailyPrice: 9000 }],
      days: 3,
      lines: [['daily', 3, 5000]],
    },
  ])('$name', ({ ranges, days, lines }) => {
    const quote = quoteRental(dateBasedCar(ranges), periodOf(days), [], NO_SUPPLIER_RATE);
    expect(rentalLines(quote)).toEqual(lines);
    expect(quote.totalMinor).toBe(lines.reduce((sum, [, quantity, unit]) => sum + quantity * unit, 0));
  });

  it('calendar days run across the end of a month and a year', () => {
    const car = dateBasedCar([{ startDate: '2025-12-31', endDate: '2026-01-01', dailyPrice: 9000 }]);
    const quote = quoteRental(car, periodOf(4, '2025-12-29T10:00:00Z'), [], NO_SUPPLIER_RATE);
    expect(rentalLines(quote)).toEqual([
      ['daily', 2, 5000],
      ['dateBased', 2, 9000],
    ]);
  });

  it('uses the discounted daily price outside ranges', () => {
    const car = makeCar({
      dailyPrice: 5000,
      discountedDailyPrice: 4000,
      isDateBasedPrice: true,
      dateBasedPrices: [{ startDate: '2025-06-02', endDate: '2025-06-02', dailyPrice: 9000 }],
    });
    expect(rentalLines(quoteRental(car, periodOf(2), [], NO_SUPPLIER_RATE))).toEqual([
      ['daily', 1, 4000],
      ['dateBased', 1, 9000],
    ]);
  });

  it('ignores ranges when date-based pricing is off', () => {
    const car = makeCar({
      dailyPrice: 5000,
      dateBasedPrices: [{ startDate: '2025-06-01', endDate: '2025-06-30', dailyPrice: 9000 }],
    });
    expect(rentalLines(quoteRental(car, periodOf(2), [], NO_SUPPLIER_RATE))).toEqual([['daily', 2, 5000]]);
  });

  describe('date-based range in the marketplace time zone', () => {
    const car = dateBasedCar([{ startDate: '2025-06-03', endDate: '2025-06-03', dailyPrice: 9000 }]);
    it.each([
      {
        name: '23:30 UTC on June 2 is June 2 in UTC',
        from: '2025-06-02T23:30:00Z',
        zone: 'UTC',
        code: 'daily',
      },
      {
        name: '23:30 UTC on June 2 is June 3 in Tokyo',
        from: '2025-06-02T23:30:00Z',
        zone: 'Asia/Tokyo',
        code: 'dateBased',
      },
      {
        name: '02:00 UTC on June 3 is June 2 in New York',
        from: '2025-06-03T02:00:00Z',
        zone: 'America/New_York',
        code: 'daily',
      },
      {
        name: '02:00 UTC on June 3 is June 3 in UTC',
        from: '2025-06-03T02:00:00Z',
        zone: 'UTC',
        code: 'dateBased',
      },
    ])('$name', ({ from, zone, code }) => {
      const start = new Date(from);
      const period = { from: start, to: new Date(start.getTime() + 2 * HOUR) };
      const quote = quoteRental(car, period, [], NO_SUPPLIER_RATE, zone);
      expect(quote.lines.map((line) => line.code)).toEqual([code]);
    });
  });

  it.each<{ name: string; range: DateBasedPrice }>([
    {
      name: 'a range ending before it starts',
      range: { startDate: '2025-06-05', endDate: '2025-06-01', dailyPrice: 9000 },
    },
    {
      name: 'a date that does not exist',
      range: { startDate: '2025-02-30', endDate: '2025-03-02', dailyPrice: 9000 },
    },
    {
      name: 'a date in another format',
      range: { startDate: '06/01/2025', endDate: '2025-06-02', dailyPrice: 9000 },
    },
    {
      name: 'a negative range price',
      range: { startDate: '2025-06-01', endDate: '2025-06-02', dailyPrice: -5 },
    },
  ])('refuses $name', ({ range }) => {
    expect(() => quoteRental(dateBasedCar([range]), periodOf(1), [], NO_SUPPLIER_RATE)).toThrow(DomainError);
  });
});
