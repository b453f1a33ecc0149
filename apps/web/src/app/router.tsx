import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { createBrowserRouter, RouterProvider, type RouteObject } from 'react-router';

import { paths } from '@/lib/paths';

import { RootHydrateFallback, RootLayout } from './layouts/RootLayout';
import type { PageModule, RouteDeps } from './route-deps';
import { RouteErrorPage } from './routes/RouteErrorPage';

type LazyRoute = NonNullable<RouteObject['lazy']>;

/**
 * The catalogues a screen's texts come from, in `handle.namespaces`: main.tsx starts loading them
 * with the screen's code, before the router asks.
 */
const HOME = { namespaces: ['home', 'searchForm'], errorsOnDemand: true };
/**
 * The other homes: /home's words, those of the sections /home loads below its fold (the other homes
 * draw them at once), and their own.
 */
const HOME_VARIANT = { ...HOME, namespaces: [...HOME.namespaces, 'homeLower', 'homeVariants'] };
const ACCOUNT = { namespaces: ['account'] };
const SIGN_IN = { namespaces: ['account', 'passkeys'] };
const accountPages = () => import('./routes/AccountPages');
const SETTINGS = { namespaces: ['settings', 'account'] };
const settingsPages = () => import('./routes/SettingsPages');
const myBookingsPages = () => import('./routes/MyBookingsPages');
const JOIN = { namespaces: ['join'] };
// The checkout shows the quote's lines and the option prices with the search's texts.
const CHECKOUT = { namespaces: ['checkout', 'search', 'enums'] };
const joinPages = () => import('./routes/JoinPages');
// Pages to read: the error messages come with the first interaction, as on the homes.
const INFO = { namespaces: ['info'], errorsOnDemand: true };
// The support page lists the signed-in driver's latest bookings with their statuses.
const SUPPORT = { namespaces: ['info', 'bookings', 'enums'], errorsOnDemand: true };
const LEGAL = { namespaces: ['legal'], errorsOnDemand: true };
const informationPages = () => import('./routes/InformationPages');
const contactPages = () => import('./routes/ContactPages');
const HELP = { namespaces: ['help'], errorsOnDemand: true };
const helpPages = () => import('./routes/HelpPages');
// The back office names statuses, sizes and options with `enums`; a refusal's reason comes from `errors`.
const BACK_OFFICE = { namespaces: ['backOffice', 'account', 'enums'] };

/** Every route of the site. Each screen is its own chunk: add one with a single line below. */
export function createAppRoutes(deps: RouteDeps): RouteObject[] {
  const page =
    (load: () => Promise<PageModule>): LazyRoute =>
    async () => {
      const module = await load();
      return {
        Component: module.Component,
        ErrorBoundary: module.ErrorBoundary ?? RouteErrorPage,
        ...(module.createLoader === undefined ? {} : { loader: module.createLoader(deps) }),
      };
    };

  /** The routes of one chunk's pages, each path given the module's export of that name. */
  const pagesOf = <Module extends Record<string, PageModule>>(
    load: () => Promise<Module>,
    handle: object,
    pagePaths: Partial<Record<keyof Module, string>>,
  ): RouteObject[] =>
    Object.entries(pagePaths).map(([name, path]) => ({
      path,
      handle,
      lazy: page(async () => (await load())[name as keyof Module] as PageModule),
    }));

  return [
    {
      id: 'root',
      Component: RootLayout,
      HydrateFallback: RootHydrateFallback,
      ErrorBoundary: RouteErrorPage,
      children: [
        {
          id: 'plain',
          lazy: async () => ({ Component: (await import('./layouts/PlainLayout')).PlainLayout }),
          children: [
            { index: true, lazy: page(() => import('./routes/MaintenancePage')) },
            { path: paths.signIn, handle: SIGN_IN, lazy: page(async () => (await accountPages()).signIn) },
            { path: paths.signUp, handle: SIGN_IN, lazy: page(async () => (await accountPages()).signIn) },
            {
              path: paths.supplierJoin,
              handle: JOIN,
              lazy: page(async () => (await joinPages()).supplierJoin),
            },
            { path: paths.driverJoin, handle: JOIN, lazy: page(async () => (await joinPages()).driverJoin) },
            {
              path: paths.completeRegistration,
              handle: { namespaces: ['settings', 'join'] },
              lazy: page(async () => (await settingsPages()).completeRegistration),
            },
            ...pagesOf(informationPages, LEGAL, {
              privacy: paths.privacy,
              terms: paths.terms,
              cookiePolicy: paths.cookiePolicy,
              accessibility: paths.accessibility,
            }),
            {
              path: `${paths.internal}/*`,
              handle: { namespaces: ['internal'] },
              lazy: page(() => import('./routes/InternalPages')),
            },
            { path: '*', lazy: page(() => import('./routes/NotFoundPage')) },
          ],
        },
        {
          // The back office draws its own frame.
          path: `${paths.admin}/*`,
          handle: BACK_OFFICE,
          lazy: page(() => import('./routes/BackOfficePages')),
        },
        {
          id: 'header',
          lazy: async () => ({ Component: (await import('./layouts/HeaderLayout')).HeaderLayout }),
          children: [
            // Every home has the site's header: a signed-in user finds their menu there too.
            { path: paths.home, handle: HOME, lazy: page(() => import('./routes/HomePage')) },
            {
              path: paths.homeStunning,
              handle: HOME_VARIANT,
              lazy: page(() => import('./routes/HomeStunningPage')),
            },
            {
              path: paths.preview,
              handle: HOME_VARIANT,
              lazy: page(() => import('./routes/ModernHomePage')),
            },
            {
              path: paths.homeModern,
              handle: HOME_VARIANT,
              lazy: page(() => import('./routes/ModernHomePage')),
            },
            {
              path: paths.modernHome,
              handle: HOME_VARIANT,
              lazy: page(() => import('./routes/ModernHomePage')),
            },
            { path: paths.homeOld, handle: HOME_VARIANT, lazy: page(() => import('./routes/HomeOldPage')) },
            {
              path: paths.search,
              handle: { namespaces: ['search', 'searchForm', 'enums'] },
              lazy: page(() => import('./routes/SearchPage')),
            },
            { path: paths.checkout, handle: CHECKOUT, lazy: page(() => import('./routes/CheckoutPage')) },
            {
              path: paths.checkoutSession,
              handle: CHECKOUT,
              lazy: page(() => import('./routes/CheckoutSessionPage')),
            },
            {
              path: paths.locations,
              handle: { namespaces: ['places', 'searchForm'] },
              lazy: page(() => import('./routes/LocationsPage')),
            },
            {
              path: paths.suppliers,
              handle: { namespaces: ['places'] },
              lazy: page(() => import('./routes/SuppliersPage')),
            },
            {
              path: paths.devOutbox,
              handle: { namespaces: ['devOutbox'] },
              lazy: page(() => import('./routes/DevOutboxPage')),
            },
            {
              path: paths.activate,
              handle: ACCOUNT,
              lazy: page(async () => (await accountPages()).emailLink),
            },
            {
              path: paths.forgotPassword,
              handle: ACCOUNT,
              lazy: page(async () => (await accountPages()).forgotPassword),
            },
            {
              path: paths.resetPassword,
              handle: ACCOUNT,
              lazy: page(async () => (await accountPages()).emailLink),
            },
            {
              path: paths.changePassword,
              handle: ACCOUNT,
              lazy: page(async () => (await accountPages()).changePassword),
            },
            {
              path: paths.settings,
              handle: { namespaces: ['settings', 'passkeys', 'account'] },
              lazy: page(async () => (await settingsPages()).settings),
            },
            {
              path: paths.bookings,
              // Statuses are named by `enums` (a refusal's reason by `errors`, which every page has).
              handle: { namespaces: ['bookings', 'enums'] },
              lazy: page(async () => (await myBookingsPages()).bookings),
            },
            {
              path: paths.booking,
              // The trip is told as the checkout tells it, the quote's lines with the search's texts.
              handle: { namespaces: ['bookings', 'checkout', 'search', 'enums'] },
              lazy: page(async () => (await myBookingsPages()).bookingPage),
            },
            {
              path: paths.notifications,
              // The texts of the notifications name the bookings' statuses.
              handle: { namespaces: ['notifications', 'enums'] },
              lazy: page(async () => (await myBookingsPages()).notifications),
            },
            {
              path: paths.deleteMyAccount,
              handle: SETTINGS,
              lazy: page(async () => (await settingsPages()).deleteMyAccount),
            },
            {
              path: paths.deleteMyData,
              handle: SETTINGS,
              lazy: page(async () => (await settingsPages()).deleteMyData),
            },
            ...pagesOf(informationPages, INFO, { about: paths.about, faq: paths.faq }),
            ...pagesOf(informationPages, SUPPORT, { support: paths.support }),
            ...pagesOf(contactPages, INFO, { contact: paths.contact, marketing: paths.marketing }),
            ...pagesOf(helpPages, HELP, {
              help: paths.help,
              // help-paths.ts builds the same addresses (the first load leaves it out).
              helpDrivers: `${paths.help}/drivers`,
              helpSuppliers: `${paths.help}/suppliers`,
              helpArticle: `${paths.help}/article/:articleId`,
              helpSearch: `${paths.help}/search`,
            }),
          ],
        },
      ],
    },
  ];
}

export function createAppRouter(deps: RouteDeps) {
  return createBrowserRouter(createAppRoutes(deps));
}

export function AppRouter() {
  const queryClient = useQueryClient();
  const [router] = useState(() => createAppRouter({ queryClient }));
  return <RouterProvider router={router} />;
}
