import { describe, expect, it, vi } from 'vitest';

import { jsonResponse, TEST_CONFIG } from '@/testing/api-mock';
import { renderApp } from '@/testing/render-app';

const BY_IP = { ...TEST_CONFIG, languageByIp: true, defaultLanguage: 'es' as const };

function countryAnswer(countryCode: string) {
  return { '/api/country-code': () => jsonResponse({ countryCode }) };
}

function calls(fetchMock: Awaited<ReturnType<typeof renderApp>>['fetchMock'], path: string) {
  return fetchMock.mock.calls.filter(([input]) => String(input).endsWith(path));
}

describe('start language by country', () => {
  it.each([
    ['FR', 'fr'],
    ['MA', 'fr'],
    ['US', 'en'],
    ['GB', 'en'],
  ])('starts a first visit from %s in %s when language-by-IP is on', async (country, language) => {
    const { i18n, fetchMock } = await renderApp({
      url: '/nowhere',
      config: BY_IP,
      handlers: countryAnswer(country),
    });
    expect(i18n.language).toBe(language);
    expect(document.documentElement.lang).toBe(language);
    expect(calls(fetchMock, '/api/country-code')).toHaveLength(1);
  });

  it("starts in the marketplace's default language for another country or when the country is unknown", async () => {
    const other = await renderApp({ url: '/nowhere', config: BY_IP, handlers: countryAnswer('DE') });
    expect(other.i18n.language).toBe('es');
    other.unmount();

    const unknown = await renderApp({ url: '/nowhere', config: { ...BY_IP, defaultLanguage: 'en' } });
    expect(unknown.i18n.language).toBe('en');
    expect(calls(unknown.fetchMock, '/api/country-code')).toHaveLength(1);
  });

  it('does not ask for the country while language-by-IP is off', async () => {
    const { i18n, fetchMock } = await renderApp({ url: '/nowhere', handlers: countryAnswer('FR') });
    expect(i18n.language).toBe('es');
    expect(calls(fetchMock, '/api/country-code')).toHaveLength(0);
  });

  it('lets the URL language and the stored language win without asking for the country', async () => {
    const fromUrl = await renderApp({ url: '/nowhere?l=es', config: BY_IP, handlers: countryAnswer('US') });
    expect(fromUrl.i18n.language).toBe('es');
    expect(calls(fromUrl.fetchMock, '/api/country-code')).toHaveLength(0);
    fromUrl.unmount();

    window.localStorage.setItem('roadbook.language', 'fr');
    const stored = await renderApp({ url: '/nowhere', config: BY_IP, handlers: countryAnswer('US') });
    expect(stored.i18n.language).toBe('fr');
    expect(calls(stored.fetchMock, '/api/country-code')).toHaveLength(0);
  });
});

describe("start language by the browser's languages", () => {
  function browserSays(...languages: string[]) {
    vi.spyOn(window.navigator, 'languages', 'get').mockReturnValue(languages);
  }

  it('starts an English browser in English, without asking for the settings or the country', async () => {
    browserSays('en-GB', 'en');
    const { i18n, fetchMock } = await renderApp({
      url: '/nowhere',
      config: BY_IP,
      handlers: countryAnswer('FR'),
    });
    expect(i18n.language).toBe('en');
    expect(document.documentElement.lang).toBe('en');
    expect(calls(fetchMock, '/api/country-code')).toHaveLength(0);
  });

  it("takes the browser's first language of ours, in its order", async () => {
    browserSays('de-DE', 'fr-CA', 'en');
    const { i18n } = await renderApp({ url: '/nowhere' });
    expect(i18n.language).toBe('fr');
  });

  it('lets the URL and the stored language win over the browser', async () => {
    browserSays('en-US');
    const fromUrl = await renderApp({ url: '/nowhere?l=fr' });
    expect(fromUrl.i18n.language).toBe('fr');
    fromUrl.unmount();

    window.localStorage.setItem('roadbook.language', 'es');
    const stored = await renderApp({ url: '/nowhere' });
    expect(stored.i18n.language).toBe('es');
  });

  it('leaves a browser without a language of ours to the country, then the default', async () => {
    browserSays('de-DE', 'pt-BR');
    const byCountry = await renderApp({ url: '/nowhere', config: BY_IP, handlers: countryAnswer('US') });
    expect(byCountry.i18n.language).toBe('en');
    byCountry.unmount();

    const byDefault = await renderApp({ url: '/nowhere', config: { ...TEST_CONFIG, defaultLanguage: 'fr' } });
    expect(byDefault.i18n.language).toBe('fr');
  });
});
