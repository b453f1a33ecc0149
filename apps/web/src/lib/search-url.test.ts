import { describe, expect, it } from 'vitest';

import { parseSearchUrl } from './parse-search-url';
import { searchUrl } from './search-url';

const PLACE = '7b0f2a8e-3c4d-4e5f-8a9b-0c1d2e3f4a5b';
const OTHER = '1b0f2a8e-3c4d-4e5f-8a9b-0c1d2e3f4a5b';
const FROM = '2026-12-01T10:00:00.000Z';
const TO = '2026-12-05T10:00:00.000Z';

describe('search URL', () => {
  it('leaves out the drop-off when it is the pick-up, and the default page and sort', () => {
    expect(searchUrl({ pickupLocation: PLACE, dropOffLocation: PLACE, from: FROM, to: TO })).toBe(
      `/search?pickup=${PLACE}&from=${encodeURIComponent(FROM)}&to=${encodeURIComponent(TO)}`,
    );
  });

  it('reads back what it writes, filters repeated', () => {
    const url = searchUrl({
      pickupLocation: PLACE,
      dropOffLocation: OTHER,
      from: FROM,
      to: TO,
      size: ['mini', 'midi'],
      depositMax: 50_000,
      page: 3,
      sort: 'priceDesc',
    });
    expect(url).toContain('size=mini&size=midi');
    expect(parseSearchUrl(url.slice(url.indexOf('?')))).toEqual({
      pickupLocation: PLACE,
      dropOffLocation: OTHER,
      from: FROM,
      to: TO,
      size: ['mini', 'midi'],
      depositMax: 50_000,
      page: 3,
      sort: 'priceDesc',
    });
  });

  it('names no search without a pick-up place or with an unknown filter value', () => {
    expect(parseSearchUrl(`?from=${FROM}&to=${TO}`)).toBeNull();
    expect(parseSearchUrl(`?pickup=${PLACE}&from=${FROM}&to=${TO}&size=spaceship`)).toBeNull();
  });
});
