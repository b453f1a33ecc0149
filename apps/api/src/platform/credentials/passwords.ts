import { hash, verify } from '@node-rs/argon2';

// Passwords are hashed with argon2id (memory-hard; product-rules.md § Accounts and forms), with the
// library's defaults: 19 MiB, 2 passes, 1 lane (OWASP's minimum for argon2id).

export function hashPassword(password: string): Promise<string> {
  return hash(password);
}

/** A hash of nothing anyone can type, checked when an account does not exist, so both take as long. */
const NO_ACCOUNT_HASH = hash('\u0000no account\u0000');

/** Whether `password` is the one hashed in `passwordHash` (null: an unknown account, always false). */
export async function isPasswordCorrect(passwordHash: string | null, password: string): Promise<boolean> {
  if (passwordHash === null) {
    await verify(await NO_ACCOUNT_HASH, password).catch(() => false);
    return false;
  }
  return verify(passwordHash, password).catch(() => false);
}
