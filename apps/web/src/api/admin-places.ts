// The back office's countries and locations (/api/admin/countries, /api/admin/locations), for admins:
// the lists, a location's editor, and the changes, each with its names in every language. A country
// with locations, or a location that cars serve or bookings used, is refused with 409.
import type {
  AdminCountry,
  AdminCountryPage,
  AdminCountryQuery,
  AdminLocation,
  AdminLocationPage,
  AdminLocationQuery,
} from '@roadbook/domain/contracts/admin-places';
import { MAX_BACK_OFFICE_PAGE_SIZE } from '@roadbook/domain/contracts/list-page';
import type { CountryInput, LocationInput } from '@roadbook/domain/place-schemas';
import { queryOptions, type QueryClient } from '@tanstack/react-query';

import { apiRequest, requestParsed, toSearchParams } from '@/lib/api-client';

const contracts = () => import('@roadbook/domain/contracts/admin-places');

/** Every query of this file starts with this key; a change refreshes them all. */
export const PLACES_QUERY_KEY = ['adminPlaces'] as const;

export function adminCountriesQueryOptions(query: AdminCountryQuery) {
  return queryOptions({
    queryKey: [...PLACES_QUERY_KEY, 'countries', query],
    queryFn: async (): Promise<AdminCountryPage> => {
      const { AdminCountryPageSchema } = await contracts();
      return requestParsed(
        `/api/admin/countries?${toSearchParams(query).toString()}`,
        AdminCountryPageSchema,
      );
    },
    // The list says why it is missing, with a retry.
    meta: { errorToast: false },
  });
}

/** Every country (the location editor's and the list filter's choices), read page after page. */
export function allAdminCountriesQueryOptions() {
  return queryOptions({
    queryKey: [...PLACES_QUERY_KEY, 'countries', 'all'],
    queryFn: async (): Promise<AdminCountry[]> => {
      const { AdminCountryPageSchema } = await contracts();
      const all: AdminCountry[] = [];
      for (let page = 1; ; page += 1) {
        const query = toSearchParams({ page, pageSize: MAX_BACK_OFFICE_PAGE_SIZE }).toString();
        const answer = await requestParsed(`/api/admin/countries?${query}`, AdminCountryPageSchema);
        all.push(...answer.countries);
        if (answer.countries.length === 0 || all.length >= answer.total) return all;
      }
    },
    meta: { errorToast: false },
  });
}

const countryPath = (id: string) => `/api/admin/countries/${encodeURIComponent(id)}`;

async function countryAnswer(path: string, init: RequestInit): Promise<AdminCountry> {
  const { AdminCountryResponseSchema } = await contracts();
  return (await requestParsed(path, AdminCountryResponseSchema, init)).country;
}

export function createCountry(country: CountryInput): Promise<AdminCountry> {
  return countryAnswer('/api/admin/countries', { method: 'POST', body: JSON.stringify(country) });
}

export function updateCountry({ id, country }: { id: string; country: CountryInput }): Promise<AdminCountry> {
  return countryAnswer(countryPath(id), { method: 'PUT', body: JSON.stringify(country) });
}

/** 409 places.countryHasLocations while it has any. */
export async function deleteCountry(id: string): Promise<void> {
  await apiRequest(countryPath(id), { method: 'DELETE' });
}

export function adminLocationsQueryOptions(query: AdminLocationQuery) {
  return queryOptions({
    queryKey: [...PLACES_QUERY_KEY, 'locations', query],
    queryFn: async (): Promise<AdminLocationPage> => {
      const { AdminLocationPageSchema } = await contracts();
      return requestParsed(
        `/api/admin/locations?${toSearchParams(query).toString()}`,
        AdminLocationPageSchema,
      );
    },
    meta: { errorToast: false },
  });
}

const locationPath = (id: string) => `/api/admin/locations/${encodeURIComponent(id)}`;

async function locationAnswer(path: string, init?: RequestInit): Promise<AdminLocation> {
  const { AdminLocationResponseSchema } = await contracts();
  return (await requestParsed(path, AdminLocationResponseSchema, init)).location;
}

export function adminLocationQueryOptions(id: string) {
  return queryOptions({
    queryKey: [...PLACES_QUERY_KEY, 'location', id],
    queryFn: () => locationAnswer(locationPath(id)),
    meta: { errorToast: false },
  });
}

export function createLocation(location: LocationInput): Promise<AdminLocation> {
  return locationAnswer('/api/admin/locations', { method: 'POST', body: JSON.stringify(location) });
}

export function updateLocation({
  id,
  location,
}: {
  id: string;
  location: LocationInput;
}): Promise<AdminLocation> {
  return locationAnswer(locationPath(id), { method: 'PUT', body: JSON.stringify(location) });
}

/** 409 places.locationInUse while cars serve it or bookings used it. */
export async function deleteLocation(id: string): Promise<void> {
  await apiRequest(locationPath(id), { method: 'DELETE' });
}

/** Keeps the location the API answered for its editor, and has the lists asked again. */
export async function storeAdminLocation(queryClient: QueryClient, location: AdminLocation): Promise<void> {
  queryClient.setQueryData(adminLocationQueryOptions(location.id).queryKey, location);
  await refreshPlaces(queryClient);
}

/** After a change: the back office's lists and the public places are asked again. */
export async function refreshPlaces(queryClient: QueryClient): Promise<void> {
  await Promise.all([
    queryClient.invalidateQueries({ queryKey: [...PLACES_QUERY_KEY, 'countries'] }),
    queryClient.invalidateQueries({ queryKey: [...PLACES_QUERY_KEY, 'locations'] }),
    // The site's own lists of places (the car editor's pick-up places among them).
    queryClient.invalidateQueries({ queryKey: ['locations'] }),
    queryClient.invalidateQueries({ queryKey: ['countries'] }),
  ]);
}
