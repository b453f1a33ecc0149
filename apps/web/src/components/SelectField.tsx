import { useId, type ReactNode } from 'react';

import styles from './SelectField.module.css';

interface SelectFieldProps {
  label: string;
  value: string;
  onChange: (value: string) => void;
  /** `<option>` elements. */
  children: ReactNode;
}

/** A labelled native select: light, keyboard- and screen-reader-friendly, native on phones. */
export function SelectField({ label, value, onChange, children }: SelectFieldProps) {
  const id = useId();
  return (
    <span className={styles.field}>
      <label htmlFor={id} className={styles.label}>
        {label}
      </label>
      <select
        id={id}
        className={styles.select}
        value={value}
        onChange={(event) => onChange(event.target.value)}
      >
        {children}
      </select>
    </span>
  );
}
