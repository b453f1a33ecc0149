// The rental period of a search or a booking (spec 5 and 9): pick-up far enough ahead, drop-off far
// enough after pick-up. Dates come as Date objects (forms) or ISO 8601 strings (JSON, URLs).
import { z } from 'zod';
import { MIN_PICK_UP_HOURS, MIN_RENTAL_HOURS } from './constants';
import { DateTimeSchema, whenFieldsValid, withCode } from './schema-fields';

const MS_PER_HOUR = 3_600_000;

/**
 * As of `now`: `from` at least MIN_PICK_UP_HOURS ahead (validation.pickUpTooSoon { count }), `to`
 * at least MIN_RENTAL_HOURS after `from` (validation.rentalTooShort { count }).
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
    });
}
export type RentalPeriodInput = z.input<ReturnType<typeof makeRentalPeriodSchema>>;
export type ValidRentalPeriod = z.infer<ReturnType<typeof makeRentalPeriodSchema>>;
