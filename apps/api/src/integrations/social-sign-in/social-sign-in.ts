// Social sign-in: who a person is, proved by what a provider's button gave the page (Google's and
// Apple's ID token, Facebook's user access token). A token that proves nothing (malformed, expired,
// badly signed, from another issuer or for another app) or a provider that is not configured is
// auth.socialSignInFailed (401); a provider that cannot be asked (unreachable, too slow, failing) is
// common.unavailable (503), since trying again later may work. The log says why; it never holds a
// token or a secret.
import type { FastifyBaseLogger } from 'fastify';
import type { SocialSignInProvider } from '@roadbook/domain/enums';
import { DomainError } from '@roadbook/domain/error-codes';
import { createAppleTokenCheck } from './apple';
import { createFacebookTokenCheck } from './facebook';
import { createGoogleTokenCheck } from './google';
import { SocialProviderError, type ProviderIdentity, type ProviderTokenCheck } from './social-provider';

export interface SocialIdentity extends ProviderIdentity {
  provider: SocialSignInProvider;
}

/** config.social, plus what the API and its tests give. */
export interface SocialSignInDependencies {
  google: { clientId: string; jwksUrl: string } | null;
  apple: { clientId: string; jwksUrl: string } | null;
  facebook: { appId: string; appSecret: string; graphUrl: string } | null;
  /** Longest wait for one answer of a provider. */
  timeoutMs: number;
  log?: Pick<FastifyBaseLogger, 'info' | 'warn'>;
  /** After a fetch of a provider's keys, how long an unknown key id is refused without fetching again. */
  jwksCooldownMs?: number;
}

export interface SocialSignIn {
  /** The configured providers, in the order their buttons show. */
  readonly providers: readonly SocialSignInProvider[];
  /** The person `token` proves; throws DomainError when it proves nothing. */
  verify(provider: SocialSignInProvider, token: string): Promise<SocialIdentity>;
}

const BUTTON_ORDER: readonly SocialSignInProvider[] = ['google', 'apple', 'facebook'];

export function createSocialSignIn({
  google,
  apple,
  facebook,
  timeoutMs,
  log,
  jwksCooldownMs,
}: SocialSignInDependencies): SocialSignIn {
  const checks: Partial<Record<SocialSignInProvider, ProviderTokenCheck>> = {
    ...(google && { google: createGoogleTokenCheck({ ...google, timeoutMs, jwksCooldownMs }) }),
    ...(apple && { apple: createAppleTokenCheck({ ...apple, timeoutMs, jwksCooldownMs }) }),
    ...(facebook && { facebook: createFacebookTokenCheck({ ...facebook, timeoutMs }) }),
  };
  const providers = BUTTON_ORDER.filter((provider) => checks[provider] !== undefined);

  return {
    providers,
    async verify(provider, token) {
      const check = checks[provider];
      if (check === undefined) {
        log?.info({ provider }, 'social sign-in: provider not configured');
        throw new DomainError('auth.socialSignInFailed');
      }
      try {
        return { provider, ...(await check(token)) };
      } catch (error) {
        if (!(error instanceof SocialProviderError)) throw error;
        if (error.failure === 'unavailable') {
          log?.warn({ provider, reason: error.message }, 'social sign-in: provider unavailable');
          throw new DomainError('common.unavailable');
        }
        log?.info({ provider, reason: error.message }, 'social sign-in: token refused');
        throw new DomainError('auth.socialSignInFailed');
      }
    },
  };
}
