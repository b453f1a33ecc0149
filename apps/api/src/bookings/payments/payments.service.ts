// The one payment path (product-rules.md § Bookings): whatever took the money — PayPal's capture,
// Stripe's session, BTCPay's settled invoice or the test gateway — its answer comes here, checked
// against the booking's id, amount and currency, recorded once, and moves the booking by the status
// table: a deposit → `deposit`, the full amount → `paid` — or, for a booking whose driver changed it,
// pays the change's difference and makes the change (booking-amendments). A repeated answer changes
// nothing; a late one reinstates the booking (or makes the change) when the car is still free, and is
// otherwise money to give back.
import { and, eq, sql } from 'drizzle-orm';
import { canAmendBooking } from '@roadbook/domain/booking-actions';
import { assertBookingTransition } from '@roadbook/domain/booking-status';
import { BASE_CURRENCY } from '@roadbook/domain/constants';
import type { BookingStatus, PaymentProvider } from '@roadbook/domain/enums';
import { DomainError } from '@roadbook/domain/error-codes';
import type { FastifyBaseLogger } from 'fastify';
import type { Database, DatabaseHandle } from '../../db/client';
import { EXCLUSION_VIOLATION, pgErrorCode } from '../../db/pg-error';
import { bookingAmendments, bookings } from '../../db/schema/bookings';
import { payments } from '../../db/schema/payments';
import {
  applyAwaitingAmendment,
  lapseAwaitingAmendments,
  lockAwaitingAmendment,
} from '../bookings/booking-amendments';
import { factsOf, lockBookings } from '../bookings/bookings.queries';
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
  notifications: Pick<NotificationsService, 'notifyBooking' | 'announce'>;
  refunds: Pick<RefundsService, 'queuePaymentRefund' | 'wake'>;
  log: Pick<FastifyBaseLogger, 'info' | 'warn'>;
}

/**
 * Whether the booking asked for `amountMinor` before — a change's difference, or a payment already
 * made: a provider's answer of that amount is the payer's money to give back, never kept.
 */
async function wasAskedBefore(tx: Database, bookingId: string, amountMinor: number): Promise<boolean> {
  const [asked] = await tx
    .select({ id: bookingAmendments.id })
    .from(bookingAmendments)
    .where(
      and(eq(bookingAmendments.bookingId, bookingId), eq(bookingAmendments.differenceMinor, amountMinor)),
    )
    .limit(1);
  if (asked !== undefined) return true;
  const [paid] = await tx
    .select({ id: payments.id })
    .from(payments)
    .where(and(eq(payments.bookingId, bookingId), eq(payments.amountMinor, amountMinor)))
    .limit(1);
  return paid !== undefined;
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
        const now = new Date();
        const [booking] = await lockBookings(tx, [payment.bookingId], 'all');
        // A booking already made may wait for the difference of a driver's change instead, made
        // only while the driver may still change it (live, before its pick-up).
        const awaiting =
          booking === undefined || booking.status === 'void'
            ? undefined
            : await lockAwaitingAmendment(tx, booking.id);
        const amendment =
          booking !== undefined && awaiting !== undefined && canAmendBooking(factsOf(booking), 'driver', now)
            ? awaiting
            : undefined;
        if (awaiting !== undefined && amendment === undefined)
          await lapseAwaitingAmendments(tx, awaiting.bookingId);
        const dueMinor = amendment?.differenceMinor ?? booking?.dueNowMinor;
        const mismatch =
          booking === undefined
            ? 'unknown booking'
            : booking.paymentChoice === 'counter'
              ? 'booking paid at the counter'
              : payment.currency !== BASE_CURRENCY || payment.amountMinor !== dueMinor
                ? `amount ${payment.amountMinor} ${payment.currency}, due ${dueMinor} ${BASE_CURRENCY}`
                : null;
        // Paid twice, or a change's difference paid once the change was gone: given back.
        const isAskedBefore =
          booking !== undefined &&
          booking.paymentChoice !== 'counter' &&
          payment.currency === BASE_CURRENCY &&
          mismatch !== null &&
          (await wasAskedBefore(tx, booking.id, payment.amountMinor));
        if (booking === undefined || (mismatch !== null && !isAskedBefore)) {
          log.warn(
            { bookingId: payment.bookingId, provider: payment.provider, reason: mismatch },
            'payment refused: it does not match the booking',
          );
          throw new DomainError('payment.failed');
        }

        const ref = { id: booking.id, status: booking.status };
        const target: BookingStatus = booking.paymentChoice === 'deposit' ? 'deposit' : 'paid';
        const isPayable =
          !isAskedBefore &&
          (amendment !== undefined || booking.status === 'void' || booking.status === 'cancelled');
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
        if (recorded === undefined) return { outcome: 'alreadyRecorded', booking: ref };
        const giveBack = { id: recorded.id, bookingId: booking.id, amountMinor: payment.amountMinor };
        if (!isPayable) {
          await refunds.queuePaymentRefund(tx, giveBack);
          log.warn(
            { bookingId: booking.id, status: booking.status },
            'payment for a booking already paid: refunded',
          );
          return { outcome: 'refundDue', booking: ref };
        }

        if (amendment !== undefined) {
          try {
            await applyAwaitingAmendment(tx, amendment, booking.paidMinor, payment.amountMinor, now);
          } catch (error) {
            if (!(error instanceof DomainError)) throw error;
            await tx.update(payments).set({ status: 'refundDue' }).where(eq(payments.id, recorded.id));
            await refunds.queuePaymentRefund(tx, giveBack);
            log.warn({ bookingId: booking.id }, 'change paid after the car was booked again: refunded');
            return { outcome: 'refundDue', booking: ref };
          }
          told = await notifications.notifyBooking(tx, booking.id, {
            code: 'bookingAmended',
            audience: ['driver', 'supplier'],
            params: { refundMinor: 0 },
          });
          log.info({ bookingId: booking.id, provider: payment.provider }, 'change paid and made');
          return { outcome: 'accepted', booking: ref };
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
          return { outcome: 'refundDue', booking: ref };
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
