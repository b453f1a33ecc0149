// GET /api/locations: places matching a text, in the page's language (autocomplete, locations map).
import { MAX_LOCATIONS_PAGE_SIZE, type Language } from '@roadbook/domain/constants';
import type { Location, LocationList } from '@roadbook/domain/contracts/places';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';

import { requestParsed, toSearchParams } from '@/lib/api-client';

export interface LocationsRequest {
  search?: string;
  language: Language;
  page?: number;
  /** Places a page (PAGE_SIZE when absent). */
  pageSize?: number;
}

export async function getLocations({
  search,
  language,
  page,
  pageSize,
}: LocationsRequest): Promise<LocationList> {
  const { LocationListSchema } = await import('@roadbook/domain/contracts/places');
  const params = toSearchParams({ search: search?.trim() || undefined, lang: language, page, pageSize });
  return requestParsed(`/api/locations?${params.toString()}`, LocationListSchema);
}

export function locationsQueryOptions(request: LocationsRequest) {
  return queryOptions({
    queryKey: [
      'locations',
      request.language,
      request.search?.trim() ?? '',
      request.page ?? 1,
      request.pageSize,
    ],
    queryFn: () => getLocations(request),
    staleTime: 5 * 60_000,
    placeholderData: keepPreviousData,
  });
}

// Every location, for the locations map: pages of MAX_LOCATIONS_PAGE_SIZE (one request for a
// marketplace of up to 1,000 places), the first page telling how many there are.

/** Pages asked for at once: quick, without flooding the API (and its rate limit). */
const CONCURRENT_PAGES = 4;
/** At most this many pages: the map stays usable. */
export const MAX_LOCATION_PAGES = 5;

export async function getAllLocations(language: Language): Promise<Location[]> {
  const first = await getLocations({ language, page: 1, pageSize: MAX_LOCATIONS_PAGE_SIZE });
  const pages = Math.min(MAX_LOCATION_PAGES, Math.ceil(first.total / first.pageSize));
  const others: Location[][] = [];
  let nextPage = 2;
  const fetchPages = async () => {
    while (nextPage <= pages) {
      const page = nextPage;
      nextPage += 1;
      others[page - 2] = (
        await getLocations({ language, page, pageSize: MAX_LOCATIONS_PAGE_SIZE })
      ).locations;
    }
  };
  await Promise.all(Array.from({ length: Math.min(CONCURRENT_PAGES, pages - 1) }, fetchPages));
  // A location added while paging may shift one into the next page: keep each once.
  const byId = new Map<string, Location>();
  for (const location of [first.locations, ...others].flat()) byId.set(location.id, location);
  return [...byId.values()];
}

export function allLocationsQueryOptions(language: Language) {
  return queryOptions({
    queryKey: ['locations', language, 'all'],
    queryFn: () => getAllLocations(language),
    staleTime: 5 * 60_000,
  });
}

export function useAllLocations(language: Language) {
  return useQuery(allLocationsQueryOptions(language));
}
