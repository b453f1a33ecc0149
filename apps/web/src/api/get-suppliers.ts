// GET /api/suppliers: the public suppliers with their logos and car counts.
import { SupplierListSchema, type SupplierList } from '@roadbook/domain/contracts/suppliers';
import { queryOptions, useQuery } from '@tanstack/react-query';

import { requestParsed, toSearchParams } from '@/lib/api-client';

export function getSuppliers(page = 1): Promise<SupplierList> {
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
