// The rental period of a search or a booking (product-rules.md § Accounts and forms): pick-up far enough ahead, drop-off far
// enough after pick-up. Dates come as Date objects (forms) or ISO 8601 strings (JSON, URLs).
import { z } from 'zod';
import { MAX_RENTAL_DAYS, MIN_PICK_UP_HOURS, MIN_RENTAL_HOURS } from './constants';
import { DateTimeSchema, whenFieldsValid, withCode } from './schema-fields';

const MS_PER_HOUR = 3_600_000;
/** MAX_RENTAL_DAYS rental days: a longer period counts at least one more day (pricing's rentalDays). */
const MAX_RENTAL_MS = MAX_RENTAL_DAYS * 24 * MS_PER_HOUR;

export interface RentalPeriodIssue {
  field: 'from' | 'to';
  code: 'validation.pickUpTooSoon' | 'validation.rentalTooShort' | 'validation.rentalTooLong';
  params: { count: number };
}

/**
 * The first broken period rule as of `now`, or null: pick-up at least MIN_PICK_UP_HOURS ahead, drop-off
 * at least MIN_RENTAL_HOURS after pick-up and at most MAX_RENTAL_DAYS rental days later. Pure, so forms
 * check a period without a schema library.
 */
export function findRentalPeriodIssue(from: Date, to: Date, now: Date): RentalPeriodIssue | null {
  if (from.getTime() < now.getTime() + MIN_PICK_UP_HOURS * MS_PER_HOUR) {
    return { field: 'from', code: 'validation.pickUpTooSoon', params: { count: MIN_PICK_UP_HOURS } };
  }
  const length = to.getTime() - from.getTime();
  if (length < MIN_RENTAL_HOURS * MS_PER_HOUR) {
    return { field: 'to', code: 'validation.rentalTooShort', params: { count: MIN_RENTAL_HOURS } };
  }
  if (length > MAX_RENTAL_MS) {
    return { field: 'to', code: 'validation.rentalTooLong', params: { count: MAX_RENTAL_DAYS } };
  }
  return null;
}

/**
 * As of `now`: `from` at least MIN_PICK_UP_HOURS ahead (validation.pickUpTooSoon { count }), `to`
 * at least MIN_RENTAL_HOURS after `from` (validation.rentalTooShort { count }) and at most
 * MAX_RENTAL_DAYS rental days after it (validation.rentalTooLong { count }).
 */
export function makeRentalPeriodSchema(now: Date) {
  const earliestPickUp = now.getTime() + MIN_PICK_UP_HOURS * MS_PER_HOUR;
  return z
    .object({ from: DateTimeSchema, to: DateTimeSchema })
    .refine((period) => period.from.getTime() >= earliestPickUp, {
      ...withCode('validation.pickUpTooSoon'),
      params: { count: MIN_PICK_UP_HOURS },
      path: ['from'],
      when: whenFieldsValid('from'),
    })
    .refine((period) => period.to.getTime() - period.from.getTime() >= MIN_RENTAL_HOURS * MS_PER_HOUR, {
      ...withCode('validation.rentalTooShort'),
      params: { count: MIN_RENTAL_HOURS },
      path: ['to'],
      when: whenFieldsValid('from', 'to'),
    })
    .refine((period) => period.to.getTime() - period.from.getTime() <= MAX_RENTAL_MS, {
      ...withCode('validation.rentalTooLong'),
      params: { count: MAX_RENTAL_DAYS },
      path: ['to'],
      when: whenFieldsValid('from', 'to'),
    });
}
export type RentalPeriodInput = z.input<ReturnType<typeof makeRentalPeriodSchema>>;
export type ValidRentalPeriod = z.infer<ReturnType<typeof makeRentalPeriodSchema>>;
