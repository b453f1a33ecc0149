// The account calls (product-rules.md § Accounts and forms): who is signed in, and the answers of
// the sign-in, token and settings routes. Request bodies that are forms reuse the form schemas of
// account-schemas.ts.
import * as z from 'zod/mini';
import { LANGUAGES } from '../constants';
import { SOCIAL_SIGN_IN_PROVIDERS, USER_TYPES } from '../enums';

/** A supplier's own settings, as its account shows them. */
export const SupplierAccountSchema = z.object({
  /** Verified by an admin: only then are its cars found (product-rules.md § Roles). */
  isApproved: z.boolean(),
  priceChangeRate: z.nullable(z.number()),
  isPayAtCounterAllowed: z.boolean(),
  isLicenceRequired: z.boolean(),
  minimumRentalDays: z.int(),
});
export type SupplierAccount = z.infer<typeof SupplierAccountSchema>;

/** The signed-in user as the pages see them (also what GET /api/user/{id} answers). */
export const UserSchema = z.object({
  id: z.uuid(),
  type: z.enum(USER_TYPES),
  fullName: z.string(),
  email: z.string(),
  language: z.enum(LANGUAGES),
  enableEmailNotifications: z.boolean(),
  /** The avatar (a supplier's logo) URL, null when none. */
  avatar: z.nullable(z.string()),
  phone: z.nullable(z.string()),
  bio: z.nullable(z.string()),
  location: z.nullable(z.string()),
  birthDate: z.nullable(z.string()),
  isVerified: z.boolean(),
  hasPassword: z.boolean(),
  /** A driver's licence is on file (its file is never public). */
  hasLicence: z.boolean(),
  supplier: z.nullable(SupplierAccountSchema),
});
export type User = z.infer<typeof UserSchema>;

/** POST /api/sign-in/frontend, /api/social-sign-in, /api/activate, /api/validate-access-token. */
export const SignedInSchema = z.object({ user: UserSchema });
export type SignedIn = z.infer<typeof SignedInSchema>;

/** GET /api/check-token/…: what the link is for, and whether its account still needs a password. */
export const TokenCheckSchema = z.object({
  purpose: z.enum(['activation', 'passwordReset']),
  hasPassword: z.boolean(),
});
export type TokenCheck = z.infer<typeof TokenCheckSchema>;

/** POST /api/activate: the token from the link, and a password when the account has none yet. */
export const ActivateBodySchema = z.object({
  userId: z.uuid(),
  token: z.string().check(z.minLength(1), z.maxLength(200)),
  password: z.optional(z.string()),
});
export type ActivateBody = z.infer<typeof ActivateBodySchema>;

/**
 * GET /api/get-user-type/{email}: where the account signs in, the site (`user`) or the back office
 * (`supplier`, admins' accounts too: the answer never tells who is an admin).
 */
export const UserTypeAnswerSchema = z.object({ type: z.enum(['user', 'supplier']) });
export type UserTypeAnswer = z.infer<typeof UserTypeAnswerSchema>;

/** GET /api/has-password/{id}, GET /api/check-password/{id}/{password} */
export const HasPasswordSchema = z.object({ hasPassword: z.boolean() });
export const PasswordCheckSchema = z.object({ isCorrect: z.boolean() });

/** POST /api/update-language */
export const UpdateLanguageBodySchema = z.object({ id: z.uuid(), language: z.enum(LANGUAGES) });

/** POST /api/update-email-notifications */
export const UpdateEmailNotificationsBodySchema = z.object({
  id: z.uuid(),
  enableEmailNotifications: z.boolean(),
});

/** The social sign-in buttons the site shows: only configured providers. */
export const SocialProvidersSchema = z.array(z.enum(SOCIAL_SIGN_IN_PROVIDERS));

/** POST /api/social-sign-in */
export const SocialSignInBodySchema = z.object({
  provider: z.enum(SOCIAL_SIGN_IN_PROVIDERS),
  /** Google and Apple: the ID token (a JWT); Facebook: the user access token. */
  token: z.string().check(z.minLength(1), z.maxLength(8192)),
  /** Apple gives the name only at the first sign-in, outside the token. */
  fullName: z.optional(z.string().check(z.maxLength(100))),
  stayConnected: z.optional(z.boolean()),
  language: z.optional(z.enum(LANGUAGES)),
});
export type SocialSignInBody = z.infer<typeof SocialSignInBodySchema>;
