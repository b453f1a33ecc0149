// Failed attempts counted per key (an account, an address), remembered for a window after the last
// one. Past the limit the next attempt waits: with delays (an account's limit), a delay that doubles
// with each further failure up to the longest, so guessing slows to a crawl while the owner still
// gets in after a few minutes at most; without (an address's limit), the whole window.
// In this process's memory here: enough for one API process; several processes count in Redis
// (redis-failure-limiter.ts), which app.ts chooses.

export interface FailureLimiterRules {
  /** Failures allowed per key before an attempt waits. */
  max: number;
  /** How long failures are remembered after the last one; without delays, the wait past the limit. */
  windowMs: number;
  /** Past the limit, the wait after the last failure: `firstMs`, doubled for each further failure. */
  delay?: { firstMs: number; longestMs: number };
  /** Keys remembered at most (the oldest are forgotten first). */
  capacity?: number;
}

export interface FailureLimiter {
  /**
   * Claims an attempt for `key`: 0 when it may go ahead — it then counts as a failure (so that
   * attempts made at the same time count each other) until `forgive` or `reset` — else the
   * milliseconds it must still wait, and nothing is counted.
   */
  claim(key: string): Promise<number>;
  /** Takes back one claimed attempt that did not fail (the address of a right password). */
  forgive(key: string): Promise<void>;
  /** Forgets every failure of `key` (the account of a right password). */
  reset(key: string): Promise<void>;
}

/** Makes the limiter named `name` (its keys apart from the other limiters'). */
export type FailureLimiters = (name: string, rules: FailureLimiterRules) => FailureLimiter;

/** What a limiter keeps of a key: its failures, and when the last one was claimed. */
export interface FailureRecord {
  count: number;
  lastAt: number;
}

/** The wait after the last of `count` failures: none below the limit, then as the rules say. */
export function waitAfterFailures(count: number, { max, windowMs, delay }: FailureLimiterRules): number {
  if (count < max) return 0;
  if (delay === undefined) return windowMs;
  // Capped before doubling, so that a long run of failures never overflows.
  const doublings = Math.min(count - max, 40);
  return Math.min(delay.longestMs, delay.firstMs * 2 ** doublings);
}

/** The waits past the limit, one per further failure until the longest (the last repeats). */
export function waitsPastLimit(rules: FailureLimiterRules): number[] {
  const waits: number[] = [];
  for (let count = rules.max; ; count += 1) {
    const wait = waitAfterFailures(count, rules);
    waits.push(wait);
    if (wait >= (rules.delay?.longestMs ?? rules.windowMs) || waits.length > 40) return waits;
  }
}

/** How long a key is remembered after its last failure: the window, or the longest wait if longer. */
export function retentionMs(rules: FailureLimiterRules): number {
  return Math.max(rules.windowMs, rules.delay?.longestMs ?? 0);
}

/** How long, at `now`, the next attempt of a key with `record` must still wait (0: none). */
export function remainingWait(
  record: FailureRecord | undefined,
  rules: FailureLimiterRules,
  now: number,
): number {
  if (record === undefined) return 0;
  return Math.max(0, record.lastAt + waitAfterFailures(record.count, rules) - now);
}

/** A limiter in this process's memory; `now` reads the clock at each call (tests move it). */
export function createFailureLimiter(rules: FailureLimiterRules, now: () => number = () => Date.now()) {
  const { capacity = 100_000 } = rules;
  const records = new Map<string, FailureRecord>();
  const retention = retentionMs(rules);

  function current(key: string, at: number): FailureRecord | undefined {
    const record = records.get(key);
    if (record && record.lastAt + retention <= at) {
      records.delete(key);
      return undefined;
    }
    return record;
  }

  return {
    claim(key: string): Promise<number> {
      const at = now();
      const record = current(key, at);
      const wait = remainingWait(record, rules, at);
      if (wait > 0) return Promise.resolve(wait);
      if (record) {
        record.count += 1;
        record.lastAt = at;
      } else {
        if (records.size >= capacity) {
          const oldest = records.keys().next();
          if (!oldest.done) records.delete(oldest.value);
        }
        records.set(key, { count: 1, lastAt: at });
      }
      return Promise.resolve(0);
    },
    forgive(key: string): Promise<void> {
      const record = current(key, now());
      if (record && record.count > 0) record.count -= 1;
      return Promise.resolve();
    },
    reset(key: string): Promise<void> {
      records.delete(key);
      return Promise.resolve();
    },
  } satisfies FailureLimiter;
}

/** Every limiter in this process's memory (one API process). */
export const memoryFailureLimiters: FailureLimiters = (_name, rules) => createFailureLimiter(rules);
