import { describe, expect, it } from 'vitest';
import { acceptedLanguage, askedLanguage, requestLanguage } from './request-language';

describe('the language of a request', () => {
  it.each([
    ['fr-CA,en;q=0.8', 'fr'],
    ['de-DE, ES;q=0.8, en;q=0.5', 'es'],
    ['en-GB', 'en'],
    ['fr;q=0.5, en', 'en'],
    ['es;q=0, fr-FR;q=0.2', 'fr'],
    ['english, fr', 'fr'],
    ['de, it', undefined],
    ['', undefined],
    [undefined, undefined],
  ])('reads %j from Accept-Language as %j', (header, language) => {
    expect(acceptedLanguage(header)).toBe(language);
  });

  it('takes the lang parameter first, then Accept-Language, and says nothing else', () => {
    const french = { headers: { 'accept-language': 'fr' } };
    expect(askedLanguage(french, 'es')).toBe('es');
    expect(askedLanguage(french, undefined)).toBe('fr');
    expect(askedLanguage({ headers: { 'accept-language': 'de' } }, undefined)).toBeUndefined();
  });

  it('writes messages in the asked language, else English', () => {
    expect(requestLanguage({ headers: { 'accept-language': 'fr' }, query: { lang: 'es' } })).toBe('es');
    expect(requestLanguage({ headers: { 'accept-language': 'fr' }, query: { lang: 'xx' } })).toBe('fr');
    expect(requestLanguage({ headers: { 'accept-language': 'de' }, query: null })).toBe('en');
    expect(requestLanguage({ headers: {}, query: 'lang=es' })).toBe('en');
  });
});
