import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';

import { DRIVER, sessionEnded, sessionHandlers, storeSignedInUser } from '@/testing/account.fixture';
import { errorResponse, requestsTo } from '@/testing/api-mock';
import { HOME_HANDLERS } from '@/testing/home.fixture';
import { renderApp } from '@/testing/render-app';

import { HeaderLayout } from './layouts/HeaderLayout';
import { RootLayout } from './layouts/RootLayout';

// Loaded before the tests, as the lazy routes would on first use, so their first load is not timed.
import './layouts/PlainLayout';
import './routes/AccountPages';

const SLOW = { timeout: 15_000 };

/** A header screen under the real layouts, and where sign-out and forced sign-out lead. */
const routes = () => [
  {
    Component: RootLayout,
    children: [
      { Component: HeaderLayout, children: [{ path: '/about', Component: () => <h1>About screen</h1> }] },
      { path: '/home', Component: () => <h1>Home screen</h1> },
      { path: '/sign-in', Component: () => <h1>Sign-in screen</h1> },
    ],
  },
];

function wideScreen() {
  vi.stubGlobal('matchMedia', (query: string) => ({
    matches: query === '(min-width: 1200px)',
    addEventListener: () => {},
    removeEventListener: () => {},
  }));
}

const ACCOUNT_CALLS = ['/api/validate-access-token', '/api/update-language', '/api/sign-out'];

describe('the signed-in state', () => {
  it('makes no account request for a visitor, whose header offers Sign in', SLOW, async () => {
    wideScreen();
    const { fetchMock } = await renderApp({ url: '/about?l=en', routes });
    const banner = within(await screen.findByRole('banner'));
    expect(banner.getByRole('link', { name: 'Sign in' })).toHaveAttribute('href', '/sign-in');
    await waitFor(() => expect(fetchMock).toHaveBeenCalled());
    for (const path of ACCOUNT_CALLS) expect(requestsTo(fetchMock, path), path).toHaveLength(0);
  });

  it("checks a stored user's session once, and shows their name, initials and menu", SLOW, async () => {
    wideScreen();
    storeSignedInUser();
    const { user, fetchMock } = await renderApp({ url: '/about?l=en', routes, handlers: sessionHandlers() });

    const button = await screen.findByRole('button', { name: 'Account menu of Jane Driver' }, SLOW);
    expect(button).toHaveTextContent('JDJane Driver');
    expect(
      within(screen.getByRole('banner')).queryByRole('link', { name: 'Sign in' }),
    ).not.toBeInTheDocument();

    await user.click(button);
    expect(button).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByRole('link', { name: 'Bookings' })).toHaveAttribute('href', '/bookings?l=en');
    expect(screen.getByRole('link', { name: 'Notifications' })).toHaveAttribute(
      'href',
      '/notifications?l=en',
    );
    expect(screen.getByRole('link', { name: 'Settings' })).toHaveAttribute('href', '/settings?l=en');
    expect(screen.getByRole('button', { name: 'Sign out' })).toBeVisible();
    expect(requestsTo(fetchMock, '/api/validate-access-token')).toEqual([
      { method: 'POST', body: undefined },
    ]);
  });

  it('signs out: the API, then home, the stored user and session storage forgotten', SLOW, async () => {
    wideScreen();
    storeSignedInUser();
    window.sessionStorage.setItem('roadbook.draft', 'x');
    const { user, fetchMock, location } = await renderApp({
      url: '/about?l=en',
      routes,
      handlers: sessionHandlers(),
    });
    await user.click(await screen.findByRole('button', { name: 'Account menu of Jane Driver' }, SLOW));
    await user.click(screen.getByRole('button', { name: 'Sign out' }));

    expect(await screen.findByRole('heading', { name: 'Home screen' })).toBeInTheDocument();
    expect(location().search).toBe('?l=en');
    expect(requestsTo(fetchMock, '/api/sign-out')).toEqual([{ method: 'POST', body: undefined }]);
    expect(window.localStorage.getItem('roadbook.user')).toBeNull();
    expect(window.sessionStorage.length).toBe(0);
  });

  it('signs the user out and shows /sign-in when the session has ended', SLOW, async () => {
    storeSignedInUser();
    const { location } = await renderApp({
      url: '/about?l=en',
      routes,
      handlers: { '/api/validate-access-token': sessionEnded },
    });

    expect(await screen.findByRole('heading', { name: 'Sign-in screen' }, SLOW)).toBeInTheDocument();
    expect(new URLSearchParams(location().search).get('from')).toBe('/about?l=en');
    expect(window.localStorage.getItem('roadbook.user')).toBeNull();
  });

  it("offers a signed-in user their account menu instead of Sign in in /home's header", SLOW, async () => {
    wideScreen();
    storeSignedInUser();
    const { user } = await renderApp({
      url: '/home?l=en',
      handlers: { ...HOME_HANDLERS, ...sessionHandlers() },
    });
    const banner = within(await screen.findByRole('banner', {}, SLOW));
    const menu = await banner.findByRole('button', { name: 'Account menu of Jane Driver' }, SLOW);
    expect(banner.queryByRole('link', { name: 'Sign in' })).not.toBeInTheDocument();
    await user.click(menu);
    expect(banner.getByRole('link', { name: 'Bookings' })).toHaveAttribute('href', '/bookings?l=en');
    expect(banner.getByRole('button', { name: 'Sign out' })).toBeVisible();
  });

  it('keeps the user signed in when the check fails for another reason', SLOW, async () => {
    storeSignedInUser();
    const { fetchMock, location } = await renderApp({
      url: '/about?l=en',
      routes,
      handlers: { '/api/validate-access-token': () => errorResponse(503, 'common.unavailable') },
    });
    await waitFor(() =>
      expect(requestsTo(fetchMock, '/api/validate-access-token').length).toBeGreaterThan(0),
    );
    await screen.findByRole('heading', { name: 'About screen' });
    expect(location().pathname).toBe('/about');
    expect(window.localStorage.getItem('roadbook.user')).not.toBeNull();
  });
});

describe("the signed-in user's language", () => {
  it("starts in the user's language, before the one stored on the device", SLOW, async () => {
    storeSignedInUser({ id: DRIVER.id, language: 'fr' });
    window.localStorage.setItem('roadbook.language', 'es');
    const { i18n, fetchMock } = await renderApp({
      url: '/about',
      routes,
      handlers: sessionHandlers({ ...DRIVER, language: 'fr' }),
    });
    expect(i18n.language).toBe('fr');
    await waitFor(() => expect(requestsTo(fetchMock, '/api/validate-access-token')).toHaveLength(1));
    expect(requestsTo(fetchMock, '/api/update-language')).toHaveLength(0);
  });

  it("updates the user's language when the address names another one", SLOW, async () => {
    storeSignedInUser({ id: DRIVER.id, language: 'fr' });
    const { i18n, fetchMock } = await renderApp({
      url: '/about?l=en',
      routes,
      handlers: sessionHandlers({ ...DRIVER, language: 'fr' }),
    });
    expect(i18n.language).toBe('en');
    await waitFor(() =>
      expect(requestsTo(fetchMock, '/api/update-language')).toEqual([
        { method: 'POST', body: { id: DRIVER.id, language: 'en' } },
      ]),
    );
    await waitFor(() =>
      expect(JSON.parse(window.localStorage.getItem('roadbook.user') ?? 'null')).toEqual({
        id: DRIVER.id,
        language: 'en',
      }),
    );
  });

  it("says 'An error occurred while changing language' when the update fails", SLOW, async () => {
    storeSignedInUser({ id: DRIVER.id, language: 'fr' });
    const { fetchMock } = await renderApp({
      url: '/about?l=en',
      routes,
      handlers: {
        ...sessionHandlers({ ...DRIVER, language: 'fr' }),
        '/api/update-language': () => errorResponse(500, 'common.unhandled'),
      },
    });
    expect(await screen.findByRole('alert', {}, SLOW)).toHaveTextContent(
      'An error occurred while changing language',
    );
    expect(requestsTo(fetchMock, '/api/update-language')).toHaveLength(1);
    expect(JSON.parse(window.localStorage.getItem('roadbook.user') ?? 'null')).toMatchObject({
      language: 'fr',
    });
  });
});

describe('the forced sign-out from any request', () => {
  it('follows a 401 auth.unauthenticated of a later request too', SLOW, async () => {
    storeSignedInUser();
    const { location, fetchMock } = await renderApp({
      url: '/change-password?l=en',
      handlers: {
        ...sessionHandlers(),
        [`/api/has-password/${DRIVER.id}`]: sessionEnded,
      },
    });
    await waitFor(() => expect(location().pathname).toBe('/sign-in'), SLOW);
    expect(requestsTo(fetchMock, '/api/validate-access-token')).toHaveLength(1);
    expect(window.localStorage.getItem('roadbook.user')).toBeNull();
  });
});
