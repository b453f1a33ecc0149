// The live rates shared by the API processes through Redis, so that they make one provider fetch
// between them: the last rates fetched, with when, and a claim on the next refresh that one process
// holds at a time. While Redis cannot answer, each process fetches for itself, as one process does.
import type { FastifyBaseLogger } from 'fastify';
import * as z from 'zod/mini';
import { CurrencyRatesSchema, type CurrencyRates } from '@roadbook/domain/contracts/currency-rates';
import type { SharedRedis } from '../../shared-state/redis';

/** Rates from the provider and when they were fetched (milliseconds since the epoch). */
export interface LiveRates {
  rates: CurrencyRates;
  fetchedAt: number;
}

export interface SharedRates {
  /** The last live rates any process fetched; null when none (or Redis cannot say). */
  read(): Promise<LiveRates | null>;
  write(live: LiveRates): Promise<void>;
  /** Claims the next refresh for `ms`: true for one process at a time (and for each while Redis is down). */
  claimRefresh(ms: number): Promise<boolean>;
  /** Ends this process's claim once its refresh succeeded. */
  releaseRefresh(): Promise<void>;
}

const RELEASE_OWN_CLAIM = `if redis.call('GET', KEYS[1]) == ARGV[1] then return redis.call('DEL', KEYS[1]) end return 0`;

const LiveRatesSchema = z.object({ rates: CurrencyRatesSchema, fetchedAt: z.number() });

export function createRedisSharedRates(
  redis: SharedRedis,
  log: Pick<FastifyBaseLogger, 'warn'>,
): SharedRates {
  const ratesKey = redis.key('currency-rates');
  const claimKey = redis.key('currency-rates:refresh');
  const warn = (error: unknown) => log.warn({ err: error }, 'currency rates: Redis did not answer');

  return {
    async read() {
      try {
        const text = await redis.commands.get(ratesKey);
        if (text === null) return null;
        const parsed = LiveRatesSchema.safeParse(JSON.parse(text));
        return parsed.success ? parsed.data : null;
      } catch (error) {
        warn(error);
        return null;
      }
    },
    async write(live) {
      await redis.commands.set(ratesKey, JSON.stringify(live)).catch(warn);
    },
    async claimRefresh(ms) {
      try {
        return (await redis.commands.set(claimKey, redis.processId, 'PX', ms, 'NX')) === 'OK';
      } catch (error) {
        warn(error);
        return true;
      }
    },
    async releaseRefresh() {
      // Only this process's own claim: one that outlived its time may be another's by now.
      await redis.commands.eval(RELEASE_OWN_CLAIM, 1, claimKey, redis.processId).catch(warn);
    },
  };
}
