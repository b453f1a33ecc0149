import type { CommonKey } from '@roadbook/i18n/namespaces';

import { paths } from '@/lib/paths';

// The header menu (product-rules.md § Pages and addresses) as data: what each entry is, who sees it
// and where it sits on wide screens. A signed-in user's own entries (Bookings, Notifications,
// Settings, Sign out) are their account menu's, loaded with it (features/account).

export type MenuRequirement = 'signedIn' | 'signedOut' | 'any';

/** inline: a link in the bar; more: the overflow menu; cta: the highlighted button at the end. */
export type MenuPlacement = 'inline' | 'more' | 'cta';

export interface HeaderMenuItem {
  id: string;
  labelKey: CommonKey;
  to: string;
  requires: MenuRequirement;
  placement: MenuPlacement;
  /** Shown only when the marketplace shows suppliers (config.hideSuppliers off). */
  suppliersOnly?: boolean;
}

export const HEADER_MENU: readonly HeaderMenuItem[] = [
  { id: 'home', labelKey: 'nav.home', to: paths.home, requires: 'any', placement: 'inline' },
  {
    id: 'suppliers',
    labelKey: 'nav.suppliers',
    to: paths.suppliers,
    requires: 'any',
    placement: 'inline',
    suppliersOnly: true,
  },
  {
    id: 'locations',
    labelKey: 'nav.locations',
    to: paths.locations,
    requires: 'any',
    placement: 'inline',
  },
  { id: 'about', labelKey: 'nav.about', to: paths.about, requires: 'any', placement: 'inline' },
  {
    id: 'contact',
    labelKey: 'nav.contact',
    to: paths.contact,
    requires: 'any',
    placement: 'inline',
  },
  { id: 'faq', labelKey: 'nav.faq', to: paths.faq, requires: 'any', placement: 'inline' },
  { id: 'terms', labelKey: 'nav.terms', to: paths.terms, requires: 'any', placement: 'more' },
  {
    id: 'privacy',
    labelKey: 'nav.privacy',
    to: paths.privacy,
    requires: 'any',
    placement: 'more',
  },
  {
    id: 'cookiePolicy',
    labelKey: 'nav.cookiePolicy',
    to: paths.cookiePolicy,
    requires: 'any',
    placement: 'more',
  },
  {
    id: 'signIn',
    labelKey: 'nav.signIn',
    to: paths.signIn,
    requires: 'signedOut',
    placement: 'cta',
  },
];

export interface MenuAudience {
  signedIn: boolean;
  /** Undefined while the config is loading: suppliers stay hidden until it is known. */
  hideSuppliers: boolean | undefined;
}

export function visibleHeaderItems(
  items: readonly HeaderMenuItem[],
  { signedIn, hideSuppliers }: MenuAudience,
): HeaderMenuItem[] {
  return items.filter((item) => {
    if (item.suppliersOnly === true && hideSuppliers !== false) return false;
    if (item.requires === 'any') return true;
    return (item.requires === 'signedIn') === signedIn;
  });
}
