// The public list of suppliers (rental agencies).
import * as z from 'zod/mini';
import { listPageFields, PageQuerySchema } from './list-page';

/** A supplier as a result card or a filter shows it; `logo` is a 60x30 image URL, null when none. */
export const SupplierRefSchema = z.object({ id: z.uuid(), name: z.string(), logo: z.nullable(z.string()) });
export type SupplierRef = z.infer<typeof SupplierRefSchema>;

/** GET /api/suppliers?page=N */
export const SupplierListQuerySchema = z.object({ page: PageQuerySchema });

export const SupplierSummarySchema = z.object({
  ...SupplierRefSchema.shape,
  /** Cars this supplier offers that are available. */
  carCount: z.int().check(z.nonnegative()),
});
export type SupplierSummary = z.infer<typeof SupplierSummarySchema>;

export const SupplierListSchema = z.object({ suppliers: z.array(SupplierSummarySchema), ...listPageFields });
export type SupplierList = z.infer<typeof SupplierListSchema>;
