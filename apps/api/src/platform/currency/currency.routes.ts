import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { CurrencyRatesSchema } from '@roadbook/domain/contracts/currency-rates';
import { publicCaching } from '../../http/cache-validators';
import { errorResponses } from '../../http/error-responses';
import type { CurrencyRatesService } from './currency.service';

/**
 * The same for everyone and for display only: caches keep them five minutes, no longer, since the web
 * app asks again after five minutes for live rates while the snapshot answers.
 */
const CACHING = publicCaching({ maxAgeSeconds: 300 });

/** Exchange rates for showing prices in the visitor's currency (charges stay in USD). */
export const currencyRoutes: FastifyPluginAsyncZod<{ currencyRates: CurrencyRatesService }> = async (
  app,
  { currencyRates },
) => {
  app.get(
    '/currency-rates',
    {
      schema: {
        tags: ['currency'],
        summary: 'USD exchange rates of the supported currencies',
        description:
          'Units of each currency one US dollar buys, for display. `source` is `live` (the rates ' +
          'provider, cached) or `snapshot` (the dated table bundled with the API, while the provider ' +
          'cannot be reached: amounts are then approximate). `date` is the day of the rates. ' +
          CACHING.description,
        response: { 200: CurrencyRatesSchema, ...errorResponses() },
      },
      onSend: CACHING.onSend,
    },
    async () => currencyRates.getRates(),
  );
};
