// Bookings as GET /api/bookings lists them, and a fake of the bookings API that keeps them and
// applies the domain's rules for the reader: the status table, deletions, cancel requests, and the
// pages of the bookings given whole (GET and DELETE /api/bookings/{id}).
import { bookingReaderOf, canDeleteBooking, canRequestCancellation } from '@roadbook/domain/booking-actions';
import { canTransitionBooking } from '@roadbook/domain/booking-status';
import { UserSchema, type User } from '@roadbook/domain/contracts/accounts';
import {
  BookingDeleteBodySchema,
  BookingListItemSchema,
  BookingStatusBodySchema,
  type Booking,
  type BookingListItem,
} from '@roadbook/domain/contracts/bookings';

import { DRIVER } from './account.fixture';
import { errorResponse, jsonResponse, type MockRequest } from './api-mock';
import { makeBooking } from './checkout.fixture';
import { currentRequestUrl } from './current-request';

export const ADMIN: User = UserSchema.parse({
  ...DRIVER,
  id: '9e8d7c6b-5a49-4837-a261-5f4e3d2c1b0a',
  type: 'admin',
  fullName: 'Ada Admin',
  email: 'ada@roadbook.example',
});

export const COSTA = { id: '0d9f3b2a-7c6e-4a1b-9f8e-2c3d4e5f6a7b', name: 'Costa Rent', logo: null };

/** Booking RB-<1000 + n> of Jane Driver with Costa Rent, for 3 days in June 2099 (yet to come). */
export function bookingOf(n: number, change: Partial<BookingListItem> = {}): BookingListItem {
  const suffix = String(n).padStart(12, '0');
  return BookingListItemSchema.parse({
    id: `20000000-0000-4000-8000-${suffix}`,
    number: `RB-${1000 + n}`,
    car: { id: `30000000-0000-4000-8000-${suffix}`, name: 'Renault Clio', image: null },
    supplier: COSTA,
    driver: { id: DRIVER.id, fullName: DRIVER.fullName },
    from: '2099-06-01T10:00:00.000Z',
    to: '2099-06-04T10:00:00.000Z',
    days: 3,
    status: 'pending',
    paymentChoice: 'counter',
    options: [],
    totalMinor: 30_000,
    paidMinor: 0,
    dueAtCounterMinor: 30_000,
    isCancelRequested: false,
    isAwaitingDriver: false,
    ...change,
  });
}

/** Four bookings in four states: waiting at the counter, paid, cancelled, asked to cancel. */
export const PENDING = bookingOf(1);
export const PAID = bookingOf(2, {
  car: { id: '30000000-0000-4000-8000-000000000002', name: 'Peugeot 208', image: null },
  status: 'paid',
  paymentChoice: 'full',
  totalMinor: 45_000,
  paidMinor: 45_000,
  dueAtCounterMinor: 0,
});
export const CANCELLED = bookingOf(3, {
  car: { id: '30000000-0000-4000-8000-000000000003', name: 'Fiat 500', image: null },
  status: 'cancelled',
});
export const CANCEL_ASKED = bookingOf(4, {
  car: { id: '30000000-0000-4000-8000-000000000004', name: 'Seat Ibiza', image: null },
  status: 'confirmed',
  isCancelRequested: true,
});

/** A whole booking as the list tells it. */
export function listItemOf(booking: Booking): BookingListItem {
  const { id, fullName } = booking.driver;
  return BookingListItemSchema.parse({ ...booking, driver: { id, fullName } });
}

/** `n` bookings waiting at the counter. */
export function manyBookings(n: number): BookingListItem[] {
  return Array.from({ length: n }, (_, index) => bookingOf(index + 1));
}

function matches(booking: BookingListItem, params: URLSearchParams): boolean {
  const statuses = params.getAll('status');
  const suppliers = params.getAll('supplier');
  const keyword = params.get('keyword')?.toLowerCase();
  const text = [booking.number, booking.car.name, booking.supplier.name, booking.driver.fullName];
  return (
    (statuses.length === 0 || statuses.includes(booking.status)) &&
    (suppliers.length === 0 || suppliers.includes(booking.supplier.id)) &&
    (keyword === undefined || text.some((part) => part.toLowerCase().includes(keyword)))
  );
}

/** The bookings API over `initial` and the whole bookings `details` (whose pages it answers), as `user` sees it. */
export function bookingsApi(
  user: User,
  initial: readonly BookingListItem[],
  details: readonly Booking[] = [],
) {
  let bookings = [...initial, ...details.map(listItemOf)];
  const reader = bookingReaderOf(user.type);
  const byId = (id: string) => bookings.find((booking) => booking.id === id);
  /** Deletes those the rules allow the reader to. */
  const remove = (ids: readonly string[]) => {
    const gone = ids.filter((id) => {
      const booking = byId(id);
      return booking !== undefined && canDeleteBooking(booking, reader);
    });
    bookings = bookings.filter((booking) => !gone.includes(booking.id));
    return {
      updated: gone,
      refused: ids.filter((id) => !gone.includes(id)).map((id) => ({ id, code: 'booking.deleteRefused' })),
    };
  };
  const pages = Object.fromEntries(
    details.map((detail) => [
      `/api/bookings/${detail.id}`,
      ({ method }: MockRequest) => {
        const current = byId(detail.id);
        if (current === undefined) return errorResponse(404, 'common.notFound');
        if (method === 'DELETE') {
          return remove([detail.id]).refused.length === 0
            ? new Response(null, { status: 204 })
            : errorResponse(409, 'booking.deleteRefused');
        }
        const { status, isCancelRequested, isAwaitingDriver } = current;
        return jsonResponse({ booking: { ...detail, status, isCancelRequested, isAwaitingDriver } });
      },
    ]),
  );
  const cancelRequests = Object.fromEntries(
    bookings.map((booking) => [
      `/api/bookings/${booking.id}/cancel-request`,
      () => {
        const current = byId(booking.id);
        const facts = current && { ...current, startsAt: new Date(current.from) };
        if (facts === undefined || !canRequestCancellation(facts, reader, new Date())) {
          return errorResponse(409, 'booking.cancelRequestRefused');
        }
        bookings = bookings.map((other) =>
          other.id === booking.id ? { ...other, isCancelRequested: true } : other,
        );
        const { id, number, car, supplier, status } = booking;
        return jsonResponse({
          booking: makeBooking({ id, number, car, supplier, status, isCancelRequested: true }),
        });
      },
    ]),
  );
  // The driver's answer to a booking made by hand in their name.
  const answers = Object.fromEntries(
    bookings.flatMap((booking) =>
      (['accept', 'decline'] as const).map((answer) => [
        `/api/bookings/${booking.id}/${answer}`,
        () => {
          const current = byId(booking.id);
          if (current === undefined || reader !== 'driver' || !current.isAwaitingDriver) {
            return errorResponse(409, 'booking.answerRefused');
          }
          const answered = {
            ...current,
            isAwaitingDriver: answer === 'decline',
            status: answer === 'decline' ? ('cancelled' as const) : current.status,
          };
          bookings = bookings.map((other) => (other.id === booking.id ? answered : other));
          const detail = details.find(({ id }) => id === booking.id);
          return jsonResponse({ booking: { ...detail, ...answered, driver: detail?.driver } });
        },
      ]),
    ),
  );
  return {
    handlers: {
      '/api/bookings': () => {
        const params = currentRequestUrl().searchParams;
        const page = Number(params.get('page') ?? '1');
        const pageSize = Number(params.get('pageSize') ?? '20');
        const found = bookings.filter((booking) => matches(booking, params));
        return jsonResponse({
          bookings: found.slice((page - 1) * pageSize, page * pageSize),
          total: found.length,
          page,
          pageSize,
        });
      },
      '/api/bookings/status': ({ body }: MockRequest) => {
        const { ids, status } = BookingStatusBodySchema.parse(body);
        const moved = ids.filter((id) => {
          const booking = byId(id);
          return booking !== undefined && canTransitionBooking(booking.status, status, reader);
        });
        bookings = bookings.map((booking) => (moved.includes(booking.id) ? { ...booking, status } : booking));
        return jsonResponse({
          updated: moved,
          refused: ids
            .filter((id) => !moved.includes(id))
            .map((id) => ({ id, code: 'booking.transitionRefused' })),
        });
      },
      '/api/bookings/delete': ({ body }: MockRequest) =>
        jsonResponse(remove(BookingDeleteBodySchema.parse(body).ids)),
      ...cancelRequests,
      ...answers,
      ...pages,
    },
  };
}
