// The drivers as the back office reads and runs them (product-rules.md § Roles, § Back office): an
// admin every driver account, a supplier the drivers of its own bookings; admins suspend and
// reinstate them.
import * as z from 'zod/mini';
import { BookingListItemSchema } from './bookings';
import { BackOfficePageSizeSchema, listPageFields, PageQuerySchema } from './list-page';

/**
 * A driver's state: `unverified` (email address not confirmed yet), `verified` (confirmed), both
 * not suspended; `suspended` (cannot sign in), whatever the address.
 */
export const DRIVER_STATES = ['unverified', 'verified', 'suspended'] as const;
export type DriverState = (typeof DRIVER_STATES)[number];

/** How many of a driver's bookings GET /api/admin/drivers/{id} shows, newest pick-up first. */
export const ADMIN_DRIVER_LATEST_BOOKINGS = 10;

/** GET /api/admin/drivers: `keyword` matches the name, the email address and the phone. */
export const AdminDriverQuerySchema = z.object({
  keyword: z.optional(z.string().check(z.trim(), z.maxLength(100, 'validation.tooLong'))),
  state: z.optional(z.enum(DRIVER_STATES)),
  page: PageQuerySchema,
  pageSize: BackOfficePageSizeSchema,
});
export type AdminDriverQuery = z.infer<typeof AdminDriverQuerySchema>;

export const AdminDriverRowSchema = z.object({
  id: z.uuid(),
  fullName: z.string(),
  email: z.string(),
  phone: z.nullable(z.string()),
  /** The driver confirmed their email address. */
  isEmailVerified: z.boolean(),
  /** Suspended: cannot sign in. */
  isBlacklisted: z.boolean(),
  /** Bookings the reader may see: all of them for an admin, those of its cars for a supplier. */
  bookingCount: z.int().check(z.nonnegative()),
  createdAt: z.string(),
});
export type AdminDriverRow = z.infer<typeof AdminDriverRowSchema>;

export const AdminDriverPageSchema = z.object({ drivers: z.array(AdminDriverRowSchema), ...listPageFields });
export type AdminDriverPage = z.infer<typeof AdminDriverPageSchema>;

export const AdminDriverSchema = z.object({
  ...AdminDriverRowSchema.shape,
  /** The latest of those bookings (ADMIN_DRIVER_LATEST_BOOKINGS at most), newest pick-up first. */
  latestBookings: z.array(BookingListItemSchema),
});
export type AdminDriver = z.infer<typeof AdminDriverSchema>;

/** GET /api/admin/drivers/{id}, and what suspend and reinstate answer. */
export const AdminDriverResponseSchema = z.object({ driver: AdminDriverSchema });
export type AdminDriverResponse = z.infer<typeof AdminDriverResponseSchema>;
