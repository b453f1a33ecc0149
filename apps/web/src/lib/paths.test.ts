import { CarSearchQuerySchema } from '@roadbook/domain/contracts/car-search';
import { describe, expect, it } from 'vitest';

import { bookingIdOf, bookingPath, notificationsPath } from './booking-paths';
import { languageParamOf, parseSearchPath, paths, searchPath, suppliersPath, withLanguage } from './paths';

const PLACE = '7b0f2a8e-3c4d-4e5f-8a9b-0c1d2e3f4a5b';
const OTHER = '1b0f2a8e-3c4d-4e5f-8a9b-0c1d2e3f4a5b';
const FROM = '2026-12-01T10:00:00.000Z';
const TO = '2026-12-05T10:00:00.000Z';

const parse = (url: string) => parseSearchPath(url.slice(url.indexOf('?')), CarSearchQuerySchema);

describe('search URL', () => {
  it('leaves out the drop-off when it is the pick-up, and the default page and sort', () => {
    expect(searchPath({ pickupLocation: PLACE, dropOffLocation: PLACE, from: FROM, to: TO })).toBe(
      `/search?pickup=${PLACE}&from=${encodeURIComponent(FROM)}&to=${encodeURIComponent(TO)}`,
    );
  });

  it('reads back what it writes, filters repeated', () => {
    const url = searchPath({
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
    expect(parse(url)).toEqual({
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

  it('keeps the language last, and reads the search without it', () => {
    const url = searchPath({ pickupLocation: PLACE, from: FROM, to: TO }, 'fr');
    expect(url).toMatch(/&l=fr$/);
    expect(languageParamOf(url.slice(url.indexOf('?')))).toBe('fr');
    expect(parse(url)).toEqual({ pickupLocation: PLACE, from: FROM, to: TO, page: 1, sort: 'price' });
  });

  it('links to part of a search: a range, a place, a supplier', () => {
    expect(searchPath({ size: ['maxi', 'pickup'] }, 'es')).toBe('/search?size=maxi&size=pickup&l=es');
    expect(searchPath({ pickupLocation: PLACE })).toBe(`/search?pickup=${PLACE}`);
    expect(searchPath({ supplier: [OTHER] })).toBe(`/search?supplier=${OTHER}`);
    expect(searchPath({})).toBe('/search');
  });

  it('names no search without a pick-up place or with an unknown filter value', () => {
    expect(parseSearchPath(`?from=${FROM}&to=${TO}`, CarSearchQuerySchema)).toBeNull();
    expect(
      parseSearchPath(`?pickup=${PLACE}&from=${FROM}&to=${TO}&size=spaceship`, CarSearchQuerySchema),
    ).toBeNull();
  });
});

describe('language parameter', () => {
  it('reads one of our languages, loosely written, and nothing else', () => {
    expect(languageParamOf('?l=fr')).toBe('fr');
    expect(languageParamOf('l=%20EN%20')).toBe('en');
    expect(languageParamOf('?l=de')).toBeNull();
    expect(languageParamOf('?page=2')).toBeNull();
  });

  it('is added to a path with or without a query', () => {
    expect(withLanguage(paths.locations, 'fr')).toBe('/locations?l=fr');
    expect(withLanguage(paths.locations)).toBe('/locations');
    expect(suppliersPath(2, 'es')).toBe('/suppliers?page=2&l=es');
    expect(suppliersPath(1)).toBe('/suppliers');
    expect(notificationsPath(3, 'fr')).toBe('/notifications?page=3&l=fr');
    expect(notificationsPath(1)).toBe('/notifications');
  });

  it('names a booking in its page’s address, and reads it back', () => {
    const path = bookingPath('6f1c2d3e-4a5b-4c6d-8e7f-9a0b1c2d3e4f', 'es');
    expect(path).toBe('/booking?b=6f1c2d3e-4a5b-4c6d-8e7f-9a0b1c2d3e4f&l=es');
    expect(bookingIdOf(new URL(path, 'http://localhost').searchParams)).toBe(
      '6f1c2d3e-4a5b-4c6d-8e7f-9a0b1c2d3e4f',
    );
    expect(bookingIdOf(new URLSearchParams('l=es'))).toBeNull();
  });
});
