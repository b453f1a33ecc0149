// Failed sign-ins counted in Redis, so that every API process sees the same count: a counter per key
// that lives one window from its first failure. While Redis cannot answer, this process counts in
// its own memory meanwhile (a guesser then gets at most the limit from each process, never more).
import type { FastifyBaseLogger } from 'fastify';
import type { SharedRedis } from '../../shared-state/redis';
import { createFailureLimiter, type FailureLimiter, type FailureLimiters } from './failure-limiter';

export function redisFailureLimiters(
  redis: SharedRedis,
  log: Pick<FastifyBaseLogger, 'warn'>,
): FailureLimiters {
  return (name, rules) => {
    const local = createFailureLimiter(rules);
    const keyOf = (key: string) => redis.key(`sign-in-failures:${name}:${key}`);
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
      isBlocked: (key) =>
        orLocally(
          async () => Number((await redis.commands.get(keyOf(key))) ?? 0) >= rules.max,
          () => local.isBlocked(key),
        ),
      recordFailure: (key) =>
        orLocally(
          async () => {
            // The window starts at the first failure; INCR keeps the expiry SET gave the counter.
            const results = await redis.commands
              .multi()
              .set(keyOf(key), 0, 'PX', rules.windowMs, 'NX')
              .incr(keyOf(key))
              .exec();
            const failed = results?.find(([error]) => error !== null);
            if (results === null || failed) throw failed?.[0] ?? new Error('transaction discarded');
          },
          () => local.recordFailure(key),
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
