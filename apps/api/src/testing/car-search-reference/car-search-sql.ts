// The car search's rule in SQL, its reference (decision 0022): visitors' searches are answered by the
// index each process keeps (catalogue/cars/search/); the tests and the bench compare it with these
// statements. SQL fragments of the car search: the filters of packages/domain/src/car-filters.ts and the price of
// quoteRental with no options. Cars are `c`, their supplier `s`. Every value is a named placeholder
// (searchValues gives them) and every filter is always present (true when unused), so a statement's
// text depends on nothing but the sort: it is built once, and PostgreSQL prepares it once per connection.
import { sql, type SQL } from 'drizzle-orm';
import { MIN_DOORS_FILTER } from '@roadbook/domain/car-filters';
import { BLOCKING_STATUSES } from '@roadbook/domain/booking-status';
import { addCalendarDays, calendarDayIn } from '@roadbook/domain/calendar-day';
import { CARS_PAGE_SIZE, MAX_AMOUNT_MINOR } from '@roadbook/domain/constants';
import type { CarFilterGroup, CarFilters, CarSearchQuery } from '@roadbook/domain/contracts/car-search';
import { rentalDays } from '@roadbook/domain/pricing';
import { priceTieredRental } from '@roadbook/domain/rental-price';
import { PUBLIC_SUPPLIER } from '../../catalogue/cars/car-row';

/** A parsed search (CarSearchQuerySchema) whose period is two instants. */
export type CarSearchInput = Omit<CarSearchQuery, 'from' | 'to'> & { from: Date; to: Date };

export interface CarSearchOptions {
  /** The marketplace time zone, in which the calendar days of date-based prices are counted. */
  timeZone: string;
  /** The moment of the search, for the payment windows of `void` bookings. */
  now: Date;
}

/** The value of each placeholder of the search's statements. */
export type SearchValues = Record<string, unknown>;

const value = (name: string) => sql.placeholder(name);

/**
 * A value of a domain enumeration as an SQL literal. Only values of `allowed` (the domain's own
 * constants) are ever written into the SQL text; anything else is refused.
 */
export function enumLiteral(literal: string, allowed: readonly string[]): SQL {
  const known = allowed.find((candidate) => candidate === literal);
  if (known === undefined || !/^[A-Za-z0-9+]+$/.test(known)) throw new Error(`not an enum value: ${literal}`);
  return sql.raw(`'${known}'`);
}

/** The seat tier of the car `alias` (car-filters.ts seatTierOf). */
export function seatTierSql(alias: string): SQL {
  const seats = sql.raw(`${alias}.seats`);
  return sql`(case when ${seats} <= 2 then '2' when ${seats} <= 4 then '4' when ${seats} = 5 then '5' else '5+' end)`;
}

/** A filter test: a filter group, or the highest deposit. */
export type FilterTest = CarFilterGroup | 'depositMax';

export const FILTER_TESTS: readonly FilterTest[] = [
  'supplier',
  'size',
  'fuel',
  'gearbox',
  'mileage',
  'fuelPolicy',
  'seats',
  'multimedia',
  'doors',
  'aircon',
  'depositMax',
];

/**
 * A list filter: null when unused. Lists travel as text[] (PGlite sends other arrays as plain text);
 * the sub-select converts one once per statement, not once per car.
 */
function listTestSql(name: FilterTest, type: string, column: string): SQL {
  const array = sql.raw(`${type}[]`);
  const list = sql`(select ${value(name)}::text[]::${array})`;
  // The cast makes `any` read an array, not the rows of a sub-select.
  return sql`(${list} is null or ${sql.raw(column)} = any(${list}::${array}))`;
}

/** The SQL test of each filter on car `c`: within a group, the chosen values are alternatives. */
export function filterTestsSql(): Record<FilterTest, SQL> {
  const multimedia = sql`(select ${value('multimedia')}::text[]::multimedia[])`;
  return {
    supplier: listTestSql('supplier', 'uuid', 'c.supplier_id'),
    size: listTestSql('size', 'vehicle_size', 'c.size'),
    fuel: listTestSql('fuel', 'fuel_type', 'c.fuel_type'),
    gearbox: listTestSql('gearbox', 'gearbox', 'c.gearbox'),
    fuelPolicy: listTestSql('fuelPolicy', 'fuel_policy', 'c.fuel_policy'),
    mileage: sql`(${value('mileage')}::text is null or (c.mileage = -1) = (${value('mileage')}::text = 'unlimited'))`,
    seats: sql`(${value('seats')}::text[] is null or ${seatTierSql('c')} = any(${value('seats')}::text[]))`,
    multimedia: sql`(${multimedia} is null or c.multimedia && ${multimedia})`,
    doors: sql`(not ${value('doors')}::boolean or c.doors >= ${sql.raw(String(MIN_DOORS_FILTER))})`,
    aircon: sql`(not ${value('aircon')}::boolean or c.aircon)`,
    depositMax: sql`(${value('depositMax')}::int is null or c.deposit <= ${value('depositMax')}::int)`,
  };
}

/** The values of the filter tests: null (or false) for an unused filter. */
function filterValues(filters: CarFilters): SearchValues {
  const list = (values: readonly string[] | undefined) => (values?.length ? values : null);
  const modes = new Set(filters.mileage ?? []);
  return {
    supplier: list(filters.supplier),
    size: list(filters.size),
    fuel: list(filters.fuel),
    gearbox: list(filters.gearbox),
    fuelPolicy: list(filters.fuelPolicy),
    // Both modes, like none, keep every car.
    mileage: modes.size === 1 ? [...modes][0] : null,
    seats: list(filters.seats),
    multimedia: list(filters.multimedia),
    doors: Boolean(filters.doors?.length),
    aircon: Boolean(filters.aircon?.length),
    depositMax: filters.depositMax ?? null,
  };
}

/** Every filter test, as one condition. */
export function allFiltersSql(tests: Record<FilterTest, SQL>): SQL {
  return sql.join(
    FILTER_TESTS.map((test) => tests[test]),
    sql` and `,
  );
}

/** The price charged for a tier of car `c`: its discounted price when positive, else its price when positive. */
function tierPriceSql(price: string, discounted: string): SQL {
  return sql.raw(
    `(case when c.${discounted} > 0 then c.${discounted} when c.${price} > 0 then c.${price} end)`,
  );
}

const MONTHLY = tierPriceSql('monthly_price', 'discounted_monthly_price');
const WEEKLY = tierPriceSql('weekly_price', 'discounted_weekly_price');
const BI_WEEKLY = tierPriceSql('bi_weekly_price', 'discounted_bi_weekly_price');
const DAILY = tierPriceSql('daily_price', 'discounted_daily_price');

/**
 * For `days` days and each of the 8 sets of block tiers a car may price (monthly, weekly, bi-weekly:
 * set or not, numbered 4 × monthly + 2 × weekly + bi-weekly), the blocks of each tier and the days
 * left at the daily price, as the domain's own tiered rule (priceTieredRental) counts them.
 */
export function tierBlocks(days: number): readonly number[] {
  const known = tierBlocksByDays.get(days);
  if (known) return known;
  const blocks: number[] = [];
  for (let set = 0; set < 8; set += 1) {
    const lines = priceTieredRental(
      {
        dailyPrice: 1,
        discountedDailyPrice: null,
        weeklyPrice: set & 2 ? 1 : null,
        discountedWeeklyPrice: null,
        biWeeklyPrice: set & 1 ? 1 : null,
        discountedBiWeeklyPrice: null,
        monthlyPrice: set & 4 ? 1 : null,
        discountedMonthlyPrice: null,
        isDateBasedPrice: false,
        dateBasedPrices: [],
      },
      days,
    );
    const quantity = (code: string) => lines.find((line) => line.code === code)?.quantity ?? 0;
    blocks.push(quantity('monthly'), quantity('weekly'), quantity('biWeekly'), quantity('daily'));
  }
  tierBlocksByDays.set(days, blocks);
  return blocks;
}

/** tierBlocks by number of days (at most MAX_RENTAL_DAYS of them). */
const tierBlocksByDays = new Map<number, readonly number[]>();

/** The tiered rule for car `c`: its prices times the blocks of its set of tiers (tierBlocks). */
function tieredRentalSql(): SQL {
  const blocks = sql`(${value('tierBlocks')}::int[])`;
  const set = sql`((${MONTHLY} is not null)::int * 4 + (${WEEKLY} is not null)::int * 2
    + (${BI_WEEKLY} is not null)::int)`;
  const times = (price: SQL, tier: number) =>
    sql`coalesce(${price}::bigint * ${blocks}[${set} * 4 + ${sql.raw(String(tier))}], 0)`;
  return sql`(${times(MONTHLY, 1)} + ${times(WEEKLY, 2)} + ${times(BI_WEEKLY, 3)} + ${times(DAILY, 4)})`;
}

/**
 * The date-based rule for car `c`: each day at the daily price, plus, for each day of the period a
 * range holds, the difference to the range's price (ranges never overlap, migration 0004).
 */
function dateBasedRentalSql(): SQL {
  const [first, last] = [sql`${value('firstDay')}::date`, sql`${value('lastDay')}::date`];
  return sql`${DAILY}::bigint * ${value('days')}::int + coalesce((
      select sum((least(r.end_date, ${last}) - greatest(r.start_date, ${first}) + 1)::bigint
        * (r.daily_price - ${DAILY}))
      from car_date_based_prices r
      where r.car_id = c.id and r.start_date <= ${last} and r.end_date >= ${first})::bigint, 0)`;
}

/**
 * The total of quoteRental with no options for car `c` of supplier `s`, as a bigint: the date-based
 * or the tiered rule, then the supplier's percentage, rounded once, half up, exactly as money.ts does
 * it (the rate is numeric(5,2), so rate × 100 is a whole number). `rate` is the supplier's percentage
 * column. Values: pricedValues.
 */
export function rentalTotalSql(rate: SQL = sql`s.price_change_rate`): SQL {
  const rental = sql`(case when c.is_date_based_price then ${dateBasedRentalSql()} else ${tieredRentalSql()} end)`;
  return sql`((${rental} * (10000 + (coalesce(${rate}, 0) * 100)::int) * 2 + 10000) / 20000)`;
}

/** The values of rentalTotalSql: rental days, first and last calendar days, blocks per set of tiers. */
export interface PricedValues {
  days: number;
  firstDay: string;
  lastDay: string;
  tierBlocks: readonly number[];
}

/** The values of rentalTotalSql for a period, its calendar days counted in `timeZone`. */
export function pricedValues(from: Date, to: Date, timeZone: string): PricedValues {
  const days = rentalDays(from, to);
  const firstDay = calendarDayIn(from, timeZone);
  return { days, firstDay, lastDay: addCalendarDays(firstDay, days - 1), tierBlocks: tierBlocks(days) };
}

/** The largest total a quote may reach (quoteRental refuses more): cars above it are not offered. */
export const MAX_TOTAL_SQL = sql.raw(String(MAX_AMOUNT_MINOR));

const BLOCKING_SQL = sql.raw(BLOCKING_STATUSES.map((status) => `'${status}'`).join(', '));

/**
 * True when nothing holds car `carId` during [from, to): no booking in a blocking status whose period
 * overlaps (periods are half-open), a `void` one only while its payment window is open (a window that
 * is not set yet counts as open, as the overlap constraint does), and no blocked period (maintenance,
 * car_blocks) that overlaps.
 */
export function isFreeSql(carId: SQL): SQL {
  return sql`not exists (
      select 1 from bookings b
      where b.car_id = ${carId} and b.status in (${BLOCKING_SQL})
        and b.ends_at > ${value('from')}::timestamptz and b.starts_at < ${value('to')}::timestamptz
        and (b.status <> 'void' or b.payment_expires_at is null
          or b.payment_expires_at > ${value('now')}::timestamptz))
    and not exists (
      select 1 from car_blocks k
      where k.car_id = ${carId}
        and k.ends_at > ${value('from')}::timestamptz and k.starts_at < ${value('to')}::timestamptz)`;
}

/** The cars at the pick-up place that are offered: available, of a public supplier. */
export function offeredAtSql(): SQL {
  return sql`
    from car_locations cl
    join cars c on c.id = cl.car_id
    join users s on s.id = c.supplier_id
    where cl.location_id = ${value('pickupLocation')}::uuid
      and c.availability = 'available' and ${PUBLIC_SUPPLIER}`;
}

/** The value of every placeholder of the search's statements. */
export function searchValues(input: CarSearchInput, options: CarSearchOptions): SearchValues {
  const priced = pricedValues(input.from, input.to, options.timeZone);
  return {
    ...filterValues(input),
    ...priced,
    // The bound under which a tiered car needs no exact price to fit MAX_AMOUNT_MINOR (counts).
    boundDays: priced.days * 11,
    pickupLocation: input.pickupLocation,
    dropOffLocation: input.dropOffLocation ?? input.pickupLocation,
    from: input.from.toISOString(),
    to: input.to.toISOString(),
    now: options.now.toISOString(),
    limit: CARS_PAGE_SIZE,
    offset: (input.page - 1) * CARS_PAGE_SIZE,
  };
}
