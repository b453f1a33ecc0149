import type { Notification } from '@roadbook/domain/contracts/notifications';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';

import { sessionHandlers, storeSignedInUser } from '@/testing/account.fixture';
import { errorResponse, requestsTo } from '@/testing/api-mock';
import { installFakeEventSource, openedStream } from '@/testing/event-source.fixture';
import {
  CANCELLED,
  CONFIRMED,
  manyNotifications,
  NEW_BOOKING,
  notificationsApi,
} from '@/testing/notifications.fixture';
import { renderApp } from '@/testing/render-app';

// Loaded before the tests, as the lazy route would on first use, so its first load is not timed.
import '../layouts/HeaderLayout';
import './NotificationsPage';

const SLOW = { timeout: 15_000 };
const NEW_BOOKING_TEXT = 'New booking RB-1001: Renault Clio';
const CONFIRMED_TEXT = 'Booking RB-1002 (Peugeot 208) is now: Confirmed';
const CANCELLED_TEXT = 'Booking RB-1003 (Fiat 500) was cancelled';

function renderNotifications(notifications: readonly Notification[], url = '/notifications?l=en') {
  storeSignedInUser();
  return renderApp({ url, handlers: { ...sessionHandlers(), ...notificationsApi(notifications).handlers } });
}

async function findList() {
  return screen.findByRole('list', { name: /^Notifica/ }, SLOW);
}

function rowOf(text: string) {
  const row = screen.getByText(text).closest('li');
  if (row === null) throw new Error(`no row for ${text}`);
  return within(row);
}

describe('/notifications', () => {
  it('sends a visitor to /sign-in, which will bring them back', SLOW, async () => {
    const { location, fetchMock } = await renderApp({ url: '/notifications?page=2&l=en' });
    await waitFor(() => expect(location().pathname).toBe('/sign-in'), SLOW);
    expect(new URLSearchParams(location().search).get('from')).toBe('/notifications?page=2&l=en');
    expect(requestsTo(fetchMock, '/api/notifications')).toEqual([]);
  });

  it(
    'lists the notifications in English: text, date, read or unread, and the way to the booking',
    SLOW,
    async () => {
      await renderNotifications([NEW_BOOKING, CONFIRMED, CANCELLED]);
      const list = await findList();

      expect(screen.getByRole('heading', { level: 1, name: 'Notifications' })).toBeInTheDocument();
      expect(screen.getByText('2 unread')).toBeInTheDocument();
      expect(within(list).getAllByRole('listitem')).toHaveLength(3);

      const unread = rowOf(NEW_BOOKING_TEXT);
      expect(unread.getByText('Unread')).toBeVisible();
      expect(unread.getByRole('checkbox', { name: `Select: ${NEW_BOOKING_TEXT}` })).not.toBeChecked();
      expect(unread.getByRole('button', { name: 'Mark as read' })).toHaveAccessibleDescription(
        NEW_BOOKING_TEXT,
      );
      expect(unread.getByRole('link', { name: 'View the booking' })).toHaveAttribute(
        'href',
        `/booking?b=${NEW_BOOKING.bookingId}&l=en`,
      );
      const date = unread.getByText(/Mar 5, 2026/);
      expect(date.tagName).toBe('TIME');
      expect(date).toHaveAttribute('dateTime', NEW_BOOKING.createdAt);

      const read = rowOf(CONFIRMED_TEXT);
      expect(read.queryByText('Unread')).not.toBeInTheDocument();
      expect(read.getByText('Read')).toBeInTheDocument();
      expect(read.getByRole('button', { name: 'Mark as unread' })).toBeInTheDocument();
      // A notification whose booking is gone has nothing to view.
      expect(rowOf(CANCELLED_TEXT).queryByRole('link')).not.toBeInTheDocument();
      await waitFor(() => expect(document.title).toBe('Notifications · Roadbook'));
    },
  );

  it.each([
    [
      'fr',
      'Nouvelle réservation RB-1001 : Renault Clio',
      'La réservation RB-1002 (Peugeot 208) est maintenant : Confirmée',
      'Non lue',
      '2 non lues',
      /5 mars 2026/,
    ],
    [
      'es',
      'Nueva reserva RB-1001: Renault Clio',
      'La reserva RB-1002 (Peugeot 208) está ahora: Confirmada',
      'Sin leer',
      '2 sin leer',
      /5 mar 2026/,
    ],
  ])(
    'lists them in the reader’s language (%s)',
    SLOW,
    async (language, newText, statusText, tag, summary, date) => {
      await renderNotifications([NEW_BOOKING, CONFIRMED, CANCELLED], `/notifications?l=${language}`);
      await findList();
      expect(rowOf(newText).getByText(tag)).toBeInTheDocument();
      expect(rowOf(newText).getByText(date)).toBeInTheDocument();
      expect(screen.getByText(statusText)).toBeInTheDocument();
      expect(screen.getByText(summary)).toBeInTheDocument();
    },
  );

  it('shows a notification that arrives while the page is open', SLOW, async () => {
    installFakeEventSource();
    storeSignedInUser();
    const api = notificationsApi([CONFIRMED]);
    await renderApp({ url: '/notifications?l=en', handlers: { ...sessionHandlers(), ...api.handlers } });
    await findList();
    const stream = openedStream();
    stream.sendCount(0);

    api.receive(NEW_BOOKING);
    stream.sendCount(1);

    expect(await screen.findByText(NEW_BOOKING_TEXT)).toBeInTheDocument();
    expect(screen.getByText('1 unread')).toBeInTheDocument();
    expect(
      within(screen.getByRole('banner')).getByRole('link', { name: 'Notifications, 1 unread' }),
    ).toBeInTheDocument();
  });

  it('marks one read, then unread again', SLOW, async () => {
    const { user, fetchMock } = await renderNotifications([NEW_BOOKING, CONFIRMED]);
    await findList();

    await user.click(rowOf(NEW_BOOKING_TEXT).getByRole('button', { name: 'Mark as read' }));
    expect(await screen.findByText('1 notification marked as read')).toBeInTheDocument();
    await waitFor(() => expect(rowOf(NEW_BOOKING_TEXT).queryByText('Unread')).not.toBeInTheDocument());
    expect(screen.getByText('Everything is read.')).toBeInTheDocument();

    await user.click(rowOf(NEW_BOOKING_TEXT).getByRole('button', { name: 'Mark as unread' }));
    await waitFor(() => expect(rowOf(NEW_BOOKING_TEXT).getByText('Unread')).toBeInTheDocument());
    expect(requestsTo(fetchMock, '/api/notifications/mark')).toEqual([
      { method: 'POST', body: { ids: [NEW_BOOKING.id], isRead: true } },
      { method: 'POST', body: { ids: [NEW_BOOKING.id], isRead: false } },
    ]);
  });

  it('marks them all read, on every page', SLOW, async () => {
    const { user, fetchMock } = await renderNotifications(manyNotifications(35));
    await findList();
    expect(screen.getByText('35 unread')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Mark all as read' }));

    expect(await screen.findByText('35 notifications marked as read')).toBeInTheDocument();
    await waitFor(() => expect(screen.getByText('Everything is read.')).toBeInTheDocument());
    expect(screen.queryByText('Unread')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Mark all as read' })).toBeDisabled();
    expect(requestsTo(fetchMock, '/api/notifications/mark')).toEqual([
      { method: 'POST', body: { isRead: true } },
    ]);
  });

  it('acts on the selected ones: select some, or all on the page', SLOW, async () => {
    const { user, fetchMock } = await renderNotifications([NEW_BOOKING, CONFIRMED, CANCELLED]);
    await findList();
    const toolbar = within(screen.getByRole('group', { name: 'Actions on the notifications' }));
    expect(toolbar.getByRole('button', { name: 'Mark selected as read' })).toBeDisabled();

    await user.click(screen.getByRole('checkbox', { name: `Select: ${NEW_BOOKING_TEXT}` }));
    await user.click(screen.getByRole('checkbox', { name: `Select: ${CANCELLED_TEXT}` }));
    expect(toolbar.getByText('2 selected')).toBeInTheDocument();
    const selectAll = toolbar.getByRole('checkbox', { name: 'Select all on this page' });
    expect(selectAll).toBePartiallyChecked();
    await user.click(toolbar.getByRole('button', { name: 'Mark selected as read' }));
    expect(await screen.findByText('2 notifications marked as read')).toBeInTheDocument();
    await waitFor(() => expect(toolbar.queryByText('2 selected')).not.toBeInTheDocument());

    await user.click(selectAll);
    expect(selectAll).toBeChecked();
    expect(toolbar.getByText('3 selected')).toBeInTheDocument();
    await user.click(toolbar.getByRole('button', { name: 'Mark selected as unread' }));
    await waitFor(() => expect(screen.getAllByText('Unread')).toHaveLength(3));
    await waitFor(() => expect(selectAll).not.toBeChecked());

    await user.click(selectAll);
    await user.click(screen.getByRole('checkbox', { name: `Select: ${CONFIRMED_TEXT}` }));
    await user.click(toolbar.getByRole('button', { name: 'Delete selected' }));
    await waitFor(() => expect(screen.queryByText(NEW_BOOKING_TEXT)).not.toBeInTheDocument());
    expect(screen.queryByText(CANCELLED_TEXT)).not.toBeInTheDocument();
    expect(screen.getByText(CONFIRMED_TEXT)).toBeInTheDocument();
    expect(requestsTo(fetchMock, '/api/notifications/mark')).toEqual([
      { method: 'POST', body: { ids: [NEW_BOOKING.id, CANCELLED.id], isRead: true } },
      { method: 'POST', body: { ids: [NEW_BOOKING.id, CONFIRMED.id, CANCELLED.id], isRead: false } },
    ]);
    expect(requestsTo(fetchMock, '/api/notifications/delete')).toEqual([
      { method: 'POST', body: { ids: [NEW_BOOKING.id, CANCELLED.id] } },
    ]);
  });

  it('deletes one, and the focus goes to the next', SLOW, async () => {
    const { user, fetchMock } = await renderNotifications([NEW_BOOKING, CONFIRMED, CANCELLED]);
    const list = await findList();

    await user.click(rowOf(CONFIRMED_TEXT).getByRole('button', { name: 'Delete' }));

    expect(await screen.findByText('1 notification deleted')).toBeInTheDocument();
    await waitFor(() => expect(within(list).getAllByRole('listitem')).toHaveLength(2));
    expect(screen.queryByText(CONFIRMED_TEXT)).not.toBeInTheDocument();
    expect(screen.getByRole('checkbox', { name: `Select: ${CANCELLED_TEXT}` })).toHaveFocus();
    expect(requestsTo(fetchMock, '/api/notifications/delete')).toEqual([
      { method: 'POST', body: { ids: [CONFIRMED.id] } },
    ]);
  });

  it('deletes all after a confirmation, which can be cancelled', SLOW, async () => {
    const { user, fetchMock } = await renderNotifications(manyNotifications(31));
    await findList();
    const deleteAll = screen.getByRole('button', { name: 'Delete all' });

    await user.click(deleteAll);
    const confirmation = screen.getByRole('group', { name: 'Delete all your notifications?' });
    expect(confirmation).toHaveAccessibleDescription(
      '31 notifications will be deleted, on every page. This cannot be undone.',
    );
    expect(within(confirmation).getByRole('button', { name: 'Cancel' })).toHaveFocus();
    await user.click(within(confirmation).getByRole('button', { name: 'Cancel' }));
    expect(confirmation).not.toBeInTheDocument();
    expect(deleteAll).toHaveFocus();
    expect(requestsTo(fetchMock, '/api/notifications/delete')).toEqual([]);

    await user.click(deleteAll);
    await user.click(screen.getByRole('button', { name: 'Yes, delete all' }));

    expect(await screen.findByText('31 notifications deleted')).toBeInTheDocument();
    const empty = await screen.findByText('You have no notifications.');
    expect(empty.parentElement).toHaveFocus();
    expect(screen.queryByRole('list', { name: 'Notifications' })).not.toBeInTheDocument();
    expect(requestsTo(fetchMock, '/api/notifications/delete')).toEqual([{ method: 'POST', body: {} }]);
  });

  it('says when there are none', SLOW, async () => {
    await renderNotifications([]);
    expect(await screen.findByText('You have no notifications.', {}, SLOW)).toBeInTheDocument();
    expect(screen.queryByRole('group', { name: 'Actions on the notifications' })).not.toBeInTheDocument();
  });

  it('shows 30 a page, the page kept in the address', SLOW, async () => {
    const { user, location, fetchMock } = await renderNotifications(manyNotifications(45));
    const list = await findList();
    expect(within(list).getAllByRole('listitem')).toHaveLength(30);
    const pager = screen.getByRole('navigation', { name: 'Notification pages' });
    expect(within(pager).getByText('Page 1 of 2')).toBeInTheDocument();

    await user.click(within(pager).getByRole('link', { name: 'Next' }));

    await waitFor(() => expect(location().search).toBe('?page=2&l=en'));
    expect(await screen.findByText('New booking RB-1045: Renault Clio')).toBeInTheDocument();
    expect(screen.queryByText('New booking RB-1001: Renault Clio')).not.toBeInTheDocument();
    expect(within(screen.getByRole('list', { name: 'Notifications' })).getAllByRole('listitem')).toHaveLength(
      15,
    );
    expect(screen.getByRole('link', { name: 'Go to page 1' })).toHaveAttribute('href', '/notifications?l=en');
    const pages = fetchMock.mock.calls
      .map(([input]) => new URL(String(input), 'http://localhost'))
      .filter((url) => url.pathname === '/api/notifications')
      .map((url) => url.searchParams.get('page'));
    expect(pages).toEqual(['1', '2']);
  });

  it('marks an unread notification read when its booking is viewed', SLOW, async () => {
    const { user, location, fetchMock } = await renderNotifications([NEW_BOOKING]);
    await findList();

    await user.click(screen.getByRole('link', { name: 'View the booking' }));

    await waitFor(() => expect(location().pathname).toBe('/booking'));
    expect(location().search).toBe(`?b=${NEW_BOOKING.bookingId}&l=en`);
    await waitFor(() =>
      expect(requestsTo(fetchMock, '/api/notifications/mark')).toEqual([
        { method: 'POST', body: { ids: [NEW_BOOKING.id], isRead: true } },
      ]),
    );
  });

  it('says why the list could not be loaded, and tries again', SLOW, async () => {
    storeSignedInUser();
    const api = notificationsApi([NEW_BOOKING]);
    let fails = true;
    const { user } = await renderApp({
      url: '/notifications?l=en',
      handlers: {
        ...sessionHandlers(),
        ...api.handlers,
        '/api/notifications': () =>
          fails ? errorResponse(403, 'auth.forbidden') : api.handlers['/api/notifications'](),
      },
    });

    const alert = await screen.findByRole('alert', {}, SLOW);
    expect(alert).toHaveTextContent('Your notifications could not be loaded.');
    expect(alert).toHaveTextContent('You are not allowed to perform this action');
    fails = false;
    await user.click(within(alert).getByRole('button', { name: 'Try again' }));

    expect(await screen.findByText(NEW_BOOKING_TEXT)).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });
});
