import { MIN_LOCATIONS, PAGE_SIZE, type Language } from '@roadbook/domain/constants';
import type { CountryList } from '@roadbook/domain/contracts/places';
import type { DatabaseHandle } from '../../db/client';
import { loadListPage } from '../../db/list-page';
import type { LocationsService } from '../locations/locations.service';
import { countCountries, selectCountries } from './countries.queries';

export interface CountriesServiceDependencies {
  database: DatabaseHandle;
  /** Names each country's locations. */
  locations: LocationsService;
  /** The marketplace's default language (config.site): names for a client that asks for none. */
  defaultLanguage: Language;
}

export interface CountryListRequest {
  /** Countries with fewer locations are left out; MIN_LOCATIONS when absent. */
  minLocations?: number;
  /** The language the client asked for, if any. */
  language: Language | undefined;
  page: number;
}

export function createCountriesService({
  database,
  locations,
  defaultLanguage,
}: CountriesServiceDependencies) {
  const { db } = database;

  return {
    /**
     * One page of the countries with at least `minLocations` locations, by name, each with its
     * locations by name, everything named in the asked language, else the default one (the
     * destinations by country).
     */
    async listCountries(request: CountryListRequest): Promise<CountryList> {
      const minLocations = request.minLocations ?? MIN_LOCATIONS;
      const language = request.language ?? defaultLanguage;
      const { rows, ...paging } = await loadListPage(
        { page: request.page, pageSize: PAGE_SIZE },
        (window) => selectCountries(db, { minLocations, language, page: window }),
        () => countCountries(db, minLocations),
      );
      const locationsOf = await locations.listLocationsByCountry(
        rows.map((row) => row.id),
        language,
      );
      return {
        countries: rows.map((row) => ({
          id: row.id,
          code: row.code,
          name: row.name,
          locations: locationsOf.get(row.id) ?? [],
        })),
        ...paging,
      };
    },
  };
}

export type CountriesService = ReturnType<typeof createCountriesService>;
