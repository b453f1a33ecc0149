// A user's notifications (product-rules.md § Bookings): written as a code and its parameters in the
// transaction of what they tell, emailed to those whose switch is on, and announced to the user's
// open pages once that transaction has committed. A user reads, marks and deletes only their own.
import { bookingNumber } from '@roadbook/domain/checkout';
import {
  NOTIFICATIONS_PAGE_SIZE,
  NotificationParamsSchema,
  type Notification,
  type NotificationChange,
  type NotificationCode,
  type NotificationList,
  type NotificationParams,
} from '@roadbook/domain/contracts/notifications';
import { NOTIFICATION_CODES } from '@roadbook/domain/contracts/notifications';
import type { Database, DatabaseHandle } from '../../db/client';
import { loadListPage } from '../../db/list-page';
import type { EmailService } from '../../platform/email/email.service';
import type { NotificationBus } from './notification-bus';
import {
  countNotifications,
  deleteNotifications,
  insertNotifications,
  markNotifications,
  selectAdminIds,
  selectBookingParties,
  selectEmailRecipients,
  selectNotificationPage,
} from './notifications.queries';

/** Who hears about a booking. */
export type BookingAudience = 'driver' | 'supplier' | 'admins';

export interface BookingNotice {
  code: NotificationCode;
  audience: readonly BookingAudience[];
  /** Parameters besides the booking's number and car. */
  params?: Omit<NotificationParams, 'number' | 'car'>;
  /**
   * False when a dedicated email already tells it (the booking confirmation and the new-booking
   * notice), so nobody gets two.
   */
  email?: boolean;
}

export interface NotificationsServiceDependencies {
  database: DatabaseHandle;
  emails: Pick<EmailService, 'queue' | 'wake'>;
  bus: NotificationBus;
}

const CODES: ReadonlySet<string> = new Set(NOTIFICATION_CODES);
const isCode = (code: string): code is NotificationCode => CODES.has(code);

export function createNotificationsService({ database, emails, bus }: NotificationsServiceDependencies) {
  const { db } = database;

  async function unread(userId: string) {
    return countNotifications(db, userId, true);
  }

  return {
    /**
     * Writes `notice` about the booking in `tx` for its audience (the acting user excepted: nobody
     * is told what they did themselves) and queues its emails. Resolves with the users told: pass
     * them to `announce` once `tx` has committed.
     */
    async notifyBooking(
      tx: Database,
      bookingId: string,
      notice: BookingNotice,
      actorId: string | null = null,
    ): Promise<string[]> {
      const parties = await selectBookingParties(tx, bookingId);
      if (parties === undefined) return [];
      const audience = new Set<string>();
      if (notice.audience.includes('driver')) audience.add(parties.driverId);
      if (notice.audience.includes('supplier')) audience.add(parties.supplierId);
      if (notice.audience.includes('admins')) for (const id of await selectAdminIds(tx)) audience.add(id);
      if (actorId !== null) audience.delete(actorId);
      const userIds = [...audience];
      if (userIds.length === 0) return [];

      const params = { ...notice.params, number: bookingNumber(bookingId), car: parties.carName };
      await insertNotifications(
        tx,
        userIds.map((userId) => ({ userId, bookingId, code: notice.code, params })),
      );
      if (notice.email !== false) {
        for (const recipient of await selectEmailRecipients(tx, userIds)) {
          await emails.queue(tx, {
            template: 'notification',
            to: recipient.email,
            language: recipient.language,
            params: { fullName: recipient.fullName, code: notice.code, params, bookingId },
          });
        }
      }
      return userIds;
    },

    /** After the commit: the emails leave now and the users' open pages hear of it. */
    announce(userIds: readonly string[]): void {
      if (userIds.length === 0) return;
      emails.wake();
      bus.publish(userIds);
    },

    async list(userId: string, page: number): Promise<NotificationList> {
      const { rows, ...paging } = await loadListPage(
        { page, pageSize: NOTIFICATIONS_PAGE_SIZE },
        (window) => selectNotificationPage(db, userId, window),
        () => countNotifications(db, userId, false),
      );
      const notifications: Notification[] = rows.flatMap((row) => {
        const params = NotificationParamsSchema.safeParse(row.params);
        // A code this version no longer tells is left out rather than shown as a bare key.
        if (!isCode(row.code) || !params.success) return [];
        return [
          {
            id: row.id,
            code: row.code,
            params: params.data,
            bookingId: row.bookingId,
            isRead: row.isRead,
            createdAt: row.createdAt.toISOString(),
          },
        ];
      });
      return { notifications, ...paging, unread: await unread(userId) };
    },

    unread,

    /** Marks the user's `ids` (all when undefined) read or unread. */
    async mark(
      userId: string,
      ids: readonly string[] | undefined,
      isRead: boolean,
    ): Promise<NotificationChange> {
      const changed = await markNotifications(db, userId, ids, isRead);
      if (changed > 0) bus.publish([userId]);
      return { changed, unread: await unread(userId) };
    },

    /** Deletes the user's `ids` (all when undefined). */
    async remove(userId: string, ids: readonly string[] | undefined): Promise<NotificationChange> {
      const changed = await deleteNotifications(db, userId, ids);
      if (changed > 0) bus.publish([userId]);
      return { changed, unread: await unread(userId) };
    },

    /** Calls `listener` whenever `userId`'s notifications change; returns the unsubscribe. */
    subscribe(userId: string, listener: () => void): () => void {
      return bus.subscribe(userId, listener);
    },
  };
}

export type NotificationsService = ReturnType<typeof createNotificationsService>;
