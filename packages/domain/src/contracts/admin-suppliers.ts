// The suppliers as admins run them in the back office (product-rules.md § Back office).
import * as z from 'zod/mini';
import { BackOfficePageSizeSchema, listPageFields, PageQuerySchema } from './list-page';
import { SupplierRefSchema } from './suppliers';

/** GET /api/admin/suppliers: every supplier, verified or not; `keyword` matches the name and the email. */
export const AdminSupplierQuerySchema = z.object({
  keyword: z.optional(z.string().check(z.trim(), z.maxLength(100, 'validation.tooLong'))),
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
