// The car search under load in one run, beside the rule's SQL alone and the health route: each round
// sends GET /api/cars/search at 50 connections to the API in its own process (answered from its
// index), then the same searches as the rule's SQL statements (car-search-queries.ts, the design the
// index replaced) straight to PostgreSQL through a 50-connection pool, then GET /api/health at 50
// connections; after the rounds, searches at an offered rate (open model, 200/s). Reports the median
// rates, latencies and CPU time per request of each side, the ratio API ÷ SQL and the API's start-up
// (reading its index). Runs on the database of DATABASE_URL, loaded beforehand with
// `npm run seed:bench`, and leaves it as it is.
// Usage: DATABASE_URL=postgres://…/roadbook_bench npm run search -w @roadbook/bench
// Settings: BENCH_SECONDS per phase (10), BENCH_ROUNDS (3), BENCH_WARMUP_SECONDS (5),
// BENCH_CONNECTIONS (50), BENCH_PORT (8099), BENCH_SEED (1), BENCH_OPEN_RATE (200),
// BENCH_OPEN_SECONDS (20); the API's WEB_CONCURRENCY (one process per core) and REDIS_URL
// (redis://127.0.0.1:6379).
import os from 'node:os';
import autocannon from 'autocannon';
import pg from 'pg';
import { startApiServer } from './api-server';
import { startCpuMeter } from './cpu-usage';
import { cpuPerSearch, medianFigures, round, type PhaseFigures } from './search-report';
import { buildSearchRequests, loadPlaces, type SearchRequest } from './search-requests';
import { compileSearchQueries } from './search-sql';
import { loadSql } from './sql-load';
import { openLoad, visitorAgents } from './visitor-load';

const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 50);
const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 3);
const WARMUP_SECONDS = Number(process.env.BENCH_WARMUP_SECONDS ?? 5);
const PORT = Number(process.env.BENCH_PORT ?? 8099);
const SEED = Number(process.env.BENCH_SEED ?? 1);
const OPEN_RATE = Number(process.env.BENCH_OPEN_RATE ?? 200);
const OPEN_SECONDS = Number(process.env.BENCH_OPEN_SECONDS ?? 20);
/** Distinct searches for each phase (API and SQL go through the same ones, in the same order). */
const STRETCH_LENGTH = 20_000;

const sum = (values: readonly number[]) => values.reduce((total, value) => total + value, 0);

/** Sends the sequence over `connections` concurrent HTTP connections for `seconds`. */
function loadApi(base: string, requests: readonly Pick<SearchRequest, 'path'>[], seconds: number) {
  let next = 0;
  return autocannon({
    url: base,
    connections: CONNECTIONS,
    duration: seconds,
    requests: [
      {
        method: 'GET',
        setupRequest: (request) => {
          const search = requests[next % requests.length];
          next += 1;
          return { ...request, path: search?.path ?? '/api/cars/search' };
        },
      },
    ],
  });
}

/** The first searches through the API, so that a broken setup fails before the load starts. */
async function checkApi(base: string, requests: readonly SearchRequest[]) {
  let cars = 0;
  for (const request of requests.slice(0, 20)) {
    const response = await fetch(`${base}${request.path}`);
    const body: unknown = await response.json();
    if (!response.ok) throw new Error(`${request.path} answered ${response.status}: ${JSON.stringify(body)}`);
    if (typeof body === 'object' && body !== null && 'total' in body && typeof body.total === 'number') {
      cars += body.total;
    }
  }
  if (cars === 0) throw new Error('The first 20 searches found no car: is the database seeded?');
  return cars / 20;
}

/** The statements of `requests`, compiled outside the timed phases (the SQL side sends only them). */
function compileAll(requests: readonly SearchRequest[], now: Date) {
  return requests.map((request) => compileSearchQueries(request.query, now));
}

/** The API's figures for `requests` at CONNECTIONS for SECONDS, with the CPU of every process. */
async function measureApi(
  pool: pg.Pool,
  api: { base: string; pids: number[] },
  requests: readonly Pick<SearchRequest, 'path'>[],
): Promise<PhaseFigures & { requests: number }> {
  const meter = await startCpuMeter(pool, api.pids);
  const load = await loadApi(api.base, requests, SECONDS);
  const cpu = await meter.stop();
  return {
    requests: load.requests.total,
    rate: load.requests.total / SECONDS,
    p50: load.latency.p50,
    p99: load.latency.p99,
    errors: load.errors + load.non2xx + load.timeouts,
    ...cpuPerSearch(
      { database: cpu.database, api: sum(cpu.others), loadGenerator: cpu.own },
      load.requests.total,
    ),
  };
}

/**
 * One round on its own stretch of the sequence (so that no answer could come from a cache of an
 * earlier phase): the API for SECONDS, then the SQL alone on the same searches, each with its CPU time.
 */
async function runRound(
  pool: pg.Pool,
  api: { base: string; pids: number[] },
  stretch: readonly SearchRequest[],
) {
  const apiFigures = await measureApi(pool, api, stretch);
  // The SQL side goes through the same searches from the same start; compiling all of the stretch
  // would take long, so it compiles thrice what the API did and loops over them if faster.
  const compiled = compileAll(stretch.slice(0, Math.max(1000, 3 * apiFigures.requests)), new Date());
  const sqlMeter = await startCpuMeter(pool, []);
  const sql = await loadSql(pool, compiled, SECONDS, CONNECTIONS);
  const sqlCpu = await sqlMeter.stop();
  const healthFigures = await measureApi(pool, api, [{ path: '/api/health' }]);
  const sqlFigures: PhaseFigures = {
    rate: sql.perSecond,
    p50: sql.p50,
    p99: sql.p99,
    errors: sql.errors,
    ...cpuPerSearch({ database: sqlCpu.database, client: sqlCpu.own }, sql.searches),
  };
  return { api: apiFigures, sql: sqlFigures, health: healthFigures };
}

async function main() {
  const url = process.env.DATABASE_URL;
  if (!url?.startsWith('postgres')) {
    throw new Error('Set DATABASE_URL to a PostgreSQL database loaded with `npm run seed:bench`.');
  }
  const pool = new pg.Pool({ connectionString: url, max: CONNECTIONS });
  // As a production machine runs it: one API process per core, sharing their state through Redis.
  const api = await startApiServer(url, PORT, {
    WEB_CONCURRENCY: process.env.WEB_CONCURRENCY ?? String(os.cpus().length),
    REDIS_URL: process.env.REDIS_URL ?? 'redis://127.0.0.1:6379',
    REDIS_KEY_PREFIX: process.env.REDIS_KEY_PREFIX ?? 'roadbook-bench:',
  });
  try {
    const requests = buildSearchRequests(
      await loadPlaces(pool),
      STRETCH_LENGTH * (ROUNDS + 2),
      SEED,
      new Date(),
    );
    const averageTotal = await checkApi(api.base, requests);
    const loadBefore = os.loadavg()[0] ?? 0;
    // Stretch 0 warms both sides up; round n runs on stretch n + 1.
    const stretch = (n: number) => requests.slice(n * STRETCH_LENGTH, (n + 1) * STRETCH_LENGTH);
    await loadApi(api.base, stretch(0), WARMUP_SECONDS);
    await loadSql(pool, compileAll(stretch(0).slice(0, 1000), new Date()), WARMUP_SECONDS, CONNECTIONS);
    const rounds: Awaited<ReturnType<typeof runRound>>[] = [];
    for (let n = 1; n <= ROUNDS; n += 1) rounds.push(await runRound(pool, api, stretch(n)));
    const apiFigures = medianFigures(rounds.map((r) => r.api));
    const sqlFigures = medianFigures(rounds.map((r) => r.sql));
    const healthFigures = medianFigures(rounds.map((r) => r.health));
    // The open model on a stretch of its own, after the rounds.
    const agents = visitorAgents();
    const open = await openLoad(
      api.base,
      stretch(ROUNDS + 1).map((request) => request.path),
      { rate: OPEN_RATE, seconds: OPEN_SECONDS, agents },
    );
    for (const agent of agents) agent.destroy();
    const ratios = rounds.map((r) => round(r.api.rate / r.sql.rate, 3));
    console.log(
      JSON.stringify(
        {
          connections: CONNECTIONS,
          rounds: ROUNDS,
          secondsPerPhase: SECONDS,
          // The machine's 1-minute load average before and after: other work skews the figures.
          loadAverage: [loadBefore, os.loadavg()[0] ?? 0].map((value) => round(value)),
          averageCarsFound: Math.round(averageTotal),
          apiProcesses: api.pids.length,
          apiStartupMs: api.startupMs,
          api: apiFigures,
          sql: sqlFigures,
          health: healthFigures,
          openModel: open,
          ratioPerRound: ratios,
          ratio: round(apiFigures.rate / sqlFigures.rate, 3),
          idleMachineRatio: round(apiFigures.idleMachineRate / sqlFigures.idleMachineRate, 3),
        },
        null,
        2,
      ),
    );
  } finally {
    await api.stop().catch(() => undefined);
    await pool.end();
  }
}

await main();
