import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { QuoteRequestSchema, QuoteResponseSchema } from '@roadbook/domain/contracts/quotes';
import { errorResponses } from '../../http/error-responses';
import type { QuotesService } from './quotes.service';

/** Server-side quotes: what the page shows is what a booking will charge. */
export const quoteRoutes: FastifyPluginAsyncZod<{ quotes: QuotesService }> = async (app, { quotes }) => {
  app.post(
    '/quotes',
    {
      schema: {
        tags: ['cars'],
        summary: 'The price of a car for a period and options',
        description:
          'Coded lines in minor units of USD (rental tiers or date-based days, each chosen option per day ' +
          'or flat, the supplier percentage as `priceChangeRate`) and the total, rounded once, half up. ' +
          'Period rules as in the search; 404 common.notFound for an unknown car; 400 ' +
          'quote.optionUnavailable (`details.option`) for an option the car does not offer.',
        body: QuoteRequestSchema,
        response: { 200: QuoteResponseSchema, ...errorResponses(400, 404, 413, 415) },
      },
    },
    async (request) => ({ quote: await quotes.quote(request.body, new Date()) }),
  );
};
