import enHome from '@roadbook/i18n/locales/en/home.json';
import enHomeLower from '@roadbook/i18n/locales/en/homeLower.json';
import enHomeVariants from '@roadbook/i18n/locales/en/homeVariants.json';
import enSearchForm from '@roadbook/i18n/locales/en/searchForm.json';
import frHome from '@roadbook/i18n/locales/fr/home.json';
import frSearchForm from '@roadbook/i18n/locales/fr/searchForm.json';
import { screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';

import { DRIVER, sessionHandlers, storeSignedInUser } from '@/testing/account.fixture';
import { COUNTRIES, HOME_HANDLERS } from '@/testing/home.fixture';
import { jsonResponse, TEST_CONFIG } from '@/testing/api-mock';
import { renderApp } from '@/testing/render-app';

const HANDLERS = {
  ...HOME_HANDLERS,
  '/api/locations': () =>
    jsonResponse({
      locations: (COUNTRIES.countries[1]?.locations ?? []).map((place) => ({
        ...place,
        country: { id: COUNTRIES.countries[1]?.id ?? '', name: 'Morocco' },
      })),
      total: 4,
      page: 1,
      pageSize: 30,
    }),
};

const PROFESSIONAL = { heading: enHome.pages.professional.heading, ...enHome.meta };
const HOMES = [
  { url: '/home', page: PROFESSIONAL },
  { url: '/home-stunning', page: enHomeVariants.stunning },
  { url: '/preview', page: enHomeVariants.modern },
  { url: '/home-modern', page: enHomeVariants.modern },
  { url: '/modern-home', page: enHomeVariants.modern },
  { url: '/home-old', page: enHomeVariants.old },
] as const;

function renderHome(url: string, config = TEST_CONFIG) {
  return renderApp({ url, config, handlers: HANDLERS });
}

/** The h2 headings of the page, in order: its composition. */
function sectionHeadings(): string[] {
  return screen.getAllByRole('heading', { level: 2 }).map((heading) => heading.textContent ?? '');
}

/** The first render waits for the lazy page's modules, transformed on first use. */
const PAGE_LOAD = { timeout: 10_000 };

beforeEach(() => {
  // Scrolling, as far as these tests go: sections waiting below the fold (a box holding their place)
  // come into view at once, while the map (its placeholder, a busy region) never does, so Leaflet
  // never loads.
  vi.stubGlobal(
    'IntersectionObserver',
    class {
      readonly callback: IntersectionObserverCallback;
      constructor(callback: IntersectionObserverCallback) {
        this.callback = callback;
      }
      observe(target: Element) {
        if (target.querySelector('[role="region"][aria-busy="true"]') !== null) return;
        const entry = { target, isIntersecting: true } as IntersectionObserverEntry;
        queueMicrotask(() => this.callback([entry], this as unknown as IntersectionObserver));
      }
      disconnect() {}
      unobserve() {}
      takeRecords() {
        return [];
      }
    },
  );
});

// Each test starts the whole app and loads a lazy page: slow on a busy machine.
describe('home pages', { timeout: 20_000 }, () => {
  it.each(HOMES)('$url has its heading, title, description and the search form', async (home) => {
    await renderHome(`${home.url}?l=en`);

    expect(
      await screen.findByRole('heading', { level: 1, name: home.page.heading }, PAGE_LOAD),
    ).toBeInTheDocument();
    const form = screen.getByRole('search', { name: enSearchForm.title });
    expect(within(form).getByRole('combobox', { name: enSearchForm.pickUpLocation })).toBeInTheDocument();
    expect(within(form).getByRole('button', { name: enSearchForm.search })).toBeInTheDocument();
    expect(screen.getByRole('region', { name: enHome.ranges.heading })).toBeInTheDocument();
    expect(screen.getByRole('region', { name: enHome.promises.heading })).toBeInTheDocument();
    expect(await screen.findByRole('heading', { level: 3, name: 'Morocco' }, PAGE_LOAD)).toBeInTheDocument();
    await waitFor(() => expect(document.title).toBe(home.page.title));
    expect(document.head.querySelector('meta[name="description"]')).toHaveAttribute(
      'content',
      home.page.description,
    );
    // The site's header, as on every other page.
    const banner = within(screen.getByRole('banner'));
    expect(banner.getByRole('link', { name: 'Roadbook' })).toHaveAttribute('href', '/home');
    expect(banner.getByRole('button', { name: 'Language: English' })).toBeInTheDocument();
  });

  it.each(HOMES)(
    "gives a signed-in driver the site's header on $url: the bell, the account menu and sign-out",
    async (home) => {
      storeSignedInUser(DRIVER);
      const { user } = await renderApp({
        url: `${home.url}?l=en`,
        handlers: {
          ...HANDLERS,
          ...sessionHandlers(DRIVER),
          '/api/notifications/count': () => jsonResponse({ unread: 2 }),
        },
      });
      await screen.findByRole('heading', { level: 1, name: home.page.heading }, PAGE_LOAD);
      const banner = within(screen.getByRole('banner'));
      const bell = await banner.findByRole('link', { name: /^Notifications/ }, PAGE_LOAD);
      await waitFor(() => expect(bell).toHaveAccessibleName('Notifications, 2 unread'));
      expect(banner.queryByRole('link', { name: 'Sign in' })).not.toBeInTheDocument();

      await user.click(banner.getByRole('button', { name: 'Open menu', expanded: false }));
      const account = within(await screen.findByRole('region', { name: DRIVER.fullName }, PAGE_LOAD));
      expect(account.getByRole('link', { name: 'Settings' })).toHaveAttribute('href', '/settings?l=en');
      expect(account.getByRole('button', { name: 'Sign out' })).toBeInTheDocument();
    },
  );

  it('composes each home differently', { timeout: 40_000 }, async () => {
    const compositions = new Map<string, string>();
    for (const url of ['/home', '/home-stunning', '/preview', '/home-old']) {
      const view = await renderHome(`${url}?l=en`);
      await screen.findByRole('heading', { level: 1 }, PAGE_LOAD);
      await screen.findByRole('region', { name: enHomeLower.suppliers.heading }, PAGE_LOAD);
      compositions.set(url, sectionHeadings().join(' | '));
      view.unmount();
    }
    expect(new Set(compositions.values()).size).toBe(compositions.size);
    expect(compositions.get('/home')).toContain(enHomeLower.map.heading);
    expect(compositions.get('/home')).toContain(enHomeLower.faq.heading);
  });

  it('leads each vehicle range of /home to a search on its sizes', async () => {
    await renderHome('/home?l=en');
    const ranges = await screen.findByRole('region', { name: enHome.ranges.heading }, PAGE_LOAD);
    expect(within(ranges).getByRole('link', { name: /^SUV/ })).toHaveAttribute(
      'href',
      '/search?size=midi&l=en',
    );
    expect(within(ranges).getByRole('link', { name: /^Van/ })).toHaveAttribute(
      'href',
      '/search?size=maxi&size=pickup&l=en',
    );
    expect(within(ranges).getAllByRole('link')).toHaveLength(7);
  });

  it('shows the suppliers unless the HIDE_SUPPLIERS setting is on', async () => {
    const shown = await renderHome('/home?l=en');
    expect(await screen.findByRole('img', { name: 'Atlas Rent' }, PAGE_LOAD)).toBeInTheDocument();
    shown.unmount();

    await renderHome('/home?l=en', { ...TEST_CONFIG, hideSuppliers: true });
    await screen.findByRole('heading', { level: 3, name: 'Morocco' }, PAGE_LOAD);
    expect(screen.queryByRole('region', { name: enHomeLower.suppliers.heading })).not.toBeInTheDocument();
    expect(screen.queryByRole('img', { name: 'Atlas Rent' })).not.toBeInTheDocument();
  });

  it("gives a visitor on /home the site's header with Sign in", async () => {
    const { user } = await renderHome('/home?l=en');
    await screen.findByRole('heading', { level: 1, name: PROFESSIONAL.heading }, PAGE_LOAD);
    const banner = within(screen.getByRole('banner'));
    expect(banner.queryByRole('link', { name: /^Notifications/ })).not.toBeInTheDocument();
    await user.click(banner.getByRole('button', { name: 'Open menu', expanded: false }));
    const drawer = within(await screen.findByRole('dialog'));
    expect(drawer.getByRole('link', { name: 'Sign in' })).toHaveAttribute('href', '/sign-in');
    expect(drawer.getByRole('link', { name: 'Locations' })).toHaveAttribute('href', '/locations');
  });

  it('is in French with ?l=fr', async () => {
    await renderHome('/home?l=fr');
    expect(
      await screen.findByRole('heading', { level: 1, name: frHome.pages.professional.heading }, PAGE_LOAD),
    ).toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: frSearchForm.pickUpLocation })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: frSearchForm.search })).toBeInTheDocument();
    await waitFor(() => expect(document.title).toBe(frHome.meta.title));
  });

  it('searches from /home: a place chosen in the form opens its /search URL', async () => {
    const { user, location } = await renderHome('/home?l=en');
    const pickUp = await screen.findByRole('combobox', { name: enSearchForm.pickUpLocation }, PAGE_LOAD);
    await user.type(pickUp, 'Marrakech');
    await user.click(await screen.findByRole('option', { name: /Marrakech Menara Airport/ }));
    await user.click(screen.getByRole('button', { name: enSearchForm.search }));

    await waitFor(() => expect(location().pathname).toBe('/search'));
    const params = new URLSearchParams(location().search);
    expect(params.get('pickup')).toBe(COUNTRIES.countries[1]?.locations[1]?.id);
    expect(params.get('from')).not.toBeNull();
    expect(params.get('to')).not.toBeNull();
    expect(params.get('l')).toBe('en');
  });
});
