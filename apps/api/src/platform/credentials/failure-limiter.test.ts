// The failure limiter's rule on a clock the test moves: past the limit the next attempt waits, a
// delay doubling with each further failure up to the longest (an account), or the window (an address).
import { describe, expect, it } from 'vitest';
import {
  createFailureLimiter,
  retentionMs,
  waitAfterFailures,
  waitsPastLimit,
  type FailureLimiterRules,
} from './failure-limiter';

const SECOND = 1000;
const ACCOUNT: FailureLimiterRules = {
  max: 5,
  windowMs: 15 * 60 * SECOND,
  delay: { firstMs: 15 * SECOND, longestMs: 300 * SECOND },
};
const ADDRESS: FailureLimiterRules = { max: 20, windowMs: 15 * 60 * SECOND };

function clock(start = 1_000_000) {
  let now = start;
  return { now: () => now, advance: (ms: number) => (now += ms) };
}

describe('waitAfterFailures', () => {
  it.each([
    ['4 failures: none', 4, 0],
    ['5 failures: the first delay', 5, 15],
    ['6 failures: doubled', 6, 30],
    ['9 failures: 15 × 2⁴', 9, 240],
    ['10 failures: the longest', 10, 300],
    ['a thousand failures: still the longest', 1000, 300],
  ])('an account after %s', (_case, count, seconds) => {
    expect(waitAfterFailures(count, ACCOUNT)).toBe(seconds * SECOND);
  });

  it('an address waits the window past its limit', () => {
    expect(waitAfterFailures(19, ADDRESS)).toBe(0);
    expect(waitAfterFailures(20, ADDRESS)).toBe(ADDRESS.windowMs);
    expect(waitAfterFailures(500, ADDRESS)).toBe(ADDRESS.windowMs);
  });

  it('lists the waits past the limit until the longest', () => {
    expect(waitsPastLimit(ACCOUNT).map((ms) => ms / SECOND)).toEqual([15, 30, 60, 120, 240, 300]);
    expect(waitsPastLimit(ADDRESS)).toEqual([ADDRESS.windowMs]);
    expect(retentionMs(ACCOUNT)).toBe(ACCOUNT.windowMs);
    expect(retentionMs({ ...ACCOUNT, windowMs: 60 * SECOND })).toBe(300 * SECOND);
  });
});

describe('createFailureLimiter', () => {
  it('lets the key try again after each delay, and a wait never locks it out for good', async () => {
    const time = clock();
    const limiter = createFailureLimiter(ACCOUNT, time.now);
    for (let failure = 0; failure < 5; failure += 1) expect(await limiter.claim('a')).toBe(0);
    // Attempts during the wait are refused and count nothing: the wait does not grow.
    expect(await limiter.claim('a')).toBe(15 * SECOND);
    time.advance(10 * SECOND);
    expect(await limiter.claim('a')).toBe(5 * SECOND);
    time.advance(5 * SECOND);
    // The sixth attempt goes ahead (and counts until forgiven or reset); the next one waits 30 s.
    expect(await limiter.claim('a')).toBe(0);
    expect(await limiter.claim('a')).toBe(30 * SECOND);
    // However long someone keeps failing, each wait ends within the longest.
    for (let failure = 0; failure < 20; failure += 1) {
      time.advance(await limiter.claim('a'));
      expect(await limiter.claim('a')).toBe(0);
    }
    expect(await limiter.claim('a')).toBe(300 * SECOND);
    // Other keys are apart.
    expect(await limiter.claim('b')).toBe(0);
    // A right password forgets the key's failures.
    await limiter.reset('a');
    expect(await limiter.claim('a')).toBe(0);
  });

  it('forgets a key a window after its last failure', async () => {
    const time = clock();
    const limiter = createFailureLimiter(ACCOUNT, time.now);
    for (let failure = 0; failure < 5; failure += 1) await limiter.claim('a');
    time.advance(ACCOUNT.windowMs);
    for (let failure = 0; failure < 5; failure += 1) expect(await limiter.claim('a')).toBe(0);
    expect(await limiter.claim('a')).toBe(15 * SECOND);
  });

  it('takes back an attempt that did not fail, and refuses an address for the window', async () => {
    const time = clock();
    const limiter = createFailureLimiter({ ...ADDRESS, max: 2 }, time.now);
    expect(await limiter.claim('203.0.113.9')).toBe(0);
    await limiter.forgive('203.0.113.9');
    expect(await limiter.claim('203.0.113.9')).toBe(0);
    expect(await limiter.claim('203.0.113.9')).toBe(0);
    expect(await limiter.claim('203.0.113.9')).toBe(ADDRESS.windowMs);
    time.advance(ADDRESS.windowMs - SECOND);
    expect(await limiter.claim('203.0.113.9')).toBe(SECOND);
    time.advance(SECOND);
    expect(await limiter.claim('203.0.113.9')).toBe(0);
  });

  it('forgets the oldest keys past its capacity', async () => {
    const limiter = createFailureLimiter({ max: 1, windowMs: 60 * SECOND, capacity: 2 }, clock().now);
    await limiter.claim('a');
    await limiter.claim('b');
    await limiter.claim('c');
    expect(await limiter.claim('a')).toBe(0);
    expect(await limiter.claim('c')).toBe(60 * SECOND);
  });
});
