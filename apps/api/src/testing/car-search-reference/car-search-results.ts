// The results statement of the car search: one page of cars with every card field, priced and sorted
// in the database.
import { sql, type SQL } from 'drizzle-orm';
import { z } from 'zod';
import type { CarSearchSort } from '@roadbook/domain/contracts/car-search';
import { CAR_ROW_COLUMNS, CarRowSchema, dateBasedPricesSql } from '../../catalogue/cars/car-row';
import {
  allFiltersSql,
  filterTestsSql,
  isFreeSql,
  MAX_TOTAL_SQL,
  offeredAtSql,
  rentalTotalSql,
} from './car-search-sql';

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

/**
 * The page: every candidate priced and sorted first, then the booking test in that order, so that
 * only the cars up to the end of the page are looked up in the bookings; then the page's cars in full.
 */
export function carSearchResultsSql(sort: CarSearchSort): SQL {
  // Each `offset 0` keeps a level a subquery of its own: the place's offered cars are joined to their
  // suppliers before the filters (so the planner, which cannot know how many the filters keep, still
  // joins the few suppliers by hash), and the booking test comes after the sort.
  return sql`
    select ${CAR_ROW_COLUMNS}, page."totalMinor",
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

export const CarSearchRowSchema = CarRowSchema.extend({
  /** The database's total (bigint, as a string or a number depending on the driver). */
  totalMinor: z.coerce.number().int(),
});
export type CarSearchRow = z.infer<typeof CarSearchRowSchema>;

export function parseCarSearchRows(result: unknown): CarSearchRow[] {
  return z.object({ rows: z.array(CarSearchRowSchema) }).parse(result).rows;
}
