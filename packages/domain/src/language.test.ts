import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { LANGUAGES } from './constants';
import {
  acceptLanguageTags,
  browserLanguage,
  isLanguage,
  resolveStartLanguage,
  type StartLanguageSources,
} from './language';

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
    {
      name: "then the browser's languages, before the country",
      sources: { browserLanguages: ['en-GB', 'en'], countryCode: 'FR' },
      language: 'en',
    },
    {
      name: "the stored language wins over the browser's",
      sources: { storedLanguage: 'fr', browserLanguages: ['en-US'] },
      language: 'fr',
    },
    {
      name: "the signed-in user's language wins over the browser's",
      sources: { userLanguage: 'es', browserLanguages: ['fr-FR'] },
      language: 'es',
    },
    {
      name: "the browser's first language of ours counts, in its order",
      sources: { browserLanguages: ['de-DE', 'pt', 'fr-CA', 'en'] },
      language: 'fr',
    },
    {
      name: 'a browser without a language of ours leaves it to the country',
      sources: { browserLanguages: ['de-DE', 'it'], countryCode: 'US' },
      language: 'en',
    },
    {
      name: 'a browser without a language of ours and no country gives the default',
      sources: { browserLanguages: ['de-DE'], defaultLanguage: 'fr' },
      language: 'fr',
    },
    {
      name: "the browser's language wins over the marketplace's default",
      sources: { browserLanguages: ['en-US'], defaultLanguage: 'fr' },
      language: 'en',
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
        fc.array(fc.oneof(fc.string({ maxLength: 6 }), fc.constantFrom('en-US', 'fr', 'de-DE'))),
        (urlLanguage, userLanguage, storedLanguage, countryCode, browserLanguages) => {
          const language = resolveStartLanguage({
            urlLanguage,
            userLanguage,
            storedLanguage,
            browserLanguages,
            countryCode,
          });
          expect(LANGUAGES).toContain(language);
          if (isLanguage(urlLanguage)) expect(language).toBe(urlLanguage);
        },
      ),
    );
  });
});

describe('browserLanguage', () => {
  it.each<{ tags: readonly string[] | null | undefined; language: string | null }>([
    { tags: ['en-US', 'en'], language: 'en' },
    { tags: ['FR-ca'], language: 'fr' },
    { tags: ['es_419'], language: 'es' },
    { tags: ['de', 'es-MX', 'en'], language: 'es' },
    { tags: ['pt-BR', 'de'], language: null },
    { tags: ['english', 'frisian'], language: null },
    { tags: [], language: null },
    { tags: null, language: null },
    { tags: undefined, language: null },
  ])('$tags gives $language', ({ tags, language }) => {
    expect(browserLanguage(tags)).toBe(language);
  });
});

describe('acceptLanguageTags', () => {
  it.each<{ header: string | null | undefined; tags: string[] }>([
    { header: 'en-US,en;q=0.9,fr;q=0.8', tags: ['en-US', 'en', 'fr'] },
    { header: 'fr;q=0.5, en-GB', tags: ['en-GB', 'fr'] },
    { header: 'de-DE, es;q=0.8, en;q=0.8', tags: ['de-DE', 'es', 'en'] },
    { header: 'en;q=0, fr', tags: ['fr'] },
    { header: '*, es;q=0.1', tags: ['es'] },
    { header: 'en;q=high, fr;q=0.2', tags: ['fr'] },
    { header: 'en;q=1.5, es;q=0.001', tags: ['es'] },
    { header: 'en ; Q=0.3 , fr ; q=0.7', tags: ['fr', 'en'] },
    { header: ' , ;q=0.5', tags: [] },
    { header: '', tags: [] },
    { header: undefined, tags: [] },
  ])('reads $header as $tags', ({ header, tags }) => {
    expect(acceptLanguageTags(header)).toEqual(tags);
  });

  it('an English browser opening a page gets English, whatever the marketplace default', () => {
    const browserLanguages = acceptLanguageTags('en-GB,en-US;q=0.9,en;q=0.8');
    expect(resolveStartLanguage({ browserLanguages, defaultLanguage: 'es' })).toBe('en');
  });

  it('orders any header by weight, keeping the order of equal weights', () => {
    const entry = fc.record({
      tag: fc.constantFrom('en', 'fr-FR', 'es', 'de', 'pt-BR'),
      weight: fc.integer({ min: 0, max: 1000 }),
    });
    fc.assert(
      fc.property(fc.array(entry, { maxLength: 8 }), (entries) => {
        const header = entries.map(({ tag, weight }) => `${tag};q=${(weight / 1000).toFixed(3)}`).join(', ');
        const expected = entries
          .filter(({ weight }) => weight > 0)
          .map((item, index) => ({ ...item, index }))
          .sort((a, b) => b.weight - a.weight || a.index - b.index)
          .map(({ tag }) => tag);
        expect(acceptLanguageTags(header)).toEqual(expected);
      }),
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
