// Every address of the site is built here: the routes, the `l` language parameter that links keep,
// and the /search and /bookings URLs both ways. Pages and components never type a path or read `l`
// themselves.
//
// This module imports no schema at run time (zod stays off the first load): reading a /search URL
// gives the API's query under the API's names, which the caller checks with the contract.
import type { Language } from '@roadbook/domain/constants';
import type { CarSearchQuery } from '@roadbook/domain/contracts/car-search';
import { isLanguage } from '@roadbook/domain/language';
import { SITE_PATHS } from '@roadbook/domain/site-paths';

import { toSearchParams } from './api-client';

/** Every page of the site (the router's paths). */
export const paths = SITE_PATHS;

export type SitePath = (typeof paths)[keyof typeof paths];

// ── The display language in the URL ────────────────────────────────────────────────────────────

/** The query parameter that chooses the display language (`/home?l=fr`). */
export const LANGUAGE_PARAM = 'l';

/** The language a query string's `l` names ('FR' and ' fr ' count), or null. */
export function languageParamOf(params: URLSearchParams | string): Language | null {
  const read = typeof params === 'string' ? new URLSearchParams(params) : params;
  const value = read.get(LANGUAGE_PARAM)?.trim().toLowerCase();
  return isLanguage(value) ? value : null;
}

/** `path` keeping the `l` parameter the visitor came with (nothing added when null). */
export function withLanguage(path: string, language: Language | null = null): string {
  if (language === null) return path;
  return `${path}${path.includes('?') ? '&' : '?'}${LANGUAGE_PARAM}=${encodeURIComponent(language)}`;
}

// ── Sign-in ────────────────────────────────────────────────────────────────────────────────────

/** Where the sign-in screen sends the user once signed in (`/sign-in?from=/change-password`). */
export const FROM_PARAM = 'from';

/** /sign-in (or its /sign-up tab) keeping where the user was going and the `l` language. */
export function signInPath(
  from: string | null,
  language: Language | null = null,
  path: typeof paths.signIn | typeof paths.signUp = paths.signIn,
): string {
  const params = toSearchParams({
    [FROM_PARAM]: from ?? undefined,
    [LANGUAGE_PARAM]: language ?? undefined,
  }).toString();
  return params === '' ? path : `${path}?${params}`;
}

// ── Lists (/suppliers) and /locations ──────────────────────────────────────────────────────────

/** A page of the suppliers list (page 1 has no parameter). */
export function suppliersPath(page: number, language: Language | null = null): string {
  return withLanguage(page === 1 ? paths.suppliers : `${paths.suppliers}?page=${page}`, language);
}

/** The page a list's query string names (`?page=N`): 1 when absent or not a page number. */
export function pageParamOf(params: URLSearchParams): number {
  const page = Number(params.get('page'));
  return Number.isInteger(page) && page >= 1 ? page : 1;
}

/** The place chosen on /locations (`/locations?place=<id>`): Back closes it, a link opens it. */
export const CHOSEN_PLACE_PARAM = 'place';

// ── /search, both ways ─────────────────────────────────────────────────────────────────────────
// The page names the places `pickup` and `dropoff`; the filters, page and sort keep the API's names,
// so the URL maps one to one onto GET /api/cars/search.

/** The API's names of the places, and the page's. */
const PLACE_PARAMS = { pickupLocation: 'pickup', dropOffLocation: 'dropoff' } as const;

type Listed<T> = T extends readonly (infer Item)[] ? readonly Item[] : T;

/** A search or part of one (a place, a range's sizes, a supplier), as a link to /search names it. */
export type SearchPathQuery = { readonly [Key in keyof CarSearchQuery]?: Listed<CarSearchQuery[Key]> };

/** Query → URL: the /search address of a search; the default page and sort, and a drop-off equal to the pick-up, are left out. */
export function searchPath(query: SearchPathQuery, language: Language | null = null): string {
  const { pickupLocation, dropOffLocation, from, to, page, sort, ...filters } = query;
  const params = toSearchParams({
    [PLACE_PARAMS.pickupLocation]: pickupLocation,
    [PLACE_PARAMS.dropOffLocation]: dropOffLocation === pickupLocation ? undefined : dropOffLocation,
    from,
    to,
    ...filters,
    page: page === undefined || page === 1 ? undefined : page,
    sort: sort === undefined || sort === 'price' ? undefined : sort,
    [LANGUAGE_PARAM]: language ?? undefined,
  }).toString();
  return params === '' ? paths.search : `${paths.search}?${params}`;
}

/** A query string's parameters under the API's names; a repeated one gives a list. */
export type SearchInput = Record<string, string | string[]>;

/** A query string's parameters but `l`, each under the name `nameOf` gives (the API's). */
export function queryInputOf(
  search: string | URLSearchParams,
  nameOf: (name: string) => string,
): SearchInput {
  const params = typeof search === 'string' ? new URLSearchParams(search) : search;
  const input: SearchInput = {};
  for (const name of new Set(params.keys())) {
    if (name === LANGUAGE_PARAM) continue;
    const all = params.getAll(name);
    input[nameOf(name)] = all.length === 1 ? (all[0] ?? '') : all;
  }
  return input;
}

/** URL → query: what a /search query string gives towards a search, for the contract to check. */
export function searchInputOf(search: string | URLSearchParams): SearchInput {
  return queryInputOf(search, (name) =>
    name === PLACE_PARAMS.pickupLocation
      ? 'pickupLocation'
      : name === PLACE_PARAMS.dropOffLocation
        ? 'dropOffLocation'
        : name,
  );
}

export interface QuerySchema<Query> {
  safeParse(value: unknown): { success: true; data: Query } | { success: false };
}

/**
 * URL → query: the search a /search query string names, checked with the API's own contract
 * (`CarSearchQuerySchema`, passed in so that pages that only link to /search never load it); null
 * when it names none or an invalid one.
 */
export function parseSearchPath<Query>(search: string | URLSearchParams, schema: QuerySchema<Query>) {
  const result = schema.safeParse(searchInputOf(search));
  return result.success ? result.data : null;
}
