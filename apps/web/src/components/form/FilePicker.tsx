import type { ChangeEvent } from 'react';

import button from '@/components/button.module.css';

import styles from './FilePicker.module.css';

/** What a driving licence may be (the API decides by the content). */
export const LICENCE_FILE_TYPES = 'image/jpeg,image/png,image/webp,application/pdf';

interface FilePickerProps {
  id: string;
  /** What the button says ("Upload a picture", "Replace"). */
  label: string;
  /** The types the browser offers (the API decides by the content). */
  accept: string;
  /** While a file is being sent, another is not taken. */
  isBusy: boolean;
  /** Ids of the hint and error read with the field. */
  describedBy?: string;
  isInvalid?: boolean;
  onFile: (file: File) => void;
}

/** Chooses one file: a native file input (keyboard and screen readers as usual) drawn as a button. */
export function FilePicker({ id, label, accept, isBusy, describedBy, isInvalid, onFile }: FilePickerProps) {
  const onChange = (event: ChangeEvent<HTMLInputElement>) => {
    const input = event.currentTarget;
    const file = input.files?.[0];
    // The same file may be chosen again after a refusal.
    input.value = '';
    if (file !== undefined && !isBusy) onFile(file);
  };
  return (
    <span>
      <input
        id={id}
        type="file"
        accept={accept}
        className={styles.input}
        aria-describedby={describedBy}
        aria-invalid={isInvalid || undefined}
        onChange={onChange}
      />
      <label htmlFor={id} className={`${button.outlined} ${styles.button} ${isBusy ? styles.busy : ''}`}>
        {label}
      </label>
    </span>
  );
}
