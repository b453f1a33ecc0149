// The failure limiter kept in Redis (several API processes) follows the same rule as the memory one,
// on a clock the test moves, and a burst of claims through it counts each of them.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestRedis, type TestRedis } from '../../testing/redis.fixture';
import { connectRedis, type SharedRedis } from '../../shared-state/redis';
import type { FailureLimiterRules } from './failure-limiter';
import { redisFailureLimiters } from './redis-failure-limiter';

const SECOND = 1000;
const ACCOUNT: FailureLimiterRules = {
  max: 3,
  windowMs: 15 * 60 * SECOND,
  delay: { firstMs: 15 * SECOND, longestMs: 60 * SECOND },
};
const silent = { info() {}, warn() {}, error() {} };

describe('redisFailureLimiters', () => {
  let server: TestRedis;
  let redis: SharedRedis;
  beforeAll(async () => {
    server = await startTestRedis();
    redis = connectRedis({ url: server.url, keyPrefix: server.keyPrefix }, silent);
    await redis.connected();
  }, 30_000);
  afterAll(async () => {
    await redis.close();
    await server.close();
  });

  it('delays a key past its limit, doubling up to the longest, and forgets it on reset', async () => {
    let now = 5_000_000;
    const limiter = redisFailureLimiters(redis, silent, () => now)('account', ACCOUNT);
    for (let failure = 0; failure < 3; failure += 1) expect(await limiter.claim('dana')).toBe(0);
    expect(await limiter.claim('dana')).toBe(15 * SECOND);
    now += 15 * SECOND;
    expect(await limiter.claim('dana')).toBe(0);
    expect(await limiter.claim('dana')).toBe(30 * SECOND);
    now += 30 * SECOND;
    expect(await limiter.claim('dana')).toBe(0);
    expect(await limiter.claim('dana')).toBe(60 * SECOND);
    now += 60 * SECOND;
    expect(await limiter.claim('dana')).toBe(0);
    expect(await limiter.claim('dana')).toBe(60 * SECOND);
    await limiter.reset('dana');
    expect(await limiter.claim('dana')).toBe(0);
  });

  it('takes back a claim, and refuses an address for the window', async () => {
    let now = 5_000_000;
    const limiter = redisFailureLimiters(
      redis,
      silent,
      () => now,
    )('address', { max: 2, windowMs: 60 * SECOND });
    expect(await limiter.claim('203.0.113.9')).toBe(0);
    await limiter.forgive('203.0.113.9');
    expect(await limiter.claim('203.0.113.9')).toBe(0);
    expect(await limiter.claim('203.0.113.9')).toBe(0);
    expect(await limiter.claim('203.0.113.9')).toBe(60 * SECOND);
    now += 59 * SECOND;
    expect(await limiter.claim('203.0.113.9')).toBe(SECOND);
  });

  it('counts every claim of a burst', async () => {
    const limiter = redisFailureLimiters(redis, silent)('burst', ACCOUNT);
    const waits = await Promise.all(Array.from({ length: 10 }, () => limiter.claim('gus')));
    expect(waits.filter((wait) => wait === 0)).toHaveLength(3);
    expect(waits.filter((wait) => wait > 0)).toHaveLength(7);
  });
});
