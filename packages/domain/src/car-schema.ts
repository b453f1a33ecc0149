// A car as the back office writes it (product-rules.md § Places, cars and suppliers, § Prices): every
// field, checked once here for the car editor, the CSV import and the API. Amounts are minor units of USD.
import { z } from 'zod';
import { isCalendarDay } from './calendar-day';
import { MAX_AMOUNT_MINOR, MINIMUM_AGE } from './constants';
import {
  AVAILABILITIES,
  CAR_OPTIONS,
  FUEL_POLICIES,
  FUEL_TYPES,
  GEARBOXES,
  MULTIMEDIA,
  VEHICLE_SIZES,
  type CarOption,
} from './enums';
import { addCodedIssue, requiredText, withCode } from './schema-fields';

export const CAR_NAME_MAX_LENGTH = 100;
export const LICENCE_PLATE_MAX_LENGTH = 20;
/** The most date ranges one car may have, and the most pick-up places. */
export const MAX_DATE_BASED_PRICES = 100;
export const MAX_CAR_LOCATIONS = 500;
export const CAR_LIMITS = {
  seats: { min: 1, max: 100 },
  doors: { min: 0, max: 10 },
  /** Kilometres a day when the mileage is limited. */
  mileage: { min: 1, max: 100_000 },
  minimumAge: { min: MINIMUM_AGE, max: 99 },
} as const;

/** The tier prices with their discounted variant, in the editor's order. */
export const PRICE_TIERS = [
  { price: 'dailyPrice', discounted: 'discountedDailyPrice' },
  { price: 'weeklyPrice', discounted: 'discountedWeeklyPrice' },
  { price: 'biWeeklyPrice', discounted: 'discountedBiWeeklyPrice' },
  { price: 'monthlyPrice', discounted: 'discountedMonthlyPrice' },
] as const;

const required = {
  error: (issue: { input?: unknown }) =>
    issue.input === undefined || issue.input === null ? 'validation.required' : 'validation.invalidValue',
};

/** A whole number within [min, max]: validation.outOfRange { min, max }. */
function wholeNumber(min: number, max: number) {
  return z
    .number(required)
    .int(withCode('validation.invalidValue'))
    .superRefine((value, ctx) => {
      if (value < min || value > max) addCodedIssue(ctx, 'validation.outOfRange', { min, max });
    });
}

const amount = wholeNumber(0, MAX_AMOUNT_MINOR);
const price = wholeNumber(1, MAX_AMOUNT_MINOR);
/** -1 unavailable, 0 included, > 0 a price. */
const optionValue = wholeNumber(-1, MAX_AMOUNT_MINOR);

const calendarDay = z
  .string(withCode('validation.required'))
  .refine(isCalendarDay, withCode('validation.invalidDate'));

export const DateBasedPriceInputSchema = z
  .object({ startDate: calendarDay, endDate: calendarDay, dailyPrice: price })
  .superRefine((range, ctx) => {
    if (range.endDate < range.startDate) {
      addCodedIssue(ctx, 'validation.endBeforeStart', undefined, ['endDate']);
    }
  });
export type DateBasedPriceInput = z.infer<typeof DateBasedPriceInputSchema>;

interface DayRange {
  startDate: string;
  endDate: string;
}

/**
 * The first pair of ranges (inclusive calendar days) that share a day, as indexes [earlier in the
 * list, later], or null; a reversed range is left to its own check. The database never sees
 * overlapping ranges: the schema refuses them first.
 */
export function findOverlappingRanges(ranges: readonly DayRange[]): [number, number] | null {
  const ordered = ranges
    .map((range, index) => ({ ...range, index }))
    .filter((range) => range.startDate <= range.endDate)
    .sort((left, right) =>
      left.startDate < right.startDate ? -1 : left.startDate > right.startDate ? 1 : left.index - right.index,
    );
  // Sorted by start, the first range that meets an earlier one meets its neighbour before it too.
  for (const [position, current] of ordered.entries()) {
    const previous = ordered[position - 1];
    if (previous !== undefined && current.startDate <= previous.endDate) {
      return [Math.min(previous.index, current.index), Math.max(previous.index, current.index)];
    }
  }
  return null;
}

const optionFields = Object.fromEntries(CAR_OPTIONS.map((option) => [option, optionValue])) as Record<
  CarOption,
  typeof optionValue
>;

export const CarInputSchema = z
  .object({
    name: requiredText(CAR_NAME_MAX_LENGTH),
    /** The owner: an admin names it; a supplier's own id is taken whatever is sent. */
    supplierId: z.uuid(withCode('validation.required')).optional(),
    licencePlate: requiredText(LICENCE_PLATE_MAX_LENGTH).nullable(),
    size: z.enum(VEHICLE_SIZES, required),
    fuelType: z.enum(FUEL_TYPES, required),
    gearbox: z.enum(GEARBOXES, required),
    seats: wholeNumber(CAR_LIMITS.seats.min, CAR_LIMITS.seats.max),
    doors: wholeNumber(CAR_LIMITS.doors.min, CAR_LIMITS.doors.max),
    aircon: z.boolean(required),
    multimedia: z
      .array(z.enum(MULTIMEDIA, withCode('validation.invalidValue')), required)
      .refine((items) => new Set(items).size === items.length, withCode('validation.invalidValue')),
    /** -1 unlimited, else kilometres a day. */
    mileage: z
      .number(required)
      .refine(
        (value) =>
          value === -1 ||
          (Number.isInteger(value) && value >= CAR_LIMITS.mileage.min && value <= CAR_LIMITS.mileage.max),
        withCode('validation.invalidValue'),
      ),
    fuelPolicy: z.enum(FUEL_POLICIES, required),
    deposit: amount,
    minimumAge: wholeNumber(CAR_LIMITS.minimumAge.min, CAR_LIMITS.minimumAge.max),
    isLicenceRequired: z.boolean(required),
    availability: z.enum(AVAILABILITIES, required),
    isFullyBooked: z.boolean(required),
    isComingSoon: z.boolean(required),
    dailyPrice: price,
    discountedDailyPrice: price.nullable(),
    weeklyPrice: price.nullable(),
    discountedWeeklyPrice: price.nullable(),
    biWeeklyPrice: price.nullable(),
    discountedBiWeeklyPrice: price.nullable(),
    monthlyPrice: price.nullable(),
    discountedMonthlyPrice: price.nullable(),
    isDateBasedPrice: z.boolean(required),
    dateBasedPrices: z
      .array(DateBasedPriceInputSchema, required)
      .max(MAX_DATE_BASED_PRICES, withCode('validation.tooMany')),
    ...optionFields,
    /** The places the car can be picked up at: one at least. */
    locationIds: z
      .array(z.uuid(withCode('validation.invalidValue')), required)
      .min(1, withCode('validation.required'))
      .max(MAX_CAR_LOCATIONS, withCode('validation.tooMany'))
      .transform((ids) => [...new Set(ids)]),
  })
  .superRefine((car, ctx) => {
    for (const tier of PRICE_TIERS) {
      const discounted = car[tier.discounted];
      if (discounted === null) continue;
      const regular = car[tier.price];
      if (regular === null) addCodedIssue(ctx, 'validation.required', undefined, [tier.price]);
      else if (discounted >= regular) {
        addCodedIssue(ctx, 'validation.discountNotLower', undefined, [tier.discounted]);
      }
    }
    const overlap = findOverlappingRanges(car.dateBasedPrices);
    if (overlap !== null) {
      const [first, second] = overlap;
      addCodedIssue(ctx, 'validation.dateRangesOverlap', { other: first + 1 }, [
        'dateBasedPrices',
        second,
        'startDate',
      ]);
    }
  });
export type CarInput = z.infer<typeof CarInputSchema>;
