// Leaving Roadbook (product-rules.md § Accounts and forms): "delete my account" and "delete my data"
// after proving who one is again, with an email receipt, and "download my data". Bookings that
// accounting needs stay, pointing at an anonymised account.
import { DomainError } from '@roadbook/domain/error-codes';
import type { DatabaseHandle } from '../../db/client';
import { selectUserById, updateUser } from '../accounts/accounts.queries';
import type { AccountsService } from '../accounts/accounts.service';
import { requireRecentSignIn } from '../accounts/recent-sign-in';
import type { ActiveSession } from '../accounts/session-store';
import { toUser, type UserRow } from '../accounts/user-dto';
import type { EmailService } from '../../platform/email/email.service';
import type { UsersService } from './users.service';
import { deleteAccessAndExtras, deleteUserRow, isReferenced, selectAccountData } from './users.queries';

export interface LeavingServiceDependencies {
  database: DatabaseHandle;
  /** Removes the uploads of a profile that is gone. */
  users: Pick<UsersService, 'removeUploads'>;
  emails: EmailService;
  /** Checks the password again, counting wrong guesses against the account's limit. */
  accounts: Pick<AccountsService, 'checkPassword'>;
}

export function createLeavingService({ database, users, emails, accounts }: LeavingServiceDependencies) {
  const { db } = database;

  /**
   * The account, once its owner proved it is them again: its password, or — for an account without
   * one — a sign-in of the last minutes (a social or passkey one, since it has no password) (401 auth.reauthenticationRequired).
   */
  async function confirmedAccount(session: ActiveSession, password: string | undefined): Promise<UserRow> {
    const row = await selectUserById(db, session.user.id);
    if (!row) throw new DomainError('common.notFound');
    if (row.passwordHash !== null) {
      if (password === undefined || password === '') throw new DomainError('auth.reauthenticationRequired');
      if (!(await accounts.checkPassword(row.id, password))) throw new DomainError('auth.wrongPassword');
      return row;
    }
    requireRecentSignIn(session);
    return row;
  }

  const erasedProfile = {
    phone: null,
    bio: null,
    location: null,
    birthDate: null,
    avatar: null,
    licence: null,
  } as const;

  return {
    /**
     * Deletes the account: gone entirely when nothing refers to it, else anonymised (no name, no
     * address, no way in) so that its bookings stay whole. The receipt goes to the former address.
     */
    async deleteAccount(session: ActiveSession, password: string | undefined): Promise<void> {
      const row = await confirmedAccount(session, password);
      await db.transaction(async (tx) => {
        await emails.queue(tx, {
          template: 'accountDeleted',
          to: row.email,
          language: row.language,
          params: { fullName: row.fullName },
        });
        await deleteAccessAndExtras(tx, row.id, row.email);
        if (await isReferenced(tx, row.id)) {
          await updateUser(tx, row.id, {
            ...erasedProfile,
            fullName: 'Deleted account',
            email: `deleted-${row.id}@deleted.invalid`,
            passwordHash: null,
            enableEmailNotifications: false,
            isVerified: false,
            approvedAt: null,
            deletedAt: new Date(),
          });
        } else {
          await deleteUserRow(tx, row.id);
        }
      });
      emails.wake();
      await users.removeUploads(row);
    },

    /**
     * Deletes the personal data an account holds beyond what signing in needs (its name and
     * address): phone, birth date, location, bio, avatar, licence, linked sign-ins and passkeys,
     * join-page requests. The account and its bookings stay.
     */
    async deleteData(session: ActiveSession, password: string | undefined) {
      const row = await confirmedAccount(session, password);
      const updated = await db.transaction(async (tx) => {
        await emails.queue(tx, {
          template: 'dataDeleted',
          to: row.email,
          language: row.language,
          params: { fullName: row.fullName },
        });
        // The session that asked stays: the account keeps its name, address and way in.
        await deleteAccessAndExtras(tx, row.id, row.email, session.tokenHash);
        return updateUser(tx, row.id, erasedProfile);
      });
      emails.wake();
      await users.removeUploads(row);
      if (!updated) throw new DomainError('common.notFound');
      return toUser(updated);
    },

    /** Everything stored about the signed-in account, as one JSON document. */
    async exportData(userId: string) {
      const row = await selectUserById(db, userId);
      if (!row) throw new DomainError('common.notFound');
      return {
        exportedAt: new Date().toISOString(),
        account: {
          ...toUser(row),
          createdAt: row.createdAt,
          verifiedAt: row.verifiedAt,
          isSuspended: row.isBlacklisted,
        },
        ...(await selectAccountData(db, row.id, row.email)),
      };
    },
  };
}

export type LeavingService = ReturnType<typeof createLeavingService>;
