import { useTranslation } from 'react-i18next';

import { TextField } from '@/components/form/TextField';
import type { SchemaForm } from '@/lib/use-schema-form';

import { DRIVER_FIELDS, type DriverField } from '../lib/checkout-form-schema';
import styles from './Checkout.module.css';

interface DriverFieldsProps {
  form: SchemaForm;
  /** 'driver' or 'additionalDriver': the inputs are named as the API names the fields. */
  group: 'driver' | 'additionalDriver';
  /** The fields asked, all by default. */
  fields?: readonly DriverField[];
  /** Inside a fieldset of the page's own (a signed-in driver's), rather than one of its own. */
  legend?: string;
  intro?: string;
}

/** A driver's full name, email, phone and birth date, or those of `fields`. */
export function DriverFields({ form, group, fields = DRIVER_FIELDS, legend, intro }: DriverFieldsProps) {
  const { t } = useTranslation('checkout');
  const isMain = group === 'driver';
  const inputs = (
    <div className={styles.fields}>
      {fields.includes('fullName') && (
        <TextField form={form} name={`${group}.fullName`} autoComplete={isMain ? 'name' : 'off'} />
      )}
      {fields.includes('email') && (
        <TextField form={form} name={`${group}.email`} type="email" autoComplete={isMain ? 'email' : 'off'} />
      )}
      {fields.includes('phone') && (
        <TextField
          form={form}
          name={`${group}.phone`}
          type="tel"
          autoComplete={isMain ? 'tel' : 'off'}
          hint={t('driver.phoneHint')}
        />
      )}
      {fields.includes('birthDate') && (
        <TextField
          form={form}
          name={`${group}.birthDate`}
          type="date"
          autoComplete={isMain ? 'bday' : 'off'}
        />
      )}
    </div>
  );
  if (legend === undefined) return inputs;
  return (
    <fieldset className={styles.fieldset}>
      <legend className={styles.legend}>{legend}</legend>
      {intro !== undefined && <p className={styles.secondary}>{intro}</p>}
      {inputs}
    </fieldset>
  );
}
