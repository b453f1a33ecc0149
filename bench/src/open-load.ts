// An open-model load: requests sent at a fixed rate whatever the pace of the answers (as visitors
// arrive), each on a free keep-alive connection or a new one. A request's latency counts from the
// moment it was due, so time it waited behind the server's slowness counts too.
import http from 'node:http';
import { percentile } from './search-report';

export interface OpenLoadFigures {
  offeredRate: number;
  /** Answers per second over the phase. */
  rate: number;
  sent: number;
  p50: number;
  p99: number;
  max: number;
  errors: number;
}

/** Sends GET `paths` (in turn) to `base` at `rate` per second for `seconds`; resolves once all answered. */
export async function openLoad(
  base: string,
  paths: readonly string[],
  rate: number,
  seconds: number,
): Promise<OpenLoadFigures> {
  const agent = new http.Agent({ keepAlive: true, maxSockets: 1_000 });
  const url = new URL(base);
  const latencies: number[] = [];
  let errors = 0;
  const started = performance.now();
  const count = Math.round(rate * seconds);
  const answers: Promise<void>[] = [];

  const send = (path: string, dueAt: number) =>
    new Promise<void>((resolve) => {
      const request = http.get({ host: url.hostname, port: url.port, path, agent }, (response) => {
        response.resume();
        response.on('end', () => {
          latencies.push(performance.now() - dueAt);
          if (response.statusCode !== 200) errors += 1;
          resolve();
        });
      });
      request.on('error', () => {
        errors += 1;
        resolve();
      });
    });

  for (let index = 0; index < count; index += 1) {
    const dueAt = started + (index * 1000) / rate;
    const wait = dueAt - performance.now();
    if (wait > 1) await new Promise((resolve) => setTimeout(resolve, wait));
    answers.push(send(paths[index % paths.length] ?? '/', dueAt));
  }
  await Promise.all(answers);
  const elapsed = (performance.now() - started) / 1000;
  agent.destroy();
  latencies.sort((a, b) => a - b);
  return {
    offeredRate: rate,
    rate: Math.round(latencies.length / elapsed),
    sent: count,
    p50: Number(percentile(latencies, 50).toFixed(1)),
    p99: Number(percentile(latencies, 99).toFixed(1)),
    max: Number((latencies.at(-1) ?? 0).toFixed(1)),
    errors,
  };
}
