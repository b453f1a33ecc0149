import type { FleetCar, FleetPage } from '@roadbook/domain/contracts/fleet';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';

import { DRIVER, storeSignedInUser } from '@/testing/account.fixture';
import { errorResponse, jsonResponse, requestsTo } from '@/testing/api-mock';
import { ADMIN, backOfficeHandlers, supplierUser } from '@/testing/back-office.fixture';
import { bookingsApi, CANCELLED, PAID, PENDING } from '@/testing/bookings.fixture';
import { makeBooking, makeCheckoutCar } from '@/testing/checkout.fixture';
import { renderApp } from '@/testing/render-app';
import { FOUR_DAY_QUOTE, PICK_UP } from '@/testing/search.fixture';

// Loaded before the tests, as the lazy route would on first use, so its first load is not timed.
import './BackOfficePages';
import '@/features/back-office/components/BookingList';

const SLOW = { timeout: 30_000 };
/** How long a query may wait for the grid's first drawing. */
const DRAWN = { timeout: 15_000 };
// The first test draws the first data grid of the file.
const FIRST = { timeout: 40_000 };
const SUPPLIER = supplierUser('Costa Rent', 'costa@example.com');
const NO_SUPPLIERS = () => jsonResponse({ suppliers: [], total: 0, page: 1, pageSize: 100 });

const CAR = makeCheckoutCar();
const FLEET_CAR: FleetCar = {
  ...CAR,
  supplier: { id: CAR.supplier.id, name: CAR.supplier.name, logo: CAR.supplier.logo },
  licencePlate: '12-AB-34',
  bookingCount: 0,
  updatedAt: '2026-11-25T10:00:00.000Z',
};
const FLEET: FleetPage = {
  cars: [
    {
      id: CAR.id,
      name: CAR.name,
      licencePlate: '12-AB-34',
      image: null,
      supplier: FLEET_CAR.supplier,
      size: CAR.size,
      fuelType: CAR.fuelType,
      gearbox: CAR.gearbox,
      seats: CAR.seats,
      dailyPrice: CAR.dailyPrice,
      discountedDailyPrice: null,
      availability: 'available',
      isFullyBooked: false,
      isComingSoon: false,
      locationCount: 1,
      updatedAt: FLEET_CAR.updatedAt,
    },
  ],
  total: 1,
  page: 1,
  pageSize: 100,
};

/** The grid's row of the booking whose car link says `number`. */
async function rowOf(number: string) {
  const link = await screen.findByRole('link', { name: `Open booking ${number}` }, DRAWN);
  const row = link.closest('[role="row"]');
  if (!(row instanceof HTMLElement)) throw new Error(`no row for ${number}`);
  return within(row);
}

describe('the back office’s bookings', () => {
  it('lists the bookings, filtered by the address, and downloads the filtered list', FIRST, async () => {
    storeSignedInUser(ADMIN);
    await renderApp({
      url: '/admin/bookings?status=pending&status=paid&l=en',
      handlers: {
        ...backOfficeHandlers(ADMIN),
        ...bookingsApi(ADMIN, [PENDING, PAID, CANCELLED]).handlers,
        '/api/admin/suppliers': NO_SUPPLIERS,
      },
    });
    expect(await screen.findByRole('heading', { level: 1, name: 'Bookings' })).toBeVisible();
    const grid = await screen.findByRole('grid', { name: 'Bookings' }, DRAWN);
    expect(await within(grid).findByRole('link', { name: 'Open booking RB-1001' })).toHaveAttribute(
      'href',
      `/admin/bookings/${PENDING.id}`,
    );
    expect(within(grid).getByRole('link', { name: 'Open booking RB-1002' })).toHaveTextContent('Peugeot 208');
    // The cancelled booking is filtered out; an admin sees each booking's supplier.
    expect(within(grid).queryByRole('link', { name: 'Open booking RB-1003' })).toBeNull();
    expect(within(grid).getByRole('columnheader', { name: 'Supplier' })).toBeInTheDocument();

    const download = new URL(
      screen.getByRole('link', { name: 'Export CSV' }).getAttribute('href') ?? '',
      'http://localhost',
    );
    expect(download.pathname).toBe('/api/admin/bookings/export');
    expect(download.searchParams.getAll('status')).toEqual(['pending', 'paid']);
    expect(download.searchParams.get('lang')).toBe('en');
    expect(download.searchParams.has('page')).toBe(false);

    const navigation = screen.getByRole('navigation', { name: 'Back office sections' });
    expect(within(navigation).getByRole('link', { name: 'Bookings' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    expect(within(navigation).getByRole('link', { name: 'Calendar' })).toHaveAttribute(
      'href',
      '/admin/calendar',
    );
    expect(screen.getByRole('link', { name: 'New booking' })).toHaveAttribute('href', '/admin/bookings/new');
  });

  it('moves the chosen bookings to a status the table allows, reporting each one refused', SLOW, async () => {
    storeSignedInUser(SUPPLIER);
    const { user, fetchMock } = await renderApp({
      url: '/admin/bookings?l=en',
      handlers: { ...backOfficeHandlers(SUPPLIER), ...bookingsApi(SUPPLIER, [PENDING, PAID]).handlers },
    });
    await user.click((await rowOf('RB-1001')).getByRole('checkbox'));
    await user.click((await rowOf('RB-1002')).getByRole('checkbox'));
    await user.click(screen.getByRole('combobox', { name: 'New status for 2 selected bookings' }));
    await user.click(await screen.findByRole('option', { name: 'Confirmed' }));
    await user.click(screen.getByRole('button', { name: 'Apply' }));

    // Only the booking the table lets a supplier confirm is sent; the paid one is reported.
    await waitFor(() =>
      expect(requestsTo(fetchMock, '/api/bookings/status').map((request) => request.body)).toEqual([
        { ids: [PENDING.id], status: 'confirmed' },
      ]),
    );
    const report = await screen.findByText('1 booking was left as it was:');
    expect(report.closest('[role="alert"]')).toHaveTextContent(
      'RB-1002 · Peugeot 208: This status change is not allowed for this booking',
    );
    expect(await screen.findByText('1 booking changed')).toBeVisible();
    expect(await (await rowOf('RB-1001')).findByText('Confirmed')).toBeVisible();
  });

  it('shows a booking whole and confirms it after asking', SLOW, async () => {
    storeSignedInUser(SUPPLIER);
    const booking = makeBooking({
      status: 'pending',
      driver: {
        id: DRIVER.id,
        fullName: 'Vera Visitor',
        email: 'vera@example.com',
        phone: '+351 912 345 678',
      },
    });
    const { user, fetchMock } = await renderApp({
      url: `/admin/bookings/${booking.id}?l=en`,
      handlers: { ...backOfficeHandlers(SUPPLIER), ...bookingsApi(SUPPLIER, [], [booking]).handlers },
    });
    expect(await screen.findByRole('heading', { level: 1, name: `Booking ${booking.number}` })).toBeVisible();
    expect(screen.getByRole('link', { name: 'vera@example.com' })).toHaveAttribute(
      'href',
      'mailto:vera@example.com',
    );
    expect(screen.getByRole('link', { name: '+351 912 345 678' })).toBeVisible();
    expect(screen.getByRole('table', { name: 'Price breakdown' })).toHaveTextContent('$180.00');
    const actions = screen.getByRole('group', { name: 'Booking actions' });
    // A supplier may confirm or cancel a pending booking; it cannot delete it.
    expect(
      within(actions)
        .getAllByRole('button')
        .map((button) => button.textContent),
    ).toEqual(['Confirm', 'Cancel the booking']);

    await user.click(within(actions).getByRole('button', { name: 'Confirm' }));
    const dialog = await screen.findByRole('dialog', { name: 'Confirm' });
    await user.click(within(dialog).getByRole('button', { name: 'Yes, go ahead' }));
    expect(await screen.findByText(`Booking ${booking.number} is confirmed`)).toBeVisible();
    expect(requestsTo(fetchMock, '/api/bookings/status').map((request) => request.body)).toEqual([
      { ids: [booking.id], status: 'confirmed' },
    ]);
    expect(
      await within(screen.getByRole('region', { name: 'Status' })).findByText('Confirmed'),
    ).toBeVisible();
  });

  it(
    'books a car by hand after showing the server’s price, and says when the car is taken',
    SLOW,
    async () => {
      storeSignedInUser(SUPPLIER);
      const { user, fetchMock } = await renderApp({
        url: `/admin/bookings/new?car=${CAR.id}&from=2099-06-01T10:00&to=2099-06-05T10:00&l=en`,
        handlers: {
          ...backOfficeHandlers(SUPPLIER),
          '/api/admin/cars': () => jsonResponse(FLEET),
          [`/api/admin/cars/${CAR.id}`]: () => jsonResponse({ car: FLEET_CAR }),
          '/api/locations': () => jsonResponse({ locations: [PICK_UP], total: 1, page: 1, pageSize: 1000 }),
          '/api/quotes': () => jsonResponse({ quote: FOUR_DAY_QUOTE }),
          '/api/admin/bookings': () => errorResponse(409, 'booking.carUnavailable'),
        },
      });
      expect(await screen.findByRole('heading', { level: 1, name: 'New booking' })).toBeVisible();
      await user.click(await screen.findByRole('combobox', { name: /Pick-up place/ }));
      await user.click(await screen.findByRole('option', { name: PICK_UP.name }));
      await user.type(screen.getByRole('textbox', { name: /Driver's email/ }), 'new.driver@example.com');
      expect(screen.getByRole('button', { name: 'Book the car' })).toBeDisabled();

      await user.click(screen.getByRole('button', { name: 'See the price' }));
      expect(await screen.findByRole('table', { name: 'The price' })).toHaveTextContent('$180.00');
      await user.click(screen.getByRole('button', { name: 'Book the car' }));
      expect(await screen.findByRole('alert')).toHaveTextContent(
        'This car is already booked or blocked over this period. Choose other dates or another car.',
      );
      const [sent] = requestsTo(fetchMock, '/api/admin/bookings');
      expect(sent?.body).toMatchObject({
        carId: CAR.id,
        driverEmail: 'new.driver@example.com',
        pickUpLocationId: PICK_UP.id,
        // The test's marketplace time zone is UTC.
        from: '2099-06-01T10:00:00.000Z',
        to: '2099-06-05T10:00:00.000Z',
        options: [],
      });
    },
  );
});
