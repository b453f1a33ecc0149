// Sessions (product-rules.md § Accounts and forms): an opaque random token in an http-only cookie;
// the database keeps only its SHA-256, so a copy of the table signs nobody in.
import { hashToken, newToken } from '../../platform/credentials/tokens';
import { and, eq, gt, lte, ne, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { sessions, users } from '../../db/schema/users';

export type SessionMethod = 'password' | 'activation' | 'social' | 'passkey' | 'reset';

export interface SessionRules {
  /** "Stay connected": days the session lasts. */
  sessionDays: number;
  /** Otherwise the cookie ends with the browser, and the session after these hours at most. */
  sessionBrowserHours: number;
}

export interface NewSession {
  token: string;
  tokenHash: string;
  expiresAt: Date;
  isPersistent: boolean;
}

/** The signed-in account as each request sees it. */
export interface SessionUser {
  id: string;
  type: 'admin' | 'supplier' | 'user';
  language: 'en' | 'fr' | 'es';
}

export interface ActiveSession {
  tokenHash: string;
  user: SessionUser;
  method: SessionMethod;
  createdAt: Date;
}

const SESSION_METHODS: readonly SessionMethod[] = ['password', 'activation', 'social', 'passkey', 'reset'];
const isSessionMethod = (value: string): value is SessionMethod =>
  (SESSION_METHODS as readonly string[]).includes(value);

export function createSessionStore(db: Database, rules: SessionRules) {
  return {
    /** Opens a session for `userId`; `tx` when it must commit with the action that signs in. */
    async open(
      userId: string,
      options: { isPersistent: boolean; method: SessionMethod; userAgent?: string | undefined },
      tx: Database = db,
    ): Promise<NewSession> {
      const { token, tokenHash } = newToken();
      const hours = options.isPersistent ? rules.sessionDays * 24 : rules.sessionBrowserHours;
      const expiresAt = new Date(Date.now() + hours * 3_600_000);
      await tx.insert(sessions).values({
        tokenHash,
        userId,
        expiresAt,
        isPersistent: options.isPersistent,
        method: options.method,
        userAgent: options.userAgent?.slice(0, 300) ?? null,
      });
      return { token, tokenHash, expiresAt, isPersistent: options.isPersistent };
    },

    /**
     * The live session of a cookie's token: not expired, its account neither suspended nor deleted.
     * Null otherwise.
     */
    async find(token: string): Promise<ActiveSession | null> {
      const tokenHash = hashToken(token);
      const [row] = await db
        .select({
          tokenHash: sessions.tokenHash,
          method: sessions.method,
          createdAt: sessions.createdAt,
          id: users.id,
          type: users.type,
          language: users.language,
        })
        .from(sessions)
        .innerJoin(users, eq(users.id, sessions.userId))
        .where(
          and(
            eq(sessions.tokenHash, tokenHash),
            gt(sessions.expiresAt, sql`now()`),
            eq(users.isBlacklisted, false),
            sql`${users.deletedAt} is null`,
          ),
        )
        .limit(1);
      if (!row) return null;
      return {
        tokenHash: row.tokenHash,
        method: isSessionMethod(row.method) ? row.method : 'password',
        createdAt: row.createdAt,
        user: { id: row.id, type: row.type, language: row.language },
      };
    },

    async revoke(tokenHash: string): Promise<void> {
      await db.delete(sessions).where(eq(sessions.tokenHash, tokenHash));
    },

    /** Ends every session of the account but `keepTokenHash` (after a password change or reset). */
    async revokeOthers(userId: string, keepTokenHash: string | null, tx: Database = db): Promise<void> {
      await tx
        .delete(sessions)
        .where(
          keepTokenHash === null
            ? eq(sessions.userId, userId)
            : and(eq(sessions.userId, userId), ne(sessions.tokenHash, keepTokenHash)),
        );
    },

    /** Deletes ended sessions. */
    async sweep(): Promise<void> {
      await db.delete(sessions).where(lte(sessions.expiresAt, sql`now()`));
    },
  };
}

export type SessionStore = ReturnType<typeof createSessionStore>;
