// A car as the search results and the car details show it (product-rules.md § Places, cars and suppliers).
import * as z from 'zod/mini';
import {
  AVAILABILITIES,
  type CAR_OPTIONS,
  FUEL_POLICIES,
  FUEL_TYPES,
  GEARBOXES,
  MULTIMEDIA,
  VEHICLE_SIZES,
} from '../enums';
import { SupplierRefSchema } from './suppliers';
import { QuoteSchema } from './quotes';

const minor = z.int().check(z.nonnegative());
/** A tier price in minor units; null when the car has none. */
const tierPrice = z.nullable(z.int().check(z.positive()));
/** -1 unavailable, 0 included, > 0 a price in minor units. */
const optionValue = z.int().check(z.minimum(-1));

const optionFields = {
  cancellation: optionValue,
  amendments: optionValue,
  theftProtection: optionValue,
  collisionDamageWaiver: optionValue,
  fullInsurance: optionValue,
  additionalDriver: optionValue,
} satisfies Record<(typeof CAR_OPTIONS)[number], typeof optionValue>;

/** What a result card shows of a car, before its quote and supplier. */
const carCardFields = {
  id: z.uuid(),
  name: z.string(),
  /** A 300x200 image URL, null when none. */
  image: z.nullable(z.string()),
  size: z.enum(VEHICLE_SIZES),
  fuelType: z.enum(FUEL_TYPES),
  gearbox: z.enum(GEARBOXES),
  seats: z.int(),
  doors: z.int(),
  aircon: z.boolean(),
  multimedia: z.array(z.enum(MULTIMEDIA)),
  /** Kilometres per day; -1 unlimited. */
  mileage: z.int(),
  fuelPolicy: z.enum(FUEL_POLICIES),
  deposit: minor,
  availability: z.enum(AVAILABILITIES),
  isFullyBooked: z.boolean(),
  isComingSoon: z.boolean(),
  minimumAge: z.int(),
  ...optionFields,
};

export const CarCardSchema = z.object({
  ...carCardFields,
  supplier: SupplierRefSchema,
  /** The price for the searched period with no options. */
  quote: QuoteSchema,
});
export type CarCard = z.infer<typeof CarCardSchema>;

export const DateBasedPriceSchema = z.object({
  startDate: z.string(),
  endDate: z.string(),
  dailyPrice: z.int().check(z.positive()),
});

/** GET /api/cars/:id → { car }: every field of a car under its name in the rules. */
export const CarSchema = z.object({
  ...carCardFields,
  dailyPrice: z.int().check(z.positive()),
  discountedDailyPrice: tierPrice,
  weeklyPrice: tierPrice,
  discountedWeeklyPrice: tierPrice,
  biWeeklyPrice: tierPrice,
  discountedBiWeeklyPrice: tierPrice,
  monthlyPrice: tierPrice,
  discountedMonthlyPrice: tierPrice,
  isDateBasedPrice: z.boolean(),
  dateBasedPrices: z.array(DateBasedPriceSchema),
  /** Pick-up places of this car. */
  locationIds: z.array(z.uuid()),
  isLicenceRequired: z.boolean(),
  supplier: z.object({
    ...SupplierRefSchema.shape,
    priceChangeRate: z.number(),
    /** The checkout offers paying at the counter. */
    isPayAtCounterAllowed: z.boolean(),
    /** The shortest rental the supplier takes, in days. */
    minimumRentalDays: z.int(),
  }),
});
export type Car = z.infer<typeof CarSchema>;

export const CarResponseSchema = z.object({ car: CarSchema });
export const CarParamsSchema = z.object({ id: z.uuid() });
