import enCommon from '@roadbook/i18n/locales/en/common.json';
import enErrors from '@roadbook/i18n/locales/en/errors.json';
import frPlaces from '@roadbook/i18n/locales/fr/places.json';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';

import { ATLANTIC, BAIXA, NO_LOGO, placesHandlers, supplierList } from '@/testing/places.fixture';
import { jsonResponse, TEST_CONFIG } from '@/testing/api-mock';
import { renderApp } from '@/testing/render-app';

// Loaded before the tests, as the lazy route would on first use, so its first load is not timed.
import '../layouts/HeaderLayout';
import './SuppliersPage';

const SLOW = { timeout: 15_000 };

function supplierRequests(fetchMock: Awaited<ReturnType<typeof renderApp>>['fetchMock']) {
  return fetchMock.mock.calls
    .map(([input]) => new URL(String(input), 'http://localhost'))
    .filter((url) => url.pathname === '/api/suppliers');
}

describe('/suppliers', () => {
  it('shows each supplier with its logo, name and vehicle count, leading to its search', SLOW, async () => {
    await renderApp({ url: '/suppliers?l=en', handlers: placesHandlers() });

    expect(
      await screen.findByRole('heading', { level: 1, name: 'Our rental agencies' }, SLOW),
    ).toBeInTheDocument();
    const list = await screen.findByRole('list', { name: 'Rental agencies' }, SLOW);
    const links = within(list).getAllByRole('link');
    expect(links.map((link) => link.getAttribute('href'))).toEqual([
      `/search?supplier=${ATLANTIC.id}`,
      `/search?supplier=${BAIXA.id}`,
      `/search?supplier=${NO_LOGO.id}`,
    ]);
    expect(links[0]).toHaveAccessibleName('Atlantic Rentals 1,200 vehicles');
    expect(links[1]).toHaveAccessibleName('Baixa Cars 1 vehicle');
    expect(links[2]).toHaveAccessibleName('Corner Garage 0 vehicles');

    const logo = within(list).getByRole('img', { name: ATLANTIC.name });
    expect(logo).toHaveAttribute('src', ATLANTIC.logo);
    expect(logo).toHaveAttribute('width', '60');
    expect(logo).toHaveAttribute('height', '30');
    expect(within(list).getAllByRole('img')).toHaveLength(2);
    expect(screen.queryByRole('navigation', { name: 'Pages of rental agencies' })).not.toBeInTheDocument();

    await waitFor(() => expect(document.title).toBe('Our rental agencies · Roadbook'));
    expect(document.querySelector('meta[name="description"]')).toHaveAttribute(
      'content',
      'The rental agencies on Roadbook and how many vehicles each offers.',
    );
  });

  it('opens the search filtered on the supplier', SLOW, async () => {
    const { user, location } = await renderApp({ url: '/suppliers?l=en', handlers: placesHandlers() });

    await user.click(await screen.findByRole('link', { name: /Baixa Cars/ }, SLOW));

    await waitFor(() => expect(location().pathname).toBe('/search'), SLOW);
    expect(new URLSearchParams(location().search).get('supplier')).toBe(BAIXA.id);
  });

  it('pages through the suppliers when there are more than one page of them', SLOW, async () => {
    const { user, fetchMock } = await renderApp({
      url: '/suppliers?l=en',
      handlers: placesHandlers({ '/api/suppliers': () => jsonResponse(supplierList([ATLANTIC], 45)) }),
    });

    const pages = await screen.findByRole('navigation', { name: 'Pages of rental agencies' }, SLOW);
    expect(within(pages).getByText('Page 1 of 2')).toBeInTheDocument();
    expect(within(pages).queryByRole('link', { name: 'Previous page' })).not.toBeInTheDocument();

    await user.click(within(pages).getByRole('link', { name: 'Next page' }));

    expect(await screen.findByText('Page 2 of 2', {}, SLOW)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Previous page' })).toHaveAttribute('href', '/suppliers?l=en');
    expect(supplierRequests(fetchMock).map((url) => url.searchParams.get('page'))).toContain('2');
  });

  it('says when there is no supplier, and when they cannot be loaded', SLOW, async () => {
    const empty = await renderApp({
      url: '/suppliers?l=en',
      handlers: placesHandlers({ '/api/suppliers': () => jsonResponse(supplierList([])) }),
    });
    expect(await screen.findByText('No rental agency is listed yet.', {}, SLOW)).toBeInTheDocument();
    empty.unmount();

    await renderApp({
      url: '/suppliers?l=en',
      handlers: placesHandlers({
        '/api/suppliers': () =>
          jsonResponse({ error: { code: 'common.unavailable', message: 'Unavailable' } }, 503),
      }),
    });
    const alert = await screen.findByRole('alert', {}, SLOW);
    expect(alert).toHaveTextContent(enErrors.common.unavailable);
    expect(within(alert).getByRole('button', { name: 'Try again' })).toBeInTheDocument();
  });

  it('is not found when the marketplace hides suppliers', SLOW, async () => {
    const { fetchMock } = await renderApp({
      url: '/suppliers?l=en',
      config: { ...TEST_CONFIG, hideSuppliers: true },
      handlers: placesHandlers(),
    });

    expect(
      await screen.findByRole('heading', { level: 1, name: enCommon.notFound.message }, SLOW),
    ).toBeInTheDocument();
    expect(screen.queryByRole('list', { name: 'Rental agencies' })).not.toBeInTheDocument();
    expect(supplierRequests(fetchMock)).toEqual([]);
  });

  it('is in French with ?l=fr', SLOW, async () => {
    await renderApp({ url: '/suppliers?l=fr', handlers: placesHandlers() });

    expect(
      await screen.findByRole('heading', { level: 1, name: frPlaces.suppliers.heading }, SLOW),
    ).toBeInTheDocument();
    const list = await screen.findByRole('list', { name: frPlaces.suppliers.listLabel }, SLOW);
    expect(within(list).getByRole('link', { name: 'Atlantic Rentals 1 200 véhicules' })).toBeInTheDocument();
    expect(within(list).getByRole('link', { name: 'Baixa Cars 1 véhicule' })).toBeInTheDocument();
    await waitFor(() => expect(document.title).toBe(`${frPlaces.suppliers.meta.title} · Roadbook`));
  });
});
