// GET /api/locations: places matching a text, in the page's language (autocomplete, locations map).
import type { LocationList } from '@roadbook/domain/contracts/places';
import type { Language } from '@roadbook/domain/constants';
import { keepPreviousData, queryOptions } from '@tanstack/react-query';

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
