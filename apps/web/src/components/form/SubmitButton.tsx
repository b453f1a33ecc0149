import type { ReactNode } from 'react';

import type { SchemaForm } from '@/lib/use-schema-form';

import styles from './form.module.css';

/** The form's submit button; while the form is being sent it says so and does nothing (it keeps the focus). */
export function SubmitButton({ form, children }: { form: SchemaForm; children: ReactNode }) {
  return (
    <button type="submit" className={styles.submit} aria-disabled={form.isSubmitting || undefined}>
      {children}
    </button>
  );
}
