// The drivers under /api/admin/drivers: the list and one driver for admins (every driver) and
// suppliers (the drivers of their own bookings); suspend and reinstate for admins only. 401 for a
// visitor and 403 for a driver (and for a supplier on an admin's route) before anything else is read.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  AdminDriverPageSchema,
  AdminDriverQuerySchema,
  AdminDriverResponseSchema,
} from '@roadbook/domain/contracts/admin-drivers';
import { errorResponses } from '../../http/error-responses';
import { FOR_ADMINS, staffOf } from '../back-office-guard';
import type { AdminDriversService } from './admin-drivers.service';

const ParamsSchema = z.object({ id: z.uuid() });
const PRIVATE = 'private, no-store';
const SCOPE =
  'A supplier sees only the drivers who booked one of its cars, and only those bookings; any other ' +
  'driver answers 404 common.notFound, as an unknown one.';
const CHANGE =
  'Admins only (403 auth.forbidden for a supplier). Answers the driver; 404 common.notFound when no ' +
  'driver account (not deleted) has that id. The change is written to the audit trail in its ' +
  'transaction; one that changes nothing records nothing.';

export const adminDriversRoutes: FastifyPluginAsyncZod<{ adminDrivers: AdminDriversService }> = async (
  app,
  { adminDrivers },
) => {
  app.get(
    '/drivers',
    {
      schema: {
        tags: ['back office'],
        summary:
          'The driver accounts, newest first: every one for an admin, those of its bookings for a supplier',
        description:
          'Deleted accounts are left out. `keyword` matches the name (case and accents aside), the ' +
          'email address and the phone (also by its digits alone); `state` keeps the `unverified` ' +
          '(address not confirmed, not suspended), the `verified` (not suspended) or the `suspended`. ' +
          'Each driver with the number of bookings the reader may see. 30 a page unless `pageSize` ' +
          `(at most 100) says otherwise. ${SCOPE}`,
        querystring: AdminDriverQuerySchema,
        response: { 200: AdminDriverPageSchema, ...errorResponses(400, 401, 403) },
      },
    },
    async (request, reply) => {
      const { user } = staffOf(request);
      reply.header('cache-control', PRIVATE);
      return adminDrivers.listDrivers(user, request.query);
    },
  );

  app.get(
    '/drivers/:id',
    {
      schema: {
        tags: ['back office'],
        summary: 'A driver and their latest bookings (10 at most, newest pick-up first)',
        description: SCOPE,
        params: ParamsSchema,
        response: { 200: AdminDriverResponseSchema, ...errorResponses(400, 401, 403, 404, 414) },
      },
    },
    async (request, reply) => {
      const { user } = staffOf(request);
      reply.header('cache-control', PRIVATE);
      return { driver: await adminDrivers.getDriver(user, request.params.id) };
    },
  );

  app.post(
    '/drivers/:id/suspend',
    {
      config: FOR_ADMINS,
      schema: {
        tags: ['back office'],
        summary: 'Suspend a driver: signed out at once, cannot sign in (admins)',
        description: CHANGE,
        params: ParamsSchema,
        response: { 200: AdminDriverResponseSchema, ...errorResponses(400, 401, 403, 404, 414) },
      },
    },
    async (request) => {
      const { user } = staffOf(request);
      return { driver: await adminDrivers.suspend(user, request.params.id, new Date()) };
    },
  );

  app.post(
    '/drivers/:id/reinstate',
    {
      config: FOR_ADMINS,
      schema: {
        tags: ['back office'],
        summary: 'Lift a driver’s suspension (admins)',
        description: CHANGE,
        params: ParamsSchema,
        response: { 200: AdminDriverResponseSchema, ...errorResponses(400, 401, 403, 404, 414) },
      },
    },
    async (request) => {
      const { user } = staffOf(request);
      return { driver: await adminDrivers.reinstate(user, request.params.id, new Date()) };
    },
  );
};
