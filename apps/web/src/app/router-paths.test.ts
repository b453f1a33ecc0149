import { isSitePage } from '@roadbook/domain/site-paths';
import { QueryClient } from '@tanstack/react-query';
import type { RouteObject } from 'react-router';
import { describe, expect, it } from 'vitest';

import { createAppRoutes } from './router';

/** Every path the router matches, a parameter written as a value ('/checkout-session/x'). */
function routePaths(routes: readonly RouteObject[]): string[] {
  return routes.flatMap((route) => [
    ...(route.path === undefined ? [] : [route.path.replace(/:\w+/g, 'x')]),
    ...routePaths(route.children ?? []),
  ]);
}

describe('the pages the API writes', () => {
  it('knows every page of the router, and the API answers 404 elsewhere (the router too)', () => {
    const paths = routePaths(createAppRoutes({ queryClient: new QueryClient() }));
    const pages = paths.filter((path) => path !== '*' && !path.endsWith('/*'));
    expect(pages.length).toBeGreaterThan(30);
    for (const path of pages) expect(isSitePage(path), path).toBe(true);
    expect(paths).toContain('*');
    // The internal area is one route; its pages are InternalPages.tsx's.
    expect(paths).toContain('/internal/*');
    for (const path of ['/internal/login', '/internal/commercial-guide']) expect(isSitePage(path)).toBe(true);
  });
});
