// GET /api/license/{id}: the driver's licence file, for the driver, the admins and the suppliers of
// their bookings (never public). The browser downloads it from a link: no fetcher.

/** The address of an account's licence file, for a "view my licence" link. */
export function licenceFileUrl(userId: string): string {
  return `/api/license/${encodeURIComponent(userId)}`;
}
