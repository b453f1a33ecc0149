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
  supplier: '/admin/suppliers/:id',
  drivers: '/admin/drivers',
  driver: '/admin/drivers/:id',
  leads: '/admin/leads',
  audit: '/admin/audit',
  bookings: '/admin/bookings',
  newBooking: '/admin/bookings/new',
  booking: '/admin/bookings/:id',
  /** The fleet's timeline; `?car=<id>` keeps one car's. */
  calendar: '/admin/calendar',
  locations: '/admin/locations',
  newLocation: '/admin/locations/new',
  location: '/admin/locations/:id',
  countries: '/admin/countries',
  helpArticles: '/admin/help',
  newHelpArticle: '/admin/help/new',
  /** `:id` is the article's own address (`how-to-book`), not a uuid. */
  helpArticle: '/admin/help/:id',
  /** The site settings that change while the site runs (admins). */
  settings: '/admin/settings',
  /** A supplier's own agency: its profile, logo, rental conditions and preferences (suppliers). */
  agencySettings: '/admin/agency',
} as const;
