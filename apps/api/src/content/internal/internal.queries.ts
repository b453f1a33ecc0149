import { and, desc, eq, gt, lte, ne, sql } from 'drizzle-orm';
import type { InternalRole } from '@roadbook/domain/internal-area';
import type { Database } from '../../db/client';
import type { PageWindow } from '../../db/list-page';
import { commercialGuideRevisions, internalSessions, internalUsers } from '../../db/schema/internal';

export type InternalUserRow = typeof internalUsers.$inferSelect;

export async function selectInternalUserByRole(
  db: Database,
  role: InternalRole,
): Promise<InternalUserRow | null> {
  const [row] = await db.select().from(internalUsers).where(eq(internalUsers.role, role));
  return row ?? null;
}

export async function selectInternalUserByUsername(
  db: Database,
  username: string,
): Promise<InternalUserRow | null> {
  const [row] = await db.select().from(internalUsers).where(eq(internalUsers.username, username));
  return row ?? null;
}

/** Whether an account of another role than `role` has `username`. */
export async function isUsernameTakenByOtherRole(
  db: Database,
  username: string,
  role: InternalRole,
): Promise<boolean> {
  const [row] = await db
    .select({ id: internalUsers.id })
    .from(internalUsers)
    .where(and(eq(internalUsers.username, username), ne(internalUsers.role, role)));
  return row !== undefined;
}

export async function insertInternalUser(
  db: Database,
  values: { username: string; role: InternalRole; passwordHash: string },
): Promise<void> {
  await db.insert(internalUsers).values(values);
}

export async function updateInternalUser(
  db: Database,
  id: string,
  values: { username?: string; passwordHash?: string },
): Promise<void> {
  await db
    .update(internalUsers)
    .set({ ...values, updatedAt: sql`now()` })
    .where(eq(internalUsers.id, id));
}

export async function insertInternalSession(
  db: Database,
  values: { tokenHash: string; userId: string; expiresAt: Date },
): Promise<void> {
  await db.insert(internalSessions).values(values);
}

/** The account of a live session (not expired); null otherwise. */
export async function selectSessionUser(db: Database, tokenHash: string): Promise<InternalUserRow | null> {
  const [row] = await db
    .select({ user: internalUsers })
    .from(internalSessions)
    .innerJoin(internalUsers, eq(internalUsers.id, internalSessions.userId))
    .where(and(eq(internalSessions.tokenHash, tokenHash), gt(internalSessions.expiresAt, sql`now()`)))
    .limit(1);
  return row?.user ?? null;
}

export async function deleteInternalSession(db: Database, tokenHash: string): Promise<void> {
  await db.delete(internalSessions).where(eq(internalSessions.tokenHash, tokenHash));
}

/** Ends every session of an account (its password or username changed). */
export async function deleteSessionsOf(db: Database, userId: string): Promise<void> {
  await db.delete(internalSessions).where(eq(internalSessions.userId, userId));
}

/** Forgets the sessions that have ended (a few rows: two accounts). */
export async function deleteEndedSessions(db: Database): Promise<void> {
  await db.delete(internalSessions).where(lte(internalSessions.expiresAt, sql`now()`));
}

const revisionRef = {
  id: commercialGuideRevisions.id,
  number: commercialGuideRevisions.number,
  authorName: commercialGuideRevisions.authorName,
  createdAt: commercialGuideRevisions.createdAt,
};

export type RevisionRow = typeof commercialGuideRevisions.$inferSelect;

/** The guide as it stands: its newest revision, or null before the first one. */
export async function selectLatestRevision(db: Database): Promise<RevisionRow | null> {
  const [row] = await db
    .select()
    .from(commercialGuideRevisions)
    .orderBy(desc(commercialGuideRevisions.number))
    .limit(1);
  return row ?? null;
}

export async function selectRevision(db: Database, id: string): Promise<RevisionRow | null> {
  const [row] = await db.select().from(commercialGuideRevisions).where(eq(commercialGuideRevisions.id, id));
  return row ?? null;
}

/** A page of the history, newest first, each with its length and the whole list's total. */
export function selectRevisionPage(db: Database, { limit, offset }: PageWindow) {
  return db
    .select({
      ...revisionRef,
      size: sql<number>`char_length(${commercialGuideRevisions.content})::int`,
      total: sql<number>`(count(*) over ())::int`,
    })
    .from(commercialGuideRevisions)
    .orderBy(desc(commercialGuideRevisions.number))
    .limit(limit)
    .offset(offset);
}

export async function countRevisions(db: Database): Promise<number> {
  const [row] = await db.select({ value: sql<number>`count(*)::int` }).from(commercialGuideRevisions);
  return row?.value ?? 0;
}

/**
 * Saves revision `number`. When another revision took that number meanwhile (two changes written
 * from the same revision), nothing is saved and the answer is null.
 */
export async function insertRevision(
  db: Database,
  values: { number: number; content: string; authorId: string; authorName: string },
): Promise<RevisionRow | null> {
  const [row] = await db
    .insert(commercialGuideRevisions)
    .values(values)
    .onConflictDoNothing({ target: commercialGuideRevisions.number })
    .returning();
  return row ?? null;
}
