import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';

import { sessionHandlers, storeSignedInUser } from '@/testing/account.fixture';
import { jsonResponse, requestsTo } from '@/testing/api-mock';
import { FakeEventSource, openedStream, installFakeEventSource } from '@/testing/event-source.fixture';
import { renderApp } from '@/testing/render-app';

import { HeaderLayout } from './layouts/HeaderLayout';
import { RootLayout } from './layouts/RootLayout';

const SLOW = { timeout: 15_000 };

const headerRoutes = () => [
  {
    Component: RootLayout,
    children: [
      {
        Component: HeaderLayout,
        children: [
          { path: '/about', Component: () => <h1>About</h1> },
          { path: '/home', Component: () => <h1>Home</h1> },
        ],
      },
    ],
  },
];

function bell() {
  return within(screen.getByRole('banner')).findByRole('link', { name: /^Notifica/ }, SLOW);
}

function renderSignedIn(unread: number, url = '/about?l=en') {
  storeSignedInUser();
  return renderApp({
    url,
    routes: headerRoutes,
    handlers: { ...sessionHandlers(), '/api/notifications/count': () => jsonResponse({ unread }) },
  });
}

describe("the header's notifications bell", () => {
  it('links a signed-in user to their notifications, with the unread count', SLOW, async () => {
    await renderSignedIn(3);
    const link = await bell();
    await waitFor(() => expect(link).toHaveAccessibleName('Notifications, 3 unread'));
    expect(link).toHaveAttribute('href', '/notifications?l=en');
    expect(link).toHaveTextContent('3');
  });

  it.each([
    ['fr', 'Notifications, 2 non lues'],
    ['es', 'Notificaciones, 2 sin leer'],
  ])('says the count in the page’s language (%s)', SLOW, async (language, label) => {
    await renderSignedIn(2, `/about?l=${language}`);
    const link = await bell();
    await waitFor(() => expect(link).toHaveAccessibleName(label));
  });

  it('follows the event stream: the badge changes as events come, hidden at 0', SLOW, async () => {
    installFakeEventSource();
    await renderSignedIn(1);
    const link = await bell();
    await waitFor(() => expect(link).toHaveAccessibleName('Notifications, 1 unread'));
    const source = openedStream();
    expect(source.url).toBe('/api/notifications/events');

    source.sendCount(4);
    await waitFor(() => expect(link).toHaveAccessibleName('Notifications, 4 unread'));
    expect(link).toHaveTextContent('4');

    source.sendCount(12);
    await waitFor(() => expect(link).toHaveAccessibleName('Notifications, 12 unread'));
    expect(link).toHaveTextContent('9+');

    source.sendCount(0);
    await waitFor(() => expect(link).toHaveAccessibleName('Notifications, none unread'));
    expect(link).toHaveTextContent('');
  });

  it('closes the stream when the user signs out, and the bell goes', SLOW, async () => {
    installFakeEventSource();
    const { user } = await renderSignedIn(1);
    await bell();
    const source = openedStream();

    await user.click(within(screen.getByRole('banner')).getByRole('button', { name: 'Open menu' }));
    await user.click(await screen.findByRole('button', { name: 'Sign out' }, SLOW));

    await waitFor(() => expect(source.readyState).toBe(FakeEventSource.CLOSED));
    expect(await screen.findByRole('heading', { name: 'Home' })).toBeInTheDocument();
    expect(within(screen.getByRole('banner')).queryByRole('link', { name: /^Notifications/ })).toBeNull();
  });

  it('is not there for a visitor, who opens no stream and asks for no count', SLOW, async () => {
    installFakeEventSource();
    const { fetchMock } = await renderApp({ url: '/about?l=en', routes: headerRoutes });
    await screen.findByRole('heading', { name: 'About' }, SLOW);

    expect(within(screen.getByRole('banner')).queryByRole('link', { name: /^Notifications/ })).toBeNull();
    expect(FakeEventSource.opened).toEqual([]);
    expect(requestsTo(fetchMock, '/api/notifications/count')).toEqual([]);
  });
});
