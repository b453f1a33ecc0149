import type { Language } from '@roadbook/domain/constants';
import type { Location, LocationList } from '@roadbook/domain/contracts/places';
import { DomainError } from '@roadbook/domain/error-codes';
import type { Database } from '../../db/client';
import {
  countLocations,
  countSearchedLocations,
  searchLocations,
  selectLocation,
  selectLocations,
  selectLocationsOfCountries,
  type LocationRow,
  type LocationSearch,
} from './locations.queries';

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
  language: Language;
  page: number;
  pageSize: number;
}

/**
 * One page of locations named in `language`: those matching `search` best first (accents, case and
 * punctuation ignored, small typos tolerated, over the names in every language and the address), or
 * every location by name when there is no search.
 */
export async function listLocations(db: Database, request: LocationListRequest): Promise<LocationList> {
  const window = { limit: request.pageSize, offset: (request.page - 1) * request.pageSize };
  const search = toLocationSearch(request.search);
  const rows = search
    ? await searchLocations(db, search, request.language, window)
    : await selectLocations(db, request.language, window);
  // Each row carries the total; a page past the end has none, so the total is counted apart.
  let total = rows[0]?.total ?? 0;
  if (rows.length === 0 && window.offset > 0) {
    total = search ? await countSearchedLocations(db, search) : await countLocations(db);
  }
  return { locations: rows.map(toLocation), total, page: request.page, pageSize: request.pageSize };
}

/** One location named in `language`; `common.notFound` when there is none with this id. */
export async function getLocation(db: Database, id: string, language: Language): Promise<Location> {
  const row = await selectLocation(db, id, language);
  if (!row) throw new DomainError('common.notFound');
  return toLocation(row);
}

/** The locations of each country, by name, named in `language` (for the destinations by country). */
export async function listLocationsByCountry(
  db: Database,
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
}
