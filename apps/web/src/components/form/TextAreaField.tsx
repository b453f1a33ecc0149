import type { TextareaHTMLAttributes } from 'react';
import { useTranslation } from 'react-i18next';

import type { SchemaForm } from '@/lib/use-schema-form';

import { fieldMessage } from './field-message';
import styles from './form.module.css';
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
      <textarea
        {...textareaProps}
        id={id}
        name={name}
        rows={rows}
        className={`${styles.input} ${own.textarea}`}
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
