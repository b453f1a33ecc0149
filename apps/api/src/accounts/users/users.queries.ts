import { and, eq, isNotNull, ne, or, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { bookings } from '../../db/schema/bookings';
import { cars } from '../../db/schema/cars';
import { emailMessages } from '../../db/schema/email';
import {
  authChallenges,
  leads,
  passkeys,
  sessions,
  tokens,
  userIdentities,
  users,
} from '../../db/schema/users';

/** Whether another account still shows this (content-named) public image. */
export async function isAvatarShared(db: Database, avatar: string, userId: string): Promise<boolean> {
  const [row] = await db
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.avatar, avatar), ne(users.id, userId)))
    .limit(1);
  return row !== undefined;
}

/**
 * Whether a supplier has a booking this driver made or accepted (it may then read the driver's
 * licence): a booking an agency made by hand in the driver's name unlocks nothing by itself.
 */
export async function hasBookingWith(db: Database, supplierId: string, driverId: string): Promise<boolean> {
  const [row] = await db
    .select({ id: bookings.id })
    .from(bookings)
    .where(
      and(
        eq(bookings.supplierId, supplierId),
        eq(bookings.driverId, driverId),
        isNotNull(bookings.driverAcceptedAt),
      ),
    )
    .limit(1);
  return row !== undefined;
}

/** Whether records that accounting keeps (bookings, a supplier's cars) point at the account. */
export async function isReferenced(db: Database, userId: string): Promise<boolean> {
  const [booking] = await db
    .select({ id: bookings.id })
    .from(bookings)
    .where(or(eq(bookings.driverId, userId), eq(bookings.supplierId, userId)))
    .limit(1);
  if (booking) return true;
  const [car] = await db.select({ id: cars.id }).from(cars).where(eq(cars.supplierId, userId)).limit(1);
  return car !== undefined;
}

/**
 * Removes the ways into an account (its sessions but `keepSessionHash`) and what it gave besides its
 * profile.
 */
export async function deleteAccessAndExtras(
  db: Database,
  userId: string,
  email: string,
  keepSessionHash: string | null = null,
): Promise<void> {
  await db
    .delete(sessions)
    .where(
      keepSessionHash === null
        ? eq(sessions.userId, userId)
        : and(eq(sessions.userId, userId), ne(sessions.tokenHash, keepSessionHash)),
    );
  await db.delete(tokens).where(eq(tokens.userId, userId));
  await db.delete(userIdentities).where(eq(userIdentities.userId, userId));
  await db.delete(passkeys).where(eq(passkeys.userId, userId));
  await db.delete(authChallenges).where(eq(authChallenges.userId, userId));
  await db.delete(leads).where(sql`lower(${leads.email}) = lower(${email})`);
}

export async function deleteUserRow(db: Database, userId: string): Promise<void> {
  await db.delete(users).where(eq(users.id, userId));
}

/** Everything stored about an account, for its "download my data" export. */
export async function selectAccountData(db: Database, userId: string, email: string) {
  const [identities, keys, openSessions, rentals, sentEmails, leadRows] = await Promise.all([
    db
      .select({
        provider: userIdentities.provider,
        email: userIdentities.email,
        createdAt: userIdentities.createdAt,
      })
      .from(userIdentities)
      .where(eq(userIdentities.userId, userId)),
    db
      .select({ name: passkeys.name, createdAt: passkeys.createdAt, lastUsedAt: passkeys.lastUsedAt })
      .from(passkeys)
      .where(eq(passkeys.userId, userId)),
    db
      .select({
        createdAt: sessions.createdAt,
        expiresAt: sessions.expiresAt,
        method: sessions.method,
        userAgent: sessions.userAgent,
      })
      .from(sessions)
      .where(eq(sessions.userId, userId)),
    db
      .select({
        id: bookings.id,
        carId: bookings.carId,
        startsAt: bookings.startsAt,
        endsAt: bookings.endsAt,
        status: bookings.status,
        totalMinor: bookings.totalMinor,
        paidMinor: bookings.paidMinor,
        createdAt: bookings.createdAt,
      })
      .from(bookings)
      .where(eq(bookings.driverId, userId)),
    db
      .select({
        template: emailMessages.template,
        subject: emailMessages.subject,
        status: emailMessages.status,
        createdAt: emailMessages.createdAt,
        sentAt: emailMessages.sentAt,
      })
      .from(emailMessages)
      .where(sql`lower(${emailMessages.toAddress}) = lower(${email})`),
    db
      .select({
        kind: leads.kind,
        fullName: leads.fullName,
        phone: leads.phone,
        company: leads.company,
        message: leads.message,
        createdAt: leads.createdAt,
      })
      .from(leads)
      .where(sql`lower(${leads.email}) = lower(${email})`),
  ]);
  return {
    identities,
    passkeys: keys,
    sessions: openSessions,
    bookings: rentals,
    emails: sentEmails,
    leads: leadRows,
  };
}
