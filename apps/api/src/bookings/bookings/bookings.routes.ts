import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  AmendmentQuoteSchema,
  BookingAmendmentBodySchema,
  BookingDeleteBodySchema,
  BookingListQuerySchema,
  BookingListSchema,
  BookingResponseSchema,
  BookingStatusBodySchema,
  BulkBookingAnswerSchema,
} from '@roadbook/domain/contracts/bookings';
import { BOOKING_TOKEN_HEADER } from '@roadbook/domain/contracts/checkout';
import { errorResponses } from '../../http/error-responses';
import { requestLanguage } from '../../http/request-language';
import { DomainError } from '@roadbook/domain/error-codes';
import { requireSession } from '../../plugins/session';
import { payerOf } from './booking-access';
import type { BookingAmendments } from './booking-amendments';
import type { BookingsService } from './bookings.service';

const ParamsSchema = z.object({ id: z.uuid() });
const HeadersSchema = z.object({ [BOOKING_TOKEN_HEADER]: z.string().min(1).max(100).optional() });
const PRIVATE = 'private, no-store';

/** The bookings of the one asking: list, page, status changes, changes, cancel requests, deletions. */
export const bookingRoutes: FastifyPluginAsyncZod<{
  bookings: BookingsService;
  amendments: BookingAmendments;
}> = async (app, { bookings, amendments }) => {
  /** The booking of the request's `id` as the one asking reads it (GET /api/bookings/{id}'s answer). */
  const bookingAsRead = async (id: string, request: FastifyRequest, now: Date) => ({
    booking: await bookings.getBooking(id, payerOf(request), requestLanguage(request), now),
  });

  app.get(
    '/bookings',
    {
      schema: {
        tags: ['bookings'],
        summary: 'The bookings the signed-in user may see, filtered, newest pick-up first',
        description:
          'A driver sees their own bookings, a supplier those of its cars, an admin all. `status` and ' +
          '`supplier` may repeat; `from` and `to` are calendar days (YYYY-MM-DD) in the marketplace time ' +
          'zone and keep the bookings whose rental meets them; `keyword` matches the booking number, ' +
          "the car, the supplier and the driver; `driver` (an id) keeps one driver's bookings among " +
          'those. 20 a page unless `pageSize` (at most 100) says otherwise.',
        querystring: BookingListQuerySchema,
        response: { 200: BookingListSchema, ...errorResponses(400, 401) },
      },
    },
    async (request, reply) => {
      const { user } = requireSession(request);
      reply.header('cache-control', PRIVATE);
      return bookings.listBookings(user, request.query);
    },
  );

  app.get(
    '/bookings/:id',
    {
      schema: {
        tags: ['bookings'],
        summary: 'A booking: car, supplier, places, times, options, quote, what is paid, due and refunded',
        description:
          "For the booking's driver, its supplier or an admin signed in, or a visitor's page with the " +
          'X-Booking-Token of its checkout. Places are named in the language asked for; `payment` says ' +
          'what to pay while the booking waits for its online payment.',
        params: ParamsSchema,
        headers: HeadersSchema,
        response: { 200: BookingResponseSchema, ...errorResponses(400, 401, 404, 414) },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', PRIVATE);
      return bookingAsRead(request.params.id, request, new Date());
    },
  );

  app.post(
    '/bookings/status',
    {
      schema: {
        tags: ['bookings'],
        summary: 'Change the status of bookings, by the status table, for the role that asks',
        description:
          'Each booking is changed in its own transaction. `refused` lists those left as they were: ' +
          '`booking.transitionRefused` (the table has no such row for this role and status), ' +
          '`common.notFound` (unknown, or not yours), `booking.carUnavailable` (the car is taken ' +
          'again). A cancellation refunds what the 24-hour rule gives back, through the provider.',
        body: BookingStatusBodySchema,
        response: { 200: BulkBookingAnswerSchema, ...errorResponses(400, 401, 413, 415) },
      },
    },
    async (request) => {
      const { user } = requireSession(request);
      return bookings.changeStatus(user, request.body.ids, request.body.status, new Date());
    },
  );

  app.post(
    '/bookings/delete',
    {
      schema: {
        tags: ['bookings'],
        summary: 'Delete bookings (suppliers and admins): cancelled ones and holds that took no money',
        body: BookingDeleteBodySchema,
        response: { 200: BulkBookingAnswerSchema, ...errorResponses(400, 401, 413, 415) },
      },
    },
    async (request) => {
      const { user } = requireSession(request);
      return bookings.deleteBookings(user, request.body.ids);
    },
  );

  app.delete(
    '/bookings/:id',
    {
      schema: {
        tags: ['bookings'],
        summary: 'Delete one booking (suppliers and admins): a cancelled one or a hold that took no money',
        params: ParamsSchema,
        response: { 204: z.null(), ...errorResponses(400, 401, 404, 409, 414) },
      },
    },
    async (request, reply) => {
      const { user } = requireSession(request);
      const { refused } = await bookings.deleteBookings(user, [request.params.id]);
      const [refusal] = refused;
      if (refusal !== undefined) throw new DomainError(refusal.code);
      return reply.code(204).send(null);
    },
  );

  for (const answer of ['accept', 'decline'] as const) {
    app.post(
      `/bookings/:id/${answer}`,
      {
        schema: {
          tags: ['bookings'],
          summary:
            answer === 'accept'
              ? 'The driver accepts a booking an agency made by hand in their name: it then sees their details'
              : 'The driver declines a booking an agency made by hand in their name: the car is released',
          description:
            '409 `booking.answerRefused` for a booking that does not wait for its driver’s answer ' +
            '(made by the driver, already answered, or no longer held); 404 for another’s booking.',
          params: ParamsSchema,
          response: { 200: BookingResponseSchema, ...errorResponses(400, 401, 404, 409, 414) },
        },
      },
      async (request) => {
        const { user } = requireSession(request);
        const now = new Date();
        await bookings.answerBooking(user, request.params.id, answer, now);
        return bookingAsRead(request.params.id, request, now);
      },
    );
  }

  app.post(
    '/bookings/:id/cancel-request',
    {
      schema: {
        tags: ['bookings'],
        summary: 'The driver asks to cancel their booking; its supplier or an admin finalises it',
        description:
          '409 `booking.cancelRequestRefused` once asked, after the pick-up, or for a booking that is ' +
          'not live (waiting for its payment, cancelled, completed, held by hand).',
        params: ParamsSchema,
        response: { 200: BookingResponseSchema, ...errorResponses(400, 401, 404, 409, 414) },
      },
    },
    async (request) => {
      const { user } = requireSession(request);
      const now = new Date();
      await bookings.requestCancellation(user, request.params.id, now);
      return bookingAsRead(request.params.id, request, now);
    },
  );

  const AMENDMENT_RULES =
    'The driver changes a live booking before its pick-up when paying at the counter or with the ' +
    'amendments option, the supplier or an admin any booking that holds its car (409 ' +
    "`booking.amendmentRefused` otherwise). The period follows the checkout's rules (a pick-up kept is " +
    "not checked against the clock again), the places must be the car's, the options available; 409 " +
    '`booking.carUnavailable` when another booking holds the car over the new period.';

  app.post(
    '/bookings/:id/amendment-quote',
    {
      schema: {
        tags: ['bookings'],
        summary: 'What a change of the booking would cost; nothing is changed',
        description:
          AMENDMENT_RULES +
          ' `differenceMinor` is what the driver pays online before the change is made (> 0) or what ' +
          'is refunded (< 0); what a supplier or an admin adds is due at the counter.',
        params: ParamsSchema,
        body: BookingAmendmentBodySchema,
        response: { 200: AmendmentQuoteSchema, ...errorResponses(400, 401, 404, 409, 413, 414, 415) },
      },
    },
    async (request, reply) => {
      const { user } = requireSession(request);
      reply.header('cache-control', PRIVATE);
      return amendments.quoteAmendment(user, request.params.id, request.body, new Date());
    },
  );

  app.post(
    '/bookings/:id/amend',
    {
      schema: {
        tags: ['bookings'],
        summary: 'Changes the booking: its period, places and options',
        description:
          AMENDMENT_RULES +
          ' A change that costs nothing more online is made at once (what it takes off is refunded ' +
          "through the provider that took it); a driver's change that costs more is made once its " +
          'difference is paid: the booking then says so in `payment` (purpose `amendment`), paid ' +
          'through the same payment routes as a checkout.',
        params: ParamsSchema,
        body: BookingAmendmentBodySchema,
        response: { 200: BookingResponseSchema, ...errorResponses(400, 401, 404, 409, 413, 414, 415) },
      },
    },
    async (request) => {
      const { user } = requireSession(request);
      const now = new Date();
      await amendments.amend(user, request.params.id, request.body, now);
      return bookingAsRead(request.params.id, request, now);
    },
  );
};
