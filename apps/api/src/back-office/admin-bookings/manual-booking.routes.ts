// POST /api/admin/bookings: a booking made by hand in the back office, for admins (any car) and
// suppliers (their own cars); 401 for a visitor and 403 for a driver before anything else is read.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { BookingResponseSchema } from '@roadbook/domain/contracts/bookings';
import { ManualBookingInputSchema } from '@roadbook/domain/manual-booking-schema';
import { errorResponses } from '../../http/error-responses';
import { requestLanguage } from '../../http/request-language';
import { staffOf } from '../back-office-guard';
import type { BookingsService } from '../../bookings/bookings/bookings.service';
import type { ManualBookings } from '../../bookings/bookings/manual-booking';

export const manualBookingRoutes: FastifyPluginAsyncZod<{
  manualBookings: ManualBookings;
  bookings: BookingsService;
}> = async (app, { manualBookings, bookings }) => {
  app.post(
    '/bookings',
    {
      schema: {
        tags: ['back office'],
        summary: 'Book a car by hand for a driver: reserved, paid at the counter, priced by the server',
        description:
          'The car is priced as a checkout prices it (quoteRental; never an amount from the body), with ' +
          'the same period rules; its status is `reserved`. `driverEmail` names an existing driver ' +
          'account, or a new one is made without a password (an email sets one; its name ' +
          '`driverFullName`, else the address before the @); an admin’s or a supplier’s address is ' +
          '400 validation.notDriverAccount at driverEmail. The driver is sent the confirmation of a ' +
          'counter booking. 409 booking.carUnavailable when the car is not offered or is taken (a ' +
          'booking or a block) over the period; 400 booking.rentalTooShortForSupplier, ' +
          'quote.optionUnavailable, validation.invalidValue at pickUpLocationId (not one of the car’s ' +
          'places) or dropOffLocationId. A supplier books its own cars only: another’s answers 404 ' +
          'common.notFound. The booking is written to the audit trail. Answers the booking as GET ' +
          '/api/bookings/{id}.',
        body: ManualBookingInputSchema,
        response: { 201: BookingResponseSchema, ...errorResponses(400, 401, 403, 404, 409, 413, 415) },
      },
    },
    async (request, reply) => {
      const { user } = staffOf(request);
      const now = new Date();
      const language = requestLanguage(request);
      const id = await manualBookings.book(user, request.body, language, now);
      const booking = await bookings.getBooking(id, { user, bookingToken: undefined }, language, now);
      return reply.status(201).send({ booking });
    },
  );
};
