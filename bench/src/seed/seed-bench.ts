import { sql } from 'drizzle-orm';
import { LANGUAGES } from '@roadbook/domain/constants';
import type { Database } from '@roadbook/api/db/client';
import { benchBookingsSql, bookingLayout } from './bench-bookings';
import { benchCarLocationsSql, benchCarsSql, benchDateBasedPricesSql, CAR_COLUMNS } from './bench-cars';
import { BENCH_COUNTRIES, buildBenchLocations } from './bench-places';
import { benchSql, deferConstraints, type Runner } from './bench-sql';

export interface BenchSeedOptions {
  cars: number;
  bookings: number;
  locations: number;
  suppliers: number;
  /** Drivers who made the bookings; by default one per 20 bookings (at least 50). */
  drivers?: number;
  seed: number;
  /** The moment the data is built around (bookings lie 180 days either side). */
  now?: Date;
}

export interface BenchSeedCounts {
  countries: number;
  locations: number;
  suppliers: number;
  drivers: number;
  cars: number;
  bookings: number;
}

const CAR_BATCH = 25_000;
const BOOKING_BATCH = 100_000;
const DRIVER_BATCH = 50_000;
/** Tables emptied first: the marketplace's catalogue and what hangs on it (admins stay). */
const CATALOGUE_TABLES = [
  'bookings',
  'notifications',
  'car_date_based_prices',
  'car_locations',
  'cars',
  'location_names',
  'locations',
  'country_names',
  'countries',
];
/** Large tables whose secondary indexes and constraints are rebuilt once after the load. */
const BULK_TABLES = ['cars', 'car_locations', 'car_date_based_prices', 'bookings'];

const SUPPLIER_WORDS = [
  'Alpine',
  'Atlas',
  'Blue',
  'Coastal',
  'Crown',
  'Eagle',
  'Emerald',
  'Golden',
  'Harbour',
];
const SUPPLIER_KINDS = ['Car Hire', 'Rentals', 'Drive', 'Wheels', 'Motors', 'Fleet', 'Auto', 'Mobility'];
const FIRST_NAMES = ['Ana', 'Louis', 'Sofía', 'James', 'Chloé', 'Mateo', 'Emma', 'Hugo', 'Lucía', 'Noah'];
const LAST_NAMES = ['García', 'Martin', 'Smith', 'Dubois', 'López', 'Brown', 'Müller', 'Rossi', 'Silva'];

function positiveInteger(name: string, value: number, min: number) {
  if (!Number.isSafeInteger(value) || value < min) throw new Error(`${name} must be an integer ≥ ${min}`);
}

const pick = (names: readonly string[], index: string) =>
  `(array[${names.map((n) => `'${n}'`).join(', ')}])[1 + (${index}) % ${names.length}]`;

async function insertPlaces(tx: Runner, seed: number, locationCount: number) {
  const s = benchSql(seed);
  const places = buildBenchLocations(locationCount);
  const used = new Set(places.map((place) => place.country));
  const countries = BENCH_COUNTRIES.map((country, c) => ({ c, code: country.code, ...country.names })).filter(
    (country) => used.has(country.c),
  );
  await tx.execute(sql`
    create temp table bench_country on commit drop as
    select x.*, ${sql.raw(s.uuid('country', 'x.c'))} as id
    from jsonb_to_recordset(${JSON.stringify(countries)}::jsonb) as x(c int, code text, en text, fr text, es text)`);
  await tx.execute(sql`insert into countries (id, code) select id, code from bench_country`);
  const rows = places.map((place, j) => ({ j, ...place, ...place.names }));
  await tx.execute(sql`
    create temp table bench_location on commit drop as
    select x.*, ${sql.raw(s.uuid('location', 'x.j'))} as id
    from jsonb_to_recordset(${JSON.stringify(rows)}::jsonb)
      as x(j int, country int, en text, fr text, es text, address text, latitude float8, longitude float8)`);
  await tx.execute(sql`
    insert into locations (id, country_id, address, latitude, longitude)
    select l.id, c.id, l.address, l.latitude, l.longitude from bench_location l join bench_country c on c.c = l.country`);
  for (const language of LANGUAGES) {
    const value = sql.raw(`'${language}'::language, ${language}`);
    await tx.execute(
      sql`insert into country_names (country_id, language, name) select id, ${value} from bench_country`,
    );
    await tx.execute(
      sql`insert into location_names (location_id, language, name) select id, ${value} from bench_location`,
    );
  }
  // Each country's locations in a fixed order, for cars to take their pick-up places from.
  await tx.execute(sql`
    create temp table bench_country_location on commit drop as
    select country, array_agg(id order by j) as ids, count(*)::int as n from bench_location group by country`);
  return { countries: countries.length, locations: places.length };
}

async function insertPeople(tx: Runner, options: BenchSeedOptions, drivers: number, now: Date) {
  const s = benchSql(options.seed);
  const countries = Math.min(BENCH_COUNTRIES.length, options.locations);
  await tx.execute(
    sql.raw(`
    create temp table bench_supplier on commit drop as
    select s, ${s.uuid('supplier', 's')} as id,
      case when ${s.random('s', 1)} < 0.35 then 0 else round((${s.random('s', 2)} * 35 - 10)::numeric, 2) end as rate,
      s % ${countries} as country_a,
      case when s % 3 = 0 and ${countries} > 1 then (s * 7 + 11) % ${countries} end as country_b
    from generate_series(0, ${options.suppliers - 1}) s`),
  );
  const since = `'${now.toISOString()}'::timestamptz`;
  await tx.execute(
    sql.raw(`
    insert into users (id, type, full_name, email, language, is_verified, verified_at, approved_at, price_change_rate,
      is_pay_at_counter_allowed, is_licence_required, minimum_rental_days, created_at, updated_at)
    select id, 'supplier',
      ${pick(SUPPLIER_WORDS, 's')} || ' ' || ${pick(SUPPLIER_KINDS, `s / ${SUPPLIER_WORDS.length}`)}
        || case when s >= ${SUPPLIER_WORDS.length * SUPPLIER_KINDS.length} then ' ' || (s + 1) else '' end,
      'supplier-' || s || '@bench.roadbook.example',
      (array['en', 'fr', 'es']::language[])[1 + s % 3], true, ${since}, ${since}, rate,
      ${s.random('s', 3)} < 0.6, ${s.random('s', 4)} < 0.8,
      case when ${s.random('s', 5)} < 0.8 then 1 when ${s.random('s', 5)} < 0.95 then 2 else 3 end,
      ${since} - interval '400 days', ${since} - interval '400 days'
    from bench_supplier`),
  );
  for (let from = 0; from < drivers; from += DRIVER_BATCH) {
    const to = Math.min(drivers, from + DRIVER_BATCH);
    await tx.execute(
      sql.raw(`
      insert into users (id, type, full_name, email, language, is_verified, verified_at, birth_date, phone,
        created_at, updated_at)
      select ${s.uuid('driver', 'd')}, 'user',
        ${pick(FIRST_NAMES, `floor(${s.random('d', 10)} * 1000)::int`)} || ' '
          || ${pick(LAST_NAMES, `floor(${s.random('d', 11)} * 1000)::int`)},
        'driver-' || d || '@bench.roadbook.example',
        (array['en', 'fr', 'es']::language[])[1 + d % 3], true, ${since},
        date '1955-01-01' + floor(${s.random('d', 12)} * 16000)::int,
        '+33 6 ' || lpad((d % 100000000)::text, 8, '0'),
        ${since} - interval '400 days', ${since} - interval '400 days'
      from generate_series(${from}, ${to - 1}) d`),
    );
  }
}

/**
 * Replaces the marketplace's data with a large generated one: countries and `locations` locations
 * named in every language, suppliers, drivers, `cars` cars over every enumeration value with their
 * pick-up places and some date-based prices, and `bookings` bookings in every status that never
 * overlap per car. Rows are generated inside the database, in batches, in one transaction; the
 * secondary indexes and constraints of the large tables are rebuilt once at the end. Admin accounts
 * stay. Deterministic for a given seed and `now`.
 */
export async function seedBenchData(
  db: Database,
  options: BenchSeedOptions,
  onProgress: (message: string) => void = () => undefined,
): Promise<BenchSeedCounts> {
  positiveInteger('cars', options.cars, 1);
  positiveInteger('bookings', options.bookings, 0);
  positiveInteger('locations', options.locations, 1);
  positiveInteger('suppliers', options.suppliers, 1);
  const drivers = options.drivers ?? Math.max(50, Math.ceil(options.bookings / 20));
  positiveInteger('drivers', drivers, 1);
  const now = options.now ?? new Date();
  const day0 = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate()));
  const layout = bookingLayout(options.cars, options.bookings, day0);
  const { cars, bookings, seed } = options;

  const counts = await db.transaction(async (tx) => {
    await tx.execute(sql`set local maintenance_work_mem = '256MB'`);
    await tx.execute(sql.raw(`truncate ${CATALOGUE_TABLES.join(', ')} cascade`));
    await tx.execute(sql`delete from users where type <> 'admin'`);
    onProgress('emptied the catalogue, suppliers and drivers');
    const deferred = await deferConstraints(tx, BULK_TABLES);

    const places = await insertPlaces(tx, seed, options.locations);
    onProgress(`${places.locations} locations in ${places.countries} countries`);
    await insertPeople(tx, options, drivers, now);
    onProgress(`${options.suppliers} suppliers, ${drivers} drivers`);

    await tx.execute(sql.raw(benchCarsSql(seed, cars, options.suppliers)));
    await tx.execute(sql`alter table bench_car add primary key (i)`);
    await tx.execute(sql`analyze bench_car`);
    const columns = CAR_COLUMNS.join(', ');
    for (let from = 0; from < cars; from += CAR_BATCH) {
      const to = Math.min(cars, from + CAR_BATCH);
      await tx.execute(
        sql.raw(
          `insert into cars (${columns}) select ${columns} from bench_car where i >= ${from} and i < ${to}`,
        ),
      );
      await tx.execute(sql.raw(benchCarLocationsSql(seed, from, to)));
      await tx.execute(sql.raw(benchDateBasedPricesSql(seed, day0.toISOString().slice(0, 10), from, to)));
      onProgress(`cars ${to}/${cars} with pick-up places and date-based prices`);
    }

    for (let from = 0; from < bookings; from += BOOKING_BATCH) {
      const to = Math.min(bookings, from + BOOKING_BATCH);
      await tx.execute(sql.raw(benchBookingsSql({ seed, layout, drivers, now, from, to })));
      onProgress(`bookings ${to}/${bookings}`);
    }
    await deferred.restore((name) => onProgress(`rebuilt ${name}`));
    return { ...places, suppliers: options.suppliers, drivers, cars, bookings };
  });

  for (const table of [...CATALOGUE_TABLES, 'users']) {
    await db.execute(sql.raw(`vacuum (analyze) ${table}`));
  }
  onProgress('vacuumed and analysed');
  return counts;
}
