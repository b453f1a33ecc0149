// The test gateway of a marketplace without a payment provider ("test mode — no money moves"): the
// driver says Pay or Decline, and a payment goes through the same path as a provider's answer.
import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { BASE_CURRENCY } from '@roadbook/domain/constants';
import { DomainError } from '@roadbook/domain/error-codes';
import type { DatabaseHandle } from '../../db/client';
import { bookings } from '../../db/schema/bookings';
import type { SessionUser } from '../accounts/session-store';
import type { PaymentResult, PaymentsService } from './payments.service';

export interface TestGatewayDependencies {
  database: DatabaseHandle;
  payments: Pick<PaymentsService, 'acceptPayment'>;
}

export function createTestGateway({ database, payments }: TestGatewayDependencies) {
  const { db } = database;

  /** The booking waiting for `user`'s online payment: theirs (or any, for an admin), void, in its window. */
  async function payableBooking(bookingId: string, user: SessionUser, now: Date) {
    const [booking] = await db
      .select({
        id: bookings.id,
        driverId: bookings.driverId,
        status: bookings.status,
        dueNowMinor: bookings.dueNowMinor,
        paymentExpiresAt: bookings.paymentExpiresAt,
      })
      .from(bookings)
      .where(eq(bookings.id, bookingId));
    if (!booking) throw new DomainError('common.notFound');
    if (booking.driverId !== user.id && user.type !== 'admin') throw new DomainError('auth.forbidden');
    if (
      booking.status !== 'void' ||
      booking.paymentExpiresAt === null ||
      booking.paymentExpiresAt.getTime() <= now.getTime()
    ) {
      throw new DomainError('payment.failed');
    }
    return booking;
  }

  return {
    /** Pays what the booking asks now, as a provider's capture would say it. */
    async pay(bookingId: string, user: SessionUser, now: Date): Promise<PaymentResult> {
      const booking = await payableBooking(bookingId, user, now);
      return payments.acceptPayment({
        bookingId: booking.id,
        provider: 'test',
        reference: `test_${randomUUID()}`,
        amountMinor: booking.dueNowMinor,
        currency: BASE_CURRENCY,
      });
    },

    /** The driver declined: 'Payment failed', and the booking waits for another try in its window. */
    async decline(bookingId: string, user: SessionUser, now: Date): Promise<never> {
      await payableBooking(bookingId, user, now);
      throw new DomainError('payment.failed');
    },
  };
}

export type TestGateway = ReturnType<typeof createTestGateway>;
