import enHome from '@roadbook/i18n/locales/en/home.json';
import enHomeLower from '@roadbook/i18n/locales/en/homeLower.json';
import frHome from '@roadbook/i18n/locales/fr/home.json';
import { screen, within } from '@testing-library/react';
import { Suspense, type ReactNode } from 'react';
import { useLocation } from 'react-router';
import { beforeEach, describe, expect, it, vi } from 'vitest';

import { TEST_CONFIG } from '@/testing/api-mock';
import { renderApp } from '@/testing/render-app';

import { HOME_HANDLERS, MOROCCO_PLACES, SUPPLIERS } from '@/testing/home.fixture';
import { Destinations } from './Destinations';
import { FaqTeaser } from './FaqTeaser';
import { HomeMap } from './HomeMap';
import { Promises } from './Promises';
import { Suppliers } from './Suppliers';
import { VehicleRanges } from './VehicleRanges';

function SearchScreen() {
  const { search } = useLocation();
  return <h1>Search screen {search}</h1>;
}

function renderSection(section: ReactNode, { url = '/section?l=en', config = TEST_CONFIG } = {}) {
  return renderApp({
    url,
    config,
    handlers: HOME_HANDLERS,
    routes: () => [
      { path: '/section', Component: () => <Suspense fallback={null}>{section}</Suspense> },
      { path: '/search', Component: SearchScreen },
    ],
  });
}

function calls(fetchMock: { mock: { calls: unknown[][] } }, path: string): number {
  return fetchMock.mock.calls.filter(
    ([input]) => new URL(String(input), 'http://localhost').pathname === path,
  ).length;
}

/** Observers that never see anything: the section stays below the fold. */
const observed: Element[] = [];
beforeEach(() => {
  observed.length = 0;
  vi.stubGlobal(
    'IntersectionObserver',
    class {
      observe(element: Element) {
        observed.push(element);
      }
      disconnect() {}
      unobserve() {}
      takeRecords() {
        return [];
      }
    },
  );
});

describe('home sections', () => {
  it('lists the five promises of the page copy', async () => {
    await renderSection(<Promises />);
    const section = await screen.findByRole('region', { name: enHome.promises.heading });
    const titles = within(section)
      .getAllByRole('heading', { level: 3 })
      .map((heading) => heading.textContent);
    expect(titles).toEqual([
      '24/7 roadside assistance',
      'No hidden charges',
      'Unlimited mileage',
      'Booking confirmation',
      'Delivery and pick-up',
    ]);
    // A counter booking waits for its agency: the promise says so rather than "instant".
    expect(
      within(section).getByText(/Your booking is sent to the agency, which confirms it/),
    ).toBeInTheDocument();
  });

  it('leads each vehicle range to a search filtered on its sizes, keeping the language', async () => {
    const { user, location } = await renderSection(<VehicleRanges />, { url: '/section?l=fr' });
    const links = await screen.findAllByRole('link');
    expect(links.map((link) => link.getAttribute('href'))).toEqual([
      '/search?size=mini&l=fr',
      '/search?size=midi&l=fr',
      '/search?size=maxi&size=pickup&l=fr',
      '/search?size=scooter&l=fr',
      '/search?size=bus&l=fr',
      '/search?size=truck&l=fr',
      '/search?size=caravan&l=fr',
    ]);
    await user.click(screen.getByRole('link', { name: new RegExp(frHome.ranges.names.truck) }));
    expect(await screen.findByRole('heading', { name: /Search screen/ })).toBeInTheDocument();
    expect(new URLSearchParams(location().search).getAll('size')).toEqual(['truck']);
  });

  it('shows countries with their places, each opening the search there', async () => {
    const { user, location } = await renderSection(<Destinations />);
    const france = await screen.findByRole('heading', { level: 3, name: 'France' });
    const card = france.closest('li');
    if (card === null) throw new Error('no country card');
    expect(within(card).getByText('8 places')).toBeInTheDocument();
    expect(within(card).getAllByRole('link')).toHaveLength(6);
    expect(within(card).getByText('and 2 more places')).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 3, name: 'Morocco' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'See every location' })).toHaveAttribute(
      'href',
      '/locations?l=en',
    );

    const marrakech = MOROCCO_PLACES[1];
    if (marrakech === undefined) throw new Error('fixture');
    await user.click(screen.getByRole('link', { name: marrakech.name }));
    expect(await screen.findByRole('heading', { name: /Search screen/ })).toBeInTheDocument();
    expect(new URLSearchParams(location().search).get('pickup')).toBe(marrakech.id);
  });

  it('shows the suppliers as 60x30 logos named by their names, each leading to its vehicles', async () => {
    await renderSection(<Suppliers />);
    const logo = await screen.findByRole('img', { name: 'Atlas Rent' });
    expect(logo).toHaveAttribute('width', '60');
    expect(logo).toHaveAttribute('height', '30');
    expect(logo).toHaveAttribute('loading', 'lazy');
    expect(screen.getByRole('link', { name: 'Atlas Rent' })).toHaveAttribute(
      'href',
      `/search?supplier=${SUPPLIERS.suppliers[0]?.id}&l=en`,
    );
    expect(screen.getByRole('link', { name: 'Riviera Cars' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: enHomeLower.suppliers.all })).toHaveAttribute(
      'href',
      '/suppliers?l=en',
    );
  });

  it('hides the suppliers, without asking for them, when the HIDE_SUPPLIERS setting is on', async () => {
    const { fetchMock } = await renderSection(
      <>
        <h1>Page</h1>
        <Suppliers />
      </>,
      { config: { ...TEST_CONFIG, hideSuppliers: true } },
    );
    expect(await screen.findByRole('heading', { name: 'Page' })).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: enHomeLower.suppliers.heading })).not.toBeInTheDocument();
    expect(screen.queryByRole('img')).not.toBeInTheDocument();
    expect(calls(fetchMock, '/api/suppliers')).toBe(0);
  });

  it('teases the FAQ with questions and a link to it', async () => {
    await renderSection(<FaqTeaser />);
    expect(await screen.findByText(enHomeLower.faq.items.age.question)).toBeInTheDocument();
    expect(screen.getByText(enHomeLower.faq.items.age.answer)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: enHomeLower.faq.more })).toHaveAttribute('href', '/faq?l=en');
  });

  it('keeps the map a placeholder, without Leaflet, until it scrolls into view', async () => {
    await renderSection(<HomeMap />);
    const map = await screen.findByRole('region', { name: enHomeLower.map.label });
    expect(map).toHaveAttribute('aria-busy', 'true');
    expect(observed.length).toBeGreaterThan(0);
    expect(document.querySelector('.leaflet-container')).toBeNull();
  });
});
