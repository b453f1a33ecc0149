// A car as the queries read it, defined once: each field's schema here, its column in the Drizzle
// table (db/schema/cars.ts). The select list of the search and of the car details, the schema of
// their rows and the fields copied into the answers all derive from these.
import { getTableColumns, sql, type SQL } from 'drizzle-orm';
import { z } from 'zod';
import type { CarCard } from '@roadbook/domain/contracts/cars';
import {
  AVAILABILITIES,
  CAR_OPTIONS,
  FUEL_POLICIES,
  FUEL_TYPES,
  GEARBOXES,
  MULTIMEDIA,
  VEHICLE_SIZES,
} from '@roadbook/domain/enums';
import type { PricedCar } from '@roadbook/domain/pricing';
import { RENTAL_PRICE_FIELDS } from '@roadbook/domain/rental-price';
import { cars } from '../../db/schema/cars';

const minor = z.number().int();
const nullablePrice = z.number().int().nullable();

/** Each column of `cars` that a card, the details or a quote reads, with its value's schema. */
const CAR_FIELDS = {
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
} satisfies { [Field in keyof typeof cars.$inferSelect]?: z.ZodType };

type CarField = keyof typeof CAR_FIELDS;

/** Enum arrays leave as text[]: the drivers hand an array of an enum type over as one string. */
const CASTS: Readonly<Record<string, string>> = { multimedia: 'text[]' };

/** What a row says of the car's supplier `s`. */
const SUPPLIER_COLUMNS = sql`s.id as "supplierId", s.full_name as "supplierName", s.avatar as "supplierLogo",
  coalesce(s.price_change_rate, 0)::float8 as "priceChangeRate"`;

/** Every field of CarRowSchema but `dateBasedPrices`, from car `c` and its supplier `s`. */
export const CAR_ROW_COLUMNS: SQL = sql`${sql.raw(
  Object.entries(getTableColumns(cars))
    .filter(([field]) => Object.hasOwn(CAR_FIELDS, field))
    .map(([field, { name }]) => {
      const cast = CASTS[field];
      return `c.${name}${cast ? `::${cast}` : ''}${name === field && !cast ? '' : ` as "${field}"`}`;
    })
    .join(', '),
)}, ${SUPPLIER_COLUMNS}`;

/**
 * Whether a driver must show a licence to rent car `c` of supplier `s`: the car asks for it, or its
 * supplier does for all its cars (a supplier that has not said asks for it).
 */
export const LICENCE_REQUIRED_SQL = sql`(c.is_licence_required or coalesce(s.is_licence_required, true))`;

/** A car row: the fields of CAR_ROW_COLUMNS, and the car's date-based prices (dateBasedPricesSql). */
export const CarRowSchema = z.object({
  ...CAR_FIELDS,
  dateBasedPrices: z.array(z.object({ startDate: z.string(), endDate: z.string(), dailyPrice: minor })),
  supplierId: z.string(),
  supplierName: z.string(),
  supplierLogo: z.string().nullable(),
  priceChangeRate: z.number(),
});
export type CarRow = z.infer<typeof CarRowSchema>;

/** A car's date-based prices as JSON, by start date (ranges never overlap). */
export function dateBasedPricesSql(carId: SQL): SQL {
  return sql`(select coalesce(json_agg(json_build_object('startDate', r.start_date::text,
      'endDate', r.end_date::text, 'dailyPrice', r.daily_price) order by r.start_date), '[]'::json)
    from car_date_based_prices r where r.car_id = ${carId})`;
}

/** The fields a result card shows as they are stored (its image, supplier and quote are mapped). */
export const CARD_FIELDS = [
  'id',
  'name',
  'size',
  'fuelType',
  'gearbox',
  'seats',
  'doors',
  'aircon',
  'multimedia',
  'mileage',
  'fuelPolicy',
  'deposit',
  'availability',
  'isFullyBooked',
  'isComingSoon',
  'minimumAge',
  ...CAR_OPTIONS,
] as const satisfies readonly (CarField & keyof CarCard)[];

/** The fields quoteRental reads (PricedCar): the rental prices, and the options. */
export const PRICED_FIELDS = [
  ...RENTAL_PRICE_FIELDS,
  'isDateBasedPrice',
  'dateBasedPrices',
  ...CAR_OPTIONS,
] as const satisfies readonly (keyof CarRow & keyof PricedCar)[];

/** The `fields` of `row`, and nothing else. */
export function pickFields<Row, Field extends keyof Row>(
  row: Row,
  fields: readonly Field[],
): Pick<Row, Field> {
  // Built key by key from the row itself: the entries are exactly Pick<Row, Field>.
  return Object.fromEntries(fields.map((field) => [field, row[field]])) as Pick<Row, Field>;
}

/**
 * A public supplier, as GET /api/suppliers lists them: a supplier account that is verified and not
 * blacklisted (suspended). Only its cars are shown.
 */
export const PUBLIC_SUPPLIER = sql`s.type = 'supplier' and s.is_verified and s.approved_at is not null and not s.is_blacklisted`;
