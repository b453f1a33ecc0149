import type { InputHTMLAttributes } from 'react';

import type { SchemaForm } from '@/lib/use-schema-form';

import styles from './form.module.css';
import { LabelledField } from './LabelledField';

interface TextFieldProps extends Omit<
  InputHTMLAttributes<HTMLInputElement>,
  'id' | 'name' | 'form' | 'className' | 'children'
> {
  form: SchemaForm;
  /** The field's name in the form's schema; its label is the form's. */
  name: string;
  /** A line under the label (e.g. the password rule), read with the field. */
  hint?: string;
}

/** A labelled input whose hint and error are tied to it (aria-describedby, aria-invalid). */
export function TextField({ form, name, hint, type = 'text', ...inputProps }: TextFieldProps) {
  return (
    <LabelledField form={form} name={name} hint={hint}>
      {(control) => <input {...inputProps} {...control} type={type} className={styles.input} />}
    </LabelledField>
  );
}
