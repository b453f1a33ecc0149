// OpenID Connect ID tokens (Google, Apple): a JWT signed with RS256 by one of the keys the provider
// publishes as a JSON Web Key Set. The keys are fetched on first use and kept ten minutes; a token
// naming a key id they do not hold fetches them again (the provider rotated its keys), at most once
// per cooldown. Only RS256 is accepted, so unsigned (`alg: none`) and HMAC-signed tokens are refused
// before any key is looked up.
import { createRemoteJWKSet, errors, jwtVerify, type JWTPayload, type JWTVerifyGetKey } from 'jose';
import { reasonOf, SocialProviderError } from './social-provider';

/** Leeway for the clocks of the provider and of this server, on `exp`, `iat` and `nbf`. */
export const ID_TOKEN_CLOCK_TOLERANCE_SECONDS = 30;
const JWKS_CACHE_MS = 10 * 60 * 1000;
const JWKS_COOLDOWN_MS = 30 * 1000;

export interface IdTokenCheckOptions {
  jwksUrl: string;
  /** Accepted values of `iss`. */
  issuers: string[];
  /** Our client id, the expected `aud`. */
  audience: string;
  /** Longest wait for the key set. */
  timeoutMs: number;
  /** After a fetch of the keys, how long a token with an unknown key id is refused without fetching again. */
  jwksCooldownMs?: number;
}

/** Verifies a token's signature, issuer, audience and dates; gives its claims, unchecked otherwise. */
export type IdTokenCheck = (token: string) => Promise<JWTPayload>;

export function createIdTokenCheck(options: IdTokenCheckOptions): IdTokenCheck {
  const publishedKeys = createRemoteJWKSet(new URL(options.jwksUrl), {
    timeoutDuration: options.timeoutMs,
    cacheMaxAge: JWKS_CACHE_MS,
    cooldownDuration: options.jwksCooldownMs ?? JWKS_COOLDOWN_MS,
  });

  const keyOf: JWTVerifyGetKey = async (header, token) => {
    try {
      return await publishedKeys(header, token);
    } catch (error) {
      if (error instanceof errors.JWKSNoMatchingKey || error instanceof errors.JWKSMultipleMatchingKeys) {
        throw new SocialProviderError('rejected', `no published key matches the token (${reasonOf(error)})`);
      }
      // Unreachable, too slow, not HTTP 200, not a key set.
      throw new SocialProviderError('unavailable', `key set not fetched (${reasonOf(error)})`);
    }
  };

  return async (token) => {
    try {
      const { payload } = await jwtVerify(token, keyOf, {
        algorithms: ['RS256'],
        issuer: options.issuers,
        audience: options.audience,
        clockTolerance: ID_TOKEN_CLOCK_TOLERANCE_SECONDS,
        requiredClaims: ['sub', 'iat', 'exp'],
      });
      return payload;
    } catch (error) {
      if (error instanceof SocialProviderError) throw error;
      throw new SocialProviderError('rejected', `ID token refused (${reasonOf(error)})`);
    }
  };
}
