import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addCalendarDays, calendarDayIn } from '@roadbook/domain/calendar-day';
import { QuoteResponseSchema } from '@roadbook/domain/contracts/quotes';
import { createTestApp, type TestContext } from '../../testing/test-app';
import { createCar, createPlace, createSupplier, DAY, HOUR, hoursFromNow } from '../../testing/cars.fixture';

/** Expected lines, written [code, quantity, unitMinor]. */
type Line = [code: string, quantity: number, unitMinor: number];
const lines = (expected: Line[]) =>
  expected.map(([code, quantity, unitMinor]) => ({
    code,
    quantity,
    unitMinor,
    totalMinor: quantity * unitMinor,
  }));

describe('POST /api/quotes', () => {
  let ctx: TestContext;
  const ids: Record<string, string> = {};
  const from = hoursFromNow(5, 10);

  async function post(payload: unknown, headers: Record<string, string> = {}) {
    return ctx.app.inject({ method: 'POST', url: '/api/quotes', payload: payload ?? undefined, headers });
  }

  async function quote(car: string, hours: number, options: string[] = []) {
    const to = new Date(from.getTime() + hours * HOUR);
    const response = await post({ carId: ids[car], from: from.toISOString(), to: to.toISOString(), options });
    expect(response.statusCode, response.body).toBe(200);
    return QuoteResponseSchema.parse(response.json()).quote;
  }

  beforeAll(async () => {
    ctx = await createTestApp();
    const { db } = ctx.database;
    const place = await createPlace(db, 'ES');
    const plain = await createSupplier(db, { name: 'Plain Rentals', priceChangeRate: 0 });
    const marked = await createSupplier(db, { name: 'Marked Rentals', priceChangeRate: 12.5 });
    const tiers = {
      dailyPrice: 5000,
      weeklyPrice: 30_000,
      biWeeklyPrice: 14_000,
      monthlyPrice: 100_000,
      cancellation: 2500,
      amendments: 0,
      theftProtection: 800,
      collisionDamageWaiver: -1,
      fullInsurance: 1500,
      additionalDriver: 0,
    };
    ids.tiered = await createCar(db, { supplierId: plain, locationIds: [place], ...tiers });
    ids.noWeekly = await createCar(db, { supplierId: plain, ...tiers, weeklyPrice: null });
    ids.discounted = await createCar(db, {
      supplierId: plain,
      ...tiers,
      discountedDailyPrice: 4500,
      discountedWeeklyPrice: 27_000,
    });
    ids.marked = await createCar(db, { supplierId: marked, ...tiers });
    const pickUpDay = calendarDayIn(from, 'UTC');
    ids.dateBased = await createCar(db, { supplierId: plain, ...tiers, isDateBasedPrice: true }, [
      { startDate: addCalendarDays(pickUpDay, 1), endDate: addCalendarDays(pickUpDay, 2), dailyPrice: 9000 },
      { startDate: addCalendarDays(pickUpDay, 6), endDate: addCalendarDays(pickUpDay, 40), dailyPrice: 4000 },
    ]);
  });
  afterAll(() => ctx.close());

  describe('tiers', () => {
    it.each<[string, string, number, Line[]]>([
      ['1 hour = 1 day', 'tiered', 1, [['daily', 1, 5000]]],
      ['24 hours = 1 day', 'tiered', 24, [['daily', 1, 5000]]],
      ['24 hours and a minute = 2 days', 'tiered', 24 + 1 / 60, [['daily', 2, 5000]]],
      ['3 days = 1 bi-weekly block', 'tiered', 72, [['biWeekly', 1, 14_000]]],
      [
        '8 days = 1 week + 1 day',
        'tiered',
        8 * 24,
        [
          ['weekly', 1, 30_000],
          ['daily', 1, 5000],
        ],
      ],
      [
        '10 days = 1 week + 1 bi-weekly block',
        'tiered',
        240,
        [
          ['weekly', 1, 30_000],
          ['biWeekly', 1, 14_000],
        ],
      ],
      [
        '45 days = 1 month + 2 weeks + 1 day',
        'tiered',
        45 * 24,
        [
          ['monthly', 1, 100_000],
          ['weekly', 2, 30_000],
          ['daily', 1, 5000],
        ],
      ],
      [
        'no weekly price: 8 days = 2 bi-weekly blocks + 2 days',
        'noWeekly',
        8 * 24,
        [
          ['biWeekly', 2, 14_000],
          ['daily', 2, 5000],
        ],
      ],
      [
        'discounted prices are used when set',
        'discounted',
        9 * 24,
        [
          ['weekly', 1, 27_000],
          ['daily', 2, 4500],
        ],
      ],
    ])('%s', async (_name, car, hours, expected) => {
      const result = await quote(car, hours);
      expect(result.lines).toEqual(lines(expected));
      expect(result.totalMinor).toBe(lines(expected).reduce((sum, line) => sum + line.totalMinor, 0));
      expect(result.currency).toBe('USD');
    });
  });

  it('prices each calendar day of a date-based car at its range, else at the daily price', async () => {
    // Days 1..8: day 1 daily, days 2–3 at 9000, days 4–6 daily, days 7–8 at 4000.
    const result = await quote('dateBased', 8 * 24);
    expect(result).toEqual({
      currency: 'USD',
      days: 8,
      lines: lines([
        ['daily', 4, 5000],
        ['dateBased', 2, 9000],
        ['dateBased', 2, 4000],
      ]),
      totalMinor: 4 * 5000 + 2 * 9000 + 2 * 4000,
    });
  });

  it('charges per-day options per day, flat options once, and included options not at all', async () => {
    const result = await quote('tiered', 2 * 24, [
      'theftProtection',
      'cancellation',
      'amendments',
      'fullInsurance',
      'additionalDriver',
    ]);
    expect(result.lines).toEqual(
      lines([
        ['daily', 2, 5000],
        ['cancellation', 1, 2500],
        ['theftProtection', 2, 800],
        ['fullInsurance', 2, 1500],
      ]),
    );
    expect(result.totalMinor).toBe(10_000 + 2500 + 1600 + 3000);
  });

  it('adds the supplier percentage to rental and options, rounded once, half up', async () => {
    const result = await quote('marked', 2 * 24, ['theftProtection', 'cancellation']);
    // (10 000 + 2 500 + 1 600) × 1.125 = 15 862.5 → 15 863.
    expect(result.lines.at(-1)).toEqual({
      code: 'priceChangeRate',
      quantity: 1,
      unitMinor: 1763,
      totalMinor: 1763,
    });
    expect(result.totalMinor).toBe(15_863);
  });

  it('refuses an unavailable option with its code, in English and Spanish', async () => {
    const payload = {
      carId: ids.tiered,
      from: from.toISOString(),
      to: new Date(from.getTime() + DAY).toISOString(),
      options: ['collisionDamageWaiver'],
    };
    for (const [language, message] of [
      ['en', 'This option is not available for this vehicle'],
      ['es', 'Esta opción no está disponible para este vehículo'],
    ]) {
      const response = await post(payload, { 'accept-language': language ?? 'en' });
      expect(response.statusCode).toBe(400);
      expect(response.json().error).toEqual({
        code: 'quote.optionUnavailable',
        message,
        details: { option: 'collisionDamageWaiver' },
      });
    }
  });

  it('answers 404 for an unknown car', async () => {
    const to = new Date(from.getTime() + DAY).toISOString();
    const response = await post({ carId: randomUUID(), from: from.toISOString(), to });
    expect(response.statusCode).toBe(404);
    expect(response.json().error.code).toBe('common.notFound');
  });

  it.each<[string, Record<string, unknown>, string, string]>([
    ['a malformed car id', { carId: 'car-1' }, 'carId', 'validation.invalidValue'],
    ['an unknown option', { options: ['sunroof'] }, 'options.0', 'validation.invalidValue'],
    ['a date that does not exist', { to: '2031-04-31T10:00:00Z' }, 'to', 'validation.invalidDate'],
    ['a missing date', { from: undefined }, 'from', 'validation.invalidValue'],
  ])('answers 400 with a field code for %s', async (_name, change, path, code) => {
    const to = new Date(from.getTime() + DAY).toISOString();
    const response = await post({ carId: ids.tiered, from: from.toISOString(), to, ...change });
    expect(response.statusCode).toBe(400);
    expect(response.json().error.code).toBe('common.invalidRequest');
    expect(response.json().error.details.fields).toContainEqual(
      expect.objectContaining({ path, code, in: 'body' }),
    );
  });

  it('applies the period rules of the search', async () => {
    const soon = new Date(Date.now() + 10 * 60_000);
    const response = await post({
      carId: ids.tiered,
      from: soon.toISOString(),
      to: new Date(soon.getTime() + DAY).toISOString(),
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().error).toMatchObject({
      code: 'validation.pickUpTooSoon',
      details: { count: 1, field: 'from' },
    });
  });
});

describe('POST /api/quotes rate limit', () => {
  it('is rate-limited like the rest of the API', async () => {
    const ctx = await createTestApp({ env: { RATE_LIMIT_MAX: '2' } });
    try {
      const send = () => ctx.app.inject({ method: 'POST', url: '/api/quotes', payload: {} });
      expect((await send()).statusCode).toBe(400);
      expect((await send()).statusCode).toBe(400);
      const limited = await send();
      expect(limited.statusCode).toBe(429);
      expect(limited.json().error.code).toBe('common.rateLimited');
    } finally {
      await ctx.close();
    }
  });
});
