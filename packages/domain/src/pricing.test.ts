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
} from './priced-car.fixture';
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
