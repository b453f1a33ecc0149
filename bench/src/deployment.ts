// The car search as a deployment runs it: the site started as `npm start` starts it, at its default
// settings (request logs at info, scheduled jobs on, demo data on an empty database, the API-wide
// rate limit shared through Redis), one process per core, on a fresh copy of the seeded data set,
// with visitors spread over many addresses. Then the same with each difference from the search
// bench's set-up switched off, one at a time, and the bench's stripped-down set-up itself: each
// set-up's figures beside the others, with every process's CPU and event-loop delay and what
// PostgreSQL did.
// Each set-up: a copy of DATABASE_URL's database (made right after `npm run seed:bench`, so that
// every set-up's scheduled jobs find the same work), the site started, REST_SECONDS of rest, a
// warm-up, searches at 50 connections, searches offered at 200/s, then GET /api/health at 50
// connections.
// Usage: DATABASE_URL=postgres://…/roadbook_bench npm run deployment -w @roadbook/bench
// Settings: BENCH_SETUPS (names, comma-separated; all by default), BENCH_CONNECTIONS (50),
// BENCH_SECONDS (10), BENCH_OPEN_RATE (200), BENCH_OPEN_SECONDS (20), BENCH_REST_SECONDS (15),
// BENCH_WARMUP_SECONDS (10), BENCH_PORT (8099), WEB_CONCURRENCY (the cores), REDIS_URL; for an
// experiment, BENCH_NODE_OPTIONS (the site's Node options), BENCH_V8_FLAGS (V8 flags that
// NODE_OPTIONS refuses, set by the probe) and BENCH_KEEP_LOG=1 (the site's log left in the temp dir).
import os from 'node:os';
import { monitorEventLoopDelay } from 'node:perf_hooks';
import pg from 'pg';
import { ownCpuMillis } from './cpu-usage';
import { watchDatabase } from './database-activity';
import { startSite, type ProcessFigures } from './deployment-site';
import { round } from './search-report';
import { buildPlainSearches, buildSearchRequests, loadPlaces } from './search-requests';
import { closedLoad, openLoad, visitorAgents } from './visitor-load';

const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 50);
const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const OPEN_RATE = Number(process.env.BENCH_OPEN_RATE ?? 200);
const OPEN_SECONDS = Number(process.env.BENCH_OPEN_SECONDS ?? 20);
const REST_SECONDS = Number(process.env.BENCH_REST_SECONDS ?? 15);
const WARMUP_SECONDS = Number(process.env.BENCH_WARMUP_SECONDS ?? 10);
const PORT = process.env.BENCH_PORT ?? '8099';

interface SetUp {
  name: string;
  /** Settings beside the deployment's. */
  env?: Record<string, string>;
  /** The scheduled jobs kept from running (their rows leased, in the copy only). */
  jobsOff?: boolean;
  /** The search bench's varied searches instead of plain first searches. */
  variedSearches?: boolean;
}

const SET_UPS: SetUp[] = [
  { name: 'deployment' },
  { name: 'request logs off', env: { LOG_LEVEL: 'warn' } },
  { name: 'scheduled jobs off', jobsOff: true },
  { name: 'rate limit off', env: { RATE_LIMIT_MAX: '0' } },
  { name: 'demo data off', env: { SEED_DEMO_DATA: 'false' } },
  { name: 'varied searches', variedSearches: true },
  {
    name: 'bench set-up',
    env: { LOG_LEVEL: 'silent', RATE_LIMIT_MAX: '0', SEED_DEMO_DATA: 'false' },
    jobsOff: true,
    variedSearches: true,
  },
];

const sleep = (seconds: number) => new Promise((resolve) => setTimeout(resolve, seconds * 1000));

/** A fresh copy of the seeded database for one set-up; returns its URL. */
async function copyDatabase(seededUrl: string, jobsOff: boolean): Promise<string> {
  const seeded = new URL(seededUrl);
  const source = seeded.pathname.slice(1);
  const copy = `${source}_run`;
  const admin = new pg.Client({
    connectionString: Object.assign(new URL(seededUrl), { pathname: '/postgres' }).href,
  });
  await admin.connect();
  await admin.query(`drop database if exists ${copy} with (force)`);
  await admin.query(`create database ${copy} template ${source}`);
  await admin.end();
  const url = Object.assign(new URL(seededUrl), { pathname: `/${copy}` }).href;
  if (jobsOff) {
    // Every job's row, now or once the site registers it, leased for a day: no process claims one.
    const client = new pg.Client({ connectionString: url });
    await client.connect();
    await client.query(`
      create function bench_lease_job() returns trigger language plpgsql as $$
        begin new.leased_until := now() + interval '1 day'; return new; end $$;
      create trigger bench_lease_job before insert on scheduled_jobs
        for each row execute function bench_lease_job();
      update scheduled_jobs set leased_until = now() + interval '1 day';`);
    await client.end();
  }
  return url;
}

async function runSetUp(setUp: SetUp, seededUrl: string, paths: { plain: string[]; varied: string[] }) {
  const url = await copyDatabase(seededUrl, setUp.jobsOff ?? false);
  const site = await startSite({
    DATABASE_URL: url,
    PORT,
    WEB_CONCURRENCY: process.env.WEB_CONCURRENCY ?? String(os.cpus().length),
    REDIS_URL: process.env.REDIS_URL ?? 'redis://127.0.0.1:6379',
    ...setUp.env,
  });
  const pool = new pg.Pool({ connectionString: url, max: 2 });
  const agents = visitorAgents();
  const searches = setUp.variedSearches ? paths.varied : paths.plain;
  // Each phase on its own stretch of the sequence, so that no answer repeats an earlier one.
  const stretch = (n: number) => searches.slice(n * 20_000, (n + 1) * 20_000);
  try {
    await sleep(REST_SECONDS);
    await closedLoad(site.base, stretch(0), { connections: CONNECTIONS, seconds: WARMUP_SECONDS, agents });
    const measure = async <T>(run: () => Promise<T>) => {
      const processes = await site.watch();
      const database = await watchDatabase(pool);
      const logBefore = site.logBytes();
      const since = performance.now();
      const ownBefore = ownCpuMillis();
      const ownDelay = monitorEventLoopDelay({ resolution: 5 });
      ownDelay.enable();
      const load = await run();
      ownDelay.disable();
      const seconds = (performance.now() - since) / 1000;
      return {
        loadGenerator: {
          cpu: round((ownCpuMillis() - ownBefore) / 1000 / seconds, 2),
          // Its own pauses would count as the site's latency: their size, beside the figures.
          loopDelayP99: round(Math.max(0, ownDelay.percentile(99) / 1e6 - 5)),
          loopDelayMax: round(Math.max(0, ownDelay.max / 1e6 - 5)),
        },
        load,
        processes: await processes.stop(),
        database: await database.stop(),
        logKBPerS: Math.round((site.logBytes() - logBefore) / 1024 / seconds),
      };
    };
    const closed = await measure(() =>
      closedLoad(site.base, stretch(1), { connections: CONNECTIONS, seconds: SECONDS, agents }),
    );
    const open = await measure(() =>
      openLoad(site.base, stretch(2), { rate: OPEN_RATE, seconds: OPEN_SECONDS, agents }),
    );
    const health = await closedLoad(site.base, ['/api/health'], {
      connections: CONNECTIONS,
      seconds: SECONDS / 2,
      agents,
    });
    return { setUp: setUp.name, startupMs: site.startupMs, closed, open, health: health.rate };
  } finally {
    for (const agent of agents) agent.destroy();
    await pool.end();
    await site.stop();
  }
}

async function main() {
  const url = process.env.DATABASE_URL;
  if (!url?.startsWith('postgres')) {
    throw new Error('Set DATABASE_URL to a PostgreSQL database loaded with `npm run seed:bench`.');
  }
  const wanted = process.env.BENCH_SETUPS?.split(',').map((name) => name.trim());
  const setUps = SET_UPS.filter((setUp) => !wanted || wanted.includes(setUp.name));
  const pool = new pg.Pool({ connectionString: url, max: 1 });
  const places = await loadPlaces(pool);
  await pool.end();
  const now = new Date();
  const paths = {
    plain: buildPlainSearches(places, 60_000, 1, now),
    varied: buildSearchRequests(places, 60_000, 1, now).map((request) => request.path),
  };
  const loadAverage = os.loadavg()[0] ?? 0;
  const results = [];
  for (const setUp of setUps) {
    const result = await runSetUp(setUp, url, paths);
    console.error(JSON.stringify(result));
    results.push(result);
  }
  console.log(`load average before: ${loadAverage.toFixed(1)}, after: ${(os.loadavg()[0] ?? 0).toFixed(1)}`);
  console.log(summary(results).join('\n'));
}

type Result = Awaited<ReturnType<typeof runSetUp>>;

/** One Markdown row per set-up (the table of docs/performance.md). */
function summary(results: Result[]): string[] {
  type Phase = Result['closed'];
  const web = (phase: Phase) => phase.processes.filter((p) => p.role === 'web');
  const background = (phase: Phase) => phase.processes.find((p) => p.role === 'background');
  const each = (phase: Phase, show: (p: ProcessFigures) => string) => web(phase).map(show).join(' / ');
  const cpu = (phase: Phase) =>
    web(phase)
      .map((p) => p.cpu.toFixed(2))
      .join(' + ') + (background(phase) ? ` · bg ${background(phase)?.cpu.toFixed(2)}` : '');
  const rows = results.map(({ setUp, closed, open, health }) => [
    setUp,
    `${closed.load.rate.toLocaleString('en')} (${closed.load.errors})`,
    `${Math.round(closed.load.p50)} / ${Math.round(closed.load.p99)}`,
    `${open.load.p50} / **${open.load.p99}** / ${Math.round(open.load.max)} (${open.load.errors})`,
    cpu(open),
    each(open, (p) => `${Math.round(p.loopDelayP99)}, ${Math.round(p.loopDelayMax)}`),
    each(
      open,
      ({ gc }) =>
        `${gc.minor}, ${(gc.totalMs / Math.max(1, gc.minor)).toFixed(1)}, ${Math.round(gc.minorMaxMs)}`,
    ),
    `${(open.database.postgresCpuS / OPEN_SECONDS).toFixed(2)} / ${open.database.commitsPerS} / ${open.database.rowsWrittenPerS}`,
    String(closed.logKBPerS),
    String(open.loadGenerator.loopDelayMax),
    health.toLocaleString('en'),
  ]);
  return [
    "| set-up | 50 conn.: searches/s (errors) | p50 / p99 ms | 200/s offered: p50 / p99 / max ms (errors) | at 200/s, CPU of each web process (· background) | at 200/s, event-loop delay p99, max ms of each web process | at 200/s, young-generation GCs: count, mean ms, max ms | at 200/s, PostgreSQL: cores / commits/s / rows written/s | log kB/s at 50 conn. | load generator's own longest pause ms | health req/s |",
    '| --- | --: | --: | --- | --- | --- | --- | --- | --- | --- | --: |',
    ...rows.map((row) => `| ${row.join(' | ')} |`),
  ];
}

await main();
