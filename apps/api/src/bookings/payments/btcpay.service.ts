// Paying with Lightning through a BTCPay Server store (offered besides the card gateway). The
// server creates an invoice in USD for what the booking asks now, with the booking's id in its
// metadata and the rest of the payment window to pay it; the browser goes to BTCPay's checkout,
// which sends it back to the checkout page, whose page asks the server to check the invoice. The
// server asks BTCPay, never the browser: a Settled invoice of that booking goes through the payment
// path with the invoice's own amount and currency. BTCPay's signed InvoiceSettled webhook confirms a
// booking whose browser never came back (the invoice is read from BTCPay again).
import type { FastifyBaseLogger } from 'fastify';
import { z } from 'zod';
import { BASE_CURRENCY } from '@roadbook/domain/constants';
import type { PaymentRedirect } from '@roadbook/domain/contracts/payments';
import { DomainError } from '@roadbook/domain/error-codes';
import type { DatabaseHandle } from '../../db/client';
import { invoiceMinutes, type Btcpay, type BtcpayInvoice } from '../../integrations/payments/btcpay';
import { minorFromDecimal } from '../../integrations/payments/decimal-amount';
import { findBookingForPayer, findPayableBooking, type Payer } from '../bookings/booking-access';
import { describeBooking } from './payment-booking';
import type { PaymentResult, PaymentsService } from './payments.service';
import { deliveryOutcome, IGNORED, unverifiedDelivery, type WebhookAnswer } from './webhook-delivery';

export interface BtcpayRailDependencies {
  database: DatabaseHandle;
  payments: Pick<PaymentsService, 'acceptPayment'>;
  btcpay: Btcpay;
  /** The BTCPay store whose invoices these are. */
  storeId: string;
  /** The site's address, where BTCPay sends the payer back. */
  siteUrl: string;
  log: Pick<FastifyBaseLogger, 'info' | 'warn'>;
}

const SettledEventSchema = z.object({
  type: z.literal('InvoiceSettled'),
  storeId: z.string(),
  invoiceId: z.string().min(1),
});

export function createBtcpayRail({
  database,
  payments,
  btcpay,
  storeId,
  siteUrl,
  log,
}: BtcpayRailDependencies) {
  const { db } = database;

  /** A Settled invoice of `bookingId` through the payment path; 409 while New or Processing, else 402. */
  async function settle(bookingId: string, invoice: BtcpayInvoice): Promise<PaymentResult> {
    const metadata = invoice.metadata ?? {};
    if (invoice.storeId !== storeId || metadata.bookingId !== bookingId || metadata.orderId !== bookingId) {
      log.warn({ bookingId, invoiceId: invoice.id }, 'BTCPay invoice of another booking');
      throw new DomainError('payment.failed');
    }
    if (invoice.status === 'New' || invoice.status === 'Processing') throw new DomainError('payment.pending');
    const amountMinor = minorFromDecimal(invoice.amount);
    if (invoice.status !== 'Settled' || amountMinor === null) {
      log.info({ bookingId, invoiceId: invoice.id, status: invoice.status }, 'BTCPay invoice not settled');
      throw new DomainError('payment.failed');
    }
    return payments.acceptPayment({
      bookingId,
      provider: 'btcpay',
      reference: invoice.id,
      amountMinor,
      currency: invoice.currency,
      providerIds: { invoiceId: invoice.id, storeId: invoice.storeId },
    });
  }

  return {
    /** An invoice of what the booking asks now, payable until its window ends, and BTCPay's page for it. */
    async startInvoice(bookingId: string, payer: Payer, now: Date): Promise<PaymentRedirect> {
      const booking = await findPayableBooking(db, bookingId, payer, now);
      const { label } = await describeBooking(db, booking.id);
      const invoice = await btcpay.createInvoice({
        bookingId: booking.id,
        amountMinor: booking.dueNowMinor,
        currency: BASE_CURRENCY,
        redirectUrl: `${siteUrl}/checkout?b=${booking.id}`,
        expirationMinutes: invoiceMinutes(booking.paymentExpiresAt, now),
        itemDesc: label,
      });
      return { reference: invoice.id, url: invoice.checkoutLink };
    },

    /**
     * What BTCPay says of the invoice: Settled → recorded (alreadyRecorded the second time);
     * 409 payment.pending while New or Processing; 402 payment.failed when Expired, Invalid,
     * unknown or another booking's.
     */
    async checkInvoice(bookingId: string, invoiceId: string, payer: Payer): Promise<PaymentResult> {
      await findBookingForPayer(db, bookingId, payer);
      const invoice = await btcpay.getInvoice(invoiceId);
      if (invoice === null) throw new DomainError('payment.failed');
      return settle(bookingId, invoice);
    },

    /** A webhook delivery: its BTCPay-Sig must match the raw body (400 otherwise). */
    async receiveWebhook(rawBody: Buffer, signature: string | undefined): Promise<WebhookAnswer> {
      if (!btcpay.isSignedByBtcpay(rawBody, signature)) throw unverifiedDelivery();
      const event = SettledEventSchema.safeParse(JSON.parse(rawBody.toString('utf8')));
      if (!event.success || event.data.storeId !== storeId) return IGNORED;
      const invoice = await btcpay.getInvoice(event.data.invoiceId);
      const bookingId = invoice?.metadata?.bookingId;
      if (invoice === null || typeof bookingId !== 'string') return { received: true, outcome: 'refused' };
      return deliveryOutcome(() => settle(bookingId, invoice));
    },
  };
}

export type BtcpayRail = ReturnType<typeof createBtcpayRail>;
