// The suppliers as admins run them in the back office (product-rules.md § Back office): the list of
// every supplier account for now; verifying, suspending and editing them will come here.
import type { AdminSupplierPage, AdminSupplierQuery } from '@roadbook/domain/contracts/admin-suppliers';
import type { DatabaseHandle } from '../../db/client';
import { loadListPage } from '../../db/list-page';
import { uploadUrl } from '../../http/upload-url';
import { countAdminSuppliers, selectAdminSuppliers } from './admin-suppliers.queries';

export interface AdminSuppliersServiceDependencies {
  database: DatabaseHandle;
}

export function createAdminSuppliersService({ database }: AdminSuppliersServiceDependencies) {
  const { db } = database;

  return {
    /** GET /api/admin/suppliers: every supplier account not deleted, by name, `keyword` on name and email. */
    async listSuppliers(query: AdminSupplierQuery): Promise<AdminSupplierPage> {
      const { rows, ...paging } = await loadListPage(
        query,
        (window) => selectAdminSuppliers(db, query, window),
        () => countAdminSuppliers(db, query),
      );
      return {
        suppliers: rows.map((row) => ({
          id: row.id,
          name: row.name,
          logo: uploadUrl(row.avatar),
          email: row.email,
          isEmailVerified: row.is_verified,
          isApproved: row.is_approved,
          isBlacklisted: row.is_blacklisted,
          carCount: row.car_count,
          createdAt: row.created_at.toISOString(),
        })),
        ...paging,
      };
    },
  };
}

export type AdminSuppliersService = ReturnType<typeof createAdminSuppliersService>;
