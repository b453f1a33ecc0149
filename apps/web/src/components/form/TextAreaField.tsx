import type { TextareaHTMLAttributes } from 'react';

import type { SchemaForm } from '@/lib/use-schema-form';

import styles from './form.module.css';
import { LabelledField } from './LabelledField';
import own from './TextAreaField.module.css';

interface TextAreaFieldProps extends Omit<
  TextareaHTMLAttributes<HTMLTextAreaElement>,
  'id' | 'name' | 'form' | 'className' | 'children'
> {
  form: SchemaForm;
  /** The field's name in the form's schema; its label is the form's. */
  name: string;
  /** A line under the label (e.g. what the text is for), read with the field. */
  hint?: string;
}

/** TextField's twin for a longer text (a message, a bio): hint and error tied to it. */
export function TextAreaField({ form, name, hint, rows = 4, ...textareaProps }: TextAreaFieldProps) {
  return (
    <LabelledField form={form} name={name} hint={hint}>
      {(control) => (
        <textarea {...textareaProps} {...control} rows={rows} className={`${styles.input} ${own.textarea}`} />
      )}
    </LabelledField>
  );
}
