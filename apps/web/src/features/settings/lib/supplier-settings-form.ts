// The supplier settings form's fields are texts and checkboxes; SupplierSettingsSchema (the one the
// API checks) takes numbers. This reads the two number fields as the schema expects them, and the
// schema decides the rest.
import { SupplierSettingsSchema, type SupplierSettings } from '@roadbook/domain/supplier-settings-schema';

import type { FormSchema } from '@/lib/use-schema-form';

/** A number field's text: blank gives `blank`, a decimal comma counts as a point, anything else is Number's reading (NaN is refused as an invalid value). */
function numberOf(value: unknown, blank: null | undefined): unknown {
  if (typeof value !== 'string') return value;
  const text = value.trim().replace(',', '.');
  return text === '' ? blank : Number(text);
}

/** The settings form's schema: no price change rate when left blank; the minimum rental days required. */
export const SupplierSettingsFormSchema: FormSchema<SupplierSettings> = {
  safeParse: (values) => {
    const fields: object = typeof values === 'object' && values !== null ? values : {};
    return SupplierSettingsSchema.safeParse({
      ...fields,
      priceChangeRate: numberOf(Reflect.get(fields, 'priceChangeRate'), null),
      minimumRentalDays: numberOf(Reflect.get(fields, 'minimumRentalDays'), undefined),
    });
  },
};

/** A saved number as the form shows it ('' for none). */
export function numberText(value: number | null): string {
  return value === null ? '' : String(value);
}
