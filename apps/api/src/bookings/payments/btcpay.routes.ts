import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { PaymentRedirectSchema, StartPaymentBodySchema } from '@roadbook/domain/contracts/payments';
import { BTCPAY_SIGNATURE_HEADER } from '../../integrations/payments/btcpay';
import { payerOf } from '../bookings/booking-access';
import type { BtcpayRail } from './btcpay.service';
import {
  checkPaymentSchema,
  headerText,
  PAYER_RULE,
  providerId,
  registerWebhook,
  startPaymentSchema,
} from './payment-route-schemas';

/** BTCPay Server's routes: the invoice to pay on, its check, and BTCPay's webhook. */
export const btcpayRoutes: FastifyPluginAsyncZod<{ btcpay: BtcpayRail }> = async (app, { btcpay }) => {
  app.post(
    '/create-btcpay-invoice',
    {
      schema: startPaymentSchema(
        'A BTCPay Server invoice (Lightning) for what the booking asks now; the browser goes to its url',
        "Answers the invoice's id (`reference`) and BTCPay's checkout (`url`), payable until the " +
          "booking's window ends; BTCPay sends the payer back to /checkout?b={bookingId}. 402 " +
          'payment.failed when the booking waits for no payment or its window has ended; 503 ' +
          'payment.providerUnavailable when BTCPay cannot be reached.',
        StartPaymentBodySchema,
        PaymentRedirectSchema,
      ),
    },
    async (request) => btcpay.startInvoice(request.body.bookingId, payerOf(request), new Date()),
  );

  app.post(
    '/check-btcpay-invoice/:bookingId/:invoiceId',
    {
      schema: checkPaymentSchema(
        'Ask BTCPay Server whether the invoice is settled, and record the payment',
        `${PAYER_RULE} The invoice is read from BTCPay and must be the booking's. Settled: recorded ` +
          "with the invoice's amount — deposit → deposit, full → paid; alreadyRecorded the second time; " +
          'after the window, reinstated while the car is free (else refundDue). 409 payment.pending ' +
          "while New or Processing; 402 payment.failed when Expired, Invalid, unknown or another booking's; " +
          '503 payment.providerUnavailable.',
        z.object({ bookingId: z.uuid(), invoiceId: providerId(64) }),
      ),
    },
    async (request) =>
      btcpay.checkInvoice(request.params.bookingId, request.params.invoiceId, payerOf(request)),
  );

  await registerWebhook(
    app,
    '/webhooks/btcpay',
    {
      summary: "BTCPay Server's webhook: a settled invoice confirms its booking",
      description:
        'Checked with BTCPAY_WEBHOOK_SECRET against the BTCPay-Sig header (sha256=HMAC of the raw body); ' +
        '400 when it does not match, and nothing changes. InvoiceSettled reads the invoice from BTCPay ' +
        'and goes through the payment path; other events are ignored (200).',
    },
    async (request, rawBody) => btcpay.receiveWebhook(rawBody, headerText(request, BTCPAY_SIGNATURE_HEADER)),
  );
};
