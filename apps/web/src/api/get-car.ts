// GET /api/cars/:id: every field of a car and its supplier.
import { CarResponseSchema, type Car } from '@roadbook/domain/contracts/cars';
import { queryOptions, skipToken, useQuery } from '@tanstack/react-query';

import { requestParsed } from '@/lib/api-client';

export async function getCar(id: string): Promise<Car> {
  return (await requestParsed(`/api/cars/${encodeURIComponent(id)}`, CarResponseSchema)).car;
}

export function carQueryOptions(id: string) {
  return queryOptions({ queryKey: ['cars', id], queryFn: () => getCar(id), staleTime: 60_000 });
}

export function useCar(id: string | null) {
  return useQuery({
    queryKey: ['cars', id ?? ''],
    queryFn: id === null ? skipToken : () => getCar(id),
    staleTime: 60_000,
  });
}
