// GET /api/cars/search: the search is its query string, which is also the page's URL (/search?…).
import * as z from 'zod/mini';
import {
  FUEL_POLICIES,
  FUEL_TYPES,
  GEARBOXES,
  MILEAGE_MODES,
  MULTIMEDIA,
  SEAT_TIERS,
  VEHICLE_SIZES,
} from '../enums';
import { CarCardSchema } from './cars';
import { listPageFields, PageQuerySchema, repeatable } from './list-page';

export const CAR_SEARCH_SORTS = ['price', 'priceDesc', 'deposit', 'name'] as const;
export type CarSearchSort = (typeof CAR_SEARCH_SORTS)[number];
export const DEFAULT_CAR_SEARCH_SORT: CarSearchSort = 'price';

/** Doors filter: cars with at least 4 doors. */
export const DOOR_FILTERS = ['4+'] as const;

/** The filter groups, each a repeatable query parameter; values within a group are alternatives. */
export const CarFiltersSchema = z.object({
  supplier: z.optional(repeatable(z.uuid())),
  size: z.optional(repeatable(z.enum(VEHICLE_SIZES))),
  fuel: z.optional(repeatable(z.enum(FUEL_TYPES))),
  gearbox: z.optional(repeatable(z.enum(GEARBOXES))),
  mileage: z.optional(repeatable(z.enum(MILEAGE_MODES))),
  fuelPolicy: z.optional(repeatable(z.enum(FUEL_POLICIES))),
  seats: z.optional(repeatable(z.enum(SEAT_TIERS))),
  multimedia: z.optional(repeatable(z.enum(MULTIMEDIA))),
  doors: z.optional(repeatable(z.enum(DOOR_FILTERS))),
  /** Aircon filter: `aircon=true` keeps cars with air conditioning. */
  aircon: z.optional(repeatable(z.enum(['true']))),
  /** Highest deposit in minor units of USD. */
  depositMax: z.optional(z.coerce.number().check(z.int(), z.nonnegative(), z.maximum(2_147_483_647))),
});
export type CarFilters = z.infer<typeof CarFiltersSchema>;
export type CarFilterGroup = Exclude<keyof CarFilters, 'depositMax'>;

/**
 * The whole query. `from`/`to` are ISO 8601 date-times with an offset; the period rules (product-rules.md § Accounts and forms)
 * (pick-up MIN_PICK_UP_HOURS ahead, MIN_RENTAL_HOURS long) are checked as of the request's time.
 */
export const CarSearchQuerySchema = z.object({
  pickupLocation: z.uuid(),
  /** Same as pick-up when absent. */
  dropOffLocation: z.optional(z.uuid()),
  from: z.string(),
  to: z.string(),
  page: PageQuerySchema,
  sort: z._default(z.enum(CAR_SEARCH_SORTS), DEFAULT_CAR_SEARCH_SORT),
  ...CarFiltersSchema.shape,
});
export type CarSearchQuery = z.infer<typeof CarSearchQuerySchema>;

/** Cars per value of each filter group, for the filter panel (value → count). */
export const CarFilterCountsSchema = z.object({
  supplier: z.record(z.string(), z.int()),
  size: z.record(z.string(), z.int()),
  fuel: z.record(z.string(), z.int()),
  gearbox: z.record(z.string(), z.int()),
  mileage: z.record(z.string(), z.int()),
  fuelPolicy: z.record(z.string(), z.int()),
  seats: z.record(z.string(), z.int()),
  multimedia: z.record(z.string(), z.int()),
  doors: z.record(z.string(), z.int()),
  aircon: z.record(z.string(), z.int()),
  /** Cars whose deposit is at most each threshold of DEPOSIT_FILTER_THRESHOLDS (in minor units, as keys). */
  depositMax: z.record(z.string(), z.int()),
});
export type CarFilterCounts = z.infer<typeof CarFilterCountsSchema>;

export const CarSearchResultSchema = z.object({
  cars: z.array(CarCardSchema),
  ...listPageFields,
  counts: CarFilterCountsSchema,
});
export type CarSearchResult = z.infer<typeof CarSearchResultSchema>;
