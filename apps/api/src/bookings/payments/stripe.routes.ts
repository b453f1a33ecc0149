import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { PaymentRedirectSchema, StartPaymentBodySchema } from '@roadbook/domain/contracts/payments';
import { requestLanguage } from '../../http/request-language';
import { payerOf } from '../bookings/booking-access';
import {
  checkPaymentSchema,
  headerText,
  providerId,
  registerWebhook,
  startPaymentSchema,
} from './payment-route-schemas';
import type { StripeRail } from './stripe.service';

/** Stripe Checkout's routes: the session to pay on, its check, and Stripe's webhook when set up. */
export const stripeRoutes: FastifyPluginAsyncZod<{ stripe: StripeRail; hasWebhook: boolean }> = async (
  app,
  { stripe, hasWebhook },
) => {
  app.post(
    '/create-checkout-session',
    {
      schema: startPaymentSchema(
        'A Stripe Checkout Session for what the booking asks now; the browser goes to its url',
        "Answers the session's id (`reference`) and Stripe's page (`url`), in the language of the " +
          'request; Stripe sends the payer back to /checkout-session/{id}, or to /checkout?b={bookingId} ' +
          "when they cancel. The session expires with the booking's payment window, but not sooner " +
          "than Stripe's 30 minutes. 402 payment.failed when the booking waits for no payment or its " +
          'window has ended; 503 payment.providerUnavailable when Stripe cannot be reached.',
        StartPaymentBodySchema,
        PaymentRedirectSchema,
      ),
    },
    async (request) =>
      stripe.startSession(request.body.bookingId, payerOf(request), requestLanguage(request), new Date()),
  );

  app.post(
    '/check-checkout-session/:sessionId',
    {
      schema: checkPaymentSchema(
        'Ask Stripe whether the Checkout Session was paid, and record the payment',
        'The session is read from Stripe; its booking is the one it was made for, which the caller ' +
          'must be allowed to pay (signed in, or X-Booking-Token: 401, 403 otherwise; 404 for a ' +
          "session Stripe does not know). Complete and paid: recorded with the session's amount — " +
          'deposit → deposit, full → paid; alreadyRecorded the second time; after the window, ' +
          'reinstated while the car is free (else refundDue). 409 payment.pending while the session ' +
          'is open or its money on the way; 402 payment.failed when it expired; 503 ' +
          'payment.providerUnavailable.',
        z.object({ sessionId: providerId(255) }),
      ),
    },
    async (request) => stripe.checkSession(request.params.sessionId, payerOf(request)),
  );

  if (!hasWebhook) return;
  await registerWebhook(
    app,
    '/webhooks/stripe',
    {
      summary: "Stripe's webhook: a paid Checkout Session confirms its booking",
      description:
        'Checked with STRIPE_WEBHOOK_SECRET against the Stripe-Signature header over the raw body; ' +
        '400 when it does not match, and nothing changes. checkout.session.completed and ' +
        'checkout.session.async_payment_succeeded of a paid session go through the payment path; ' +
        'other events are ignored (200).',
    },
    async (request, rawBody) => stripe.receiveWebhook(rawBody, headerText(request, 'stripe-signature')),
  );
};
