// API contracts use zod/mini: the same schema validates on the server and parses in the browser.
import * as z from 'zod/mini';

/** An ISO 3166-1 alpha-2 country code in upper case: FR, US, MA. */
export const COUNTRY_CODE_PATTERN = /^[A-Z]{2}$/;

/**
 * GET /api/country-code: the visitor's country, from their IP address, when language-by-IP is on.
 * Otherwise, or when the country cannot be told, the API answers an error (common.notFound 404 or
 * common.unavailable 503) and the page starts in the default language.
 */
export const CountryCodeSchema = z.object({
  countryCode: z.string().check(z.regex(COUNTRY_CODE_PATTERN)),
});
export type CountryCode = z.infer<typeof CountryCodeSchema>;
