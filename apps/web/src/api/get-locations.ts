// GET /api/locations: places matching a text, in the page's language (autocomplete, locations map).
import { LocationListSchema, type LocationList } from '@roadbook/domain/contracts/places';
import type { Language } from '@roadbook/domain/constants';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';

import { requestParsed, toSearchParams } from '@/lib/api-client';

export interface LocationsRequest {
  search?: string;
  language: Language;
  page?: number;
}

export function getLocations({ search, language, page }: LocationsRequest): Promise<LocationList> {
  const params = toSearchParams({ search: search?.trim() || undefined, lang: language, page });
  return requestParsed(`/api/locations?${params.toString()}`, LocationListSchema);
}

export function locationsQueryOptions(request: LocationsRequest) {
  return queryOptions({
    queryKey: ['locations', request.language, request.search?.trim() ?? '', request.page ?? 1],
    queryFn: () => getLocations(request),
    staleTime: 5 * 60_000,
    placeholderData: keepPreviousData,
  });
}

export function useLocations(request: LocationsRequest) {
  return useQuery(locationsQueryOptions(request));
}
