import { sql, type SQL } from 'drizzle-orm';
import { z } from 'zod';
import type { CarSearchSort } from '@roadbook/domain/contracts/car-search';
import {
  AVAILABILITIES,
  FUEL_POLICIES,
  FUEL_TYPES,
  GEARBOXES,
  MULTIMEDIA,
  VEHICLE_SIZES,
} from '@roadbook/domain/enums';
import type { Database } from '../../db/client';
import { carSearchCountsSql, parseCarSearchCounts, type CarSearchCounts } from './car-search-counts';
import {
  allFiltersSql,
  filterTestsSql,
  isFreeSql,
  MAX_TOTAL_SQL,
  offeredAtSql,
  PUBLIC_SUPPLIER,
  rentalTotalSql,
  searchValues,
  type CarSearchInput,
  type CarSearchOptions,
} from './car-search-sql';
import {
  compileSqlTemplate,
  executePrepared,
  fillSqlTemplate,
  type SqlTemplate,
} from '../../db/prepared-statements';

export type { CarSearchInput, CarSearchOptions } from './car-search-sql';

export interface CarSearchQueries {
  /** One page of cars with every card field, priced, in order (CarSearchRow). */
  results: SQL;
  /** One row: which of the pick-up and drop-off places exist, the total and the filter counts. */
  counts: SQL;
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

/** What the filters, the sort and the price read of an offered car. */
const OFFERED_COLUMNS = sql.raw(
  [
    'id',
    'name',
    'supplier_id',
    'size',
    'fuel_type',
    'gearbox',
    'mileage',
    'fuel_policy',
    'seats',
    'multimedia',
    'doors',
    'aircon',
    'deposit',
    'is_date_based_price',
    'daily_price',
    'discounted_daily_price',
    'weekly_price',
    'discounted_weekly_price',
    'bi_weekly_price',
    'discounted_bi_weekly_price',
    'monthly_price',
    'discounted_monthly_price',
  ]
    .map((column) => `c.${column}`)
    .join(', '),
);

/** A car's date-based prices as JSON, by start date (ranges never overlap). */
function dateBasedPricesSql(carId: SQL): SQL {
  return sql`(select coalesce(json_agg(json_build_object('startDate', r.start_date::text,
      'endDate', r.end_date::text, 'dailyPrice', r.daily_price) order by r.start_date), '[]'::json)
    from car_date_based_prices r where r.car_id = ${carId})`;
}

/**
 * The page: every candidate priced and sorted first, then the booking test in that order, so that
 * only the cars up to the end of the page are looked up in the bookings; then the page's cars in full.
 */
function resultsSql(sort: CarSearchSort): SQL {
  // Each `offset 0` keeps a level a subquery of its own: the place's offered cars are joined to their
  // suppliers before the filters (so the planner, which cannot know how many the filters keep, still
  // joins the few suppliers by hash), and the booking test comes after the sort.
  return sql`
    select ${CARD_COLUMNS}, page."totalMinor",
      case when c.is_date_based_price then ${dateBasedPricesSql(sql`c.id`)} else '[]'::json end
        as "dateBasedPrices"
    from (
      select ranked.* from (
        select c.id, c.deposit, c.name, ${rentalTotalSql(sql`c.price_change_rate`)} as "totalMinor"
        from (
          select ${OFFERED_COLUMNS}, s.price_change_rate
          ${offeredAtSql()}
          offset 0
        ) c
        where ${allFiltersSql(filterTestsSql())}
        order by ${sortSql(sort, '')}
        offset 0
      ) ranked
      where ranked."totalMinor" <= ${MAX_TOTAL_SQL}
        and ${isFreeSql(sql`ranked.id`)}
      limit ${sql.placeholder('limit')}::int offset ${sql.placeholder('offset')}::int
    ) page
    join cars c on c.id = page.id
    join users s on s.id = c.supplier_id
    order by ${sortSql(sort, 'page.')}`;
}

/** The statements, compiled once each: the results per sort, and the counts. */
const templates = new Map<string, SqlTemplate>();

function templateOf(key: string, build: () => SQL): SqlTemplate {
  let template = templates.get(key);
  if (!template) {
    template = compileSqlTemplate(build());
    templates.set(key, template);
  }
  return template;
}

/**
 * The two statements of a search: `results` (one page, priced and sorted in the database) and
 * `counts` (total, filter counts, and whether the places exist). They are independent, so they may
 * run concurrently. Their text depends only on the sort (every value is a parameter) and is built
 * once. The load test runs exactly these.
 */
export function buildCarSearchQueries(input: CarSearchInput, options: CarSearchOptions): CarSearchQueries {
  const values = searchValues(input, options);
  return {
    results: fillSqlTemplate(
      templateOf(`results:${input.sort}`, () => resultsSql(input.sort)),
      values,
    ),
    counts: fillSqlTemplate(
      templateOf('counts', () => carSearchCountsSql()),
      values,
    ),
  };
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

export function parseCarSearchRows(result: unknown): CarSearchRow[] {
  return z.object({ rows: z.array(CarSearchRowSchema) }).parse(result).rows;
}

/**
 * Runs a statement of the search as a prepared statement named after its text: each connection parses
 * it once, and PostgreSQL may keep one plan for it. The search has few texts (one per sort, and the
 * counts), because every value is a parameter.
 */
export function executeCarSearchStatement(db: Database, statement: SQL): Promise<unknown> {
  return executePrepared(db, statement);
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
