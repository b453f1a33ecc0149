// The one payment path (product-rules.md § Bookings): whatever took the money — PayPal's capture,
// Stripe's session, BTCPay's settled invoice or the test gateway — its answer comes here, checked
// against the booking's id, amount and currency, recorded once, and moves the booking by the status
// table: a deposit → `deposit`, the full amount → `paid`. A repeated answer changes nothing; a late
// one reinstates the booking when the car is still free, and is otherwise money to give back.
import { eq, sql } from 'drizzle-orm';
import { assertBookingTransition } from '@roadbook/domain/booking-status';
import { BASE_CURRENCY } from '@roadbook/domain/constants';
import type { BookingStatus, PaymentProvider } from '@roadbook/domain/enums';
import { DomainError } from '@roadbook/domain/error-codes';
import type { FastifyBaseLogger } from 'fastify';
import type { Database, DatabaseHandle } from '../../db/client';
import { EXCLUSION_VIOLATION, pgErrorCode } from '../../db/pg-error';
import { bookings } from '../../db/schema/bookings';
import { payments } from '../../db/schema/payments';
import type { BookingEmails } from '../bookings/booking-emails';
import type { NotificationsService } from '../notifications/notifications.service';
import type { RefundsService } from '../refunds/refunds.service';

/** What a provider's own answer says was paid. */
export interface ProviderPayment {
  bookingId: string;
  provider: PaymentProvider;
  /** The provider's id of the money taken: unique per provider. */
  reference: string;
  amountMinor: number;
  currency: string;
  providerIds?: Record<string, string>;
}

/**
 * accepted: the booking is now paid (or deposit); alreadyRecorded: this answer came before;
 * refundDue: recorded, but the booking cannot keep it (already paid, or its car taken since).
 */
export type PaymentOutcome = 'accepted' | 'alreadyRecorded' | 'refundDue';

export interface PaymentResult {
  outcome: PaymentOutcome;
  booking: { id: string; status: BookingStatus };
}

export interface PaymentsServiceDependencies {
  database: DatabaseHandle;
  bookingEmails: Pick<BookingEmails, 'queueConfirmation'>;
  notifications: Pick<NotificationsService, 'announce'>;
  refunds: Pick<RefundsService, 'queuePaymentRefund' | 'wake'>;
  log: Pick<FastifyBaseLogger, 'info' | 'warn'>;
}

interface PayableBooking {
  id: string;
  status: BookingStatus;
  paymentChoice: 'counter' | 'deposit' | 'full';
  dueNowMinor: number;
}

async function lockBooking(tx: Database, bookingId: string): Promise<PayableBooking | undefined> {
  const [row] = await tx
    .select({
      id: bookings.id,
      status: bookings.status,
      paymentChoice: bookings.paymentChoice,
      dueNowMinor: bookings.dueNowMinor,
    })
    .from(bookings)
    .where(eq(bookings.id, bookingId))
    .for('update');
  return row;
}

export function createPaymentsService({
  database,
  bookingEmails,
  notifications,
  refunds,
  log,
}: PaymentsServiceDependencies) {
  const { db } = database;

  return {
    /**
     * Records what a provider says it took and moves the booking. An answer that does not match the
     * booking (another amount or currency, a booking paid at the counter, an unknown booking) is
     * refused with payment.failed and changes nothing; the log says why.
     */
    async acceptPayment(payment: ProviderPayment): Promise<PaymentResult> {
      let told: string[] = [];
      const result = await db.transaction(async (tx): Promise<PaymentResult> => {
        const booking = await lockBooking(tx, payment.bookingId);
        const mismatch =
          booking === undefined
            ? 'unknown booking'
            : booking.paymentChoice === 'counter'
              ? 'booking paid at the counter'
              : payment.currency !== BASE_CURRENCY || payment.amountMinor !== booking.dueNowMinor
                ? `amount ${payment.amountMinor} ${payment.currency}, due ${booking.dueNowMinor} ${BASE_CURRENCY}`
                : null;
        if (booking === undefined || mismatch !== null) {
          log.warn(
            { bookingId: payment.bookingId, provider: payment.provider, reason: mismatch },
            'payment refused: it does not match the booking',
          );
          throw new DomainError('payment.failed');
        }

        const target: BookingStatus = booking.paymentChoice === 'deposit' ? 'deposit' : 'paid';
        const isPayable = booking.status === 'void' || booking.status === 'cancelled';
        const [recorded] = await tx
          .insert(payments)
          .values({
            bookingId: booking.id,
            provider: payment.provider,
            reference: payment.reference,
            amountMinor: payment.amountMinor,
            currency: payment.currency,
            status: isPayable ? 'accepted' : 'refundDue',
            providerIds: payment.providerIds ?? {},
          })
          .onConflictDoNothing()
          .returning({ id: payments.id });
        if (recorded === undefined) return { outcome: 'alreadyRecorded', booking };
        const giveBack = { id: recorded.id, bookingId: booking.id, amountMinor: payment.amountMinor };
        if (!isPayable) {
          await refunds.queuePaymentRefund(tx, giveBack);
          log.warn(
            { bookingId: booking.id, status: booking.status },
            'payment for a booking already paid: refunded',
          );
          return { outcome: 'refundDue', booking };
        }

        assertBookingTransition(booking.status, target, 'system');
        try {
          // A savepoint: a late payment whose car was booked again leaves the booking cancelled.
          await tx.transaction(async (savepoint) => {
            await savepoint
              .update(bookings)
              .set({
                status: target,
                paidMinor: payment.amountMinor,
                paymentProvider: payment.provider,
                paymentOrderId: payment.reference,
                paymentExpiresAt: null,
                updatedAt: sql`now()`,
              })
              .where(eq(bookings.id, booking.id));
          });
        } catch (error) {
          if (pgErrorCode(error) !== EXCLUSION_VIOLATION) throw error;
          await tx.update(payments).set({ status: 'refundDue' }).where(eq(payments.id, recorded.id));
          await refunds.queuePaymentRefund(tx, giveBack);
          log.warn(
            { bookingId: booking.id },
            'late payment: the car was booked again; the payment is refunded',
          );
          return { outcome: 'refundDue', booking };
        }
        told = await bookingEmails.queueConfirmation(tx, booking.id, new Date());
        log.info({ bookingId: booking.id, provider: payment.provider, status: target }, 'payment accepted');
        return { outcome: 'accepted', booking: { id: booking.id, status: target } };
      });
      notifications.announce(told);
      if (result.outcome === 'refundDue') refunds.wake();
      return result;
    },
  };
}

export type PaymentsService = ReturnType<typeof createPaymentsService>;
