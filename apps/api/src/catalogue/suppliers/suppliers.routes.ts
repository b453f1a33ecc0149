import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { SupplierListQuerySchema, SupplierListSchema } from '@roadbook/domain/contracts/suppliers';
import { publicCaching } from '../../http/cache-validators';
import { errorResponses } from '../../http/error-responses';
import type { SuppliersService } from './suppliers.service';

/**
 * Public and rarely changed: caches keep an answer a minute, and a minute more while they ask again
 * (a change shows within two). The same for everyone, whoever is signed in.
 */
const CACHING = publicCaching({ maxAgeSeconds: 60, staleWhileRevalidateSeconds: 60 });

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
          'pages of 30. Answers whatever HIDE_SUPPLIERS says: that setting hides the pages and ' +
          'sections of the web app, while car search results still name their suppliers. ' +
          CACHING.description,
        querystring: SupplierListQuerySchema,
        response: { 200: SupplierListSchema, ...errorResponses(400) },
      },
      onSend: CACHING.onSend,
    },
    async (request) => suppliers.listPublicSuppliers(request.query.page),
  );
};
