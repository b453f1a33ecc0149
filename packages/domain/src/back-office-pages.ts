// The back office's pages as the API tells a page from a missing one (site-paths.ts's isSitePage),
// apart from their addresses (back-office-paths.ts): site-paths.ts, which every page of the web app
// reads, imports these patterns, and a module it imports goes into the first load's shell chunk
// with it, whatever of it the page uses. Keep them in step with BACK_OFFICE_PATHS.

const UUID = '[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}';

/** The back office's pages below /admin, as the router matches them (lower case, no trailing slash). */
export const BACK_OFFICE_PAGES: readonly RegExp[] = [
  /^\/admin\/(?:sign-in|cars|suppliers|audit)$/,
  new RegExp(`^/admin/cars/(?:new|import|${UUID})$`),
  /^\/admin\/(?:bookings|calendar)$/,
  new RegExp(`^/admin/bookings/(?:new|${UUID})$`),
  /^\/admin\/(?:drivers|leads)$/,
  new RegExp(`^/admin/(?:suppliers|drivers)/${UUID}$`),
  /^\/admin\/(?:locations|countries|help)$/,
  new RegExp(`^/admin/locations/(?:new|${UUID})$`),
  /^\/admin\/help\/[a-z0-9]+(?:-[a-z0-9]+)*$/,
  /^\/admin\/(?:settings|agency)$/,
];
