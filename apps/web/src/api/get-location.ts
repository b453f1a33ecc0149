// GET /api/locations/:id?lang=xx: one place, named in the page's language (the search's h1, summary
// and map). The URL of a search names places by id only.
import type { Language } from '@roadbook/domain/constants';
import { LocationResponseSchema, type Location } from '@roadbook/domain/contracts/places';
import { queryOptions, skipToken, useQuery } from '@tanstack/react-query';

import { requestParsed, toSearchParams } from '@/lib/api-client';

export async function getLocation(id: string, language: Language): Promise<Location> {
  const params = toSearchParams({ lang: language });
  const path = `/api/locations/${encodeURIComponent(id)}?${params.toString()}`;
  return (await requestParsed(path, LocationResponseSchema)).location;
}

export function locationQueryOptions(id: string, language: Language) {
  return queryOptions({
    queryKey: ['locations', 'one', id, language],
    queryFn: () => getLocation(id, language),
    staleTime: 5 * 60_000,
    // The page names the place when it can and says nothing more when it cannot.
    meta: { errorToast: false },
  });
}

/** A place by id; idle without one. */
export function usePlace(id: string | null, language: Language) {
  const options = locationQueryOptions(id ?? '', language);
  return useQuery({ ...options, queryFn: id === null ? skipToken : options.queryFn });
}
