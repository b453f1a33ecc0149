import { createHash } from 'node:crypto';
import { sql, type SQL } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import { z } from 'zod';
import {
  CAR_FILTER_VALUES,
  DEPOSIT_FILTER_THRESHOLDS_MINOR,
  MIN_DOORS_FILTER,
} from '@roadbook/domain/car-filters';
import { calendarDayIn } from '@roadbook/domain/calendar-day';
import { CARS_PAGE_SIZE } from '@roadbook/domain/constants';
import type { CarFilterCounts, CarSearchQuery, CarSearchSort } from '@roadbook/domain/contracts/car-search';
import {
  AVAILABILITIES,
  FUEL_POLICIES,
  FUEL_TYPES,
  GEARBOXES,
  MULTIMEDIA,
  VEHICLE_SIZES,
} from '@roadbook/domain/enums';
import { rentalDays } from '@roadbook/domain/pricing';
import type { Database } from '../../db/client';
import {
  allFiltersSql,
  enumLiteral,
  FILTER_TESTS,
  filterTestsSql,
  isFreeSql,
  MAX_TOTAL_SQL,
  rentalTotalSql,
  seatTierSql,
  type FilterTest,
  type PricedDays,
} from './car-search-sql';

/** A parsed search (CarSearchQuerySchema) whose period is two instants. */
export type CarSearchInput = Omit<CarSearchQuery, 'from' | 'to'> & { from: Date; to: Date };

export interface CarSearchOptions {
  /** The marketplace time zone, in which the calendar days of date-based prices are counted. */
  timeZone: string;
  /** The moment of the search, for the payment windows of `void` bookings. */
  now: Date;
}

export interface CarSearchQueries {
  /** One page of cars with every card field, priced, in order (CarSearchRow). */
  results: SQL;
  /** One row: which of the pick-up and drop-off places exist, the total and the filter counts. */
  counts: SQL;
}

/**
 * A public supplier, as GET /api/suppliers lists them: a supplier account that is verified and not
 * blacklisted (suspended). Only its cars are shown.
 */
const PUBLIC_SUPPLIER = sql`s.type = 'supplier' and s.is_verified and not s.is_blacklisted`;

/** The cars at the pick-up place that are offered: available, of a public supplier. */
function offeredAtSql(input: CarSearchInput): SQL {
  return sql`
    from car_locations cl
    join cars c on c.id = cl.car_id
    join users s on s.id = c.supplier_id
    where cl.location_id = ${input.pickupLocation}::uuid
      and c.availability = 'available' and ${PUBLIC_SUPPLIER}`;
}

/** The order of a sort, on the columns `id`, `deposit`, `name` and "totalMinor" of `from`. */
function sortSql(sort: CarSearchSort, from: string): SQL {
  const [id, deposit, name, total] = ['id', 'deposit', 'name', '"totalMinor"'].map(
    (column) => `${from}${column}`,
  );
  const orders: Record<CarSearchSort, string> = {
    price: `${total}, ${id}`,
    priceDesc: `${total} desc, ${id}`,
    deposit: `${deposit}, ${total}, ${id}`,
    name: `${name} collate "C", ${total}, ${id}`,
  };
  return sql.raw(orders[sort]);
}

const CARD_COLUMNS = sql`
  c.id, c.name, c.image, c.size, c.fuel_type as "fuelType", c.gearbox, c.seats, c.doors, c.aircon,
  c.multimedia::text[] as multimedia, c.mileage, c.fuel_policy as "fuelPolicy", c.deposit, c.availability,
  c.is_fully_booked as "isFullyBooked", c.is_coming_soon as "isComingSoon", c.minimum_age as "minimumAge",
  c.cancellation, c.amendments, c.theft_protection as "theftProtection",
  c.collision_damage_waiver as "collisionDamageWaiver", c.full_insurance as "fullInsurance",
  c.additional_driver as "additionalDriver",
  c.daily_price as "dailyPrice", c.discounted_daily_price as "discountedDailyPrice",
  c.weekly_price as "weeklyPrice", c.discounted_weekly_price as "discountedWeeklyPrice",
  c.bi_weekly_price as "biWeeklyPrice", c.discounted_bi_weekly_price as "discountedBiWeeklyPrice",
  c.monthly_price as "monthlyPrice", c.discounted_monthly_price as "discountedMonthlyPrice",
  c.is_date_based_price as "isDateBasedPrice",
  s.id as "supplierId", s.full_name as "supplierName", s.avatar as "supplierLogo",
  coalesce(s.price_change_rate, 0)::float8 as "priceChangeRate"`;

/** A car's date-based prices as JSON, by start date (ranges never overlap). */
function dateBasedPricesSql(carId: SQL): SQL {
  return sql`(select coalesce(json_agg(json_build_object('startDate', r.start_date::text,
      'endDate', r.end_date::text, 'dailyPrice', r.daily_price) order by r.start_date), '[]'::json)
    from car_date_based_prices r where r.car_id = ${carId})`;
}

function pricedDaysOf(input: CarSearchInput, options: CarSearchOptions): PricedDays {
  return { days: rentalDays(input.from, input.to), firstDay: calendarDayIn(input.from, options.timeZone) };
}

/**
 * The page: every candidate priced and sorted first, then the booking test in that order, so that
 * only the cars up to the end of the page are looked up in the bookings; then the page's cars in full.
 */
function resultsSql(input: CarSearchInput, options: CarSearchOptions): SQL {
  // `offset 0` keeps the sorted candidates a subquery of their own: the booking test comes after.
  return sql`
    select ${CARD_COLUMNS}, page."totalMinor",
      case when c.is_date_based_price then ${dateBasedPricesSql(sql`c.id`)} else '[]'::json end
        as "dateBasedPrices"
    from (
      select ranked.* from (
        select c.id, c.deposit, c.name, ${rentalTotalSql(pricedDaysOf(input, options))} as "totalMinor"
        ${offeredAtSql(input)}
          and ${allFiltersSql(filterTestsSql(input))}
        order by ${sortSql(input.sort, '')}
        offset 0
      ) ranked
      where ranked."totalMinor" <= ${MAX_TOTAL_SQL}
        and ${isFreeSql(sql`ranked.id`, input.from, input.to, options.now)}
      limit ${CARS_PAGE_SIZE}::int offset ${(input.page - 1) * CARS_PAGE_SIZE}::int
    ) page
    join cars c on c.id = page.id
    join users s on s.id = c.supplier_id
    order by ${sortSql(input.sort, 'page.')}`;
}

const jsonObject = (entries: [key: string, value: SQL][]): SQL =>
  sql`json_build_object(${sql.join(
    entries.map(([key, value]) => sql`${sql.raw(`'${key}'`)}, ${value}`),
    sql`, `,
  )})`;

/** The cars of `f` counted for the values of `group` (see countsSql) that also meet `condition`. */
const countFor = (group: FilterTest, condition: SQL) =>
  sql`count(*) filter (where ${sql.raw(`f."counted_${group}"`)} and ${condition})`;

function enumCounts(group: 'size' | 'fuel' | 'gearbox' | 'fuelPolicy', column: string) {
  const allowed = { size: VEHICLE_SIZES, fuel: FUEL_TYPES, gearbox: GEARBOXES, fuelPolicy: FUEL_POLICIES }[
    group
  ];
  return jsonObject(
    CAR_FILTER_VALUES[group].map((value) => [
      value,
      countFor(group, sql`f.${sql.raw(column)} = ${enumLiteral(value, allowed)}`),
    ]),
  );
}

/**
 * One row: the places that exist among pick-up and drop-off, the cars passing every filter, and the
 * facet counts. Each candidate is tested once per filter and knows how many filters it fails; the
 * values of a group count the cars that fail no filter, or only that group's own (`counted_<group>`).
 */
function countsSql(input: CarSearchInput, options: CarSearchOptions): SQL {
  const tests = filterTestsSql(input);
  const days = pricedDaysOf(input, options);
  const places = [input.pickupLocation, input.dropOffLocation ?? input.pickupLocation];
  // A car can be quoted when its total fits MAX_AMOUNT_MINOR: no need to price it when its dearest
  // price times the days and the largest supplier rate (× 11) fits.
  const quotable = sql`((not c.is_date_based_price and greatest(c.daily_price, c.discounted_daily_price,
      c.weekly_price, c.discounted_weekly_price, c.bi_weekly_price, c.discounted_bi_weekly_price,
      c.monthly_price, c.discounted_monthly_price)::bigint * ${days.days * 11}::bigint <= ${MAX_TOTAL_SQL})
    or ${rentalTotalSql(days)} <= ${MAX_TOTAL_SQL})`;
  const columns = (from: string) =>
    sql.raw(
      ['supplier_id', 'size', 'fuel_type', 'gearbox', 'mileage', 'seats', 'multimedia', 'doors', 'aircon']
        .concat(['deposit', 'fuel_policy'])
        .map((column) => `${from}${column}`)
        .join(', '),
    );
  // `f` holds each candidate once, tested once per filter (the counts read it twice).
  return sql`
    with f as (
      select ${columns('t.')}, t.fails, ${sql.join(
        FILTER_TESTS.map((test) =>
          sql.raw(`(t.fails = 0 or (t.fails = 1 and not t."passes_${test}")) as "counted_${test}"`),
        ),
        sql`, `,
      )}
      from (
        select ${columns('c.')}, ${sql.join(
          FILTER_TESTS.map((test) => sql`${tests[test]} as ${sql.raw(`"passes_${test}"`)}`),
          sql`, `,
        )}, ${sql.join(
          FILTER_TESTS.map((test) => sql`(not ${tests[test]})::int`),
          sql` + `,
        )} as fails
        ${offeredAtSql(input)}
          and ${isFreeSql(sql`c.id`, input.from, input.to, options.now)}
          and ${quotable}
        offset 0
      ) t
    )
    select
      (select coalesce(array_agg(l.id::text), '{}') from locations l
        where l.id in (${places[0]}::uuid, ${places[1]}::uuid)) as "knownPlaces",
      (count(*) filter (where f.fails = 0))::int as total,
      ${jsonObject([
        ['size', enumCounts('size', 'size')],
        ['fuel', enumCounts('fuel', 'fuel_type')],
        ['gearbox', enumCounts('gearbox', 'gearbox')],
        ['fuelPolicy', enumCounts('fuelPolicy', 'fuel_policy')],
        [
          'mileage',
          jsonObject([
            ['limited', countFor('mileage', sql`f.mileage <> -1`)],
            ['unlimited', countFor('mileage', sql`f.mileage = -1`)],
          ]),
        ],
        [
          'seats',
          jsonObject(
            CAR_FILTER_VALUES.seats.map((tier) => [
              tier,
              countFor('seats', sql`${seatTierSql('f')} = ${enumLiteral(tier, CAR_FILTER_VALUES.seats)}`),
            ]),
          ),
        ],
        [
          'multimedia',
          jsonObject(
            CAR_FILTER_VALUES.multimedia.map((feature) => [
              feature,
              countFor(
                'multimedia',
                sql`${enumLiteral(feature, MULTIMEDIA)}::multimedia = any(f.multimedia)`,
              ),
            ]),
          ),
        ],
        [
          'doors',
          jsonObject([['4+', countFor('doors', sql`f.doors >= ${sql.raw(String(MIN_DOORS_FILTER))}`)]]),
        ],
        ['aircon', jsonObject([['true', countFor('aircon', sql`f.aircon`)]])],
        [
          'depositMax',
          jsonObject(
            DEPOSIT_FILTER_THRESHOLDS_MINOR.map((threshold) => [
              String(threshold),
              countFor('depositMax', sql`f.deposit <= ${sql.raw(String(threshold))}`),
            ]),
          ),
        ],
        [
          'supplier',
          sql`(select coalesce(json_object_agg(x.supplier_id, x.n), '{}'::json) from (
            select f.supplier_id, ${countFor('supplier', sql`true`)} as n from f group by f.supplier_id) x)`,
        ],
      ])} as counts
    from f`;
}

/**
 * The two statements of a search: `results` (one page, priced and sorted in the database) and
 * `counts` (total, filter counts, and whether the places exist). They are independent, so they may
 * run concurrently. Their text depends only on the sort: every value is a parameter. The load test
 * runs exactly these.
 */
export function buildCarSearchQueries(input: CarSearchInput, options: CarSearchOptions): CarSearchQueries {
  return { results: resultsSql(input, options), counts: countsSql(input, options) };
}

const minor = z.number().int();
const nullablePrice = z.number().int().nullable();

export const CarSearchRowSchema = z.object({
  id: z.string(),
  name: z.string(),
  image: z.string().nullable(),
  size: z.enum(VEHICLE_SIZES),
  fuelType: z.enum(FUEL_TYPES),
  gearbox: z.enum(GEARBOXES),
  seats: z.number().int(),
  doors: z.number().int(),
  aircon: z.boolean(),
  multimedia: z.array(z.enum(MULTIMEDIA)),
  mileage: z.number().int(),
  fuelPolicy: z.enum(FUEL_POLICIES),
  deposit: minor,
  availability: z.enum(AVAILABILITIES),
  isFullyBooked: z.boolean(),
  isComingSoon: z.boolean(),
  minimumAge: z.number().int(),
  cancellation: minor,
  amendments: minor,
  theftProtection: minor,
  collisionDamageWaiver: minor,
  fullInsurance: minor,
  additionalDriver: minor,
  dailyPrice: minor,
  discountedDailyPrice: nullablePrice,
  weeklyPrice: nullablePrice,
  discountedWeeklyPrice: nullablePrice,
  biWeeklyPrice: nullablePrice,
  discountedBiWeeklyPrice: nullablePrice,
  monthlyPrice: nullablePrice,
  discountedMonthlyPrice: nullablePrice,
  isDateBasedPrice: z.boolean(),
  dateBasedPrices: z.array(z.object({ startDate: z.string(), endDate: z.string(), dailyPrice: minor })),
  supplierId: z.string(),
  supplierName: z.string(),
  supplierLogo: z.string().nullable(),
  priceChangeRate: z.number(),
  /** The database's total (bigint, as a string or a number depending on the driver). */
  totalMinor: z.coerce.number().int(),
});
export type CarSearchRow = z.infer<typeof CarSearchRowSchema>;

const count = z.number().int();
const countRecord = z.record(z.string(), count);
const CountsRowSchema = z.object({
  knownPlaces: z.array(z.string()),
  total: count,
  counts: z.object({
    supplier: countRecord,
    size: countRecord,
    fuel: countRecord,
    gearbox: countRecord,
    mileage: countRecord,
    fuelPolicy: countRecord,
    seats: countRecord,
    multimedia: countRecord,
    doors: countRecord,
    aircon: countRecord,
    depositMax: countRecord,
  }),
});

export function parseCarSearchRows(result: unknown): CarSearchRow[] {
  return z.object({ rows: z.array(CarSearchRowSchema) }).parse(result).rows;
}

export interface CarSearchCounts {
  /** Which of the pick-up and drop-off location ids exist. */
  knownPlaces: string[];
  total: number;
  counts: CarFilterCounts;
}

export function parseCarSearchCounts(result: unknown): CarSearchCounts {
  return z.object({ rows: z.tuple([CountsRowSchema]) }).parse(result).rows[0];
}

const dialect = new PgDialect();

/**
 * Runs a statement of the search as a prepared statement named after its text: each connection parses
 * it once, and PostgreSQL may keep one plan for it. The search has few texts (one per sort, and the
 * counts), because every value is a parameter.
 */
export function executeCarSearchStatement(db: Database, statement: SQL): Promise<unknown> {
  const query = dialect.sqlToQuery(statement);
  const name = `car_search_${createHash('sha1').update(query.sql).digest('hex').slice(0, 24)}`;
  return db._.session.prepareQuery(query, undefined, name, false).execute();
}

/** Runs a search's two statements: concurrently on a PostgreSQL pool, one after the other on PGlite. */
export async function runCarSearch(
  db: Database,
  queries: CarSearchQueries,
  concurrently: boolean,
): Promise<{ rows: CarSearchRow[]; counts: CarSearchCounts }> {
  if (concurrently) {
    const [results, counts] = await Promise.all([
      executeCarSearchStatement(db, queries.results),
      executeCarSearchStatement(db, queries.counts),
    ]);
    return { rows: parseCarSearchRows(results), counts: parseCarSearchCounts(counts) };
  }
  const counts = parseCarSearchCounts(await executeCarSearchStatement(db, queries.counts));
  return { rows: parseCarSearchRows(await executeCarSearchStatement(db, queries.results)), counts };
}

const CarRowSchema = CarSearchRowSchema.omit({ totalMinor: true }).extend({
  isLicenceRequired: z.boolean().nullable(),
  locationIds: z.array(z.string()),
});
export type CarRow = z.infer<typeof CarRowSchema>;

/** A car of a public supplier with its pick-up places and date-based prices; null when there is none. */
export async function selectCar(db: Database, id: string): Promise<CarRow | null> {
  const result = await db.execute(sql`
    select ${CARD_COLUMNS}, s.is_licence_required as "isLicenceRequired",
      coalesce((select array_agg(cl.location_id::text order by cl.location_id) from car_locations cl
        where cl.car_id = c.id), '{}') as "locationIds",
      ${dateBasedPricesSql(sql`c.id`)} as "dateBasedPrices"
    from cars c join users s on s.id = c.supplier_id
    where c.id = ${id}::uuid and ${PUBLIC_SUPPLIER}`);
  return z.object({ rows: z.array(CarRowSchema).max(1) }).parse(result).rows[0] ?? null;
}
