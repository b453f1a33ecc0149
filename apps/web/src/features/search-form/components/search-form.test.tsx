import enSearchForm from '@roadbook/i18n/locales/en/searchForm.json';
import frErrors from '@roadbook/i18n/locales/fr/errors.json';
import frSearchForm from '@roadbook/i18n/locales/fr/searchForm.json';
import type { Location } from '@roadbook/domain/contracts/places';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { Suspense } from 'react';
import { useLocation } from 'react-router';
import { beforeEach, describe, expect, it, vi } from 'vitest';

import { jsonResponse } from '@/testing/api-mock';
import { renderApp } from '@/testing/render-app';

import { SearchForm, type SearchFormProps } from './SearchForm';

const CDG: Location = {
  id: '7b0f2a8e-3c4d-4e5f-8a9b-0c1d2e3f4a5b',
  name: 'Paris Charles de Gaulle Airport',
  address: '95700 Roissy-en-France',
  latitude: 49.0097,
  longitude: 2.5479,
  country: { id: '2c1e4a6b-8d0f-4a2c-9e4b-6d8f0a2c4e6b', name: 'France' },
};
const ORLY: Location = {
  ...CDG,
  id: '1b0f2a8e-3c4d-4e5f-8a9b-0c1d2e3f4a5b',
  name: 'Paris Orly Airport',
  address: '94390 Orly',
};
const MADRID: Location = {
  id: '5d2e6f7a-1b3c-4d5e-8f9a-0b1c2d3e4f5a',
  name: 'Madrid Atocha Station',
  address: 'Plaza del Emperador Carlos V',
  latitude: 40.4066,
  longitude: -3.6892,
  country: { id: '9a8b7c6d-5e4f-4a3b-8c2d-1e0f9a8b7c6d', name: 'Spain' },
};

const locationsAnswer = () =>
  jsonResponse({ locations: [CDG, ORLY, MADRID], total: 3, page: 1, pageSize: 30 });

/** 15 January 2030, 08:00 local time. */
const NOW = new Date(2030, 0, 15, 8, 0);

function ResultsScreen() {
  const { search } = useLocation();
  return <h1>Results {search}</h1>;
}

function formRoutes(props: SearchFormProps = {}) {
  return () => [
    {
      path: '/form',
      Component: () => (
        <Suspense fallback={null}>
          <SearchForm {...props} />
        </Suspense>
      ),
    },
    { path: '/search', Component: ResultsScreen },
  ];
}

async function renderForm(props: SearchFormProps = {}, language = 'en') {
  const view = await renderApp({
    url: `/form?l=${language}`,
    routes: formRoutes(props),
    handlers: { '/api/locations': locationsAnswer },
  });
  const form = await screen.findByRole('search');
  return { ...view, form };
}

function searchParams(location: { search: string }) {
  return new URLSearchParams(location.search);
}

function locationRequests(fetchMock: { mock: { calls: unknown[][] } }): URLSearchParams[] {
  return fetchMock.mock.calls
    .map(([input]) => new URL(String(input), 'http://localhost'))
    .filter((url) => url.pathname === '/api/locations')
    .map((url) => url.searchParams);
}

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(NOW);
});

// Typing re-renders the form at every key: slow on a busy machine.
describe('search form', { timeout: 20_000 }, () => {
  it('suggests places as the visitor types, asking once typing pauses, with name and country', async () => {
    const { user, fetchMock } = await renderForm();
    const pickUp = screen.getByRole('combobox', { name: 'Pick-up location' });
    expect(pickUp).toHaveAttribute('aria-expanded', 'false');

    await user.type(pickUp, 'Par');

    const listbox = await screen.findByRole('listbox');
    expect(pickUp).toHaveAttribute('aria-expanded', 'true');
    const options = within(listbox).getAllByRole('option');
    expect(options.map((option) => option.textContent)).toEqual([
      'Paris Charles de Gaulle AirportFrance',
      'Paris Orly AirportFrance',
      'Madrid Atocha StationSpain',
    ]);
    await waitFor(() =>
      expect(locationRequests(fetchMock).map((params) => params.get('search'))).toContain('Par'),
    );
    const searched = locationRequests(fetchMock).map((params) => params.get('search'));
    expect(searched).not.toContain('P');
    expect(searched).not.toContain('Pa');
    expect(locationRequests(fetchMock).every((params) => params.get('lang') === 'en')).toBe(true);
  });

  it('is driven by the keyboard: arrows move, Enter chooses, Escape closes', async () => {
    const { user } = await renderForm();
    const pickUp = screen.getByRole('combobox', { name: 'Pick-up location' });
    await user.type(pickUp, 'Paris');
    await screen.findByRole('listbox');

    await user.keyboard('{ArrowDown}{ArrowDown}');
    const orly = screen.getByRole('option', { name: /Paris Orly Airport/ });
    expect(orly).toHaveAttribute('aria-selected', 'true');
    expect(pickUp).toHaveAttribute('aria-activedescendant', orly.id);

    await user.keyboard('{Enter}');
    expect(pickUp).toHaveValue('Paris Orly Airport');
    expect(pickUp).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByRole('listbox')).not.toBeInTheDocument();

    await user.keyboard('{ArrowDown}');
    expect(await screen.findByRole('listbox')).toBeInTheDocument();
    await user.keyboard('{Escape}');
    expect(pickUp).toHaveAttribute('aria-expanded', 'false');
    expect(pickUp).toHaveValue('Paris Orly Airport');
  });

  it('opens /search for the chosen place, tomorrow 10:00 to three days later by default', async () => {
    const { user, location } = await renderForm();
    await user.type(screen.getByRole('combobox', { name: 'Pick-up location' }), 'Madrid');
    await user.click(await screen.findByRole('option', { name: /Madrid Atocha Station/ }));

    expect(screen.getByLabelText('Pick-up date and time')).toHaveValue('2030-01-16T10:00');
    expect(screen.getByLabelText('Drop-off date and time')).toHaveValue('2030-01-19T10:00');
    expect(screen.getByRole('checkbox', { name: 'Return to the same location' })).toBeChecked();
    await user.click(screen.getByRole('button', { name: 'Search' }));

    expect(await screen.findByRole('heading', { name: /Results/ })).toBeInTheDocument();
    expect(location().pathname).toBe('/search');
    const params = searchParams(location());
    expect(params.get('pickup')).toBe(MADRID.id);
    expect(params.has('dropoff')).toBe(false);
    expect(params.get('from')).toBe(new Date(2030, 0, 16, 10, 0).toISOString());
    expect(params.get('to')).toBe(new Date(2030, 0, 19, 10, 0).toISOString());
    expect(params.get('l')).toBe('en');
  });

  it('refuses a search without a pick-up place, saying so next to the field', async () => {
    const { user, location } = await renderForm();
    await user.click(screen.getByRole('button', { name: 'Search' }));

    const pickUp = screen.getByRole('combobox', { name: 'Pick-up location' });
    const message = 'Please fill in the field: Pick-up location';
    expect(screen.getByRole('alert')).toHaveTextContent(message);
    expect(pickUp).toHaveAccessibleDescription(message);
    expect(pickUp).toHaveAttribute('aria-invalid', 'true');
    expect(pickUp).toHaveFocus();
    expect(location().pathname).toBe('/form');

    await user.type(pickUp, 'Orly');
    await user.click(await screen.findByRole('option', { name: /Paris Orly Airport/ }));
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('refuses a pick-up less than an hour ahead and a rental shorter than an hour', async () => {
    const { user, location } = await renderForm({ initialPickUp: CDG });
    const from = screen.getByLabelText('Pick-up date and time');
    const to = screen.getByLabelText('Drop-off date and time');

    fireEvent.change(from, { target: { value: '2030-01-15T08:30' } });
    await user.click(screen.getByRole('button', { name: 'Search' }));
    expect(screen.getByRole('alert')).toHaveTextContent('Pick-up must be at least 1 hour from now');
    expect(from).toHaveAccessibleDescription('Pick-up must be at least 1 hour from now');
    expect(from).toHaveFocus();

    fireEvent.change(from, { target: { value: '2030-01-20T10:00' } });
    fireEvent.change(to, { target: { value: '2030-01-20T10:30' } });
    await user.click(screen.getByRole('button', { name: 'Search' }));
    expect(screen.getByRole('alert')).toHaveTextContent('Drop-off must be at least 1 hour after pick-up');
    expect(to).toHaveAccessibleDescription('Drop-off must be at least 1 hour after pick-up');
    expect(location().pathname).toBe('/form');

    fireEvent.change(to, { target: { value: '2030-01-20T11:00' } });
    await user.click(screen.getByRole('button', { name: 'Search' }));
    await waitFor(() => expect(location().pathname).toBe('/search'));
    expect(searchParams(location()).get('to')).toBe(new Date(2030, 0, 20, 11, 0).toISOString());
  });

  it('says the same in French', async () => {
    const { user } = await renderForm({}, 'fr');
    const pickUp = screen.getByRole('combobox', { name: frSearchForm.pickUpLocation });
    await user.click(screen.getByRole('button', { name: frSearchForm.search }));
    expect(pickUp).toHaveAccessibleDescription(
      frErrors.validation.required.replace('{{field}}', frSearchForm.pickUpLocation),
    );
    expect(frErrors.validation.required).toMatch(/^Veuillez renseigner le champ/);

    await user.type(pickUp, 'Paris');
    await user.click(await screen.findByRole('option', { name: /Paris Charles de Gaulle Airport/ }));
    fireEvent.change(screen.getByLabelText(frSearchForm.pickUpDate), {
      target: { value: '2030-01-15T08:59' },
    });
    await user.click(screen.getByRole('button', { name: frSearchForm.search }));
    expect(screen.getByRole('alert')).toHaveTextContent(
      'La prise en charge doit être prévue au moins 1 heure à l’avance',
    );

    fireEvent.change(screen.getByLabelText(frSearchForm.pickUpDate), {
      target: { value: '2030-01-16T09:00' },
    });
    fireEvent.change(screen.getByLabelText(frSearchForm.dropOffDate), {
      target: { value: '2030-01-16T09:00' },
    });
    await user.click(screen.getByRole('button', { name: frSearchForm.search }));
    expect(screen.getByRole('alert')).toHaveTextContent(
      'La restitution doit avoir lieu au moins 1 heure après la prise en charge',
    );
  });

  it('asks for a drop-off place once "Return to the same location" is unticked', async () => {
    const { user, location } = await renderForm({ initialPickUp: CDG });
    expect(screen.queryByRole('combobox', { name: 'Drop-off location' })).not.toBeInTheDocument();

    await user.click(screen.getByRole('checkbox', { name: 'Return to the same location' }));
    const dropOff = screen.getByRole('combobox', { name: 'Drop-off location' });
    await user.click(screen.getByRole('button', { name: 'Search' }));
    expect(dropOff).toHaveAccessibleDescription('Please fill in the field: Drop-off location');

    await user.type(dropOff, 'Orly');
    await user.click(await screen.findByRole('option', { name: /Paris Orly Airport/ }));
    await user.click(screen.getByRole('button', { name: 'Search' }));
    await waitFor(() => expect(location().pathname).toBe('/search'));
    expect(searchParams(location()).get('pickup')).toBe(CDG.id);
    expect(searchParams(location()).get('dropoff')).toBe(ORLY.id);
  });

  it('starts from the given search and keeps its filters', async () => {
    const from = new Date(2030, 1, 1, 9, 0);
    const to = new Date(2030, 1, 8, 9, 0);
    const { user, location } = await renderForm({
      initialPickUp: CDG,
      initialDropOff: ORLY,
      initialFrom: from.toISOString(),
      initialTo: to,
      extraQuery: { size: ['mini', 'midi'], gearbox: ['automatic'], sort: 'deposit' },
      layout: 'horizontal',
    });
    expect(screen.getByRole('combobox', { name: 'Pick-up location' })).toHaveValue(CDG.name);
    expect(screen.getByRole('checkbox', { name: 'Return to the same location' })).not.toBeChecked();
    expect(screen.getByRole('combobox', { name: 'Drop-off location' })).toHaveValue(ORLY.name);
    expect(screen.getByLabelText('Pick-up date and time')).toHaveValue('2030-02-01T09:00');

    await user.click(screen.getByRole('button', { name: 'Search' }));
    await waitFor(() => expect(location().pathname).toBe('/search'));
    const params = searchParams(location());
    expect(params.getAll('size')).toEqual(['mini', 'midi']);
    expect(params.get('gearbox')).toBe('automatic');
    expect(params.get('sort')).toBe('deposit');
    expect(params.get('dropoff')).toBe(ORLY.id);
    expect(params.get('to')).toBe(to.toISOString());
  });

  it('hands the search to onSearch instead of navigating when given one', async () => {
    const onSearch = vi.fn();
    const { user, location } = await renderForm({ initialPickUp: MADRID, onSearch });
    await user.click(screen.getByRole('button', { name: enSearchForm.search }));

    expect(onSearch).toHaveBeenCalledWith(
      {
        pickupLocation: MADRID.id,
        from: new Date(2030, 0, 16, 10, 0).toISOString(),
        to: new Date(2030, 0, 19, 10, 0).toISOString(),
      },
      expect.stringMatching(new RegExp(`^/search\\?pickup=${MADRID.id}&`)),
    );
    expect(location().pathname).toBe('/form');
  });

  it('moves the drop-off along when the pick-up is moved past it, keeping the length', async () => {
    await renderForm();
    fireEvent.change(screen.getByLabelText('Pick-up date and time'), {
      target: { value: '2030-01-25T12:00' },
    });
    expect(screen.getByLabelText('Drop-off date and time')).toHaveValue('2030-01-28T12:00');

    fireEvent.change(screen.getByLabelText('Pick-up date and time'), {
      target: { value: '2030-01-26T12:00' },
    });
    expect(screen.getByLabelText('Drop-off date and time')).toHaveValue('2030-01-28T12:00');
  });
});
