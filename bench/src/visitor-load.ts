// HTTP load as many visitors send it: each visitor sends SEARCHES_PER_VISIT requests on one
// keep-alive connection from its own loopback address (Linux routes all of 127.0.0.0/8 to this
// machine), then the next visitor comes from the next address, so that the API's per-address rate
// limit, at its default, sees many visitors as a deployment does, not one client sending
// everything. Two models:
// closed (each connection sends its next request when the last one answers) and open (requests sent
// at a fixed rate whatever the answers' pace, latency counted from the moment each was due).
import http from 'node:http';
import { percentile, round } from './search-report';

export interface LoadFigures {
  /** Answers per second over the phase. */
  rate: number;
  answered: number;
  p50: number;
  p99: number;
  max: number;
  /** Answers other than 200, and requests that failed. */
  errors: number;
  /** Answers by status ("failed": no answer). */
  statuses: Record<string, number>;
}

/** Requests a visitor sends before the next one takes its place. */
const SEARCHES_PER_VISIT = 20;

/** The agent of a connection's `visit`th visitor (each connection has its own run of addresses). */
function agentOf(agents: http.Agent[], connection: number, connections: number, visit: number) {
  const agent = agents[(connection + visit * connections) % agents.length];
  if (!agent) throw new Error('no agent');
  return agent;
}

/** `count` source addresses 127.1.x.y, one keep-alive agent each. */
export function visitorAgents(count = 500): http.Agent[] {
  return Array.from(
    { length: count },
    (_, index) =>
      new http.Agent({
        keepAlive: true,
        localAddress: `127.1.${Math.floor(index / 250)}.${(index % 250) + 1}`,
      }),
  );
}

interface Recorder {
  latencies: number[];
  statuses: Record<string, number>;
}

function get(base: URL, path: string, agent: http.Agent, recorder: Recorder, since: number) {
  return new Promise<void>((resolve) => {
    const count = (status: string) => {
      recorder.latencies.push(performance.now() - since);
      recorder.statuses[status] = (recorder.statuses[status] ?? 0) + 1;
      resolve();
    };
    const request = http.get({ host: base.hostname, port: base.port, path, agent }, (response) => {
      response.resume();
      response.on('end', () => count(String(response.statusCode)));
      response.on('error', () => count('failed'));
    });
    request.on('error', () => count('failed'));
  });
}

function figures(recorder: Recorder, seconds: number): LoadFigures {
  const sorted = recorder.latencies.sort((a, b) => a - b);
  const answered = sorted.length;
  return {
    rate: Math.round(answered / seconds),
    answered,
    p50: round(percentile(sorted, 50)),
    p99: round(percentile(sorted, 99)),
    max: round(sorted.at(-1) ?? 0),
    errors: answered - (recorder.statuses['200'] ?? 0),
    statuses: recorder.statuses,
  };
}

/** GET `paths` in turn on `connections` concurrent connections for `seconds` (closed model). */
export async function closedLoad(
  base: string,
  paths: readonly string[],
  { connections, seconds, agents }: { connections: number; seconds: number; agents: http.Agent[] },
): Promise<LoadFigures> {
  const url = new URL(base);
  const recorder: Recorder = { latencies: [], statuses: {} };
  const started = performance.now();
  const ends = started + seconds * 1000;
  let next = 0;
  const connection = async (number: number) => {
    for (let sent = 0; performance.now() < ends; sent += 1) {
      const index = next;
      next += 1;
      const agent = agentOf(agents, number, connections, Math.floor(sent / SEARCHES_PER_VISIT));
      await get(url, paths[index % paths.length] ?? '/', agent, recorder, performance.now());
    }
  };
  await Promise.all(Array.from({ length: connections }, (_, number) => connection(number)));
  return figures(recorder, (performance.now() - started) / 1000);
}

/** GET `paths` in turn at `rate` per second for `seconds` (open model); resolves once all answered. */
export async function openLoad(
  base: string,
  paths: readonly string[],
  { rate, seconds, agents }: { rate: number; seconds: number; agents: http.Agent[] },
): Promise<LoadFigures & { offeredRate: number }> {
  const url = new URL(base);
  const recorder: Recorder = { latencies: [], statuses: {} };
  const started = performance.now();
  const answers: Promise<void>[] = [];
  for (let index = 0; index < Math.round(rate * seconds); index += 1) {
    const dueAt = started + (index * 1000) / rate;
    const wait = dueAt - performance.now();
    if (wait > 1) await new Promise((resolve) => setTimeout(resolve, wait));
    const agent = agentOf(agents, 0, 1, Math.floor(index / SEARCHES_PER_VISIT));
    answers.push(get(url, paths[index % paths.length] ?? '/', agent, recorder, dueAt));
  }
  await Promise.all(answers);
  return { offeredRate: rate, ...figures(recorder, (performance.now() - started) / 1000) };
}
