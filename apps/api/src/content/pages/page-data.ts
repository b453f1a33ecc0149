// The data the pages list (page-content.ts), read through the services the API's routes use: an id
// that names nothing gives null, never an error.
import { LocationParamsSchema } from '@roadbook/domain/contracts/places';
import { DomainError } from '@roadbook/domain/error-codes';
import type { HelpService } from '../help/help.service';
import type { LocationsService } from '../../catalogue/locations/locations.service';
import type { SuppliersService } from '../../catalogue/suppliers/suppliers.service';
import type { PageData } from './page-parts';

/** The locations a page names at most, by name (the sitemap lists each one's page). */
const LISTED_LOCATIONS = 100;

async function orNull<T>(read: Promise<T>): Promise<T | null> {
  try {
    return await read;
  } catch (error) {
    if (error instanceof DomainError && error.code === 'common.notFound') return null;
    throw error;
  }
}

export function createPageData({
  locations,
  suppliers,
  help,
}: {
  locations: Pick<LocationsService, 'listLocations' | 'getLocation'>;
  suppliers: Pick<SuppliersService, 'listPublicSuppliers'>;
  help: Pick<HelpService, 'listArticles' | 'getArticle'>;
}): PageData {
  return {
    listLocations: async (language) =>
      (await locations.listLocations({ language, page: 1, pageSize: LISTED_LOCATIONS })).locations,
    findLocation: (id, language) =>
      LocationParamsSchema.safeParse({ id }).success
        ? orNull(locations.getLocation(id, language))
        : Promise.resolve(null),
    /** null past the last page. */
    listSuppliers: async (page) => {
      const list = await suppliers.listPublicSuppliers(page);
      return list.suppliers.length === 0 && page > 1 ? null : list.suppliers;
    },
    listHelpArticles: (language, audience) => help.listArticles(language, audience),
    findHelpArticle: (id, language) => orNull(help.getArticle(id, language)),
  };
}
