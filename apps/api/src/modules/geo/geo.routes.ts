import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { CountryCodeSchema } from '@roadbook/domain/contracts/country-code';
import { DomainError } from '@roadbook/domain/error-codes';
import type { Config } from '../../config';
import { createCountryLookup } from './geo.service';

interface GeoRoutesOptions {
  site: Config['site'];
  ipCountry: Config['ipCountry'];
}

/**
 * The visitor's country, for the start language (spec 7, product-decisions 6). Answers 404
 * `common.notFound` while language-by-IP is off (`details.reason: "languageByIpOff"`) or when the
 * address has no known country (private or reserved address, unknown to the provider:
 * `"countryUnknown"`), and 503 `common.unavailable` when the provider cannot answer; never a 500.
 */
export const geoRoutes: FastifyPluginAsyncZod<GeoRoutesOptions> = async (app, { site, ipCountry }) => {
  const lookup = createCountryLookup(ipCountry);
  app.addHook('onClose', async () => lookup.close());

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
        response: { 200: CountryCodeSchema },
      },
    },
    async (request, reply) => {
      if (!site.languageByIp) throw new DomainError('common.notFound', { reason: 'languageByIpOff' });
      let countryCode: string | null;
      try {
        countryCode = await lookup.countryOf(request.ip);
      } catch (error) {
        request.log.warn({ err: error }, 'country code: the IP geolocation provider did not answer');
        throw new DomainError('common.unavailable', { reason: 'providerUnavailable' });
      }
      if (countryCode === null) throw new DomainError('common.notFound', { reason: 'countryUnknown' });
      reply.header('cache-control', 'private, max-age=3600');
      return { countryCode };
    },
  );
};
