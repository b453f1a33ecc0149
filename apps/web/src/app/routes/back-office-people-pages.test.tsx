import type { User } from '@roadbook/domain/contracts/accounts';
import type { AdminDriver, AdminDriverPage } from '@roadbook/domain/contracts/admin-drivers';
import type { AdminLeadPage } from '@roadbook/domain/contracts/admin-leads';
import type { AdminSupplier } from '@roadbook/domain/contracts/admin-suppliers';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';

import { DRIVER, storeSignedInUser } from '@/testing/account.fixture';
import { errorResponse, jsonResponse, requestsTo, type MockRequest } from '@/testing/api-mock';
import { ADMIN, backOfficeHandlers, SUPPLIER, SUPPLIER_ID } from '@/testing/back-office.fixture';
import { bookingOf } from '@/testing/bookings.fixture';
import { renderApp } from '@/testing/render-app';

// Loaded before the tests, as the lazy route would on first use, so its first load is not timed.
import './BackOfficePages';
import '@/features/back-office/components/DriverList';
import '@/features/back-office/components/LeadList';

const SLOW = { timeout: 30_000 };
// The first test draws the first data grid of the file.
const FIRST = { timeout: 40_000 };

const JANE = {
  id: DRIVER.id,
  fullName: 'Jane Driver',
  email: 'jane@example.com',
  phone: '+44 20 7946 0958',
  isEmailVerified: true,
  isBlacklisted: false,
  bookingCount: 2,
  createdAt: '2026-10-01T09:00:00.000Z',
};
const DRIVERS: AdminDriverPage = { drivers: [JANE], total: 1, page: 1, pageSize: 30 };
const JANE_PAGE: AdminDriver = { ...JANE, latestBookings: [bookingOf(7)] };

const LEADS: AdminLeadPage = {
  leads: [
    {
      id: '4a5b6c7d-8e9f-4a0b-8c1d-2e3f4a5b6c7d',
      kind: 'supplier',
      fullName: 'Marta Ruiz',
      email: 'marta@autos-ruiz.example',
      phone: '+34 600 000 000',
      company: 'Autos Ruiz',
      message: 'We have 12 cars in Valencia.',
      language: 'es',
      status: 'new',
      createdAt: '2026-11-20T08:00:00.000Z',
    },
  ],
  total: 1,
  page: 1,
  pageSize: 30,
};

const SOL: AdminSupplier = {
  id: SUPPLIER_ID,
  name: 'Sol Rent',
  logo: null,
  email: 'sol@example.com',
  isEmailVerified: true,
  isApproved: false,
  isBlacklisted: false,
  carCount: 3,
  createdAt: '2026-09-01T09:00:00.000Z',
  phone: '+44 20 7946 0958',
  location: 'Barcelona',
  bio: null,
  language: 'es',
  approvedAt: null,
  settings: {
    priceChangeRate: null,
    isPayAtCounterAllowed: true,
    isLicenceRequired: false,
    minimumRentalDays: 1,
  },
};

type Handler = (request: MockRequest) => Response;

function backOfficeApi(user: User, handlers: Record<string, Handler> = {}) {
  return {
    ...backOfficeHandlers(user),
    '/api/admin/drivers': () => jsonResponse(DRIVERS),
    [`/api/admin/drivers/${JANE.id}`]: () => jsonResponse({ driver: JANE_PAGE }),
    '/api/admin/leads': () => jsonResponse(LEADS),
    [`/api/admin/suppliers/${SOL.id}`]: () => jsonResponse({ supplier: SOL }),
    ...handlers,
  };
}

describe('the back office’s people', () => {
  it('lists the drivers for an admin, the state filter in the address', FIRST, async () => {
    storeSignedInUser(ADMIN);
    const { user, fetchMock, location } = await renderApp({
      url: '/admin/drivers?l=en',
      handlers: backOfficeApi(ADMIN),
    });
    // The first grid of the file takes its time to draw.
    const grid = await screen.findByRole('grid', { name: 'Drivers' }, SLOW);
    expect(await within(grid).findByRole('link', { name: 'Jane Driver' })).toHaveAttribute(
      'href',
      `/admin/drivers/${JANE.id}`,
    );
    expect(within(grid).getByText('Verified')).toBeVisible();
    const navigation = screen.getByRole('navigation', { name: 'Back office sections' });
    expect(within(navigation).getByRole('link', { name: 'Drivers' })).toHaveAttribute('aria-current', 'page');
    expect(within(navigation).getByRole('link', { name: 'Join leads' })).toBeVisible();

    await user.click(screen.getByRole('combobox', { name: 'State' }));
    await user.click(await screen.findByRole('option', { name: 'Suspended' }));
    await waitFor(() => expect(new URLSearchParams(location().search).get('state')).toBe('suspended'));
    await waitFor(() =>
      expect(fetchMock.mock.calls.some(([input]) => String(input).includes('state=suspended'))).toBe(true),
    );
  });

  it('suspends a driver once the admin confirms', SLOW, async () => {
    storeSignedInUser(ADMIN);
    const suspended = { ...JANE_PAGE, isBlacklisted: true };
    const { user, fetchMock } = await renderApp({
      url: '/admin/drivers?l=en',
      handlers: backOfficeApi(ADMIN, {
        [`/api/admin/drivers/${JANE.id}/suspend`]: () => jsonResponse({ driver: suspended }),
      }),
    });
    const grid = await screen.findByRole('grid', { name: 'Drivers' });
    await user.click(await within(grid).findByRole('button', { name: 'Suspend Jane Driver' }));
    const dialog = await screen.findByRole('dialog', { name: 'Suspend Jane Driver?' });
    expect(requestsTo(fetchMock, `/api/admin/drivers/${JANE.id}/suspend`)).toEqual([]);

    await user.click(within(dialog).getByRole('button', { name: 'Suspend' }));
    expect(await screen.findByText('Jane Driver is suspended: signed out, cannot sign in')).toBeVisible();
    expect(requestsTo(fetchMock, `/api/admin/drivers/${JANE.id}/suspend`)).toEqual([
      { method: 'POST', body: undefined },
    ]);
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('shows a driver’s details and latest bookings, each opening its page', SLOW, async () => {
    storeSignedInUser(ADMIN);
    await renderApp({ url: `/admin/drivers/${JANE.id}?l=en`, handlers: backOfficeApi(ADMIN) });
    expect(await screen.findByRole('heading', { level: 1, name: 'Jane Driver' })).toBeVisible();
    const bookings = screen.getByRole('table', { name: 'Latest bookings' });
    // The hint names the most the page shows (the catalogue's {{max}}), not a placeholder.
    expect(screen.getByText('Newest pick-up first, 10 at most.')).toBeVisible();
    expect(within(bookings).getByRole('link', { name: 'RB-1007' })).toHaveAttribute(
      'href',
      `/admin/bookings/${bookingOf(7).id}`,
    );
    expect(screen.getByRole('button', { name: 'Suspend' })).toBeVisible();
  });

  it('shows a supplier the drivers of its bookings read only', SLOW, async () => {
    storeSignedInUser(SUPPLIER);
    await renderApp({ url: '/admin/drivers?l=en', handlers: backOfficeApi(SUPPLIER) });
    const grid = await screen.findByRole('grid', { name: 'Drivers' });
    await within(grid).findByRole('link', { name: 'Jane Driver' });
    expect(within(grid).queryByRole('button', { name: 'Suspend Jane Driver' })).toBeNull();
    const navigation = screen.getByRole('navigation', { name: 'Back office sections' });
    expect(within(navigation).getByRole('link', { name: 'Drivers' })).toBeVisible();
    expect(within(navigation).queryByRole('link', { name: 'Join leads' })).toBeNull();
  });

  it('tells a supplier the leads page does not exist, and asks nothing of the API', SLOW, async () => {
    storeSignedInUser(SUPPLIER);
    const { fetchMock } = await renderApp({
      url: '/admin/leads?l=en',
      handlers: backOfficeApi(SUPPLIER),
    });
    expect(await screen.findByText('This page of the back office does not exist.')).toBeVisible();
    expect(screen.queryByRole('grid', { name: 'Join leads' })).toBeNull();
    expect(requestsTo(fetchMock, '/api/admin/leads')).toEqual([]);
  });

  it('lists the leads with their filters in the address, and sets a lead’s status', SLOW, async () => {
    storeSignedInUser(ADMIN);
    const { user, fetchMock, location } = await renderApp({
      url: '/admin/leads?l=en&kind=supplier',
      handlers: backOfficeApi(ADMIN, {
        [`/api/admin/leads/${LEADS.leads[0]?.id ?? ''}`]: () =>
          jsonResponse({ lead: { ...LEADS.leads[0], status: 'contacted' } }),
      }),
    });
    const grid = await screen.findByRole('grid', { name: 'Join leads' });
    await within(grid).findByRole('button', { name: 'Marta Ruiz' });
    expect(within(grid).getByText('Autos Ruiz')).toBeVisible();
    expect(fetchMock.mock.calls.some(([input]) => String(input).includes('kind=supplier'))).toBe(true);

    await user.selectOptions(
      within(grid).getByRole('combobox', { name: 'Status of Marta Ruiz' }),
      'contacted',
    );
    expect(await screen.findByText('Status of Marta Ruiz: Contacted')).toBeVisible();
    expect(requestsTo(fetchMock, `/api/admin/leads/${LEADS.leads[0]?.id ?? ''}`)).toEqual([
      { method: 'PUT', body: { status: 'contacted' } },
    ]);

    await user.click(screen.getByRole('combobox', { name: 'Status' }));
    await user.click(await screen.findByRole('option', { name: 'Converted' }));
    await waitFor(() => expect(new URLSearchParams(location().search).get('status')).toBe('converted'));
    expect(new URLSearchParams(location().search).get('kind')).toBe('supplier');

    await user.click(within(grid).getByRole('button', { name: 'Marta Ruiz' }));
    const details = await screen.findByRole('dialog', { name: 'Marta Ruiz · Agency' });
    expect(within(details).getByText('We have 12 cars in Valencia.')).toBeVisible();
  });

  it('saves a supplier’s settings checked with the API’s schema', SLOW, async () => {
    storeSignedInUser(ADMIN);
    const { user, fetchMock } = await renderApp({
      url: `/admin/suppliers/${SOL.id}?l=en`,
      handlers: backOfficeApi(ADMIN, {
        [`/api/admin/suppliers/${SOL.id}`]: ({ method }) =>
          jsonResponse({
            supplier:
              method === 'PUT'
                ? { ...SOL, settings: { ...SOL.settings, minimumRentalDays: 3, priceChangeRate: 5.5 } }
                : SOL,
          }),
      }),
    });
    expect(await screen.findByRole('heading', { level: 1, name: 'Sol Rent' })).toBeVisible();
    expect(screen.getByRole('link', { name: 'Its cars (3)' })).toHaveAttribute(
      'href',
      `/admin/cars?supplier=${SOL.id}`,
    );
    expect(screen.getByRole('link', { name: 'Its bookings' })).toHaveAttribute(
      'href',
      `/admin/bookings?supplier=${SOL.id}`,
    );
    const days = screen.getByRole('textbox', { name: 'Minimum rental (days)' });
    await user.clear(days);
    await user.type(days, '0');
    await user.click(screen.getByRole('button', { name: 'Save changes' }));
    // The schema refuses it before anything is sent.
    expect(await screen.findByRole('group', { name: 'Please fix errors' })).toBeVisible();
    expect(days).toHaveAttribute('aria-invalid', 'true');
    expect(requestsTo(fetchMock, `/api/admin/suppliers/${SOL.id}`).filter((r) => r.method === 'PUT')).toEqual(
      [],
    );

    await user.clear(days);
    await user.type(days, '3');
    await user.type(screen.getByRole('textbox', { name: 'Price change (%)' }), '5,5');
    await user.click(screen.getByRole('button', { name: 'Save changes' }));
    expect(await screen.findByText('Sol Rent is saved')).toBeVisible();
    expect(requestsTo(fetchMock, `/api/admin/suppliers/${SOL.id}`).filter((r) => r.method === 'PUT')).toEqual(
      [
        {
          method: 'PUT',
          body: {
            name: 'Sol Rent',
            phone: '+44 20 7946 0958',
            location: 'Barcelona',
            bio: null,
            priceChangeRate: 5.5,
            minimumRentalDays: 3,
            isPayAtCounterAllowed: true,
            isLicenceRequired: false,
          },
        },
      ],
    );
  });

  it('shows the API’s field error on its field, and its refusal of a logo', SLOW, async () => {
    storeSignedInUser(ADMIN);
    const { user } = await renderApp({
      url: `/admin/suppliers/${SOL.id}?l=en`,
      handlers: backOfficeApi(ADMIN, {
        [`/api/admin/suppliers/${SOL.id}`]: ({ method }) =>
          method === 'PUT'
            ? errorResponse(400, 'common.invalidRequest', {
                fields: [{ path: 'phone', in: 'body', code: 'validation.invalidPhone' }],
              })
            : jsonResponse({ supplier: SOL }),
        [`/api/admin/suppliers/${SOL.id}/logo`]: () => errorResponse(415, 'upload.unsupportedType'),
      }),
    });
    await screen.findByRole('heading', { level: 1, name: 'Sol Rent' });
    await user.click(screen.getByRole('button', { name: 'Save changes' }));
    const phone = screen.getByRole('textbox', { name: 'Phone' });
    await waitFor(() => expect(phone).toHaveAttribute('aria-invalid', 'true'));
    expect(phone).toHaveAccessibleDescription(expect.stringContaining('Invalid phone number'));

    await user.upload(
      screen.getByLabelText('Logo image'),
      new File(['%PDF-1.4'], 'logo.png', { type: 'image/png' }),
    );
    expect(
      await screen.findByText('This file type is not accepted: use a JPEG, PNG or WebP image'),
    ).toBeVisible();
  });
});
