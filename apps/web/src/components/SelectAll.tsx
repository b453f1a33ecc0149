import { useEffect, useRef } from 'react';

import styles from './SelectAll.module.css';

interface SelectAllProps {
  id?: string | undefined;
  /** How many of the `shown` items are selected: some of them shows the box mixed. */
  selected: number;
  shown: number;
  label: string;
  /** Said as the selection changes; nothing while none is selected. */
  countText: string;
  onSelectAll: (isOn: boolean) => void;
}

/** A list's "select all" box (mixed while some are selected) and the count of the selection. */
export function SelectAll({ id, selected, shown, label, countText, onSelectAll }: SelectAllProps) {
  const box = useRef<HTMLInputElement>(null);
  const isMixed = selected > 0 && selected < shown;
  useEffect(() => {
    if (box.current !== null) box.current.indeterminate = isMixed;
  }, [isMixed]);
  return (
    <>
      <label className={styles.selectAll}>
        <input
          ref={box}
          id={id}
          type="checkbox"
          className={styles.checkbox}
          checked={shown > 0 && selected === shown}
          onChange={(event) => onSelectAll(event.target.checked)}
        />
        {label}
      </label>
      <span aria-live="polite" className={styles.count}>
        {selected === 0 ? '' : countText}
      </span>
    </>
  );
}
