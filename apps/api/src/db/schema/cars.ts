import { sql } from 'drizzle-orm';
import { boolean, check, date, index, integer, pgTable, primaryKey, text, uuid } from 'drizzle-orm/pg-core';
import {
  availabilityEnum,
  fuelPolicyEnum,
  fuelTypeEnum,
  gearboxEnum,
  multimediaEnum,
  vehicleSizeEnum,
} from './enums';
import { locations } from './places';
import { timestamps, users } from './users';

/** An option's value: -1 unavailable, 0 included, > 0 a price in minor units. */
const option = (name: string) => integer(name).notNull().default(-1);

/** Every field of a car (product-rules.md § Places, cars and suppliers). Amounts are integers in minor units of USD. */
export const cars = pgTable(
  'cars',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    supplierId: uuid('supplier_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    licencePlate: text('licence_plate'),
    image: text('image'),
    size: vehicleSizeEnum('size').notNull(),
    fuelType: fuelTypeEnum('fuel_type').notNull(),
    gearbox: gearboxEnum('gearbox').notNull(),
    seats: integer('seats').notNull(),
    doors: integer('doors').notNull(),
    aircon: boolean('aircon').notNull(),
    multimedia: multimediaEnum('multimedia')
      .array()
      .notNull()
      .default(sql`'{}'`),
    mileage: integer('mileage').notNull(),
    fuelPolicy: fuelPolicyEnum('fuel_policy').notNull(),
    deposit: integer('deposit').notNull(),
    availability: availabilityEnum('availability').notNull().default('available'),
    isFullyBooked: boolean('is_fully_booked').notNull().default(false),
    isComingSoon: boolean('is_coming_soon').notNull().default(false),
    minimumAge: integer('minimum_age').notNull(),
    /**
     * The car itself asks for a driving licence; its supplier's `is_licence_required` may ask for it
     * for all its cars (the rule is read in catalogue/cars/car-row.ts).
     */
    isLicenceRequired: boolean('is_licence_required').notNull().default(false),
    dailyPrice: integer('daily_price').notNull(),
    discountedDailyPrice: integer('discounted_daily_price'),
    weeklyPrice: integer('weekly_price'),
    discountedWeeklyPrice: integer('discounted_weekly_price'),
    biWeeklyPrice: integer('bi_weekly_price'),
    discountedBiWeeklyPrice: integer('discounted_bi_weekly_price'),
    monthlyPrice: integer('monthly_price'),
    discountedMonthlyPrice: integer('discounted_monthly_price'),
    isDateBasedPrice: boolean('is_date_based_price').notNull().default(false),
    cancellation: option('cancellation'),
    amendments: option('amendments'),
    theftProtection: option('theft_protection'),
    collisionDamageWaiver: option('collision_damage_waiver'),
    fullInsurance: option('full_insurance'),
    additionalDriver: option('additional_driver'),
    ...timestamps,
  },
  (t) => [
    index('cars_supplier_idx').on(t.supplierId),
    check('cars_seats_check', sql`${t.seats} between 1 and 100`),
    check('cars_doors_check', sql`${t.doors} between 0 and 10`),
    check('cars_mileage_check', sql`${t.mileage} = -1 or ${t.mileage} > 0`),
    check('cars_deposit_check', sql`${t.deposit} >= 0`),
    check('cars_minimum_age_check', sql`${t.minimumAge} between 18 and 99`),
    check('cars_daily_price_check', sql`${t.dailyPrice} > 0`),
    check(
      'cars_options_check',
      sql`least(${t.cancellation}, ${t.amendments}, ${t.theftProtection}, ${t.collisionDamageWaiver}, ${t.fullInsurance}, ${t.additionalDriver}) >= -1`,
    ),
  ],
);

/** Daily prices for date ranges (inclusive), used when a car has isDateBasedPrice on. */
export const carDateBasedPrices = pgTable(
  'car_date_based_prices',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    carId: uuid('car_id')
      .notNull()
      .references(() => cars.id, { onDelete: 'cascade' }),
    startDate: date('start_date', { mode: 'string' }).notNull(),
    endDate: date('end_date', { mode: 'string' }).notNull(),
    dailyPrice: integer('daily_price').notNull(),
  },
  (t) => [
    index('car_date_based_prices_car_idx').on(t.carId, t.startDate),
    check('car_date_based_prices_range_check', sql`${t.startDate} <= ${t.endDate}`),
    check('car_date_based_prices_price_check', sql`${t.dailyPrice} > 0`),
  ],
);

/** The places where a car can be picked up. */
export const carLocations = pgTable(
  'car_locations',
  {
    carId: uuid('car_id')
      .notNull()
      .references(() => cars.id, { onDelete: 'cascade' }),
    locationId: uuid('location_id')
      .notNull()
      .references(() => locations.id, { onDelete: 'cascade' }),
  },
  (t) => [
    primaryKey({ columns: [t.carId, t.locationId] }),
    index('car_locations_location_idx').on(t.locationId),
  ],
);
