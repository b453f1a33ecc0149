// The leads under /api/admin/leads, for admins: the list and a lead's status. 401 for a visitor and
// 403 for anyone but an admin before anything else is read.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  AdminLeadBodySchema,
  AdminLeadPageSchema,
  AdminLeadQuerySchema,
  AdminLeadResponseSchema,
} from '@roadbook/domain/contracts/admin-leads';
import { errorResponses } from '../../http/error-responses';
import { staffOf } from '../back-office-guard';
import type { AdminLeadsService } from './admin-leads.service';

const ParamsSchema = z.object({ id: z.uuid() });

export const adminLeadsRoutes: FastifyPluginAsyncZod<{ adminLeads: AdminLeadsService }> = async (
  app,
  { adminLeads },
) => {
  app.get(
    '/leads',
    {
      schema: {
        tags: ['back office'],
        summary: 'The leads left on the join pages, newest first (admins)',
        description:
          '`kind` keeps the agencies’ (`supplier`) or the drivers’ (`user`), `status` one status (new, ' +
          'contacted, converted, dismissed); `keyword` matches the name and the company (case and ' +
          'accents aside), the email address and the phone. 30 a page unless `pageSize` (at most 100) ' +
          'says otherwise. 403 auth.forbidden for anyone but an admin.',
        querystring: AdminLeadQuerySchema,
        response: { 200: AdminLeadPageSchema, ...errorResponses(400, 401, 403) },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'private, no-store');
      return adminLeads.listLeads(request.query);
    },
  );

  app.put(
    '/leads/:id',
    {
      schema: {
        tags: ['back office'],
        summary: 'Set where the marketplace stands with a lead (admins)',
        description:
          'Body: `status`, one of new, contacted, converted, dismissed (validation.invalidValue ' +
          'otherwise). A lead left again by the same address is new again. 404 common.notFound for an ' +
          'unknown lead. The change is written to the audit trail in its transaction; the same status ' +
          'records nothing. Answers the lead.',
        params: ParamsSchema,
        body: AdminLeadBodySchema,
        response: { 200: AdminLeadResponseSchema, ...errorResponses(400, 401, 403, 404, 413, 414, 415) },
      },
    },
    async (request) => {
      const { user } = staffOf(request);
      return { lead: await adminLeads.setStatus(user, request.params.id, request.body.status, new Date()) };
    },
  );
};
