import enCommon from '@roadbook/i18n/locales/en/common.json';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';

import { sessionHandlers, storeSignedInUser } from '@/testing/account.fixture';
import { TEST_CONFIG } from '@/testing/api-mock';
import { renderApp } from '@/testing/render-app';

import { HeaderLayout } from './layouts/HeaderLayout';
import { PlainLayout } from './layouts/PlainLayout';
import { RootLayout } from './layouts/RootLayout';

// No screen uses the header layout yet: these trees put test screens under the real layouts.
const headerLayoutRoutes = () => [
  {
    Component: RootLayout,
    children: [
      { Component: HeaderLayout, children: [{ path: '/about', Component: () => <h1>About screen</h1> }] },
      { Component: PlainLayout, children: [{ path: '/plain', Component: () => <h1>Plain screen</h1> }] },
    ],
  },
];

const SIGNED_OUT_ITEMS = [
  ['Home', '/home'],
  ['Suppliers', '/suppliers'],
  ['Locations', '/locations'],
  ['About', '/about'],
  ['Contact', '/contact'],
  ['FAQ', '/faq'],
  ['Terms', '/tos'],
  ['Privacy', '/privacy'],
  ['Cookie Policy', '/cookie-policy'],
  ['Sign in', '/sign-in'],
] as const;

async function openDrawer(user: Awaited<ReturnType<typeof renderApp>>['user']) {
  await user.click(
    within(screen.getByRole('banner')).getByRole('button', { name: 'Open menu', expanded: false }),
  );
  return screen.findByRole('navigation', { name: enCommon.a11y.mainNavigation });
}

describe('header layout', () => {
  it('has a skip link and the header, main and footer landmarks', async () => {
    await renderApp({ url: '/about?l=en', routes: headerLayoutRoutes });

    expect(await screen.findByRole('heading', { name: 'About screen' })).toBeInTheDocument();
    expect(screen.getByRole('banner')).toBeInTheDocument();
    expect(screen.getByRole('main')).toHaveAttribute('id', 'main-content');
    expect(screen.getByRole('contentinfo')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Skip to content' })).toHaveAttribute('href', '#main-content');
    expect(
      within(screen.getByRole('banner')).getByRole('button', { name: 'Language: English' }),
    ).toBeVisible();
  });

  it("switches the language from the header's menu", async () => {
    const { user } = await renderApp({ url: '/about?l=en', routes: headerLayoutRoutes });
    const banner = within(await screen.findByRole('banner'));

    await user.click(banner.getByRole('button', { name: 'Language: English' }));
    // The list's code loads when it first opens.
    await user.click(await screen.findByRole('menuitem', { name: 'Français' }));

    expect(await banner.findByRole('button', { name: /^Langue/ })).toHaveAccessibleName('Langue: Français');
    expect(document.documentElement.lang).toBe('fr');
    expect(window.localStorage.getItem('roadbook.language')).toBe('fr');
  });

  it('lists the signed-out menu in the drawer, and closes it', async () => {
    const { user } = await renderApp({ url: '/about?l=en', routes: headerLayoutRoutes });
    await screen.findByRole('heading', { name: 'About screen' });
    await waitFor(() =>
      expect(within(screen.getByRole('contentinfo')).getAllByRole('link')).toHaveLength(11),
    );

    const drawer = await openDrawer(user);
    const links = within(drawer).getAllByRole('link');
    expect(links.map((link) => [link.textContent, link.getAttribute('href')])).toEqual(SIGNED_OUT_ITEMS);
    expect(within(drawer).getByRole('link', { name: 'About' })).toHaveAttribute('aria-current', 'page');
    for (const name of ['Bookings', 'Settings', 'Sign out']) {
      expect(within(drawer).queryByText(name)).not.toBeInTheDocument();
    }

    await user.click(screen.getByRole('button', { name: 'Close menu' }));
    await waitFor(() => expect(drawer).not.toBeInTheDocument());
    expect(
      within(screen.getByRole('banner')).getByRole('button', { name: 'Open menu', expanded: false }),
    ).toHaveFocus();
  });

  it('leaves Suppliers out when the marketplace hides suppliers', async () => {
    const { user } = await renderApp({
      url: '/about?l=en',
      routes: headerLayoutRoutes,
      config: { ...TEST_CONFIG, hideSuppliers: true },
    });
    await screen.findByRole('heading', { name: 'About screen' });
    await waitFor(() =>
      expect(within(screen.getByRole('contentinfo')).getAllByRole('link')).toHaveLength(10),
    );

    const drawer = await openDrawer(user);
    expect(within(drawer).getByRole('link', { name: 'Locations' })).toBeInTheDocument();
    expect(within(drawer).queryByRole('link', { name: 'Suppliers' })).not.toBeInTheDocument();
  });

  it("puts a signed-in user's menu at the top of the drawer instead of Sign in", async () => {
    storeSignedInUser();
    const { user } = await renderApp({
      url: '/about?l=en',
      routes: headerLayoutRoutes,
      handlers: sessionHandlers(),
    });
    await screen.findByRole('heading', { name: 'About screen' });

    const drawer = await openDrawer(user);
    const account = within(await screen.findByRole('region', { name: 'Jane Driver' }));
    expect(account.getAllByRole('link').map((link) => [link.textContent, link.getAttribute('href')])).toEqual(
      [
        ['Bookings', '/bookings?l=en'],
        ['Notifications', '/notifications?l=en'],
        ['Settings', '/settings?l=en'],
      ],
    );
    expect(account.getByRole('button', { name: 'Sign out' })).toBeInTheDocument();
    expect(within(drawer).queryByRole('link', { name: 'Sign in' })).not.toBeInTheDocument();
  });

  it('moves through the languages with the arrow keys, and Escape closes the list', async () => {
    const { user } = await renderApp({ url: '/about?l=en', routes: headerLayoutRoutes });
    const button = within(await screen.findByRole('banner')).getByRole('button', {
      name: 'Language: English',
    });

    await user.click(button);
    expect(button).toHaveAttribute('aria-expanded', 'true');
    expect(await screen.findByRole('menuitem', { name: 'English' })).toHaveFocus();
    await user.keyboard('{ArrowDown}');
    expect(screen.getByRole('menuitem', { name: 'Français' })).toHaveFocus();
    await user.keyboard('{End}');
    expect(screen.getByRole('menuitem', { name: 'Español' })).toHaveFocus();
    await user.keyboard('{ArrowDown}');
    expect(screen.getByRole('menuitem', { name: 'English' })).toHaveFocus();

    await user.keyboard('{Escape}');
    expect(screen.queryByRole('menu')).not.toBeInTheDocument();
    expect(button).toHaveFocus();
    expect(button).toHaveAttribute('aria-expanded', 'false');
  });

  it('puts the links in the bar on wide screens, the others behind a button', async () => {
    vi.stubGlobal('matchMedia', (query: string) => ({
      matches: query === '(min-width: 1200px)',
      addEventListener: () => {},
      removeEventListener: () => {},
    }));
    const { user } = await renderApp({ url: '/about?l=en', routes: headerLayoutRoutes });
    const banner = within(await screen.findByRole('banner'));
    const nav = within(banner.getByRole('navigation', { name: enCommon.a11y.mainNavigation }));
    expect(nav.getByRole('link', { name: 'About' })).toHaveAttribute('aria-current', 'page');
    expect(nav.getByRole('link', { name: 'FAQ' })).toHaveAttribute('href', '/faq');
    expect(nav.queryByRole('link', { name: 'Terms' })).not.toBeInTheDocument();

    const more = nav.getByRole('button', { name: 'Open menu', expanded: false });
    await user.click(more);
    expect(more).toHaveAttribute('aria-expanded', 'true');
    expect(await nav.findByRole('link', { name: 'Terms' })).toHaveAttribute('href', '/tos');
    expect(nav.getByRole('link', { name: 'Cookie Policy' })).toHaveAttribute('href', '/cookie-policy');

    await user.keyboard('{Escape}');
    expect(nav.queryByRole('link', { name: 'Terms' })).not.toBeInTheDocument();
    expect(more).toHaveFocus();

    await user.click(more);
    await user.click(screen.getByRole('heading', { name: 'About screen' }));
    expect(more).toHaveAttribute('aria-expanded', 'false');
  });

  it('keeps the footer, without the header, in the plain layout', async () => {
    await renderApp({ url: '/plain?l=en', routes: headerLayoutRoutes });

    expect(await screen.findByRole('heading', { name: 'Plain screen' })).toBeInTheDocument();
    expect(screen.queryByRole('banner')).not.toBeInTheDocument();
    expect(screen.getByRole('contentinfo')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Skip to content' })).toBeInTheDocument();
  });
});
