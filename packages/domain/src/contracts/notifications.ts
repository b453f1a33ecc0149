// A user's notifications (product-rules.md § Bookings): each is stored as a code and its
// parameters, so every reader sees it in their own language; read or unread; 30 a page.
import * as z from 'zod/mini';
import { PAGE_SIZE } from '../constants';
import { BOOKING_STATUSES } from '../enums';
import { listPageFields, PageQuerySchema } from './list-page';

export const NOTIFICATION_CODES = [
  /** To the supplier and the admins: a booking was made (at the counter) or paid (online). */
  'newBooking',
  /** To the driver: the provider confirmed the payment. */
  'paymentReceived',
  /** To the supplier and the admins: the driver asked to cancel. */
  'cancelRequested',
  /** To the driver, the supplier and the admins: the booking was cancelled, with its refund. */
  'bookingCancelled',
  /** To the driver: a refund reached the provider. */
  'refundSent',
  /** To the admins: a refund keeps failing and is retried. */
  'refundFailing',
  /** To the driver: the supplier or an admin moved the booking (confirmed, completed…). */
  'statusChanged',
  /** To the driver, the supplier and the admins: dates, places or options changed. */
  'bookingAmended',
  /** To the driver: the pick-up is tomorrow. */
  'pickUpReminder',
  /** To the supplier and the admins: the driver accepted a booking made by hand in their name. */
  'bookingAccepted',
  /** To the supplier and the admins: the driver declined it; the car is free again. */
  'bookingDeclined',
] as const;
export type NotificationCode = (typeof NOTIFICATION_CODES)[number];

/** What a notification's text is made of; every code reads the booking's number and car. */
export const NotificationParamsSchema = z.object({
  number: z.string(),
  car: z.string(),
  /** statusChanged: the new status. */
  status: z.optional(z.enum(BOOKING_STATUSES)),
  /** bookingCancelled, refundSent, refundFailing: the amount given back, in minor units of USD. */
  refundMinor: z.optional(z.int()),
  /** pickUpReminder: the pick-up instant (ISO), told in `timeZone`. */
  at: z.optional(z.string()),
  timeZone: z.optional(z.string()),
});
export type NotificationParams = z.infer<typeof NotificationParamsSchema>;

export const NotificationSchema = z.object({
  id: z.uuid(),
  code: z.enum(NOTIFICATION_CODES),
  params: NotificationParamsSchema,
  /** The booking it speaks of ("view" opens it); null once the booking is gone. */
  bookingId: z.nullable(z.uuid()),
  isRead: z.boolean(),
  createdAt: z.string(),
});
export type Notification = z.infer<typeof NotificationSchema>;

/** GET /api/notifications?page=N: newest first, PAGE_SIZE (30) a page. */
export const NotificationListQuerySchema = z.object({ page: PageQuerySchema });
export const NotificationListSchema = z.object({
  notifications: z.array(NotificationSchema),
  ...listPageFields,
  unread: z.int().check(z.nonnegative()),
});
export type NotificationList = z.infer<typeof NotificationListSchema>;
export const NOTIFICATIONS_PAGE_SIZE = PAGE_SIZE;

/** GET /api/notifications/count, and each `count` event of GET /api/notifications/events. */
export const NotificationCountSchema = z.object({ unread: z.int().check(z.nonnegative()) });
export type NotificationCount = z.infer<typeof NotificationCountSchema>;

/** POST /api/notifications/mark: `ids` or, without them, every notification of the user. */
export const NotificationMarkBodySchema = z.object({
  ids: z.optional(z.array(z.uuid()).check(z.minLength(1), z.maxLength(100))),
  isRead: z.boolean(),
});
export type NotificationMarkBody = z.infer<typeof NotificationMarkBodySchema>;

/** POST /api/notifications/delete: `ids` or, without them, every notification of the user. */
export const NotificationDeleteBodySchema = z.object({
  ids: z.optional(z.array(z.uuid()).check(z.minLength(1), z.maxLength(100))),
});
export type NotificationDeleteBody = z.infer<typeof NotificationDeleteBodySchema>;

/** What mark and delete answer: how many changed, and the unread count after. */
export const NotificationChangeSchema = z.object({
  changed: z.int().check(z.nonnegative()),
  unread: z.int().check(z.nonnegative()),
});
export type NotificationChange = z.infer<typeof NotificationChangeSchema>;
