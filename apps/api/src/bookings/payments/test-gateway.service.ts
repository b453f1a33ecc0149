// The test gateway of a marketplace without a payment provider ("test mode — no money moves"): the
// driver says Pay or Decline, and a payment goes through the same path as a provider's answer.
import { randomUUID } from 'node:crypto';
import { BASE_CURRENCY } from '@roadbook/domain/constants';
import { DomainError } from '@roadbook/domain/error-codes';
import type { DatabaseHandle } from '../../db/client';
import { findPayableBooking, type Payer } from '../bookings/booking-access';
import type { PaymentResult, PaymentsService } from './payments.service';

export interface TestGatewayDependencies {
  database: DatabaseHandle;
  payments: Pick<PaymentsService, 'acceptPayment'>;
}

export function createTestGateway({ database, payments }: TestGatewayDependencies) {
  const { db } = database;

  return {
    /** Pays what the booking asks now, as a provider's capture would say it. */
    async pay(bookingId: string, payer: Payer, now: Date): Promise<PaymentResult> {
      const booking = await findPayableBooking(db, bookingId, payer, now);
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
      await findPayableBooking(db, bookingId, payer, now);
      throw new DomainError('payment.failed');
    },
  };
}

export type TestGateway = ReturnType<typeof createTestGateway>;
