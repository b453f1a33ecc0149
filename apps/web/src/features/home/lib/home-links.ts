// Where the home sections lead. Each opens /search with part of a search (a range's sizes, a place, a
// supplier): the search page shows the search form prefilled with it, and keeps the filters.
import { VEHICLE_RANGE_SIZES, type VehicleRange } from '@roadbook/domain/enums';

import { toSearchParams } from '@/lib/api-client';
import { SEARCH_PATH } from '@/lib/search-url';

/** `path`, keeping the `l` language parameter the visitor came with. */
export function pageHref(path: string, language: string | null = null): string {
  if (language === null) return path;
  return `${path}${path.includes('?') ? '&' : '?'}l=${encodeURIComponent(language)}`;
}

/** /search filtered on the vehicle sizes of a range. */
export function rangeSearchHref(range: VehicleRange, language: string | null = null): string {
  return pageHref(
    `${SEARCH_PATH}?${toSearchParams({ size: VEHICLE_RANGE_SIZES[range] }).toString()}`,
    language,
  );
}

/** /search with this pick-up place chosen. */
export function placeSearchHref(placeId: string, language: string | null = null): string {
  return pageHref(`${SEARCH_PATH}?${toSearchParams({ pickup: placeId }).toString()}`, language);
}

/** /search filtered on one supplier. */
export function supplierSearchHref(supplierId: string, language: string | null = null): string {
  return pageHref(`${SEARCH_PATH}?${toSearchParams({ supplier: supplierId }).toString()}`, language);
}
