import type { ServerResponse } from 'node:http';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { CurrencyRatesSchema } from '@roadbook/domain/contracts/currency-rates';
import { CURRENCIES } from '@roadbook/domain/currencies';
import { buildApp, type App } from '../../app';
import { parseConfig } from '../../config';
import type { DatabaseHandle } from '../../db/client';
import {
  sendJson,
  startFakeHttpServer,
  unusedOrigin,
  type FakeHttpServer,
} from '../../testing/fake-http-server.fixture';
import { providerAnswer } from '../../testing/rates-provider.fixture';
import { createTestDatabase } from '../../testing/test-database';

const live = (response: ServerResponse) =>
  sendJson(response, 200, providerAnswer({ EUR: 0.9123, MAD: 9.95, XDR: 0.73 }, '2026-03-02'));

// Each case starts a fresh API (fresh rates cache) on one shared database.
describe('GET /api/currency-rates', () => {
  let provider: FakeHttpServer;
  let database: DatabaseHandle;
  let app: App | undefined;

  beforeAll(async () => {
    provider = await startFakeHttpServer((_request, response) => live(response));
    database = await createTestDatabase();
  });
  afterEach(async () => {
    await app?.close();
    app = undefined;
    provider.requests.length = 0;
    provider.answer((_request, response) => live(response));
  });
  afterAll(async () => {
    await provider.close();
    await database.close();
  });

  /** `waitMs`: how long a request waits for the provider (short where it is meant to give up). */
  async function start(url = `${provider.origin}/v6/latest/USD`, waitMs = 10_000) {
    const config = parseConfig({
      LOG_LEVEL: 'silent',
      CURRENCY_RATES_URL: url,
      CURRENCY_RATES_WAIT_MS: String(waitMs),
    });
    app = await buildApp({ config, database });
    await app.ready();
    return app;
  }

  it('answers the live rates of the supported currencies, dated, then the same from its cache', async () => {
    const api = await start();
    const first = await api.inject({ method: 'GET', url: '/api/currency-rates' });
    expect(first.statusCode).toBe(200);
    expect(first.json()).toEqual({
      base: 'USD',
      rates: { USD: 1, EUR: 0.9123, MAD: 9.95 },
      date: '2026-03-02',
      source: 'live',
    });
    expect(CurrencyRatesSchema.safeParse(first.json()).success).toBe(true);

    const second = await api.inject({ method: 'GET', url: '/api/currency-rates' });
    expect(second.json()).toEqual(first.json());
    expect(provider.requests).toEqual(['/v6/latest/USD']);
  });

  it('asks the provider once for many visitors arriving together', async () => {
    const api = await start();
    const answers = await Promise.all(
      Array.from({ length: 8 }, () => api.inject({ method: 'GET', url: '/api/currency-rates' })),
    );
    expect(answers.map((answer) => answer.json().source)).toEqual(Array(8).fill('live'));
    expect(provider.requests).toHaveLength(1);
  });

  it('answers the dated snapshot, covering every currency, when the provider is unreachable', async () => {
    const api = await start(`${await unusedOrigin()}/v6/latest/USD`);
    const response = await api.inject({ method: 'GET', url: '/api/currency-rates' });
    expect(response.statusCode).toBe(200);
    const body = CurrencyRatesSchema.parse(response.json());
    expect(body).toMatchObject({ base: 'USD', source: 'snapshot', date: '2025-07-01' });
    expect(Object.keys(body.rates)).toHaveLength(CURRENCIES.length);
    expect(body.rates.EUR).toBeGreaterThan(0.5);
    expect(body.rates.EUR).toBeLessThan(1.5);
  });

  it('answers the snapshot when the provider answers something unexpected', async () => {
    provider.answer((_request, response) => sendJson(response, 200, { result: 'success', rates: 'soon' }));
    const api = await start();
    const response = await api.inject({ method: 'GET', url: '/api/currency-rates' });
    expect(response.json()).toMatchObject({ source: 'snapshot', date: '2025-07-01' });
    expect(provider.requests).toHaveLength(1);
  });

  it('does not keep the visitor waiting through the retries of a throttling provider', async () => {
    provider.answer((_request, response) => sendJson(response, 429, { result: 'error' }));
    const api = await start(undefined, 300);
    const response = await api.inject({ method: 'GET', url: '/api/currency-rates' });
    expect(response.json()).toMatchObject({ source: 'snapshot' });
    // The first retry comes a second after the first 429: the answer did not wait for it.
    expect(provider.requests).toHaveLength(1);
  });

  it('answers the snapshot when the provider accepts the request but never answers', async () => {
    provider.answer(() => {});
    const api = await start(undefined, 300);
    const response = await api.inject({ method: 'GET', url: '/api/currency-rates' });
    expect(response.json()).toMatchObject({ source: 'snapshot' });
  });

  it('is described in the OpenAPI document', async () => {
    const api = await start();
    const document = await api.inject({ method: 'GET', url: '/api/docs/json' });
    expect(Object.keys(document.json().paths)).toContain('/api/currency-rates');
  });
});

describe('rates settings', () => {
  it('default to the open ExchangeRate-API endpoint, cached an hour', () => {
    expect(parseConfig({}).currencyRates).toEqual({
      url: 'https://open.er-api.com/v6/latest/USD',
      cacheSeconds: 3600,
      timeoutMs: 5000,
      waitMs: 1500,
    });
  });

  it('refuse a provider address that is not http(s), naming the variable', () => {
    expect(() => parseConfig({ CURRENCY_RATES_URL: 'ftp://rates.example/usd' })).toThrow(
      'CURRENCY_RATES_URL',
    );
    expect(() => parseConfig({ CURRENCY_RATES_CACHE_SECONDS: '-1' })).toThrow('CURRENCY_RATES_CACHE_SECONDS');
  });
});
