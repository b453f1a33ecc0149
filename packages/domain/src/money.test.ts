import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { DomainError } from './error-codes';
import { applyPercentage, isPriceChangeRate } from './money';

describe('isPriceChangeRate', () => {
  it.each([
    { rate: 0, valid: true },
    { rate: 12.34, valid: true },
    { rate: 0.29, valid: true },
    { rate: -100, valid: true },
    { rate: 999.99, valid: true },
    { rate: 12.345, valid: false },
    { rate: 1.005, valid: false },
    { rate: -100.01, valid: false },
    { rate: 1000, valid: false },
    { rate: Number.NaN, valid: false },
    { rate: -Infinity, valid: false },
  ])('$rate: $valid', ({ rate, valid }) => {
    expect(isPriceChangeRate(rate)).toBe(valid);
  });

  it('accepts every rate of the numeric(5,2) column from -100 to 999.99', () => {
    fc.assert(
      fc.property(fc.integer({ min: -10_000, max: 99_999 }), (hundredths) => {
        expect(isPriceChangeRate(hundredths / 100)).toBe(true);
      }),
    );
  });
});

describe('applyPercentage', () => {
  it.each([
    { name: 'no rate', amount: 1005, rate: 0, result: 1005 },
    { name: 'half rounds up', amount: 1005, rate: 10, result: 1106 },
    { name: 'below half rounds down', amount: 1004, rate: 10, result: 1104 },
    { name: '57.4999… in floating point is 57.5 exactly, so 58', amount: 50, rate: 15, result: 58 },
    { name: 'a rate with two decimals', amount: 10_000, rate: 12.34, result: 11_234 },
    { name: 'the highest rate, 999.99 %', amount: 100, rate: 999.99, result: 1100 },
    { name: 'a negative rate', amount: 1005, rate: -10, result: 905 },
    { name: 'minus 100 % is zero', amount: 1005, rate: -100, result: 0 },
  ])('$name', ({ amount, rate, result }) => {
    expect(applyPercentage(amount, rate)).toBe(result);
  });

  it.each([
    { name: 'a fractional amount', amount: 10.5, rate: 0 },
    { name: 'a negative amount', amount: -1, rate: 0 },
    { name: 'a rate below -100 %', amount: 100, rate: -100.5 },
    { name: 'a rate with three decimals', amount: 100, rate: 12.345 },
    { name: 'a rate with four decimals', amount: 10_000, rate: 0.0005 },
    { name: 'a rate above 999.99 %', amount: 100, rate: 1000 },
    { name: 'an infinite rate', amount: 100, rate: Infinity },
  ])('refuses $name', ({ amount, rate }) => {
    expect(() => applyPercentage(amount, rate)).toThrow(DomainError);
  });

  it('matches exact integer arithmetic for whole-number rates', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 10_000_000 }),
        fc.integer({ min: -100, max: 500 }),
        (amount, rate) => {
          const exact = Math.floor((amount * (100 + rate) * 2 + 100) / 200);
          expect(applyPercentage(amount, rate)).toBe(exact);
        },
      ),
    );
  });

  it('is never more than half a unit away from the exact value', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 10_000_000 }),
        fc.integer({ min: -10_000, max: 50_000 }),
        (amount, hundredths) => {
          const rate = hundredths / 100;
          const result = applyPercentage(amount, rate);
          expect(Number.isSafeInteger(result)).toBe(true);
          expect(Math.abs(result - amount * (1 + rate / 100))).toBeLessThanOrEqual(0.5 + 1e-6);
        },
      ),
    );
  });
});
