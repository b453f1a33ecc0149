// Money given back (product-rules.md § Bookings), through the provider that took it. A refund is
// decided in the transaction of what causes it (a cancellation, a cheaper amendment, a payment the
// booking could not keep) and written to `refunds`; the refunds job then asks the provider, with
// the refund's id as its idempotency key, so an attempt repeated after a crash never pays twice.
// A provider that cannot answer is asked again with doubling waits; one that refuses, or keeps
// failing, leaves the refund `failing`: still retried, at the longest wait, and told to the admins.
import { eq, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import { BASE_CURRENCY } from '@roadbook/domain/constants';
import type { PaymentProvider } from '@roadbook/domain/enums';
import type { Database, DatabaseHandle } from '../../db/client';
import { refunds } from '../../db/schema/payments';
import type { RefundAnswer } from '../../integrations/payments/refund-answer';
import { retryDelayMs } from '../../platform/email/email-worker';
import type { Scheduler } from '../../platform/jobs/scheduler';
import type { NotificationsService } from '../notifications/notifications.service';
import {
  claimDueRefunds,
  insertRefund,
  selectPayment,
  selectRefundablePayments,
  type ClaimedRefund,
} from './refunds.queries';

/** Asks the provider that took `payment` to give `amountMinor` back, `refundId` being the idempotency key. */
export type ProviderRefund = (
  payment: { provider: PaymentProvider; reference: string; providerIds: Record<string, string> },
  amountMinor: number,
  refundId: string,
) => Promise<RefundAnswer>;

export type RefundReason = 'cancellation' | 'amendment' | 'unkeptPayment';

export interface RefundsServiceDependencies {
  database: DatabaseHandle;
  notifications: Pick<NotificationsService, 'notifyBooking' | 'announce'>;
  jobs: Pick<Scheduler, 'wake'>;
  log: Pick<FastifyBaseLogger, 'info' | 'warn' | 'error'>;
  /** Waits between attempts: doubling from the first, at most the last. */
  retryBaseMs?: number;
  retryMaxMs?: number;
  /** Failed attempts after which the admins are told. */
  failuresBeforeAlert?: number;
  random?: () => number;
}

/** The name of the job that sends the refunds due (app.ts). */
export const REFUNDS_JOB = 'refunds';
const LEASE_MS = 5 * 60_000;
const BATCH = 20;
/** A provider that took a refund but has not finished it is asked again after this. */
const PENDING_RECHECK_MS = 15 * 60_000;

export function createRefundsService({
  database,
  notifications,
  jobs,
  log,
  retryBaseMs = 60_000,
  retryMaxMs = 6 * 3_600_000,
  failuresBeforeAlert = 3,
  random = Math.random,
}: RefundsServiceDependencies) {
  const { db } = database;
  const policy = { retryBaseMs, retryMaxMs };

  async function retryLater(claimed: ClaimedRefund, reason: string, refused: boolean): Promise<void> {
    const alert = claimed.status !== 'failing' && (refused || claimed.attempts >= failuresBeforeAlert);
    const waitMs = refused ? retryMaxMs : retryDelayMs(claimed.attempts, policy, random);
    const told = await db.transaction(async (tx) => {
      await tx
        .update(refunds)
        .set({
          lastError: reason,
          nextAttemptAt: sql`now() + ${`${waitMs} milliseconds`}::interval`,
          ...(alert || claimed.status === 'failing' ? { status: 'failing' as const } : {}),
        })
        .where(eq(refunds.id, claimed.id));
      if (!alert) return [];
      return notifications.notifyBooking(tx, claimed.bookingId, {
        code: 'refundFailing',
        audience: ['admins'],
        params: { refundMinor: claimed.amountMinor },
      });
    });
    notifications.announce(told);
    log.warn(
      { refundId: claimed.id, attempts: claimed.attempts, reason, retryInMs: waitMs },
      'refund: not made, will retry',
    );
  }

  async function attempt(refund: ProviderRefund, claimed: ClaimedRefund): Promise<void> {
    const payment = await selectPayment(db, claimed.paymentId);
    if (payment === undefined) throw new Error(`refund ${claimed.id}: its payment is gone`);
    let answer: RefundAnswer;
    try {
      answer = await refund(payment, claimed.amountMinor, claimed.id);
    } catch (error) {
      await retryLater(claimed, error instanceof Error ? error.message : 'provider unavailable', false);
      return;
    }
    if (answer.kind === 'refused') {
      await retryLater(claimed, `refused: ${answer.reason}`, true);
      return;
    }
    if (answer.kind === 'pending') {
      await db
        .update(refunds)
        .set({
          providerReference: answer.reference,
          nextAttemptAt: sql`now() + ${`${PENDING_RECHECK_MS} milliseconds`}::interval`,
        })
        .where(eq(refunds.id, claimed.id));
      log.info({ refundId: claimed.id }, 'refund: taken by the provider, not finished yet');
      return;
    }
    const told = await db.transaction(async (tx) => {
      await tx
        .update(refunds)
        .set({
          status: 'refunded',
          providerReference: answer.reference,
          claimUrl: answer.claimUrl ?? null,
          refundedAt: sql`now()`,
          lastError: null,
        })
        .where(eq(refunds.id, claimed.id));
      return notifications.notifyBooking(tx, claimed.bookingId, {
        code: 'refundSent',
        audience: ['driver'],
        params: { refundMinor: claimed.amountMinor },
      });
    });
    notifications.announce(told);
    log.info({ refundId: claimed.id, provider: payment.provider }, 'refund: made');
  }

  return {
    /**
     * Queues `amountMinor` of the booking's online payments to give back, in `tx`, taking it from
     * the newest payment first; never more than they hold. Resolves with what was queued.
     */
    async queueBookingRefund(
      tx: Database,
      bookingId: string,
      amountMinor: number,
      reason: RefundReason,
    ): Promise<number> {
      let left = amountMinor;
      for (const payment of await selectRefundablePayments(tx, bookingId)) {
        if (left <= 0) break;
        const part = Math.min(left, payment.leftMinor);
        if (part <= 0) continue;
        await insertRefund(tx, {
          bookingId,
          paymentId: payment.id,
          amountMinor: part,
          currency: payment.currency,
          reason,
        });
        left -= part;
      }
      if (left > 0) log.error({ bookingId, missingMinor: left }, 'refund: more asked than the payments hold');
      return amountMinor - Math.max(left, 0);
    },

    /** Refunds were queued and committed: the refunds job sends them now rather than at its next turn. */
    wake(): void {
      jobs.wake(REFUNDS_JOB);
    },

    /** Queues the whole of a payment the booking could not keep (paid twice, or after its car was taken). */
    async queuePaymentRefund(tx: Database, payment: { id: string; bookingId: string; amountMinor: number }) {
      await insertRefund(tx, {
        bookingId: payment.bookingId,
        paymentId: payment.id,
        amountMinor: payment.amountMinor,
        currency: BASE_CURRENCY,
        reason: 'unkeptPayment',
      });
    },

    /**
     * The refunds job: asks `refund` (the payment rails' provider refunds) for each refund due now.
     * Resolves with how many were tried.
     */
    async sendDue(refund: ProviderRefund): Promise<number> {
      const claimed = await claimDueRefunds(db, { limit: BATCH, leaseMs: LEASE_MS });
      for (const refundDue of claimed) await attempt(refund, refundDue);
      return claimed.length;
    },
  };
}

export type RefundsService = ReturnType<typeof createRefundsService>;
