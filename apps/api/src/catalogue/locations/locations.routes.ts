import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  LocationListQuerySchema,
  LocationListSchema,
  LocationParamsSchema,
  LocationQuerySchema,
  LocationResponseSchema,
} from '@roadbook/domain/contracts/places';
import { publicCaching } from '../../http/cache-validators';
import { errorResponses } from '../../http/error-responses';
import { askedLanguage } from '../../http/request-language';
import type { LocationsService } from './locations.service';

/**
 * Public and rarely changed: caches keep an answer a minute, and a minute more while they ask again
 * (an admin's change shows within two); names follow Accept-Language.
 */
const CACHING = publicCaching({
  maxAgeSeconds: 60,
  staleWhileRevalidateSeconds: 60,
  vary: ['Accept-Language'],
});

/** Pick-up and drop-off places, for the search form's autocomplete and the locations page. */
export const locationsRoutes: FastifyPluginAsyncZod<{ locations: LocationsService }> = async (
  app,
  { locations },
) => {
  app.get(
    '/locations',
    {
      schema: {
        tags: ['catalogue'],
        summary: 'Locations, searched or by name',
        description:
          'Names are in `lang`, else the first supported language of Accept-Language, else the ' +
          'default language; a name missing in that language falls back to English, then any. ' +
          '`search` ignores accents, case and punctuation, tolerates small typos, and looks at the ' +
          'names in every language and the address; best matches first (names starting with it, ' +
          'then a word starting with it, then containing it, then addresses, then close spellings). ' +
          'Without `search`, every location by name. Pages of 30. ' +
          CACHING.description,
        querystring: LocationListQuerySchema,
        response: { 200: LocationListSchema, ...errorResponses(400) },
      },
      onSend: CACHING.onSend,
    },
    async (request) => {
      const { search, lang, page, pageSize } = request.query;
      const language = askedLanguage(request, lang);
      return locations.listLocations({ search, language, page, pageSize });
    },
  );

  app.get(
    '/locations/:id',
    {
      schema: {
        tags: ['catalogue'],
        summary: 'One location',
        description:
          'Named like the list (`lang`, else Accept-Language, else the default language). ' +
          '404 common.notFound for an unknown id, 400 for an id that is not a UUID. ' +
          CACHING.description,
        params: LocationParamsSchema,
        querystring: LocationQuerySchema,
        response: { 200: LocationResponseSchema, ...errorResponses(400, 404, 414) },
      },
      onSend: CACHING.onSend,
    },
    async (request) => {
      const language = askedLanguage(request, request.query.lang);
      return { location: await locations.getLocation(request.params.id, language) };
    },
  );
};
