// The bookings of every role (product-rules.md § Bookings), each call scoped by who asks: a driver
// reads and asks about their own bookings, a supplier runs those of its cars, an admin all. A
// status change follows the status table; a cancellation queues its refund by the 24-hour rule;
// every change is told to the people concerned (notifications) once it has committed.
import { eq } from 'drizzle-orm';
import {
  bookingReaderOf,
  assertCancellationRequest,
  canDeleteBooking,
  type BookingReader,
} from '@roadbook/domain/booking-actions';
import { cancellationRefund, type CancellationTerms } from '@roadbook/domain/booking-cancellation';
import { assertBookingTransition } from '@roadbook/domain/booking-status';
import { bookingNumber } from '@roadbook/domain/checkout';
import { BASE_CURRENCY, type Language } from '@roadbook/domain/constants';
import type {
  Booking,
  BookingList,
  BookingListQuery,
  BulkBookingAnswer,
} from '@roadbook/domain/contracts/bookings';
import { QuoteSchema } from '@roadbook/domain/contracts/quotes';
import type { BookingStatus, PaymentProvider } from '@roadbook/domain/enums';
import { DomainError } from '@roadbook/domain/error-codes';
import { rentalDays } from '@roadbook/domain/pricing';
import type { Database, DatabaseHandle } from '../../db/client';
import { loadListPage } from '../../db/list-page';
import { EXCLUSION_VIOLATION, pgErrorCode } from '../../db/pg-error';
import { bookings } from '../../db/schema/bookings';
import { payments } from '../../db/schema/payments';
import { uploadUrl } from '../../http/upload-url';
import type { SessionUser } from '../../accounts/accounts/session-store';
import type { AuditService } from '../../platform/audit/audit.service';
import type { NotificationsService } from '../notifications/notifications.service';
import type { RefundsService } from '../refunds/refunds.service';
import type { CurrentSiteSettings } from '../../platform/site-settings/site-settings.service';
import { assertPayer, type Payer } from './booking-access';
import { findPayableAmendment, lapseAwaitingAmendments } from './booking-amendments';
import {
  countBookingList,
  factsOf,
  lockBookings,
  scopeOf,
  selectBooking,
  selectBookingListPage,
  selectBookingRefunds,
  type LockedBooking,
} from './bookings.queries';

export interface BookingsServiceDependencies {
  database: DatabaseHandle;
  /** The marketplace time zone, in which the pages tell the times and the 24 hours are counted. */
  timeZone: string;
  /** The ways to pay online, the default first (as the checkout answers them). */
  paymentProviders: readonly [PaymentProvider, ...PaymentProvider[]];
  /** The site settings now: what a late cancellation keeps, in % of the total (lateCancellationFeePercent). */
  siteSettings: CurrentSiteSettings;
  notifications: Pick<NotificationsService, 'notifyBooking' | 'announce'>;
  refunds: Pick<RefundsService, 'queueBookingRefund' | 'wake'>;
  /** The audit trail, where a supplier's or an admin's changes are written. */
  audit: Pick<AuditService, 'record'>;
}

/** What the changes of one call left to do once committed. */
interface ChangesMade {
  refundsQueued: boolean;
}

/** What the page shows as left to pay at the counter. */
const dueAtCounter = (row: {
  status: BookingStatus;
  total_minor: number;
  paid_minor: number;
  due_now_minor: number;
}) => Math.max(0, row.total_minor - (row.status === 'void' ? row.due_now_minor : row.paid_minor));

export function createBookingsService({
  database,
  timeZone,
  paymentProviders,
  siteSettings,
  notifications,
  refunds,
  audit,
}: BookingsServiceDependencies) {
  const { db } = database;

  /**
   * Writes a supplier's or an admin's change of `booking` (its status, or its deletion when `status`
   * is null) to the audit trail, in `tx`, the transaction of the change.
   */
  async function auditChange(
    tx: Database,
    user: SessionUser,
    booking: LockedBooking,
    status: BookingStatus | null,
  ): Promise<void> {
    if (user.type === 'user') return;
    await audit.record(tx, {
      actorId: user.id,
      action: status === null ? 'delete' : 'update',
      recordKind: 'booking',
      recordId: booking.id,
      recordLabel: bookingNumber(booking.id),
      before: { status: booking.status },
      after: status === null ? null : { status },
    });
  }

  /**
   * Runs `change` on each booking of `ids` in its own transaction, so one refusal leaves the others
   * done; reports each booking changed, and each refused with its code.
   */
  async function eachBooking(
    user: SessionUser,
    ids: readonly string[],
    change: (
      tx: Database,
      booking: LockedBooking,
      reader: BookingReader,
      made: ChangesMade,
    ) => Promise<string[]>,
  ): Promise<BulkBookingAnswer> {
    const answer: BulkBookingAnswer = { updated: [], refused: [] };
    const made: ChangesMade = { refundsQueued: false };
    const reader = bookingReaderOf(user.type);
    for (const id of new Set(ids)) {
      try {
        const told = await db.transaction(async (tx) => {
          const [booking] = await lockBookings(tx, [id], scopeOf(user));
          if (booking === undefined) throw new DomainError('common.notFound');
          return change(tx, booking, reader, made);
        });
        answer.updated.push(id);
        notifications.announce(told);
      } catch (error) {
        if (!(error instanceof DomainError)) throw error;
        answer.refused.push({ id, code: error.code });
      }
    }
    // Once committed, the refunds job sends what the cancellations queued.
    if (made.refundsQueued) refunds.wake();
    return answer;
  }

  /**
   * Cancels `booking` (locked in `tx`): its refund by the 24-hour rule with the late fee of `terms`,
   * and the news to all concerned.
   */
  async function cancel(
    tx: Database,
    booking: LockedBooking,
    actorId: string,
    now: Date,
    made: ChangesMade,
    terms: CancellationTerms,
  ): Promise<string[]> {
    const { refundMinor } = cancellationRefund(booking, now, terms);
    const queued =
      refundMinor > 0 ? await refunds.queueBookingRefund(tx, booking.id, refundMinor, 'cancellation') : 0;
    // What the payments still hold may be less than the booking says was paid: refused, rather than
    // a cancellation whose money does not add up.
    if (queued !== refundMinor) throw new DomainError('booking.refundExceedsPayments');
    if (queued > 0) made.refundsQueued = true;
    // A change waiting for its difference goes with the booking (a late payment of it is refunded).
    await lapseAwaitingAmendments(tx, booking.id);
    await tx
      .update(bookings)
      .set({
        status: 'cancelled',
        isCancelRequested: false,
        paymentExpiresAt: null,
        // What stays paid is what was not given back: a booking reopened later holds only that.
        paidMinor: booking.paidMinor - queued,
        updatedAt: now,
      })
      .where(eq(bookings.id, booking.id));
    return notifications.notifyBooking(
      tx,
      booking.id,
      {
        code: 'bookingCancelled',
        audience: ['driver', 'supplier', 'admins'],
        params: { refundMinor: queued },
      },
      actorId,
    );
  }

  return {
    /**
     * 401 when nobody is known; 404 when there is no such booking, or the reader is neither its
     * driver, its supplier, an admin, nor the holder of its token: another's booking does not exist.
     */
    async getBooking(id: string, reader: Payer, language: Language, now: Date): Promise<Booking> {
      const row = await selectBooking(db, id, language);
      if (!row) throw new DomainError('common.notFound');
      const user = reader.user;
      const isItsSupplier = user !== null && user.type === 'supplier' && user.id === row.supplier_id;
      if (!isItsSupplier) {
        try {
          assertPayer({ driverId: row.driver_id, accessTokenHash: row.access_token_hash }, reader);
        } catch (error) {
          if (error instanceof DomainError && error.code === 'auth.forbidden') {
            throw new DomainError('common.notFound');
          }
          throw error;
        }
      }

      // Set while the booking waits for its online payment, within its window.
      const heldUntil =
        row.status === 'void' && row.payment_expires_at !== null && row.payment_expires_at > now
          ? row.payment_expires_at
          : null;
      // Or while a driver's change of it waits for its difference.
      const amendment = heldUntil === null ? await findPayableAmendment(db, row.id, now) : undefined;
      const refundRows = await selectBookingRefunds(db, row.id);
      return {
        id: row.id,
        number: bookingNumber(row.id),
        status: row.status,
        car: { id: row.car_id, name: row.car_name, image: uploadUrl(row.car_image) },
        supplier: { id: row.supplier_id, name: row.supplier_name, logo: uploadUrl(row.supplier_logo) },
        pickUp: { id: row.pick_up_id, name: row.pick_up_name ?? '' },
        dropOff: { id: row.drop_off_id, name: row.drop_off_name ?? '' },
        from: row.starts_at.toISOString(),
        to: row.ends_at.toISOString(),
        days: rentalDays(row.starts_at, row.ends_at),
        timeZone,
        options: row.options,
        quote: QuoteSchema.parse(row.quote),
        paymentChoice: row.payment_choice,
        currency: BASE_CURRENCY,
        totalMinor: row.total_minor,
        paidMinor: row.paid_minor,
        dueAtCounterMinor: dueAtCounter(row),
        paymentProvider: row.payment_provider,
        payment:
          heldUntil !== null
            ? {
                purpose: 'booking',
                providers: [...paymentProviders],
                amountMinor: row.due_now_minor,
                currency: BASE_CURRENCY,
                expiresAt: heldUntil.toISOString(),
              }
            : amendment !== undefined
              ? {
                  purpose: 'amendment',
                  providers: [...paymentProviders],
                  amountMinor: amendment.differenceMinor,
                  currency: BASE_CURRENCY,
                  expiresAt: amendment.expiresAt.toISOString(),
                }
              : null,
        isCancelRequested: row.is_cancel_requested,
        refunds: refundRows.map((refund) => ({
          id: refund.id,
          provider: refund.provider as PaymentProvider,
          amountMinor: refund.amountMinor,
          status: refund.status,
          claimUrl: refund.claimUrl,
          createdAt: refund.createdAt.toISOString(),
        })),
        driver: {
          id: row.driver_id,
          fullName: row.driver_name,
          email: row.driver_email,
          phone: row.driver_phone,
        },
        isAwaitingDriver: row.awaits_driver,
      };
    },

    /** The bookings `user` may see, filtered, newest pick-up first. */
    async listBookings(user: SessionUser, query: BookingListQuery): Promise<BookingList> {
      const scope = scopeOf(user);
      const { rows, ...paging } = await loadListPage(
        query,
        (window) => selectBookingListPage(db, scope, query, timeZone, window),
        () => countBookingList(db, scope, query, timeZone),
      );
      return {
        bookings: rows.map((row) => ({
          id: row.id,
          number: bookingNumber(row.id),
          car: { id: row.car_id, name: row.car_name, image: uploadUrl(row.car_image) },
          supplier: { id: row.supplier_id, name: row.supplier_name, logo: uploadUrl(row.supplier_logo) },
          driver: { id: row.driver_id, fullName: row.driver_name },
          from: row.starts_at.toISOString(),
          to: row.ends_at.toISOString(),
          days: rentalDays(row.starts_at, row.ends_at),
          status: row.status,
          paymentChoice: row.payment_choice,
          options: row.options,
          totalMinor: row.total_minor,
          paidMinor: row.paid_minor,
          dueAtCounterMinor: dueAtCounter(row),
          isCancelRequested: row.is_cancel_requested,
          isAwaitingDriver: row.awaits_driver,
        })),
        ...paging,
      };
    },

    /**
     * Moves each booking to `status` by the status table, for the role of `user`; a cancellation
     * refunds by the 24-hour rule. Bookings `user` may not see are refused as common.notFound.
     */
    async changeStatus(
      user: SessionUser,
      ids: readonly string[],
      status: BookingStatus,
      now: Date,
    ): Promise<BulkBookingAnswer> {
      // The fee in effect now, read before the transactions (reading it may need the database).
      const terms: CancellationTerms = {
        lateFeePercent: (await siteSettings()).lateCancellationFeePercent,
        timeZone,
      };
      return eachBooking(user, ids, async (tx, booking, reader, made) => {
        assertBookingTransition(booking.status, status, reader);
        await auditChange(tx, user, booking, status);
        if (status === 'cancelled') return cancel(tx, booking, user.id, now, made, terms);
        try {
          // A savepoint: a booking set to hold its car again may find it booked meanwhile.
          await tx.transaction(async (savepoint) => {
            await savepoint
              .update(bookings)
              .set({ status, updatedAt: now })
              .where(eq(bookings.id, booking.id));
          });
          // A change still waiting for its difference is let go: its late payment is given back.
          await lapseAwaitingAmendments(tx, booking.id);
        } catch (error) {
          if (pgErrorCode(error) === EXCLUSION_VIOLATION) throw new DomainError('booking.carUnavailable');
          throw error;
        }
        return notifications.notifyBooking(
          tx,
          booking.id,
          { code: 'statusChanged', audience: ['driver', 'supplier'], params: { status } },
          user.id,
        );
      });
    },

    /**
     * The driver answers a booking an agency made by hand in their name: accepted, its supplier sees
     * the account's details from now on; declined, the hold is released (cancelled by the system on
     * the driver's word). 409 booking.answerRefused for a booking that does not wait for an answer.
     */
    async answerBooking(
      user: SessionUser,
      id: string,
      answer: 'accept' | 'decline',
      now: Date,
    ): Promise<void> {
      const told = await db.transaction(async (tx) => {
        const [booking] = await lockBookings(tx, [id], scopeOf(user));
        if (booking === undefined) throw new DomainError('common.notFound');
        if (user.type !== 'user' || booking.driverAcceptedAt !== null || booking.status !== 'reserved') {
          throw new DomainError('booking.answerRefused');
        }
        if (answer === 'accept') {
          await tx.update(bookings).set({ driverAcceptedAt: now, updatedAt: now }).where(eq(bookings.id, id));
        } else {
          // A hold made by hand is paid at the counter: nothing to give back.
          assertBookingTransition(booking.status, 'cancelled', 'system');
          await lapseAwaitingAmendments(tx, id);
          await tx.update(bookings).set({ status: 'cancelled', updatedAt: now }).where(eq(bookings.id, id));
        }
        return notifications.notifyBooking(
          tx,
          id,
          {
            code: answer === 'accept' ? 'bookingAccepted' : 'bookingDeclined',
            audience: ['supplier', 'admins'],
          },
          user.id,
        );
      });
      notifications.announce(told);
    },

    /** The driver asks to cancel: the booking shows it, its supplier and the admins are told. */
    async requestCancellation(user: SessionUser, id: string, now: Date): Promise<void> {
      const told = await db.transaction(async (tx) => {
        const [booking] = await lockBookings(tx, [id], scopeOf(user));
        if (booking === undefined) throw new DomainError('common.notFound');
        assertCancellationRequest(factsOf(booking), bookingReaderOf(user.type), now);
        await tx.update(bookings).set({ isCancelRequested: true, updatedAt: now }).where(eq(bookings.id, id));
        return notifications.notifyBooking(tx, id, {
          code: 'cancelRequested',
          audience: ['supplier', 'admins'],
        });
      });
      notifications.announce(told);
    },

    /**
     * Deletes each booking staff may delete (a cancelled one or a hold, that took no money: a
     * booking with payments is kept for the accounts).
     */
    deleteBookings(user: SessionUser, ids: readonly string[]): Promise<BulkBookingAnswer> {
      return eachBooking(user, ids, async (tx, booking, reader) => {
        if (!canDeleteBooking(booking, reader)) throw new DomainError('booking.deleteRefused');
        const [payment] = await tx
          .select({ id: payments.id })
          .from(payments)
          .where(eq(payments.bookingId, booking.id))
          .limit(1);
        if (payment !== undefined) throw new DomainError('booking.deleteRefused');
        await tx.delete(bookings).where(eq(bookings.id, booking.id));
        await auditChange(tx, user, booking, null);
        return [];
      });
    },
  };
}

export type BookingsService = ReturnType<typeof createBookingsService>;
