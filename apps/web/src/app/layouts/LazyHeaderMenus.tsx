// The header's menus load when one first opens, not with the page: the header is on every page,
// the homes included, whose first load has a budget (docs/performance.md). The pointer over a menu
// button or the focus on it starts fetching them, so that they are usually there by the press.
import { Suspense } from 'react';

import { lazyPart } from '@/components/lazy-part';

import type { MobileMenuDrawerProps } from './MobileMenuDrawer';
import type { MoreMenuListProps } from './MoreMenuList';

const headerMenus = () => import('./header-menus');
const MoreMenuList = lazyPart(async () => (await headerMenus()).MoreMenuList);
const MobileMenuDrawer = lazyPart(async () => (await headerMenus()).MobileMenuDrawer);

/** Starts fetching the menus' code (a visitor is about to open one). */
export function preloadHeaderMenus(): void {
  void headerMenus().catch(() => undefined);
}

/** The "more" button's list of links. */
export function LazyMoreMenuList(props: MoreMenuListProps) {
  return (
    <Suspense fallback={null}>
      <MoreMenuList {...props} />
    </Suspense>
  );
}

/** The menu button's drawer. */
export function LazyMobileMenuDrawer(props: MobileMenuDrawerProps) {
  return (
    <Suspense fallback={null}>
      <MobileMenuDrawer {...props} />
    </Suspense>
  );
}
