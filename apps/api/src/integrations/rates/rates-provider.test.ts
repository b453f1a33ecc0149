import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CURRENCIES } from '@roadbook/domain/currencies';
import {
  sendJson,
  startFakeHttpServer,
  unusedOrigin,
  type FakeHttpServer,
} from '../../testing/fake-http-server.fixture';
import { fetchProviderRates, parseProviderRates, RatesProviderError } from './rates-provider';
import { PROVIDER_ERROR_ANSWER, providerAnswer } from '../../testing/rates-provider.fixture';
import { RATES_SNAPSHOT } from './rates-snapshot';

describe('the rates provider', () => {
  let provider: FakeHttpServer;
  const sleeps: number[] = [];
  const fetchRates = (random = () => 0.5, timeoutMs = 5000) =>
    fetchProviderRates({
      url: `${provider.origin}/v6/latest/USD`,
      timeoutMs,
      random,
      sleep: async (ms) => {
        sleeps.push(ms);
      },
    });

  beforeAll(async () => {
    provider = await startFakeHttpServer((_request, response) => sendJson(response, 200, {}));
  });
  afterAll(() => provider.close());

  function reset(answers: ((response: Parameters<typeof sendJson>[0]) => void)[]) {
    sleeps.length = 0;
    provider.requests.length = 0;
    let next = 0;
    provider.answer((_request, response) => {
      const answer = answers[Math.min(next, answers.length - 1)];
      next += 1;
      answer?.(response);
    });
  }
  const tooMany = (response: Parameters<typeof sendJson>[0]) =>
    sendJson(response, 429, { result: 'error', 'error-type': 'rate-limited' });
  const success = (response: Parameters<typeof sendJson>[0]) =>
    sendJson(response, 200, providerAnswer({ EUR: 0.9123, JPY: 156.42, XDR: 0.73 }));

  it('reads the rates of the supported currencies and the day they are from', async () => {
    reset([success]);
    const rates = await fetchRates();
    expect(rates).toEqual({ base: 'USD', date: '2026-03-02', rates: { USD: 1, EUR: 0.9123, JPY: 156.42 } });
    expect(provider.requests).toEqual(['/v6/latest/USD']);
  });

  it('retries HTTP 429 after 1000 ms, then 2000 ms, plus jitter, and takes the answer that comes', async () => {
    reset([tooMany, tooMany, success]);
    const rates = await fetchRates();
    expect(rates.rates.EUR).toBe(0.9123);
    expect(provider.requests).toHaveLength(3);
    expect(sleeps).toEqual([1500, 2500]);
  });

  it('still takes an answer on the fifth retry', async () => {
    reset([tooMany, tooMany, tooMany, tooMany, tooMany, success]);
    await expect(fetchRates(() => 0)).resolves.toMatchObject({ date: '2026-03-02' });
    expect(sleeps).toEqual([1000, 2000, 4000, 8000, 16000]);
  });

  it('gives up after five retries of HTTP 429, with doubling delays and at most 1000 ms of jitter', async () => {
    reset([tooMany]);
    await expect(fetchRates(() => 0.999)).rejects.toThrow(RatesProviderError);
    expect(provider.requests).toHaveLength(6);
    expect(sleeps).toEqual([1999, 2999, 4999, 8999, 16999]);
  });

  it('does not retry other failures', async () => {
    reset([(response) => sendJson(response, 503, { message: 'maintenance' })]);
    await expect(fetchRates()).rejects.toThrow('HTTP 503');
    expect(provider.requests).toHaveLength(1);
    expect(sleeps).toEqual([]);
  });

  it.each([
    ['an error answer', PROVIDER_ERROR_ANSWER],
    ['another base currency', { ...providerAnswer({ EUR: 0.9 }), base_code: 'EUR' }],
    ['a negative rate', providerAnswer({ EUR: -0.9 })],
    ['a rate that is not a number', { ...providerAnswer({ EUR: 0.9 }), rates: { USD: 1, EUR: '0.9' } }],
    ['no rates of ours', providerAnswer({ XDR: 0.73 })],
  ])('refuses %s', async (_name, body) => {
    reset([(response) => sendJson(response, 200, body)]);
    await expect(fetchRates()).rejects.toThrow('unexpected body');
  });

  it('refuses an answer that is not JSON', async () => {
    reset([(response) => response.writeHead(200, { 'content-type': 'text/html' }).end('<h1>Hello</h1>')]);
    await expect(fetchRates()).rejects.toThrow('other than JSON');
  });

  it('gives up on a provider that does not answer in time', async () => {
    reset([() => {}]);
    await expect(fetchRates(Math.random, 300)).rejects.toThrow('unreachable');
  });

  it('fails when nothing listens at the address', async () => {
    await expect(
      fetchProviderRates({ url: `${await unusedOrigin()}/v6/latest/USD`, timeoutMs: 5000 }),
    ).rejects.toThrow('unreachable');
  });

  it('stops waiting between retries when the server shuts down', async () => {
    reset([tooMany]);
    const shutdown = new AbortController();
    const fetching = fetchProviderRates({
      url: `${provider.origin}/v6/latest/USD`,
      timeoutMs: 5000,
      signal: shutdown.signal,
    });
    await expect.poll(() => provider.requests.length).toBe(1);
    shutdown.abort();
    await expect(fetching).rejects.toThrow();
    expect(provider.requests).toHaveLength(1);
  });
});

describe('the bundled snapshot', () => {
  it('is a dated provider answer with a rate for every supported currency', () => {
    expect(RATES_SNAPSHOT.source).toBe('snapshot');
    expect(RATES_SNAPSHOT.date).toBe('2025-07-01');
    expect(Object.keys(RATES_SNAPSHOT.rates).sort()).toEqual([...CURRENCIES].sort());
  });

  it('is read by the same parser as live answers', () => {
    expect(parseProviderRates(providerAnswer({ EUR: 0.9 }, '2025-07-01'))).toEqual({
      base: 'USD',
      date: '2025-07-01',
      rates: { USD: 1, EUR: 0.9 },
    });
  });
});
