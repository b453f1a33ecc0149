import { and, eq, gt, isNull, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { tokens, users } from '../../db/schema/users';
import type { UserRow } from './user-dto';

export type TokenPurpose = 'activation' | 'passwordReset';

const notDeleted = isNull(users.deletedAt);

/** The account of an email address (any case), unless deleted. */
export async function selectUserByEmail(db: Database, email: string): Promise<UserRow | undefined> {
  const [row] = await db
    .select()
    .from(users)
    .where(and(sql`lower(${users.email}) = lower(${email})`, notDeleted))
    .limit(1);
  return row;
}

export async function selectUserById(db: Database, id: string): Promise<UserRow | undefined> {
  const [row] = await db
    .select()
    .from(users)
    .where(and(eq(users.id, id), notDeleted))
    .limit(1);
  return row;
}

/** Inserts an account unless one has its address (any case): undefined then. */
export async function insertUserUnlessEmailTaken(
  db: Database,
  values: typeof users.$inferInsert,
): Promise<UserRow | undefined> {
  const [row] = await db.insert(users).values(values).onConflictDoNothing().returning();
  return row;
}

export async function updateUser(
  db: Database,
  id: string,
  values: Partial<typeof users.$inferInsert>,
): Promise<UserRow | undefined> {
  const [row] = await db
    .update(users)
    .set({ ...values, updatedAt: new Date() })
    .where(and(eq(users.id, id), notDeleted))
    .returning();
  return row;
}

/** Replaces the account's tokens of `purpose` by a new one (only the latest link works). */
export async function replaceToken(
  db: Database,
  token: { userId: string; purpose: TokenPurpose; tokenHash: string; expiresAt: Date },
): Promise<void> {
  await db.delete(tokens).where(and(eq(tokens.userId, token.userId), eq(tokens.purpose, token.purpose)));
  await db.insert(tokens).values(token);
}

/** The purpose of a live token of the account, or undefined when it is unknown, used or expired. */
export async function selectLiveToken(
  db: Database,
  userId: string,
  tokenHash: string,
): Promise<TokenPurpose | undefined> {
  const [row] = await db
    .select({ purpose: tokens.purpose })
    .from(tokens)
    .where(and(eq(tokens.userId, userId), eq(tokens.tokenHash, tokenHash), gt(tokens.expiresAt, sql`now()`)))
    .limit(1);
  return row?.purpose;
}

/**
 * Uses a link's token: deletes it when it is live and answers its purpose, so that of two requests
 * with one link only one gets it.
 */
export async function consumeToken(
  db: Database,
  userId: string,
  tokenHash: string,
): Promise<TokenPurpose | undefined> {
  const [row] = await db
    .delete(tokens)
    .where(and(eq(tokens.userId, userId), eq(tokens.tokenHash, tokenHash), gt(tokens.expiresAt, sql`now()`)))
    .returning({ purpose: tokens.purpose });
  return row?.purpose;
}

export async function deleteTokens(db: Database, userId: string): Promise<void> {
  await db.delete(tokens).where(eq(tokens.userId, userId));
}
