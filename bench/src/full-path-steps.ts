// What the full-path load test measures of each step of a visit: answer times, errors, and the first
// errors in words, so that a failing run says what failed.
import { round } from './search-report';

/** The requests of a visit, in its order; `licence` only for a car whose agency asks for one. */
export const STEPS = ['search', 'car', 'quote', 'licence', 'checkout'] as const;
export type Step = (typeof STEPS)[number];

/** How many errors are kept in words. */
const KEPT_ERRORS = 5;

function percentile(sorted: readonly number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? 0;
}

export function createStepLog() {
  const latencies = new Map<Step, number[]>(STEPS.map((step) => [step, []]));
  const errors = new Map<Step, number>(STEPS.map((step) => [step, 0]));
  const firstErrors: string[] = [];
  return {
    /** An answer the visit goes on with (a lost race included): its time in milliseconds. */
    answered(step: Step, millis: number) {
      latencies.get(step)?.push(millis);
    },
    /** A failed request (no answer, an unexpected status or body), with what it was. */
    failed(step: Step, description: string) {
      errors.set(step, (errors.get(step) ?? 0) + 1);
      if (firstErrors.length < KEPT_ERRORS) firstErrors.push(`${step}: ${description}`);
    },
    errorCount: () => [...errors.values()].reduce((sum, count) => sum + count, 0),
    firstErrors: () => [...firstErrors],
    /** Per step: answers, answers per second over `seconds`, p50 and p99 in ms, errors. */
    summary(seconds: number) {
      return Object.fromEntries(
        STEPS.map((step) => {
          const sorted = [...(latencies.get(step) ?? [])].sort((a, b) => a - b);
          return [
            step,
            {
              count: sorted.length,
              perSecond: round(sorted.length / seconds),
              p50: round(percentile(sorted, 50)),
              p99: round(percentile(sorted, 99)),
              errors: errors.get(step) ?? 0,
            },
          ];
        }),
      );
    },
  };
}
export type StepLog = ReturnType<typeof createStepLog>;
