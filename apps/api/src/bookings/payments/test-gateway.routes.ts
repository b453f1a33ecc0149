import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { PaymentResultSchema } from '@roadbook/domain/contracts/payments';
import { errorResponses } from '../../http/error-responses';
import { payerOf } from '../bookings/booking-access';
import { BookingTokenHeadersSchema } from './payment-route-schemas';
import type { TestGateway } from './test-gateway.service';

const ParamsSchema = z.object({ bookingId: z.uuid() });

/** The test gateway's two buttons, for the booking's driver (or an admin), or a visitor's page with its token. */
export const testGatewayRoutes: FastifyPluginAsyncZod<{ testGateway: TestGateway }> = async (
  app,
  { testGateway },
) => {
  app.post(
    '/test-gateway/:bookingId/pay',
    {
      schema: {
        tags: ['payments'],
        summary: 'Test mode — no money moves: pay what the booking asks now',
        description:
          'Only where no payment provider is set up. Goes through the same payment path as a ' +
          "provider's answer: deposit → deposit, full → paid. The booking's driver (or an admin) signed " +
          'in, or a visitor with the X-Booking-Token of their checkout. 402 payment.failed once the payment ' +
          'window has ended or when the booking is not waiting for a payment; 403 for another ' +
          "driver's booking.",
        params: ParamsSchema,
        headers: BookingTokenHeadersSchema,
        response: { 200: PaymentResultSchema, ...errorResponses(400, 401, 402, 403, 404, 414) },
      },
    },
    async (request) => testGateway.pay(request.params.bookingId, payerOf(request), new Date()),
  );

  app.post(
    '/test-gateway/:bookingId/decline',
    {
      schema: {
        tags: ['payments'],
        summary: 'Test mode — no money moves: decline the payment',
        description: '402 payment.failed; the booking waits for another try until its window ends.',
        params: ParamsSchema,
        headers: BookingTokenHeadersSchema,
        response: errorResponses(400, 401, 402, 403, 404, 414),
      },
    },
    async (request) => testGateway.decline(request.params.bookingId, payerOf(request), new Date()),
  );
};
