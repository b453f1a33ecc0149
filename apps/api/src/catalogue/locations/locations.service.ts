import type { Language } from '@roadbook/domain/constants';
import type { Location, LocationList } from '@roadbook/domain/contracts/places';
import { DomainError } from '@roadbook/domain/error-codes';
import type { DatabaseHandle } from '../../db/client';
import { loadListPage } from '../../db/list-page';
import {
  countLocations,
  countSearchedLocations,
  searchLocations,
  selectLocation,
  selectLocationIds,
  selectLocations,
  selectLocationsOfCountries,
  type LocationRow,
  type LocationSearch,
} from './locations.queries';

export interface LocationsServiceDependencies {
  database: DatabaseHandle;
  /** The marketplace's default language (config.site): names for a client that asks for none. */
  defaultLanguage: Language;
}

function toLocation(row: LocationRow): Location {
  return {
    id: row.id,
    name: row.name,
    address: row.address,
    latitude: row.latitude,
    longitude: row.longitude,
    country: { id: row.country_id, name: row.country_name },
  };
}

/**
 * The search as words; null when nothing in it can match (blank, or only punctuation). Control
 * characters count as spaces (the database refuses a NUL in text).
 */
function toLocationSearch(text: string | undefined): LocationSearch | null {
  const trimmed = (text ?? '').replace(/\p{Cc}/gu, ' ').trim();
  const words = trimmed.split(/\s+/).filter((word) => /[\p{L}\p{N}]/u.test(word));
  if (words.length === 0) return null;
  const letters = trimmed.match(/[\p{L}\p{N}]/gu)?.length ?? 0;
  return { text: trimmed, words, isShort: letters < 3 };
}

export interface LocationListRequest {
  search?: string;
  /** The language the client asked for, if any. */
  language: Language | undefined;
  page: number;
  pageSize: number;
}

export function createLocationsService({ database, defaultLanguage }: LocationsServiceDependencies) {
  const { db } = database;

  return {
    /**
     * One page of locations named in the asked language, else the default one: those matching
     * `search` best first (accents, case and punctuation ignored, small typos tolerated, over the
     * names in every language and the address), or every location by name when there is no search.
     */
    async listLocations(request: LocationListRequest): Promise<LocationList> {
      const language = request.language ?? defaultLanguage;
      const search = toLocationSearch(request.search);
      const { rows, ...paging } = await loadListPage(
        request,
        (window) =>
          search ? searchLocations(db, search, language, window) : selectLocations(db, language, window),
        () => (search ? countSearchedLocations(db, search) : countLocations(db)),
      );
      return { locations: rows.map(toLocation), ...paging };
    },

    /** Every location's id (the sitemap lists each one's page). */
    locationIds: () => selectLocationIds(db),

    /** One location named in the asked language, else the default one; `common.notFound` when none. */
    async getLocation(id: string, asked: Language | undefined): Promise<Location> {
      const row = await selectLocation(db, id, asked ?? defaultLanguage);
      if (!row) throw new DomainError('common.notFound');
      return toLocation(row);
    },

    /** The locations of each country, by name, named in `language` (for the destinations by country). */
    async listLocationsByCountry(
      countryIds: string[],
      language: Language,
    ): Promise<Map<string, Omit<Location, 'country'>[]>> {
      const byCountry = new Map<string, Omit<Location, 'country'>[]>();
      for (const row of await selectLocationsOfCountries(db, countryIds, language)) {
        const { country: _country, ...location } = toLocation(row);
        const list = byCountry.get(row.country_id) ?? [];
        list.push(location);
        byCountry.set(row.country_id, list);
      }
      return byCountry;
    },
  };
}

export type LocationsService = ReturnType<typeof createLocationsService>;
