// Signing up, in and out, and the links of the validation and password-reset emails
// (product-rules.md § Accounts and forms).
import {
  ChangePasswordSchema,
  makeSignUpSchema,
  FirstPasswordSchema,
  PasswordResetRequestSchema,
  SignInSchema,
} from '@roadbook/domain/account-schemas';
import type { Language } from '@roadbook/domain/constants';
import { VALIDATION_LINK_HOURS } from '@roadbook/domain/constants';
import type { ActivateBody, TokenCheck, User, UserTypeAnswer } from '@roadbook/domain/contracts/accounts';
import { DomainError } from '@roadbook/domain/error-codes';
import { PasswordSchema } from '@roadbook/domain/schema-fields';
import type { DatabaseHandle } from '../../db/client';
import { addressKey } from '../../http/client-address';
import { parseRequestPart } from '../../http/parse-input';
import { requireRecaptcha, type Recaptcha } from '../../integrations/recaptcha/recaptcha';
import type { users } from '../../db/schema/users';
import type { EmailService } from '../../platform/email/email.service';
import {
  consumeToken,
  deleteTokens,
  insertUserUnlessEmailTaken,
  replaceToken,
  selectLiveToken,
  selectUserByEmail,
  selectUserById,
  updateUser,
  type TokenPurpose,
} from './accounts.queries';
import type { FailureLimiters } from '../../platform/credentials/failure-limiter';
import { createSignInLimits, type SignInLimitSettings } from '../../platform/credentials/sign-in-limits';
import { hashPassword, isPasswordCorrect } from '../../platform/credentials/passwords';
import { requireRecentSignIn } from './recent-sign-in';
import { hashToken, newToken } from '../../platform/credentials/tokens';
import type { ActiveSession, NewSession, SessionStore } from './session-store';
import { toUser, type UserRow } from './user-dto';
import type { CurrentSiteSettings } from '../../platform/site-settings/site-settings.service';

export interface AccountsServiceDependencies {
  database: DatabaseHandle;
  sessions: SessionStore;
  emails: EmailService;
  timeZone: string;
  /** The site settings now: the youngest an account holder may be (minimumAge). */
  siteSettings: CurrentSiteSettings;
  /** The public forms' guard (sign-up), when reCAPTCHA is on. */
  recaptcha: Recaptcha;
  signInLimits: SignInLimitSettings;
  /** Where failed sign-ins are counted: this process's memory, or Redis for several processes. */
  failureLimiters: FailureLimiters;
}

/** Who is asking, as the routes know it. */
export interface Requester {
  ip: string;
  userAgent?: string | undefined;
  language: Language;
}

/** A new account that must confirm its address: a driver's or a supplier's sign-up. */
export type NewAccount = Pick<
  typeof users.$inferInsert,
  'type' | 'fullName' | 'email' | 'phone' | 'birthDate' | 'language'
> & { password: string };

/** Where a sign-in happens: the site, or the back office (admins and suppliers only). */
export type SignInArea = 'frontend' | 'backend';

/** What a driver's account made by a booking is made of. */
export interface NewDriver {
  fullName: string;
  email: string;
  phone: string | null;
  birthDate: string | null;
  /** The language its emails speak. */
  language: Language;
}

export interface SignedInResult {
  user: User;
  session: NewSession;
}

const LINK_PAGES: Record<TokenPurpose, `/${string}`> = {
  activation: '/activate',
  passwordReset: '/reset-password',
};

export function createAccountsService(deps: AccountsServiceDependencies) {
  const { db } = deps.database;
  const { sessions, emails } = deps;
  const limits = createSignInLimits(deps.failureLimiters, deps.signInLimits, {
    names: { account: 'account', address: 'address' },
    delayCode: 'auth.signInDelayed',
  });

  /** Queues the email with a one-day link of `purpose` for `user`, in the transaction `tx`. */
  async function queueLink(tx: typeof db, user: UserRow, purpose: TokenPurpose, template?: 'setPassword') {
    const { token, tokenHash } = newToken();
    const expiresAt = new Date(Date.now() + VALIDATION_LINK_HOURS * 3_600_000);
    await replaceToken(tx, { userId: user.id, purpose, tokenHash, expiresAt });
    const link = emails.link(LINK_PAGES[purpose], { u: user.id, e: user.email, t: token }, user.language);
    await emails.queue(tx, {
      template: template ?? (purpose === 'activation' ? 'accountActivation' : 'passwordReset'),
      to: user.email,
      language: user.language,
      params: { fullName: user.fullName, link },
    });
  }

  /**
   * Makes an account that must confirm its address and queues its activation email, with whatever
   * `alongside` queues, in one transaction: 409 validation.emailAlreadyRegistered when an account
   * has the address.
   */
  async function createUnverifiedAccount(
    { password, ...account }: NewAccount,
    alongside?: (tx: typeof db, row: UserRow) => Promise<unknown>,
  ): Promise<User> {
    if (await selectUserByEmail(db, account.email))
      throw new DomainError('validation.emailAlreadyRegistered');
    const passwordHash = await hashPassword(password);
    const user = await db.transaction(async (tx) => {
      const row = await insertUserUnlessEmailTaken(tx, { ...account, passwordHash });
      if (!row) throw new DomainError('validation.emailAlreadyRegistered');
      await queueLink(tx, row, 'activation');
      await alongside?.(tx, row);
      return row;
    });
    emails.wake();
    return toUser(user);
  }

  async function liveUser(id: string): Promise<UserRow> {
    const row = await selectUserById(db, id);
    if (!row) throw new DomainError('common.notFound');
    return row;
  }

  return {
    async signUp(body: unknown, requester: Requester, now: Date): Promise<User> {
      const input = parseRequestPart(
        makeSignUpSchema(now, {
          minimumAge: (await deps.siteSettings()).minimumAge,
          timeZone: deps.timeZone,
        }),
        body,
        'body',
      );
      await requireRecaptcha(deps.recaptcha, input.recaptchaToken, requester.ip);
      return createUnverifiedAccount({
        type: 'user',
        fullName: input.fullName,
        email: input.email,
        password: input.password,
        phone: input.phone ?? null,
        birthDate: input.birthDate,
        language: input.language ?? requester.language,
      });
    },

    createUnverifiedAccount,

    /** Whether an address may still be used to sign up (409 validation.emailAlreadyRegistered). */
    async checkEmailFree(email: string): Promise<void> {
      if (await selectUserByEmail(db, email)) throw new DomainError('validation.emailAlreadyRegistered');
    },

    /**
     * Where an address's account signs in: `user` (the site) or `supplier` (the back office), which
     * admins answer too, so that the lookup never tells who is an admin.
     */
    async userType(email: string): Promise<UserTypeAnswer> {
      const row = await selectUserByEmail(db, email);
      if (!row) throw new DomainError('common.notFound');
      return { type: row.type === 'user' ? 'user' : 'supplier' };
    },

    /**
     * Signs in with a password, within the sign-in limits (sign-in-limits.ts): past the account's
     * failures each attempt waits a growing delay, past the address's it waits the window (429
     * auth.signInDelayed, before the password is checked, so a limit says nothing about whether the
     * account exists). The back office (`area` backend) is for admins and suppliers: a driver's right
     * password opens no session there (403 auth.backOfficeOnly).
     */
    async signIn(
      body: unknown,
      requester: Requester,
      area: SignInArea = 'frontend',
    ): Promise<SignedInResult> {
      const input = parseRequestPart(SignInSchema, body, 'body');
      const address = addressKey(requester.ip);
      // Counted as a failure from here until the password proves right.
      await limits.claim(input.email, address);
      const row = await selectUserByEmail(db, input.email);
      if (!(await isPasswordCorrect(row?.passwordHash ?? null, input.password)) || !row) {
        throw new DomainError('auth.incorrectCredentials');
      }
      await limits.succeeded(input.email, address);
      if (row.isBlacklisted) throw new DomainError('auth.accountSuspended');
      if (area === 'backend' && row.type === 'user') throw new DomainError('auth.backOfficeOnly');
      const session = await sessions.open(row.id, {
        isPersistent: input.stayConnected === true,
        method: 'password',
        userAgent: requester.userAgent,
      });
      return { user: toUser(row), session };
    },

    async signOut(tokenHash: string): Promise<void> {
      await sessions.revoke(tokenHash);
    },

    async currentUser(userId: string): Promise<User> {
      return toUser(await liveUser(userId));
    },

    /** The purpose of a link's token (410 auth.activationLinkExpired when unknown, used or expired). */
    async checkToken(userId: string, email: string, token: string): Promise<TokenCheck> {
      const row = await selectUserById(db, userId);
      const purpose =
        row && row.email.toLowerCase() === email.toLowerCase()
          ? await selectLiveToken(db, userId, hashToken(token))
          : undefined;
      if (!row || !purpose) throw new DomainError('auth.activationLinkExpired');
      return { purpose, hasPassword: row.passwordHash !== null };
    },

    /**
     * Follows a link: an activation verifies the address (and sets the password of an account made
     * without one); a reset sets a new password and ends the account's other sessions. Either signs in.
     */
    async activate(body: ActivateBody, requester: Requester): Promise<SignedInResult> {
      const row = await selectUserById(db, body.userId);
      const purpose = row ? await selectLiveToken(db, body.userId, hashToken(body.token)) : undefined;
      if (!row || !purpose) throw new DomainError('auth.activationLinkExpired');
      if (row.isBlacklisted) throw new DomainError('auth.accountSuspended');
      const needsPassword = purpose === 'passwordReset' || row.passwordHash === null;
      const password = needsPassword
        ? parseRequestPart(PasswordSchema, body.password ?? '', 'body')
        : undefined;
      const passwordHash = password === undefined ? undefined : await hashPassword(password);
      const result = await db.transaction(async (tx) => {
        // Used here, inside the change: of two requests with one link, one wins.
        if ((await consumeToken(tx, row.id, hashToken(body.token))) !== purpose) {
          throw new DomainError('auth.activationLinkExpired');
        }
        const updated = await updateUser(tx, row.id, {
          ...(passwordHash ? { passwordHash } : {}),
          ...(row.isVerified ? {} : { isVerified: true, verifiedAt: new Date() }),
        });
        if (!updated) throw new DomainError('auth.activationLinkExpired');
        await deleteTokens(tx, row.id);
        // A new password, or an address proved for the first time: sessions opened before end.
        if (passwordHash || !row.isVerified) await sessions.revokeOthers(row.id, null, tx);
        const session = await sessions.open(
          row.id,
          {
            isPersistent: false,
            method: purpose === 'activation' ? 'activation' : 'reset',
            userAgent: requester.userAgent,
          },
          tx,
        );
        if (purpose === 'passwordReset') {
          await emails.queue(tx, {
            template: 'passwordChanged',
            to: updated.email,
            language: updated.language,
            params: { fullName: updated.fullName },
          });
        }
        return { user: toUser(updated), session };
      });
      emails.wake();
      // The link proved the mailbox: failed sign-ins (someone else's, say) no longer delay its owner.
      await limits.forgetAccount(result.user.email);
      return result;
    },

    async deleteTokens(userId: string): Promise<void> {
      await deleteTokens(db, userId);
    },

    /** Sends the validation link again to the signed-in account, unless it is already verified. */
    async resendValidationLink(userId: string): Promise<void> {
      const row = await liveUser(userId);
      if (row.isVerified) return;
      await db.transaction((tx) => queueLink(tx, row, 'activation'));
      emails.wake();
    },

    /**
     * Sends a validation link (not yet verified accounts) or a password-reset link to an address;
     * 404 auth.emailNotRegistered when no account has it.
     */
    async resend(email: string, isPasswordReset: boolean): Promise<void> {
      const { email: address } = parseRequestPart(PasswordResetRequestSchema, { email }, 'params');
      const row = await selectUserByEmail(db, address);
      if (!row) throw new DomainError('auth.emailNotRegistered');
      if (row.isBlacklisted) throw new DomainError('auth.accountSuspended');
      if (!isPasswordReset && row.isVerified) return;
      await db.transaction((tx) => queueLink(tx, row, isPasswordReset ? 'passwordReset' : 'activation'));
      emails.wake();
    },

    /**
     * A driver's account made by a booking for someone who has none — a visitor's checkout, a
     * booking made by hand in the back office (product-rules.md § Roles): not verified, without a
     * password until the "set your password" email, queued in the same transaction, sets one. 409
     * validation.emailAlreadyRegistered (at `emailField`) when an account has the address meanwhile.
     */
    async createDriverAccount(tx: typeof db, driver: NewDriver, emailField: string): Promise<UserRow> {
      const row = await insertUserUnlessEmailTaken(tx, { type: 'user', ...driver });
      if (!row) throw new DomainError('validation.emailAlreadyRegistered', { field: emailField });
      await queueLink(tx, row, 'activation', 'setPassword');
      return row;
    },

    /** The account of `id`, as a booking reads and completes it (undefined once deleted). */
    accountRow: (tx: typeof db, id: string) => selectUserById(tx, id),
    /** The account of `email` (any case). */
    accountRowByEmail: (tx: typeof db, email: string) => selectUserByEmail(tx, email),
    /** Completes the account of `id` with details a booking gave (its driver's, its licence). */
    updateAccount: (tx: typeof db, id: string, values: Partial<typeof users.$inferInsert>) =>
      updateUser(tx, id, values),

    async hasPassword(userId: string): Promise<boolean> {
      return (await liveUser(userId)).passwordHash !== null;
    },

    /** Whether `password` is the account's; wrong guesses count against the account's limit. */
    async checkPassword(userId: string, password: string): Promise<boolean> {
      const key = `check:${userId}`;
      if ((await limits.claimAccount(key)) > 0) throw new DomainError('common.rateLimited');
      const isCorrect = await isPasswordCorrect((await liveUser(userId)).passwordHash, password);
      if (isCorrect) await limits.resetAccount(key);
      return isCorrect;
    },

    /**
     * Changes the password (the current one first, unless the account has none yet, as after a
     * social sign-in); the account's other sessions end and a notice is emailed.
     */
    async changePassword(session: ActiveSession, body: unknown): Promise<void> {
      const row = await liveUser(session.user.id);
      const key = `check:${row.id}`;
      let newPassword: string;
      if (row.passwordHash === null) {
        ({ newPassword } = parseRequestPart(FirstPasswordSchema, body, 'body'));
        // A first password is a new way in: only right after signing in.
        requireRecentSignIn(session);
      } else {
        const input = parseRequestPart(ChangePasswordSchema, body, 'body');
        if ((await limits.claimAccount(key)) > 0) throw new DomainError('common.rateLimited');
        if (!(await isPasswordCorrect(row.passwordHash, input.currentPassword))) {
          throw new DomainError('auth.wrongPassword');
        }
        await limits.resetAccount(key);
        newPassword = input.newPassword;
      }
      const passwordHash = await hashPassword(newPassword);
      await db.transaction(async (tx) => {
        await updateUser(tx, row.id, { passwordHash });
        await deleteTokens(tx, row.id);
        await sessions.revokeOthers(row.id, session.tokenHash, tx);
        await emails.queue(tx, {
          template: 'passwordChanged',
          to: row.email,
          language: row.language,
          params: { fullName: row.fullName },
        });
      });
      emails.wake();
    },
  };
}

export type AccountsService = ReturnType<typeof createAccountsService>;
