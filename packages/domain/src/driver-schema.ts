// Main driver details of the booking form (product-rules.md § Accounts and forms).
import { z } from 'zod';
import { DEFAULT_TIME_ZONE, MINIMUM_AGE } from './constants';
import { EmailSchema, FullNameSchema, makeBirthDateSchema, PhoneSchema } from './schema-fields';

export interface DriverRules {
  /** The age the car asks for; the caller passes the larger of the setting and the car's own. */
  minimumAge?: number;
  /** The marketplace time zone, in which the birthday is counted. */
  timeZone?: string;
}

/** As of `now`: a driver younger than `minimumAge` gives validation.driverMinimumAge { age }. */
export function makeDriverSchema(now: Date, rules: DriverRules = {}) {
  return z.object({
    fullName: FullNameSchema,
    email: EmailSchema,
    phone: PhoneSchema,
    birthDate: makeBirthDateSchema(now, {
      minimumAge: rules.minimumAge ?? MINIMUM_AGE,
      code: 'validation.driverMinimumAge',
      timeZone: rules.timeZone ?? DEFAULT_TIME_ZONE,
    }),
  });
}
export type Driver = z.infer<ReturnType<typeof makeDriverSchema>>;
