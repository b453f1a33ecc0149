// Background work in batches leaves room for the requests: after each batch it rests three times as
// long as the batch took (at least MIN_REST_MS), so that a backlog — a day of pick-up reminders,
// thousands of emails — uses about a quarter of one core and of the database however long it is,
// instead of taking them from the searches until it is done (docs/performance.md, decision 0025).

const MIN_REST_MS = 10;
/** The share of the time a backlog's work may take. */
const WORKING_SHARE = 0.25;

/** How long to rest after `workMs` of work. */
export function restFor(workMs: number): number {
  return Math.max(MIN_REST_MS, (workMs * (1 - WORKING_SHARE)) / WORKING_SHARE);
}

/** How long to rest after a batch that started at `startedAt` (a `performance.now()` reading). */
export function restAfter(startedAt: number): number {
  return restFor(performance.now() - startedAt);
}

/** This process's CPU time so far, in milliseconds (for work that mostly waits on others). */
export function cpuMillis(): number {
  const { user, system } = process.cpuUsage();
  return (user + system) / 1000;
}

/**
 * Resolves after the rest that follows a batch started at `startedAt`, or at once when `signal`
 * aborts (the process is stopping).
 */
export function restAfterBatch(startedAt: number, signal?: AbortSignal): Promise<void> {
  return new Promise((resolve) => {
    if (signal?.aborted) return resolve();
    const timer = setTimeout(done, restAfter(startedAt));
    signal?.addEventListener('abort', done, { once: true });
    function done() {
      clearTimeout(timer);
      signal?.removeEventListener('abort', done);
      resolve();
    }
  });
}
