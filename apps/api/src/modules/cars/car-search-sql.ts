// SQL fragments of the car search: the filters of packages/domain/src/car-filters.ts and the price of
// quoteRental with no options (migration 0004's functions). Cars are `c`, their supplier `s`.
import { sql, type SQL } from 'drizzle-orm';
import { MIN_DOORS_FILTER } from '@roadbook/domain/car-filters';
import { addCalendarDays, type CalendarDay } from '@roadbook/domain/calendar-day';
import { MAX_AMOUNT_MINOR } from '@roadbook/domain/constants';
import type { CarFilterGroup, CarFilters } from '@roadbook/domain/contracts/car-search';
import { BLOCKING_STATUSES } from '@roadbook/domain/booking-status';
import {
  FUEL_POLICIES,
  FUEL_TYPES,
  GEARBOXES,
  MULTIMEDIA,
  VEHICLE_SIZES,
  type SeatTier,
} from '@roadbook/domain/enums';

/**
 * A value of a domain enumeration as an SQL literal. Only values of `allowed` (the domain's own
 * constants) are ever written into the SQL text; anything else is refused.
 */
export function enumLiteral(value: string, allowed: readonly string[]): SQL {
  const known = allowed.find((candidate) => candidate === value);
  if (known === undefined || !/^[A-Za-z0-9+]+$/.test(known)) throw new Error(`not an enum value: ${value}`);
  return sql.raw(`'${known}'`);
}

function literalList(values: readonly string[], allowed: readonly string[]): SQL {
  return sql.join(
    values.map((value) => enumLiteral(value, allowed)),
    sql`, `,
  );
}

/** The SQL test of one seat tier (car-filters.ts seatTierOf). */
export const SEAT_TIER_SQL: Record<SeatTier, SQL> = {
  '2': sql`c.seats <= 2`,
  '4': sql`c.seats between 3 and 4`,
  '5': sql`c.seats = 5`,
  '5+': sql`c.seats > 5`,
};

const anyOf = (tests: SQL[]): SQL => sql`(${sql.join(tests, sql` or `)})`;

/** The SQL test of one group's chosen values (alternatives), or null when the group is not used. */
function groupSql(group: CarFilterGroup, filters: CarFilters): SQL | null {
  switch (group) {
    case 'supplier': {
      const ids = filters.supplier;
      if (!ids?.length) return null;
      return sql`c.supplier_id in (${sql.join(
        ids.map((id) => sql`${id}::uuid`),
        sql`, `,
      )})`;
    }
    case 'size':
      return filters.size?.length ? sql`c.size in (${literalList(filters.size, VEHICLE_SIZES)})` : null;
    case 'fuel':
      return filters.fuel?.length ? sql`c.fuel_type in (${literalList(filters.fuel, FUEL_TYPES)})` : null;
    case 'gearbox':
      return filters.gearbox?.length ? sql`c.gearbox in (${literalList(filters.gearbox, GEARBOXES)})` : null;
    case 'fuelPolicy':
      return filters.fuelPolicy?.length
        ? sql`c.fuel_policy in (${literalList(filters.fuelPolicy, FUEL_POLICIES)})`
        : null;
    case 'mileage': {
      const modes = new Set(filters.mileage ?? []);
      if (modes.size === 0 || modes.size === 2) return null;
      return modes.has('unlimited') ? sql`c.mileage = -1` : sql`c.mileage <> -1`;
    }
    case 'seats':
      return filters.seats?.length ? anyOf(filters.seats.map((tier) => SEAT_TIER_SQL[tier])) : null;
    case 'multimedia':
      return filters.multimedia?.length
        ? sql`c.multimedia && array[${literalList(filters.multimedia, MULTIMEDIA)}]::multimedia[]`
        : null;
    case 'doors':
      return filters.doors?.length ? sql`c.doors >= ${sql.raw(String(MIN_DOORS_FILTER))}` : null;
    case 'aircon':
      return filters.aircon?.length ? sql`c.aircon` : null;
  }
}

export const FILTER_GROUPS: readonly CarFilterGroup[] = [
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
];

/** The filters as SQL tests, per group; depositMax as its own test. Unused groups are left out. */
export interface FilterSql {
  groups: Partial<Record<CarFilterGroup, SQL>>;
  depositMax: SQL | null;
}

export function filterSql(filters: CarFilters): FilterSql {
  const groups: Partial<Record<CarFilterGroup, SQL>> = {};
  for (const group of FILTER_GROUPS) {
    const test = groupSql(group, filters);
    if (test) groups[group] = test;
  }
  const depositMax = filters.depositMax === undefined ? null : sql`c.deposit <= ${filters.depositMax}::int`;
  return { groups, depositMax };
}

/** Every test of `filters` but the one of `except` (the facet counts' rule), as one SQL condition. */
export function filtersExcept(filters: FilterSql, except?: CarFilterGroup | 'depositMax'): SQL {
  const tests = FILTER_GROUPS.filter((group) => group !== except).flatMap((group) => {
    const test = filters.groups[group];
    return test ? [test] : [];
  });
  if (except !== 'depositMax' && filters.depositMax) tests.push(filters.depositMax);
  return tests.length === 0 ? sql`true` : sql.join(tests, sql` and `);
}

/** The rental days of a search and their calendar days in the marketplace time zone. */
export interface PricedDays {
  days: number;
  /** Pick-up day: rental day 1. */
  firstDay: CalendarDay;
}

/**
 * The total of quoteRental with no options for car `c` of supplier `s`, as a bigint: the date-based
 * days (one price per calendar day: ranges never overlap, migration 0004) or the tiered rule, then the
 * supplier's percentage rounded once, half up.
 */
export function rentalTotalSql({ days, firstDay }: PricedDays): SQL {
  const lastDay = addCalendarDays(firstDay, days - 1);
  const daily = sql`rental_tier_price(c.discounted_daily_price, c.daily_price)::bigint`;
  const dateBased = sql`${daily} * ${days}::int + coalesce((
      select sum((least(r.end_date, ${lastDay}::date) - greatest(r.start_date, ${firstDay}::date) + 1)::bigint
        * (r.daily_price - ${daily}))
      from car_date_based_prices r
      where r.car_id = c.id and r.start_date <= ${lastDay}::date and r.end_date >= ${firstDay}::date)::bigint, 0)`;
  const tiered = sql`tiered_rental_minor(${days}::int, c.daily_price, c.discounted_daily_price,
      c.weekly_price, c.discounted_weekly_price, c.bi_weekly_price, c.discounted_bi_weekly_price,
      c.monthly_price, c.discounted_monthly_price)`;
  return sql`with_price_change_rate_minor(
      case when c.is_date_based_price then ${dateBased} else ${tiered} end, s.price_change_rate)`;
}

/** The largest total a quote may reach (quoteRental refuses more): cars above it are not offered. */
export const MAX_TOTAL_SQL = sql.raw(String(MAX_AMOUNT_MINOR));

const BLOCKING_SQL = literalList(BLOCKING_STATUSES, BLOCKING_STATUSES);

/**
 * True when car `c` has no booking holding it during [from, to): a booking in a blocking status whose
 * period overlaps (periods are half-open), a `void` one only while its payment window is open (a
 * window that is not set yet counts as open, as the overlap constraint does).
 */
export function isFreeSql(from: Date, to: Date, now: Date): SQL {
  return sql`not exists (
      select 1 from bookings b
      where b.car_id = c.id and b.status in (${BLOCKING_SQL})
        and b.ends_at > ${from.toISOString()}::timestamptz and b.starts_at < ${to.toISOString()}::timestamptz
        and (b.status <> 'void' or b.payment_expires_at is null
          or b.payment_expires_at > ${now.toISOString()}::timestamptz))`;
}
