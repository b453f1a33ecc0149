import type { CarFilters, CarSearchQuery } from '@roadbook/domain/contracts/car-search';
import { useCallback, useMemo } from 'react';
import { useNavigate, useSearchParams } from 'react-router';

import { parseSearchUrl } from '@/lib/parse-search-url';
import { searchUrl } from '@/lib/search-url';

import { filtersFromParams, filtersOf, searchWithFilters } from '../search-filters';

/** The URL of a search, keeping the `l` language parameter the visitor came with. */
export function searchHref(query: Parameters<typeof searchUrl>[0], language: string | null): string {
  const url = searchUrl(query);
  return language === null ? url : `${url}&l=${encodeURIComponent(language)}`;
}

export interface SearchState {
  /** The search the URL names, or null when it names none (no place, bad dates…). */
  query: CarSearchQuery | null;
  /** The `l` language parameter of the URL, kept in the URLs the page builds. */
  language: string | null;
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

/** The search is the URL (product-decisions 2): read it, and change it by navigating. */
export function useSearchState(): SearchState {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const queryString = params.toString();
  const language = params.get('l');

  const query = useMemo(() => parseSearchUrl(queryString), [queryString]);
  const filters = useMemo(
    () => (query === null ? filtersFromParams(new URLSearchParams(queryString)) : filtersOf(query)),
    [query, queryString],
  );
  const partial = useMemo(() => {
    const read = new URLSearchParams(queryString);
    return {
      pickupLocation: read.get('pickup'),
      dropOffLocation: read.get('dropoff'),
      from: read.get('from'),
      to: read.get('to'),
    };
  }, [queryString]);

  const pageHref = useCallback(
    (page: number) => (query === null ? '' : searchHref({ ...query, page }, language)),
    [query, language],
  );
  const filtersHref = useCallback(
    (next: CarFilters) => (query === null ? '' : searchHref(searchWithFilters(query, next), language)),
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
      if (query !== null) void navigate(searchHref({ ...query, sort, page: 1 }, language));
    },
    [navigate, query, language],
  );

  return { query, language, filters, partial, pageHref, filtersHref, applyFilters, applySort };
}
