// GET /api/cars/{id}: every field of a car and its supplier's terms, for the checkout.
import { CarResponseSchema, type Car } from '@roadbook/domain/contracts/cars';
import { queryOptions, useQuery } from '@tanstack/react-query';

import { requestParsed } from '@/lib/api-client';

export async function getCar(id: string): Promise<Car> {
  return (await requestParsed(`/api/cars/${encodeURIComponent(id)}`, CarResponseSchema)).car;
}

export function carQueryOptions(id: string) {
  return queryOptions({
    queryKey: ['cars', 'one', id],
    queryFn: () => getCar(id),
    staleTime: 60_000,
    meta: { errorToast: false },
  });
}

export function useCar(id: string) {
  return useQuery(carQueryOptions(id));
}
