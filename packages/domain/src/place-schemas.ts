// Countries and locations as an admin writes them in the back office (product-rules.md § Places,
// cars and suppliers): a name in every language of the site, a country's ISO 3166-1 alpha-2 code, a
// location's country, address and position. Checked once here for the editor and the API.
import { z } from 'zod';
import { COUNTRY_CODE_PATTERN } from './contracts/country-code';
import type { Language } from './constants';
import { addCodedIssue, requiredText, withCode } from './schema-fields';

export const PLACE_NAME_MAX_LENGTH = 100;
export const ADDRESS_MAX_LENGTH = 300;
export const LATITUDE_LIMITS = { min: -90, max: 90 } as const;
export const LONGITUDE_LIMITS = { min: -180, max: 180 } as const;

const regionNames =
  typeof Intl.DisplayNames === 'function'
    ? new Intl.DisplayNames(['en'], { type: 'region', fallback: 'none' })
    : null;

/**
 * A code of ISO 3166-1 alpha-2 the platform's region names know (FR, MA, US), not ZZ (unknown
 * region); any two capitals where the platform has no region names.
 */
export function isCountryCode(code: string): boolean {
  if (!COUNTRY_CODE_PATTERN.test(code) || code === 'ZZ') return false;
  try {
    return regionNames === null || regionNames.of(code) !== undefined;
  } catch {
    return false;
  }
}

/** A name in each language of the site: `names.en`, `names.fr`, `names.es`. */
export const PlaceNamesSchema = z.object({
  en: requiredText(PLACE_NAME_MAX_LENGTH),
  fr: requiredText(PLACE_NAME_MAX_LENGTH),
  es: requiredText(PLACE_NAME_MAX_LENGTH),
} satisfies Record<Language, unknown>);
export type PlaceNames = z.infer<typeof PlaceNamesSchema>;

/** POST /api/admin/countries and PUT /api/admin/countries/{id}: a code is one country's alone. */
export const CountryInputSchema = z.object({
  code: z
    .string(withCode('validation.required'))
    .trim()
    .toUpperCase()
    .min(1, { error: 'validation.required', abort: true })
    .refine(isCountryCode, withCode('validation.invalidValue')),
  names: PlaceNamesSchema,
});
export type CountryInput = z.infer<typeof CountryInputSchema>;

const required = {
  error: (issue: { input?: unknown }) =>
    issue.input === undefined || issue.input === null ? 'validation.required' : 'validation.invalidValue',
};

/** A coordinate in degrees within [min, max]: validation.outOfRange { min, max }. */
function degrees({ min, max }: { min: number; max: number }) {
  return z.number(required).superRefine((value, ctx) => {
    if (value < min || value > max) addCodedIssue(ctx, 'validation.outOfRange', { min, max });
  });
}

/** POST /api/admin/locations and PUT /api/admin/locations/{id}. */
export const LocationInputSchema = z.object({
  countryId: z.uuid(required),
  address: requiredText(ADDRESS_MAX_LENGTH),
  latitude: degrees(LATITUDE_LIMITS),
  longitude: degrees(LONGITUDE_LIMITS),
  names: PlaceNamesSchema,
});
export type LocationInput = z.infer<typeof LocationInputSchema>;
