import type { QueryClient } from '@tanstack/react-query';
import type { ComponentType } from 'react';
import type { LoaderFunction } from 'react-router';

/** What route loaders may use; handed to every page module by the router. */
export interface RouteDeps {
  queryClient: QueryClient;
}

/** The shape of a lazily loaded screen module in app/routes/. */
export interface PageModule {
  Component: ComponentType;
  ErrorBoundary?: ComponentType;
  createLoader?: (deps: RouteDeps) => LoaderFunction;
}
