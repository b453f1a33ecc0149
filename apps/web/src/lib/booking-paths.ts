// The addresses of the bookings, a booking and the notifications, both ways: loaded only by the
// pages and parts that link to them (signed-in users'), so the public pages never carry them.
import type { Language } from '@roadbook/domain/constants';
import type { BookingListQuery } from '@roadbook/domain/contracts/bookings';
import { toSearchParams } from './api-client';
import { LANGUAGE_PARAM, paths, queryInputOf, withLanguage, type QuerySchema } from './paths';

/** A page of the signed-in user's notifications (page 1 has no parameter). */
export function notificationsPath(page: number, language: Language | null = null): string {
  return withLanguage(page === 1 ? paths.notifications : `${paths.notifications}?page=${page}`, language);
}

// ── /booking ───────────────────────────────────────────────────────────────────────────────────

/** The parameter of /booking that names the booking. */
const BOOKING_ID_PARAM = 'b';

/** A booking's own page (`/booking?b=<id>`), where the notifications and the bookings list lead. */
export function bookingPath(bookingId: string, language: Language | null = null): string {
  return withLanguage(`${paths.booking}?${BOOKING_ID_PARAM}=${encodeURIComponent(bookingId)}`, language);
}

/** The anchor of a booking's page that opens its change form (the list's "Change" links to it). */
export const CHANGE_ANCHOR = 'change';

/** The booking a /booking query string names, as written (the page checks it); null when none. */
export function bookingIdOf(params: URLSearchParams): string | null {
  return params.get(BOOKING_ID_PARAM);
}

// ── /bookings, both ways ───────────────────────────────────────────────────────────────────────
// The list's filters and page keep the API's names (GET /api/bookings); the page size is the
// screen's (fewer on a phone), not the address's.

/** The filters and page of the bookings list, as a link names them. */
export type BookingsPathQuery = Partial<Omit<BookingListQuery, 'pageSize'>>;

/** Query → URL: /bookings with its filters; empty ones and page 1 are left out. */
export function bookingsPath(query: BookingsPathQuery, language: Language | null = null): string {
  const { status, supplier, from, to, keyword, page } = query;
  const params = toSearchParams({
    status,
    supplier,
    from: from === '' ? undefined : from,
    to: to === '' ? undefined : to,
    keyword: keyword?.trim() === '' ? undefined : keyword?.trim(),
    page: page === undefined || page === 1 ? undefined : page,
    [LANGUAGE_PARAM]: language ?? undefined,
  }).toString();
  return params === '' ? paths.bookings : `${paths.bookings}?${params}`;
}

/**
 * URL → query: the filters and page a /bookings query string names, checked with the API's contract
 * (`BookingListQuerySchema`, passed in); null when they are not valid.
 */
export function parseBookingsPath<Query>(search: string | URLSearchParams, schema: QuerySchema<Query>) {
  const result = schema.safeParse(queryInputOf(search, (name) => name));
  return result.success ? result.data : null;
}
