// A checkout's answer kept for its Idempotency-Key (checkout_requests), so that the same request
// sent again gets the same answer — for a visitor, the same booking token, which the first answer
// may already have given to the page (a second token would revoke it). The table holds neither the
// key nor the token as such: rows are found by the key's SHA-256, and the token is sealed
// (AES-256-GCM) under a key derived from the Idempotency-Key, which only its sender knows.
import { createCipheriv, createDecipheriv, createHash, randomBytes } from 'node:crypto';

const IV_BYTES = 12;
const TAG_BYTES = 16;

/** What a checkout_requests row is found by. */
export function requestKeyHash(idempotencyKey: string): string {
  return createHash('sha256').update(idempotencyKey, 'utf8').digest('hex');
}

function sealingKey(idempotencyKey: string): Buffer {
  return createHash('sha256').update(`roadbook booking token\0${idempotencyKey}`, 'utf8').digest();
}

/** The booking token sealed for the row: base64url of iv, tag and ciphertext. */
export function sealToken(token: string, idempotencyKey: string): string {
  const iv = randomBytes(IV_BYTES);
  const cipher = createCipheriv('aes-256-gcm', sealingKey(idempotencyKey), iv);
  const sealed = Buffer.concat([cipher.update(token, 'utf8'), cipher.final()]);
  return Buffer.concat([iv, cipher.getAuthTag(), sealed]).toString('base64url');
}

/** The token a row sealed; throws when it was sealed under another key or altered. */
export function openToken(sealed: string, idempotencyKey: string): string {
  const bytes = Buffer.from(sealed, 'base64url');
  const decipher = createDecipheriv('aes-256-gcm', sealingKey(idempotencyKey), bytes.subarray(0, IV_BYTES));
  decipher.setAuthTag(bytes.subarray(IV_BYTES, IV_BYTES + TAG_BYTES));
  return Buffer.concat([decipher.update(bytes.subarray(IV_BYTES + TAG_BYTES)), decipher.final()]).toString(
    'utf8',
  );
}
