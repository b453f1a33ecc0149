import { sql, type SQL } from 'drizzle-orm';
import { z } from 'zod';
import { CAR_FILTER_VALUES, DEPOSIT_FILTER_THRESHOLDS_MINOR } from '@roadbook/domain/car-filters';
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
  enumLiteral,
  filterSql,
  filtersExcept,
  isFreeSql,
  MAX_TOTAL_SQL,
  rentalTotalSql,
  SEAT_TIER_SQL,
  type FilterSql,
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

/** The cars that can be picked up at the place, are available and free during the period. */
function candidatesSql(input: CarSearchInput, options: CarSearchOptions, priceSql: SQL): SQL {
  return sql`
    from car_locations cl
    join cars c on c.id = cl.car_id
    join users s on s.id = c.supplier_id
    where cl.location_id = ${input.pickupLocation}::uuid
      and c.availability = 'available' and not s.is_blacklisted
      and ${isFreeSql(input.from, input.to, options.now)}
      and ${priceSql} <= ${MAX_TOTAL_SQL}`;
}

const SORT_SQL: Record<CarSearchSort, SQL> = {
  price: sql`"totalMinor", id`,
  priceDesc: sql`"totalMinor" desc, id`,
  deposit: sql`deposit, "totalMinor", id`,
  name: sql`name collate "C", "totalMinor", id`,
};

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

function resultsSql(input: CarSearchInput, options: CarSearchOptions, filters: FilterSql): SQL {
  const days = {
    days: rentalDays(input.from, input.to),
    firstDay: calendarDayIn(input.from, options.timeZone),
  };
  const total = rentalTotalSql(days);
  const order = SORT_SQL[input.sort];
  // `offset 0` keeps the priced rows a subquery, so each car's price is computed once.
  return sql`
    select page.*, case when page."isDateBasedPrice" then ${dateBasedPricesSql(sql`page.id`)}
      else '[]'::json end as "dateBasedPrices"
    from (
      select * from (
        select ${CARD_COLUMNS}, ${total} as "totalMinor"
        from car_locations cl
        join cars c on c.id = cl.car_id
        join users s on s.id = c.supplier_id
        where cl.location_id = ${input.pickupLocation}::uuid
          and c.availability = 'available' and not s.is_blacklisted
          and ${filtersExcept(filters)}
          and ${isFreeSql(input.from, input.to, options.now)}
        offset 0
      ) priced
      where "totalMinor" <= ${MAX_TOTAL_SQL}
      order by ${order}
      limit ${CARS_PAGE_SIZE} offset ${(input.page - 1) * CARS_PAGE_SIZE}
    ) page
    order by ${order}`;
}

const jsonObject = (entries: [key: string, value: SQL][]): SQL =>
  sql`json_build_object(${sql.join(
    entries.map(([key, value]) => sql`${sql.raw(`'${key}'`)}, ${value}`),
    sql`, `,
  )})`;

const countWhere = (condition: SQL) => sql`count(*) filter (where ${condition})`;

function enumCounts(filters: FilterSql, group: 'size' | 'fuel' | 'gearbox' | 'fuelPolicy', column: string) {
  const allowed = { size: VEHICLE_SIZES, fuel: FUEL_TYPES, gearbox: GEARBOXES, fuelPolicy: FUEL_POLICIES }[
    group
  ];
  const others = filtersExcept(filters, group);
  return jsonObject(
    CAR_FILTER_VALUES[group].map((value) => [
      value,
      countWhere(sql`${others} and ${sql.raw(`c.${column}`)} = ${enumLiteral(value, allowed)}`),
    ]),
  );
}

function countsSql(input: CarSearchInput, options: CarSearchOptions, filters: FilterSql): SQL {
  const days = {
    days: rentalDays(input.from, input.to),
    firstDay: calendarDayIn(input.from, options.timeZone),
  };
  const except = (group: Parameters<typeof filtersExcept>[1]) => filtersExcept(filters, group);
  const places = [input.pickupLocation, input.dropOffLocation ?? input.pickupLocation];
  return sql`
    with c as (
      select c.supplier_id, c.size, c.fuel_type, c.gearbox, c.mileage, c.fuel_policy, c.seats, c.multimedia,
        c.doors, c.aircon, c.deposit
      ${candidatesSql(input, options, rentalTotalSql(days))}
    )
    select
      (select coalesce(array_agg(l.id::text), '{}') from locations l
        where l.id in (${places[0]}::uuid, ${places[1]}::uuid)) as "knownPlaces",
      ${countWhere(filtersExcept(filters))}::int as total,
      ${jsonObject([
        ['size', enumCounts(filters, 'size', 'size')],
        ['fuel', enumCounts(filters, 'fuel', 'fuel_type')],
        ['gearbox', enumCounts(filters, 'gearbox', 'gearbox')],
        ['fuelPolicy', enumCounts(filters, 'fuelPolicy', 'fuel_policy')],
        [
          'mileage',
          jsonObject([
            ['limited', countWhere(sql`${except('mileage')} and c.mileage <> -1`)],
            ['unlimited', countWhere(sql`${except('mileage')} and c.mileage = -1`)],
          ]),
        ],
        [
          'seats',
          jsonObject(
            CAR_FILTER_VALUES.seats.map((tier) => [
              tier,
              countWhere(sql`${except('seats')} and ${SEAT_TIER_SQL[tier]}`),
            ]),
          ),
        ],
        [
          'multimedia',
          jsonObject(
            CAR_FILTER_VALUES.multimedia.map((feature) => [
              feature,
              countWhere(
                sql`${except('multimedia')} and ${enumLiteral(feature, MULTIMEDIA)}::multimedia = any(c.multimedia)`,
              ),
            ]),
          ),
        ],
        ['doors', jsonObject([['4+', countWhere(sql`${except('doors')} and c.doors >= 4`)]])],
        ['aircon', jsonObject([['true', countWhere(sql`${except('aircon')} and c.aircon`)]])],
        [
          'depositMax',
          jsonObject(
            DEPOSIT_FILTER_THRESHOLDS_MINOR.map((threshold) => [
              String(threshold),
              countWhere(sql`${except('depositMax')} and c.deposit <= ${sql.raw(String(threshold))}`),
            ]),
          ),
        ],
        [
          'supplier',
          sql`(select coalesce(json_object_agg(x.supplier_id, x.n), '{}'::json) from (
            select c.supplier_id, ${countWhere(except('supplier'))} as n from c group by c.supplier_id) x)`,
        ],
      ])} as counts
    from c`;
}

/**
 * The two statements of a search: `results` (one page, priced and sorted in the database) and
 * `counts` (total, filter counts, and whether the places exist). Both read the same candidate set;
 * they are independent, so they may run concurrently. The load test runs exactly these.
 */
export function buildCarSearchQueries(input: CarSearchInput, options: CarSearchOptions): CarSearchQueries {
  const filters = filterSql(input);
  return { results: resultsSql(input, options, filters), counts: countsSql(input, options, filters) };
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

/** Runs a search's two statements: concurrently on a PostgreSQL pool, one after the other on PGlite. */
export async function runCarSearch(
  db: Database,
  queries: CarSearchQueries,
  concurrently: boolean,
): Promise<{ rows: CarSearchRow[]; counts: CarSearchCounts }> {
  if (concurrently) {
    const [results, counts] = await Promise.all([db.execute(queries.results), db.execute(queries.counts)]);
    return { rows: parseCarSearchRows(results), counts: parseCarSearchCounts(counts) };
  }
  const counts = parseCarSearchCounts(await db.execute(queries.counts));
  return { rows: parseCarSearchRows(await db.execute(queries.results)), counts };
}

const CarRowSchema = CarSearchRowSchema.omit({ totalMinor: true }).extend({
  isLicenceRequired: z.boolean().nullable(),
  locationIds: z.array(z.string()),
});
export type CarRow = z.infer<typeof CarRowSchema>;

/** A car with its supplier, pick-up places and date-based prices; null when unknown or not public. */
export async function selectCar(db: Database, id: string): Promise<CarRow | null> {
  const result = await db.execute(sql`
    select ${CARD_COLUMNS}, s.is_licence_required as "isLicenceRequired",
      coalesce((select array_agg(cl.location_id::text order by cl.location_id) from car_locations cl
        where cl.car_id = c.id), '{}') as "locationIds",
      ${dateBasedPricesSql(sql`c.id`)} as "dateBasedPrices"
    from cars c join users s on s.id = c.supplier_id
    where c.id = ${id}::uuid and not s.is_blacklisted`);
  return z.object({ rows: z.array(CarRowSchema).max(1) }).parse(result).rows[0] ?? null;
}
