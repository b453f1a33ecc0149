// The limits on password sign-ins, the same for the site and the back office (accounts.service.ts)
// and for the internal area (internal.service.ts): failures counted per account and per address.
// - Per account, against guessing from many addresses: past SIGN_IN_MAX_FAILURES, each further
//   attempt waits a delay that doubles with every failure, up to SIGN_IN_MAX_DELAY_SECONDS. Someone
//   else's wrong passwords never lock the right one out for long: the owner gets in once the delay
//   is over (and on the site at any time through the password-reset link, which signs in).
// - Per address, against one address guessing many accounts: past SIGN_IN_ADDRESS_MAX_FAILURES, its
//   attempts are refused for SIGN_IN_WINDOW_MINUTES.
// A refused attempt is answered 429 with the seconds to wait (and Retry-After) before the password is
// checked, and counts nothing; an unknown account is limited alike, so the limits tell nothing.
import type { FastifyError, FastifyReply, FastifyRequest } from 'fastify';
import { DomainError, type ErrorCode } from '@roadbook/domain/error-codes';
import type { FailureLimiters } from './failure-limiter';

export interface SignInLimitSettings {
  /** Failures per account before each attempt waits. */
  perAccount: number;
  /** Failures per address before its attempts are refused for the window. */
  perAddress: number;
  /** How long failures are remembered after the last one. */
  windowMs: number;
  /** The first wait past the account's limit, doubled for each further failure… */
  firstDelayMs: number;
  /** …up to this. */
  longestDelayMs: number;
}

/** The refusals that name their wait (`count`, in seconds). */
const DELAY_CODES = ['auth.signInDelayed', 'internal.signInDelayed'] as const satisfies ErrorCode[];
export type SignInDelayCode = (typeof DELAY_CODES)[number];

function delayed(code: SignInDelayCode, waitMs: number): DomainError {
  return new DomainError(code, { count: Math.max(1, Math.ceil(waitMs / 1000)) });
}

export function createSignInLimits(
  failureLimiters: FailureLimiters,
  settings: SignInLimitSettings,
  { names, delayCode }: { names: { account: string; address: string }; delayCode: SignInDelayCode },
) {
  const accounts = failureLimiters(names.account, {
    max: settings.perAccount,
    windowMs: settings.windowMs,
    delay: { firstMs: settings.firstDelayMs, longestMs: settings.longestDelayMs },
  });
  const addresses = failureLimiters(names.address, { max: settings.perAddress, windowMs: settings.windowMs });

  return {
    /**
     * Claims a sign-in attempt for `account` from `address`; throws 429 `delayCode` with the seconds
     * to wait when either must wait (nothing counted then). A claimed attempt counts as a failure of
     * both until `succeeded`, so that attempts made at the same time count each other.
     */
    async claim(account: string, address: string): Promise<void> {
      const addressWait = await addresses.claim(address);
      if (addressWait > 0) throw delayed(delayCode, addressWait);
      const accountWait = await accounts.claim(account);
      if (accountWait > 0) {
        await addresses.forgive(address);
        throw delayed(delayCode, accountWait);
      }
    },

    /** The right password: the account's failures are forgotten, the attempt taken back from the address. */
    async succeeded(account: string, address: string): Promise<void> {
      await Promise.all([accounts.reset(account), addresses.forgive(address)]);
    },

    /** The account proved itself another way (a password-reset link): its failures are forgotten. */
    async forgetAccount(account: string): Promise<void> {
      await accounts.reset(account);
    },

    /**
     * The account's limit alone, for a signed-in account's password checks (`key` apart from its
     * sign-ins): the milliseconds to wait, else 0 and the check counts as a failure until `resetAccount`.
     */
    claimAccount: (key: string): Promise<number> => accounts.claim(key),
    resetAccount: (key: string): Promise<void> => accounts.reset(key),
  };
}

export type SignInLimits = ReturnType<typeof createSignInLimits>;

/** An onError hook: a refusal that names its wait says it in Retry-After too. */
export async function sayRetryAfter(
  _request: FastifyRequest,
  reply: FastifyReply,
  error: FastifyError,
): Promise<void> {
  const isDelay = error instanceof DomainError && (DELAY_CODES as readonly ErrorCode[]).includes(error.code);
  if (isDelay && typeof error.params.count === 'number') {
    reply.header('retry-after', String(error.params.count));
  }
}
