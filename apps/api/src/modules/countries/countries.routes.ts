import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { CountryListQuerySchema, CountryListSchema } from '@roadbook/domain/contracts/places';
import { errorResponses } from '../../http/error-responses';
import { askedLanguage } from '../../http/request-language';
import type { CountriesService } from './countries.service';

/** Public and rarely changed: shared caches may keep it a minute (names follow Accept-Language). */
const CACHE_CONTROL = 'public, max-age=60';

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
          'any). Pages of 30 countries, each with all its locations.',
        querystring: CountryListQuerySchema,
        response: { 200: CountryListSchema, ...errorResponses(400) },
      },
    },
    async (request, reply) => {
      const { lang, minLocations, page } = request.query;
      const language = askedLanguage(request, lang);
      const list = await countries.listCountries({ minLocations, language, page });
      reply.header('cache-control', CACHE_CONTROL).header('vary', 'accept-language');
      return list;
    },
  );
};
