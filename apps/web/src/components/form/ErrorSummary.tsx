import type { MouseEvent } from 'react';
import { useTranslation } from 'react-i18next';

import { errorMessage } from '@/lib/error-message';
import type { SchemaForm } from '@/lib/use-schema-form';

import { fieldMessage } from './field-message';
import styles from './form.module.css';

interface SummaryItem {
  /** The field the item links to. */
  name: string;
  message: string;
}

/**
 * What keeps the form from being sent, above it: 'Please fix errors' and a link to each field at
 * fault (several empty fields make one 'Please fill in the fields: …'), or the API's refusal
 * ('Incorrect email or password'). The form moves the focus here after each submit that fails.
 */
export function ErrorSummary({ form }: { form: SchemaForm }) {
  const { t, i18n } = useTranslation('errors');
  const { fieldErrors, formError, labels, idOf, summaryRef } = form;
  if (fieldErrors.length === 0 && formError === null) return null;

  const missing = fieldErrors.filter((error) => error.code === 'validation.required');
  const grouped = missing.length > 1 ? missing : [];
  const items: SummaryItem[] = [];
  const [firstMissing] = grouped;
  if (firstMissing !== undefined) {
    const fields = grouped.map((error) => labels[error.path] ?? error.path).join(', ');
    items.push({
      name: firstMissing.path,
      message: t('validation.requiredFields', { replace: { fields } }),
    });
  }
  for (const error of fieldErrors) {
    if (grouped.includes(error)) continue;
    items.push({ name: error.path, message: fieldMessage(i18n, error, labels[error.path] ?? error.path) });
  }

  const titleId = idOf('error-summary');
  const focusField = (event: MouseEvent<HTMLAnchorElement>, name: string) => {
    event.preventDefault();
    document.getElementById(idOf(name))?.focus();
  };

  return (
    <div ref={summaryRef} tabIndex={-1} role="group" aria-labelledby={titleId} className={styles.summary}>
      <h2 id={titleId} className={styles.summaryTitle}>
        {formError === null ? t('validation.fixErrors') : errorMessage(i18n, formError)}
      </h2>
      {items.length > 0 && (
        <ul className={styles.summaryList}>
          {items.map((item) => (
            <li key={item.name}>
              <a href={`#${idOf(item.name)}`} onClick={(event) => focusField(event, item.name)}>
                {item.message}
              </a>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
