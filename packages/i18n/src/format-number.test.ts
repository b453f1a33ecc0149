import { describe, expect, it } from 'vitest';

import { formatMoney, formatNumber } from './format-number';

describe('formatNumber', () => {
  it.each([
    [1234567, 'en', 0, '1,234,567'],
    [1234567, 'fr', 0, '1 234 567'],
    [1234567, 'es', 0, '1 234 567'],
    [1234.5, 'en', 2, '1,234.50'],
    [1234.5, 'fr', 2, '1 234,50'],
    [1234.5, 'es', 2, '1 234,50'],
    [999, 'en', 0, '999'],
    [999, 'fr', 0, '999'],
    [1000, 'es', 0, '1 000'],
    [1000, 'en', 0, '1,000'],
    [0, 'en', 0, '0'],
    [-1234567.891, 'en', 2, '-1,234,567.89'],
    [-1234.5, 'fr', 1, '-1 234,5'],
    [-999, 'es', 0, '-999'],
    [2.5, 'en', 0, '3'],
    [-2.5, 'en', 0, '-3'],
    [-0.001, 'fr', 0, '0'],
    [-0, 'en', 2, '0.00'],
    [1e21, 'en', 0, '1,000,000,000,000,000,000,000'],
  ] as const)('%d in %s with %i decimals is "%s"', (value, language, digits, expected) => {
    expect(formatNumber(value, language, digits)).toBe(expected);
  });

  it('uses a plain space (U+0020) in French and Spanish', () => {
    for (const language of ['fr', 'es'] as const) {
      expect(formatNumber(12345, language)).toBe('12\u0020345');
      expect(formatMoney(1234500, 'EUR', language)).toBe('12\u0020345,00\u0020€');
    }
  });

  it('defaults to no decimals and refuses an impossible number of decimals', () => {
    expect(formatNumber(1234.56, 'en')).toBe('1,235');
    expect(() => formatNumber(1, 'en', -1)).toThrow(RangeError);
    expect(() => formatNumber(1, 'en', 1.5)).toThrow(RangeError);
  });

  it('returns a value that is not finite as is', () => {
    expect(formatNumber(Number.NaN, 'en')).toBe('NaN');
  });
});

describe('formatMoney', () => {
  it.each([
    [123450, 'USD', 'en', '$1,234.50'],
    [123450, 'USD', 'fr', '1 234,50 $US'],
    [123450, 'USD', 'es', '1 234,50 US$'],
    [5, 'USD', 'en', '$0.05'],
    [-500, 'USD', 'en', '-$5.00'],
    [-500, 'usd', 'fr', '-5,00 $US'],
    [99900, 'EUR', 'es', '999,00 €'],
    [100000, 'EUR', 'en', '€1,000.00'],
    [123450, 'MAD', 'en', 'MAD 1,234.50'],
    [123450, 'MAD', 'fr', '1 234,50 MAD'],
    [1235, 'JPY', 'en', 'JPY 1,235'],
    [1235, 'JPY', 'fr', '1 235 JPY'],
    [10.5, 'USD', 'en', '$0.11'],
  ] as const)('%d minor units of %s in %s is "%s"', (minor, currency, language, expected) => {
    expect(formatMoney(minor, currency, language)).toBe(expected);
  });
});
