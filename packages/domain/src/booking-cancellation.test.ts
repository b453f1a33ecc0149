import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { cancellationRefund, isLateCancellation, type CancelledBooking } from './booking-cancellation';
import { DomainError } from './error-codes';

const HOUR = 3_600_000;
const terms = { lateFeePercent: 20, timeZone: 'UTC' };
const paidInFull: CancelledBooking = {
  paymentChoice: 'full',
  totalMinor: 30_000,
  paidMinor: 30_000,
  startsAt: new Date('2026-12-10T10:00:00Z'),
};

describe('cancellationRefund', () => {
  it('refunds everything at least 24 hours before pick-up', () => {
    const now = new Date(paidInFull.startsAt.getTime() - 24 * HOUR);
    expect(cancellationRefund(paidInFull, now, terms)).toEqual({
      isLate: false,
      feeMinor: 0,
      refundMinor: 30_000,
    });
  });

  it('keeps the late fee, a share of the total, a moment later', () => {
    const now = new Date(paidInFull.startsAt.getTime() - 24 * HOUR + 1);
    expect(cancellationRefund(paidInFull, now, terms)).toEqual({
      isLate: true,
      feeMinor: 6_000,
      refundMinor: 24_000,
    });
  });

  it('keeps the fee after the pick-up too', () => {
    const now = new Date(paidInFull.startsAt.getTime() + 2 * HOUR);
    expect(cancellationRefund(paidInFull, now, terms).refundMinor).toBe(24_000);
  });

  it('rounds the fee once, half up', () => {
    const booking = { ...paidInFull, totalMinor: 12_345, paidMinor: 12_345 };
    // 20 % of 123.45 is 24.69; 15 % of 123.45 is 18.5175 → 18.52; 10 % is 12.345 → 12.35.
    expect(cancellationRefund(booking, paidInFull.startsAt, terms).feeMinor).toBe(2_469);
    expect(cancellationRefund(booking, paidInFull.startsAt, { ...terms, lateFeePercent: 15 }).feeMinor).toBe(
      1_852,
    );
    expect(cancellationRefund(booking, paidInFull.startsAt, { ...terms, lateFeePercent: 10 }).feeMinor).toBe(
      1_235,
    );
  });

  it('never keeps more than the deposit paid', () => {
    const deposit = { ...paidInFull, paymentChoice: 'deposit' as const, paidMinor: 5_000 };
    expect(cancellationRefund(deposit, paidInFull.startsAt, { ...terms, lateFeePercent: 50 })).toEqual({
      isLate: true,
      feeMinor: 5_000,
      refundMinor: 0,
    });
    expect(cancellationRefund(deposit, paidInFull.startsAt, terms)).toEqual({
      isLate: true,
      feeMinor: 5_000,
      refundMinor: 0,
    });
    const early = new Date(paidInFull.startsAt.getTime() - 48 * HOUR);
    expect(cancellationRefund(deposit, early, terms).refundMinor).toBe(5_000);
  });

  it('costs nothing at the counter, late or not', () => {
    const counter = { ...paidInFull, paymentChoice: 'counter' as const, paidMinor: 0 };
    expect(cancellationRefund(counter, paidInFull.startsAt, terms)).toEqual({
      isLate: true,
      feeMinor: 0,
      refundMinor: 0,
    });
  });

  it('refunds in full when the fee is 0 %', () => {
    expect(
      cancellationRefund(paidInFull, paidInFull.startsAt, { ...terms, lateFeePercent: 0 }).refundMinor,
    ).toBe(30_000);
  });

  it('refuses a fee that is not a whole percentage from 0 to 100', () => {
    for (const lateFeePercent of [-1, 101, 12.5, Number.NaN]) {
      expect(() => cancellationRefund(paidInFull, paidInFull.startsAt, { ...terms, lateFeePercent })).toThrow(
        DomainError,
      );
    }
  });

  it('never refunds more than was paid, nor less than nothing', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 10_000_000 }),
        fc.integer({ min: 0, max: 100 }),
        fc.integer({ min: 0, max: 100 }),
        fc.integer({ min: -100, max: 100 }),
        (total, paidShare, lateFeePercent, hoursBefore) => {
          const paid = Math.floor((total * paidShare) / 100);
          const booking = {
            ...paidInFull,
            totalMinor: total,
            paidMinor: paid,
            paymentChoice: 'deposit' as const,
          };
          const now = new Date(paidInFull.startsAt.getTime() - hoursBefore * HOUR);
          const { feeMinor, refundMinor } = cancellationRefund(booking, now, { ...terms, lateFeePercent });
          expect(feeMinor + refundMinor).toBe(paid);
          expect(refundMinor).toBeGreaterThanOrEqual(0);
          expect(feeMinor).toBeLessThanOrEqual(Math.round((total * lateFeePercent) / 100) + 1);
        },
      ),
    );
  });
});

describe('isLateCancellation counts hours on the marketplace clock', () => {
  // Paris moves its clocks back on 2026-10-25 at 03:00: that clock day lasts 25 hours.
  const pickUp = new Date('2026-10-25T09:00:00Z'); // 10:00 in Paris (winter time)
  const sameTimeDayBefore = new Date('2026-10-24T08:00:00Z'); // 10:00 in Paris (summer time), 25 h earlier

  it('is on time at the same clock time the day before, across a summer-time change', () => {
    expect(isLateCancellation(pickUp, sameTimeDayBefore, 'Europe/Paris')).toBe(false);
    expect(isLateCancellation(pickUp, new Date(sameTimeDayBefore.getTime() + 1000), 'Europe/Paris')).toBe(
      true,
    );
  });

  it('counts 24 elapsed hours in UTC', () => {
    expect(isLateCancellation(pickUp, new Date(pickUp.getTime() - 24 * HOUR), 'UTC')).toBe(false);
    expect(isLateCancellation(pickUp, sameTimeDayBefore, 'UTC')).toBe(false);
    expect(isLateCancellation(pickUp, new Date(pickUp.getTime() - 24 * HOUR + 1000), 'UTC')).toBe(true);
  });

  it('is late 24 elapsed hours before in Paris that day, since the clock shows 23', () => {
    expect(isLateCancellation(pickUp, new Date(pickUp.getTime() - 24 * HOUR), 'Europe/Paris')).toBe(true);
  });
});
