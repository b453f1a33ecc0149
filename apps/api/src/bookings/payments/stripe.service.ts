// Paying with Stripe Checkout (the card gateway when Stripe is chosen). The server creates a
// Checkout Session for what the booking asks now and the browser goes to Stripe's page; Stripe
// sends it back to /checkout-session/{id}, whose page asks the server to check the session. The
// server asks Stripe, never the address: a complete and paid session goes through the payment path
// with the session's own booking, amount and currency. Stripe's signed webhook
// (checkout.session.completed, checkout.session.async_payment_succeeded) confirms a booking whose
// browser never came back.
import type { FastifyBaseLogger } from 'fastify';
import { z } from 'zod';
import { BASE_CURRENCY, type Language } from '@roadbook/domain/constants';
import type { PaymentRedirect } from '@roadbook/domain/contracts/payments';
import { DomainError } from '@roadbook/domain/error-codes';
import type { DatabaseHandle } from '../../db/client';
import {
  checkoutSessionExpiry,
  type CheckoutSession,
  type StripeCheckout,
} from '../../integrations/payments/stripe';
import { findBookingForPayer, findPayableBooking, type Payer } from '../bookings/booking-access';
import { describeBooking } from './payment-booking';
import type { PaymentResult, PaymentsService } from './payments.service';
import { deliveryOutcome, IGNORED, unverifiedDelivery, type WebhookAnswer } from './webhook-delivery';

export interface StripeRailDependencies {
  database: DatabaseHandle;
  payments: Pick<PaymentsService, 'acceptPayment'>;
  stripe: StripeCheckout;
  /** The site's address, where Stripe sends the payer back. */
  siteUrl: string;
  log: Pick<FastifyBaseLogger, 'info' | 'warn'>;
}

/** The events whose session may have been paid. */
const PAID_EVENTS = new Set(['checkout.session.completed', 'checkout.session.async_payment_succeeded']);

const isUuid = (value: unknown): value is string => z.uuid().safeParse(value).success;

/** The booking a session was made for: its client reference, which its metadata repeats. */
export function bookingOfSession(session: CheckoutSession): string | null {
  const bookingId = session.client_reference_id;
  return isUuid(bookingId) && session.metadata?.bookingId === bookingId ? bookingId : null;
}

export function createStripeRail({ database, payments, stripe, siteUrl, log }: StripeRailDependencies) {
  const { db } = database;

  /** A complete, paid session through the payment path; 409 while open or awaiting the money, else 402. */
  async function settle(bookingId: string, session: CheckoutSession): Promise<PaymentResult> {
    const { status, payment_status: paymentStatus } = session;
    const paymentIntentId =
      typeof session.payment_intent === 'string' ? session.payment_intent : session.payment_intent?.id;
    if (status === 'complete' && paymentStatus === 'paid' && paymentIntentId !== undefined) {
      return payments.acceptPayment({
        bookingId,
        provider: 'stripe',
        reference: paymentIntentId,
        amountMinor: session.amount_total ?? -1,
        currency: (session.currency ?? '').toUpperCase(),
        providerIds: { sessionId: session.id, paymentIntentId },
      });
    }
    log.info({ bookingId, sessionId: session.id, status, paymentStatus }, 'Stripe session not paid');
    // Open: the payer has not finished; complete but unpaid: a delayed payment method, whose money
    // Stripe confirms later (async_payment_succeeded).
    if (status === 'open' || (status === 'complete' && paymentStatus === 'unpaid')) {
      throw new DomainError('payment.pending');
    }
    throw new DomainError('payment.failed');
  }

  return {
    /** A Checkout Session of what the booking asks now, and Stripe's page to pay it on. */
    async startSession(
      bookingId: string,
      payer: Payer,
      language: Language,
      now: Date,
    ): Promise<PaymentRedirect> {
      const booking = await findPayableBooking(db, bookingId, payer, now);
      const description = await describeBooking(db, booking.id);
      const session = await stripe.createSession({
        mode: 'payment',
        line_items: [
          {
            quantity: 1,
            price_data: {
              currency: BASE_CURRENCY.toLowerCase(),
              unit_amount: booking.dueNowMinor,
              product_data: { name: description.carName, description: `Booking ${description.number}` },
            },
          },
        ],
        client_reference_id: booking.id,
        metadata: { bookingId: booking.id },
        payment_intent_data: { metadata: { bookingId: booking.id } },
        expires_at: checkoutSessionExpiry(booking.paymentExpiresAt, now),
        success_url: `${siteUrl}/checkout-session/{CHECKOUT_SESSION_ID}`,
        cancel_url: `${siteUrl}/checkout?b=${booking.id}`,
        customer_email: description.driverEmail,
        locale: language,
      });
      if (session.url === null) throw new DomainError('payment.providerUnavailable');
      return { reference: session.id, url: session.url };
    },

    /**
     * What Stripe says of the session: paid → recorded (alreadyRecorded the second time); 404 for a
     * session Stripe does not know or not made here; 401/403 for someone who may not pay its
     * booking; 409 payment.pending; 402 payment.failed when it expired.
     */
    async checkSession(sessionId: string, payer: Payer): Promise<PaymentResult> {
      const session = await stripe.retrieveSession(sessionId);
      const bookingId = session === null ? null : bookingOfSession(session);
      if (session === null || bookingId === null) throw new DomainError('common.notFound');
      await findBookingForPayer(db, bookingId, payer);
      return settle(bookingId, session);
    },

    /** A webhook delivery: Stripe's signature must match the raw body (400 otherwise). */
    async receiveWebhook(rawBody: Buffer, signature: string | undefined): Promise<WebhookAnswer> {
      const event = stripe.eventOf(rawBody, signature);
      if (event === null) throw unverifiedDelivery();
      if (!PAID_EVENTS.has(event.type) || event.data.object.object !== 'checkout.session') return IGNORED;
      const session = event.data.object as CheckoutSession;
      const bookingId = bookingOfSession(session);
      if (bookingId === null || session.payment_status !== 'paid') return IGNORED;
      return deliveryOutcome(() => settle(bookingId, session));
    },
  };
}

export type StripeRail = ReturnType<typeof createStripeRail>;
