import { describe, expect, it } from 'vitest';
import { CURRENCIES, isCurrency } from './currencies';

describe('CURRENCIES', () => {
  it('is in alphabetical order, each code once', () => {
    expect([...CURRENCIES].sort()).toEqual(CURRENCIES);
    expect(new Set(CURRENCIES).size).toBe(CURRENCIES.length);
  });

  it.each([
    { replaced: 'ANG', by: 'XCG', name: 'Caribbean guilder (2025)' },
    { replaced: 'ZWL', by: 'ZWG', name: 'Zimbabwe Gold (2024)' },
  ])('offers $by, the $name, instead of $replaced', ({ replaced, by }) => {
    expect(isCurrency(by)).toBe(true);
    expect(isCurrency(replaced)).toBe(false);
  });
});
