// GET /api/cars/search: available cars for a place and period, priced, filtered, with filter counts.
import {
  CarSearchResultSchema,
  type CarSearchQuery,
  type CarSearchResult,
} from '@roadbook/domain/contracts/car-search';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';

import { requestParsed, toSearchParams } from '@/lib/api-client';

/** The query string of a search, parameters in a stable order (the query key too). */
export function carSearchParams(query: CarSearchQuery): URLSearchParams {
  const { pickupLocation, dropOffLocation, from, to, page, sort, ...filters } = query;
  return toSearchParams({ pickupLocation, dropOffLocation, from, to, page, sort, ...filters });
}

export function searchCars(query: CarSearchQuery): Promise<CarSearchResult> {
  return requestParsed(`/api/cars/search?${carSearchParams(query).toString()}`, CarSearchResultSchema);
}

export function carSearchQueryOptions(query: CarSearchQuery) {
  return queryOptions({
    queryKey: ['cars', 'search', carSearchParams(query).toString()],
    queryFn: () => searchCars(query),
    staleTime: 60_000,
    placeholderData: keepPreviousData,
    // The search page shows a failed search in place of its results, with the search form.
    meta: { errorToast: false },
  });
}

export function useCarSearch(query: CarSearchQuery) {
  return useQuery(carSearchQueryOptions(query));
}
