// The internal area's two accounts, made at start (server.ts, under the start-up lock). A role whose
// username and password the settings give gets them (a changed password is hashed again and ends the
// account's sessions). A role without settings keeps its account; on the first start it gets one
// generated — its role as username, a random password — written to a file only its owner may read,
// and said once by the caller. Passwords never reach the log.
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { INTERNAL_ROLES, type InternalRole } from '@roadbook/domain/internal-area';
import type { InternalAccountSettings, InternalCredentials } from '../content-settings';
import type { Database } from '../../db/client';
import { hashPassword, isPasswordCorrect } from '../../platform/credentials/passwords';
import {
  deleteSessionsOf,
  insertInternalUser,
  isUsernameTakenByOtherRole,
  selectInternalUserByRole,
  updateInternalUser,
} from './internal.queries';

export interface InternalAccountsOptions {
  accounts: InternalAccountSettings;
  /** Where generated accounts are written (DATA_DIR/internal-accounts.txt). */
  accountsFile: string;
}

export interface GeneratedInternalAccount extends InternalCredentials {
  role: InternalRole;
}

/** 18 random bytes: 24 characters of base64url, 144 bits. */
export function generatePassword(): string {
  return randomBytes(18).toString('base64url');
}

/** The username a generated account gets: its role, unless the other account has it or is to have it. */
async function freeUsername(db: Database, role: InternalRole, reserved: readonly string[]): Promise<string> {
  return reserved.includes(role) || (await isUsernameTakenByOtherRole(db, role, role))
    ? `${role}-${randomBytes(3).toString('hex')}`
    : role;
}

/** Gives `role`'s account the settings' username and password, making it when missing. */
async function applySettings(db: Database, role: InternalRole, { username, password }: InternalCredentials) {
  if (await isUsernameTakenByOtherRole(db, username, role)) {
    throw new Error(
      `The internal ${role}'s username "${username}" is the other internal account's: choose another one.`,
    );
  }
  const row = await selectInternalUserByRole(db, role);
  if (row === null) {
    await insertInternalUser(db, { username, role, passwordHash: await hashPassword(password) });
    return;
  }
  // Verified first, so that an unchanged password is not hashed again at every start.
  const isSamePassword = await isPasswordCorrect(row.passwordHash, password);
  if (row.username === username && isSamePassword) return;
  await updateInternalUser(db, row.id, {
    username,
    ...(isSamePassword ? {} : { passwordHash: await hashPassword(password) }),
  });
  await deleteSessionsOf(db, row.id);
}

function accountsFileText(generated: readonly GeneratedInternalAccount[]): string {
  return [
    '# Roadbook internal area: accounts generated at first start (role username password).',
    '# The INTERNAL_READER_* and INTERNAL_EDITOR_* settings replace them.',
    ...generated.map(({ role, username, password }) => `${role} ${username} ${password}`),
    '',
  ].join('\n');
}

/** Writes the file anew, created readable and writable by its owner only (never widened by chmod). */
function writeAccountsFile(file: string, generated: readonly GeneratedInternalAccount[]): void {
  fs.mkdirSync(path.dirname(file), { recursive: true });
  fs.rmSync(file, { force: true });
  fs.writeFileSync(file, accountsFileText(generated), { mode: 0o600, flag: 'wx' });
}

/**
 * Makes sure both internal accounts exist, as the settings say. Answers the accounts generated now
 * (none after the first start), already written to `accountsFile`, for the caller to say once.
 */
export async function ensureInternalAccounts(
  db: Database,
  { accounts, accountsFile }: InternalAccountsOptions,
): Promise<GeneratedInternalAccount[]> {
  const reserved = INTERNAL_ROLES.flatMap((role) => accounts[role]?.username ?? []);
  return db.transaction(async (tx) => {
    const generated: GeneratedInternalAccount[] = [];
    for (const role of INTERNAL_ROLES) {
      const settings = accounts[role];
      if (settings !== null) {
        await applySettings(tx, role, settings);
      } else if ((await selectInternalUserByRole(tx, role)) === null) {
        const account = {
          role,
          username: await freeUsername(tx, role, reserved),
          password: generatePassword(),
        };
        await insertInternalUser(tx, {
          username: account.username,
          role,
          passwordHash: await hashPassword(account.password),
        });
        generated.push(account);
      }
    }
    // Written before the accounts are committed: a file that cannot be written leaves no account
    // whose password nobody knows, and the next start tries again.
    if (generated.length > 0) writeAccountsFile(accountsFile, generated);
    return generated;
  });
}
