// Locations and countries (product-rules.md § Places, cars and suppliers), named in the requested language.
import * as z from 'zod/mini';
import { LANGUAGES, MAX_LOCATIONS_PAGE_SIZE, PAGE_SIZE } from '../constants';
import { listPageFields, PageQuerySchema } from './list-page';

export const CountryRefSchema = z.object({ id: z.uuid(), name: z.string() });

export const LocationSchema = z.object({
  id: z.uuid(),
  name: z.string(),
  address: z.string(),
  latitude: z.number(),
  longitude: z.number(),
  country: CountryRefSchema,
});
export type Location = z.infer<typeof LocationSchema>;

/** GET /api/locations/:id?lang=xx → { location }. */
export const LocationParamsSchema = z.object({ id: z.uuid() });
export const LocationQuerySchema = z.object({ lang: z.optional(z.enum(LANGUAGES)) });
export const LocationResponseSchema = z.object({ location: LocationSchema });

/**
 * GET /api/locations?search=TEXT&lang=xx&page=N[&pageSize=N]: accent- and case-insensitive,
 * typo-tolerant; PAGE_SIZE (30) a page unless `pageSize` asks for more.
 */
export const LocationListQuerySchema = z.object({
  search: z.optional(z.string().check(z.maxLength(100, 'validation.tooLong'))),
  lang: z.optional(z.enum(LANGUAGES)),
  page: PageQuerySchema,
  pageSize: z._default(
    z.coerce.number().check(z.int(), z.minimum(1), z.maximum(MAX_LOCATIONS_PAGE_SIZE)),
    PAGE_SIZE,
  ),
});
export type LocationListQuery = z.infer<typeof LocationListQuerySchema>;

export const LocationListSchema = z.object({ locations: z.array(LocationSchema), ...listPageFields });
export type LocationList = z.infer<typeof LocationListSchema>;

/** GET /api/countries?lang=xx&minLocations=N: countries with at least N locations, with them. */
export const CountryListQuerySchema = z.object({
  lang: z.optional(z.enum(LANGUAGES)),
  minLocations: z.optional(z.coerce.number().check(z.int(), z.minimum(0), z.maximum(10_000))),
  page: PageQuerySchema,
});
export type CountryListQuery = z.infer<typeof CountryListQuerySchema>;

export const CountrySchema = z.object({
  id: z.uuid(),
  code: z.string().check(z.length(2)),
  name: z.string(),
  locations: z.array(z.omit(LocationSchema, { country: true })),
});
export type Country = z.infer<typeof CountrySchema>;

export const CountryListSchema = z.object({ countries: z.array(CountrySchema), ...listPageFields });
export type CountryList = z.infer<typeof CountryListSchema>;
