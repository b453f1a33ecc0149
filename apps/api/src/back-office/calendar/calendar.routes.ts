// The back office's availability calendar under /api/admin: the calendar of the reader's cars, and
// the blocked periods (maintenance) added to a car and removed. For admins (every car) and suppliers
// (their own); 401 for a visitor and 403 for a driver before anything else is read.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { CarBlockInputSchema } from '@roadbook/domain/car-block-schema';
import {
  CalendarPageSchema,
  CalendarQuerySchema,
  CarBlockResponseSchema,
  MAX_CALENDAR_DAYS,
} from '@roadbook/domain/contracts/calendar';
import { errorResponses } from '../../http/error-responses';
import { staffOf } from '../back-office-guard';
import type { CalendarService } from '../../bookings/calendar/calendar.service';
import type { CarBlocksService } from '../../bookings/calendar/car-blocks.service';

export interface CalendarRoutesOptions {
  calendar: CalendarService;
  blocks: CarBlocksService;
}

const ParamsSchema = z.object({ id: z.uuid() });
const PRIVATE = 'private, no-store';
const SCOPE =
  'A supplier blocks its own cars only: another supplier’s car (or block) answers 404 common.notFound, ' +
  'as an unknown one.';

export const calendarRoutes: FastifyPluginAsyncZod<CalendarRoutesOptions> = async (
  app,
  { calendar, blocks },
) => {
  app.get(
    '/calendar',
    {
      schema: {
        tags: ['back office'],
        summary: 'The availability calendar: the reader’s cars, their bookings and blocked periods',
        description:
          '`from` and `to` are calendar days (YYYY-MM-DD) of the marketplace time zone, inclusive, at ' +
          `most ${MAX_CALENDAR_DAYS} of them (validation.endBeforeStart, validation.periodTooLong at ` +
          '`to`). A page of the reader’s cars (a supplier’s own; every car, or `supplier`’s, for an ' +
          'admin), `car` (repeatable) keeping some of them, sorted by name then id, 30 a page unless ' +
          '`pageSize` (at most 100) says otherwise; each with its bookings that meet the span (cancelled ' +
          'ones left out) and its blocks.',
        querystring: CalendarQuerySchema,
        response: { 200: CalendarPageSchema, ...errorResponses(400, 401, 403) },
      },
    },
    async (request, reply) => {
      const { user } = staffOf(request);
      reply.header('cache-control', PRIVATE);
      return calendar.calendar(user, request.query);
    },
  );

  app.post(
    '/cars/:id/blocks',
    {
      schema: {
        tags: ['back office'],
        summary: 'Block a car over a period (maintenance): nobody can book it then',
        description:
          'Body: `from` and `to`, ISO 8601 date-times with an offset, the period [from, to) — `to` ' +
          'after `from` (validation.endNotAfterStart) and at most 365 days later ' +
          '(validation.periodTooLong) — and an optional `reason` (200 characters). 409 ' +
          'booking.carUnavailable when a booking that holds the car, or another block, meets the ' +
          `period. The change is written to the audit trail. ${SCOPE}`,
        params: ParamsSchema,
        body: CarBlockInputSchema,
        response: { 201: CarBlockResponseSchema, ...errorResponses(400, 401, 403, 404, 409, 413, 414, 415) },
      },
    },
    async (request, reply) => {
      const { user } = staffOf(request);
      const block = await blocks.addBlock(user, request.params.id, request.body, new Date());
      return reply.status(201).send({ block });
    },
  );

  app.delete(
    '/blocks/:id',
    {
      schema: {
        tags: ['back office'],
        summary: 'Remove a blocked period: the car can be booked then again',
        description: `The change is written to the audit trail. ${SCOPE}`,
        params: ParamsSchema,
        response: { 204: z.null(), ...errorResponses(400, 401, 403, 404, 414) },
      },
    },
    async (request, reply) => {
      const { user } = staffOf(request);
      await blocks.removeBlock(user, request.params.id);
      return reply.code(204).send(null);
    },
  );
};
