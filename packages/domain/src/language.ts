// Start language (product-rules.md § Languages): URL `l`, then the signed-in user's language, then the stored
// language, then the visitor's country (when language-by-IP is on), then the default.
import { COUNTRY_LANGUAGES, DEFAULT_LANGUAGE, LANGUAGES, type Language } from './constants';

export function isLanguage(value: unknown): value is Language {
  return typeof value === 'string' && LANGUAGES.some((language) => language === value);
}

/** A language from a loosely written code ('FR', ' en '); null when it is not one of ours. */
function toLanguage(value: string | null | undefined): Language | null {
  const code = value?.trim().toLowerCase();
  return isLanguage(code) ? code : null;
}

function countryLanguage(countryCode: string | null | undefined): Language | null {
  const country = countryCode?.trim().toUpperCase();
  if (!country || !Object.hasOwn(COUNTRY_LANGUAGES, country)) return null;
  return COUNTRY_LANGUAGES[country] ?? null;
}

export interface StartLanguageSources {
  /** The `l` parameter of the URL. */
  urlLanguage?: string | null;
  /** The signed-in user's saved language. */
  userLanguage?: string | null;
  /** The language stored on this device. */
  storedLanguage?: string | null;
  /** ISO 3166 alpha-2 country of the visitor; pass it only when language-by-IP is on. */
  countryCode?: string | null;
  /** The marketplace's configured default language; DEFAULT_LANGUAGE when unset or invalid. */
  defaultLanguage?: string | null;
}

/** The first valid source wins; invalid values are skipped; unknown countries give the default. */
export function resolveStartLanguage(sources: StartLanguageSources): Language {
  return (
    toLanguage(sources.urlLanguage) ??
    toLanguage(sources.userLanguage) ??
    toLanguage(sources.storedLanguage) ??
    countryLanguage(sources.countryCode) ??
    toLanguage(sources.defaultLanguage) ??
    DEFAULT_LANGUAGE
  );
}
