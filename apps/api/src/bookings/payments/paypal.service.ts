// Paying with PayPal (the default card gateway). The page's PayPal button asks the server for an
// order of what the booking asks now (intent CAPTURE, the booking's id as the purchase unit's
// reference and custom id); once the payer approves it in PayPal's window, the page asks the
// server to check the order, and the server captures it. Only PayPal's own answer counts: a
// COMPLETED capture of that order, for that booking, of the amount due in USD, goes through the
// payment path. PayPal's PAYMENT.CAPTURE.COMPLETED webhook, verified by PayPal, confirms a booking
// whose page never came back (the order is read from PayPal again).
import type { FastifyBaseLogger } from 'fastify';
import { z } from 'zod';
import type { CreatePayPalOrderBody, PayPalOrder as OrderAnswer } from '@roadbook/domain/contracts/payments';
import { DomainError } from '@roadbook/domain/error-codes';
import type { DatabaseHandle } from '../../db/client';
import { parseRequestPart } from '../../http/parse-input';
import { minorFromDecimal } from '../../integrations/payments/decimal-amount';
import type { PayPal, PayPalOrder } from '../../integrations/payments/paypal';
import { findBookingForPayer, findPayableBooking, type Payer } from '../bookings/booking-access';
import { describeBooking } from './payment-booking';
import type { PaymentResult, PaymentsService } from './payments.service';
import { deliveryOutcome, IGNORED, unverifiedDelivery, type WebhookAnswer } from './webhook-delivery';

export interface PayPalRailDependencies {
  database: DatabaseHandle;
  payments: Pick<PaymentsService, 'acceptPayment'>;
  payPal: PayPal;
  log: Pick<FastifyBaseLogger, 'info' | 'warn'>;
}

/** The part of a PAYMENT.CAPTURE.COMPLETED event the server reads: the booking and the order. */
const CaptureEventSchema = z.object({
  event_type: z.literal('PAYMENT.CAPTURE.COMPLETED'),
  resource: z.object({
    id: z.string(),
    custom_id: z.uuid(),
    supplementary_data: z.object({ related_ids: z.object({ order_id: z.string().min(1) }) }),
  }),
});

export function createPayPalRail({ database, payments, payPal, log }: PayPalRailDependencies) {
  const { db } = database;

  /** The order's completed capture for `bookingId`, through the payment path. */
  async function settle(bookingId: string, order: PayPalOrder): Promise<PaymentResult> {
    const [unit, ...others] = order.purchase_units;
    if (
      unit === undefined ||
      others.length > 0 ||
      unit.reference_id !== bookingId ||
      unit.custom_id !== bookingId
    ) {
      log.warn({ bookingId, orderId: order.id }, 'PayPal order of another booking');
      throw new DomainError('payment.failed');
    }
    const captures = unit.payments?.captures ?? [];
    const capture = captures.find((candidate) => candidate.status === 'COMPLETED');
    if (capture === undefined) {
      log.info(
        { bookingId, orderId: order.id, statuses: captures.map(({ status }) => status) },
        'PayPal order not captured',
      );
      throw new DomainError(
        captures.some(({ status }) => status === 'PENDING') ? 'payment.pending' : 'payment.failed',
      );
    }
    const amountMinor = minorFromDecimal(capture.amount.value);
    if (amountMinor === null) throw new DomainError('payment.failed');
    return payments.acceptPayment({
      bookingId,
      provider: 'payPal',
      reference: capture.id,
      amountMinor,
      currency: capture.amount.currency_code,
      providerIds: { orderId: order.id, captureId: capture.id },
    });
  }

  return {
    /** A PayPal order of what the booking asks now; `amount` must be that amount (400 otherwise). */
    async createOrder(body: CreatePayPalOrderBody, payer: Payer, now: Date): Promise<OrderAnswer> {
      const booking = await findPayableBooking(db, body.bookingId, payer, now);
      parseRequestPart(z.object({ amount: z.literal(booking.dueNowMinor) }), { amount: body.amount }, 'body');
      const { label } = await describeBooking(db, booking.id);
      const orderId = await payPal.createOrder(
        { id: booking.id, amountMinor: booking.dueNowMinor, currency: body.currency },
        label,
      );
      return { orderId };
    },

    /**
     * Captures the approved order and records it: 402 payment.failed for an order that is not the
     * booking's, not approved, declined or of another amount; 409 payment.pending while PayPal
     * holds the capture. A second call finds it recorded.
     */
    async checkOrder(bookingId: string, orderId: string, payer: Payer): Promise<PaymentResult> {
      await findBookingForPayer(db, bookingId, payer);
      const answer = await payPal.captureOrder(orderId);
      if (answer.kind !== 'captured') {
        log.info({ bookingId, orderId, answer }, 'PayPal capture refused');
        throw new DomainError('payment.failed');
      }
      return settle(bookingId, answer.order);
    },

    /** A webhook delivery: PayPal must vouch for it (400 otherwise); a completed capture is recorded. */
    async receiveWebhook(
      headers: Record<string, string | string[] | undefined>,
      rawBody: Buffer,
    ): Promise<WebhookAnswer> {
      const text = rawBody.toString('utf8');
      if (!(await payPal.verifyWebhook(headers, text))) throw unverifiedDelivery();
      const event = CaptureEventSchema.safeParse(JSON.parse(text));
      if (!event.success) return IGNORED;
      const { custom_id: bookingId, supplementary_data: data } = event.data.resource;
      const order = await payPal.getOrder(data.related_ids.order_id);
      if (order === null) return { received: true, outcome: 'refused' };
      return deliveryOutcome(() => settle(bookingId, order));
    },
  };
}

export type PayPalRail = ReturnType<typeof createPayPalRail>;
