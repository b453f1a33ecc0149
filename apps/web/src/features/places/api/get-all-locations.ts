// Every location, for the locations map: GET /api/locations in pages of MAX_LOCATIONS_PAGE_SIZE (one
// request for a marketplace of up to 1,000 places), the first page telling how many there are.
import { MAX_LOCATIONS_PAGE_SIZE, type Location } from '@roadbook/domain/contracts/places';
import type { Language } from '@roadbook/domain/constants';
import { queryOptions, useQuery } from '@tanstack/react-query';

import { getLocations } from '@/api/get-locations';

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
