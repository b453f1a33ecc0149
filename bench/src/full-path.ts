// The whole path under load: concurrent visitors who search, open a car, get its quote and book it at
// the counter, against the API in its own process, for a fixed time; then the bookings are checked
// against the exclusion rule. Runs on the database of DATABASE_URL, loaded beforehand with
// `npm run seed:bench`; the visitors' accounts and bookings stay in it. Every supplier takes payment
// at the counter during the run; those that did not are put back afterwards.
// Usage: DATABASE_URL=postgres://…/roadbook_bench npm run full-path -w @roadbook/bench -- \
//          [--visitors 50] [--seconds 30] [--port 8098] [--seed 1]
// Exits with 1 on any error, an overlap, or bookings answered but not stored.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { drizzle } from 'drizzle-orm/node-postgres';
import pg from 'pg';
import { createRandom } from '@roadbook/api/db/seed/random';
import type { Database } from '@roadbook/api/db/client';
import { startApiServer } from './api-server';
import { startCpuMeter } from './cpu-usage';
import {
  allowPayAtCounter,
  countBookingsOfDrivers,
  countOverlappingBookings,
  refusePayAtCounter,
} from './full-path-checks';
import { createRaceGroups } from './full-path-races';
import { createStepLog } from './full-path-steps';
import { runVisitor, type VisitContext, type VisitTally } from './full-path-visit';
import { round } from './search-report';
import { buildSearchRequests, loadPlaces } from './search-requests';

const USAGE =
  'Usage: DATABASE_URL=postgres://user@host:5432/database npm run full-path -w @roadbook/bench -- ' +
  '[--visitors 50] [--seconds 30] [--port 8098] [--seed 1]';

/** Distinct searches the visitors go through, in turn. */
const SEARCHES = 20_000;
/** A visit joins a group racing for one car and period this often; groups of this many visits. */
const RACE_SHARE = 0.2;
const RACE_SIZE = 3;
/** How long a group waits for its members before racing with those it has. */
const RACE_WAIT_MS = 2000;

function whole(name: string, text: string | undefined, fallback: number): number {
  if (text === undefined) return fallback;
  const value = Number(text);
  if (!Number.isSafeInteger(value) || value < 1)
    throw new Error(`--${name} must be a whole number\n${USAGE}`);
  return value;
}

function readOptions() {
  const { values } = parseArgs({
    options: {
      visitors: { type: 'string' },
      seconds: { type: 'string' },
      port: { type: 'string' },
      seed: { type: 'string' },
    },
  });
  const url = process.env.DATABASE_URL;
  if (!url || !/^postgres(ql)?:\/\//.test(url)) {
    throw new Error(`DATABASE_URL must name a PostgreSQL database loaded with npm run seed:bench.\n${USAGE}`);
  }
  return {
    url,
    visitors: whole('visitors', values.visitors, 50),
    seconds: whole('seconds', values.seconds, 30),
    port: whole('port', values.port, 8098),
    seed: whole('seed', values.seed, 1),
  };
}

const loadAverage = () => os.loadavg().map((value) => round(value, 2));

async function main() {
  const options = readOptions();
  const pool = new pg.Pool({ connectionString: options.url, max: 2 });
  const db = drizzle(pool) as unknown as Database;
  // The API writes the visitors' emails into its data folder's outbox: a folder of the run's own.
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'roadbook-full-path-'));
  const suppliers = await allowPayAtCounter(db);
  let failed = true;
  try {
    const api = await startApiServer(options.url, options.port, {
      DATA_DIR: dataDir,
      // The checkout and the licence upload are public forms, limited per address; the visitors all
      // come from this one. Their ceiling (per minute) is then above what two cores book.
      FORM_RATE_LIMIT_MAX: '10000',
    });
    try {
      const searches = buildSearchRequests(await loadPlaces(pool), SEARCHES, options.seed, new Date());
      let next = 0;
      const nextSearch = () => {
        const search = searches[next % searches.length];
        next += 1;
        if (!search) throw new Error('no search');
        return search;
      };
      const races = createRaceGroups({
        share: RACE_SHARE,
        size: Math.min(RACE_SIZE, options.visitors),
        waitMs: RACE_WAIT_MS,
      });
      const tally: VisitTally = { visits: 0, bookings: 0, racesLost: 0, withoutCar: 0 };
      const runId = Date.now().toString(36);
      const context: VisitContext = {
        base: api.base,
        log: createStepLog(),
        tally,
        nextSearch,
        joinRace: (random) => races.join(random, nextSearch),
        emailPrefix: `visitor-${runId}-`,
      };

      const loadBefore = loadAverage();
      const meter = await startCpuMeter(pool, api.pids);
      const started = performance.now();
      const until = started + options.seconds * 1000;
      await Promise.all(
        Array.from({ length: options.visitors }, (_, visitor) =>
          runVisitor(context, visitor, createRandom(options.seed * 100_000 + visitor), until),
        ),
      );
      // Visits under way at the end finish: the rates are over the whole time.
      const seconds = (performance.now() - started) / 1000;
      const cpu = await meter.stop();
      const loadAfter = loadAverage();

      const overlappingPairs = await countOverlappingBookings(db);
      const stored = await countBookingsOfDrivers(db, context.emailPrefix);
      const errors = context.log.errorCount();
      console.log(
        JSON.stringify(
          {
            visitors: options.visitors,
            seconds: round(seconds),
            // The machine's load averages (1, 5, 15 minutes) before and after: other work skews the figures.
            loadAverage: { before: loadBefore, after: loadAfter },
            steps: context.log.summary(seconds),
            visits: tally.visits,
            bookings: tally.bookings,
            bookingsPerSecond: round(tally.bookings / seconds),
            racesLost: tally.racesLost,
            raceGroups: races.formed(),
            visitsWithoutCar: tally.withoutCar,
            errors,
            firstErrors: context.log.firstErrors(),
            cpuSeconds: {
              database: round(cpu.database / 1000, 2),
              api: round(cpu.others.reduce((sum, millis) => sum + millis, 0) / 1000, 2),
              loadGenerator: round(cpu.own / 1000, 2),
            },
            suppliersAllowedCounterForTheRun: suppliers.length,
            check: { overlappingPairs, bookingsStored: stored },
          },
          null,
          2,
        ),
      );
      failed = errors > 0 || overlappingPairs > 0 || stored !== tally.bookings || tally.bookings === 0;
    } finally {
      await api.stop().catch(() => undefined);
    }
  } finally {
    await refusePayAtCounter(db, suppliers);
    await pool.end();
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
  if (failed) process.exitCode = 1;
}

await main();
