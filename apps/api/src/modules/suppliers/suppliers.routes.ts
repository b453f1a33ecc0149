import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { SupplierListQuerySchema, SupplierListSchema } from '@roadbook/domain/contracts/suppliers';
import { DomainError } from '@roadbook/domain/error-codes';
import { errorResponses } from '../../http/error-responses';
import type { SuppliersService } from './suppliers.service';

/** Public and rarely changed: shared caches may keep it a minute. */
const CACHE_CONTROL = 'public, max-age=60';

/** The rental agencies of the marketplace, for the suppliers page and sections. */
export const suppliersRoutes: FastifyPluginAsyncZod<{ suppliers: SuppliersService }> = async (
  app,
  { suppliers },
) => {
  app.get(
    '/suppliers',
    {
      schema: {
        tags: ['catalogue'],
        summary: 'The public suppliers, with their logos and car counts',
        description:
          'Public suppliers are supplier accounts that are verified and not blacklisted. `logo` is ' +
          'the 60x30 image URL (null when none); `carCount` counts their available cars. By name, ' +
          'pages of 30. While the marketplace hides its suppliers (HIDE_SUPPLIERS, or the setting an ' +
          'admin changes in the back office) the list is not there: 404 common.notFound; car search ' +
          'results still name their suppliers.',
        querystring: SupplierListQuerySchema,
        response: { 200: SupplierListSchema, ...errorResponses(400, 404) },
      },
    },
    async (request, reply) => {
      const list = await suppliers.listPublicSuppliers(request.query.page);
      if (list === null) throw new DomainError('common.notFound');
      reply.header('cache-control', CACHE_CONTROL);
      return list;
    },
  );
};
