// Start language (product-rules.md § Languages): URL `l`, then the signed-in user's language, then the
// stored language, then the browser's languages (navigator.languages on the site, Accept-Language for
// the documents the server writes), then the visitor's country (when language-by-IP is on), then the
// default.
import { COUNTRY_LANGUAGES, DEFAULT_LANGUAGE, LANGUAGES, type Language } from './constants';

export function isLanguage(value: unknown): value is Language {
  return typeof value === 'string' && LANGUAGES.some((language) => language === value);
}

/** A language from a loosely written code ('FR', ' en '); null when it is not one of ours. */
function toLanguage(value: string | null | undefined): Language | null {
  const code = value?.trim().toLowerCase();
  return isLanguage(code) ? code : null;
}

/**
 * The first of a browser's language tags, in its order of preference, whose primary language is one
 * of ours: ['de-DE', 'en-GB'] → en, ['fr-CA'] → fr, ['pt-BR'] → null. Only the primary subtag counts:
 * a French speaker in Canada reads the site's French.
 */
export function browserLanguage(tags: readonly string[] | null | undefined): Language | null {
  for (const tag of tags ?? []) {
    const language = toLanguage(tag.split(/[-_]/, 1)[0]);
    if (language !== null) return language;
  }
  return null;
}

/** q=1, q=0.8, q=0.875: what RFC 9110 allows as a weight (at most three decimals, not above 1). */
const WEIGHT = /^(?:0(?:\.\d{0,3})?|1(?:\.0{0,3})?)$/;

/**
 * The language tags of an Accept-Language header in the client's order of preference: by weight
 * (highest first; equal weights keep the header's order), without `*`, the tags it refuses (q=0)
 * and those with a weight that is not one ('en;q=high'). 'fr;q=0.5, en-GB' → ['en-GB', 'fr'].
 */
export function acceptLanguageTags(header: string | null | undefined): string[] {
  const weighted: { tag: string; weight: number }[] = [];
  for (const part of (header ?? '').split(',')) {
    const [range = '', ...params] = part.split(';');
    const tag = range.trim();
    if (tag === '' || tag === '*') continue;
    let weight = 1;
    for (const param of params) {
      const [name = '', value = ''] = param.split('=').map((piece) => piece.trim());
      if (name.toLowerCase() !== 'q') continue;
      weight = WEIGHT.test(value) ? Number(value) : 0;
    }
    if (weight > 0) weighted.push({ tag, weight });
  }
  // Array.prototype.sort is stable: equal weights keep the header's order.
  return weighted.sort((a, b) => b.weight - a.weight).map(({ tag }) => tag);
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
  /**
   * The browser's language tags in its order of preference: navigator.languages, or an
   * Accept-Language header read by acceptLanguageTags.
   */
  browserLanguages?: readonly string[] | null;
  /** ISO 3166 alpha-2 country of the visitor; pass it only when language-by-IP is on. */
  countryCode?: string | null;
  /** The marketplace's configured default language; DEFAULT_LANGUAGE when unset or invalid. */
  defaultLanguage?: string | null;
}

/**
 * The language chosen by the visitor or their browser, without guessing from their country or
 * falling back to the marketplace's default: null when none of them names one of ours.
 */
export function chosenLanguage(
  sources: Pick<StartLanguageSources, 'urlLanguage' | 'userLanguage' | 'storedLanguage' | 'browserLanguages'>,
): Language | null {
  return (
    toLanguage(sources.urlLanguage) ??
    toLanguage(sources.userLanguage) ??
    toLanguage(sources.storedLanguage) ??
    browserLanguage(sources.browserLanguages)
  );
}

/** The first valid source wins; invalid values are skipped; unknown countries give the default. */
export function resolveStartLanguage(sources: StartLanguageSources): Language {
  return (
    chosenLanguage(sources) ??
    countryLanguage(sources.countryCode) ??
    toLanguage(sources.defaultLanguage) ??
    DEFAULT_LANGUAGE
  );
}
