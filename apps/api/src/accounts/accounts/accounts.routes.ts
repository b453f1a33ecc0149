import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { FastifyRequest } from 'fastify';
import { z } from 'zod';
import {
  ActivateBodySchema,
  HasPasswordSchema,
  PasswordCheckSchema,
  SignedInSchema,
  SocialSignInBodySchema,
  TokenCheckSchema,
  UserTypeAnswerSchema,
} from '@roadbook/domain/contracts/accounts';
import { APP_TYPES } from '@roadbook/domain/enums';
import { DomainError } from '@roadbook/domain/error-codes';
import { EmailSchema, PresentPasswordSchema } from '@roadbook/domain/schema-fields';
import { errorResponses } from '../../http/error-responses';
import { requestLanguage } from '../../http/request-language';
import {
  clearSessionCookie,
  requireSelfOrAdmin,
  requireSession,
  setSessionCookie,
} from '../../plugins/session';
import type { AccountsService, Requester } from './accounts.service';
import { sayRetryAfter } from '../../platform/credentials/sign-in-limits';
import type { SocialAccountsService } from './social-accounts.service';

export interface AccountsRoutesOptions {
  accounts: AccountsService;
  socialAccounts: SocialAccountsService;
  /** Requests a minute per address on the forms anyone may send (sign-up, links, lookups). */
  formRateLimit: number;
}

const Empty = z.object({});
const AnyObject = z.looseObject({});
const UserIdParams = z.object({ userId: z.uuid() });
const IdParams = z.object({ id: z.uuid() });

function requesterOf(request: FastifyRequest): Requester {
  return { ip: request.ip, userAgent: request.headers['user-agent'], language: requestLanguage(request) };
}

/** Sign-up, sign-in and out, the links of the account emails, and passwords, at the spec's paths. */
export const accountsRoutes: FastifyPluginAsyncZod<AccountsRoutesOptions> = async (
  app,
  { accounts, socialAccounts, formRateLimit },
) => {
  const formLimit = { rateLimit: { max: formRateLimit, timeWindow: 60_000 } };
  app.addHook('onError', sayRetryAfter);

  app.post(
    '/sign-up',
    {
      config: formLimit,
      schema: {
        tags: ['accounts'],
        summary: 'A driver signs up',
        description:
          'Body: fullName, email, phone, birthDate (YYYY-MM-DD), password, confirmPassword, acceptTerms, ' +
          'language?. Every form rule is checked (field codes in details.fields); 409 ' +
          'validation.emailAlreadyRegistered. The validation email goes out with a one-day link.',
        body: AnyObject,
        response: { 201: z.object({ email: z.string() }), ...errorResponses(400, 409, 413, 415) },
      },
    },
    async (request, reply) => {
      const user = await accounts.signUp(request.body, requesterOf(request), new Date());
      return reply.status(201).send({ email: user.email });
    },
  );

  app.post(
    '/validate-email',
    {
      config: formLimit,
      schema: {
        tags: ['accounts'],
        summary: 'Whether an email address can sign up',
        description: '200 when free, 409 validation.emailAlreadyRegistered when an account has it.',
        body: z.object({ email: EmailSchema }),
        response: { 200: Empty, ...errorResponses(400, 409, 413, 415) },
      },
    },
    async (request) => {
      await accounts.checkEmailFree(request.body.email);
      return {};
    },
  );

  app.get(
    '/get-user-type/:email',
    {
      config: formLimit,
      schema: {
        tags: ['accounts'],
        summary: 'Where the account of an email address signs in',
        description:
          '`user` for a driver (the site), `supplier` for a back-office account, admins included: the ' +
          'answer never tells who is an admin. 404 common.notFound when no account has the address.',
        params: z.object({ email: EmailSchema }),
        response: { 200: UserTypeAnswerSchema, ...errorResponses(400, 404, 414) },
      },
    },
    async (request) => accounts.userType(request.params.email),
  );

  app.post(
    '/sign-in/frontend',
    {
      schema: {
        tags: ['accounts'],
        summary: 'Sign in with an email address and a password',
        description:
          'Sets the session cookie (30 days with stayConnected, else until the browser closes). 401 ' +
          'auth.incorrectCredentials, 403 auth.accountSuspended. 429 auth.signInDelayed (details.count: ' +
          'the seconds to wait, also in Retry-After) past the failures allowed: per account, each attempt ' +
          'then waits a delay that doubles with every failure up to a few minutes, so the owner still gets ' +
          'in (or at once through the password-reset link); per address, for the window.',
        body: AnyObject,
        response: { 200: SignedInSchema, ...errorResponses(400, 401, 403, 413, 415) },
      },
    },
    async (request, reply) => {
      const { user, session } = await accounts.signIn(request.body, requesterOf(request));
      setSessionCookie(reply, session);
      return { user };
    },
  );

  app.post(
    '/sign-in/backend',
    {
      schema: {
        tags: ['accounts'],
        summary: 'Sign in to the back office (admins and suppliers) with an email address and a password',
        description:
          'As /api/sign-in/frontend (same body, limits and failure counts), but a driver is refused with ' +
          '403 auth.backOfficeOnly, even with the right password, and no session is opened.',
        body: AnyObject,
        response: { 200: SignedInSchema, ...errorResponses(400, 401, 403, 413, 415) },
      },
    },
    async (request, reply) => {
      const { user, session } = await accounts.signIn(request.body, requesterOf(request), 'backend');
      setSessionCookie(reply, session);
      return { user };
    },
  );

  app.post(
    '/social-sign-in',
    {
      config: formLimit,
      schema: {
        tags: ['accounts'],
        summary: 'Sign in with Google, Apple or Facebook',
        description:
          "The provider's token is verified with the provider (keys, issuer, audience, expiry; Facebook " +
          'through its Graph API). A first sign-in makes a verified account; a later one with the same ' +
          'verified email signs into it. 401 auth.socialSignInFailed, 403 auth.accountSuspended, 503 ' +
          'common.unavailable when the provider cannot be reached.',
        body: SocialSignInBodySchema,
        response: { 200: SignedInSchema, ...errorResponses(400, 401, 403, 413, 415) },
      },
    },
    async (request, reply) => {
      const { user, session } = await socialAccounts.signIn(request.body, requesterOf(request));
      setSessionCookie(reply, session);
      return { user };
    },
  );

  app.post(
    '/sign-out',
    {
      schema: {
        tags: ['accounts'],
        summary: 'Sign out: the session ends and its cookie is cleared',
        response: { 200: Empty, ...errorResponses(403) },
      },
    },
    async (request, reply) => {
      if (request.session) await accounts.signOut(request.session.tokenHash);
      clearSessionCookie(reply);
      return {};
    },
  );

  app.post(
    '/validate-access-token',
    {
      schema: {
        tags: ['accounts'],
        summary: 'The signed-in account (401 auth.unauthenticated when the session ended)',
        response: { 200: SignedInSchema, ...errorResponses(401, 403) },
      },
    },
    async (request) => ({ user: await accounts.currentUser(requireSession(request).user.id) }),
  );

  app.get(
    '/check-token/:appType/:userId/:email/:token',
    {
      config: formLimit,
      schema: {
        tags: ['accounts'],
        summary: 'Whether the link of an account email still works',
        description: '410 auth.activationLinkExpired when the link is unknown, used or past its day.',
        params: z.object({
          appType: z.enum(APP_TYPES),
          userId: z.uuid(),
          email: z.string().max(254),
          token: z.string().min(1).max(200),
        }),
        response: { 200: TokenCheckSchema, ...errorResponses(400, 404, 410, 414) },
      },
    },
    async (request) => {
      const { userId, email, token } = request.params;
      return accounts.checkToken(userId, email, token);
    },
  );

  app.post(
    '/activate',
    {
      config: formLimit,
      schema: {
        tags: ['accounts'],
        summary: 'Follow an activation or password-reset link',
        description:
          'Verifies the address, sets the password when the account has none or the link is a reset ' +
          '(then the other sessions end), and signs in. 410 auth.activationLinkExpired.',
        body: ActivateBodySchema,
        response: { 200: SignedInSchema, ...errorResponses(400, 403, 410, 413, 415) },
      },
    },
    async (request, reply) => {
      const { user, session } = await accounts.activate(request.body, requesterOf(request));
      setSessionCookie(reply, session);
      return { user };
    },
  );

  app.delete(
    '/delete-tokens/:userId',
    {
      schema: {
        tags: ['accounts'],
        summary: "Invalidate an account's email links",
        params: UserIdParams,
        response: { 200: Empty, ...errorResponses(400, 401, 403, 404, 414) },
      },
    },
    async (request) => {
      requireSelfOrAdmin(request, request.params.userId);
      await accounts.deleteTokens(request.params.userId);
      return {};
    },
  );

  app.post(
    '/resend-link',
    {
      config: formLimit,
      schema: {
        tags: ['accounts'],
        summary: 'Send the validation email again to the signed-in account',
        response: { 200: Empty, ...errorResponses(401, 403) },
      },
    },
    async (request) => {
      await accounts.resendValidationLink(requireSession(request).user.id);
      return {};
    },
  );

  app.post(
    '/resend/:appType/:email/:isPasswordReset',
    {
      config: formLimit,
      schema: {
        tags: ['accounts'],
        summary: 'Send a validation or password-reset link to an address',
        description: '404 auth.emailNotRegistered when no account has the address.',
        params: z.object({
          appType: z.enum(APP_TYPES),
          email: z.string().max(254),
          isPasswordReset: z.enum(['true', 'false']),
        }),
        response: { 200: Empty, ...errorResponses(400, 403, 404, 414) },
      },
    },
    async (request) => {
      const { email, isPasswordReset } = request.params;
      await accounts.resend(email, isPasswordReset === 'true');
      return {};
    },
  );

  app.get(
    '/has-password/:id',
    {
      schema: {
        tags: ['accounts'],
        summary: 'Whether an account has a password (social sign-in accounts may not)',
        params: IdParams,
        response: { 200: HasPasswordSchema, ...errorResponses(400, 401, 403, 404, 414) },
      },
    },
    async (request) => {
      requireSelfOrAdmin(request, request.params.id);
      return { hasPassword: await accounts.hasPassword(request.params.id) };
    },
  );

  app.get(
    '/check-password/:id/:password',
    {
      schema: {
        tags: ['accounts'],
        summary: "Whether a password is the signed-in account's",
        description: 'Wrong guesses count against the account (429 common.rateLimited). Never logged.',
        params: z.object({ id: z.uuid(), password: PresentPasswordSchema }),
        response: { 200: PasswordCheckSchema, ...errorResponses(400, 401, 403, 404, 414) },
      },
    },
    async (request) => {
      // Only the account itself may test its password, not even an admin.
      if (requireSession(request).user.id !== request.params.id) throw new DomainError('auth.forbidden');
      return { isCorrect: await accounts.checkPassword(request.params.id, request.params.password) };
    },
  );

  app.post(
    '/change-password',
    {
      schema: {
        tags: ['accounts'],
        summary: "Change the signed-in account's password",
        description:
          'Body: currentPassword (unless the account has none yet), newPassword, confirmPassword. 400 ' +
          'auth.wrongPassword, field code validation.chooseNewPassword. A first password needs a sign-in ' +
          'of the last 10 minutes (401 auth.reauthenticationRequired). The other sessions end.',
        body: AnyObject,
        response: { 200: Empty, ...errorResponses(400, 401, 403, 404, 413, 415) },
      },
    },
    async (request) => {
      await accounts.changePassword(requireSession(request), request.body);
      return {};
    },
  );
};
