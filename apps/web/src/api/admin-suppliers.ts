// GET /api/admin/suppliers: every supplier account, for admins (the fleet's supplier filter and the
// car editor's owner); 403 auth.forbidden for a supplier. One supplier's page: its profile and
// settings, its logo, its verification and suspension.
import type { AdminSupplierBody } from '@roadbook/domain/admin-supplier-schema';
import type {
  AdminSupplier,
  AdminSupplierPage,
  AdminSupplierQuery,
} from '@roadbook/domain/contracts/admin-suppliers';
import { queryOptions, type QueryClient } from '@tanstack/react-query';

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

const supplierPath = (id: string) => `/api/admin/suppliers/${encodeURIComponent(id)}`;

async function supplierAnswer(path: string, init?: RequestInit): Promise<AdminSupplier> {
  const { AdminSupplierResponseSchema } = await import('@roadbook/domain/contracts/admin-suppliers');
  return (await requestParsed(path, AdminSupplierResponseSchema, init)).supplier;
}

export function changeSupplier({ id, action }: { id: string; action: SupplierAction }) {
  return supplierAnswer(`${supplierPath(id)}/${action}`, { method: 'POST' });
}

export function adminSupplierQueryOptions(id: string) {
  return queryOptions({
    queryKey: ['adminSuppliers', 'supplier', id],
    queryFn: () => supplierAnswer(supplierPath(id)),
    meta: { errorToast: false },
  });
}

/** Its name, phone, location, bio and settings (field codes in `details.fields` when refused). */
export function updateSupplier({ id, supplier }: { id: string; supplier: AdminSupplierBody }) {
  return supplierAnswer(supplierPath(id), { method: 'PUT', body: JSON.stringify(supplier) });
}

/** One image file; the content decides (415 upload.unsupportedType, 413 upload.tooLarge, 422 upload.unreadable). */
export function updateSupplierLogo({ id, file }: { id: string; file: File }) {
  const body = new FormData();
  body.append('logo', file);
  return supplierAnswer(`${supplierPath(id)}/logo`, { method: 'PUT', body });
}

export function deleteSupplierLogo(id: string) {
  return supplierAnswer(`${supplierPath(id)}/logo`, { method: 'DELETE' });
}

/** Keeps the supplier the API answered for its page, and has the lists asked again. */
export async function storeAdminSupplier(queryClient: QueryClient, supplier: AdminSupplier): Promise<void> {
  queryClient.setQueryData(adminSupplierQueryOptions(supplier.id).queryKey, supplier);
  await queryClient.invalidateQueries({
    queryKey: ['adminSuppliers'],
    predicate: (query) => query.queryKey[1] !== 'supplier',
  });
}
