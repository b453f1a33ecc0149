import { describe, expect, it } from 'vitest';
import type { CarOption } from './enums';
import {
  errorOf,
  linesOf,
  makeCar,
  NO_SUPPLIER_RATE,
  periodOf,
  type ExpectedLine,
} from './testing/priced-car.fixture';
import { quoteRental, type PricedCar } from './pricing';

describe('quoteRental: options', () => {
  const car = makeCar({
    dailyPrice: 5000,
    cancellation: 2000,
    amendments: 0,
    theftProtection: 1000,
    collisionDamageWaiver: 0,
    fullInsurance: -1,
    additionalDriver: 500,
  });
  it.each<{ name: string; options: CarOption[]; lines: ExpectedLine[] }>([
    { name: 'per-day option × days', options: ['theftProtection'], lines: [['theftProtection', 3, 1000]] },
    { name: 'flat cancellation', options: ['cancellation'], lines: [['cancellation', 1, 2000]] },
    { name: 'included option costs nothing and adds no line', options: ['collisionDamageWaiver'], lines: [] },
    {
      name: 'an option chosen twice counts once',
      options: ['additionalDriver', 'additionalDriver'],
      lines: [['additionalDriver', 3, 500]],
    },
    {
      name: 'options are listed in CAR_OPTIONS order',
      options: ['additionalDriver', 'amendments', 'cancellation', 'theftProtection'],
      lines: [
        ['cancellation', 1, 2000],
        ['theftProtection', 3, 1000],
        ['additionalDriver', 3, 500],
      ],
    },
  ])('$name', ({ options, lines }) => {
    const quote = quoteRental(car, periodOf(3), options, NO_SUPPLIER_RATE);
    expect(quote.lines).toEqual([...linesOf([['daily', 3, 5000]]), ...linesOf(lines)]);
    expect(quote.totalMinor).toBe(
      15000 + lines.reduce((sum, [, quantity, unit]) => sum + quantity * unit, 0),
    );
  });

  it('option -1 refused', () => {
    const error = errorOf(() => quoteRental(car, periodOf(3), ['fullInsurance'], NO_SUPPLIER_RATE));
    expect(error.code).toBe('quote.optionUnavailable');
    expect(error.params).toEqual({ option: 'fullInsurance' });
  });

  it('an unavailable option that is not chosen does not matter', () => {
    expect(quoteRental(car, periodOf(1), [], NO_SUPPLIER_RATE).totalMinor).toBe(5000);
  });
});

describe('quoteRental: supplier price change rate', () => {
  it.each([
    { name: 'price change rate 10% rounds half up', daily: 1005, rate: 10, total: 1106 },
    {
      name: 'rate 15% on 50 rounds half up despite floating point (57.4999…)',
      daily: 50,
      rate: 15,
      total: 58,
    },
    { name: 'rate 2.5% on 60 rounds half up (61.5)', daily: 60, rate: 2.5, total: 62 },
    { name: 'rate 12.5% on 1234 rounds down below half', daily: 1234, rate: 12.5, total: 1388 },
    { name: 'rate 12.34% on 1000, two decimals', daily: 1000, rate: 12.34, total: 1123 },
    { name: 'rate 999.99% on 100, the highest', daily: 100, rate: 999.99, total: 1100 },
    { name: 'negative rate -10% on 1005 rounds half up', daily: 1005, rate: -10, total: 905 },
    { name: 'rate -100% gives zero', daily: 1005, rate: -100, total: 0 },
  ])('$name', ({ daily, rate, total }) => {
    const quote = quoteRental(makeCar({ dailyPrice: daily }), periodOf(1), [], { priceChangeRate: rate });
    expect(quote.totalMinor).toBe(total);
    expect(quote.lines.at(-1)).toEqual({
      code: 'priceChangeRate',
      quantity: 1,
      unitMinor: total - daily,
      totalMinor: total - daily,
    });
  });

  it('the rate applies to rental + options, rounding once', () => {
    const car = makeCar({ dailyPrice: 1001, theftProtection: 2, cancellation: 1 });
    // (3 × 1001 + 3 × 2 + 1) × 1.05 = 3160.5 → 3161 (rounding each part first would give 3160)
    const quote = quoteRental(car, periodOf(3), ['theftProtection', 'cancellation'], { priceChangeRate: 5 });
    expect(quote.totalMinor).toBe(3161);
  });

  it('rate 0 adds no line', () => {
    const quote = quoteRental(makeCar({ dailyPrice: 1005 }), periodOf(1), [], NO_SUPPLIER_RATE);
    expect(quote.lines.map((line) => line.code)).toEqual(['daily']);
  });
});

describe('quoteRental: refused input', () => {
  const daily = { dailyPrice: 5000 };
  it.each<{
    name: string;
    car: Partial<PricedCar>;
    period?: { from: Date; to: Date };
    rate?: number;
    field: string;
  }>([
    {
      name: 'a period whose drop-off is not after pick-up',
      car: daily,
      period: periodOf(0),
      field: 'period',
    },
    { name: 'a negative price', car: { dailyPrice: 5000, weeklyPrice: -1 }, field: 'weeklyPrice' },
    { name: 'a fractional price', car: { dailyPrice: 50.5 }, field: 'dailyPrice' },
    { name: 'an option below -1', car: { ...daily, amendments: -2 }, field: 'amendments' },
    { name: 'a fractional option price', car: { ...daily, amendments: 1.5 }, field: 'amendments' },
    { name: 'a rate below -100%', car: daily, rate: -101, field: 'priceChangeRate' },
    { name: 'a rate that is not a number', car: daily, rate: Number.NaN, field: 'priceChangeRate' },
    { name: 'a rate with three decimals', car: daily, rate: 12.345, field: 'priceChangeRate' },
    { name: 'a rate above 999.99%', car: daily, rate: 1000, field: 'priceChangeRate' },
    {
      name: 'days left over with no daily price',
      car: { weeklyPrice: 30000 },
      period: periodOf(8),
      field: 'dailyPrice',
    },
  ])('refuses $name', ({ car, period, rate, field }) => {
    const error = errorOf(() =>
      quoteRental(makeCar(car), period ?? periodOf(2), [], { priceChangeRate: rate ?? 0 }),
    );
    expect(error.code).toBe('validation.invalidValue');
    expect(error.params).toEqual({ field });
  });

  it('refuses an unknown time zone', () => {
    const error = errorOf(() => quoteRental(makeCar(daily), periodOf(1), [], NO_SUPPLIER_RATE, 'Mars/Base'));
    expect(error.params).toEqual({ field: 'timeZone' });
  });
});
