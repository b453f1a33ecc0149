// GET /api/admin/suppliers: the supplier accounts, for admins.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  AdminSupplierPageSchema,
  AdminSupplierQuerySchema,
} from '@roadbook/domain/contracts/admin-suppliers';
import { errorResponses } from '../../http/error-responses';
import { requireAdmin } from '../../plugins/session';
import type { AdminSuppliersService } from './admin-suppliers.service';

export const adminSuppliersRoutes: FastifyPluginAsyncZod<{ adminSuppliers: AdminSuppliersService }> = async (
  app,
  { adminSuppliers },
) => {
  // Admins only, known before the request is read.
  app.addHook('preValidation', async (request) => {
    requireAdmin(request);
  });

  app.get(
    '/admin/suppliers',
    {
      schema: {
        tags: ['back office'],
        summary: 'Every supplier account, verified or not, suspended or not, by name (admins)',
        description:
          'Sorted by name (case and accents aside), then id; deleted accounts are left out. `keyword` ' +
          'matches the name (case and accents aside) and the email address. Each supplier with its ' +
          'number of cars, whatever their availability. 30 a page unless `pageSize` (at most 100) says ' +
          'otherwise. 403 auth.forbidden for anyone but an admin.',
        querystring: AdminSupplierQuerySchema,
        response: { 200: AdminSupplierPageSchema, ...errorResponses(400, 401, 403) },
      },
    },
    async (request, reply) => {
      requireAdmin(request);
      reply.header('cache-control', 'private, no-store');
      return adminSuppliers.listSuppliers(request.query);
    },
  );
};
