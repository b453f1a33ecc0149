import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { DomainError } from '@roadbook/domain/error-codes';
import { RECAPTCHA_TOKEN_MAX_LENGTH } from '@roadbook/domain/schema-fields';
import { errorResponses } from '../../http/error-responses';
import { parseRequestPart } from '../../http/parse-input';
import type { Recaptcha } from '../../integrations/recaptcha/recaptcha';

export interface RecaptchaRoutesOptions {
  recaptcha: Recaptcha;
  /** Requests a minute per address on the forms anyone may send. */
  formRateLimit: number;
}

const VerifyParamsSchema = z.object({
  token: z.string().min(1).max(RECAPTCHA_TOKEN_MAX_LENGTH),
  ip: z.union([z.ipv4(), z.ipv6()]),
});

/** `{token}/{ip}`: the address is the last segment (an IP address holds no slash). */
function tokenAndIp(path: string) {
  const slash = path.lastIndexOf('/');
  return slash < 0 ? { token: path, ip: '' } : { token: path.slice(0, slash), ip: path.slice(slash + 1) };
}

/** The reCAPTCHA check a page may ask for on its own, at the spec's path. */
export const recaptchaRoutes: FastifyPluginAsyncZod<RecaptchaRoutesOptions> = async (
  app,
  { recaptcha, formRateLimit },
) => {
  // The router refuses path parameters over 100 characters and a reCAPTCHA token is longer: the
  // rest of the path is taken whole and split here.
  app.post(
    '/verify-recaptcha/*',
    {
      config: { rateLimit: { max: formRateLimit, timeWindow: 60_000 } },
      schema: {
        tags: ['accounts'],
        summary: 'Check a reCAPTCHA token: POST /api/verify-recaptcha/{token}/{ip}',
        description:
          'The path is `/api/verify-recaptcha/{token}/{ip}`: the token the page got from Google and the ' +
          "visitor's IPv4 or IPv6 address. 200 when Google vouches for the token (a v3 score at least " +
          'the minimum), 400 auth.recaptcha when it does not, 503 common.unavailable when Google cannot ' +
          'be reached. While reCAPTCHA is off there is nothing to check: 200.',
        params: z.object({ '*': z.string() }),
        response: { 200: z.object({}), ...errorResponses(400, 404, 414, 503) },
      },
    },
    async (request) => {
      const { token, ip } = parseRequestPart(VerifyParamsSchema, tokenAndIp(request.params['*']), 'params');
      if (!(await recaptcha.verify(token, ip))) throw new DomainError('auth.recaptcha');
      return {};
    },
  );
};
