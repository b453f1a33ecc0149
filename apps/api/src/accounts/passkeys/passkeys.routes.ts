import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { SignedInSchema } from '@roadbook/domain/contracts/accounts';
import {
  PasskeyIdParamsSchema,
  PasskeyListSchema,
  PasskeySignInBodySchema,
  RegisterPasskeyBodySchema,
  RegistrationOptionsSchema,
  SignInOptionsSchema,
} from '@roadbook/domain/contracts/passkeys';
import { errorResponses } from '../../http/error-responses';
import { requestLanguage } from '../../http/request-language';
import { requireSession, setSessionCookie } from '../../plugins/session';
import type { Requester } from '../accounts/accounts.service';
import { requireRecentSignIn } from '../accounts/recent-sign-in';
import type { PasskeysService } from './passkeys.service';

export interface PasskeysRoutesOptions {
  passkeys: PasskeysService;
  /** Requests a minute per address on the calls anyone may send. */
  formRateLimit: number;
}

function requesterOf(request: FastifyRequest): Requester {
  return { ip: request.ip, userAgent: request.headers['user-agent'], language: requestLanguage(request) };
}

/** The signed-in account's passkeys, and signing in with one. */
export const passkeysRoutes: FastifyPluginAsyncZod<PasskeysRoutesOptions> = async (
  app,
  { passkeys, formRateLimit },
) => {
  const formLimit = { rateLimit: { max: formRateLimit, timeWindow: 60_000 } };

  app.get(
    '/passkeys',
    {
      schema: {
        tags: ['passkeys'],
        summary: "The signed-in account's passkeys, oldest first",
        response: { 200: PasskeyListSchema, ...errorResponses(401) },
      },
    },
    async (request) => passkeys.list(requireSession(request).user.id),
  );

  app.post(
    '/passkeys/registration-options',
    {
      schema: {
        tags: ['passkeys'],
        summary: 'Options to create a passkey for the signed-in account',
        description:
          "For the browser's navigator.credentials.create(): a discoverable credential, the account's " +
          'passkeys excluded. The challenge can be answered once, within five minutes. Only within 10 ' +
          'minutes of signing in (401 auth.reauthenticationRequired).',
        response: { 200: RegistrationOptionsSchema, ...errorResponses(401, 403) },
      },
    },
    async (request) => {
      const session = requireSession(request);
      requireRecentSignIn(session);
      return passkeys.registrationOptions(session.user.id);
    },
  );

  app.post(
    '/passkeys/register',
    {
      schema: {
        tags: ['passkeys'],
        summary: 'Save the passkey the browser created',
        description:
          'Verified against its challenge (taken whatever the outcome), origin and RP id. Without a ' +
          'name, the passkey is named after the browser and system. 401 auth.passkeyFailed.',
        body: RegisterPasskeyBodySchema,
        response: { 200: PasskeyListSchema, ...errorResponses(400, 401, 403, 413, 415) },
      },
    },
    async (request) => {
      const session = requireSession(request);
      requireRecentSignIn(session);
      return passkeys.register(session.user.id, request.body, requesterOf(request));
    },
  );

  app.delete(
    '/passkeys/:id',
    {
      schema: {
        tags: ['passkeys'],
        summary: "Remove one of the signed-in account's passkeys",
        description: '404 common.notFound when the account has no passkey with that id.',
        params: PasskeyIdParamsSchema,
        response: { 200: PasskeyListSchema, ...errorResponses(400, 401, 403, 404, 414) },
      },
    },
    async (request) => passkeys.remove(requireSession(request).user.id, request.params.id),
  );

  app.post(
    '/passkeys/sign-in-options',
    {
      config: formLimit,
      schema: {
        tags: ['passkeys'],
        summary: 'Options to sign in with a passkey',
        description:
          "For the browser's navigator.credentials.get(): any passkey of this site, chosen on the " +
          'device. The challenge can be answered once, within five minutes.',
        response: { 200: SignInOptionsSchema, ...errorResponses(403) },
      },
    },
    async () => passkeys.signInOptions(),
  );

  app.post(
    '/passkeys/sign-in',
    {
      config: formLimit,
      schema: {
        tags: ['passkeys'],
        summary: 'Sign in with a passkey',
        description:
          'Sets the session cookie like POST /api/sign-in/frontend. 401 auth.passkeyFailed (unknown ' +
          'credential, challenge or signature, another origin or RP id, a counter gone backwards), 403 ' +
          'auth.accountSuspended.',
        body: PasskeySignInBodySchema,
        response: { 200: SignedInSchema, ...errorResponses(400, 401, 403, 413, 415) },
      },
    },
    async (request, reply) => {
      const { user, session } = await passkeys.signIn(request.body, requesterOf(request));
      setSessionCookie(reply, session);
      return { user };
    },
  );
};
