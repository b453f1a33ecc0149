// GET /api/suppliers: the public suppliers with their logos and car counts.
import type { SupplierList } from '@roadbook/domain/contracts/suppliers';
import { queryOptions, useQuery } from '@tanstack/react-query';

import { requestParsed, toSearchParams } from '@/lib/api-client';

export async function getSuppliers(page = 1): Promise<SupplierList> {
  // The schema (and zod) load with the first answer, not with the page.
  const { SupplierListSchema } = await import('@roadbook/domain/contracts/suppliers');
  return requestParsed(`/api/suppliers?${toSearchParams({ page }).toString()}`, SupplierListSchema);
}

export function suppliersQueryOptions(page = 1) {
  return queryOptions({
    queryKey: ['suppliers', page],
    queryFn: () => getSuppliers(page),
    staleTime: 5 * 60_000,
  });
}

export function useSuppliers(page = 1) {
  return useQuery(suppliersQueryOptions(page));
}

/** Every public supplier, page after page (the bookings list's filter offers them all). */
export async function getAllSuppliers(): Promise<SupplierList['suppliers']> {
  const first = await getSuppliers(1);
  const pages = Math.ceil(first.total / first.pageSize);
  const others = await Promise.all(
    Array.from({ length: Math.max(0, pages - 1) }, (_, index) => getSuppliers(index + 2)),
  );
  return [first, ...others].flatMap((list) => list.suppliers);
}

export function allSuppliersQueryOptions() {
  return queryOptions({
    queryKey: ['suppliers', 'all'],
    queryFn: getAllSuppliers,
    staleTime: 5 * 60_000,
    // A filter without its choices is left out, without a toast.
    meta: { errorToast: false },
  });
}

export function useAllSuppliers() {
  return useQuery(allSuppliersQueryOptions());
}
