import { useId, type ReactNode, type SelectHTMLAttributes } from 'react';

interface SelectFieldProps {
  label: string;
  value: string;
  onChange: (value: string) => void;
  /** `<option>` elements. */
  children: ReactNode;
  /** Other attributes and handlers of the `<select>` (e.g. onFocus to fill the options on demand). */
  selectProps?: Omit<SelectHTMLAttributes<HTMLSelectElement>, 'id' | 'className' | 'value' | 'onChange'>;
}

/** A labelled native select: light, keyboard- and screen-reader-friendly, native on phones. */
export function SelectField({ label, value, onChange, children, selectProps }: SelectFieldProps) {
  const id = useId();
  return (
    <span className="rb-select-field">
      <label htmlFor={id} className="rb-select-field__label">
        {label}
      </label>
      <select
        {...selectProps}
        id={id}
        className="rb-select-field__select"
        value={value}
        onChange={(event) => onChange(event.target.value)}
      >
        {children}
      </select>
    </span>
  );
}
