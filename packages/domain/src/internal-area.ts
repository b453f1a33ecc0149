// The internal area (product-rules.md § Roles): two accounts, a reader and an editor, and the
// commercial guide the editor writes and both read, with its revisions. The forms' schemas are shared
// by the internal pages and the API; the answers are in contracts/internal.ts.
import { z } from 'zod';
import { PresentPasswordSchema, requiredText, withCode, withCodeAbort } from './schema-fields';

export const INTERNAL_ROLES = ['reader', 'editor'] as const;
export type InternalRole = (typeof INTERNAL_ROLES)[number];

/** Only the editor changes the guide; the reader reads it and its history. */
export function canEditGuide(role: InternalRole): boolean {
  return role === 'editor';
}

export const INTERNAL_USERNAME_MAX_LENGTH = 64;
/** A username of the settings: letters, digits, `.`, `_`, `-` and `@`, stored lower-case. */
export const INTERNAL_USERNAME_PATTERN = /^[a-z0-9._@-]{3,64}$/;
/** The shortest password an internal account may be given in the settings. */
export const INTERNAL_PASSWORD_MIN_LENGTH = 12;
/** The longest guide, in characters of its HTML. */
export const GUIDE_CONTENT_MAX_LENGTH = 200_000;
/** How long an internal session lasts at most (its cookie also ends with the browser). */
export const INTERNAL_SESSION_HOURS = 12;

/** POST /api/internal/sign-in: the username is compared lower-case, the password as typed. */
export const InternalSignInSchema = z.object({
  username: requiredText(INTERNAL_USERNAME_MAX_LENGTH).toLowerCase(),
  password: PresentPasswordSchema,
});
export type InternalSignIn = z.infer<typeof InternalSignInSchema>;

/**
 * PUT /api/internal/commercial-guide: the editor's formatted text (HTML, which the API sanitises)
 * and the revision it was written from (null for the first one), so that a change made meanwhile by
 * someone else is never overwritten (409 internal.revisionConflict).
 */
export const GuideSaveSchema = z.object({
  content: z
    .string(withCode('validation.required'))
    .max(GUIDE_CONTENT_MAX_LENGTH, withCodeAbort('validation.tooLong'))
    .refine((value) => value.trim() !== '', withCode('validation.required')),
  baseRevisionId: z.uuid(withCode('validation.invalidValue')).nullable(),
});
export type GuideSave = z.infer<typeof GuideSaveSchema>;
