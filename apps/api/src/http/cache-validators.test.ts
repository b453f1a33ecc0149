// The public reads that change rarely, through their routes on a real database: each answers an
// ETag with its lifetime (and Vary where the language names things), 304 without a body to the same
// request naming that ETag, and a new ETag after a change (the old one then gets the whole answer).
// Errors carry no validator; an answer that sets a cookie is kept by the browser only; whoever is
// signed in gets the same answer.
import { randomUUID } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SiteSettingsResponseSchema } from '@roadbook/domain/contracts/site-settings';
import { users } from '../db/schema/users';
import { TEST_SITE_URL } from '../testing/accounts.fixture';
import { backOfficeAccounts, requestAs, type BackOfficeWho } from '../testing/back-office.fixture';
import { sendJson, startFakeHttpServer, type FakeHttpServer } from '../testing/fake-http-server.fixture';
import { createCountry, createLocation } from '../testing/places.fixture';
import { providerAnswer } from '../testing/rates-provider.fixture';
import { createTestApp, type TestContext } from '../testing/test-app';

const PLACES = 'public, max-age=60, stale-while-revalidate=60';

interface PublicRead {
  name: string;
  url: () => string;
  cacheControl: string;
  vary?: string;
  /** Changes what the route answers; returns a text found in the new answer only. */
  change: () => Promise<string>;
}

describe('the public reads’ cache validators', () => {
  let ctx: TestContext;
  let provider: FakeHttpServer;
  let cookies: Record<BackOfficeWho, string>;
  const ids = { spain: '', sants: '', supplier: '' };
  let euroRate = 0.91;

  const get = (url: string, headers: Record<string, string> = {}) =>
    ctx.app.inject({ method: 'GET', url, headers });
  const asAdmin = async (method: 'GET' | 'PUT', url: string, payload?: object) => {
    const response = await requestAs(ctx, cookies, method, url, 'admin', payload);
    expect(response.statusCode, response.body).toBe(200);
    return response;
  };
  const renameSants = async (en: string) => {
    await asAdmin('PUT', `/api/admin/locations/${ids.sants}`, {
      countryId: ids.spain,
      address: 'Plaça dels Països Catalans',
      latitude: 41.379,
      longitude: 2.14,
      names: { en, fr: 'Gare de Barcelone-Sants', es: 'Estación de Sants' },
    });
    return en;
  };
  const rates = (_request: IncomingMessage, response: ServerResponse) =>
    sendJson(response, 200, providerAnswer({ EUR: euroRate, MAD: 9.95 }, '2026-03-02'));

  const READS: PublicRead[] = [
    {
      name: 'GET /api/locations',
      url: () => '/api/locations?lang=en',
      cacheControl: PLACES,
      vary: 'Accept-Language',
      change: () => renameSants('Barcelona Sants Station'),
    },
    {
      name: 'GET /api/locations/:id',
      url: () => `/api/locations/${ids.sants}?lang=en`,
      cacheControl: PLACES,
      vary: 'Accept-Language',
      change: () => renameSants('Sants Railway Station'),
    },
    {
      name: 'GET /api/countries',
      url: () => '/api/countries?lang=en&minLocations=0',
      cacheControl: PLACES,
      vary: 'Accept-Language',
      change: async () => {
        const names = { en: 'Kingdom of Spain', fr: 'Espagne', es: 'España' };
        await asAdmin('PUT', `/api/admin/countries/${ids.spain}`, { code: 'ES', names });
        return names.en;
      },
    },
    {
      name: 'GET /api/suppliers',
      url: () => '/api/suppliers',
      cacheControl: PLACES,
      change: async () => {
        await ctx.database.db
          .update(users)
          .set({ fullName: 'Atlas Rentals Group' })
          .where(eq(users.id, ids.supplier));
        return 'Atlas Rentals Group';
      },
    },
    {
      name: 'GET /api/config',
      url: () => '/api/config',
      cacheControl: 'public, no-cache',
      change: async () => {
        const current = SiteSettingsResponseSchema.parse(
          (await asAdmin('GET', '/api/admin/settings')).json(),
        ).settings;
        await asAdmin('PUT', '/api/admin/settings', { ...current, minimumAge: 25 });
        return '"minimumAge":25';
      },
    },
    {
      name: 'GET /api/currency-rates',
      url: () => '/api/currency-rates',
      cacheControl: 'public, max-age=300',
      change: async () => {
        euroRate = 0.93;
        return '"EUR":0.93';
      },
    },
  ];

  beforeAll(async () => {
    provider = await startFakeHttpServer(rates);
    ctx = await createTestApp({
      env: {
        PUBLIC_URL: TEST_SITE_URL,
        RATE_LIMIT_MAX: '100000',
        FORM_RATE_LIMIT_MAX: '1000',
        CURRENCY_RATES_URL: `${provider.origin}/v6/latest/USD`,
        // The rates are asked of the provider at each request: its change shows at once.
        CURRENCY_RATES_CACHE_SECONDS: '0',
      },
    });
    const accounts = await backOfficeAccounts(ctx);
    cookies = accounts.cookies;
    ids.supplier = accounts.ids.supplierA;
    const { db } = ctx.database;
    ids.spain = await createCountry(db, 'ES', { en: 'Spain', fr: 'Espagne', es: 'España' });
    ids.sants = await createLocation(db, ids.spain, {
      names: { en: 'Barcelona Sants', fr: 'Gare de Barcelone-Sants', es: 'Estación de Sants' },
      address: 'Plaça dels Països Catalans',
      latitude: 41.379,
      longitude: 2.14,
    });
  });
  afterAll(async () => {
    await ctx.close();
    await provider.close();
  });

  it.each(READS)(
    '$name: an ETag and a lifetime, 304 while unchanged, a new ETag after a change',
    async ({ url, cacheControl, vary, change }) => {
      const first = await get(url());
      expect(first.statusCode, first.body).toBe(200);
      const { etag } = first.headers;
      expect(etag).toMatch(/^"[\w-]{32}"$/);
      expect(first.headers['cache-control']).toBe(cacheControl);
      expect(first.headers.vary).toBe(vary);

      const unchanged = await get(url(), { 'if-none-match': String(etag) });
      expect(unchanged.statusCode).toBe(304);
      expect(unchanged.body).toBe('');
      expect(unchanged.headers.etag).toBe(etag);
      expect(unchanged.headers['cache-control']).toBe(cacheControl);
      expect(unchanged.headers.vary).toBe(vary);
      expect(unchanged.headers['content-type']).toBeUndefined();

      const text = await change();
      expect(first.body).not.toContain(text);
      const changed = await get(url(), { 'if-none-match': String(etag) });
      expect(changed.statusCode).toBe(200);
      expect(changed.body).toContain(text);
      expect(changed.headers.etag).toMatch(/^"[\w-]{32}"$/);
      expect(changed.headers.etag).not.toBe(etag);
      expect((await get(url(), { 'if-none-match': String(changed.headers.etag) })).statusCode).toBe(304);
    },
  );

  it('gives each language its own ETag, which another language does not match', async () => {
    const url = `/api/locations/${ids.sants}`;
    const english = await get(url, { 'accept-language': 'en' });
    const french = await get(url, { 'accept-language': 'fr-FR,fr;q=0.9' });
    expect(french.json().location.name).toBe('Gare de Barcelone-Sants');
    expect(french.headers.etag).not.toBe(english.headers.etag);
    const mixed = await get(url, { 'accept-language': 'fr', 'if-none-match': String(english.headers.etag) });
    expect(mixed.statusCode).toBe(200);
    expect(mixed.headers.etag).toBe(french.headers.etag);
  });

  it('answers 304 to a list of ETags naming the answer’s, to its weak form and to *', async () => {
    const etag = String((await get('/api/config')).headers.etag);
    const statusFor = async (ifNoneMatch: string) =>
      (await get('/api/config', { 'if-none-match': ifNoneMatch })).statusCode;
    expect(await statusFor(`"an-older-one", ${etag}`)).toBe(304);
    expect(await statusFor(`W/${etag}`)).toBe(304);
    expect(await statusFor('*')).toBe(304);
    expect(await statusFor('"an-older-one"')).toBe(200);
    expect(await statusFor(etag.slice(0, -2) + '"')).toBe(200);
  });

  it('answers HEAD with the same validators', async () => {
    const got = await get('/api/suppliers');
    const head = await ctx.app.inject({ method: 'HEAD', url: '/api/suppliers' });
    expect(head.statusCode).toBe(200);
    expect(head.headers.etag).toBe(got.headers.etag);
    const conditional = await ctx.app.inject({
      method: 'HEAD',
      url: '/api/suppliers',
      headers: { 'if-none-match': String(got.headers.etag) },
    });
    expect(conditional.statusCode).toBe(304);
    expect(conditional.body).toBe('');
    expect(conditional.headers.etag).toBe(got.headers.etag);
  });

  it('gives errors no validator and no shared lifetime, whatever If-None-Match says', async () => {
    for (const url of [`/api/locations/${randomUUID()}`, '/api/locations?page=0']) {
      const response = await get(url, { 'if-none-match': '*' });
      expect(response.statusCode, url).toBeGreaterThanOrEqual(400);
      expect(response.json().error.code, url).toMatch(/^common\./);
      expect(response.headers.etag, url).toBeUndefined();
      expect(String(response.headers['cache-control']), url).not.toContain('public');
    }
  });

  it('gives a signed-in driver the visitor’s answer, and keeps an answer that sets a cookie private', async () => {
    const visitor = await get('/api/suppliers');
    const driver = await get('/api/suppliers', { cookie: cookies.driver });
    expect(driver.headers.etag).toBe(visitor.headers.etag);
    expect(driver.headers['cache-control']).toBe(PLACES);
    expect(driver.headers['set-cookie']).toBeUndefined();

    // An ended session: the answer tells this browser to forget its cookie, for it alone.
    const ended = await get('/api/suppliers', { cookie: 'roadbook_session=ended-session-token' });
    expect(String(ended.headers['set-cookie'])).toMatch(/^roadbook_session=;/);
    expect(ended.headers['cache-control']).toBe('private, max-age=60, stale-while-revalidate=60');
    expect(ended.headers.etag).toBe(visitor.headers.etag);
  });
});
