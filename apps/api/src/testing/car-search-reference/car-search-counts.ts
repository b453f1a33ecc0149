// The counts statement of the car search: the total, the filter panel's counts and whether the places
// exist, in one row.
import { sql, type SQL } from 'drizzle-orm';
import { z } from 'zod';
import {
  CAR_FILTER_VALUES,
  DEPOSIT_FILTER_THRESHOLDS_MINOR,
  MIN_DOORS_FILTER,
} from '@roadbook/domain/car-filters';
import type { CarFilterCounts } from '@roadbook/domain/contracts/car-search';
import { FUEL_POLICIES, FUEL_TYPES, GEARBOXES, MULTIMEDIA, VEHICLE_SIZES } from '@roadbook/domain/enums';
import {
  enumLiteral,
  FILTER_TESTS,
  filterTestsSql,
  isFreeSql,
  MAX_TOTAL_SQL,
  offeredAtSql,
  rentalTotalSql,
  seatTierSql,
  type FilterTest,
} from './car-search-sql';

const jsonObject = (entries: [key: string, value: SQL][]): SQL =>
  sql`json_build_object(${sql.join(
    entries.map(([key, value]) => sql`${sql.raw(`'${key}'`)}, ${value}`),
    sql`, `,
  )})`;

/** The cars of `f` counted for the values of `group` (see carSearchCountsSql) that also meet `condition`. */
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
export function carSearchCountsSql(): SQL {
  const tests = filterTestsSql();
  // A car can be quoted when its total fits MAX_AMOUNT_MINOR: no need to price it when its dearest
  // price times the days and the largest supplier rate (× 11) fits.
  const quotable = sql`((not c.is_date_based_price and greatest(c.daily_price, c.discounted_daily_price,
      c.weekly_price, c.discounted_weekly_price, c.bi_weekly_price, c.discounted_bi_weekly_price,
      c.monthly_price, c.discounted_monthly_price)::bigint * ${sql.placeholder('boundDays')}::bigint
        <= ${MAX_TOTAL_SQL})
    or ${rentalTotalSql()} <= ${MAX_TOTAL_SQL})`;
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
        ${offeredAtSql()}
          and ${isFreeSql(sql`c.id`)}
          and ${quotable}
        offset 0
      ) t
    )
    select
      (select coalesce(array_agg(l.id::text), '{}') from locations l
        where l.id in (${sql.placeholder('pickupLocation')}::uuid, ${sql.placeholder('dropOffLocation')}::uuid))
        as "knownPlaces",
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

export interface CarSearchCounts {
  /** Which of the pick-up and drop-off location ids exist. */
  knownPlaces: string[];
  total: number;
  counts: CarFilterCounts;
}

export function parseCarSearchCounts(result: unknown): CarSearchCounts {
  return z.object({ rows: z.tuple([CountsRowSchema]) }).parse(result).rows[0];
}
