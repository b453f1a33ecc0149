import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

import type { SchemaForm } from '@/lib/use-schema-form';

import { fieldMessage } from './field-message';
import styles from './form.module.css';

/** What the control of a field takes to be tied to its label, hint and error. */
export interface FieldControlProps {
  id: string;
  name: string;
  'aria-invalid': true | undefined;
  'aria-describedby': string | undefined;
}

interface LabelledFieldProps {
  form: SchemaForm;
  /** The field's name in the form's schema; its label is the form's. */
  name: string;
  /** A line under the label (e.g. the password rule), read with the field. */
  hint: string | undefined;
  /** The control itself (an input, a text area), given the props that tie it to the rest. */
  children: (control: FieldControlProps) => ReactNode;
}

/** A form field's label, hint and error around its control (aria-describedby, aria-invalid). */
export function LabelledField({ form, name, hint, children }: LabelledFieldProps) {
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
      {children({
        id,
        name,
        'aria-invalid': error === undefined ? undefined : true,
        'aria-describedby': describedBy === '' ? undefined : describedBy,
      })}
      {error !== undefined && (
        <p id={errorId} className={styles.error}>
          {fieldMessage(i18n, error, label)}
        </p>
      )}
    </div>
  );
}
