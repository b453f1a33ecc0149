// The search's results as this screen reads them: GET /api/cars/search (api/search-cars.ts), with
// its errors shown on the page rather than toasted.
import type { CarSearchQuery } from '@roadbook/domain/contracts/car-search';
import { queryOptions, useQuery } from '@tanstack/react-query';

import { carSearchQueryOptions } from '@/api/search-cars';

export function searchResultsQueryOptions(query: CarSearchQuery) {
  return queryOptions({ ...carSearchQueryOptions(query), meta: { errorToast: false } });
}

export function useSearchResults(query: CarSearchQuery) {
  return useQuery(searchResultsQueryOptions(query));
}
