import { describe, expect, it } from 'vitest';
import {
  amountsDue,
  assertMinimumRentalDays,
  bookingNumber,
  assertPaymentChoice,
  driverMinimumAge,
  paymentChoicesFor,
} from './checkout';
import { DomainError } from './error-codes';

describe('amountsDue', () => {
  it('leaves everything to the counter when paying there', () => {
    expect(amountsDue(45_000, 'counter', 50_000)).toEqual({ dueNowMinor: 0, dueAtCounterMinor: 45_000 });
  });

  it("takes the car's deposit now and the rest at the counter", () => {
    expect(amountsDue(45_000, 'deposit', 20_000)).toEqual({ dueNowMinor: 20_000, dueAtCounterMinor: 25_000 });
  });

  it('never takes more than the total as a deposit', () => {
    expect(amountsDue(15_000, 'deposit', 50_000)).toEqual({ dueNowMinor: 15_000, dueAtCounterMinor: 0 });
  });

  it('takes everything now when paying in full', () => {
    expect(amountsDue(45_000, 'full', 20_000)).toEqual({ dueNowMinor: 45_000, dueAtCounterMinor: 0 });
  });

  it('always adds up to the total', () => {
    for (const total of [0, 1, 999, 45_000]) {
      for (const choice of ['counter', 'deposit', 'full'] as const) {
        const { dueNowMinor, dueAtCounterMinor } = amountsDue(total, choice, 500);
        expect(dueNowMinor + dueAtCounterMinor).toBe(total);
        expect(dueNowMinor).toBeGreaterThanOrEqual(0);
        expect(dueAtCounterMinor).toBeGreaterThanOrEqual(0);
      }
    }
  });
});

describe('paymentChoicesFor', () => {
  it('offers the counter only where the supplier allows it, and a deposit only for a car that has one', () => {
    expect(paymentChoicesFor({ isPayAtCounterAllowed: true, depositMinor: 50_000 })).toEqual([
      'counter',
      'deposit',
      'full',
    ]);
    expect(paymentChoicesFor({ isPayAtCounterAllowed: false, depositMinor: 50_000 })).toEqual([
      'deposit',
      'full',
    ]);
    expect(paymentChoicesFor({ isPayAtCounterAllowed: true, depositMinor: 0 })).toEqual(['counter', 'full']);
  });

  it('refuses a choice the checkout does not offer, naming it', () => {
    const terms = { isPayAtCounterAllowed: false, depositMinor: 0 };
    expect(() => assertPaymentChoice('full', terms)).not.toThrow();
    expect(() => assertPaymentChoice('counter', terms)).toThrow(
      expect.objectContaining({ code: 'booking.paymentChoiceUnavailable', params: { choice: 'counter' } }),
    );
    expect(() => assertPaymentChoice('deposit', terms)).toThrow(DomainError);
  });
});

describe('driverMinimumAge', () => {
  it("is the marketplace's minimum, or the car's when it asks for more", () => {
    expect(driverMinimumAge(21, 18)).toBe(21);
    expect(driverMinimumAge(21, 25)).toBe(25);
  });
});

describe('assertMinimumRentalDays', () => {
  it("refuses a rental shorter than the supplier's shortest, saying how many days it needs", () => {
    expect(() => assertMinimumRentalDays(2, 2)).not.toThrow();
    expect(() => assertMinimumRentalDays(1, 3)).toThrow(
      expect.objectContaining({ code: 'booking.rentalTooShortForSupplier', params: { count: 3 } }),
    );
  });
});

describe('bookingNumber', () => {
  it("is the booking id's first eight characters, upper case", () => {
    expect(bookingNumber('3fa85f64-5717-4562-b3fc-2c963f66afa6')).toBe('3FA85F64');
  });
});
