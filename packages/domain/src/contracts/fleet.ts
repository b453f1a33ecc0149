// The back office's fleet (product-rules.md § Back office): a supplier's cars, or every car for an
// admin. The car written is `CarInputSchema` (car-schema.ts), the form's own rule; these are the list's
// query and the answers.
import * as z from 'zod/mini';
import { AVAILABILITIES, FUEL_TYPES, GEARBOXES, VEHICLE_SIZES } from '../enums';
import { CarSchema } from './cars';
import {
  BackOfficePageSizeSchema,
  listPageFields,
  PageQuerySchema,
  repeatable,
  SORT_ORDERS,
} from './list-page';
import { SupplierRefSchema } from './suppliers';

export const FLEET_SORTS = ['name', 'supplier', 'size', 'dailyPrice', 'availability', 'updatedAt'] as const;
export type FleetSort = (typeof FLEET_SORTS)[number];

/**
 * GET /api/admin/cars: `keyword` matches the name and the licence plate; `supplier` and `size` may
 * repeat (alternatives); a supplier only ever reads its own cars, whatever `supplier` says.
 */
export const FleetQuerySchema = z.object({
  keyword: z.optional(z.string().check(z.trim(), z.maxLength(100, 'validation.tooLong'))),
  supplier: z.optional(repeatable(z.uuid())),
  size: z.optional(repeatable(z.enum(VEHICLE_SIZES))),
  availability: z.optional(z.enum(AVAILABILITIES)),
  sort: z._default(z.enum(FLEET_SORTS), 'name'),
  order: z._default(z.enum(SORT_ORDERS), 'asc'),
  page: PageQuerySchema,
  pageSize: BackOfficePageSizeSchema,
});
export type FleetQuery = z.infer<typeof FleetQuerySchema>;

const tierPrice = z.nullable(z.int().check(z.positive()));

export const FleetCarRowSchema = z.object({
  id: z.uuid(),
  name: z.string(),
  licencePlate: z.nullable(z.string()),
  /** A 300x200 image URL, null when none. */
  image: z.nullable(z.string()),
  supplier: SupplierRefSchema,
  size: z.enum(VEHICLE_SIZES),
  fuelType: z.enum(FUEL_TYPES),
  gearbox: z.enum(GEARBOXES),
  seats: z.int(),
  dailyPrice: z.int().check(z.positive()),
  discountedDailyPrice: tierPrice,
  availability: z.enum(AVAILABILITIES),
  isFullyBooked: z.boolean(),
  isComingSoon: z.boolean(),
  /** How many places it can be picked up at. */
  locationCount: z.int().check(z.nonnegative()),
  updatedAt: z.string(),
});
export type FleetCarRow = z.infer<typeof FleetCarRowSchema>;

export const FleetPageSchema = z.object({ cars: z.array(FleetCarRowSchema), ...listPageFields });
export type FleetPage = z.infer<typeof FleetPageSchema>;

/**
 * GET, POST and PUT /api/admin/cars[/{id}] → { car }: every field the editor shows, the car's own
 * licence requirement (not its supplier's) and its supplier as a reference.
 */
export const FleetCarSchema = z.extend(z.omit(CarSchema, { supplier: true }), {
  supplier: SupplierRefSchema,
  licencePlate: z.nullable(z.string()),
  /** Bookings of the car, whatever their status: kept for the accounts, so it can be made unavailable, not deleted. */
  bookingCount: z.int().check(z.nonnegative()),
  updatedAt: z.string(),
});
export type FleetCar = z.infer<typeof FleetCarSchema>;

export const FleetCarResponseSchema = z.object({ car: FleetCarSchema });

/** DELETE /api/admin/cars/{id}: deleted, or made unavailable because a booking needs it. */
export const CAR_REMOVAL_OUTCOMES = ['deleted', 'madeUnavailable'] as const;
export const CarRemovalSchema = z.object({ outcome: z.enum(CAR_REMOVAL_OUTCOMES) });
export type CarRemoval = z.infer<typeof CarRemovalSchema>;
