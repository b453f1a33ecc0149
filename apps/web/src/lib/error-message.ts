import type { i18n as I18n } from 'i18next';

import { ApiError, errorCodeOf } from './api-client';

const UNHANDLED_KEY = 'errors:common.unhandled';

function paramsOf(error: unknown): Record<string, unknown> {
  if (!(error instanceof ApiError)) return {};
  const { details } = error;
  return typeof details === 'object' && details !== null && !Array.isArray(details) ? { ...details } : {};
}

/** The translated message of an error: its code in the `errors` namespace, else the generic one. */
export function errorMessage(i18n: I18n, error: unknown): string {
  const key = `errors:${errorCodeOf(error)}`;
  return i18n.exists(key) ? i18n.t(key, paramsOf(error)) : i18n.t(UNHANDLED_KEY);
}
