// The catalogue area: the places (locations, countries), the suppliers as drivers see them, the cars
// with their search index and quotes, and the fleet as its agencies manage it (whose routes are the
// back office's).
import type { FastifyInstance } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Config } from '../config';
import type { DatabaseHandle } from '../db/client';
import type { Platform, ProcessRole } from '../platform/platform-area';
import { carRoutes } from './cars/cars.routes';
import { createCarsService } from './cars/cars.service';
import { createCarSearchIndex } from './cars/search/car-search-index';
import { countriesRoutes } from './countries/countries.routes';
import { createCountriesService } from './countries/countries.service';
import { createFleetService } from './fleet/fleet.service';
import { locationsRoutes } from './locations/locations.routes';
import { createLocationsService } from './locations/locations.service';
import { quoteRoutes } from './quotes/quotes.routes';
import { createQuotesService } from './quotes/quotes.service';
import { suppliersRoutes } from './suppliers/suppliers.routes';
import { createSuppliersService } from './suppliers/suppliers.service';

export interface CatalogueDependencies {
  app: FastifyInstance;
  config: Config;
  database: DatabaseHandle;
  role: ProcessRole;
  platform: Pick<Platform, 'audit' | 'files' | 'currentSettings'>;
}

export function createCatalogue({ app, config, database, role, platform }: CatalogueDependencies) {
  const { defaultLanguage } = config.site;
  const locations = createLocationsService({ database, defaultLanguage });
  const countries = createCountriesService({ database, locations, defaultLanguage });
  const suppliers = createSuppliersService({ database });
  // The search reads its own index of the offered cars, kept in step with the database; a process
  // that answers no request keeps none.
  const searchIndex = createCarSearchIndex({ database, log: app.log });
  if (role !== 'background') app.addHook('onReady', async () => searchIndex.start());
  app.addHook('onClose', async () => searchIndex.close());
  const cars = createCarsService({ database, timeZone: config.timeZone, searchIndex });
  const quotes = createQuotesService({ cars });
  // Every change the back office makes to a car is written to the audit trail in its transaction.
  const fleet = createFleetService({
    database,
    files: platform.files,
    audit: platform.audit,
    siteSettings: platform.currentSettings,
    log: app.log,
  });

  const routes: FastifyPluginAsyncZod = async (api) => {
    await api.register(locationsRoutes, { locations });
    await api.register(countriesRoutes, { countries });
    await api.register(suppliersRoutes, { suppliers });
    await api.register(carRoutes, { cars });
    await api.register(quoteRoutes, { quotes });
  };

  return { locations, suppliers, cars, fleet, routes };
}

export type Catalogue = ReturnType<typeof createCatalogue>;
