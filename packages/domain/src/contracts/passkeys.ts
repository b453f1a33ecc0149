// Passkeys (WebAuthn): an extra way to sign in, without a password. The options the API hands to the
// browser are typed as the browser's WebAuthn library expects them; the authenticator's answers are
// only checked for shape here, and fully (signatures, challenge, origin, counter) by the API.
import * as z from 'zod/mini';
import { PASSKEY_NAME_MAX_LENGTH } from '../constants';

/** One of the account's passkeys, as the settings page lists it. */
export const PasskeySchema = z.object({
  /** The credential id (base64url). */
  id: z.string(),
  name: z.string(),
  createdAt: z.iso.datetime(),
  /** Null until it first signs in. */
  lastUsedAt: z.nullable(z.iso.datetime()),
});
export type Passkey = z.infer<typeof PasskeySchema>;

/** GET /api/passkeys, and the answer of POST /api/passkeys/register and DELETE /api/passkeys/{id}. */
export const PasskeyListSchema = z.object({ passkeys: z.array(PasskeySchema) });
export type PasskeyList = z.infer<typeof PasskeyListSchema>;

/** DELETE /api/passkeys/{id} */
export const PasskeyIdParamsSchema = z.object({ id: z.string().check(z.minLength(1), z.maxLength(1400)) });

const Base64UrlSchema = z.string().check(z.maxLength(65_536), z.regex(/^[A-Za-z0-9_-]*={0,2}$/));

const CredentialDescriptorSchema = z.object({
  id: z.string(),
  type: z.string(),
  transports: z.optional(z.array(z.string())),
});

const UserVerificationSchema = z.enum(['discouraged', 'preferred', 'required']);

/** The options of navigator.credentials.create(), as JSON. */
export const CreationOptionsSchema = z.object({
  rp: z.object({ name: z.string(), id: z.optional(z.string()) }),
  user: z.object({ id: z.string(), name: z.string(), displayName: z.string() }),
  challenge: z.string(),
  pubKeyCredParams: z.array(z.object({ alg: z.number(), type: z.literal('public-key') })),
  timeout: z.optional(z.number()),
  excludeCredentials: z.optional(z.array(CredentialDescriptorSchema)),
  authenticatorSelection: z.optional(
    z.object({
      authenticatorAttachment: z.optional(z.enum(['platform', 'cross-platform'])),
      requireResidentKey: z.optional(z.boolean()),
      residentKey: z.optional(z.enum(['discouraged', 'preferred', 'required'])),
      userVerification: z.optional(UserVerificationSchema),
    }),
  ),
  hints: z.optional(z.array(z.enum(['hybrid', 'security-key', 'client-device']))),
  attestation: z.optional(z.enum(['direct', 'enterprise', 'indirect', 'none'])),
  extensions: z.optional(z.object({ credProps: z.optional(z.boolean()) })),
});
export type CreationOptions = z.infer<typeof CreationOptionsSchema>;

/** The options of navigator.credentials.get(), as JSON. */
export const RequestOptionsSchema = z.object({
  challenge: z.string(),
  timeout: z.optional(z.number()),
  rpId: z.optional(z.string()),
  allowCredentials: z.optional(z.array(CredentialDescriptorSchema)),
  userVerification: z.optional(UserVerificationSchema),
  hints: z.optional(z.array(z.enum(['hybrid', 'security-key', 'client-device']))),
});
export type RequestOptions = z.infer<typeof RequestOptionsSchema>;

/** POST /api/passkeys/registration-options: the challenge to answer within five minutes. */
export const RegistrationOptionsSchema = z.object({ challengeId: z.uuid(), options: CreationOptionsSchema });
export type RegistrationOptions = z.infer<typeof RegistrationOptionsSchema>;

/** POST /api/passkeys/sign-in-options */
export const SignInOptionsSchema = z.object({ challengeId: z.uuid(), options: RequestOptionsSchema });
export type SignInOptions = z.infer<typeof SignInOptionsSchema>;

/** What navigator.credentials.create() answered (the browser library's RegistrationResponseJSON). */
export const RegistrationCredentialSchema = z.object({
  id: Base64UrlSchema,
  rawId: Base64UrlSchema,
  type: z.literal('public-key'),
  response: z.object({
    clientDataJSON: Base64UrlSchema,
    attestationObject: Base64UrlSchema,
    transports: z.optional(z.array(z.string().check(z.maxLength(32))).check(z.maxLength(10))),
  }),
});

/** What navigator.credentials.get() answered (the browser library's AuthenticationResponseJSON). */
export const AuthenticationCredentialSchema = z.object({
  id: Base64UrlSchema,
  rawId: Base64UrlSchema,
  type: z.literal('public-key'),
  response: z.object({
    clientDataJSON: Base64UrlSchema,
    authenticatorData: Base64UrlSchema,
    signature: Base64UrlSchema,
    userHandle: z.optional(z.nullable(Base64UrlSchema)),
  }),
});

/** POST /api/passkeys/register */
export const RegisterPasskeyBodySchema = z.object({
  /** The challenge of POST /api/passkeys/registration-options; found from the answer when absent. */
  challengeId: z.optional(z.uuid()),
  /** The name its owner gives it; empty: named after the browser and system. */
  name: z.optional(z.string().check(z.trim(), z.maxLength(PASSKEY_NAME_MAX_LENGTH))),
  response: RegistrationCredentialSchema,
});
export type RegisterPasskeyBody = z.infer<typeof RegisterPasskeyBodySchema>;

/** POST /api/passkeys/sign-in */
export const PasskeySignInBodySchema = z.object({
  challengeId: z.uuid(),
  response: AuthenticationCredentialSchema,
  stayConnected: z.optional(z.boolean()),
});
export type PasskeySignInBody = z.infer<typeof PasskeySignInBodySchema>;
