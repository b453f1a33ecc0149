import type { CalendarPage, CarBlock } from '@roadbook/domain/contracts/calendar';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';

import { DRIVER, storeSignedInUser } from '@/testing/account.fixture';
import { errorResponse, jsonResponse, requestsTo, type MockRequest } from '@/testing/api-mock';
import { backOfficeHandlers, SUPPLIER } from '@/testing/back-office.fixture';
import { renderApp } from '@/testing/render-app';

// Loaded before the tests, as the lazy route would on first use, so its first load is not timed.
import './BackOfficePages';
import '@/features/back-office/components/FleetCalendar';

const SLOW = { timeout: 30_000 };
const SOL = { id: SUPPLIER.id, name: 'Sol Rent', logo: null };
const FIAT = '9c8b7a6f-5e4d-4c3b-8a29-1f0e9d8c7b6a';
const CLIO = '8b7a6f5e-4d3c-4b2a-9180-0f9e8d7c6b5a';
const BOOKING_ID = '20000000-0000-4000-8000-000000000001';
const BLOCK_ID = '40000000-0000-4000-8000-000000000001';

const CALENDAR: CalendarPage = {
  from: '2099-06-01',
  to: '2099-06-14',
  timeZone: 'UTC',
  cars: [
    {
      id: FIAT,
      name: 'Fiat 500',
      licencePlate: 'AB-123-CD',
      supplier: SOL,
      bookings: [
        {
          id: BOOKING_ID,
          number: 'RB-1001',
          status: 'confirmed',
          from: '2099-06-02T10:00:00.000Z',
          to: '2099-06-05T10:00:00.000Z',
          driver: { id: DRIVER.id, fullName: 'Jane Driver' },
        },
      ],
      blocks: [
        {
          id: BLOCK_ID,
          from: '2099-06-08T00:00:00.000Z',
          to: '2099-06-10T00:00:00.000Z',
          reason: 'Brakes',
        },
      ],
    },
    { id: CLIO, name: 'Renault Clio', licencePlate: null, supplier: SOL, bookings: [], blocks: [] },
  ],
  total: 2,
  page: 1,
  pageSize: 30,
};

function calendarApi(blockAnswer: (request: MockRequest) => Response) {
  return {
    ...backOfficeHandlers(SUPPLIER),
    '/api/admin/calendar': () => jsonResponse(CALENDAR),
    '/api/admin/cars': () => jsonResponse({ cars: [], total: 0, page: 1, pageSize: 100 }),
    [`/api/admin/cars/${FIAT}/blocks`]: blockAnswer,
    [`/api/admin/blocks/${BLOCK_ID}`]: () => new Response(null, { status: 204 }),
  };
}

const calendarQueries = (fetchMock: { mock: { calls: unknown[][] } }) =>
  fetchMock.mock.calls
    .map(([input]) => new URL(String(input), 'http://localhost'))
    .filter((url) => url.pathname === '/api/admin/calendar')
    .map((url) => `${url.searchParams.get('from') ?? ''}/${url.searchParams.get('to') ?? ''}`);

describe('the back office’s availability calendar', () => {
  it(
    'shows each car’s bookings and blocks as named bars, two weeks moved a week at a time',
    SLOW,
    async () => {
      storeSignedInUser(SUPPLIER);
      const { user, fetchMock, location } = await renderApp({
        url: '/admin/calendar?from=2099-06-01&l=en',
        handlers: calendarApi(() => errorResponse(500, 'common.unhandled')),
      });
      expect(await screen.findByRole('heading', { level: 1, name: 'Availability calendar' })).toBeVisible();
      const fiat = await screen.findByRole(
        'list',
        { name: 'Bookings and blocked periods of Fiat 500' },
        SLOW,
      );
      expect(
        within(fiat).getByRole('link', {
          name: 'Booking RB-1001, Jane Driver, Confirmed, Jun 2, 2099, 10:00 AM to Jun 5, 2099, 10:00 AM',
        }),
      ).toHaveAttribute('href', `/admin/bookings/${BOOKING_ID}`);
      expect(
        within(fiat).getByRole('button', {
          name: 'Blocked Jun 8, 2099, 12:00 AM to Jun 10, 2099, 12:00 AM: Brakes. Remove the block',
        }),
      ).toHaveTextContent('Brakes');
      expect(screen.getByRole('link', { name: "Renault Clio's calendar" })).toHaveAttribute(
        'href',
        `/admin/calendar?car=${CLIO}`,
      );
      expect(screen.getByRole('link', { name: 'Book Renault Clio by hand' })).toHaveAttribute(
        'href',
        `/admin/bookings/new?car=${CLIO}&from=2099-06-01T10%3A00&to=2099-06-02T10%3A00`,
      );
      expect(calendarQueries(fetchMock)).toContain('2099-06-01/2099-06-14');

      await user.click(screen.getByRole('button', { name: 'Next week' }));
      await waitFor(() => expect(new URLSearchParams(location().search).get('from')).toBe('2099-06-08'));
      await waitFor(() => expect(calendarQueries(fetchMock)).toContain('2099-06-08/2099-06-21'));
    },
  );

  it('blocks a car over a period, and says so when a booking already holds it', SLOW, async () => {
    storeSignedInUser(SUPPLIER);
    let isTaken = true;
    const block: CarBlock = {
      id: '40000000-0000-4000-8000-000000000002',
      carId: FIAT,
      from: '2099-06-01T10:00:00.000Z',
      to: '2099-06-02T10:00:00.000Z',
      reason: 'Tyres',
      createdBy: SUPPLIER.id,
      createdAt: '2026-11-28T09:00:00.000Z',
    };
    const { user, fetchMock } = await renderApp({
      url: '/admin/calendar?from=2099-06-01&l=en',
      handlers: calendarApi(() =>
        isTaken ? errorResponse(409, 'booking.carUnavailable') : jsonResponse({ block }, 201),
      ),
    });
    await user.click(await screen.findByRole('button', { name: 'Block Fiat 500 over a period' }, SLOW));
    const dialog = await screen.findByRole('dialog', { name: 'Block Fiat 500' });
    // The period starts as the window's first day, 10:00 to 10:00.
    expect(within(dialog).getByLabelText(/^From/)).toHaveValue('2099-06-01T10:00');
    await user.type(within(dialog).getByRole('textbox', { name: 'Reason' }), 'Tyres');
    await user.click(within(dialog).getByRole('button', { name: 'Block the period' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'A booking or another block already holds this car over this period.',
    );

    isTaken = false;
    await user.click(within(dialog).getByRole('button', { name: 'Block the period' }));
    expect(await screen.findByText('Fiat 500 is blocked over this period')).toBeVisible();
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Block Fiat 500' })).toBeNull());
    const sent = requestsTo(fetchMock, `/api/admin/cars/${FIAT}/blocks`).map((request) => request.body);
    // The test's marketplace time zone is UTC.
    expect(sent).toEqual([
      { from: block.from, to: block.to, reason: 'Tyres' },
      { from: block.from, to: block.to, reason: 'Tyres' },
    ]);
  });

  it('removes a block after asking', SLOW, async () => {
    storeSignedInUser(SUPPLIER);
    const { user, fetchMock } = await renderApp({
      url: '/admin/calendar?from=2099-06-01&l=en',
      handlers: calendarApi(() => errorResponse(500, 'common.unhandled')),
    });
    await user.click(
      await screen.findByRole('button', { name: /^Blocked .*: Brakes\. Remove the block$/ }, SLOW),
    );
    const dialog = await screen.findByRole('dialog', { name: 'Remove this block of Fiat 500?' });
    await user.click(within(dialog).getByRole('button', { name: 'Remove the block' }));
    expect(await screen.findByText('Fiat 500 can be booked over this period again')).toBeVisible();
    expect(requestsTo(fetchMock, `/api/admin/blocks/${BLOCK_ID}`).map((request) => request.method)).toEqual([
      'DELETE',
    ]);
  });
});
