import { describe, expect, it } from 'vitest';

import { pageWindow } from '@/components/Pagination';
import { searchInputOf } from '@/lib/paths';

import { filtersFromInput, hasFilters, searchWithFilters, toggleFilterValue } from './search-filters';

const PLACE = '7b0f2a8e-3c4d-4e5f-8a9b-0c1d2e3f4a5b';

describe('filters in the URL', () => {
  it('keeps the valid groups of a URL that names no complete search, and drops the broken ones', () => {
    const input = searchInputOf('size=midi&size=maxi&fuel=steam&depositMax=50000&l=fr&pickup=x');
    expect(filtersFromInput(input)).toEqual({ size: ['midi', 'maxi'], depositMax: 50_000 });
  });

  it('ticks and unticks a value, removing an emptied group', () => {
    const ticked = toggleFilterValue({ size: ['mini'] }, 'size', 'midi', true);
    expect(ticked).toEqual({ size: ['mini', 'midi'] });
    expect(toggleFilterValue(ticked, 'size', 'mini', false)).toEqual({ size: ['midi'] });
    const emptied = toggleFilterValue({ size: ['mini'] }, 'size', 'mini', false);
    expect(hasFilters(emptied)).toBe(false);
  });

  it('starts a search with new filters on page 1, keeping its place, dates and sort', () => {
    const query = {
      pickupLocation: PLACE,
      from: '2030-06-01T10:00:00.000Z',
      to: '2030-06-05T10:00:00.000Z',
      page: 4,
      sort: 'name' as const,
      size: ['mini' as const],
      fuel: ['diesel' as const],
    };
    expect(searchWithFilters(query, { gearbox: ['automatic'] })).toEqual({
      pickupLocation: PLACE,
      from: query.from,
      to: query.to,
      page: 1,
      sort: 'name',
      gearbox: ['automatic'],
    });
  });
});

describe('page links', () => {
  it('links the first, the last and two pages each side of the current one', () => {
    expect(pageWindow(1, 1)).toEqual([1]);
    expect(pageWindow(2, 7)).toEqual([1, 2, 3, 4, 'gap', 7]);
    expect(pageWindow(10, 20)).toEqual([1, 'gap', 8, 9, 10, 11, 12, 'gap', 20]);
    // A gap of one page shows that page.
    expect(pageWindow(4, 7)).toEqual([1, 2, 3, 4, 5, 6, 7]);
  });
});
