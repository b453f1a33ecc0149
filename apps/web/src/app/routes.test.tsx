import enCommon from '@roadbook/i18n/locales/en/common.json';
import esCommon from '@roadbook/i18n/locales/es/common.json';
import frCommon from '@roadbook/i18n/locales/fr/common.json';
import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';

import { TEST_CONFIG } from '@/testing/api-mock';
import { renderApp } from '@/testing/render-app';

describe('not-found page', () => {
  it('says "Nothing to see here!" in English with ?l=en, with a link back home', async () => {
    await renderApp({ url: '/no/such/page?l=en' });

    expect(
      await screen.findByRole('heading', { level: 1, name: 'Nothing to see here!' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: enCommon.notFound.backHome })).toHaveAttribute('href', '/home');
    expect(document.documentElement.lang).toBe('en');
    await waitFor(() => expect(document.title).toBe('Page not found · Roadbook'));
  });

  it('is in French with ?l=fr, from the first render', async () => {
    const { i18n } = await renderApp({ url: '/nowhere?l=fr' });
    expect(i18n.language).toBe('fr');

    expect(await screen.findByRole('heading', { name: frCommon.notFound.message })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: frCommon.notFound.backHome })).toBeInTheDocument();
    expect(document.documentElement.lang).toBe('fr');
  });

  it('is in Spanish by default', async () => {
    const { i18n } = await renderApp({ url: '/nowhere' });
    expect(i18n.language).toBe('es');

    expect(await screen.findByRole('heading', { name: esCommon.notFound.message })).toBeInTheDocument();
    expect(document.documentElement.lang).toBe('es');
    expect(esCommon.notFound.message).not.toBe(enCommon.notFound.message);
  });

  it("starts in the marketplace's default language on a first visit, asking the API once", async () => {
    const { i18n, fetchMock } = await renderApp({
      url: '/nowhere',
      config: { ...TEST_CONFIG, defaultLanguage: 'en' },
    });
    expect(i18n.language).toBe('en');
    expect(await screen.findByRole('heading', { name: enCommon.notFound.message })).toBeInTheDocument();
    const configCalls = fetchMock.mock.calls.filter(([input]) => String(input).endsWith('/api/config'));
    expect(configCalls).toHaveLength(1);
  });

  it('lets ?l= win over the default language without waiting for the settings', async () => {
    const { i18n } = await renderApp({
      url: '/nowhere?l=fr',
      config: { ...TEST_CONFIG, defaultLanguage: 'en' },
    });
    expect(i18n.language).toBe('fr');
  });

  it('starts in the stored language, but ?l= wins over it', async () => {
    window.localStorage.setItem('roadbook.language', 'fr');
    const first = await renderApp({ url: '/nowhere' });
    expect(first.i18n.language).toBe('fr');
    expect(await screen.findByRole('heading', { name: frCommon.notFound.message })).toBeInTheDocument();
    first.unmount();

    await renderApp({ url: '/nowhere?l=en' });
    expect(await screen.findByRole('heading', { name: enCommon.notFound.message })).toBeInTheDocument();
  });
});

describe('/', () => {
  it('shows the maintenance page while maintenance is on', async () => {
    const { location } = await renderApp({ url: '/?l=en', config: { ...TEST_CONFIG, maintenance: true } });

    expect(await screen.findByRole('heading', { name: enCommon.maintenance.title })).toBeInTheDocument();
    expect(screen.getByText(enCommon.maintenance.message)).toBeInTheDocument();
    expect(location().pathname).toBe('/');
  });

  it('redirects to /home, keeping the query, when maintenance is off', async () => {
    const { location } = await renderApp({ url: '/?l=en', config: { ...TEST_CONFIG, maintenance: false } });

    await waitFor(() => expect(location().pathname).toBe('/home'));
    expect(location().search).toBe('?l=en');
    expect(screen.queryByRole('heading', { name: enCommon.maintenance.title })).not.toBeInTheDocument();
  });
});
