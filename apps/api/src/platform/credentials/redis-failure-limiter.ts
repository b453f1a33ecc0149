// Failed sign-ins counted in Redis, so that every API process sees the same count: a hash per key
// (its failures and when the last was claimed) that lives as long as the memory limiter remembers
// one. A claim is one script, so attempts made at the same time through several processes count each
// other. The clock is this process's (the processes of one site share a machine's or NTP's time).
// While Redis cannot answer, this process counts in its own memory meanwhile (a guesser then gets at
// most the limit from each process, never more).
import type { FastifyBaseLogger } from 'fastify';
import type { SharedRedis } from '../../shared-state/redis';
import {
  createFailureLimiter,
  retentionMs,
  waitsPastLimit,
  type FailureLimiter,
  type FailureLimiters,
} from './failure-limiter';

/**
 * KEYS[1]: the key. ARGV: now, max, retention, then the waits past the limit (waitsPastLimit: one
 * per further failure, the last repeating). Answers 0 and counts the attempt, or the wait left.
 */
const CLAIM = `
local count = tonumber(redis.call('HGET', KEYS[1], 'count') or '0')
local lastAt = tonumber(redis.call('HGET', KEYS[1], 'lastAt') or '0')
local now = tonumber(ARGV[1])
local max = tonumber(ARGV[2])
if count >= max then
  local index = math.min(count - max + 1, #ARGV - 3)
  local left = lastAt + tonumber(ARGV[3 + index]) - now
  if left > 0 then return left end
end
redis.call('HSET', KEYS[1], 'count', count + 1, 'lastAt', now)
redis.call('PEXPIRE', KEYS[1], ARGV[3])
return 0`;

/** KEYS[1]: the key. Takes back one claimed attempt, if the key is still there. */
const FORGIVE = `
local count = tonumber(redis.call('HGET', KEYS[1], 'count') or '0')
if count > 0 then redis.call('HINCRBY', KEYS[1], 'count', -1) end
return 0`;

export function redisFailureLimiters(
  redis: SharedRedis,
  log: Pick<FastifyBaseLogger, 'warn'>,
  now: () => number = () => Date.now(),
): FailureLimiters {
  return (name, rules) => {
    const local = createFailureLimiter(rules, now);
    const keyOf = (key: string) => redis.key(`sign-in-failures:${name}:${key}`);
    const waits = waitsPastLimit(rules);
    const retention = retentionMs(rules);
    /** Runs `shared`; when Redis fails, logs it and runs `fallback` instead. */
    async function orLocally<T>(shared: () => Promise<T>, fallback: () => Promise<T>): Promise<T> {
      try {
        return await shared();
      } catch (error) {
        log.warn(
          { err: error, limiter: name },
          'sign-in limits: Redis did not answer, counting in this process',
        );
        return fallback();
      }
    }

    return {
      claim: (key) =>
        orLocally(
          async () =>
            Number(await redis.commands.eval(CLAIM, 1, keyOf(key), now(), rules.max, retention, ...waits)),
          () => local.claim(key),
        ),
      forgive: (key) =>
        orLocally(
          async () => {
            await redis.commands.eval(FORGIVE, 1, keyOf(key));
          },
          () => local.forgive(key),
        ),
      reset: (key) =>
        orLocally(
          async () => {
            await redis.commands.del(keyOf(key));
          },
          () => local.reset(key),
        ),
    } satisfies FailureLimiter;
  };
}
