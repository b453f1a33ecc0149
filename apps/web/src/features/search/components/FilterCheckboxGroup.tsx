import type { ReactNode } from 'react';

import controls from './controls.module.css';
import styles from './FiltersPanel.module.css';

export interface FilterOption {
  value: string;
  label: ReactNode;
  /** Cars the option would show; unknown while the first results load. */
  count: number | undefined;
}

interface FilterCheckboxGroupProps {
  legend: string;
  options: readonly FilterOption[];
  chosen: readonly string[];
  onToggle: (value: string, isChosen: boolean) => void;
  /** 'radio' for a one-of group; its `chosen` holds at most one value. */
  type?: 'checkbox' | 'radio';
  /** Name of a radio group. */
  name?: string;
}

/** One filter group: a fieldset of checkboxes (or radios), each with the count of cars it shows. */
export function FilterCheckboxGroup({
  legend,
  options,
  chosen,
  onToggle,
  type = 'checkbox',
  name,
}: FilterCheckboxGroupProps) {
  return (
    <fieldset className={styles.group}>
      <legend className={styles.legend}>{legend}</legend>
      {options.map((option) => {
        const isChosen = chosen.includes(option.value);
        // A value no car has would only empty the results.
        const isEmpty = option.count === 0 && !isChosen;
        return (
          <label key={option.value} className={styles.option} data-empty={isEmpty ? '' : undefined}>
            <input
              type={type}
              name={name}
              className={controls.check}
              checked={isChosen}
              disabled={isEmpty}
              onChange={(event) => onToggle(option.value, event.currentTarget.checked)}
            />
            <span className={styles.label}>{option.label}</span>
            {option.count !== undefined && (
              <>
                {' '}
                <span className={styles.count}>({option.count})</span>
              </>
            )}
          </label>
        );
      })}
    </fieldset>
  );
}
