// The public pages, the ones search engines list (sitemap.xml), each in every language (`?l=`).
// Besides these: each location (/locations?place=…) and each help article (/help/article/…).
export const PUBLIC_PAGES = [
  '/home',
  '/search',
  '/locations',
  '/suppliers',
  '/about',
  '/faq',
  '/support',
  '/contact',
  '/marketing',
  '/help',
  '/help/drivers',
  '/help/suppliers',
  '/privacy',
  '/tos',
  '/cookie-policy',
  '/accessibility',
] as const;
export type PublicPage = (typeof PUBLIC_PAGES)[number];

/** The suppliers' page, left out while the marketplace hides its suppliers. */
export const SUPPLIERS_PAGE: PublicPage = '/suppliers';
