// GET /api/countries: countries with at least MIN_LOCATIONS places, for the destinations section.
import { MIN_LOCATIONS, type Language } from '@roadbook/domain/constants';
import type { CountryList } from '@roadbook/domain/contracts/places';
import { queryOptions, useQuery } from '@tanstack/react-query';

import { requestParsed, toSearchParams } from '@/lib/api-client';

export async function getCountries(language: Language, minLocations = MIN_LOCATIONS): Promise<CountryList> {
  // The schema (and zod) load with the first answer, not with the page.
  const { CountryListSchema } = await import('@roadbook/domain/contracts/places');
  const params = toSearchParams({ lang: language, minLocations });
  return requestParsed(`/api/countries?${params.toString()}`, CountryListSchema);
}

export function countriesQueryOptions(language: Language, minLocations = MIN_LOCATIONS) {
  return queryOptions({
    queryKey: ['countries', language, minLocations],
    queryFn: () => getCountries(language, minLocations),
    staleTime: 5 * 60_000,
  });
}

export function useCountries(language: Language, minLocations = MIN_LOCATIONS) {
  return useQuery(countriesQueryOptions(language, minLocations));
}
