// The site's secret tokens (sessions, email links, a visitor's booking, the mailing list's links):
// 256 random bits sent once, only their SHA-256 kept.
import { createHash, randomBytes } from 'node:crypto';

export function hashToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

/** A new random token (256 bits, base64url) and its hash. */
export function newToken(): { token: string; tokenHash: string } {
  const token = randomBytes(32).toString('base64url');
  return { token, tokenHash: hashToken(token) };
}
