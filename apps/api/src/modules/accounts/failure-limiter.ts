// Failed attempts counted per key in a fixed window. In this process's memory here: enough for one
// API process; several processes count in Redis (redis-failure-limiter.ts), which app.ts chooses.

export interface FailureLimiterRules {
  /** Failures allowed per key within the window; the next attempt is refused. */
  max: number;
  windowMs: number;
  /** Keys remembered at most (the oldest are forgotten first). */
  capacity?: number;
}

export interface FailureLimiter {
  /** Whether `key` has used up its failures. */
  isBlocked(key: string): Promise<boolean>;
  recordFailure(key: string): Promise<void>;
  reset(key: string): Promise<void>;
}

/** Makes the limiter named `name` (its keys apart from the other limiters'). */
export type FailureLimiters = (name: string, rules: FailureLimiterRules) => FailureLimiter;

export function createFailureLimiter({ max, windowMs, capacity = 100_000 }: FailureLimiterRules) {
  const failures = new Map<string, { count: number; resetAt: number }>();

  function current(key: string, now: number) {
    const entry = failures.get(key);
    if (entry && entry.resetAt <= now) {
      failures.delete(key);
      return undefined;
    }
    return entry;
  }

  return {
    isBlocked(key: string, now = Date.now()): Promise<boolean> {
      return Promise.resolve((current(key, now)?.count ?? 0) >= max);
    },
    recordFailure(key: string, now = Date.now()): Promise<void> {
      const entry = current(key, now);
      if (entry) {
        entry.count += 1;
        return Promise.resolve();
      }
      if (failures.size >= capacity) {
        const oldest = failures.keys().next();
        if (!oldest.done) failures.delete(oldest.value);
      }
      failures.set(key, { count: 1, resetAt: now + windowMs });
      return Promise.resolve();
    },
    reset(key: string): Promise<void> {
      failures.delete(key);
      return Promise.resolve();
    },
  } satisfies FailureLimiter;
}

/** Every limiter in this process's memory (one API process). */
export const memoryFailureLimiters: FailureLimiters = (_name, rules) => createFailureLimiter(rules);
