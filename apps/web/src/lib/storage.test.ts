import { SITE_STORAGE } from '@roadbook/domain/site-storage';
import { describe, expect, it } from 'vitest';

import { BOOKING_TOKENS_KEY, PAYMENT_REFERENCES_KEY } from './booking-token';
import { STORAGE_KEYS } from './storage';

const namesIn = (where: string) =>
  Object.values(SITE_STORAGE)
    .filter((item) => item.where === where)
    .map((item) => item.name)
    .sort();

describe('what the pages store', () => {
  it('is exactly what the cookie policy lists, in the place it says', () => {
    expect(Object.values(STORAGE_KEYS).sort()).toEqual(namesIn('localStorage'));
    expect([BOOKING_TOKENS_KEY, PAYMENT_REFERENCES_KEY].sort()).toEqual(namesIn('sessionStorage'));
  });
});
