// Failed attempts counted per key in a fixed window, in this process's memory: enough for one API
// process (several processes share theirs through Redis, product-rules.md § Limits and settings).

export interface FailureLimiterRules {
  /** Failures allowed per key within the window; the next attempt is refused. */
  max: number;
  windowMs: number;
  /** Keys remembered at most (the oldest are forgotten first). */
  capacity?: number;
}

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
    /** Whether `key` has used up its failures. */
    isBlocked(key: string, now = Date.now()): boolean {
      return (current(key, now)?.count ?? 0) >= max;
    },
    recordFailure(key: string, now = Date.now()): void {
      const entry = current(key, now);
      if (entry) {
        entry.count += 1;
        return;
      }
      if (failures.size >= capacity) {
        const oldest = failures.keys().next();
        if (!oldest.done) failures.delete(oldest.value);
      }
      failures.set(key, { count: 1, resetAt: now + windowMs });
    },
    reset(key: string): void {
      failures.delete(key);
    },
  };
}

export type FailureLimiter = ReturnType<typeof createFailureLimiter>;
