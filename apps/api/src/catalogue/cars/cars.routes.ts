import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { CarSearchQuerySchema, CarSearchResultSchema } from '@roadbook/domain/contracts/car-search';
import { CarParamsSchema, CarResponseSchema } from '@roadbook/domain/contracts/cars';
import { errorResponses } from '../../http/error-responses';
import type { CarsService } from './cars.service';

/** The car search and a car's details. */
export const carRoutes: FastifyPluginAsyncZod<{ cars: CarsService }> = async (app, { cars }) => {
  app.get(
    '/cars/search',
    {
      schema: {
        tags: ['cars'],
        summary: 'Available cars for a place and period, priced, filtered and sorted',
        description:
          'Cars that can be picked up at `pickupLocation`, are available and have no booking holding them ' +
          'during [from, to). Filters repeat (`size=mini&size=midi`): values of one filter are ' +
          'alternatives, filters combine. Each car carries its `quote` for the period with no options. ' +
          '`counts` gives, for each filter value, the cars matching the place, the period and every other ' +
          'filter. 400 with the rule code (validation.pickUpTooSoon, validation.rentalTooShort, ' +
          'validation.rentalTooLong) and `details: { count, field }` for a period that breaks a rule; ' +
          '404 common.notFound (`details.field`) for an unknown place; 503 common.unavailable while the ' +
          'database cannot be reached.',
        querystring: CarSearchQuerySchema,
        response: { 200: CarSearchResultSchema, ...errorResponses(400, 404) },
      },
      // The answer is made of the index's rows, parsed when read, and the domain's quotes, typed as
      // the schema says: it is written as it is, not checked again on each search (docs/performance.md).
      serializerCompiler: () => (data) => JSON.stringify(data),
    },
    async (request) => cars.searchCars(request.query, new Date()),
  );

  app.get(
    '/cars/:id',
    {
      schema: {
        tags: ['cars'],
        summary: 'Every field of a car and its supplier',
        params: CarParamsSchema,
        response: { 200: CarResponseSchema, ...errorResponses(400, 404, 414) },
      },
    },
    async (request) => ({ car: await cars.getCar(request.params.id) }),
  );
};
