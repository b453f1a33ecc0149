import type { AdminCountry, AdminLocation, AdminLocationPage } from '@roadbook/domain/contracts/admin-places';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';

import { storeSignedInUser } from '@/testing/account.fixture';
import { errorResponse, jsonResponse, requestsTo, type MockRequest } from '@/testing/api-mock';
import { ADMIN, backOfficeHandlers, SUPPLIER } from '@/testing/back-office.fixture';
import { renderApp } from '@/testing/render-app';

// Loaded before the tests, as the lazy route would on first use, so its first load is not timed.
import './BackOfficePages';
import '@/features/back-office/components/LocationList';
import '@/features/back-office/components/CountryList';

const SLOW = { timeout: 30_000 };
// The first test draws the first data grid of the file.
const FIRST = { timeout: 40_000 };
// A form checked twice with its map takes its time under the test renderer.
const FORM = { timeout: 60_000 };
const SPAIN: AdminCountry = {
  id: '7c8d9e0f-1a2b-4c3d-8e4f-5a6b7c8d9e0f',
  code: 'ES',
  names: { en: 'Spain', fr: 'Espagne', es: 'España' },
  locationCount: 1,
};
const SANTS: AdminLocation = {
  id: '5b6f0c1e-2d3a-4b5c-8d9e-0f1a2b3c4d5e',
  names: { en: 'Barcelona Sants', fr: 'Gare de Barcelone-Sants', es: 'Estación de Sants' },
  address: 'Plaça dels Països Catalans',
  latitude: 41.379,
  longitude: 2.14,
  country: { id: SPAIN.id, code: SPAIN.code, names: SPAIN.names },
  carCount: 3,
  bookingCount: 12,
};
const LOCATIONS: AdminLocationPage = { locations: [SANTS], total: 1, page: 1, pageSize: 30 };
const NEW_ID = '1f2e3d4c-5b6a-4789-8a0b-c1d2e3f4a5b6';

function placesApi(handlers: Record<string, (request: MockRequest) => Response> = {}) {
  return {
    ...backOfficeHandlers(ADMIN),
    '/api/admin/countries': () => jsonResponse({ countries: [SPAIN], total: 1, page: 1, pageSize: 100 }),
    '/api/admin/locations': ({ method }: MockRequest) =>
      method === 'POST'
        ? jsonResponse({ location: { ...SANTS, id: NEW_ID, carCount: 0, bookingCount: 0 } }, 201)
        : jsonResponse(LOCATIONS),
    [`/api/admin/locations/${SANTS.id}`]: () => jsonResponse({ location: SANTS }),
    ...handlers,
  };
}

describe('the back office’s places', () => {
  it(
    'lists the locations for an admin, each opening its editor, the search in the address',
    FIRST,
    async () => {
      storeSignedInUser(ADMIN);
      const { user, fetchMock, location } = await renderApp({
        url: '/admin/locations?l=en',
        handlers: placesApi(),
      });
      const grid = await screen.findByRole('grid', { name: 'Locations' }, SLOW);
      expect(await within(grid).findByRole('link', { name: 'Barcelona Sants' })).toHaveAttribute(
        'href',
        `/admin/locations/${SANTS.id}`,
      );
      expect(within(grid).getByText('Spain')).toBeVisible();
      expect(within(grid).getByText('41.3790, 2.1400')).toBeVisible();
      const navigation = screen.getByRole('navigation', { name: 'Back office sections' });
      expect(within(navigation).getByRole('link', { name: 'Locations' })).toHaveAttribute(
        'aria-current',
        'page',
      );
      expect(within(navigation).getByRole('link', { name: 'Countries' })).toBeVisible();
      expect(within(navigation).getByRole('link', { name: 'Help articles' })).toBeVisible();

      await user.type(screen.getByRole('searchbox', { name: 'Search' }), 'sants');
      await user.tab();
      await waitFor(() => expect(new URLSearchParams(location().search).get('keyword')).toBe('sants'));
      await waitFor(() =>
        expect(fetchMock.mock.calls.some(([input]) => String(input).includes('keyword=sants'))).toBe(true),
      );
    },
  );

  it('saves a new location with its three names and its position', SLOW, async () => {
    storeSignedInUser(ADMIN);
    const { user, fetchMock, location } = await renderApp({
      url: '/admin/locations/new?l=en',
      handlers: placesApi(),
    });
    await screen.findByRole('heading', { level: 1, name: 'New location' }, SLOW);
    await user.click(screen.getByRole('button', { name: 'Add the location' }));
    const summary = await screen.findByRole('group', { name: 'Please fix errors' });
    expect(summary).toHaveTextContent(
      'Please fill in the fields: Country, Address, Name in English, Name in French, Name in Spanish, Latitude, Longitude',
    );

    await user.click(screen.getByRole('combobox', { name: 'Country' }));
    await user.click(await screen.findByRole('option', { name: 'Spain (ES)' }));
    await user.type(screen.getByRole('textbox', { name: 'Address' }), 'Carrer de Pelai 1');
    await user.type(screen.getByRole('textbox', { name: 'Name in English' }), 'Barcelona Centre');
    await user.type(screen.getByRole('textbox', { name: 'Name in French' }), 'Barcelone centre');
    await user.type(screen.getByRole('textbox', { name: 'Name in Spanish' }), 'Barcelona Centro');
    await user.type(screen.getByRole('textbox', { name: 'Latitude' }), '41,3851');
    await user.type(screen.getByRole('textbox', { name: 'Longitude' }), '2.1734');
    // The map shows the position typed.
    // The map (its placeholder first) shows the position's marker once Leaflet has loaded.
    expect(await screen.findByRole('button', { name: 'The location’s position' }, SLOW)).toBeVisible();
    expect(screen.getByRole('region', { name: 'Map of the location’s position' })).toBeVisible();

    await user.click(screen.getByRole('button', { name: 'Add the location' }));
    await waitFor(() => expect(location().pathname).toBe(`/admin/locations/${NEW_ID}`));
    expect(
      requestsTo(fetchMock, '/api/admin/locations').filter((request) => request.method === 'POST'),
    ).toEqual([
      {
        method: 'POST',
        body: {
          countryId: SPAIN.id,
          address: 'Carrer de Pelai 1',
          latitude: 41.3851,
          longitude: 2.1734,
          names: { en: 'Barcelona Centre', fr: 'Barcelone centre', es: 'Barcelona Centro' },
        },
      },
    ]);
    expect(await screen.findByText('The location is added', {}, SLOW)).toBeVisible();
  });

  it('edits a location: its names in each language, then its position, sent whole', FORM, async () => {
    storeSignedInUser(ADMIN);
    const { user, fetchMock } = await renderApp({
      url: `/admin/locations/${SANTS.id}?l=en`,
      handlers: placesApi({
        [`/api/admin/locations/${SANTS.id}`]: ({ method }) =>
          jsonResponse({ location: method === 'PUT' ? { ...SANTS, latitude: 41.38 } : SANTS }),
      }),
    });
    await screen.findByRole('heading', { level: 1, name: 'Location: Barcelona Sants' }, SLOW);
    expect(screen.getByRole('textbox', { name: 'Name in French' })).toHaveValue('Gare de Barcelone-Sants');
    expect(screen.getByRole('textbox', { name: 'Name in Spanish' })).toHaveAttribute('lang', 'es');
    expect(screen.getByText('Served by 3 cars · used by 12 bookings')).toBeVisible();
    // The map (its placeholder first) shows the position's marker once Leaflet has loaded.
    expect(await screen.findByRole('button', { name: 'The location’s position' }, SLOW)).toBeVisible();
    expect(screen.getByRole('region', { name: 'Map of the location’s position' })).toBeVisible();

    const latitude = screen.getByRole('textbox', { name: 'Latitude' });
    await user.clear(latitude);
    await user.type(latitude, '95');
    await user.click(screen.getByRole('button', { name: 'Save the location' }));
    expect(await screen.findAllByText(/from -90 to 90/)).not.toHaveLength(0);
    expect(latitude).toHaveAttribute('aria-invalid', 'true');
    await user.clear(latitude);
    await user.type(latitude, '41.38');
    await user.click(screen.getByRole('button', { name: 'Save the location' }));
    expect(await screen.findByText('The location is saved', {}, SLOW)).toBeVisible();
    expect(
      requestsTo(fetchMock, `/api/admin/locations/${SANTS.id}`).filter((request) => request.method === 'PUT'),
    ).toEqual([
      {
        method: 'PUT',
        body: {
          countryId: SPAIN.id,
          address: SANTS.address,
          latitude: 41.38,
          longitude: 2.14,
          names: SANTS.names,
        },
      },
    ]);
  });

  it('shows the API’s refusal of a country’s code on its field', SLOW, async () => {
    storeSignedInUser(ADMIN);
    const { user } = await renderApp({
      url: '/admin/countries?l=en',
      handlers: placesApi({
        '/api/admin/countries': ({ method }) =>
          method === 'POST'
            ? errorResponse(400, 'common.invalidRequest', {
                fields: [{ path: 'code', in: 'body', code: 'validation.countryCodeTaken' }],
              })
            : jsonResponse({ countries: [SPAIN], total: 1, page: 1, pageSize: 30 }),
      }),
    });
    const grid = await screen.findByRole('grid', { name: 'Countries' });
    expect(await within(grid).findByText('Espagne')).toBeVisible();
    // A country with locations cannot be deleted.
    expect(within(grid).getByRole('button', { name: 'Delete Spain' })).toBeDisabled();

    await user.click(screen.getByRole('button', { name: 'Add a country' }));
    const dialog = await screen.findByRole('dialog', { name: 'New country' });
    await user.type(within(dialog).getByRole('textbox', { name: 'ISO code' }), 'es');
    await user.type(within(dialog).getByRole('textbox', { name: 'Name in English' }), 'Spain');
    await user.type(within(dialog).getByRole('textbox', { name: 'Name in French' }), 'Espagne');
    await user.type(within(dialog).getByRole('textbox', { name: 'Name in Spanish' }), 'España');
    await user.click(within(dialog).getByRole('button', { name: 'Add the country' }));
    expect(await within(dialog).findAllByText('Another country already has this code')).not.toHaveLength(0);
    expect(within(dialog).getByRole('textbox', { name: 'ISO code' })).toHaveAttribute('aria-invalid', 'true');
  });

  it('tells a supplier the locations page does not exist, and asks nothing of the API', SLOW, async () => {
    storeSignedInUser(SUPPLIER);
    const { fetchMock } = await renderApp({
      url: '/admin/locations?l=en',
      handlers: { ...placesApi(), ...backOfficeHandlers(SUPPLIER) },
    });
    expect(await screen.findByText('This page of the back office does not exist.')).toBeVisible();
    expect(requestsTo(fetchMock, '/api/admin/locations')).toEqual([]);
  });
});
