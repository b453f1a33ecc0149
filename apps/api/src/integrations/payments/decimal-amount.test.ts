import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { minorFromDecimal, toDecimalAmount } from './decimal-amount';

describe('decimal amounts', () => {
  it('writes cents as the providers want them', () => {
    expect(toDecimalAmount(12_345)).toBe('123.45');
    expect(toDecimalAmount(30_000)).toBe('300.00');
    expect(toDecimalAmount(5)).toBe('0.05');
    expect(toDecimalAmount(0)).toBe('0.00');
    expect(() => toDecimalAmount(-1)).toThrow(RangeError);
    expect(() => toDecimalAmount(1.5)).toThrow(RangeError);
  });

  it('reads a whole number of cents, however many zeros follow', () => {
    expect(minorFromDecimal('123.45')).toBe(12_345);
    expect(minorFromDecimal('10')).toBe(1000);
    expect(minorFromDecimal('10.5')).toBe(1050);
    expect(minorFromDecimal('10.5000')).toBe(1050);
    expect(minorFromDecimal('0.01')).toBe(1);
  });

  it('refuses what is not a plain amount of whole cents', () => {
    for (const text of ['', '.5', '-1.00', '+1', '1e3', '10.001', '1,00', ' 1.00', 'NaN', '12345678901234']) {
      expect(minorFromDecimal(text), text).toBeNull();
    }
  });

  it('reads back exactly what it writes', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 1e12 }),
        (cents) => minorFromDecimal(toDecimalAmount(cents)) === cents,
      ),
    );
  });
});
