// The other design measured for the car search (decision 0022): a search table in PostgreSQL, one row
// per (place, car) with what the search reads and the car's blocking periods as a tstzmultirange,
// rows of a place stored together. This measures its core alone — a place's rows read, tested
// against the period with no probe, filtered, priced (the rule's own price expression) and the page
// sorted, with the total — on the large data set through a 50-connection pool, with the backend CPU
// per search. Counts, cards and `void` payment windows, which a complete statement adds, are left
// out: a lower bound of its cost. The table is built from the data, measured, then dropped.
// Usage: DATABASE_URL=postgres://…/roadbook_bench npm run search-table -w @roadbook/bench
// Settings: BENCH_SECONDS (10), BENCH_CONNECTIONS (50), BENCH_SEED (1).
import os from 'node:os';
import { sql } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import pg from 'pg';
import { DEFAULT_TIME_ZONE } from '@roadbook/domain/constants';
import { CarSearchQuerySchema } from '@roadbook/domain/contracts/car-search';
import {
  allFiltersSql,
  filterTestsSql,
  MAX_TOTAL_SQL,
  rentalTotalSql,
  searchValues,
} from '@roadbook/api/testing/car-search-reference/car-search-sql';
import { fillSqlTemplate, compileSqlTemplate } from '@roadbook/api/db/prepared-statements';
import { startCpuMeter } from './cpu-usage';
import { cpuPerSearch, round } from './search-report';
import { buildSearchRequests, loadPlaces } from './search-requests';
import { loadSql } from './sql-load';

const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 50);
const SEED = Number(process.env.BENCH_SEED ?? 1);
const TABLE = 'search_table_candidate';

const BUILD = `
  create table ${TABLE} as
  select cl.location_id, c.id, c.name, c.supplier_id, c.size, c.fuel_type, c.gearbox, c.mileage,
    c.fuel_policy, c.seats, c.multimedia, c.doors, c.aircon, c.deposit, c.is_date_based_price,
    c.daily_price, c.discounted_daily_price, c.weekly_price, c.discounted_weekly_price,
    c.bi_weekly_price, c.discounted_bi_weekly_price, c.monthly_price, c.discounted_monthly_price,
    s.price_change_rate,
    coalesce((select range_agg(tstzrange(b.starts_at, b.ends_at, '[)')) from bookings b
      where b.car_id = c.id and b.status in ('pending', 'confirmed', 'deposit', 'paid', 'reserved')
        and b.ends_at > now()), '{}'::tstzmultirange) as blocked
  from car_locations cl
  join cars c on c.id = cl.car_id
  join users s on s.id = c.supplier_id
  where c.availability = 'available' and s.type = 'supplier' and s.is_verified
    and s.approved_at is not null and not s.is_blacklisted
  order by cl.location_id, c.id`;

/** The candidate's statement: the page of a place's free cars, priced and sorted, with the total. */
function candidateStatement() {
  return sql`
    select f.id, f.total, count(*) over () as matching
    from (
      select c.id, ${rentalTotalSql(sql`c.price_change_rate`)} as total
      from ${sql.raw(TABLE)} c
      where c.location_id = ${sql.placeholder('pickupLocation')}::uuid
        and not (c.blocked && tstzrange(${sql.placeholder('from')}::timestamptz, ${sql.placeholder('to')}::timestamptz, '[)'))
        and ${allFiltersSql(filterTestsSql())}
    ) f
    where f.total <= ${MAX_TOTAL_SQL}
    order by f.total, f.id
    limit ${sql.placeholder('limit')}::int offset ${sql.placeholder('offset')}::int`;
}

async function main() {
  const url = process.env.DATABASE_URL;
  if (!url?.startsWith('postgres')) throw new Error('Set DATABASE_URL to a database loaded by seed:bench.');
  const pool = new pg.Pool({ connectionString: url, max: CONNECTIONS });
  try {
    await pool.query(`drop table if exists ${TABLE}`);
    const buildStarted = performance.now();
    await pool.query(BUILD);
    await pool.query(`create index on ${TABLE} (location_id)`);
    await pool.query(`analyze ${TABLE}`);
    const buildSeconds = (performance.now() - buildStarted) / 1000;

    const now = new Date();
    const template = compileSqlTemplate(candidateStatement());
    const dialect = new PgDialect();
    const searches = buildSearchRequests(await loadPlaces(pool), 20_000, SEED, now).map((request) => {
      const query = CarSearchQuerySchema.parse(request.query);
      const input = { ...query, from: new Date(query.from), to: new Date(query.to) };
      const values = searchValues(input, { timeZone: process.env.TIME_ZONE || DEFAULT_TIME_ZONE, now });
      const { sql: text, params } = dialect.sqlToQuery(fillSqlTemplate(template, values));
      return [{ name: 'search_table_candidate', text, params }];
    });
    await loadSql(pool, searches, 3, CONNECTIONS);
    const meter = await startCpuMeter(pool, []);
    const load = await loadSql(pool, searches, SECONDS, CONNECTIONS);
    const cpu = await meter.stop();
    console.log(
      JSON.stringify(
        {
          loadAverage: round(os.loadavg()[0] ?? 0),
          tableBuildSeconds: round(buildSeconds),
          searches: load.searches,
          rate: Math.round(load.perSecond),
          p50: round(load.p50),
          p99: round(load.p99),
          errors: load.errors,
          ...cpuPerSearch({ database: cpu.database, client: cpu.own }, load.searches),
        },
        null,
        2,
      ),
    );
  } finally {
    await pool.query(`drop table if exists ${TABLE}`).catch(() => undefined);
    await pool.end();
  }
}

await main();
