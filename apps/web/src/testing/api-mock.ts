import { vi } from 'vitest';

import type { AppConfig } from '@/api/get-config';

export const TEST_CONFIG: AppConfig = {
  maintenance: false,
  hideSuppliers: false,
  languageByIp: false,
  defaultLanguage: 'es',
  mapTileUrl: 'https://tiles.example.test/{z}/{x}/{y}.png',
  baseCurrency: 'USD',
  socialSignIn: { google: null, apple: null, facebook: null },
  recaptchaSiteKey: null,
  payPalClientId: null,
  timeZone: 'UTC',
  lateCancellationFeePercent: 20,
  contactEmail: 'contact@roadbook.localhost',
  minimumAge: 21,
  paymentWindowMinutes: 30,
  sessionDays: 30,
  sessionBrowserHours: 24,
};

export function jsonResponse(body: unknown, status = 200): Response {
  return new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
}

/** What a handler is told of the request: its method and its JSON body (undefined when none). */
export interface MockRequest {
  method: string;
  body: unknown;
}

type Handler = (request: MockRequest) => Response | Promise<Response>;

function requestOf(init: RequestInit | undefined): MockRequest {
  const body = typeof init?.body === 'string' ? (JSON.parse(init.body) as unknown) : undefined;
  return { method: init?.method ?? 'GET', body };
}

function pathOf(input: RequestInfo | URL): string {
  const url = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
  return new URL(url, 'http://localhost').pathname;
}

/** Replaces fetch: `/api/config` answers `config`, other paths their handler, the rest 404. */
export function mockApi(config: AppConfig = TEST_CONFIG, handlers: Record<string, Handler> = {}) {
  const fetchMock = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const path = pathOf(input);
    if (path === '/api/config') return jsonResponse(config);
    const handler = handlers[path];
    if (handler !== undefined) return handler(requestOf(init));
    return jsonResponse({ error: { code: 'common.notFound', message: 'Not found' } }, 404);
  });
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

/** The error body the API answers with. */
export function errorResponse(status: number, code: string, details?: unknown): Response {
  return jsonResponse(
    { error: { code, message: code, ...(details === undefined ? {} : { details }) } },
    status,
  );
}

/** The requests fetch received for a path (`/api/sign-in/frontend`), as handlers see them. */
export function requestsTo(fetchMock: ReturnType<typeof mockApi>, path: string): MockRequest[] {
  return fetchMock.mock.calls.filter(([input]) => pathOf(input) === path).map(([, init]) => requestOf(init));
}
