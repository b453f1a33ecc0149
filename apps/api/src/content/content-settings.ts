// The content area's settings: the internal area's accounts (content/internal), each set by a
// username and a password together. A role left unset gets an account generated on the first start,
// written to DATA_DIR/internal-accounts.txt. Passwords are never logged.
import path from 'node:path';
import { z } from 'zod';
import {
  INTERNAL_PASSWORD_MIN_LENGTH,
  INTERNAL_USERNAME_PATTERN,
  type InternalRole,
} from '@roadbook/domain/internal-area';
import { PASSWORD_MAX_LENGTH } from '@roadbook/domain/schema-fields';
import type { ServerSettings, SettingProblem } from '../settings-fields';

/** An internal account's username, compared lower-case. */
const internalUsername = z
  .string()
  .trim()
  .toLowerCase()
  .regex(INTERNAL_USERNAME_PATTERN, 'must be 3 to 64 letters, digits, ".", "_", "-" or "@"');
const internalPassword = z
  .string()
  .min(INTERNAL_PASSWORD_MIN_LENGTH, `must be at least ${INTERNAL_PASSWORD_MIN_LENGTH} characters long`)
  .max(PASSWORD_MAX_LENGTH, `must be at most ${PASSWORD_MAX_LENGTH} characters long`);

export const ContentEnvSchema = z.object({
  INTERNAL_READER_USERNAME: internalUsername.optional(),
  INTERNAL_READER_PASSWORD: internalPassword.optional(),
  INTERNAL_EDITOR_USERNAME: internalUsername.optional(),
  INTERNAL_EDITOR_PASSWORD: internalPassword.optional(),
});
type Env = z.infer<typeof ContentEnvSchema>;

/** Where, in DATA_DIR, the internal accounts generated at first start are written. */
export const INTERNAL_ACCOUNTS_FILE = 'internal-accounts.txt';

const INTERNAL_SETTINGS = {
  reader: { username: 'INTERNAL_READER_USERNAME', password: 'INTERNAL_READER_PASSWORD' },
  editor: { username: 'INTERNAL_EDITOR_USERNAME', password: 'INTERNAL_EDITOR_PASSWORD' },
} as const satisfies Record<InternalRole, { username: keyof Env; password: keyof Env }>;

/** The internal accounts' settings that make no sense: half a pair, one username for both roles. */
export function contentSettingProblems(e: Env): SettingProblem[] {
  const problems: SettingProblem[] = [];
  for (const { username, password } of Object.values(INTERNAL_SETTINGS)) {
    if ((e[username] === undefined) !== (e[password] === undefined)) {
      const missing = e[username] === undefined ? username : password;
      problems.push({ name: missing, message: `set ${username} and ${password} together` });
    }
  }
  if (e.INTERNAL_READER_USERNAME !== undefined && e.INTERNAL_READER_USERNAME === e.INTERNAL_EDITOR_USERNAME) {
    problems.push({ name: 'INTERNAL_EDITOR_USERNAME', message: 'must differ from INTERNAL_READER_USERNAME' });
  }
  return problems;
}

/** Each internal role's username and password from the settings, or null when they are not set. */
function internalAccountSettings(e: Env): InternalAccountSettings {
  const credentials = (role: InternalRole) => {
    const username = e[INTERNAL_SETTINGS[role].username];
    const password = e[INTERNAL_SETTINGS[role].password];
    return username !== undefined && password !== undefined ? { username, password } : null;
  };
  return { reader: credentials('reader'), editor: credentials('editor') };
}

/** An internal account as the settings give it. */
export interface InternalCredentials {
  username: string;
  password: string;
}
export type InternalAccountSettings = Record<InternalRole, InternalCredentials | null>;

/** The content area's settings. */
export function contentSettings(e: Env, { dataDir }: Pick<ServerSettings, 'dataDir'>) {
  return {
    /**
     * The internal area (content/internal): the accounts the settings give, and the file, readable by
     * its owner only, where the accounts generated for the roles without settings are written.
     */
    internal: {
      accounts: internalAccountSettings(e),
      accountsFile: path.join(dataDir, INTERNAL_ACCOUNTS_FILE),
    },
  };
}
