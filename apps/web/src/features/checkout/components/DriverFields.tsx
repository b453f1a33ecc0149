import { useTranslation } from 'react-i18next';

import { TextField } from '@/components/form/TextField';
import type { SchemaForm } from '@/lib/use-schema-form';

import styles from './Checkout.module.css';

interface DriverFieldsProps {
  form: SchemaForm;
  /** 'driver' or 'additionalDriver': the inputs are named as the API names the fields. */
  group: 'driver' | 'additionalDriver';
  legend: string;
  intro?: string;
}

/** A driver's full name, email, phone and birth date. */
export function DriverFields({ form, group, legend, intro }: DriverFieldsProps) {
  const { t } = useTranslation('checkout');
  const isMain = group === 'driver';
  return (
    <fieldset className={styles.fieldset}>
      <legend className={styles.legend}>{legend}</legend>
      {intro !== undefined && <p className={styles.secondary}>{intro}</p>}
      <div className={styles.fields}>
        <TextField form={form} name={`${group}.fullName`} autoComplete={isMain ? 'name' : 'off'} />
        <TextField form={form} name={`${group}.email`} type="email" autoComplete={isMain ? 'email' : 'off'} />
        <TextField
          form={form}
          name={`${group}.phone`}
          type="tel"
          autoComplete={isMain ? 'tel' : 'off'}
          hint={t('driver.phoneHint')}
        />
        <TextField
          form={form}
          name={`${group}.birthDate`}
          type="date"
          autoComplete={isMain ? 'bday' : 'off'}
        />
      </div>
    </fieldset>
  );
}
