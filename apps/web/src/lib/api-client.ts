// The one way the web app talks to the API (same origin). Every non-2xx body has the shape
// `{ error: { code, message, details? } }`; the code is an `errors` namespace key.

import type { ErrorCode } from '@roadbook/domain/error-codes';

const UNHANDLED_ERROR_CODE: ErrorCode = 'common.unhandled';

export class ApiError extends Error {
  readonly status: number;
  readonly code: ErrorCode;
  readonly details: unknown;

  constructor(status: number, code: ErrorCode, message: string, details?: unknown) {
    super(message);
    this.name = 'ApiError';
    this.status = status;
    this.code = code;
    this.details = details;
  }
}

/** The error schema (and zod with it) loads with the first error answer, not with every page. */
async function toApiError(status: number, body: unknown): Promise<ApiError> {
  const { ErrorBodySchema } = await import('@roadbook/domain/contracts/error-body');
  const parsed = ErrorBodySchema.safeParse(body);
  if (!parsed.success) return new ApiError(status, UNHANDLED_ERROR_CODE, `HTTP ${status}`);
  const { code, message, details } = parsed.data.error;
  return new ApiError(status, code, message, details);
}

async function readBody(response: Response): Promise<unknown> {
  const text = await response.text();
  if (text === '') return undefined;
  try {
    const parsed: unknown = JSON.parse(text);
    return parsed;
  } catch {
    return text;
  }
}

/** Sends a request to the API and returns the parsed JSON body, or throws an ApiError. */
export async function apiRequest(path: string, init: RequestInit = {}): Promise<unknown> {
  const headers = new Headers(init.headers);
  headers.set('Accept', 'application/json');
  // The API words its messages in the page's language (the page follows i18n in <html lang>).
  if (!headers.has('Accept-Language') && document.documentElement.lang !== '') {
    headers.set('Accept-Language', document.documentElement.lang);
  }
  if (init.body !== undefined && typeof init.body === 'string' && !headers.has('Content-Type')) {
    headers.set('Content-Type', 'application/json');
  }
  const response = await fetch(path, { credentials: 'same-origin', ...init, headers });
  const body = await readBody(response);
  if (!response.ok) throw await toApiError(response.status, body);
  return body;
}

export function errorCodeOf(error: unknown): ErrorCode {
  return error instanceof ApiError ? error.code : UNHANDLED_ERROR_CODE;
}

interface ResponseSchema<T> {
  safeParse(value: unknown): { success: true; data: T } | { success: false };
}

/** Sends a request and checks the answer against the schema the API answers with (domain contracts). */
export async function requestParsed<T>(
  path: string,
  schema: ResponseSchema<T>,
  init?: RequestInit,
): Promise<T> {
  const result = schema.safeParse(await apiRequest(path, init));
  if (!result.success) throw new ApiError(500, UNHANDLED_ERROR_CODE, `Unexpected response from ${path}`);
  return result.data;
}

/** A query string from a record; arrays repeat their parameter, undefined values are left out. */
export function toSearchParams(
  values: Readonly<Record<string, string | number | readonly (string | number)[] | undefined>>,
): URLSearchParams {
  const params = new URLSearchParams();
  for (const [name, value] of Object.entries(values)) {
    if (value === undefined) continue;
    for (const item of Array.isArray(value) ? value : [value]) params.append(name, String(item));
  }
  return params;
}
