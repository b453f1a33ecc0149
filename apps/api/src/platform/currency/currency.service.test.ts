import type { ServerResponse } from 'node:http';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { sendJson, startFakeHttpServer, type FakeHttpServer } from '../../testing/fake-http-server.fixture';
import { providerAnswer } from '../../testing/rates-provider.fixture';
import { createCurrencyRatesService, RETRY_AFTER_FAILURE_MS } from './currency.service';

// The rates service over a fake provider, with a clock the tests move and retries that do not wait.

const live = (response: ServerResponse) =>
  sendJson(response, 200, providerAnswer({ EUR: 0.9 }, '2026-03-02'));
const later = (response: ServerResponse) =>
  sendJson(response, 200, providerAnswer({ EUR: 0.8 }, '2026-03-03'));
const tooMany = (response: ServerResponse) => sendJson(response, 429, { result: 'error' });
const down = (response: ServerResponse) => sendJson(response, 502, { message: 'bad gateway' });

describe('currency rates service', () => {
  let provider: FakeHttpServer;
  let clock: number;
  let sleeps: number[];

  beforeAll(async () => {
    provider = await startFakeHttpServer((_request, response) => live(response));
  });
  afterAll(() => provider.close());
  beforeEach(() => {
    provider.requests.length = 0;
    clock = Date.parse('2026-03-02T10:00:00Z');
    sleeps = [];
  });

  /** Answers the provider's requests in turn with `answers`, the last one repeating. */
  function answerInTurn(...answers: ((response: ServerResponse) => void)[]) {
    let next = 0;
    provider.answer((_request, response) => {
      const answer = answers[Math.min(next, answers.length - 1)];
      next += 1;
      answer?.(response);
    });
  }

  function createService(waitMs = 5000) {
    return createCurrencyRatesService({
      url: `${provider.origin}/v6/latest/USD`,
      cacheSeconds: 3600,
      timeoutMs: 5000,
      waitMs,
      log: { warn: () => {} },
      now: () => clock,
      random: () => 0,
      sleep: async (ms) => {
        sleeps.push(ms);
      },
    });
  }

  it('keeps live rates for an hour, then asks the provider again', async () => {
    answerInTurn(live, later);
    const service = createService();
    expect(await service.getRates()).toMatchObject({
      source: 'live',
      date: '2026-03-02',
      rates: { EUR: 0.9 },
    });
    clock += 3599_000;
    expect(await service.getRates()).toMatchObject({ rates: { EUR: 0.9 } });
    expect(provider.requests).toHaveLength(1);
    clock += 1000;
    expect(await service.getRates()).toMatchObject({
      source: 'live',
      date: '2026-03-03',
      rates: { EUR: 0.8 },
    });
    expect(provider.requests).toHaveLength(2);
  });

  it('lets concurrent requests share one call to the provider', async () => {
    answerInTurn(live);
    const service = createService();
    const answers = await Promise.all(Array.from({ length: 10 }, () => service.getRates()));
    expect(answers.every((rates) => rates.source === 'live')).toBe(true);
    expect(provider.requests).toHaveLength(1);
  });

  it('answers live rates after the provider said 429 twice', async () => {
    answerInTurn(tooMany, tooMany, live);
    const service = createService();
    expect(await service.getRates()).toMatchObject({ source: 'live', rates: { EUR: 0.9 } });
    expect(sleeps).toEqual([1000, 2000]);
  });

  it('answers the snapshot after 429 on the first request and five retries', async () => {
    answerInTurn(tooMany);
    const service = createService();
    expect(await service.getRates()).toMatchObject({ source: 'snapshot', date: '2025-07-01' });
    expect(provider.requests).toHaveLength(6);
    expect(sleeps).toEqual([1000, 2000, 4000, 8000, 16000]);
  });

  it('leaves a failing provider alone for a minute, answering the snapshot meanwhile', async () => {
    answerInTurn(down, live);
    const service = createService();
    expect(await service.getRates()).toMatchObject({ source: 'snapshot' });
    clock += RETRY_AFTER_FAILURE_MS - 1;
    expect(await service.getRates()).toMatchObject({ source: 'snapshot' });
    expect(provider.requests).toHaveLength(1);
    clock += 1;
    expect(await service.getRates()).toMatchObject({ source: 'live' });
    expect(provider.requests).toHaveLength(2);
  });

  it('keeps answering the last live rates when the provider fails later', async () => {
    answerInTurn(live, down);
    const service = createService();
    await service.getRates();
    clock += 3600_000;
    expect(await service.getRates()).toMatchObject({
      source: 'live',
      date: '2026-03-02',
      rates: { EUR: 0.9 },
    });
    expect(provider.requests).toHaveLength(2);
  });

  it('answers the snapshot without waiting for a slow provider, and live rates once they arrive', async () => {
    let release: () => void = () => {};
    provider.answer((_request, response) => {
      release = () => live(response);
    });
    const service = createService(20);
    expect(await service.getRates()).toMatchObject({ source: 'snapshot' });
    await expect.poll(() => provider.requests.length).toBe(1);
    release();
    await expect.poll(() => service.getRates()).toMatchObject({ source: 'live' });
    expect(provider.requests).toHaveLength(1);
  });
});
