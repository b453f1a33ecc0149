import enCommon from '@roadbook/i18n/locales/en/common.json';
import esCommon from '@roadbook/i18n/locales/es/common.json';
import frCommon from '@roadbook/i18n/locales/fr/common.json';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';

import { TEST_CONFIG } from '@/testing/api-mock';
import { renderApp } from '@/testing/render-app';

const FOOTER_LINKS = [
  ['About Us', '/about'],
  ['Terms', '/tos'],
  ['Rent a Car', '/search'],
  ['Suppliers', '/suppliers'],
  ['Locations', '/locations'],
  ['Support', '/support'],
  ['Contact', '/contact'],
  ['Privacy Policy', '/privacy'],
  ['FAQ', '/faq'],
  ['Cookie Policy', '/cookie-policy'],
  ['Accessibility', '/accessibility'],
] as const;

async function footerNavigation() {
  const footer = await screen.findByRole('contentinfo');
  return within(footer).getByRole('navigation', { name: enCommon.a11y.footerNavigation });
}

describe('footer', () => {
  it('has its eleven links with their English names and addresses, under four headings', async () => {
    await renderApp({ url: '/nowhere?l=en' });
    const nav = await footerNavigation();

    await waitFor(() => expect(within(nav).getAllByRole('link')).toHaveLength(11));
    for (const [name, href] of FOOTER_LINKS) {
      expect(within(nav).getByRole('link', { name })).toHaveAttribute('href', href);
    }
    const headings = within(nav).getAllByRole('heading', { level: 2 });
    expect(headings.map((heading) => heading.textContent)).toEqual(Object.values(enCommon.footer.sections));
    expect(
      screen.getByText(`© ${new Date().getFullYear()} Roadbook. All rights reserved.`),
    ).toBeInTheDocument();
  });

  it('leaves out the suppliers link when the marketplace hides suppliers', async () => {
    await renderApp({ url: '/nowhere?l=en', config: { ...TEST_CONFIG, hideSuppliers: true } });
    const nav = await footerNavigation();

    expect(within(nav).getByRole('link', { name: 'Rent a Car' })).toBeInTheDocument();
    expect(within(nav).getAllByRole('link')).toHaveLength(10);
    expect(within(nav).queryByRole('link', { name: 'Suppliers' })).not.toBeInTheDocument();
  });
});

describe('language select', () => {
  it('is labelled "Language" in the current language and shows the current language', async () => {
    await renderApp({ url: '/nowhere' });

    const select = await screen.findByRole('combobox', { name: esCommon.language.label });
    expect(select).toHaveValue('es');
    expect(
      within(select)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['English', 'Français', 'Español']);
  });

  it('switches the texts and <html lang> to French without a reload, and stores the choice', async () => {
    const { user } = await renderApp({ url: '/nowhere' });
    await screen.findByRole('heading', { name: esCommon.notFound.message });
    expect(window.localStorage.getItem('roadbook.language')).toBeNull();

    await user.selectOptions(screen.getByRole('combobox', { name: esCommon.language.label }), 'fr');

    expect(await screen.findByRole('heading', { name: frCommon.notFound.message })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: frCommon.footer.aboutUs })).toHaveAttribute('href', '/about');
    expect(screen.getByRole('combobox', { name: frCommon.language.label })).toHaveValue('fr');
    expect(document.documentElement.lang).toBe('fr');
    expect(window.localStorage.getItem('roadbook.language')).toBe('fr');
  });

  it('rewrites ?l= in place and keeps the other parameters', async () => {
    const { user, location } = await renderApp({ url: '/nowhere?l=en&ref=mail' });

    await user.selectOptions(await screen.findByRole('combobox', { name: enCommon.language.label }), 'es');

    await waitFor(() => expect(location().search).toBe('?l=es&ref=mail'));
    expect(await screen.findByRole('combobox', { name: esCommon.language.label })).toHaveValue('es');
    expect(document.documentElement.lang).toBe('es');
  });
});

describe('currency menu', () => {
  it('offers every currency, USD by default, and keeps the choice in localStorage', async () => {
    const first = await renderApp({ url: '/nowhere?l=en' });
    const select = await screen.findByRole('combobox', { name: enCommon.currency.label });
    expect(select).toHaveValue('USD');
    // The names come when the menu is approached.
    expect(within(select).getByRole('option', { name: 'EUR' })).toBeInTheDocument();
    await first.user.click(select);
    expect(within(select).getByRole('option', { name: 'EUR · Euro' })).toBeInTheDocument();

    await first.user.selectOptions(select, 'EUR');
    expect(window.localStorage.getItem('roadbook.currency')).toBe('EUR');
    first.unmount();

    await renderApp({ url: '/nowhere?l=fr' });
    const again = await screen.findByRole('combobox', { name: frCommon.currency.label });
    expect(again).toHaveValue('EUR');
    again.focus();
    expect(await within(again).findByRole('option', { name: 'EUR · euro' })).toBeInTheDocument();
  });
});
