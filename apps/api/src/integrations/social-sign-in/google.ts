// Google sign-in: the ID token Google Identity Services gives the page, checked against Google's
// published keys: issued by accounts.google.com (with or without the scheme), for our client id, not
// expired. It names the person (`sub`), their email, whether Google verified it, and their name.
import { z } from 'zod';
import { createIdTokenCheck } from './id-token';
import {
  EmailVerifiedClaimSchema,
  SocialProviderError,
  textOrNull,
  type ProviderTokenCheck,
} from './social-provider';

export const GOOGLE_ISSUERS = ['https://accounts.google.com', 'accounts.google.com'];

export interface GoogleSignInOptions {
  clientId: string;
  jwksUrl: string;
  timeoutMs: number;
  jwksCooldownMs?: number;
}

const GoogleClaimsSchema = z.object({
  sub: z.string().min(1),
  email: z.string().optional(),
  email_verified: EmailVerifiedClaimSchema.optional(),
  name: z.string().optional(),
});

export function createGoogleTokenCheck(options: GoogleSignInOptions): ProviderTokenCheck {
  const verify = createIdTokenCheck({
    jwksUrl: options.jwksUrl,
    issuers: GOOGLE_ISSUERS,
    audience: options.clientId,
    timeoutMs: options.timeoutMs,
    jwksCooldownMs: options.jwksCooldownMs,
  });
  return async (token) => {
    const claims = GoogleClaimsSchema.safeParse(await verify(token));
    if (!claims.success) throw new SocialProviderError('rejected', 'Google ID token claims unreadable');
    const email = textOrNull(claims.data.email);
    return {
      subject: claims.data.sub,
      email,
      isEmailVerified: email !== null && claims.data.email_verified === true,
      fullName: textOrNull(claims.data.name),
    };
  };
}
