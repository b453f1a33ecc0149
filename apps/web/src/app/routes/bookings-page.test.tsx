import type { User } from '@roadbook/domain/contracts/accounts';
import type { BookingListItem } from '@roadbook/domain/contracts/bookings';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';

import { DRIVER, sessionHandlers, storeSignedInUser } from '@/testing/account.fixture';
import { errorResponse, jsonResponse, requestsTo } from '@/testing/api-mock';
import {
  ADMIN,
  bookingsApi,
  CANCEL_ASKED,
  CANCELLED,
  COSTA,
  manyBookings,
  PAID,
  PENDING,
} from '@/testing/bookings.fixture';
import { renderApp } from '@/testing/render-app';
import { SUPPLIER } from '@/testing/settings.fixture';

// Loaded before the tests, as the lazy route would on first use, so its first load is not timed.
import '../layouts/HeaderLayout';
import './BookingsPage';

const SLOW = { timeout: 15_000 };
const FOUR = [PENDING, PAID, CANCELLED, CANCEL_ASKED];

function renderBookings(user: User, bookings: readonly BookingListItem[], url = '/bookings?l=en') {
  storeSignedInUser(user);
  return renderApp({
    url,
    handlers: {
      ...sessionHandlers(user),
      '/api/suppliers': () =>
        jsonResponse({ suppliers: [{ ...COSTA, carCount: 3 }], total: 1, page: 1, pageSize: 30 }),
      ...bookingsApi(user, bookings).handlers,
    },
  });
}

/** The GET /api/bookings requests, as their query strings. */
function listRequests(fetchMock: Awaited<ReturnType<typeof renderApp>>['fetchMock']) {
  return fetchMock.mock.calls
    .map(([input]) => new URL(String(input), 'http://localhost'))
    .filter((url) => url.pathname === '/api/bookings')
    .map((url) => url.searchParams);
}

function rowOf(number: string) {
  const row = screen.getByText(`Booking ${number}`).closest('tr');
  if (row === null) throw new Error(`no row for ${number}`);
  return within(row);
}

async function findTable() {
  return screen.findByRole('table', { name: 'Bookings' }, SLOW);
}

describe('/bookings', () => {
  it('sends a visitor to /sign-in, which will bring them back', SLOW, async () => {
    const { location, fetchMock } = await renderApp({ url: '/bookings?status=paid&l=en' });
    await waitFor(() => expect(location().pathname).toBe('/sign-in'), SLOW);
    expect(new URLSearchParams(location().search).get('from')).toBe('/bookings?status=paid&l=en');
    expect(requestsTo(fetchMock, '/api/bookings')).toEqual([]);
  });

  it('lists a driver’s bookings with their facts, and only the actions the rules allow', SLOW, async () => {
    await renderBookings(DRIVER, FOUR);
    const table = await findTable();

    expect(screen.getByRole('heading', { level: 1, name: 'Bookings' })).toBeInTheDocument();
    expect(screen.getByText('4 bookings')).toBeInTheDocument();
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((cell) => cell.textContent),
    ).toEqual(['Car', 'Supplier', 'Driver', 'Price', 'Status', 'Days', 'Cost', 'Actions']);
    const pending = rowOf('RB-1001');
    expect(pending.getByText('Renault Clio')).toBeInTheDocument();
    expect(pending.getByText('Jun 1 – 4, 2099')).toBeInTheDocument();
    expect(pending.getByText('Costa Rent')).toBeInTheDocument();
    expect(pending.getByText('Jane Driver')).toBeInTheDocument();
    expect(pending.getByText('$300.00')).toBeInTheDocument();
    expect(pending.getByText('Pending')).toBeInTheDocument();
    expect(pending.getByText('3')).toBeInTheDocument();
    expect(pending.getByText('Paid: $0.00')).toBeInTheDocument();
    expect(pending.getByText('Due at the counter: $300.00')).toBeInTheDocument();
    expect(pending.getByRole('link', { name: 'View' })).toHaveAttribute(
      'href',
      `/booking?b=${PENDING.id}&l=en`,
    );
    expect(pending.getByRole('button', { name: 'Ask to cancel' })).toHaveAccessibleDescription(
      'Booking RB-1001',
    );
    expect(pending.queryByRole('button', { name: 'Delete' })).not.toBeInTheDocument();

    expect(rowOf('RB-1003').queryByRole('button')).not.toBeInTheDocument();
    expect(rowOf('RB-1004').getByText('Cancellation requested')).toBeInTheDocument();
    expect(rowOf('RB-1004').queryByRole('button')).not.toBeInTheDocument();
    // A driver changes no status in bulk.
    expect(screen.queryByRole('checkbox', { name: /^Select/ })).not.toBeInTheDocument();
    expect(screen.queryByRole('group', { name: 'Actions on the selected bookings' })).not.toBeInTheDocument();
    await waitFor(() => expect(document.title).toBe('Bookings · Roadbook'));
  });

  it.each([
    [
      'fr',
      'Réservations',
      'Véhicule',
      'En attente',
      'À payer au comptoir : 300,00 $US',
      'Demander l’annulation',
    ],
    [
      'es',
      'Reservas',
      'Vehículo',
      'Pendiente',
      'A pagar en el mostrador: 300,00 US$',
      'Solicitar la cancelación',
    ],
  ])('speaks the reader’s language (%s)', SLOW, async (language, title, car, status, due, cancel) => {
    await renderBookings(DRIVER, [PENDING], `/bookings?l=${language}`);
    const table = await screen.findByRole('table', { name: title }, SLOW);
    expect(within(table).getByRole('columnheader', { name: car })).toBeInTheDocument();
    expect(within(table).getByText(status)).toBeInTheDocument();
    expect(within(table).getByText(due)).toBeInTheDocument();
    expect(within(table).getByRole('button', { name: cancel })).toBeInTheDocument();
  });

  it('lets a driver ask to cancel, after a confirmation that can be declined', SLOW, async () => {
    const { user, fetchMock } = await renderBookings(DRIVER, FOUR);
    await findTable();
    const ask = rowOf('RB-1001').getByRole('button', { name: 'Ask to cancel' });

    await user.click(ask);
    const question = screen.getByRole('group', { name: 'Ask to cancel booking RB-1001?' });
    expect(question).toHaveAccessibleDescription(
      'Costa Rent will be asked to cancel your booking of the Renault Clio; you will be told once it is done.',
    );
    expect(within(question).getByRole('button', { name: 'No, keep it' })).toHaveFocus();
    await user.click(within(question).getByRole('button', { name: 'No, keep it' }));
    expect(ask).toHaveFocus();

    await user.click(ask);
    await user.click(screen.getByRole('button', { name: 'Yes, ask to cancel' }));

    expect(await screen.findByText('Your cancellation request was sent to the agency')).toBeInTheDocument();
    await waitFor(() => expect(rowOf('RB-1001').getByText('Cancellation requested')).toBeInTheDocument());
    expect(rowOf('RB-1001').queryByRole('button', { name: 'Ask to cancel' })).not.toBeInTheDocument();
    expect(rowOf('RB-1001').getByRole('link', { name: 'View' })).toHaveFocus();
    expect(requestsTo(fetchMock, `/api/bookings/${PENDING.id}/cancel-request`)).toEqual([
      { method: 'POST', body: undefined },
    ]);
  });

  it('lets a supplier cancel a booking, and says what was done', SLOW, async () => {
    const { user, fetchMock } = await renderBookings(SUPPLIER, FOUR);
    await findTable();

    await user.click(rowOf('RB-1001').getByRole('button', { name: 'Cancel' }));
    expect(screen.getByRole('group', { name: 'Cancel booking RB-1001?' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Yes, cancel it' }));

    const report = await screen.findByRole('region', { name: '1 booking changed.' });
    expect(report).toHaveFocus();
    await waitFor(() => expect(rowOf('RB-1001').getByText('Cancelled')).toBeInTheDocument());
    expect(requestsTo(fetchMock, '/api/bookings/status')).toEqual([
      { method: 'POST', body: { ids: [PENDING.id], status: 'cancelled' } },
    ]);
  });

  it('lets staff delete only what may be deleted', SLOW, async () => {
    const { user, fetchMock } = await renderBookings(SUPPLIER, FOUR);
    await findTable();
    expect(rowOf('RB-1001').queryByRole('button', { name: 'Delete' })).not.toBeInTheDocument();

    await user.click(rowOf('RB-1003').getByRole('button', { name: 'Delete' }));
    expect(screen.getByRole('group', { name: 'Delete booking RB-1003?' })).toHaveAccessibleDescription(
      'The booking of the Fiat 500 will be deleted. This cannot be undone.',
    );
    await user.click(screen.getByRole('button', { name: 'Yes, delete it' }));

    expect(await screen.findByRole('region', { name: '1 booking deleted.' })).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByText('Booking RB-1003')).not.toBeInTheDocument());
    expect(requestsTo(fetchMock, '/api/bookings/delete')).toEqual([
      { method: 'POST', body: { ids: [CANCELLED.id] } },
    ]);
  });

  it('changes the status of the selected bookings, reporting each refused one and why', SLOW, async () => {
    const { user, fetchMock } = await renderBookings(SUPPLIER, FOUR);
    await findTable();
    const bulk = within(screen.getByRole('group', { name: 'Actions on the selected bookings' }));
    const status = bulk.getByRole('combobox', { name: 'New status' });
    expect(status).toBeDisabled();

    await user.click(screen.getByRole('checkbox', { name: 'Select booking RB-1001' }));
    await user.click(screen.getByRole('checkbox', { name: 'Select booking RB-1002' }));
    expect(bulk.getByText('2 selected')).toBeInTheDocument();
    expect(bulk.getByRole('checkbox', { name: 'Select all on this page' })).toBePartiallyChecked();
    // What the table allows the supplier for at least one of them.
    expect(
      within(status)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['Choose a status', 'Confirmed', 'Cancelled', 'Completed']);
    await user.selectOptions(status, 'confirmed');
    await user.click(bulk.getByRole('button', { name: 'Change the status' }));

    const report = await screen.findByRole('region', { name: '1 booking changed.' });
    expect(report).toHaveTextContent('1 booking left as it was:');
    expect(within(report).getByRole('listitem')).toHaveTextContent(
      'RB-1002 (Peugeot 208): This status change is not allowed for this booking',
    );
    await waitFor(() => expect(rowOf('RB-1001').getByText('Confirmed')).toBeInTheDocument());
    expect(bulk.queryByText('2 selected')).not.toBeInTheDocument();
    expect(requestsTo(fetchMock, '/api/bookings/status')).toEqual([
      { method: 'POST', body: { ids: [PENDING.id, PAID.id], status: 'confirmed' } },
    ]);

    await user.click(within(report).getByRole('button', { name: 'Close' }));
    expect(report).not.toBeInTheDocument();
  });

  it('deletes the selected bookings after a confirmation, reporting those kept', SLOW, async () => {
    const { user, fetchMock } = await renderBookings(ADMIN, FOUR);
    await findTable();
    const bulk = within(screen.getByRole('group', { name: 'Actions on the selected bookings' }));

    await user.click(bulk.getByRole('checkbox', { name: 'Select all on this page' }));
    expect(bulk.getByText('4 selected')).toBeInTheDocument();
    await user.click(bulk.getByRole('button', { name: 'Delete selected' }));
    expect(screen.getByRole('group', { name: 'Delete the 4 selected bookings?' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Yes, delete them' }));

    const report = await screen.findByRole('region', { name: '1 booking deleted.' });
    expect(report).toHaveTextContent('3 bookings left as they were:');
    expect(within(report).getAllByRole('listitem')).toHaveLength(3);
    expect(requestsTo(fetchMock, '/api/bookings/delete')).toEqual([
      { method: 'POST', body: { ids: [PENDING.id, PAID.id, CANCELLED.id, CANCEL_ASKED.id] } },
    ]);
  });

  it('keeps the filters in the address, and clears them', SLOW, async () => {
    const { user, location, fetchMock } = await renderBookings(ADMIN, FOUR);
    await findTable();
    const filters = within(screen.getByRole('search', { name: 'Filter the bookings' }));

    await user.click(filters.getByRole('checkbox', { name: 'Pending' }));
    await user.click(filters.getByRole('checkbox', { name: 'Paid' }));
    const supplier = filters.getByRole('combobox', { name: 'Supplier' });
    await within(supplier).findByRole('option', { name: 'Costa Rent' });
    await user.selectOptions(supplier, COSTA.id);
    await user.type(filters.getByLabelText('From'), '2099-05-01');
    await user.type(filters.getByRole('searchbox', { name: 'Keyword' }), 'Clio');
    await user.click(filters.getByRole('button', { name: 'Apply the filters' }));

    await waitFor(() =>
      expect(location().search).toBe(
        `?status=pending&status=paid&supplier=${COSTA.id}&from=2099-05-01&keyword=Clio&l=en`,
      ),
    );
    await waitFor(() => {
      expect(screen.getByText('Booking RB-1001')).toBeInTheDocument();
      expect(screen.queryByText('Booking RB-1002')).not.toBeInTheDocument();
    });
    const last = listRequests(fetchMock).at(-1);
    expect(last?.getAll('status')).toEqual(['pending', 'paid']);
    expect(last?.get('supplier')).toBe(COSTA.id);
    expect(last?.get('from')).toBe('2099-05-01');
    expect(last?.get('keyword')).toBe('Clio');
    expect(last?.get('pageSize')).toBe('20');
    // The form shows the filters of the address.
    const shown = within(screen.getByRole('search', { name: 'Filter the bookings' }));
    expect(shown.getByRole('checkbox', { name: 'Pending' })).toBeChecked();
    expect(shown.getByRole('searchbox', { name: 'Keyword' })).toHaveValue('Clio');

    await user.click(screen.getByRole('link', { name: 'Clear the filters' }));
    await waitFor(() => expect(location().search).toBe('?l=en'));
    expect(await screen.findByText('Booking RB-1002')).toBeInTheDocument();
  });

  it('says when no booking matches the filters', SLOW, async () => {
    await renderBookings(DRIVER, FOUR, '/bookings?keyword=Tesla&l=en');
    expect(await screen.findByText('No booking matches these filters.', {}, SLOW)).toBeInTheDocument();
    expect(screen.getAllByRole('link', { name: 'Clear the filters' })[0]).toHaveAttribute(
      'href',
      '/bookings?l=en',
    );
  });

  it('says when there are none yet', SLOW, async () => {
    await renderBookings(SUPPLIER, []);
    expect(await screen.findByText('No bookings yet.', {}, SLOW)).toBeInTheDocument();
    // A supplier sees its own bookings only: no supplier filter.
    expect(screen.queryByRole('combobox', { name: 'Supplier' })).not.toBeInTheDocument();
  });

  it('shows 20 a page, the page kept in the address with the filters', SLOW, async () => {
    const { user, location, fetchMock } = await renderBookings(
      DRIVER,
      manyBookings(45),
      '/bookings?status=pending&l=en',
    );
    const table = await findTable();
    expect(within(table).getAllByRole('row')).toHaveLength(21);

    await user.click(
      within(screen.getByRole('navigation', { name: 'Booking pages' })).getByRole('link', { name: 'Next' }),
    );

    await waitFor(() => expect(location().search).toBe('?status=pending&page=2&l=en'));
    expect(await screen.findByText('Booking RB-1021')).toBeInTheDocument();
    expect(listRequests(fetchMock).map((params) => params.get('page'))).toEqual(['1', '2']);
  });

  it('shows cards, 10 a page, on a phone', SLOW, async () => {
    vi.stubGlobal('matchMedia', (query: string) => ({
      matches: query === '(max-width: 599.98px)',
      addEventListener: () => {},
      removeEventListener: () => {},
    }));
    const { fetchMock } = await renderBookings(DRIVER, manyBookings(12));
    const cards = await screen.findByRole('list', { name: 'Bookings' }, SLOW);

    expect(screen.queryByRole('table')).not.toBeInTheDocument();
    expect(within(cards).getAllByRole('article')).toHaveLength(10);
    const card = within(screen.getByRole('article', { name: 'Booking RB-1001' }));
    expect(card.getByRole('heading', { level: 2, name: 'Renault Clio' })).toBeInTheDocument();
    expect(card.getByText('3 days')).toBeInTheDocument();
    expect(card.getByRole('button', { name: 'Ask to cancel' })).toBeInTheDocument();
    expect(listRequests(fetchMock)[0]?.get('pageSize')).toBe('10');
  });

  it('says why the list could not be loaded, and tries again', SLOW, async () => {
    storeSignedInUser(DRIVER);
    const api = bookingsApi(DRIVER, [PENDING]);
    let fails = true;
    const { user } = await renderApp({
      url: '/bookings?l=en',
      handlers: {
        ...sessionHandlers(DRIVER),
        ...api.handlers,
        '/api/bookings': () =>
          fails ? errorResponse(403, 'auth.forbidden') : api.handlers['/api/bookings'](),
      },
    });

    const alert = await screen.findByRole('alert', {}, SLOW);
    expect(alert).toHaveTextContent('The bookings could not be loaded.');
    expect(alert).toHaveTextContent('You are not allowed to perform this action');
    fails = false;
    await user.click(within(alert).getByRole('button', { name: 'Try again' }));

    expect(await screen.findByText('Booking RB-1001')).toBeInTheDocument();
  });
});
