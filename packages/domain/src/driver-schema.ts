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

/** The main driver's details an account may lack: "Delete my data" erases the phone and birth date. */
export const ACCOUNT_DRIVER_FIELDS = ['fullName', 'phone', 'birthDate'] as const;
export type AccountDriverField = (typeof ACCOUNT_DRIVER_FIELDS)[number];

/** The details a signed-in driver's account lacks to book, which the checkout then asks for. */
export function missingDriverFields(account: {
  fullName: string | null;
  phone: string | null;
  birthDate: string | null;
}): AccountDriverField[] {
  return ACCOUNT_DRIVER_FIELDS.filter((field) => (account[field] ?? '').trim() === '');
}

/** Only the `missing` details, each required and checked as the checkout checks a driver's. */
export function makeMissingDriverSchema(
  now: Date,
  rules: DriverRules,
  missing: readonly AccountDriverField[],
) {
  const mask: Partial<Record<AccountDriverField, true>> = {};
  for (const field of missing) mask[field] = true;
  return makeDriverSchema(now, rules).pick(mask);
}
