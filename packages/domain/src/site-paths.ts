// Every page address of the web app (its router's paths), which the API answers with the page's
// HTML: any other address outside /api and the site's files is not found (404).
import { BACK_OFFICE_PAGES } from './back-office-pages';

export const SITE_PATHS = {
  maintenance: '/',
  home: '/home',
  homeStunning: '/home-stunning',
  preview: '/preview',
  homeModern: '/home-modern',
  modernHome: '/modern-home',
  homeOld: '/home-old',
  search: '/search',
  checkout: '/checkout',
  checkoutSession: '/checkout-session/:sessionId',
  locations: '/locations',
  suppliers: '/suppliers',
  signIn: '/sign-in',
  signUp: '/sign-up',
  activate: '/activate',
  forgotPassword: '/forgot-password',
  resetPassword: '/reset-password',
  changePassword: '/change-password',
  bookings: '/bookings',
  booking: '/booking',
  notifications: '/notifications',
  settings: '/settings',
  deleteMyAccount: '/delete-my-account',
  deleteMyData: '/delete-my-data',
  supplierJoin: '/suppliers/join',
  driverJoin: '/drivers/join',
  completeRegistration: '/suppliers/complete-registration',
  about: '/about',
  contact: '/contact',
  support: '/support',
  faq: '/faq',
  terms: '/tos',
  privacy: '/privacy',
  cookiePolicy: '/cookie-policy',
  accessibility: '/accessibility',
  marketing: '/marketing',
  /** The help centres: their pages are help-paths.ts's. */
  help: '/help',
  /** The internal area: its pages are InternalPages.tsx's. */
  internal: '/internal',
  /** The back office: its pages are back-office-paths.ts's. */
  admin: '/admin',
  devOutbox: '/dev/outbox',
} as const;

/** A help article's address (`/help/article/{id}`, as sitePathOf gives it); its id is the group. */
export const HELP_ARTICLE_PATH = /^\/help\/article\/([^/]+)$/;

/**
 * The pages under a prefix of SITE_PATHS (the help centres', the internal area's, the back office's:
 * BACK_OFFICE_PAGES) or with a parameter. The back office's are not spread in here: a module that only
 * reads SITE_PATHS (the web app's every page) then leaves them, and the back office's addresses, out.
 */
const SUB_PAGES = [
  /^\/help\/(?:drivers|suppliers|search)$/,
  HELP_ARTICLE_PATH,
  /^\/internal\/(?:login|commercial-guide)$/,
  /^\/checkout-session\/[^/]+$/,
];

/** The address the router matches for `pathname`: letter case and one trailing slash ignored. */
export function sitePathOf(pathname: string): string {
  return pathname.length > 1 ? pathname.replace(/\/$/, '').toLowerCase() : pathname;
}

/** Whether the web app has a page at `pathname` (matched as its router does: sitePathOf). */
export function isSitePage(pathname: string): boolean {
  const path = sitePathOf(pathname);
  const isPage = Object.values(SITE_PATHS).some(
    (page) => page === path && page !== SITE_PATHS.internal && !page.includes(':'),
  );
  const matches = (pattern: RegExp) => pattern.test(path);
  return isPage || SUB_PAGES.some(matches) || BACK_OFFICE_PAGES.some(matches);
}
