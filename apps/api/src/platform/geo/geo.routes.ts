import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { CountryCodeSchema } from '@roadbook/domain/contracts/country-code';
import { errorResponses } from '../../http/error-responses';
import type { GeoService } from './geo.service';

/** The visitor's country, for the start language (product-rules.md § Languages). */
export const geoRoutes: FastifyPluginAsyncZod<{ geo: GeoService }> = async (app, { geo }) => {
  app.get(
    '/country-code',
    {
      schema: {
        tags: ['site'],
        summary: "The visitor's country code, from their IP address",
        description:
          'Only while language-by-IP is on (LANGUAGE_BY_IP); the address is the client address ' +
          '(X-Forwarded-For when TRUST_PROXY allows). 404 common.notFound when the setting is off or ' +
          'the country is unknown, 503 common.unavailable when the geolocation provider does not answer.',
        response: { 200: CountryCodeSchema, ...errorResponses(404, 503) },
      },
    },
    async (request, reply) => {
      const countryCode = await geo.countryCodeOf(request.ip);
      reply.header('cache-control', 'private, max-age=3600');
      return { countryCode };
    },
  );
};
