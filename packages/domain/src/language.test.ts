import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { LANGUAGES } from './constants';
import { isLanguage, resolveStartLanguage, type StartLanguageSources } from './language';

describe('resolveStartLanguage', () => {
  it.each<{ name: string; sources: StartLanguageSources; language: string }>([
    { name: 'nothing known gives the default, Spanish', sources: {}, language: 'es' },
    {
      name: 'the URL wins over everything',
      sources: { urlLanguage: 'fr', userLanguage: 'en', storedLanguage: 'es', countryCode: 'US' },
      language: 'fr',
    },
    {
      name: "the user's language comes next",
      sources: { userLanguage: 'en', storedLanguage: 'fr', countryCode: 'FR' },
      language: 'en',
    },
    {
      name: 'then the stored language',
      sources: { storedLanguage: 'fr', countryCode: 'US' },
      language: 'fr',
    },
    { name: 'then the country: Morocco gives French', sources: { countryCode: 'MA' }, language: 'fr' },
    { name: 'then the country: Australia gives English', sources: { countryCode: 'au' }, language: 'en' },
    { name: 'an unlisted country gives the default', sources: { countryCode: 'DE' }, language: 'es' },
    {
      name: 'a country that is an Object key gives the default',
      sources: { countryCode: 'constructor' },
      language: 'es',
    },
    {
      name: 'an unsupported URL language is skipped',
      sources: { urlLanguage: 'de', userLanguage: 'en' },
      language: 'en',
    },
    {
      name: 'a blank stored language is skipped',
      sources: { storedLanguage: ' ', countryCode: 'GB' },
      language: 'en',
    },
    {
      name: 'null values are skipped',
      sources: { urlLanguage: null, userLanguage: null, storedLanguage: 'fr' },
      language: 'fr',
    },
    {
      name: "the marketplace's default language comes before Spanish",
      sources: { countryCode: 'DE', defaultLanguage: 'en' },
      language: 'en',
    },
    {
      name: "a country's language wins over the marketplace's default",
      sources: { countryCode: 'FR', defaultLanguage: 'en' },
      language: 'fr',
    },
    { name: 'an invalid default language gives Spanish', sources: { defaultLanguage: 'de' }, language: 'es' },
    { name: 'codes are read case-insensitively', sources: { urlLanguage: 'EN' }, language: 'en' },
    { name: 'a regional tag is not a language code', sources: { urlLanguage: 'fr-FR' }, language: 'es' },
  ])('$name', ({ sources, language }) => {
    expect(resolveStartLanguage(sources)).toBe(language);
  });

  it('always gives one of the three languages, and a valid URL language always wins', () => {
    const anyText = fc.option(
      fc.oneof(fc.string({ maxLength: 4 }), fc.constantFrom('en', 'fr', 'es', 'FR', 'US')),
    );
    fc.assert(
      fc.property(
        anyText,
        anyText,
        anyText,
        anyText,
        (urlLanguage, userLanguage, storedLanguage, countryCode) => {
          const language = resolveStartLanguage({ urlLanguage, userLanguage, storedLanguage, countryCode });
          expect(LANGUAGES).toContain(language);
          if (isLanguage(urlLanguage)) expect(language).toBe(urlLanguage);
        },
      ),
    );
  });
});

describe('isLanguage', () => {
  it.each([
    { value: 'es', expected: true },
    { value: 'en', expected: true },
    { value: 'fr', expected: true },
    { value: 'de', expected: false },
    { value: 'FR', expected: false },
    { value: '', expected: false },
    { value: null, expected: false },
    { value: 7, expected: false },
  ])('$value: $expected', ({ value, expected }) => {
    expect(isLanguage(value)).toBe(expected);
  });
});
