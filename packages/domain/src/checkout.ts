// What a checkout may offer and what it costs now and later (product-rules.md § Bookings): the
// payment choices a car's supplier allows, the amounts due for each, the driver's minimum age and
// the supplier's shortest rental. The API enforces them; the checkout page shows them.
import { CAR_OPTIONS, type CarOption, type PaymentChoice } from './enums';
import { DomainError } from './error-codes';

export interface AmountsDue {
  /** Paid online at checkout. */
  dueNowMinor: number;
  /** Paid at the counter at pick-up. */
  dueAtCounterMinor: number;
}

/**
 * At the counter: everything later. Deposit: the car's deposit now, at most the total, the rest at
 * the counter. In full: everything now.
 */
export function amountsDue(totalMinor: number, choice: PaymentChoice, depositMinor: number): AmountsDue {
  const dueNowMinor =
    choice === 'counter'
      ? 0
      : choice === 'deposit'
        ? Math.min(Math.max(depositMinor, 0), totalMinor)
        : totalMinor;
  return { dueNowMinor, dueAtCounterMinor: totalMinor - dueNowMinor };
}

export interface PaymentTerms {
  /** The supplier lets drivers pay at the counter. */
  isPayAtCounterAllowed: boolean;
  /** The car's deposit, in minor units: no deposit, no deposit choice. */
  depositMinor: number;
}

/** The payment choices a checkout offers, in PAYMENT_CHOICES order. */
export function paymentChoicesFor({ isPayAtCounterAllowed, depositMinor }: PaymentTerms): PaymentChoice[] {
  return [
    ...(isPayAtCounterAllowed ? (['counter'] as const) : []),
    ...(depositMinor > 0 ? (['deposit'] as const) : []),
    'full',
  ];
}

/** Throws booking.paymentChoiceUnavailable { choice } when the checkout does not offer `choice`. */
export function assertPaymentChoice(choice: PaymentChoice, terms: PaymentTerms): void {
  if (!paymentChoicesFor(terms).includes(choice)) {
    throw new DomainError('booking.paymentChoiceUnavailable', { choice });
  }
}

/** The age a driver must have reached: the marketplace's minimum, or the car's when it asks for more. */
export function driverMinimumAge(marketplaceMinimumAge: number, carMinimumAge: number): number {
  return Math.max(marketplaceMinimumAge, carMinimumAge);
}

/** Throws booking.rentalTooShortForSupplier { count } when the rental is shorter than the supplier rents. */
export function assertMinimumRentalDays(days: number, minimumRentalDays: number): void {
  if (days < minimumRentalDays) {
    throw new DomainError('booking.rentalTooShortForSupplier', { count: minimumRentalDays });
  }
}

/** The number a driver and a supplier read: the booking id's first eight characters, upper case. */
export function bookingNumber(bookingId: string): string {
  return bookingId.replace(/-/g, '').slice(0, 8).toUpperCase();
}

/** The options a booking has: those the driver chose, and those the car includes (priced 0). */
export function bookedOptions(
  prices: Readonly<Record<CarOption, number>>,
  chosen: readonly CarOption[],
): Record<CarOption, boolean> {
  return Object.fromEntries(
    CAR_OPTIONS.map((option) => [option, prices[option] === 0 || chosen.includes(option)]),
  ) as Record<CarOption, boolean>;
}
