// The signed-in user's notifications, and a fake of their API that keeps them: marking and
// deleting change what the list and the count answer next.
import {
  NOTIFICATIONS_PAGE_SIZE,
  NotificationDeleteBodySchema,
  NotificationMarkBodySchema,
  NotificationSchema,
  type Notification,
} from '@roadbook/domain/contracts/notifications';

import { jsonResponse, type MockRequest } from './api-mock';
import { currentRequestUrl } from './current-request';

/** A notification of booking RB-<n>, unread, from 5 March 2026 at noon (UTC) minus `n` minutes. */
export function notificationOf(n: number, change: Partial<Notification> = {}): Notification {
  const id = `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`;
  return NotificationSchema.parse({
    id,
    code: 'newBooking',
    params: { number: `RB-${1000 + n}`, car: 'Renault Clio' },
    bookingId: `10000000-0000-4000-8000-${String(n).padStart(12, '0')}`,
    isRead: false,
    createdAt: new Date(Date.UTC(2026, 2, 5, 12, -n)).toISOString(),
    ...change,
  });
}

/** Three kinds: a new booking (unread), a status change (read), a cancellation of a deleted booking. */
export const NEW_BOOKING = notificationOf(1);
export const CONFIRMED = notificationOf(2, {
  code: 'statusChanged',
  params: { number: 'RB-1002', car: 'Peugeot 208', status: 'confirmed' },
  isRead: true,
});
export const CANCELLED = notificationOf(3, {
  code: 'bookingCancelled',
  params: { number: 'RB-1003', car: 'Fiat 500' },
  bookingId: null,
});

/** `n` notifications of new bookings, newest first. */
export function manyNotifications(n: number): Notification[] {
  return Array.from({ length: n }, (_, index) => notificationOf(index + 1));
}

/** The notifications API over `initial`, answering as the real one does. */
export function notificationsApi(initial: readonly Notification[]) {
  let notifications = [...initial];
  const unread = () => notifications.filter((notification) => !notification.isRead).length;
  const chosen = (ids: readonly string[] | undefined) => (notification: Notification) =>
    ids === undefined || ids.includes(notification.id);
  return {
    /** A notification comes, newest. */
    receive: (notification: Notification) => {
      notifications = [notification, ...notifications];
    },
    handlers: {
      '/api/notifications': () => {
        const page = Number(currentRequestUrl().searchParams.get('page') ?? '1');
        const start = (page - 1) * NOTIFICATIONS_PAGE_SIZE;
        return jsonResponse({
          notifications: notifications.slice(start, start + NOTIFICATIONS_PAGE_SIZE),
          total: notifications.length,
          page,
          pageSize: NOTIFICATIONS_PAGE_SIZE,
          unread: unread(),
        });
      },
      '/api/notifications/count': () => jsonResponse({ unread: unread() }),
      '/api/notifications/mark': ({ body }: MockRequest) => {
        const { ids, isRead } = NotificationMarkBodySchema.parse(body);
        const changed = notifications.filter((n) => chosen(ids)(n) && n.isRead !== isRead).length;
        notifications = notifications.map((n) => (chosen(ids)(n) ? { ...n, isRead } : n));
        return jsonResponse({ changed, unread: unread() });
      },
      '/api/notifications/delete': ({ body }: MockRequest) => {
        const { ids } = NotificationDeleteBodySchema.parse(body);
        const before = notifications.length;
        notifications = notifications.filter((n) => !chosen(ids)(n));
        return jsonResponse({ changed: before - notifications.length, unread: unread() });
      },
    },
  };
}
