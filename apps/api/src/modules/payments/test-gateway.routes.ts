import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { BOOKING_STATUSES } from '@roadbook/domain/enums';
import { errorResponses } from '../../http/error-responses';
import { requireSession } from '../../plugins/session';
import type { TestGateway } from './test-gateway.service';

const ParamsSchema = z.object({ bookingId: z.uuid() });
const PaidSchema = z.object({
  outcome: z.enum(['accepted', 'alreadyRecorded', 'refundDue']),
  booking: z.object({ id: z.uuid(), status: z.enum(BOOKING_STATUSES) }),
});

/** The test gateway's two buttons, for the booking's driver (or an admin). */
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
          "provider's answer: deposit → deposit, full → paid. 402 payment.failed once the payment " +
          'window has ended or when the booking is not waiting for a payment; 403 for another ' +
          "driver's booking.",
        params: ParamsSchema,
        response: { 200: PaidSchema, ...errorResponses(400, 401, 402, 403, 404, 414) },
      },
    },
    async (request) => testGateway.pay(request.params.bookingId, requireSession(request).user, new Date()),
  );

  app.post(
    '/test-gateway/:bookingId/decline',
    {
      schema: {
        tags: ['payments'],
        summary: 'Test mode — no money moves: decline the payment',
        description: '402 payment.failed; the booking waits for another try until its window ends.',
        params: ParamsSchema,
        response: errorResponses(400, 401, 402, 403, 404, 414),
      },
    },
    async (request) =>
      testGateway.decline(request.params.bookingId, requireSession(request).user, new Date()),
  );
};
