import { and, count, desc, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { NotificationCode, NotificationParams } from '@roadbook/domain/contracts/notifications';
import type { Database } from '../../db/client';
import type { PageWindow } from '../../db/list-page';
import { bookings, notifications } from '../../db/schema/bookings';
import { cars } from '../../db/schema/cars';
import { users } from '../../db/schema/users';

export interface NewNotification {
  userId: string;
  bookingId: string | null;
  code: NotificationCode;
  params: NotificationParams;
}

export async function insertNotifications(db: Database, rows: readonly NewNotification[]): Promise<void> {
  if (rows.length === 0) return;
  await db.insert(notifications).values(rows.map((row) => ({ ...row, params: { ...row.params } })));
}

export function selectNotificationPage(db: Database, userId: string, { limit, offset }: PageWindow) {
  return db
    .select({
      id: notifications.id,
      code: notifications.code,
      params: notifications.params,
      bookingId: notifications.bookingId,
      isRead: notifications.isRead,
      createdAt: notifications.createdAt,
      total: sql<number>`(count(*) over ())::int`,
    })
    .from(notifications)
    .where(eq(notifications.userId, userId))
    .orderBy(desc(notifications.createdAt), desc(notifications.id))
    .limit(limit)
    .offset(offset);
}

export async function countNotifications(db: Database, userId: string, onlyUnread: boolean): Promise<number> {
  const [row] = await db
    .select({ value: count() })
    .from(notifications)
    .where(
      onlyUnread
        ? and(eq(notifications.userId, userId), eq(notifications.isRead, false))
        : eq(notifications.userId, userId),
    );
  return row?.value ?? 0;
}

/** The user's notifications `ids`, or all of them when `ids` is undefined. */
const ofUser = (userId: string, ids: readonly string[] | undefined) =>
  ids === undefined
    ? eq(notifications.userId, userId)
    : and(eq(notifications.userId, userId), inArray(notifications.id, [...ids]));

export async function markNotifications(
  db: Database,
  userId: string,
  ids: readonly string[] | undefined,
  isRead: boolean,
): Promise<number> {
  const rows = await db
    .update(notifications)
    .set({ isRead })
    .where(and(ofUser(userId, ids), eq(notifications.isRead, !isRead)))
    .returning({ id: notifications.id });
  return rows.length;
}

export async function deleteNotifications(
  db: Database,
  userId: string,
  ids: readonly string[] | undefined,
): Promise<number> {
  const rows = await db.delete(notifications).where(ofUser(userId, ids)).returning({ id: notifications.id });
  return rows.length;
}

/** A booking's number source, car, driver and supplier, for its notices. */
export async function selectBookingParties(db: Database, bookingId: string) {
  const [row] = await db
    .select({ driverId: bookings.driverId, supplierId: bookings.supplierId, carName: cars.name })
    .from(bookings)
    .innerJoin(cars, eq(cars.id, bookings.carId))
    .where(eq(bookings.id, bookingId));
  return row;
}

/** The admins who hear about every booking: not suspended. */
export async function selectAdminIds(db: Database): Promise<string[]> {
  const rows = await db
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.type, 'admin'), eq(users.isBlacklisted, false), isNull(users.deletedAt)));
  return rows.map(({ id }) => id);
}

/** Of `userIds`, those who take email notifications, with what their email needs. */
export function selectEmailRecipients(db: Database, userIds: readonly string[]) {
  return db
    .select({ id: users.id, email: users.email, fullName: users.fullName, language: users.language })
    .from(users)
    .where(
      and(
        inArray(users.id, [...userIds]),
        eq(users.enableEmailNotifications, true),
        eq(users.isBlacklisted, false),
        isNull(users.deletedAt),
      ),
    );
}
