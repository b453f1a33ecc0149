// The test gateway of a marketplace without a payment provider ("test mode — no money moves"): the
// driver says Pay or Decline, and a payment goes through the same path as a provider's answer.
import { randomUUID, timingSafeEqual } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { BASE_CURRENCY } from '@roadbook/domain/constants';
import { DomainError } from '@roadbook/domain/error-codes';
import type { DatabaseHandle } from '../../db/client';
import { bookings } from '../../db/schema/bookings';
import { hashToken, type SessionUser } from '../accounts/session-store';
import type { PaymentResult, PaymentsService } from './payments.service';

/** Who asks to pay: a signed-in account, and/or a visitor's booking token. */
export interface Payer {
  user: SessionUser | null;
  bookingToken: string | undefined;
}

export interface TestGatewayDependencies {
  database: DatabaseHandle;
  payments: Pick<PaymentsService, 'acceptPayment'>;
}

export function createTestGateway({ database, payments }: TestGatewayDependencies) {
  const { db } = database;

  /**
   * The booking waiting for its online payment (void, in its window), for whoever may pay it: its
   * driver or an admin signed in, or the visitor's page holding its token.
   */
  async function payableBooking(bookingId: string, payer: Payer, now: Date) {
    const [booking] = await db
      .select({
        id: bookings.id,
        driverId: bookings.driverId,
        status: bookings.status,
        dueNowMinor: bookings.dueNowMinor,
        paymentExpiresAt: bookings.paymentExpiresAt,
        accessTokenHash: bookings.accessTokenHash,
      })
      .from(bookings)
      .where(eq(bookings.id, bookingId));
    if (!booking) throw new DomainError('common.notFound');
    const { user, bookingToken } = payer;
    const hasToken =
      bookingToken !== undefined &&
      booking.accessTokenHash !== null &&
      timingSafeEqual(Buffer.from(hashToken(bookingToken)), Buffer.from(booking.accessTokenHash));
    const isAllowed = hasToken || (user !== null && (booking.driverId === user.id || user.type === 'admin'));
    if (!isAllowed)
      throw new DomainError(
        user === null && bookingToken === undefined ? 'auth.unauthenticated' : 'auth.forbidden',
      );
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
    async pay(bookingId: string, payer: Payer, now: Date): Promise<PaymentResult> {
      const booking = await payableBooking(bookingId, payer, now);
      return payments.acceptPayment({
        bookingId: booking.id,
        provider: 'test',
        reference: `test_${randomUUID()}`,
        amountMinor: booking.dueNowMinor,
        currency: BASE_CURRENCY,
      });
    },

    /** The driver declined: 'Payment failed', and the booking waits for another try in its window. */
    async decline(bookingId: string, payer: Payer, now: Date): Promise<never> {
      await payableBooking(bookingId, payer, now);
      throw new DomainError('payment.failed');
    },
  };
}

export type TestGateway = ReturnType<typeof createTestGateway>;
