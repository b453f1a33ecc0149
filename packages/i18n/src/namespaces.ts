// Namespaces of the message catalogues and the resource types inferred from the English catalogues,
// which are the reference: other languages must have the same keys (see catalogues.test.ts).

import type enAccount from '../locales/en/account.json';
import type enBookings from '../locales/en/bookings.json';
import type enCheckout from '../locales/en/checkout.json';
import type enCommon from '../locales/en/common.json';
import type enCurrency from '../locales/en/currency.json';
import type enDevOutbox from '../locales/en/devOutbox.json';
import type enEmails from '../locales/en/emails.json';
import type enEnums from '../locales/en/enums.json';
import type enNotifications from '../locales/en/notifications.json';
import type enErrors from '../locales/en/errors.json';
import type enHome from '../locales/en/home.json';
import type enHomeLower from '../locales/en/homeLower.json';
import type enHomeVariants from '../locales/en/homeVariants.json';
import type enJoin from '../locales/en/join.json';
import type enPasskeys from '../locales/en/passkeys.json';
import type enPlaces from '../locales/en/places.json';
import type enSearch from '../locales/en/search.json';
import type enSearchForm from '../locales/en/searchForm.json';
import type enSettings from '../locales/en/settings.json';
import type enLegal from '../locales/en/legal.json';
import type enInfo from '../locales/en/info.json';
import type enHelp from '../locales/en/help.json';
import type enInternal from '../locales/en/internal.json';
import type enPages from '../locales/en/pages.json';
import type enBackOffice from '../locales/en/backOffice.json';

export const NAMESPACES = [
  'common',
  'errors',
  'enums',
  'home',
  'homeLower',
  'homeVariants',
  'searchForm',
  'search',
  'places',
  'currency',
  'emails',
  'devOutbox',
  'passkeys',
  'account',
  'settings',
  'join',
  'checkout',
  'notifications',
  'bookings',
  'legal',
  'info',
  'help',
  'internal',
  'pages',
  'backOffice',
] as const;
export type Namespace = (typeof NAMESPACES)[number];

export const DEFAULT_NAMESPACE: Namespace = 'common';

export type CommonResource = typeof enCommon;
export type ErrorsResource = typeof enErrors;
export type EnumsResource = typeof enEnums;
export type HomeResource = typeof enHome;
/**
 * The homes' sections below their first screen (destinations, suppliers, map, questions): /home
 * loads them with those sections, as they near the viewport, not with the page.
 */
export type HomeLowerResource = typeof enHomeLower;
/** The other homes' own words (/home-stunning, /preview, /home-modern, /home-old), apart from /home's. */
export type HomeVariantsResource = typeof enHomeVariants;
export type SearchFormResource = typeof enSearchForm;
export type SearchResource = typeof enSearch;
export type PlacesResource = typeof enPlaces;
export type CurrencyResource = typeof enCurrency;
export type EmailsResource = typeof enEmails;
export type DevOutboxResource = typeof enDevOutbox;
export type PasskeysResource = typeof enPasskeys;
export type AccountResource = typeof enAccount;
export type SettingsResource = typeof enSettings;
export type JoinResource = typeof enJoin;
export type CheckoutResource = typeof enCheckout;
export type NotificationsResource = typeof enNotifications;
export type BookingsResource = typeof enBookings;
export type LegalResource = typeof enLegal;
export type InfoResource = typeof enInfo;
export type HelpResource = typeof enHelp;
export type InternalResource = typeof enInternal;
/** The words of the pages as the API writes them, besides the site's (never loaded by the site). */
export type PagesResource = typeof enPages;
/** The back office's words (/admin/*), loaded only there. */
export type BackOfficeResource = typeof enBackOffice;

/** The catalogues of one language, by namespace. */
export type Resources = {
  common: CommonResource;
  errors: ErrorsResource;
  enums: EnumsResource;
  home: HomeResource;
  homeLower: HomeLowerResource;
  homeVariants: HomeVariantsResource;
  searchForm: SearchFormResource;
  search: SearchResource;
  places: PlacesResource;
  currency: CurrencyResource;
  emails: EmailsResource;
  devOutbox: DevOutboxResource;
  passkeys: PasskeysResource;
  account: AccountResource;
  settings: SettingsResource;
  join: JoinResource;
  checkout: CheckoutResource;
  notifications: NotificationsResource;
  bookings: BookingsResource;
  legal: LegalResource;
  info: InfoResource;
  help: HelpResource;
  internal: InternalResource;
  pages: PagesResource;
  backOffice: BackOfficeResource;
};

type PluralSuffix = '_zero' | '_one' | '_two' | '_few' | '_many' | '_other';
type WithoutPluralSuffix<K extends string> = K extends `${infer Base}${PluralSuffix}` ? Base : K;

/**
 * Dotted keys of a catalogue, as passed to `t` (plural suffixes removed: `units.hour_one` and
 * `units.hour_other` give `units.hour`, used with a `count` parameter).
 */
export type ResourceKey<T> = {
  [K in keyof T & string]: T[K] extends string ? WithoutPluralSuffix<K> : `${K}.${ResourceKey<T[K]>}`;
}[keyof T & string];

export type CommonKey = ResourceKey<CommonResource>;
export type ErrorKey = ResourceKey<ErrorsResource>;
export type EnumKey = ResourceKey<EnumsResource>;

/** A key with its namespace, as accepted by the translator: `errors:auth.wrongPassword`. */
export type NamespacedKey = `common:${CommonKey}` | `errors:${ErrorKey}` | `enums:${EnumKey}`;
