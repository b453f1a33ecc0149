import type { User } from '@roadbook/domain/contracts/accounts';
import type { FleetPage } from '@roadbook/domain/contracts/fleet';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';

import { DRIVER, storeSignedInUser } from '@/testing/account.fixture';
import { jsonResponse, requestsTo } from '@/testing/api-mock';
import { backOfficeHandlers, SUPPLIER } from '@/testing/back-office.fixture';
import { renderApp } from '@/testing/render-app';

// Loaded before the tests, as the lazy route would on first use, so its first load is not timed.
import './BackOfficePages';
import '@/features/back-office/components/FleetList';

const SLOW = { timeout: 20_000 };
const PLACE = { id: '5b6f0c1e-2d3a-4b5c-8d9e-0f1a2b3c4d5e', name: 'Barcelona Sants' };
const FLEET: FleetPage = {
  cars: [
    {
      id: '9c8b7a6f-5e4d-4c3b-8a29-1f0e9d8c7b6a',
      name: 'Fiat 500',
      licencePlate: 'AB-123-CD',
      image: null,
      supplier: { id: SUPPLIER.id, name: 'Sol Rent', logo: null },
      size: 'mini',
      fuelType: 'gasoline',
      gearbox: 'manual',
      seats: 4,
      dailyPrice: 2900,
      discountedDailyPrice: null,
      availability: 'available',
      isFullyBooked: false,
      isComingSoon: false,
      locationCount: 2,
      updatedAt: '2026-11-25T10:00:00.000Z',
    },
  ],
  total: 1,
  page: 1,
  pageSize: 30,
};

function backOfficeApi(user: User) {
  return {
    ...backOfficeHandlers(user),
    '/api/admin/cars': () => jsonResponse(FLEET),
    '/api/locations': () =>
      jsonResponse({
        locations: [
          {
            ...PLACE,
            address: 'Plaça dels Països Catalans',
            latitude: 41.38,
            longitude: 2.14,
            country: { id: '7c8d9e0f-1a2b-4c3d-8e4f-5a6b7c8d9e0f', name: 'Spain' },
          },
        ],
        total: 1,
        page: 1,
        pageSize: 1000,
      }),
  };
}

describe('the back office', () => {
  it('sends a visitor to its own sign-in, keeping the address', SLOW, async () => {
    const { location } = await renderApp({ url: '/admin/cars?l=en' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Back office sign-in' })).toBeVisible();
    expect(location().pathname).toBe('/admin/sign-in');
    expect(new URLSearchParams(location().search).get('from')).toBe('/admin/cars?l=en');
  });

  it('tells a driver signed in on the site that the area is not theirs', SLOW, async () => {
    storeSignedInUser(DRIVER);
    await renderApp({ url: '/admin?l=en', handlers: backOfficeApi(DRIVER) });
    expect(
      await screen.findByRole('heading', { name: 'This area is for suppliers and administrators' }),
    ).toBeVisible();
    expect(screen.getByRole('link', { name: 'My bookings' })).toHaveAttribute('href', '/bookings');
  });

  it('lists a supplier’s fleet from the API, its filters in the address', SLOW, async () => {
    storeSignedInUser(SUPPLIER);
    const { user, fetchMock, location } = await renderApp({
      url: '/admin/cars?l=en',
      handlers: backOfficeApi(SUPPLIER),
    });
    const grid = await screen.findByRole('grid', { name: 'Fleet' });
    expect(await within(grid).findByRole('link', { name: 'Fiat 500' })).toHaveAttribute(
      'href',
      `/admin/cars/${FLEET.cars[0]?.id ?? ''}`,
    );
    expect(within(grid).getByText('$29.00')).toBeVisible();
    // A supplier's list has no supplier column or filter.
    expect(within(grid).queryByRole('columnheader', { name: 'Supplier' })).toBeNull();
    const navigation = screen.getByRole('navigation', { name: 'Back office sections' });
    expect(within(navigation).getByRole('link', { name: 'Fleet' })).toHaveAttribute('aria-current', 'page');
    expect(within(navigation).queryByRole('link', { name: 'Audit trail' })).toBeNull();

    await user.type(screen.getByRole('searchbox', { name: 'Search' }), 'fiat');
    await user.tab();
    await waitFor(() => expect(new URLSearchParams(location().search).get('keyword')).toBe('fiat'));
    await waitFor(() =>
      expect(fetchMock.mock.calls.some(([input]) => String(input).includes('keyword=fiat'))).toBe(true),
    );
  });

  it('checks a new car with the API’s rule before sending it, naming each field at fault', SLOW, async () => {
    storeSignedInUser(SUPPLIER);
    const { user, fetchMock } = await renderApp({
      url: '/admin/cars/new?l=en',
      handlers: backOfficeApi(SUPPLIER),
    });
    await screen.findByRole('heading', { level: 1, name: 'New car' });
    await user.click(screen.getByRole('button', { name: 'Add the car' }));
    const summary = await screen.findByRole('group', { name: 'Please fix errors' });
    expect(summary).toHaveTextContent('Please fill in the fields: Name, Pick-up places, Price per day (USD)');

    await user.type(screen.getByRole('textbox', { name: 'Name' }), 'Clio');
    await user.type(screen.getByRole('textbox', { name: 'Price per day (USD)' }), '40');
    await user.type(screen.getByRole('textbox', { name: 'Discounted price per day' }), '45');
    await user.click(screen.getByRole('button', { name: 'Add the car' }));
    // In the summary, and under the field.
    expect(await screen.findAllByText('The discounted price must be lower than the price')).toHaveLength(2);
    expect(screen.getByRole('textbox', { name: 'Discounted price per day' })).toHaveAttribute(
      'aria-invalid',
      'true',
    );
    expect(requestsTo(fetchMock, '/api/admin/cars').filter((request) => request.method === 'POST')).toEqual(
      [],
    );
  });
});
