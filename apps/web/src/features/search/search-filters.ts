// The filters of a search as the page reads and changes them. The URL is the only state: these
// functions read filters out of a query string and build the next search from the current one.
import {
  CarFiltersSchema,
  type CarFilterGroup,
  type CarFilters,
  type CarSearchQuery,
} from '@roadbook/domain/contracts/car-search';

import type { SearchInput } from '@/lib/paths';

/** Every filter parameter of a search, in the order of the contract. */
export const FILTER_KEYS = Object.keys(CarFiltersSchema.shape) as readonly (keyof CarFilters)[];

function isFilterKey(name: string): name is keyof CarFilters {
  return (FILTER_KEYS as readonly string[]).includes(name);
}

/**
 * The filters a /search URL names (`searchInputOf`), each group on its own: a group with an unknown
 * value is left out, the others are kept (used when the URL names no complete search, e.g.
 * `/search?size=midi`).
 */
export function filtersFromInput(input: SearchInput): CarFilters {
  const filters: CarFilters = {};
  for (const [name, value] of Object.entries(input)) {
    if (!isFilterKey(name)) continue;
    const result = CarFiltersSchema.safeParse({ [name]: value });
    if (result.success) Object.assign(filters, result.data);
  }
  return filters;
}

/** The filter part of a search. */
export function filtersOf(query: CarSearchQuery): CarFilters {
  const filters: CarFilters = {};
  for (const key of FILTER_KEYS) {
    if (query[key] !== undefined) Object.assign(filters, { [key]: query[key] });
  }
  return filters;
}

/** The search without any filter. */
export function withoutFilters(query: CarSearchQuery): CarSearchQuery {
  const { pickupLocation, dropOffLocation, from, to, page, sort } = query;
  return {
    pickupLocation,
    from,
    to,
    page,
    sort,
    ...(dropOffLocation === undefined ? {} : { dropOffLocation }),
  };
}

export function hasFilters(filters: CarFilters): boolean {
  return FILTER_KEYS.some((key) => {
    const value = filters[key];
    return Array.isArray(value) ? value.length > 0 : value !== undefined;
  });
}

/** The values chosen in a group (none when absent). */
export function chosenValues(filters: CarFilters, group: CarFilterGroup): readonly string[] {
  return filters[group] ?? [];
}

/** The filters with `value` ticked or unticked in `group`; an emptied group is removed. */
export function toggleFilterValue(
  filters: CarFilters,
  group: CarFilterGroup,
  value: string,
  isChosen: boolean,
): CarFilters {
  const current = chosenValues(filters, group).filter((item) => item !== value);
  const next = isChosen ? [...current, value] : current;
  const result = CarFiltersSchema.safeParse({ ...filters, [group]: next.length > 0 ? next : undefined });
  return result.success ? result.data : filters;
}

/** The next search with other filters: back to page 1, same place, dates and sort. */
export function searchWithFilters(query: CarSearchQuery, filters: CarFilters): CarSearchQuery {
  return { ...withoutFilters(query), ...filters, page: 1 };
}
