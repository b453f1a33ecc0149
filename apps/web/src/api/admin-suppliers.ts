// GET /api/admin/suppliers: every supplier account, for admins (the fleet's supplier filter and the
// car editor's owner); 403 auth.forbidden for a supplier.
import type { AdminSupplierPage, AdminSupplierQuery } from '@roadbook/domain/contracts/admin-suppliers';
import { queryOptions } from '@tanstack/react-query';

import { requestParsed, toSearchParams } from '@/lib/api-client';

export function adminSuppliersQueryOptions(query: AdminSupplierQuery) {
  return queryOptions({
    queryKey: ['adminSuppliers', query],
    queryFn: async (): Promise<AdminSupplierPage> => {
      const { AdminSupplierPageSchema } = await import('@roadbook/domain/contracts/admin-suppliers');
      const path = `/api/admin/suppliers?${toSearchParams(query).toString()}`;
      return requestParsed(path, AdminSupplierPageSchema);
    },
    meta: { errorToast: false },
  });
}

/** What an admin does to a supplier: verify it (its cars become public), suspend it, or reinstate it. */
export type SupplierAction = 'verify' | 'suspend' | 'reinstate';

export async function changeSupplier({ id, action }: { id: string; action: SupplierAction }) {
  const { AdminSupplierResponseSchema } = await import('@roadbook/domain/contracts/admin-suppliers');
  const path = `/api/admin/suppliers/${encodeURIComponent(id)}/${action}`;
  return (await requestParsed(path, AdminSupplierResponseSchema, { method: 'POST' })).supplier;
}
