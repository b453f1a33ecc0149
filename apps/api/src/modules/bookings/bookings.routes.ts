import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { BookingResponseSchema } from '@roadbook/domain/contracts/bookings';
import { BOOKING_TOKEN_HEADER } from '@roadbook/domain/contracts/checkout';
import { errorResponses } from '../../http/error-responses';
import { requestLanguage } from '../../http/request-language';
import { payerOf } from './booking-access';
import type { BookingsService } from './bookings.service';

const ParamsSchema = z.object({ id: z.uuid() });
const HeadersSchema = z.object({ [BOOKING_TOKEN_HEADER]: z.string().min(1).max(100).optional() });

/** A booking for its confirmation page. */
export const bookingRoutes: FastifyPluginAsyncZod<{ bookings: BookingsService }> = async (
  app,
  { bookings },
) => {
  app.get(
    '/bookings/:id',
    {
      schema: {
        tags: ['bookings'],
        summary: 'A booking: car, supplier, places, times, options, quote, what is paid and due',
        description:
          "For the booking's driver, its supplier or an admin signed in, or a visitor's page with the " +
          'X-Booking-Token of its checkout. Places are named in the language asked for; `payment` says ' +
          'what to pay while the booking waits for its online payment.',
        params: ParamsSchema,
        headers: HeadersSchema,
        response: { 200: BookingResponseSchema, ...errorResponses(400, 401, 403, 404, 414) },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'private, no-store');
      const booking = await bookings.getBooking(
        request.params.id,
        payerOf(request),
        requestLanguage(request),
        new Date(),
      );
      return { booking };
    },
  );
};
