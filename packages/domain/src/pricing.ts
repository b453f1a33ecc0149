// Server-side quote of a rental (product-rules.md § Prices, § Time): coded lines in minor units of USD and
// a total rounded once, half up. The booking stores the quote; a client-sent amount is never trusted.
import { calendarDayIn, type CalendarDay } from './calendar-day';
import { BASE_CURRENCY, DEFAULT_TIME_ZONE, MAX_AMOUNT_MINOR, MAX_RENTAL_DAYS } from './constants';
import { CAR_OPTIONS, PER_DAY_CAR_OPTIONS, type CarOption } from './enums';
import { DomainError } from './error-codes';
import { applyPercentage } from './money';
import {
  makePriceLine,
  priceDateBasedRental,
  priceRental,
  priceTieredRental,
  RENTAL_LINE_CODES,
  type PriceLine,
  type RentalPrices,
} from './rental-price';

export const QUOTE_LINE_CODES = [...RENTAL_LINE_CODES, ...CAR_OPTIONS, 'priceChangeRate'] as const;
export type QuoteLineCode = (typeof QUOTE_LINE_CODES)[number];

export type QuoteLine = PriceLine<QuoteLineCode>;

export interface Quote {
  currency: typeof BASE_CURRENCY;
  days: number;
  lines: QuoteLine[];
  totalMinor: number;
}

/** Option values: -1 unavailable, 0 included (free, no line), > 0 a price in minor units. */
export type CarOptionPrices = Readonly<Record<CarOption, number>>;

/** What a quote needs of a car: its prices and its options. */
export interface PricedCar extends RentalPrices, CarOptionPrices {}

export interface RentalPeriod {
  from: Date;
  to: Date;
}

export interface SupplierPricing {
  /** Percentage the supplier adds on top of rental + options: -100 to 999.99, two decimals at most. */
  priceChangeRate: number;
}

const MS_PER_HOUR = 3_600_000;
const PER_DAY_OPTIONS: ReadonlySet<CarOption> = new Set(PER_DAY_CAR_OPTIONS);

/**
 * Rental days: max(1, ceil(hours / 24)) where hours = ceil(duration in hours), so 24 h is one day
 * and 24 h 1 min is two. Throws validation.invalidValue when `to` is not after `from`, and
 * validation.rentalTooLong { count } beyond MAX_RENTAL_DAYS, so no caller works per day on more.
 */
export function rentalDays(from: Date, to: Date): number {
  const duration = to.getTime() - from.getTime();
  if (!Number.isFinite(duration) || duration <= 0) {
    throw new DomainError('validation.invalidValue', { field: 'period' });
  }
  const hours = Math.ceil(duration / MS_PER_HOUR);
  const days = Math.max(1, Math.ceil(hours / 24));
  if (days > MAX_RENTAL_DAYS) throw new DomainError('validation.rentalTooLong', { count: MAX_RENTAL_DAYS });
  return days;
}

function optionLines(car: PricedCar, chosen: readonly CarOption[], days: number): QuoteLine[] {
  for (const option of CAR_OPTIONS) {
    const value = car[option];
    if (!Number.isSafeInteger(value) || value < -1) {
      throw new DomainError('validation.invalidValue', { field: option });
    }
  }
  const lines: QuoteLine[] = [];
  if (chosen.length === 0) return lines;
  const wanted = new Set(chosen);
  for (const option of CAR_OPTIONS) {
    if (!wanted.has(option)) continue;
    const price = car[option];
    if (price === -1) throw new DomainError('quote.optionUnavailable', { option });
    if (price === 0) continue;
    lines.push(makePriceLine(option, PER_DAY_OPTIONS.has(option) ? days : 1, price));
  }
  return lines;
}

/**
 * Quotes `car` for `period` with the `options` the driver chose. Lines: rental tiers or date-based
 * days, then each priced option (per day or flat, in CAR_OPTIONS order), then the supplier's
 * percentage as the difference it adds. Throws validation.rentalTooLong { count } before any per-day
 * work for a period beyond MAX_RENTAL_DAYS, quote.optionUnavailable { option } for an option whose
 * value is -1, validation.invalidValue { field } for a broken period, price or rate, and
 * validation.invalidValue { field: 'total' } for a total beyond MAX_AMOUNT_MINOR.
 */
export function quoteRental(
  car: PricedCar,
  period: RentalPeriod,
  options: readonly CarOption[],
  supplier: SupplierPricing,
  timeZone: string = DEFAULT_TIME_ZONE,
): Quote {
  const days = rentalDays(period.from, period.to);
  return quoteRentalDays(car, days, calendarDayIn(period.from, timeZone), options, supplier);
}

/**
 * quoteRental for a period already counted: its rental days and the calendar day of its pick-up in
 * the marketplace time zone (a search prices many cars for one period, and counts it once).
 */
export function quoteRentalDays(
  car: PricedCar,
  days: number,
  pickUpDay: CalendarDay,
  options: readonly CarOption[],
  supplier: SupplierPricing,
): Quote {
  const lines: QuoteLine[] = [...priceRental(car, days, pickUpDay), ...optionLines(car, options, days)];
  const subtotal = lines.reduce((sum, line) => sum + line.totalMinor, 0);
  if (!Number.isSafeInteger(subtotal)) throw new DomainError('validation.invalidValue', { field: 'total' });
  const totalMinor = applyPercentage(subtotal, supplier.priceChangeRate);
  if (totalMinor > MAX_AMOUNT_MINOR) throw new DomainError('validation.invalidValue', { field: 'total' });
  if (supplier.priceChangeRate !== 0) {
    const difference = totalMinor - subtotal;
    lines.push({ code: 'priceChangeRate', quantity: 1, unitMinor: difference, totalMinor: difference });
  }
  return { currency: BASE_CURRENCY, days, lines, totalMinor };
}

/**
 * The total of quoteRentalDays with no options, for prices checked beforehand (assertValidRentalPrices):
 * what a search sorts by, for every car of a place, before it quotes the page's cars in full. The
 * same lines, not kept. Throws validation.invalidValue { field: 'total' } where quoteRental would.
 */
export function rentalTotalMinor(
  prices: RentalPrices,
  days: number,
  pickUpDay: CalendarDay,
  supplier: SupplierPricing,
): number {
  const lines = prices.isDateBasedPrice
    ? priceDateBasedRental(prices, days, pickUpDay)
    : priceTieredRental(prices, days);
  let subtotal = 0;
  for (const line of lines) subtotal += line.totalMinor;
  if (!Number.isSafeInteger(subtotal)) throw new DomainError('validation.invalidValue', { field: 'total' });
  const totalMinor = applyPercentage(subtotal, supplier.priceChangeRate);
  if (totalMinor > MAX_AMOUNT_MINOR) throw new DomainError('validation.invalidValue', { field: 'total' });
  return totalMinor;
}
