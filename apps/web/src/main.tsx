import './app/global.css';
import './app/shell.css';

import { QueryClient } from '@tanstack/react-query';
import { StrictMode, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { matchRoutes } from 'react-router';

import { AppProvider } from './app/provider';
import { AppRouter, createAppRoutes } from './app/router';
import { startApp } from './app/start';
import { hasErrorsOnDemand, preloadCatalogues, routeNamespaces, startLanguage } from './lib/i18n';

/**
 * Starts downloading what the screen at this address needs, now, while the start language is being
 * chosen, instead of once the router starts: its chunks (layouts and page) and the catalogues its
 * routes name in `handle.namespaces`, in the language the visitor chose, else the usual default (on
 * a first visit the settings may name another one: then these were loaded for nothing). The routes
 * built here only serve to find those; the router builds its own.
 */
function preloadScreen(search: string): { errorsOnDemand: boolean; screen: Promise<unknown> } {
  const routes = createAppRoutes({ queryClient: new QueryClient() });
  const matches = matchRoutes(routes, window.location) ?? [];
  // A failure is left to the router, which loads the screen again and shows its error page.
  const screen = Promise.allSettled(
    matches.map(({ route }) => (typeof route.lazy === 'function' ? route.lazy() : undefined)),
  );
  const screenNamespaces = matches.flatMap(({ route }) => routeNamespaces(route.handle));
  const errorsOnDemand = matches.some(({ route }) => hasErrorsOnDemand(route.handle));
  preloadCatalogues(startLanguage(search), screenNamespaces, errorsOnDemand);
  return { errorsOnDemand, screen };
}

async function start(): Promise<void> {
  const { search } = window.location;
  const { errorsOnDemand, screen } = preloadScreen(search);
  const { i18n, config } = await startApp(search, errorsOnDemand);
  // The page the server wrote stays until the screen can replace it, not a loading bar between.
  await screen;
  const container = document.getElementById('root');
  if (container === null) throw new Error('#root is missing from index.html');
  const root = createRoot(container);
  // Rendered as a transition, the first render yields to the browser between components.
  startTransition(() => {
    root.render(
      <StrictMode>
        <AppProvider i18n={i18n} initialConfig={config}>
          <AppRouter />
        </AppProvider>
      </StrictMode>,
    );
  });
}

void start();
