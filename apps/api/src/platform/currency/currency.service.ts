import type { FastifyBaseLogger } from 'fastify';
import type { CurrencyRates } from '@roadbook/domain/contracts/currency-rates';
import {
  fetchProviderRates,
  type ProviderRates,
  type RatesProviderOptions,
} from '../../integrations/rates/rates-provider';
import { RATES_SNAPSHOT } from '../../integrations/rates/rates-snapshot';
import type { LiveRates, SharedRates } from './shared-rates';

/** After a failed refresh, the provider is left alone this long (a throttled provider asks for it). */
export const RETRY_AFTER_FAILURE_MS = 60_000;

export interface CurrencyRatesServiceDependencies {
  url: string;
  cacheSeconds: number;
  /** Longest wait for one answer of the provider. */
  timeoutMs: number;
  /** Longest a visitor's request waits for a refresh before older rates or the snapshot answer. */
  waitMs: number;
  log: Pick<FastifyBaseLogger, 'warn'>;
  /** Where the API processes share the rates (Redis); absent, this process keeps its own. */
  shared?: SharedRates;
  /** Clock, in milliseconds (tests move it). */
  now?: () => number;
  sleep?: RatesProviderOptions['sleep'];
  random?: RatesProviderOptions['random'];
}

export interface CurrencyRatesService {
  /** The rates to show: cached live ones, else fresh ones, else older live ones, else the snapshot. */
  getRates(): Promise<CurrencyRates>;
  /** Stops a refresh in progress (server shutdown). */
  close(): void;
}

/** Resolves with `promise`'s value, or with null once `ms` have passed. */
function within<T>(promise: Promise<T>, ms: number): Promise<T | null> {
  return new Promise((resolve) => {
    const timer = setTimeout(() => resolve(null), ms);
    void promise.then((value) => {
      clearTimeout(timer);
      resolve(value);
    });
  });
}

/**
 * Rates from the provider, cached `cacheSeconds`. Concurrent requests share one refresh; a request
 * waits for it at most `waitMs`, so a slow or throttled provider (HTTP 429 retries take up to half a
 * minute) never holds a page: the previous live rates, or the bundled snapshot, answer meanwhile and
 * the refresh fills the cache when it succeeds.
 */
export function createCurrencyRatesService(options: CurrencyRatesServiceDependencies): CurrencyRatesService {
  const now = options.now ?? Date.now;
  const cacheMs = options.cacheSeconds * 1000;
  const shutdown = new AbortController();
  let live: LiveRates | undefined;
  let failedAt: number | undefined;
  let refreshing: Promise<CurrencyRates | null> | undefined;

  const isFresh = (rates: LiveRates | undefined): rates is LiveRates =>
    rates !== undefined && now() - rates.fetchedAt < cacheMs;

  /**
   * With processes sharing the rates: those another process fetched, when fresh; else the claim on
   * the refresh, which the others meanwhile answer without (held on after a failure, it leaves the
   * provider alone RETRY_AFTER_FAILURE_MS for all).
   */
  async function refreshShared(shared: SharedRates): Promise<CurrencyRates | null> {
    const latest = await shared.read();
    if (latest !== null && (live === undefined || latest.fetchedAt > live.fetchedAt)) live = latest;
    if (isFresh(live)) return live.rates;
    if (!(await shared.claimRefresh(RETRY_AFTER_FAILURE_MS))) return null;
    const rates = await refresh();
    if (rates !== null && live !== undefined) {
      await shared.write(live);
      await shared.releaseRefresh();
    }
    return rates;
  }

  async function refresh(): Promise<CurrencyRates | null> {
    let rates: ProviderRates;
    try {
      rates = await fetchProviderRates({
        url: options.url,
        timeoutMs: options.timeoutMs,
        signal: shutdown.signal,
        ...(options.sleep ? { sleep: options.sleep } : {}),
        ...(options.random ? { random: options.random } : {}),
      });
    } catch (error) {
      failedAt = now();
      if (!shutdown.signal.aborted) {
        options.log.warn(
          { err: error },
          'currency rates: provider failed, serving older rates or the snapshot',
        );
      }
      return null;
    }
    live = { rates: { ...rates, source: 'live' }, fetchedAt: now() };
    failedAt = undefined;
    return live.rates;
  }

  const fallback = (): CurrencyRates => live?.rates ?? RATES_SNAPSHOT;

  return {
    async getRates() {
      const time = now();
      if (isFresh(live)) return live.rates;
      if (refreshing === undefined) {
        if (failedAt !== undefined && time - failedAt < RETRY_AFTER_FAILURE_MS) return fallback();
        if (shutdown.signal.aborted) return fallback();
        refreshing = (options.shared ? refreshShared(options.shared) : refresh()).finally(() => {
          refreshing = undefined;
        });
      }
      return (await within(refreshing, options.waitMs)) ?? fallback();
    },
    close() {
      shutdown.abort();
    },
  };
}
