import { useQueryClient } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { createMemoryRouter, RouterProvider, type RouteObject } from 'react-router';

import { AppProvider } from '@/app/provider';
import type { RouteDeps } from '@/app/route-deps';
import { createAppRoutes } from '@/app/router';
import type { AppConfig } from '@/api/get-config';
import { startApp } from '@/app/start';

import { mockApi, TEST_CONFIG } from './api-mock';

type MemoryRouter = ReturnType<typeof createMemoryRouter>;

interface RenderAppOptions {
  /** The address the visitor opens, e.g. '/nowhere?l=fr'. */
  url?: string;
  config?: AppConfig;
  handlers?: Parameters<typeof mockApi>[1];
  /** Another route tree than the app's (to test layouts with screens that do not exist yet). */
  routes?: (deps: RouteDeps) => RouteObject[];
}

/** Starts the app as main.tsx does (start language, providers), on a memory router at `url`. */
export async function renderApp({
  url = '/',
  config = TEST_CONFIG,
  handlers,
  routes,
}: RenderAppOptions = {}) {
  const fetchMock = mockApi(config, handlers);
  const { i18n, config: initialConfig } = await startApp(new URL(url, 'http://localhost').search);
  const routerRef: { current: MemoryRouter | null } = { current: null };

  function TestRouter() {
    const queryClient = useQueryClient();
    const [router] = useState(() =>
      createMemoryRouter((routes ?? createAppRoutes)({ queryClient }), { initialEntries: [url] }),
    );
    routerRef.current = router;
    return <RouterProvider router={router} />;
  }

  const user = userEvent.setup();
  const view = render(
    <AppProvider i18n={i18n} initialConfig={initialConfig}>
      <TestRouter />
    </AppProvider>,
  );

  const location = () => {
    if (routerRef.current === null) throw new Error('router not rendered');
    return routerRef.current.state.location;
  };
  return { ...view, user, i18n, fetchMock, location };
}
