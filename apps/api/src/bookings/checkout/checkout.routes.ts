import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  CheckoutAnswerSchema,
  CheckoutBodySchema,
  IDEMPOTENCY_KEY_MAX_LENGTH,
} from '@roadbook/domain/contracts/checkout';
import { errorResponses } from '../../http/error-responses';
import { requestLanguage } from '../../http/request-language';
import type { CheckoutService } from './checkout.service';

const CheckoutHeadersSchema = z.object({
  'idempotency-key': z
    .string()
    .min(1)
    .max(IDEMPOTENCY_KEY_MAX_LENGTH)
    .regex(/^[\x21-\x7e]+$/)
    .optional(),
});

export const checkoutRoutes: FastifyPluginAsyncZod<{
  checkout: CheckoutService;
  formRateLimit: number;
}> = async (app, { checkout, formRateLimit }) => {
  app.post(
    '/checkout',
    {
      config: { rateLimit: { max: formRateLimit, timeWindow: 60_000 } },
      schema: {
        tags: ['bookings'],
        summary: 'Book a car: the server prices it again and holds it',
        description:
          'The quote is computed again (as POST /api/quotes) and stored with the booking. Pay at the ' +
          'counter → pending; deposit or full → void, holding the car for the payment window, with ' +
          '`payment` saying what to pay online. A visitor gives `driver` and gets an account without a ' +
          'password (an email sets one). 409 booking.carUnavailable when the car is taken for an ' +
          'overlapping period; 400 booking.paymentChoiceUnavailable, booking.rentalTooShortForSupplier, ' +
          'booking.licenceRequired, validation.driverMinimumAge; 409 validation.emailAlreadyRegistered. ' +
          'The same request sent again with the same Idempotency-Key header gets the first answer; the ' +
          'key with another request is 422 common.idempotencyKeyReused.',
        headers: CheckoutHeadersSchema,
        body: CheckoutBodySchema,
        response: { 201: CheckoutAnswerSchema, ...errorResponses(400, 403, 404, 409, 413, 415, 422) },
      },
    },
    async (request, reply) => {
      const answer = await checkout.checkout(
        request.body,
        { session: request.session, language: requestLanguage(request) },
        request.headers['idempotency-key'],
        new Date(),
      );
      return reply.status(201).send(answer);
    },
  );
};
