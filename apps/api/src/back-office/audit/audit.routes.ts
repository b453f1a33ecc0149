// GET /api/admin/audit: the back office's audit trail, for admins.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { AuditPageSchema, AuditQuerySchema } from '@roadbook/domain/contracts/audit';
import { errorResponses } from '../../http/error-responses';

import type { AuditService } from '../../platform/audit/audit.service';

export const auditRoutes: FastifyPluginAsyncZod<{ audit: AuditService }> = async (app, { audit }) => {
  app.get(
    '/audit',
    {
      schema: {
        tags: ['back office'],
        summary: 'The changes made in the back office, newest first (admins)',
        description:
          'Each event: when, who (null once the account is gone), the action (create, update, delete), ' +
          'the record (kind, id, its name then) and its fields before and after. Filters: `actor` (a ' +
          'user id), `recordKind`, `recordId`, and `from`/`to`, calendar days (YYYY-MM-DD, both included) ' +
          'in the marketplace time zone. 30 a page unless `pageSize` (at most 100) says otherwise. 403 ' +
          'auth.forbidden for anyone but an admin.',
        querystring: AuditQuerySchema,
        response: { 200: AuditPageSchema, ...errorResponses(400, 401, 403) },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'private, no-store');
      return audit.list(request.query);
    },
  );
};
