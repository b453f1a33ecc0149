import type { i18n as I18n } from 'i18next';

import type { FieldError } from '@/lib/use-schema-form';

/** A field error's message in the page's language: its code in `errors`, with the field's label and the code's parameters. */
export function fieldMessage(i18n: I18n, error: FieldError, label: string): string {
  return i18n.t(`errors:${error.code}`, { replace: { field: label, ...error.params } });
}
