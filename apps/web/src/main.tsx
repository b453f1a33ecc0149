import './app/global.css';

import { QueryClient } from '@tanstack/react-query';
import { StrictMode, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { matchRoutes } from 'react-router';

import { AppProvider } from './app/provider';
import { AppRouter, createAppRoutes } from './app/router';
import { startApp } from './app/start';
import { preloadCatalogues, startLanguage } from './lib/i18n';

/**
 * Starts downloading the chunks of the screen at this address (its layouts and page) now, while the
 * start language is being chosen, instead of once the router starts. The routes built here only
 * serve to find those chunks; the router builds its own.
 */
function preloadScreen(): void {
  const routes = createAppRoutes({ queryClient: new QueryClient() });
  for (const { route } of matchRoutes(routes, window.location) ?? []) {
    if (typeof route.lazy === 'function') {
      route.lazy().catch(() => {
        // The router loads the screen again and shows its error page if it still fails.
      });
    }
  }
}

async function start(): Promise<void> {
  const { search } = window.location;
  preloadScreen();
  // The language the visitor chose, else the usual default: the catalogues come with the settings.
  preloadCatalogues(startLanguage(search));
  const { i18n, config } = await startApp(search);
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
