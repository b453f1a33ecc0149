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
