// The rental part of a quote (product-rules.md § Prices): tiered blocks, or one price per calendar day.
import { calendarDaysBetween, isCalendarDay, type CalendarDay } from './calendar-day';
import { DomainError } from './error-codes';
import { isMinorAmount } from './money';

export const RENTAL_LINE_CODES = ['monthly', 'weekly', 'biWeekly', 'daily', 'dateBased'] as const;
export type RentalLineCode = (typeof RENTAL_LINE_CODES)[number];

/** A daily price applying to every calendar day from startDate to endDate, both included. */
export interface DateBasedPrice {
  startDate: CalendarDay;
  endDate: CalendarDay;
  dailyPrice: number;
}

/** A car's rental prices in minor units; a price counts as set only when positive. */
export interface RentalPrices {
  dailyPrice: number | null;
  discountedDailyPrice: number | null;
  weeklyPrice: number | null;
  discountedWeeklyPrice: number | null;
  biWeeklyPrice: number | null;
  discountedBiWeeklyPrice: number | null;
  monthlyPrice: number | null;
  discountedMonthlyPrice: number | null;
  isDateBasedPrice: boolean;
  dateBasedPrices: readonly DateBasedPrice[];
}

/** One coded line of a quote: `quantity` units at `unitMinor`, `totalMinor` = quantity × unit. */
export interface PriceLine<Code extends string> {
  code: Code;
  quantity: number;
  unitMinor: number;
  totalMinor: number;
}
export type RentalLine = PriceLine<RentalLineCode>;

type PriceField = Exclude<keyof RentalPrices, 'isDateBasedPrice' | 'dateBasedPrices'>;

/** A car's tier prices and their discounted variants (every amount of the rental but date-based ones). */
export const RENTAL_PRICE_FIELDS = [
  'dailyPrice',
  'discountedDailyPrice',
  'weeklyPrice',
  'discountedWeeklyPrice',
  'biWeeklyPrice',
  'discountedBiWeeklyPrice',
  'monthlyPrice',
  'discountedMonthlyPrice',
] as const satisfies readonly PriceField[];

/** Block tiers, largest first: each 30 days monthly, each 7 weekly, each 3 bi-weekly. */
const TIERS = [
  { code: 'monthly', days: 30, price: 'monthlyPrice', discounted: 'discountedMonthlyPrice' },
  { code: 'weekly', days: 7, price: 'weeklyPrice', discounted: 'discountedWeeklyPrice' },
  { code: 'biWeekly', days: 3, price: 'biWeeklyPrice', discounted: 'discountedBiWeeklyPrice' },
] as const satisfies readonly {
  code: RentalLineCode;
  days: number;
  price: PriceField;
  discounted: PriceField;
}[];

function invalid(field: string): DomainError {
  return new DomainError('validation.invalidValue', { field });
}

/** A line of `quantity` units; refuses totals beyond the safe integer range. */
export function makePriceLine<Code extends string>(
  code: Code,
  quantity: number,
  unitMinor: number,
): PriceLine<Code> {
  const totalMinor = quantity * unitMinor;
  if (!isMinorAmount(totalMinor)) throw invalid(code);
  return { code, quantity, unitMinor, totalMinor };
}

/** The price to charge for a tier: the discounted one when set, else the regular one, else none. */
function tierPrice(prices: RentalPrices, price: PriceField, discounted: PriceField): number | null {
  const discountedPrice = prices[discounted];
  if (discountedPrice !== null && discountedPrice > 0) return discountedPrice;
  const regularPrice = prices[price];
  return regularPrice !== null && regularPrice > 0 ? regularPrice : null;
}

/** Throws validation.invalidValue { field } on a negative or fractional price or a broken date range. */
export function assertValidRentalPrices(prices: RentalPrices): void {
  for (const field of RENTAL_PRICE_FIELDS) {
    const value = prices[field];
    if (value !== null && !isMinorAmount(value)) throw invalid(field);
  }
  for (const range of prices.dateBasedPrices) {
    if (!isMinorAmount(range.dailyPrice)) throw invalid('dateBasedPrices.dailyPrice');
    if (!isCalendarDay(range.startDate) || !isCalendarDay(range.endDate) || range.endDate < range.startDate) {
      throw invalid('dateBasedPrices');
    }
  }
}

function dailyPriceOf(prices: RentalPrices): number {
  const price = tierPrice(prices, 'dailyPrice', 'discountedDailyPrice');
  if (price === null) throw invalid('dailyPrice');
  return price;
}

/** Tiered rule: 30-day, 7-day then 3-day blocks, the rest daily; an unset tier's days fall through. */
export function priceTieredRental(prices: RentalPrices, days: number): RentalLine[] {
  const lines: RentalLine[] = [];
  let remaining = days;
  for (const tier of TIERS) {
    const price = tierPrice(prices, tier.price, tier.discounted);
    const blocks = Math.floor(remaining / tier.days);
    if (price === null || blocks === 0) continue;
    lines.push(makePriceLine(tier.code, blocks, price));
    remaining -= blocks * tier.days;
  }
  if (remaining > 0) lines.push(makePriceLine('daily', remaining, dailyPriceOf(prices)));
  return lines;
}

/**
 * Date-based rule: rental day i is calendar day `pickUpDay + i`, priced by the first range holding
 * it (ranges without a positive price are ignored), else at the daily price. One `dateBased` line per
 * distinct range price and one `daily` line, in order of first appearance.
 */
export function priceDateBasedRental(
  prices: RentalPrices,
  days: number,
  pickUpDay: CalendarDay,
): RentalLine[] {
  // Each range as the rental days it holds (day 0 is the pick-up day), counted once per range.
  const ranges = prices.dateBasedPrices
    .filter((range) => range.dailyPrice > 0)
    .map((range) => ({
      first: calendarDaysBetween(pickUpDay, range.startDate),
      last: calendarDaysBetween(pickUpDay, range.endDate),
      dailyPrice: range.dailyPrice,
    }));
  const counts = new Map<string, { code: RentalLineCode; unitMinor: number; quantity: number }>();
  for (let index = 0; index < days; index += 1) {
    const range = ranges.find((candidate) => candidate.first <= index && index <= candidate.last);
    const code: RentalLineCode = range ? 'dateBased' : 'daily';
    const unitMinor = range ? range.dailyPrice : dailyPriceOf(prices);
    const key = `${code}:${unitMinor}`;
    const entry = counts.get(key);
    if (entry) entry.quantity += 1;
    else counts.set(key, { code, unitMinor, quantity: 1 });
  }
  return [...counts.values()].map((entry) => makePriceLine(entry.code, entry.quantity, entry.unitMinor));
}

/** The rental lines for `days` rental days starting on `pickUpDay`. */
export function priceRental(prices: RentalPrices, days: number, pickUpDay: CalendarDay): RentalLine[] {
  assertValidRentalPrices(prices);
  return prices.isDateBasedPrice
    ? priceDateBasedRental(prices, days, pickUpDay)
    : priceTieredRental(prices, days);
}
