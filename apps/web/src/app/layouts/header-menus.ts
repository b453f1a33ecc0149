// The header's menus — the overflow list of wide screens, the drawer of narrow ones — in one chunk,
// so that the header names one file to load for them (LazyHeaderMenus.tsx).
export { MobileMenuDrawer } from './MobileMenuDrawer';
export { MoreMenuList } from './MoreMenuList';
