// reCAPTCHA (off unless RECAPTCHA_SECRET is set): the public forms send the token the page got from
// Google, and the server asks Google's siteverify whether it is good — a POST of `secret`,
// `response` and `remoteip` as a form, answered `{ success, score?, action?, hostname?,
// 'error-codes'? }`. A v3 answer carries a score, which must reach the minimum score. A token that
// is missing or refused is auth.recaptcha (400); a provider that cannot answer is
// common.unavailable (503). No log line holds the secret or a token.
import type { FastifyBaseLogger } from 'fastify';
import { z } from 'zod';
import { DomainError } from '@roadbook/domain/error-codes';

/** config.recaptcha: null when reCAPTCHA is off. */
export interface RecaptchaSettings {
  secret: string;
  siteKey: string | null;
  verifyUrl: string;
  /** Lowest v3 score accepted, from 0 (a bot) to 1 (a person). */
  minScore: number;
}

export interface RecaptchaOptions {
  /** Longest wait for Google's answer. */
  timeoutMs?: number;
  log?: Pick<FastifyBaseLogger, 'info' | 'warn' | 'error'>;
}

export interface Recaptcha {
  readonly isEnabled: boolean;
  /**
   * Whether Google vouches for `token`, sent from `ip`: false when it refuses it (invalid, expired,
   * already used, a v3 score under the minimum). Throws DomainError('common.unavailable') when
   * Google cannot be asked. When reCAPTCHA is off there is nothing to check: true.
   */
  verify(token: string, ip: string): Promise<boolean>;
}

const DEFAULT_TIMEOUT_MS = 5000;

const SiteVerifySchema = z.object({
  success: z.boolean(),
  score: z.number().optional(),
  action: z.string().optional(),
  hostname: z.string().optional(),
  'error-codes': z.array(z.string()).optional(),
});

/** Error codes that say our own request was wrong (the secret, the form), not the visitor's token. */
const OWN_FAULT_CODES = new Set(['missing-input-secret', 'invalid-input-secret', 'bad-request']);

/** Why a request got no answer, by names and codes only: a message could quote the address. */
function networkReason(error: unknown): string {
  if (!(error instanceof Error)) return 'unknown error';
  const { cause } = error;
  const code =
    cause instanceof Error && 'code' in cause && typeof cause.code === 'string' ? ` ${cause.code}` : '';
  return `${error.name}${code}`;
}

export function createRecaptcha(
  settings: RecaptchaSettings | null,
  { timeoutMs = DEFAULT_TIMEOUT_MS, log }: RecaptchaOptions = {},
): Recaptcha {
  if (settings === null) return { isEnabled: false, verify: async () => true };
  const { secret, verifyUrl, minScore } = settings;

  function unavailable(reason: string): DomainError {
    log?.warn({ reason }, 'reCAPTCHA: provider unavailable');
    return new DomainError('common.unavailable');
  }

  return {
    isEnabled: true,
    async verify(token, ip) {
      let response: Response;
      let text: string;
      try {
        response = await fetch(verifyUrl, {
          method: 'POST',
          headers: { 'content-type': 'application/x-www-form-urlencoded', accept: 'application/json' },
          body: new URLSearchParams({ secret, response: token, remoteip: ip }),
          signal: AbortSignal.timeout(timeoutMs),
        });
        text = await response.text();
      } catch (error) {
        throw unavailable(`unreachable (${networkReason(error)})`);
      }
      if (!response.ok) throw unavailable(`HTTP ${response.status}`);
      let json: unknown;
      try {
        json = JSON.parse(text);
      } catch {
        throw unavailable('answer is not JSON');
      }
      const answer = SiteVerifySchema.safeParse(json);
      if (!answer.success) throw unavailable('answer unreadable');
      const { success, score, action, hostname } = answer.data;
      const errorCodes = answer.data['error-codes'] ?? [];
      if (errorCodes.some((code) => OWN_FAULT_CODES.has(code))) {
        log?.error({ errorCodes }, 'reCAPTCHA: Google refused our request (check RECAPTCHA_SECRET)');
        throw new DomainError('common.unavailable');
      }
      if (!success) {
        log?.info({ errorCodes }, 'reCAPTCHA: token refused');
        return false;
      }
      if (score !== undefined && score < minScore) {
        log?.info({ score, minScore, action, hostname }, 'reCAPTCHA: score under the minimum');
        return false;
      }
      return true;
    },
  };
}

/**
 * The guard of the public forms: when reCAPTCHA is on, a form must carry a token Google vouches for
 * (auth.recaptcha otherwise); when it is off, nothing is checked.
 */
export async function requireRecaptcha(
  recaptcha: Recaptcha,
  token: string | undefined,
  ip: string,
): Promise<void> {
  if (!recaptcha.isEnabled) return;
  if (token === undefined || token === '' || !(await recaptcha.verify(token, ip))) {
    throw new DomainError('auth.recaptcha');
  }
}
