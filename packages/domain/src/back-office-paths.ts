// The back office's pages (/admin/…, the web app's BackOfficePages.tsx), apart from site-paths.ts so
// that the public pages' first load never carries them.

/** Each page's address; `:id` is a record's uuid. */
export const BACK_OFFICE_PATHS = {
  dashboard: '/admin',
  signIn: '/admin/sign-in',
  cars: '/admin/cars',
  newCar: '/admin/cars/new',
  importCars: '/admin/cars/import',
  car: '/admin/cars/:id',
  suppliers: '/admin/suppliers',
  audit: '/admin/audit',
} as const;

const UUID = '[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}';

/** The back office's pages below /admin, as the router matches them (lower case, no trailing slash). */
export const BACK_OFFICE_PAGES: readonly RegExp[] = [
  /^\/admin\/(?:sign-in|cars|suppliers|audit)$/,
  new RegExp(`^/admin/cars/(?:new|import|${UUID})$`),
];
