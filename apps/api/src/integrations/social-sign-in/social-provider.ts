// What every provider check gives back, and how it says no.
import { z } from 'zod';

/** The person a provider vouches for, before we say which provider it was. */
export interface ProviderIdentity {
  /** The provider's stable id of the person (`sub` of an ID token, Facebook's user id). */
  subject: string;
  email: string | null;
  isEmailVerified: boolean;
  fullName: string | null;
}

/** Checks what the provider's button gave the page; throws SocialProviderError when it proves nothing. */
export type ProviderTokenCheck = (token: string) => Promise<ProviderIdentity>;

/**
 * `rejected`: the token proves nothing (malformed, expired, badly signed, for another app);
 * `unavailable`: the provider could not be asked (unreachable, too slow, failing, unreadable).
 */
export type SocialProviderFailure = 'rejected' | 'unavailable';

/** Why a provider check failed; logged, never shown. Its message never holds a token or a secret. */
export class SocialProviderError extends Error {
  readonly failure: SocialProviderFailure;

  constructor(failure: SocialProviderFailure, message: string) {
    super(message);
    this.name = 'SocialProviderError';
    this.failure = failure;
  }
}

/** `email_verified` of an ID token: a boolean for Google, sometimes the string "true" for Apple. */
export const EmailVerifiedClaimSchema = z
  .union([z.boolean(), z.enum(['true', 'false'])])
  .transform((value) => value === true || value === 'true');

/** Trimmed text, null when there is none. */
export function textOrNull(value: string | undefined): string | null {
  const trimmed = value?.trim() ?? '';
  return trimmed === '' ? null : trimmed;
}

/** What went wrong, for the log: the error's kind and message (and its cause's), nothing it carries. */
export function reasonOf(error: unknown): string {
  if (!(error instanceof Error)) return String(error);
  const code = 'code' in error && typeof error.code === 'string' ? ` ${error.code}` : '';
  const cause = error.cause instanceof Error ? ` (${error.cause.message})` : '';
  return `${error.name}${code}: ${error.message}${cause}`;
}
