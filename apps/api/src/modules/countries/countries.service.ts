import { MIN_LOCATIONS, PAGE_SIZE, type Language } from '@roadbook/domain/constants';
import type { CountryList } from '@roadbook/domain/contracts/places';
import type { Database } from '../../db/client';
import { listLocationsByCountry } from '../locations/locations.service';
import { countCountries, selectCountries } from './countries.queries';

export interface CountryListRequest {
  /** Countries with fewer locations are left out; MIN_LOCATIONS when absent. */
  minLocations?: number;
  language: Language;
  page: number;
}

/**
 * One page of the countries with at least `minLocations` locations, by name, each with its
 * locations by name, everything named in `language` (the destinations by country).
 */
export async function listCountries(db: Database, request: CountryListRequest): Promise<CountryList> {
  const minLocations = request.minLocations ?? MIN_LOCATIONS;
  const window = { limit: PAGE_SIZE, offset: (request.page - 1) * PAGE_SIZE };
  const rows = await selectCountries(db, { minLocations, language: request.language, page: window });
  // Each row carries the total; a page past the end has none, so the total is counted apart.
  const total =
    rows.length === 0 && window.offset > 0 ? await countCountries(db, minLocations) : (rows[0]?.total ?? 0);
  const locations = await listLocationsByCountry(
    db,
    rows.map((row) => row.id),
    request.language,
  );
  return {
    countries: rows.map((row) => ({
      id: row.id,
      code: row.code,
      name: row.name,
      locations: locations.get(row.id) ?? [],
    })),
    total,
    page: request.page,
    pageSize: PAGE_SIZE,
  };
}
