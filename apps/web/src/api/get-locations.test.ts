import type { Location } from '@roadbook/domain/contracts/places';
import { describe, expect, it, vi } from 'vitest';

import { jsonResponse } from '@/testing/api-mock';

import { LYON } from '@/testing/places.fixture';
import { getAllLocations, MAX_LOCATION_PAGES } from './get-locations';

function place(index: number): Location {
  const suffix = index.toString(16).padStart(12, '0');
  return { ...LYON, id: `3e5c7a9b-6f7d-4e9a-9b2c-${suffix}`, name: `Place ${index}` };
}

/** GET /api/locations over `count` places, `pageSize` a page (30 by default), as the API pages them. */
function stubLocationsApi(count: number) {
  const all = Array.from({ length: count }, (_, index) => place(index));
  const fetchMock = vi.fn(async (input: RequestInfo | URL) => {
    const url = new URL(String(input), 'http://localhost');
    const page = Number(url.searchParams.get('page') ?? '1');
    const pageSize = Number(url.searchParams.get('pageSize') ?? '30');
    const locations = all.slice((page - 1) * pageSize, page * pageSize);
    return jsonResponse({ locations, total: count, page, pageSize });
  });
  vi.stubGlobal('fetch', fetchMock);
  return { all, fetchMock };
}

describe('getAllLocations', () => {
  it('fetches every page, in the language asked for, and keeps the API order', async () => {
    const { all, fetchMock } = stubLocationsApi(2500);

    expect(await getAllLocations('fr')).toEqual(all);
    const pages = fetchMock.mock.calls.map(([input]) => new URL(String(input), 'http://localhost'));
    expect(pages.map((url) => url.searchParams.get('page')).sort()).toEqual(['1', '2', '3']);
    expect(pages.every((url) => url.searchParams.get('pageSize') === '1000')).toBe(true);
    expect(pages.every((url) => url.searchParams.get('lang') === 'fr')).toBe(true);
  });

  it('asks once when everything fits on the first page', async () => {
    const { fetchMock } = stubLocationsApi(1000);
    expect(await getAllLocations('en')).toHaveLength(1000);
    expect(fetchMock).toHaveBeenCalledOnce();
  });

  it(`stops after ${MAX_LOCATION_PAGES} pages`, async () => {
    const { fetchMock } = stubLocationsApi(1000 * (MAX_LOCATION_PAGES + 2));
    expect(await getAllLocations('en')).toHaveLength(1000 * MAX_LOCATION_PAGES);
    expect(fetchMock).toHaveBeenCalledTimes(MAX_LOCATION_PAGES);
  });
});
