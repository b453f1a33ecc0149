// Countries and locations as admins run them in the back office (product-rules.md § Places, cars and
// suppliers): each with its name in every language. The written record is `CountryInputSchema` or
// `LocationInputSchema` (place-schemas.ts); these are the lists' queries and the answers.
import * as z from 'zod/mini';
import { BackOfficePageSizeSchema, listPageFields, PageQuerySchema } from './list-page';

const keyword = z.optional(z.string().check(z.trim(), z.maxLength(100, 'validation.tooLong')));

/** A name in each language of the site. */
export const PlaceNamesRowSchema = z.object({ en: z.string(), fr: z.string(), es: z.string() });

/** GET /api/admin/countries: `keyword` matches the code and the names in any language. */
export const AdminCountryQuerySchema = z.object({
  keyword,
  page: PageQuerySchema,
  pageSize: BackOfficePageSizeSchema,
});
export type AdminCountryQuery = z.infer<typeof AdminCountryQuerySchema>;

export const AdminCountrySchema = z.object({
  id: z.uuid(),
  code: z.string(),
  names: PlaceNamesRowSchema,
  /** Its locations: a country with any cannot be deleted. */
  locationCount: z.int().check(z.nonnegative()),
});
export type AdminCountry = z.infer<typeof AdminCountrySchema>;

export const AdminCountryPageSchema = z.object({ countries: z.array(AdminCountrySchema), ...listPageFields });
export type AdminCountryPage = z.infer<typeof AdminCountryPageSchema>;

/** What creating or changing a country answers. */
export const AdminCountryResponseSchema = z.object({ country: AdminCountrySchema });

/**
 * GET /api/admin/locations: `keyword` matches the names in any language and the address (accents and
 * case aside); `country` keeps one country's.
 */
export const AdminLocationQuerySchema = z.object({
  keyword,
  country: z.optional(z.uuid()),
  page: PageQuerySchema,
  pageSize: BackOfficePageSizeSchema,
});
export type AdminLocationQuery = z.infer<typeof AdminLocationQuerySchema>;

export const AdminLocationSchema = z.object({
  id: z.uuid(),
  names: PlaceNamesRowSchema,
  address: z.string(),
  latitude: z.number(),
  longitude: z.number(),
  country: z.object({ id: z.uuid(), code: z.string(), names: PlaceNamesRowSchema }),
  /** The cars it serves: with any (or a booking), it cannot be deleted. */
  carCount: z.int().check(z.nonnegative()),
  /** The bookings (and changes of bookings) that pick up or return there. */
  bookingCount: z.int().check(z.nonnegative()),
});
export type AdminLocation = z.infer<typeof AdminLocationSchema>;

export const AdminLocationPageSchema = z.object({
  locations: z.array(AdminLocationSchema),
  ...listPageFields,
});
export type AdminLocationPage = z.infer<typeof AdminLocationPageSchema>;

/** GET /api/admin/locations/{id}, and what creating or changing a location answers. */
export const AdminLocationResponseSchema = z.object({ location: AdminLocationSchema });
