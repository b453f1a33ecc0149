// Test data for the pricing tests: a car with no price and every option unavailable, to override.
import { DomainError } from '../error-codes';
import type { PricedCar, QuoteLine, QuoteLineCode, RentalPeriod } from '../pricing';

export const HOUR = 3_600_000;
export const DAY = 24 * HOUR;

export function makeCar(overrides: Partial<PricedCar> = {}): PricedCar {
  return {
    dailyPrice: null,
    discountedDailyPrice: null,
    weeklyPrice: null,
    discountedWeeklyPrice: null,
    biWeeklyPrice: null,
    discountedBiWeeklyPrice: null,
    monthlyPrice: null,
    discountedMonthlyPrice: null,
    isDateBasedPrice: false,
    dateBasedPrices: [],
    cancellation: -1,
    amendments: -1,
    theftProtection: -1,
    collisionDamageWaiver: -1,
    fullInsurance: -1,
    additionalDriver: -1,
    ...overrides,
  };
}

/** A period of `days` whole days from `from` (an ISO instant). */
export function periodOf(days: number, from = '2025-06-01T10:00:00Z'): RentalPeriod {
  const start = new Date(from);
  return { from: start, to: new Date(start.getTime() + days * DAY) };
}

export const NO_SUPPLIER_RATE = { priceChangeRate: 0 } as const;

/** An expected quote line, written [code, quantity, unitMinor]. */
export type ExpectedLine = [code: QuoteLineCode, quantity: number, unitMinor: number];

export function linesOf(expected: readonly ExpectedLine[]): QuoteLine[] {
  return expected.map(([code, quantity, unitMinor]) => ({
    code,
    quantity,
    unitMinor,
    totalMinor: quantity * unitMinor,
  }));
}

/** The DomainError `run` throws; fails the test when it throws nothing or something else. */
export function errorOf(run: () => unknown): DomainError {
  try {
    run();
  } catch (error) {
    if (error instanceof DomainError) return error;
    throw error;
  }
  throw new Error('expected a DomainError');
}
