import { and, asc, eq, lte, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { authChallenges, passkeys, users } from '../../db/schema/users';

export type PasskeyRow = typeof passkeys.$inferSelect;

export interface StoredChallenge {
  challenge: string;
  userId: string | null;
  expiresAt: Date;
}

/** Stores a challenge and deletes those past their time (nobody can answer them any more). */
export async function insertChallenge(
  db: Database,
  challenge: { challenge: string; userId: string | null; expiresAt: Date },
): Promise<string> {
  await db.delete(authChallenges).where(lte(authChallenges.expiresAt, sql`now()`));
  const [row] = await db.insert(authChallenges).values(challenge).returning({ id: authChallenges.id });
  if (!row) throw new Error('challenge not inserted');
  return row.id;
}

/**
 * Takes a challenge out of the table and returns it (expired or not: the caller decides), so that
 * it can be answered once only, whatever the outcome. Undefined when unknown or already taken.
 */
export async function takeChallengeById(db: Database, id: string): Promise<StoredChallenge | undefined> {
  const [row] = await db.delete(authChallenges).where(eq(authChallenges.id, id)).returning({
    challenge: authChallenges.challenge,
    userId: authChallenges.userId,
    expiresAt: authChallenges.expiresAt,
  });
  return row;
}

/** Like takeChallengeById, for the account's challenge of that value. */
export async function takeChallengeOfUser(
  db: Database,
  userId: string,
  challenge: string,
): Promise<StoredChallenge | undefined> {
  const [row] = await db
    .delete(authChallenges)
    .where(and(eq(authChallenges.userId, userId), eq(authChallenges.challenge, challenge)))
    .returning({
      challenge: authChallenges.challenge,
      userId: authChallenges.userId,
      expiresAt: authChallenges.expiresAt,
    });
  return row;
}

export function selectPasskeysOfUser(db: Database, userId: string): Promise<PasskeyRow[]> {
  return db
    .select()
    .from(passkeys)
    .where(eq(passkeys.userId, userId))
    .orderBy(asc(passkeys.createdAt), asc(passkeys.id));
}

/** A credential with whether its account may sign in (neither suspended nor deleted). */
export async function selectPasskeyForSignIn(
  db: Database,
  id: string,
): Promise<{ passkey: PasskeyRow; isAccountActive: boolean } | undefined> {
  const [row] = await db
    .select({
      passkey: passkeys,
      isBlacklisted: users.isBlacklisted,
      deletedAt: users.deletedAt,
    })
    .from(passkeys)
    .innerJoin(users, eq(users.id, passkeys.userId))
    .where(eq(passkeys.id, id))
    .limit(1);
  if (!row) return undefined;
  return { passkey: row.passkey, isAccountActive: !row.isBlacklisted && row.deletedAt === null };
}

/** Saves a new credential; false when a credential with that id is already registered. */
export async function insertPasskey(db: Database, values: typeof passkeys.$inferInsert): Promise<boolean> {
  const rows = await db
    .insert(passkeys)
    .values(values)
    .onConflictDoNothing({ target: passkeys.id })
    .returning({ id: passkeys.id });
  return rows.length === 1;
}

/**
 * Records a sign-in: the new counter, if the stored one is still `expectedCounter` (a concurrent
 * sign-in with the same answer loses). False when it changed meanwhile.
 */
export async function recordPasskeyUse(
  db: Database,
  id: string,
  change: { expectedCounter: number; counter: number; isBackedUp: boolean },
): Promise<boolean> {
  const rows = await db
    .update(passkeys)
    .set({ counter: change.counter, isBackedUp: change.isBackedUp, lastUsedAt: sql`now()` })
    .where(and(eq(passkeys.id, id), eq(passkeys.counter, change.expectedCounter)))
    .returning({ id: passkeys.id });
  return rows.length === 1;
}

/** Deletes one of the account's passkeys; false when the account has none with that id. */
export async function deletePasskeyOfUser(db: Database, userId: string, id: string): Promise<boolean> {
  const rows = await db
    .delete(passkeys)
    .where(and(eq(passkeys.id, id), eq(passkeys.userId, userId)))
    .returning({ id: passkeys.id });
  return rows.length === 1;
}
