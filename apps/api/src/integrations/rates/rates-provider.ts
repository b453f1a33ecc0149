// The exchange-rates provider: one GET answering USD-based rates in the format of open.er-api.com
// (ExchangeRate-API's open access): `{ result: "success", base_code: "USD", time_last_update_unix,
// rates: { EUR: 0.92, … } }`. HTTP 429 is retried with a doubling delay plus random jitter
// (product-rules.md § Prices); anything else that fails fails at once.
import { setTimeout as delay } from 'node:timers/promises';
import { z } from 'zod';
import { BASE_CURRENCY } from '@roadbook/domain/constants';
import type { CurrencyRates } from '@roadbook/domain/contracts/currency-rates';
import { isCurrency } from '@roadbook/domain/currencies';

/** Rates as the provider gives them, before we say where they came from. */
export type ProviderRates = Omit<CurrencyRates, 'source'>;

const ProviderBodySchema = z.object({
  result: z.literal('success'),
  base_code: z.literal(BASE_CURRENCY),
  time_last_update_unix: z.number().int().positive(),
  rates: z.record(z.string(), z.number().positive().finite()),
});

/** The rates of a provider answer, kept to the currencies we offer; null when it is not one. */
export function parseProviderRates(body: unknown): ProviderRates | null {
  const parsed = ProviderBodySchema.safeParse(body);
  if (!parsed.success) return null;
  const rates: ProviderRates['rates'] = {};
  for (const [code, rate] of Object.entries(parsed.data.rates)) {
    if (isCurrency(code)) rates[code] = rate;
  }
  if (rates[BASE_CURRENCY] !== 1 || Object.keys(rates).length < 2) return null;
  const date = new Date(parsed.data.time_last_update_unix * 1000).toISOString().slice(0, 10);
  return { base: BASE_CURRENCY, rates, date };
}

/** Why the provider gave no rates; logged, never shown. */
export class RatesProviderError extends Error {
  constructor(message: string, options?: ErrorOptions) {
    super(message, options);
    this.name = 'RatesProviderError';
  }
}

export interface RetryPolicy {
  /** Retries after the first HTTP 429 (so up to `attempts + 1` requests). */
  attempts: number;
  initialDelayMs: number;
  maxJitterMs: number;
}

/** Up to 5 retries after 1, 2, 4, 8 and 16 s, each plus up to 1 s of jitter: about half a minute. */
export const RATES_RETRY_POLICY: RetryPolicy = { attempts: 5, initialDelayMs: 1000, maxJitterMs: 1000 };

export interface RatesProviderOptions {
  url: string;
  /** Longest wait for one answer of the provider. */
  timeoutMs: number;
  retry?: RetryPolicy;
  /** Waits between retries; rejects when `signal` aborts. */
  sleep?: (ms: number, signal: AbortSignal) => Promise<void>;
  /** A number in [0, 1) for the jitter. */
  random?: () => number;
  /** Stops the fetch and its retries (server shutdown). */
  signal?: AbortSignal;
}

const sleepFor = (ms: number, signal: AbortSignal) => delay(ms, undefined, { signal });

/** The delay before retry `retry` (0-based): initialDelay × 2^retry plus up to maxJitter. */
export function retryDelayMs(policy: RetryPolicy, retry: number, random: () => number): number {
  return policy.initialDelayMs * 2 ** retry + Math.floor(random() * policy.maxJitterMs);
}

async function requestOnce(url: string, timeoutMs: number, signal: AbortSignal): Promise<Response> {
  try {
    return await fetch(url, {
      headers: { accept: 'application/json' },
      signal: AbortSignal.any([signal, AbortSignal.timeout(timeoutMs)]),
    });
  } catch (error) {
    throw new RatesProviderError(`rates provider unreachable: ${String(error)}`, { cause: error });
  }
}

/** Fetches the provider's current rates; throws RatesProviderError when it gives none. */
export async function fetchProviderRates({
  url,
  timeoutMs,
  retry = RATES_RETRY_POLICY,
  sleep = sleepFor,
  random = Math.random,
  signal = new AbortController().signal,
}: RatesProviderOptions): Promise<ProviderRates> {
  for (let attempt = 0; ; attempt += 1) {
    const response = await requestOnce(url, timeoutMs, signal);
    if (response.status === 429 && attempt < retry.attempts) {
      await response.body?.cancel();
      await sleep(retryDelayMs(retry, attempt, random), signal);
      continue;
    }
    if (!response.ok) {
      await response.body?.cancel();
      throw new RatesProviderError(`rates provider answered HTTP ${response.status}`);
    }
    let body: unknown;
    try {
      body = await response.json();
    } catch (error) {
      throw new RatesProviderError('rates provider answered something other than JSON', { cause: error });
    }
    const rates = parseProviderRates(body);
    if (rates === null) throw new RatesProviderError('rates provider answered an unexpected body');
    return rates;
  }
}
