import { describe, expect, it } from 'vitest';
import {
  DAY,
  errorOf,
  HOUR,
  linesOf,
  makeCar,
  NO_SUPPLIER_RATE,
  periodOf,
  type ExpectedLine,
} from './testing/priced-car.fixture';
import type { CarOption } from './enums';
import { QUOTE_LINE_CODES, quoteRental, rentalDays, type PricedCar } from './pricing';

describe('rentalDays', () => {
  const start = new Date('2025-06-01T10:00:00Z');
  it.each([
    { name: '1 minute = 1 day', ms: 60_000, days: 1 },
    { name: '23h59 = 1 day', ms: 24 * HOUR - 60_000, days: 1 },
    { name: '24h = 1 day', ms: 24 * HOUR, days: 1 },
    { name: '24h and 1 minute = 2 days (hours round up first)', ms: 24 * HOUR + 60_000, days: 2 },
    { name: '25h = 2 days', ms: 25 * HOUR, days: 2 },
    { name: '48h = 2 days', ms: 48 * HOUR, days: 2 },
    { name: '7 days and 1h = 8 days', ms: 7 * DAY + HOUR, days: 8 },
    { name: '365 days, the longest rental', ms: 365 * DAY, days: 365 },
  ])('$name', ({ ms, days }) => {
    expect(rentalDays(start, new Date(start.getTime() + ms))).toBe(days);
  });

  it.each([
    { name: 'drop-off equal to pick-up', ms: 0 },
    { name: 'drop-off before pick-up', ms: -HOUR },
  ])('refuses $name', ({ ms }) => {
    expect(errorOf(() => rentalDays(start, new Date(start.getTime() + ms))).code).toBe(
      'validation.invalidValue',
    );
  });

  it.each([
    { name: '365 days and 1 minute (366 rental days)', ms: 365 * DAY + 60_000 },
    { name: '366 days', ms: 366 * DAY },
  ])('refuses $name as too long', ({ ms }) => {
    const error = errorOf(() => rentalDays(start, new Date(start.getTime() + ms)));
    expect(error.code).toBe('validation.rentalTooLong');
    expect(error.params).toEqual({ count: 365 });
  });

  it('refuses an invalid date', () => {
    expect(errorOf(() => rentalDays(start, new Date('nope'))).code).toBe('validation.invalidValue');
  });
});

describe('quoteRental: tiers', () => {
  const tiered = { dailyPrice: 5000, weeklyPrice: 30000, monthlyPrice: 100000 };
  it.each<{ name: string; car: Partial<PricedCar>; days: number; lines: ExpectedLine[] }>([
    { name: '1 day at the daily price', car: tiered, days: 1, lines: [['daily', 1, 5000]] },
    {
      name: '8 days = 1 week + 1 day',
      car: tiered,
      days: 8,
      lines: [
        ['weekly', 1, 30000],
        ['daily', 1, 5000],
      ],
    },
    { name: '30 days with monthly price', car: tiered, days: 30, lines: [['monthly', 1, 100000]] },
    {
      name: '45 days = 1 month + 2 weeks + 1 day',
      car: { ...tiered, biWeeklyPrice: 13000 },
      days: 45,
      lines: [
        ['monthly', 1, 100000],
        ['weekly', 2, 30000],
        ['daily', 1, 5000],
      ],
    },
    {
      name: '10 days = 1 week + 1 three-day block',
      car: { ...tiered, biWeeklyPrice: 13000 },
      days: 10,
      lines: [
        ['weekly', 1, 30000],
        ['biWeekly', 1, 13000],
      ],
    },
    {
      name: 'unset weekly falls to bi-weekly',
      car: { dailyPrice: 5000, biWeeklyPrice: 13000 },
      days: 8,
      lines: [
        ['biWeekly', 2, 13000],
        ['daily', 2, 5000],
      ],
    },
    {
      name: 'unset monthly falls to weekly',
      car: { dailyPrice: 5000, weeklyPrice: 30000 },
      days: 31,
      lines: [
        ['weekly', 4, 30000],
        ['daily', 3, 5000],
      ],
    },
    {
      name: 'a zero weekly price counts as unset',
      car: { dailyPrice: 5000, weeklyPrice: 0 },
      days: 7,
      lines: [['daily', 7, 5000]],
    },
    {
      name: 'discounted daily used',
      car: { dailyPrice: 5000, discountedDailyPrice: 4500 },
      days: 2,
      lines: [['daily', 2, 4500]],
    },
    {
      name: 'discounted weekly used',
      car: { dailyPrice: 5000, weeklyPrice: 30000, discountedWeeklyPrice: 28000 },
      days: 7,
      lines: [['weekly', 1, 28000]],
    },
    {
      name: 'discounted monthly set without a regular monthly price',
      car: { dailyPrice: 5000, discountedMonthlyPrice: 90000 },
      days: 30,
      lines: [['monthly', 1, 90000]],
    },
    {
      name: 'only a monthly price suffices for exactly 30 days',
      car: { monthlyPrice: 100000 },
      days: 30,
      lines: [['monthly', 1, 100000]],
    },
  ])('$name', ({ car, days, lines }) => {
    const quote = quoteRental(makeCar(car), periodOf(days), [], NO_SUPPLIER_RATE);
    expect(quote).toEqual({
      currency: 'USD',
      days,
      lines: linesOf(lines),
      totalMinor: lines.reduce((sum, [, quantity, unit]) => sum + quantity * unit, 0),
    });
  });
});

describe('QUOTE_LINE_CODES', () => {
  it('lists the rental tiers, every option and the supplier rate, once each', () => {
    expect(QUOTE_LINE_CODES).toEqual([
      'monthly',
      'weekly',
      'biWeekly',
      'daily',
      'dateBased',
      'cancellation',
      'amendments',
      'theftProtection',
      'collisionDamageWaiver',
      'fullInsurance',
      'additionalDriver',
      'priceChangeRate',
    ]);
  });
});

describe('quoteRental: rental length', () => {
  const everyDayPriced = makeCar({
    dailyPrice: 5000,
    isDateBasedPrice: true,
    dateBasedPrices: [{ startDate: '2025-01-01', endDate: '9999-12-31', dailyPrice: 4000 }],
  });

  it('quotes the longest rental, 365 days, day by day', () => {
    const quote = quoteRental(everyDayPriced, periodOf(365), [], NO_SUPPLIER_RATE);
    expect(quote.days).toBe(365);
    expect(quote.lines).toEqual(linesOf([['dateBased', 365, 4000]]));
  });

  it('refuses 366 days', () => {
    const error = errorOf(() => quoteRental(everyDayPriced, periodOf(366), [], NO_SUPPLIER_RATE));
    expect(error.code).toBe('validation.rentalTooLong');
    expect(error.params).toEqual({ count: 365 });
  });

  it('refuses a drop-off in year 9999 at once, without pricing each of its days', () => {
    const period = { from: new Date('2025-06-01T10:00:00Z'), to: new Date('9999-12-31T10:00:00Z') };
    const started = performance.now();
    const error = errorOf(() => quoteRental(everyDayPriced, period, [], NO_SUPPLIER_RATE));
    expect(error.code).toBe('validation.rentalTooLong');
    expect(performance.now() - started).toBeLessThan(200);
  });
});

describe('quoteRental: total within a PostgreSQL integer', () => {
  it('accepts a total of exactly 2,147,483,647 minor units', () => {
    const quote = quoteRental(makeCar({ dailyPrice: 2_147_483_647 }), periodOf(1), [], NO_SUPPLIER_RATE);
    expect(quote.totalMinor).toBe(2_147_483_647);
  });

  it.each<{ name: string; car: Partial<PricedCar>; days: number; options?: CarOption[]; rate?: number }>([
    { name: 'one unit more', car: { dailyPrice: 2_147_483_648 }, days: 1 },
    { name: '365 days at 10 million a day', car: { dailyPrice: 10_000_000 }, days: 365 },
    { name: 'the supplier rate pushing it over', car: { dailyPrice: 2_000_000_000 }, days: 1, rate: 10 },
    {
      name: 'lines summing beyond the safe integers, even at -100 %',
      car: { dailyPrice: 2 ** 52, theftProtection: 2 ** 52 },
      days: 1,
      options: ['theftProtection'],
      rate: -100,
    },
  ])('refuses $name', ({ car, days, options = [], rate = 0 }) => {
    const error = errorOf(() =>
      quoteRental(makeCar(car), periodOf(days), options, { priceChangeRate: rate }),
    );
    expect(error.code).toBe('validation.invalidValue');
    expect(error.params).toEqual({ field: 'total' });
  });
});
