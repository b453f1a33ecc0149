import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

import type { SchemaForm } from '@/lib/use-schema-form';

import { fieldMessage } from './field-message';
import styles from './form.module.css';

interface CheckboxFieldProps {
  form: SchemaForm;
  name: string;
  defaultChecked?: boolean;
  /** Shown under the label, e.g. a link to the terms the box accepts. */
  children?: ReactNode;
}

/** A labelled checkbox of a form (its value is true or false), with its error. */
export function CheckboxField({ form, name, defaultChecked, children }: CheckboxFieldProps) {
  const { i18n } = useTranslation();
  const id = form.idOf(name);
  const label = form.labels[name] ?? name;
  const error = form.errorOf(name);
  const errorId = `${id}-error`;
  return (
    <div className={styles.checkboxField}>
      <input
        id={id}
        name={name}
        type="checkbox"
        className={styles.checkbox}
        defaultChecked={defaultChecked}
        aria-invalid={error === undefined ? undefined : true}
        aria-describedby={error === undefined ? undefined : errorId}
      />
      <label htmlFor={id}>{label}</label>
      {children !== undefined && <div className={styles.checkboxExtra}>{children}</div>}
      {error !== undefined && (
        <p id={errorId} className={`${styles.error} ${styles.checkboxExtra}`}>
          {fieldMessage(i18n, error, label)}
        </p>
      )}
    </div>
  );
}
