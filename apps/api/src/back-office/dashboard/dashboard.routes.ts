// GET /api/admin/dashboard: the back office's dashboard, a supplier's own figures or the marketplace's.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { DashboardQuerySchema, DashboardSchema } from '@roadbook/domain/contracts/dashboard';
import { errorResponses } from '../../http/error-responses';
import { requestLanguage } from '../../http/request-language';
import { staffOf } from '../back-office-guard';
import type { DashboardService } from './dashboard.service';

export const dashboardRoutes: FastifyPluginAsyncZod<{ dashboard: DashboardService }> = async (
  app,
  { dashboard },
) => {
  app.get(
    '/dashboard',
    {
      schema: {
        tags: ['back office'],
        summary: 'The fleet and bookings at a glance, over a period (admins and suppliers)',
        description:
          '`from`/`to`: calendar days (YYYY-MM-DD, both included) in the marketplace time zone, the last 30 ' +
          'days to today when absent; at most 366 days (400 validation.periodTooLong), `to` not before ' +
          '`from` (400 validation.endBeforeStart). Today’s and tomorrow’s pick-ups and returns, bookings ' +
          'meeting the period by status, booked totals by pick-up day, money taken and given back, ' +
          'occupancy (car-days held of cars × days) and what waits: counter bookings to confirm, cancel ' +
          'requests, refunds failing or queued. A supplier sees its own cars’ figures, an admin the ' +
          'marketplace’s.',
        querystring: DashboardQuerySchema,
        response: { 200: DashboardSchema, ...errorResponses(400, 401, 403) },
      },
    },
    async (request, reply) => {
      const { user } = staffOf(request);
      reply.header('cache-control', 'private, no-store');
      return dashboard.dashboard(user, request.query, requestLanguage(request), new Date());
    },
  );
};
