import type { i18n as I18n } from 'i18next';

import { ApiError, errorCodeOf } from './api-client';

function paramsOf(error: unknown): Record<string, unknown> {
  if (!(error instanceof ApiError)) return {};
  const { details } = error;
  return typeof details === 'object' && details !== null && !Array.isArray(details) ? { ...details } : {};
}

/** The translated message of an error: its code in the `errors` namespace. */
export function errorMessage(i18n: I18n, error: unknown): string {
  // Parameters go under `replace`, so an API detail can never act as an i18next option; a numeric
  // `count` also chooses the plural form.
  const replace = paramsOf(error);
  const { count } = replace;
  return i18n.t(`errors:${errorCodeOf(error)}`, { replace, ...(typeof count === 'number' ? { count } : {}) });
}
