import type { Language } from '@roadbook/domain/constants';
import {
  CarSearchQuerySchema,
  type CarFilters,
  type CarSearchQuery,
} from '@roadbook/domain/contracts/car-search';
import { useCallback, useMemo } from 'react';
import { useNavigate, useSearchParams } from 'react-router';

import { languageParamOf, parseSearchPath, searchInputOf, searchPath } from '@/lib/paths';

import { filtersFromInput, filtersOf, searchWithFilters } from '../search-filters';

export interface SearchState {
  /** The search the URL names, or null when it names none (no place, bad dates…). */
  query: CarSearchQuery | null;
  /** The `l` language parameter of the URL, kept in the URLs the page builds. */
  language: Language | null;
  /** The URL's filters, also when it names no complete search. */
  filters: CarFilters;
  /** What the URL gives towards a search: places and dates as written, possibly incomplete. */
  partial: {
    pickupLocation: string | null;
    dropOffLocation: string | null;
    from: string | null;
    to: string | null;
  };
  /** The URL of a page of the current search. */
  pageHref: (page: number) => string;
  /** The URL of the same search with these filters, on page 1. */
  filtersHref: (filters: CarFilters) => string;
  /** Goes to the same search with these filters, on page 1. */
  applyFilters: (filters: CarFilters) => void;
  /** Goes to the same search sorted otherwise, on page 1. */
  applySort: (sort: CarSearchQuery['sort']) => void;
}

/** One value of the URL as written (the first when repeated), null when absent. */
function single(value: string | string[] | undefined): string | null {
  return (Array.isArray(value) ? value[0] : value) ?? null;
}

/** The search is the URL: read it, and change it by navigating. */
export function useSearchState(): SearchState {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const queryString = params.toString();

  const { query, language, filters, partial } = useMemo(() => {
    const input = searchInputOf(queryString);
    const parsed = parseSearchPath(queryString, CarSearchQuerySchema);
    return {
      query: parsed,
      language: languageParamOf(queryString),
      filters: parsed === null ? filtersFromInput(input) : filtersOf(parsed),
      partial: {
        pickupLocation: single(input.pickupLocation),
        dropOffLocation: single(input.dropOffLocation),
        from: single(input.from),
        to: single(input.to),
      },
    };
  }, [queryString]);

  const pageHref = useCallback(
    (page: number) => (query === null ? '' : searchPath({ ...query, page }, language)),
    [query, language],
  );
  const filtersHref = useCallback(
    (next: CarFilters) => (query === null ? '' : searchPath(searchWithFilters(query, next), language)),
    [query, language],
  );
  const applyFilters = useCallback(
    (next: CarFilters) => {
      if (query !== null) void navigate(filtersHref(next));
    },
    [navigate, query, filtersHref],
  );
  const applySort = useCallback(
    (sort: CarSearchQuery['sort']) => {
      if (query !== null) void navigate(searchPath({ ...query, sort, page: 1 }, language));
    },
    [navigate, query, language],
  );

  return { query, language, filters, partial, pageHref, filtersHref, applyFilters, applySort };
}
