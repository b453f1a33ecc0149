// SQL fragments of the car search: the filters of packages/domain/src/car-filters.ts and the price of
// quoteRental with no options. Cars are `c`, their supplier `s`. Every value is a parameter and every
// filter is always present (true when unused), so a statement's text depends on nothing but the sort:
// PostgreSQL prepares it once per connection and never plans it again.
import { sql, type SQL } from 'drizzle-orm';
import { MIN_DOORS_FILTER } from '@roadbook/domain/car-filters';
import { BLOCKING_STATUSES } from '@roadbook/domain/booking-status';
import { addCalendarDays, type CalendarDay } from '@roadbook/domain/calendar-day';
import { MAX_AMOUNT_MINOR } from '@roadbook/domain/constants';
import type { CarFilterGroup, CarFilters } from '@roadbook/domain/contracts/car-search';
import { priceTieredRental } from '@roadbook/domain/rental-price';

/**
 * A value of a domain enumeration as an SQL literal. Only values of `allowed` (the domain's own
 * constants) are ever written into the SQL text; anything else is refused.
 */
export function enumLiteral(value: string, allowed: readonly string[]): SQL {
  const known = allowed.find((candidate) => candidate === value);
  if (known === undefined || !/^[A-Za-z0-9+]+$/.test(known)) throw new Error(`not an enum value: ${value}`);
  return sql.raw(`'${known}'`);
}

/** A list as one array parameter, or a null parameter when the filter is not used. */
const listParam = (values: readonly string[] | undefined): SQL =>
  values?.length ? sql`${sql.param(values)}` : sql`${null}`;

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

/** The SQL test of each filter on car `c`: within a group, the chosen values are alternatives. */
export function filterTestsSql(filters: CarFilters): Record<FilterTest, SQL> {
  // Lists travel as text[] (PGlite sends other arrays as plain text); the sub-select converts each
  // once per statement, not once per car.
  const list = (values: readonly string[] | undefined, type: string, column: string) => {
    const array = sql.raw(`${type}[]`);
    const param = sql`(select ${listParam(values)}::text[]::${array})`;
    // The cast makes `any` read an array, not the rows of a sub-select.
    return sql`(${param} is null or ${sql.raw(column)} = any(${param}::${array}))`;
  };
  const modes = new Set(filters.mileage ?? []);
  // Both modes, like none, keep every car.
  const mileage = modes.size === 1 ? (modes.has('unlimited') ? 'unlimited' : 'limited') : null;
  const multimedia = sql`(select ${listParam(filters.multimedia)}::text[]::multimedia[])`;
  const seats = listParam(filters.seats);
  const doors = Boolean(filters.doors?.length);
  const aircon = Boolean(filters.aircon?.length);
  const depositMax = filters.depositMax ?? null;
  return {
    supplier: list(filters.supplier, 'uuid', 'c.supplier_id'),
    size: list(filters.size, 'vehicle_size', 'c.size'),
    fuel: list(filters.fuel, 'fuel_type', 'c.fuel_type'),
    gearbox: list(filters.gearbox, 'gearbox', 'c.gearbox'),
    fuelPolicy: list(filters.fuelPolicy, 'fuel_policy', 'c.fuel_policy'),
    mileage: sql`(${mileage}::text is null or (c.mileage = -1) = (${mileage}::text = 'unlimited'))`,
    seats: sql`(${seats}::text[] is null or ${seatTierSql('c')} = any(${seats}::text[]))`,
    multimedia: sql`(${multimedia} is null or c.multimedia && ${multimedia})`,
    doors: sql`(not ${doors}::boolean or c.doors >= ${sql.raw(String(MIN_DOORS_FILTER))})`,
    aircon: sql`(not ${aircon}::boolean or c.aircon)`,
    depositMax: sql`(${depositMax}::int is null or c.deposit <= ${depositMax}::int)`,
  };
}

/** Every filter test, as one condition. */
export function allFiltersSql(tests: Record<FilterTest, SQL>): SQL {
  return sql.join(
    FILTER_TESTS.map((test) => tests[test]),
    sql` and `,
  );
}

/** The rental days of a search and their calendar days in the marketplace time zone. */
export interface PricedDays {
  days: number;
  /** Pick-up day: rental day 1. */
  firstDay: CalendarDay;
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
export function tierBlocks(days: number): number[] {
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
  return blocks;
}

/** The tiered rule for car `c`: its prices times the blocks of its set of tiers (tierBlocks). */
function tieredRentalSql(days: number): SQL {
  const blocks = sql`(${sql.param(tierBlocks(days))}::int[])`;
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
function dateBasedRentalSql(days: number, firstDay: CalendarDay): SQL {
  const lastDay = addCalendarDays(firstDay, days - 1);
  return sql`${DAILY}::bigint * ${days}::int + coalesce((
      select sum((least(r.end_date, ${lastDay}::date) - greatest(r.start_date, ${firstDay}::date) + 1)::bigint
        * (r.daily_price - ${DAILY}))
      from car_date_based_prices r
      where r.car_id = c.id and r.start_date <= ${lastDay}::date and r.end_date >= ${firstDay}::date)::bigint, 0)`;
}

/**
 * The total of quoteRental with no options for car `c` of supplier `s`, as a bigint: the date-based
 * or the tiered rule, then the supplier's percentage, rounded once, half up, exactly as money.ts does
 * it (the rate is numeric(5,2), so rate × 100 is a whole number).
 */
export function rentalTotalSql({ days, firstDay }: PricedDays): SQL {
  const rental = sql`(case when c.is_date_based_price then ${dateBasedRentalSql(days, firstDay)}
    else ${tieredRentalSql(days)} end)`;
  return sql`((${rental} * (10000 + (coalesce(s.price_change_rate, 0) * 100)::int) * 2 + 10000) / 20000)`;
}

/** The largest total a quote may reach (quoteRental refuses more): cars above it are not offered. */
export const MAX_TOTAL_SQL = sql.raw(String(MAX_AMOUNT_MINOR));

const BLOCKING_SQL = sql.raw(BLOCKING_STATUSES.map((status) => `'${status}'`).join(', '));

/**
 * True when car `carId` has no booking holding it during [from, to): a booking in a blocking status
 * whose period overlaps (periods are half-open), a `void` one only while its payment window is open (a
 * window that is not set yet counts as open, as the overlap constraint does).
 */
export function isFreeSql(carId: SQL, from: Date, to: Date, now: Date): SQL {
  return sql`not exists (
      select 1 from bookings b
      where b.car_id = ${carId} and b.status in (${BLOCKING_SQL})
        and b.ends_at > ${from.toISOString()}::timestamptz and b.starts_at < ${to.toISOString()}::timestamptz
        and (b.status <> 'void' or b.payment_expires_at is null
          or b.payment_expires_at > ${now.toISOString()}::timestamptz))`;
}
