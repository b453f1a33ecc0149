import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { CreatePayPalOrderBodySchema, PayPalOrderSchema } from '@roadbook/domain/contracts/payments';
import { payerOf } from '../bookings/booking-access';
import {
  checkPaymentSchema,
  PAYER_RULE,
  providerId,
  registerWebhook,
  startPaymentSchema,
} from './payment-route-schemas';
import type { PayPalRail } from './paypal.service';

/** PayPal's routes: the order for the page's PayPal button, its check, and PayPal's webhook when set up. */
export const payPalRoutes: FastifyPluginAsyncZod<{ payPal: PayPalRail; hasWebhook: boolean }> = async (
  app,
  { payPal, hasWebhook },
) => {
  app.post(
    '/create-paypal-order/',
    {
      schema: startPaymentSchema(
        'A PayPal order (intent CAPTURE) for what the booking asks now',
        "`amount` (minor units) must be the booking's amount due now, else 400 with a field error; " +
          '`name` and `description` are not used (the order names the car and the booking). 402 ' +
          'payment.failed when the booking waits for no payment or its window has ended; 503 ' +
          'payment.providerUnavailable when PayPal cannot be reached.',
        CreatePayPalOrderBodySchema,
        PayPalOrderSchema,
      ),
    },
    async (request) => payPal.createOrder(request.body, payerOf(request), new Date()),
  );

  app.post(
    '/check-paypal-order/:bookingId/:orderId',
    {
      schema: checkPaymentSchema(
        'Capture the approved PayPal order and record the payment',
        `${PAYER_RULE} The server captures the order (or reads it back when captured before) and ` +
          "records a COMPLETED capture of that order, for that booking, of the booking's amount in USD: " +
          'deposit → deposit, full → paid; the same check again answers alreadyRecorded, and a payment ' +
          'after the window reinstates the booking while its car is free (else refundDue). 402 ' +
          "payment.failed for an order that is unknown, not approved, declined, another booking's or of " +
          'another amount; 409 payment.pending while PayPal holds the capture; 503 ' +
          'payment.providerUnavailable.',
        z.object({ bookingId: z.uuid(), orderId: providerId(64) }),
      ),
    },
    async (request) => payPal.checkOrder(request.params.bookingId, request.params.orderId, payerOf(request)),
  );

  if (!hasWebhook) return;
  await registerWebhook(
    app,
    '/webhooks/paypal',
    {
      summary: "PayPal's webhook: a completed capture confirms its booking",
      description:
        'Verified by PayPal (verify-webhook-signature with PAYPAL_WEBHOOK_ID and the paypal-transmission-* ' +
        'headers); 400 when PayPal does not vouch for it, and nothing changes. PAYMENT.CAPTURE.COMPLETED ' +
        'reads the order from PayPal and goes through the payment path; other events are ignored (200).',
    },
    async (request, rawBody) => payPal.receiveWebhook(request.headers, rawBody),
  );
};
