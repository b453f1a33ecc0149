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
};

export function jsonResponse(body: unknown, status = 200): Response {
  return new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
}

type Handler = () => Response;

function pathOf(input: RequestInfo | URL): string {
  const url = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
  return new URL(url, 'http://localhost').pathname;
}

/** Replaces fetch: `/api/config` answers `config`, other paths their handler, the rest 404. */
export function mockApi(config: AppConfig = TEST_CONFIG, handlers: Record<string, Handler> = {}) {
  const fetchMock = vi.fn(async (input: RequestInfo | URL) => {
    const path = pathOf(input);
    if (path === '/api/config') return jsonResponse(config);
    const handler = handlers[path];
    if (handler !== undefined) return handler();
    return jsonResponse({ error: { code: 'common.notFound', message: 'Not found' } }, 404);
  });
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}
