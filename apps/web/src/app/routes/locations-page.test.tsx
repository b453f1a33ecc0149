import enErrors from '@roadbook/i18n/locales/en/errors.json';
import frPlaces from '@roadbook/i18n/locales/fr/places.json';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';

import { LYON, MALAGA, ORLY, placesHandlers } from '@/testing/places.fixture';
import { jsonResponse } from '@/testing/api-mock';
import { renderApp } from '@/testing/render-app';

// Loaded before the tests, as the lazy route and map would on first use, so their first load is not timed.
import '@/components/map/LocationMap';
import '../layouts/HeaderLayout';
import './LocationsPage';

const SLOW = { timeout: 15_000 };

const directory = (name = 'All locations') => screen.getByRole('region', { name });

describe('/locations', () => {
  it('lists every place by country beside the map, with the title and description', SLOW, async () => {
    await renderApp({ url: '/locations?l=en', handlers: placesHandlers() });

    expect(await screen.findByRole('heading', { level: 1, name: 'Our locations' }, SLOW)).toBeInTheDocument();
    expect(await screen.findByText('3 locations', {}, SLOW)).toBeInTheDocument();
    const france = within(directory()).getByRole('region', { name: 'France' });
    expect(
      within(france)
        .getAllByRole('button')
        .map((button) => button.firstChild?.textContent),
    ).toEqual([LYON.name, ORLY.name]);
    expect(within(directory()).getByRole('region', { name: 'Spain' })).toHaveTextContent(MALAGA.name);
    expect(screen.getByRole('region', { name: 'Map of our locations' })).toBeInTheDocument();
    await waitFor(() => expect(document.title).toBe('Our locations · Roadbook'));
    expect(document.querySelector('meta[name="description"]')).toHaveAttribute(
      'content',
      'Every pick-up location on a map: choose one to search for vehicles there.',
    );
  });

  it('opens the search form for a place chosen in the list, and goes back to the list', SLOW, async () => {
    const { user, location } = await renderApp({ url: '/locations?l=en', handlers: placesHandlers() });

    await screen.findByText('3 locations', {}, SLOW);
    await user.click(within(directory()).getByRole('button', { name: new RegExp(ORLY.name) }));

    const heading = await screen.findByRole('heading', { level: 2, name: ORLY.name }, SLOW);
    expect(heading).toHaveFocus();
    const form = screen.getByRole('search', { name: `Find a vehicle at ${ORLY.name}` });
    expect(within(form).getByRole('combobox', { name: 'Pick-up location' })).toHaveValue(ORLY.name);
    expect(new URLSearchParams(location().search).get('place')).toBe(ORLY.id);

    await user.click(screen.getByRole('button', { name: 'Back to all locations' }));
    expect(within(directory()).getByRole('button', { name: new RegExp(ORLY.name) })).toHaveFocus();
    expect(screen.queryByRole('search')).not.toBeInTheDocument();
  });

  it('searches for vehicles at the chosen place', SLOW, async () => {
    const { user, location } = await renderApp({
      url: `/locations?place=${LYON.id}&l=en`,
      handlers: placesHandlers(),
    });

    const form = await screen.findByRole('search', { name: `Find a vehicle at ${LYON.name}` }, SLOW);
    await user.click(within(form).getByRole('button', { name: 'Search' }));

    await waitFor(() => expect(location().pathname).toBe('/search'), SLOW);
    expect(new URLSearchParams(location().search).get('pickup')).toBe(LYON.id);
  });

  it('opens the search form for a marker chosen on the map', SLOW, async () => {
    const { user } = await renderApp({ url: '/locations?l=en', handlers: placesHandlers() });

    const map = await screen.findByRole('region', { name: 'Map of our locations', busy: false }, SLOW);
    await user.click(await within(map).findByRole('button', { name: MALAGA.name }, SLOW));

    const form = await screen.findByRole('search', { name: `Find a vehicle at ${MALAGA.name}` }, SLOW);
    expect(within(form).getByRole('combobox', { name: 'Pick-up location' })).toHaveValue(MALAGA.name);
  });

  it('filters the list, ignoring accents and case', SLOW, async () => {
    const { user } = await renderApp({ url: '/locations?l=en', handlers: placesHandlers() });
    const filter = await screen.findByRole('searchbox', { name: 'Filter the locations' });
    await screen.findByText('3 locations', {}, SLOW);

    await user.type(filter, 'MALAGA');
    expect(screen.getByText('1 location')).toBeInTheDocument();
    expect(within(directory()).getAllByRole('button')).toHaveLength(1);

    await user.clear(filter);
    await user.type(filter, 'Lisbon');
    expect(screen.getByText('No location matches “Lisbon”.')).toBeInTheDocument();
  });

  it('says when there is no location, and when they cannot be loaded', SLOW, async () => {
    const empty = await renderApp({
      url: '/locations?l=en',
      handlers: placesHandlers({
        '/api/locations': () => jsonResponse({ locations: [], total: 0, page: 1, pageSize: 30 }),
      }),
    });
    expect(await screen.findByText('There are no locations yet.', {}, SLOW)).toBeInTheDocument();
    empty.unmount();

    await renderApp({
      url: '/locations?l=en',
      handlers: placesHandlers({
        '/api/locations': () =>
          jsonResponse({ error: { code: 'common.unavailable', message: 'Unavailable' } }, 503),
      }),
    });
    const alert = await screen.findByRole('alert', {}, SLOW);
    expect(alert).toHaveTextContent(enErrors.common.unavailable);
    expect(within(alert).getByRole('button', { name: 'Try again' })).toBeInTheDocument();
  });

  it('is in French with ?l=fr', SLOW, async () => {
    const { user } = await renderApp({ url: '/locations?l=fr', handlers: placesHandlers() });

    expect(
      await screen.findByRole('heading', { level: 1, name: frPlaces.locations.heading }, SLOW),
    ).toBeInTheDocument();
    expect(await screen.findByText('3 lieux', {}, SLOW)).toBeInTheDocument();
    expect(screen.getByRole('region', { name: frPlaces.locations.mapLabel })).toBeInTheDocument();
    await waitFor(() => expect(document.title).toBe(`${frPlaces.locations.meta.title} · Roadbook`));

    await user.click(
      within(directory(frPlaces.locations.listHeading)).getByRole('button', { name: new RegExp(LYON.name) }),
    );
    expect(
      await screen.findByRole('search', { name: `Trouver un véhicule à ${LYON.name}` }),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: frPlaces.locations.back })).toBeInTheDocument();
  });
});
