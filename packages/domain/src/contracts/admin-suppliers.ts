// The suppliers as admins run them in the back office (product-rules.md § Back office).
// The answers and the list's query; the edit's body is AdminSupplierBodySchema (admin-supplier-schema.ts).
import * as z from 'zod/mini';
import { LANGUAGES } from '../constants';
import { BackOfficePageSizeSchema, listPageFields, PageQuerySchema } from './list-page';
import { SupplierRefSchema } from './suppliers';

/**
 * A supplier's state: `unverified` (no admin verified it yet), `verified` (an admin did: its cars are
 * public once its email address is confirmed), both not suspended; `suspended` (cannot sign in, its
 * cars are not public), whatever else.
 */
export const SUPPLIER_STATES = ['unverified', 'verified', 'suspended'] as const;
export type SupplierState = (typeof SUPPLIER_STATES)[number];

/**
 * GET /api/admin/suppliers: every supplier, verified or not; `keyword` matches the name and the
 * email, `state` keeps one state.
 */
export const AdminSupplierQuerySchema = z.object({
  keyword: z.optional(z.string().check(z.trim(), z.maxLength(100, 'validation.tooLong'))),
  state: z.optional(z.enum(SUPPLIER_STATES)),
  page: PageQuerySchema,
  pageSize: BackOfficePageSizeSchema,
});
export type AdminSupplierQuery = z.infer<typeof AdminSupplierQuerySchema>;

export const AdminSupplierRowSchema = z.object({
  ...SupplierRefSchema.shape,
  email: z.string(),
  /** The supplier confirmed its email address. */
  isEmailVerified: z.boolean(),
  /** An admin verified the agency: its cars are public. */
  isApproved: z.boolean(),
  /** Suspended: cannot sign in, its cars are not public. */
  isBlacklisted: z.boolean(),
  carCount: z.int().check(z.nonnegative()),
  createdAt: z.string(),
});
export type AdminSupplierRow = z.infer<typeof AdminSupplierRowSchema>;

export const AdminSupplierPageSchema = z.object({
  suppliers: z.array(AdminSupplierRowSchema),
  ...listPageFields,
});
export type AdminSupplierPage = z.infer<typeof AdminSupplierPageSchema>;

/** A supplier's settings as it keeps them (product-rules.md § Prices, § Roles and permissions). */
export const AdminSupplierSettingsSchema = z.object({
  /** Percent added to rental and options; null for none. */
  priceChangeRate: z.nullable(z.number()),
  isPayAtCounterAllowed: z.boolean(),
  isLicenceRequired: z.boolean(),
  minimumRentalDays: z.int().check(z.minimum(1)),
});
export type AdminSupplierSettings = z.infer<typeof AdminSupplierSettingsSchema>;

/** One supplier with everything the back office shows and edits. */
export const AdminSupplierSchema = z.object({
  ...AdminSupplierRowSchema.shape,
  phone: z.nullable(z.string()),
  location: z.nullable(z.string()),
  bio: z.nullable(z.string()),
  /** The language of its emails. */
  language: z.enum(LANGUAGES),
  /** When an admin verified it; null until then. */
  approvedAt: z.nullable(z.string()),
  settings: AdminSupplierSettingsSchema,
});
export type AdminSupplier = z.infer<typeof AdminSupplierSchema>;

/** GET, PUT /api/admin/suppliers/{id} and every change of one supplier. */
export const AdminSupplierResponseSchema = z.object({ supplier: AdminSupplierSchema });
export type AdminSupplierResponse = z.infer<typeof AdminSupplierResponseSchema>;
