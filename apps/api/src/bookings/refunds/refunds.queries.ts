import { and, desc, eq, inArray, lte, ne, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { payments, refunds } from '../../db/schema/payments';

/**
 * A booking's payments that can still give money back, newest first: accepted ones, each with what
 * is left of it once its queued and sent refunds are counted.
 */
export async function selectRefundablePayments(tx: Database, bookingId: string) {
  return tx
    .select({
      id: payments.id,
      currency: payments.currency,
      // Written out in full: Drizzle prints a column of the selected table unqualified, and a bare
      // "id" in the subquery would name the refund's own id (so nothing would ever count as refunded).
      leftMinor: sql<number>`(payments.amount_minor - coalesce((
        select sum(r.amount_minor) from refunds r where r.payment_id = payments.id), 0))::int`,
    })
    .from(payments)
    .where(and(eq(payments.bookingId, bookingId), eq(payments.status, 'accepted')))
    .orderBy(desc(payments.createdAt))
    .for('update');
}

export async function insertRefund(
  tx: Database,
  refund: { bookingId: string; paymentId: string; amountMinor: number; currency: string; reason: string },
): Promise<string> {
  const [row] = await tx.insert(refunds).values(refund).returning({ id: refunds.id });
  if (!row) throw new Error('refund not recorded');
  return row.id;
}

/**
 * Claims up to `limit` refunds due now — queued or failing, their next attempt come — by moving
 * that attempt `leaseMs` ahead: a process that dies mid-call leaves them to come due again, and two
 * processes never claim the same one (skip locked).
 */
export async function claimDueRefunds(db: Database, { limit, leaseMs }: { limit: number; leaseMs: number }) {
  return db.transaction(async (tx) => {
    const due = await tx
      .select({ id: refunds.id })
      .from(refunds)
      .where(and(ne(refunds.status, 'refunded'), lte(refunds.nextAttemptAt, sql`now()`)))
      .orderBy(refunds.nextAttemptAt)
      .limit(limit)
      .for('update', { skipLocked: true });
    if (due.length === 0) return [];
    return tx
      .update(refunds)
      .set({
        attempts: sql`${refunds.attempts} + 1`,
        nextAttemptAt: sql`now() + ${`${leaseMs} milliseconds`}::interval`,
      })
      .where(
        inArray(
          refunds.id,
          due.map(({ id }) => id),
        ),
      )
      .returning({
        id: refunds.id,
        bookingId: refunds.bookingId,
        paymentId: refunds.paymentId,
        amountMinor: refunds.amountMinor,
        status: refunds.status,
        attempts: refunds.attempts,
      });
  });
}
export type ClaimedRefund = Awaited<ReturnType<typeof claimDueRefunds>>[number];

export async function selectPayment(db: Database, paymentId: string) {
  const [row] = await db
    .select({ provider: payments.provider, reference: payments.reference, providerIds: payments.providerIds })
    .from(payments)
    .where(eq(payments.id, paymentId));
  return row;
}
