// What an amendment costs (product-rules.md § Bookings): the changed booking is priced again, and
// its online part — everything when paid in full, the car's deposit (at most the total) when a
// deposit was paid, nothing at the counter — is set against what the provider already took. A
// positive difference is paid online before the change is made; a negative one is refunded.
import { amountsDue } from './checkout';
import type { PaymentChoice } from './enums';

export interface AmendedAmounts {
  totalMinor: number;
  /** What the changed booking asks online. */
  onlineMinor: number;
  /** To pay online now (> 0), to refund (< 0), or nothing (0). */
  differenceMinor: number;
  dueAtCounterMinor: number;
}

export function amendedAmounts(
  booking: { paymentChoice: PaymentChoice; paidMinor: number },
  newTotalMinor: number,
  depositMinor: number,
): AmendedAmounts {
  const { dueNowMinor, dueAtCounterMinor } = amountsDue(newTotalMinor, booking.paymentChoice, depositMinor);
  return {
    totalMinor: newTotalMinor,
    onlineMinor: dueNowMinor,
    differenceMinor: booking.paymentChoice === 'counter' ? 0 : dueNowMinor - booking.paidMinor,
    dueAtCounterMinor,
  };
}
