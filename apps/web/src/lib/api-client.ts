// The one way the web app talks to the API (same origin). Every non-2xx body has the shape
// `{ error: { code, message, details? } }`; the code is an `errors` namespace key.

const UNHANDLED_ERROR_CODE = 'common.unhandled';

export class ApiError extends Error {
  readonly status: number;
  readonly code: string;
  readonly details: unknown;

  constructor(status: number, code: string, message: string, details?: unknown) {
    super(message);
    this.name = 'ApiError';
    this.status = status;
    this.code = code;
    this.details = details;
  }
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function toApiError(status: number, body: unknown): ApiError {
  const error = isRecord(body) ? body.error : undefined;
  if (isRecord(error) && typeof error.code === 'string') {
    const message = typeof error.message === 'string' ? error.message : error.code;
    return new ApiError(status, error.code, message, error.details);
  }
  return new ApiError(status, UNHANDLED_ERROR_CODE, `HTTP ${status}`);
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
  if (init.body !== undefined && typeof init.body === 'string' && !headers.has('Content-Type')) {
    headers.set('Content-Type', 'application/json');
  }
  const response = await fetch(path, { credentials: 'same-origin', ...init, headers });
  const body = await readBody(response);
  if (!response.ok) throw toApiError(response.status, body);
  return body;
}

/** Narrows a parsed body to an object, or throws: outside data is checked, never cast. */
export function expectRecord(value: unknown, what: string): Record<string, unknown> {
  if (!isRecord(value)) throw new ApiError(500, UNHANDLED_ERROR_CODE, `Unexpected ${what} response`);
  return value;
}

export function errorCodeOf(error: unknown): string {
  return error instanceof ApiError ? error.code : UNHANDLED_ERROR_CODE;
}
