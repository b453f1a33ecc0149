// What an amendment costs (product-rules.md § Bookings): the changed booking is priced again, and
// its online part — everything when paid in full, the car's deposit (at most the total) when a
// deposit was paid, nothing at the counter — is set against what the provider already took. A
// positive difference is paid online before the change is made, when the driver changes it; a
// supplier or an admin cannot charge the driver's card, so what they add is due at the counter. A
// negative difference is refunded.
import type { BookingReader } from './booking-actions';
import { amountsDue } from './checkout';
import type { PaymentChoice } from './enums';

export interface AmendedAmounts {
  totalMinor: number;
  /** What the changed booking holds online once the difference is settled. */
  onlineMinor: number;
  /** To pay online now (> 0), to refund (< 0), or nothing (0). */
  differenceMinor: number;
  dueAtCounterMinor: number;
}

export function amendedAmounts(
  booking: { paymentChoice: PaymentChoice; paidMinor: number },
  newTotalMinor: number,
  depositMinor: number,
  by: BookingReader = 'driver',
): AmendedAmounts {
  const { dueNowMinor } = amountsDue(newTotalMinor, booking.paymentChoice, depositMinor);
  const owed = booking.paymentChoice === 'counter' ? 0 : dueNowMinor - booking.paidMinor;
  const differenceMinor = by === 'driver' ? owed : Math.min(owed, 0);
  const onlineMinor = booking.paidMinor + differenceMinor;
  return {
    totalMinor: newTotalMinor,
    onlineMinor,
    differenceMinor,
    dueAtCounterMinor: newTotalMinor - onlineMinor,
  };
}

/**
 * The clock the period rules of an amendment run on: a pick-up moved is checked against `now`
 * (at least the notice a checkout asks); a pick-up kept — a rental lengthened or shortened, maybe
 * under way — is not checked against the clock again.
 */
export function amendmentRulesClock(keptPickUp: Date, requestedPickUp: Date, now: Date): Date {
  return requestedPickUp.getTime() === keptPickUp.getTime() ? new Date(0) : now;
}
