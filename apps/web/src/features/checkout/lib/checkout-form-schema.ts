// The checkout form's schema: the visitor's details — or those a signed-in driver's account lacks —
// and the additional driver's, as the API checks them (makeDriverSchema with the car's minimum age).
// The inputs are named by their API path ('driver.email'), so the API's field errors land on the
// same inputs.
import { makeDriverSchema } from '@roadbook/domain/driver-schema';
import { z } from 'zod';

import type { FormSchema } from '@/lib/use-schema-form';

export const DRIVER_FIELDS = ['fullName', 'email', 'phone', 'birthDate'] as const;
export type DriverField = (typeof DRIVER_FIELDS)[number];

export interface CheckoutDrivers {
  driver?: Partial<z.infer<ReturnType<typeof makeDriverSchema>>>;
  additionalDriver?: z.infer<ReturnType<typeof makeDriverSchema>>;
}

/** Dotted names → nested values: { 'driver.email': x } → { driver: { email: x } }. */
function nest(values: unknown): Record<string, unknown> {
  const nested: Record<string, Record<string, unknown>> = {};
  for (const [name, value] of Object.entries(values as Record<string, unknown>)) {
    const [group, field] = name.split('.');
    if (group === undefined || field === undefined) continue;
    nested[group] = { ...nested[group], [field]: value };
  }
  return nested;
}

export function makeCheckoutFormSchema(
  now: Date,
  rules: { minimumAge: number; driverFields: readonly DriverField[]; hasAdditionalDriver: boolean },
): FormSchema<CheckoutDrivers> {
  const driver = makeDriverSchema(now, { minimumAge: rules.minimumAge });
  const mask: Partial<Record<DriverField, true>> = {};
  for (const field of rules.driverFields) mask[field] = true;
  const schema = z.object({
    driver: rules.driverFields.length > 0 ? driver.pick(mask) : z.undefined().optional(),
    additionalDriver: rules.hasAdditionalDriver ? driver : z.undefined().optional(),
  });
  return { safeParse: (values) => schema.safeParse(nest(values)) };
}
