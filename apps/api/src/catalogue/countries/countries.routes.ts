import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { CountryListQuerySchema, CountryListSchema } from '@roadbook/domain/contracts/places';
import { publicCaching } from '../../http/cache-validators';
import { errorResponses } from '../../http/error-responses';
import { askedLanguage } from '../../http/request-language';
import type { CountriesService } from './countries.service';

/**
 * Public and rarely changed: caches keep an answer a minute, and a minute more while they ask again
 * (an admin's change shows within two); names follow Accept-Language.
 */
const CACHING = publicCaching({
  maxAgeSeconds: 60,
  staleWhileRevalidateSeconds: 60,
  vary: ['Accept-Language'],
});

/** Countries and their locations, for the destinations by country. */
export const countriesRoutes: FastifyPluginAsyncZod<{ countries: CountriesService }> = async (
  app,
  { countries },
) => {
  app.get(
    '/countries',
    {
      schema: {
        tags: ['catalogue'],
        summary: 'Countries with at least `minLocations` locations, with them',
        description:
          '`minLocations` defaults to MIN_LOCATIONS (4); 0 lists every country. Countries and their ' +
          'locations are by name, named in `lang`, else the first supported language of ' +
          'Accept-Language, else the default language (a missing name falls back to English, then ' +
          'any). Pages of 30 countries, each with all its locations. ' +
          CACHING.description,
        querystring: CountryListQuerySchema,
        response: { 200: CountryListSchema, ...errorResponses(400) },
      },
      onSend: CACHING.onSend,
    },
    async (request) => {
      const { lang, minLocations, page } = request.query;
      const language = askedLanguage(request, lang);
      return countries.listCountries({ minLocations, language, page });
    },
  );
};
