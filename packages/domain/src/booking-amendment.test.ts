import { describe, expect, it } from 'vitest';
import { amendedAmounts, amendmentRulesClock } from './booking-amendment';

describe('amendedAmounts', () => {
  it('asks the difference online when a booking paid in full costs more', () => {
    expect(amendedAmounts({ paymentChoice: 'full', paidMinor: 20_000 }, 26_500, 50_000)).toEqual({
      totalMinor: 26_500,
      onlineMinor: 26_500,
      differenceMinor: 6_500,
      dueAtCounterMinor: 0,
    });
  });

  it('refunds the difference when a booking paid in full costs less', () => {
    expect(amendedAmounts({ paymentChoice: 'full', paidMinor: 20_000 }, 15_000, 0).differenceMinor).toBe(
      -5_000,
    );
  });

  it('leaves a deposit as it was when the total still covers it, the counter taking the change', () => {
    expect(amendedAmounts({ paymentChoice: 'deposit', paidMinor: 10_000 }, 40_000, 10_000)).toEqual({
      totalMinor: 40_000,
      onlineMinor: 10_000,
      differenceMinor: 0,
      dueAtCounterMinor: 30_000,
    });
  });

  it('refunds the part of a deposit above a smaller total', () => {
    expect(amendedAmounts({ paymentChoice: 'deposit', paidMinor: 10_000 }, 8_000, 10_000)).toEqual({
      totalMinor: 8_000,
      onlineMinor: 8_000,
      differenceMinor: -2_000,
      dueAtCounterMinor: 0,
    });
  });

  it('asks the rest of a deposit that a small total had capped', () => {
    expect(
      amendedAmounts({ paymentChoice: 'deposit', paidMinor: 8_000 }, 30_000, 10_000).differenceMinor,
    ).toBe(2_000);
  });

  it('moves nothing online at the counter', () => {
    expect(amendedAmounts({ paymentChoice: 'counter', paidMinor: 0 }, 30_000, 10_000)).toEqual({
      totalMinor: 30_000,
      onlineMinor: 0,
      differenceMinor: 0,
      dueAtCounterMinor: 30_000,
    });
  });

  it('puts what a supplier or an admin adds at the counter: they cannot charge the driver online', () => {
    expect(amendedAmounts({ paymentChoice: 'full', paidMinor: 20_000 }, 26_500, 0, 'supplier')).toEqual({
      totalMinor: 26_500,
      onlineMinor: 20_000,
      differenceMinor: 0,
      dueAtCounterMinor: 6_500,
    });
  });

  it('refunds what a supplier or an admin takes off a booking paid online', () => {
    expect(amendedAmounts({ paymentChoice: 'full', paidMinor: 20_000 }, 12_000, 0, 'admin')).toEqual({
      totalMinor: 12_000,
      onlineMinor: 12_000,
      differenceMinor: -8_000,
      dueAtCounterMinor: 0,
    });
  });
});

describe('amendmentRulesClock', () => {
  const pickUp = new Date('2026-12-01T10:00:00Z');
  const now = new Date('2026-11-30T09:00:00Z');

  it('checks a moved pick-up against now', () => {
    expect(amendmentRulesClock(pickUp, new Date('2026-12-02T10:00:00Z'), now)).toBe(now);
  });

  it('does not check a kept pick-up against the clock again', () => {
    expect(amendmentRulesClock(pickUp, new Date(pickUp), now).getTime()).toBe(0);
  });
});
