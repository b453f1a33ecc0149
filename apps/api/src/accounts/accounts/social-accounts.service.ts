// Social sign-in (Google, Apple, Facebook): the provider vouches for the person, we find or make
// their account. A first sign-in makes a verified account; a later one with the same verified email
// signs into it and links the provider (product-rules.md § Accounts and forms).
import { and, eq } from 'drizzle-orm';
import type { SocialSignInBody } from '@roadbook/domain/contracts/accounts';
import { DomainError } from '@roadbook/domain/error-codes';
import type { DatabaseHandle } from '../../db/client';
import { userIdentities } from '../../db/schema/users';
import type { SocialIdentity, SocialSignIn } from '../../integrations/social-sign-in/social-sign-in';
import {
  deleteTokens,
  insertUserUnlessEmailTaken,
  selectUserByEmail,
  selectUserById,
  updateUser,
} from './accounts.queries';
import type { Requester, SignedInResult } from './accounts.service';
import type { SessionStore } from './session-store';
import { toUser, type UserRow } from './user-dto';

export interface SocialAccountsServiceDependencies {
  database: DatabaseHandle;
  sessions: SessionStore;
  socialSignIn: SocialSignIn;
}

export function createSocialAccountsService({
  database,
  sessions,
  socialSignIn,
}: SocialAccountsServiceDependencies) {
  const { db } = database;

  /** The account this identity signs into, linking or making it when needed. */
  async function accountOf(
    identity: SocialIdentity,
    body: SocialSignInBody,
    requester: Requester,
  ): Promise<UserRow> {
    const [linked] = await db
      .select({ userId: userIdentities.userId })
      .from(userIdentities)
      .where(
        and(eq(userIdentities.provider, identity.provider), eq(userIdentities.subject, identity.subject)),
      )
      .limit(1);
    if (linked) {
      const row = await selectUserById(db, linked.userId);
      if (row) return row;
    }
    // Without an address the provider vouches for, no account can be found or made safely.
    if (identity.email === null || !identity.isEmailVerified)
      throw new DomainError('auth.socialSignInFailed');
    const email = identity.email.toLowerCase();
    return db.transaction(async (tx) => {
      // A sign-up of the same address at the same moment may win the insert: then it is the account.
      const created = (await selectUserByEmail(tx, email))
        ? undefined
        : await insertUserUnlessEmailTaken(tx, {
            type: 'user',
            email,
            fullName: (identity.fullName ?? body.fullName ?? '').trim() || email.split('@')[0] || email,
            language: body.language ?? requester.language,
            isVerified: true,
            verifiedAt: new Date(),
          });
      const row = created ?? (await selectUserByEmail(tx, email));
      if (!row) throw new DomainError('auth.socialSignInFailed');
      const isSquatted = row !== created && !row.isVerified;
      if (isSquatted) {
        // Whoever made this account never proved the address: the provider now has. What they set
        // (a password, sessions, pending links) goes, so a squatter keeps no way in.
        await updateUser(tx, row.id, { isVerified: true, verifiedAt: new Date(), passwordHash: null });
        await deleteTokens(tx, row.id);
        await sessions.revokeOthers(row.id, null, tx);
      }
      await tx
        .insert(userIdentities)
        .values({ provider: identity.provider, subject: identity.subject, userId: row.id, email })
        .onConflictDoNothing();
      return { ...row, isVerified: true, passwordHash: isSquatted ? null : row.passwordHash };
    });
  }

  return {
    /** The providers whose buttons the site shows. */
    providers: socialSignIn.providers,

    async signIn(body: SocialSignInBody, requester: Requester): Promise<SignedInResult> {
      const identity = await socialSignIn.verify(body.provider, body.token);
      const row = await accountOf(identity, body, requester);
      if (row.isBlacklisted) throw new DomainError('auth.accountSuspended');
      const session = await sessions.open(row.id, {
        isPersistent: body.stayConnected === true,
        method: 'social',
        userAgent: requester.userAgent,
      });
      return { user: toUser(row), session };
    },
  };
}

export type SocialAccountsService = ReturnType<typeof createSocialAccountsService>;
