// A booking made by hand in the back office (POST /api/admin/bookings): a supplier or an admin holds
// a car for a driver, named by their email. The server prices it (never an amount from the body) and
// checks the period as a checkout does; the driver's account is found, or made as a visitor's is.
import { z } from 'zod';
import { CAR_OPTIONS } from './enums';
import { EmailSchema, FullNameSchema, withCode } from './schema-fields';

export const ManualBookingInputSchema = z.object({
  carId: z.uuid(withCode('validation.required')),
  /** The driver's account: an existing driver's, else a new one made without a password. */
  driverEmail: EmailSchema,
  /** The name of a new driver account; the address's part before the @ when left out. */
  driverFullName: FullNameSchema.optional(),
  pickUpLocationId: z.uuid(withCode('validation.required')),
  /** The pick-up place when omitted. */
  dropOffLocationId: z.uuid(withCode('validation.invalidValue')).optional(),
  /** ISO 8601 date-times with an offset; the period rules of a checkout apply as of now. */
  from: z.string(withCode('validation.required')),
  to: z.string(withCode('validation.required')),
  /** The car options chosen (those the car includes are on anyway). */
  options: z
    .array(z.enum(CAR_OPTIONS, withCode('validation.invalidValue')))
    .max(CAR_OPTIONS.length, withCode('validation.tooMany'))
    .default([]),
});
export type ManualBookingInput = z.infer<typeof ManualBookingInputSchema>;
