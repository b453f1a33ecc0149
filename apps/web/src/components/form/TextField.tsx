import type { InputHTMLAttributes } from 'react';
import { useTranslation } from 'react-i18next';

import type { SchemaForm } from '@/lib/use-schema-form';

import { fieldMessage } from './field-message';
import styles from './form.module.css';

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
  const { i18n } = useTranslation();
  const id = form.idOf(name);
  const label = form.labels[name] ?? name;
  const error = form.errorOf(name);
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  const describedBy = [hint === undefined ? '' : hintId, error === undefined ? '' : errorId]
    .filter((part) => part !== '')
    .join(' ');
  return (
    <div className={styles.field}>
      <label htmlFor={id} className={styles.label}>
        {label}
      </label>
      {hint !== undefined && (
        <p id={hintId} className={styles.hint}>
          {hint}
        </p>
      )}
      <input
        {...inputProps}
        id={id}
        name={name}
        type={type}
        className={styles.input}
        aria-invalid={error === undefined ? undefined : true}
        aria-describedby={describedBy === '' ? undefined : describedBy}
      />
      {error !== undefined && (
        <p id={errorId} className={styles.error}>
          {fieldMessage(i18n, error, label)}
        </p>
      )}
    </div>
  );
}
