// Figures of the search load test: CPU per search, and the median of alternating rounds.
import os from 'node:os';

export interface PhaseFigures {
  rate: number;
  p50: number;
  p99: number;
  errors: number;
  /** CPU milliseconds per search of each process of the phase. */
  cpuMsPerSearch: Record<string, number>;
  /** The rate the CPU cost alone allows on this machine's cores, were nothing else running. */
  idleMachineRate: number;
}

/** CPU milliseconds per search, and the rate the CPU alone would allow on this machine's idle cores. */
export function cpuPerSearch(parts: Record<string, number>, searches: number) {
  const cores = os.cpus().length;
  const perSearch = (millis: number) => millis / Math.max(1, searches);
  const total = Object.values(parts).reduce((sum, millis) => sum + perSearch(millis), 0);
  // All processes share the cores; each single-threaded Node process is also capped at one core.
  const nodeParts = Object.entries(parts).filter(([name]) => name !== 'database');
  const idleMachineRate = Math.min(
    (cores * 1000) / total,
    ...nodeParts.map(([, millis]) => 1000 / perSearch(millis)),
  );
  const cpuMsPerSearch: Record<string, number> = { total: round(total, 2) };
  for (const [name, millis] of Object.entries(parts)) cpuMsPerSearch[name] = round(perSearch(millis), 2);
  return { cpuMsPerSearch, idleMachineRate: Math.round(idleMachineRate) };
}

/** The `p`th percentile of latencies sorted in ascending order. */
export function percentile(sorted: readonly number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? 0;
}

export function round(value: number, digits = 1): number {
  return Number(value.toFixed(digits));
}

function median(values: readonly number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  const value = sorted.length % 2 ? sorted[middle] : ((sorted[middle - 1] ?? 0) + (sorted[middle] ?? 0)) / 2;
  return value ?? 0;
}

/** Median of each figure over the rounds (so that a burst of other work in one round does not decide). */
export function medianFigures(rounds: readonly PhaseFigures[]): PhaseFigures {
  const first = rounds[0];
  if (!first) throw new Error('no rounds');
  const of = (pick: (round: PhaseFigures) => number) => median(rounds.map(pick));
  return {
    rate: Math.round(of((r) => r.rate)),
    p50: round(of((r) => r.p50)),
    p99: round(of((r) => r.p99)),
    errors: rounds.reduce((sum, r) => sum + r.errors, 0),
    cpuMsPerSearch: Object.fromEntries(
      Object.keys(first.cpuMsPerSearch).map((name) => [
        name,
        round(
          of((r) => r.cpuMsPerSearch[name] ?? 0),
          2,
        ),
      ]),
    ),
    idleMachineRate: Math.round(of((r) => r.idleMachineRate)),
  };
}
