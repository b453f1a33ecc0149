// Sign in with Apple: the ID token Apple gives the page, checked against Apple's published keys:
// issued by appleid.apple.com, for our client id (the Services ID), not expired. `email_verified` may
// be the string "true". The token holds no name: Apple gives it to the page only the first time, and
// the page sends it beside the token.
import { z } from 'zod';
import { createIdTokenCheck } from './id-token';
import {
  EmailVerifiedClaimSchema,
  SocialProviderError,
  textOrNull,
  type ProviderTokenCheck,
} from './social-provider';

export const APPLE_ISSUER = 'https://appleid.apple.com';

export interface AppleSignInOptions {
  clientId: string;
  jwksUrl: string;
  timeoutMs: number;
  jwksCooldownMs?: number;
}

const AppleClaimsSchema = z.object({
  sub: z.string().min(1),
  email: z.string().optional(),
  email_verified: EmailVerifiedClaimSchema.optional(),
});

export function createAppleTokenCheck(options: AppleSignInOptions): ProviderTokenCheck {
  const verify = createIdTokenCheck({
    jwksUrl: options.jwksUrl,
    issuers: [APPLE_ISSUER],
    audience: options.clientId,
    timeoutMs: options.timeoutMs,
    jwksCooldownMs: options.jwksCooldownMs,
  });
  return async (token) => {
    const claims = AppleClaimsSchema.safeParse(await verify(token));
    if (!claims.success) throw new SocialProviderError('rejected', 'Apple ID token claims unreadable');
    const email = textOrNull(claims.data.email);
    return {
      subject: claims.data.sub,
      email,
      isEmailVerified: email !== null && claims.data.email_verified === true,
      fullName: null,
    };
  };
}
