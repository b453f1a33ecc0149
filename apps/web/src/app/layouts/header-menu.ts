import type { CommonKey } from '@roadbook/i18n/namespaces';

import { paths } from '@/lib/paths';

// The header menu (product-rules.md § Pages and addresses) as data: what each entry is, who sees it and where it sits on wide screens.

export type MenuRequirement = 'signedIn' | 'signedOut' | 'any';

/** inline: a link in the bar; more: the overflow menu; cta: the highlighted button at the end. */
export type MenuPlacement = 'inline' | 'more' | 'cta';

export type HeaderMenuItem = {
  id: string;
  labelKey: CommonKey;
  requires: MenuRequirement;
  placement: MenuPlacement;
  /** Shown only when the marketplace shows suppliers (config.hideSuppliers off). */
  suppliersOnly?: boolean;
} & ({ kind: 'link'; to: string } | { kind: 'action'; action: 'signOut' });

export const HEADER_MENU: readonly HeaderMenuItem[] = [
  { id: 'home', labelKey: 'nav.home', kind: 'link', to: paths.home, requires: 'any', placement: 'inline' },
  {
    id: 'bookings',
    labelKey: 'nav.bookings',
    kind: 'link',
    to: paths.bookings,
    requires: 'signedIn',
    placement: 'inline',
  },
  {
    id: 'suppliers',
    labelKey: 'nav.suppliers',
    kind: 'link',
    to: paths.suppliers,
    requires: 'any',
    placement: 'inline',
    suppliersOnly: true,
  },
  {
    id: 'locations',
    labelKey: 'nav.locations',
    kind: 'link',
    to: paths.locations,
    requires: 'any',
    placement: 'inline',
  },
  { id: 'about', labelKey: 'nav.about', kind: 'link', to: paths.about, requires: 'any', placement: 'inline' },
  {
    id: 'contact',
    labelKey: 'nav.contact',
    kind: 'link',
    to: paths.contact,
    requires: 'any',
    placement: 'inline',
  },
  { id: 'faq', labelKey: 'nav.faq', kind: 'link', to: paths.faq, requires: 'any', placement: 'inline' },
  { id: 'terms', labelKey: 'nav.terms', kind: 'link', to: paths.terms, requires: 'any', placement: 'more' },
  {
    id: 'privacy',
    labelKey: 'nav.privacy',
    kind: 'link',
    to: paths.privacy,
    requires: 'any',
    placement: 'more',
  },
  {
    id: 'cookiePolicy',
    labelKey: 'nav.cookiePolicy',
    kind: 'link',
    to: paths.cookiePolicy,
    requires: 'any',
    placement: 'more',
  },
  {
    id: 'settings',
    labelKey: 'nav.settings',
    kind: 'link',
    to: paths.settings,
    requires: 'signedIn',
    placement: 'more',
  },
  {
    id: 'signOut',
    labelKey: 'nav.signOut',
    kind: 'action',
    action: 'signOut',
    requires: 'signedIn',
    placement: 'more',
  },
  {
    id: 'signIn',
    labelKey: 'nav.signIn',
    kind: 'link',
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
