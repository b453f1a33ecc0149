// A search is a URL (product-decisions 2): /search?pickup=…&dropoff=…&from=…&to=…&page=…&sort=…&<filters>.
// The page's parameter names for places are `pickup` and `dropoff`; the filters, page and sort keep the
// API's names, so the URL maps one to one onto GET /api/cars/search.
import type { CarSearchQuery } from '@roadbook/domain/contracts/car-search';

import { toSearchParams } from './api-client';

export const SEARCH_PATH = '/search';

/** The `/search?…` address of a search; the default page and sort are left out. */
export function searchUrl(query: Omit<CarSearchQuery, 'page' | 'sort'> & Partial<CarSearchQuery>): string {
  const { pickupLocation, dropOffLocation, from, to, page, sort, ...filters } = query;
  const params = toSearchParams({
    pickup: pickupLocation,
    dropoff: dropOffLocation === pickupLocation ? undefined : dropOffLocation,
    from,
    to,
    ...filters,
    page: page === undefined || page === 1 ? undefined : page,
    sort: sort === undefined || sort === 'price' ? undefined : sort,
  });
  return `${SEARCH_PATH}?${params.toString()}`;
}
