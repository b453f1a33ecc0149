import type { FastifyPluginAsyncZod, ZodTypeProvider } from 'fastify-type-provider-zod';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import {
  CommercialGuideSchema,
  GuideRevisionListQuerySchema,
  GuideRevisionListSchema,
  GuideRevisionParamsSchema,
  GuideRevisionResponseSchema,
  InternalSessionSchema,
} from '@roadbook/domain/contracts/internal';
import { DomainError } from '@roadbook/domain/error-codes';
import { GuideSaveSchema, InternalSignInSchema } from '@roadbook/domain/internal-area';
import { errorResponses } from '../../http/error-responses';
import { sayRetryAfter } from '../../platform/credentials/sign-in-limits';
import {
  clearInternalSessionCookie,
  hasInternalSessionCookie,
  internalSessionToken,
  setInternalSessionCookie,
} from './internal-session';
import { toInternalUser, type InternalService, type InternalSessionUser } from './internal.service';

declare module 'fastify' {
  interface FastifyRequest {
    /** The internal area's account, on its guarded routes (read from its cookie before the handler). */
    internalUser: InternalSessionUser | null;
  }
}

export interface InternalRoutesOptions {
  internal: InternalService;
}

const TAGS = ['internal'];

/**
 * The account of the request's internal session; without one, 401 internal.unauthenticated (and the
 * browser forgets a cookie that names no live session). The marketplace's session counts for nothing.
 */
async function requireInternalUser(
  internal: InternalService,
  request: FastifyRequest,
  reply: FastifyReply,
): Promise<InternalSessionUser> {
  const user = await internal.sessionUser(internalSessionToken(request));
  if (user === null) {
    if (hasInternalSessionCookie(request)) clearInternalSessionCookie(reply);
    throw new DomainError('internal.unauthenticated');
  }
  return user;
}

function signedIn(request: FastifyRequest): InternalSessionUser {
  if (request.internalUser === null) throw new DomainError('internal.unauthenticated');
  return request.internalUser;
}

/** The internal area: its own sign-in and session, and the commercial guide with its revisions. */
export const internalRoutes: FastifyPluginAsyncZod<InternalRoutesOptions> = async (app, { internal }) => {
  app.decorateRequest('internalUser', null);
  // Nothing of the internal area is kept by a cache, a shared one least of all.
  app.addHook('onRequest', async (_request, reply) => {
    reply.header('cache-control', 'private, no-store');
  });
  app.addHook('onError', sayRetryAfter);

  app.post(
    '/internal/sign-in',
    {
      schema: {
        tags: TAGS,
        summary: 'Signs in to the internal area',
        description:
          'Body: username, password. Sets the internal session cookie (http-only, sent to ' +
          '/api/internal only, ending with the browser and after 12 hours at most). 401 ' +
          'internal.incorrectCredentials for an unknown username or a wrong password alike; 429 ' +
          'internal.signInDelayed (details.count: the seconds to wait, also in Retry-After) past the ' +
          'failures allowed for the username or the address, as the site’s sign-in.',
        body: InternalSignInSchema,
        response: { 200: InternalSessionSchema, ...errorResponses(400, 401, 403, 413, 415) },
      },
    },
    async (request, reply) => {
      const { user, token } = await internal.signIn(
        request.body,
        { ip: request.ip },
        internalSessionToken(request),
      );
      setInternalSessionCookie(reply, token);
      return { user };
    },
  );

  app.post(
    '/internal/sign-out',
    {
      schema: {
        tags: TAGS,
        summary: 'Signs out of the internal area: the session ends and its cookie is cleared',
        response: { 204: z.null(), ...errorResponses(403) },
      },
    },
    async (request, reply) => {
      await internal.signOut(internalSessionToken(request));
      clearInternalSessionCookie(reply);
      return reply.code(204).send(null);
    },
  );

  app.get(
    '/internal/session',
    {
      schema: {
        tags: TAGS,
        summary: 'Who is signed in to the internal area (401 internal.unauthenticated when nobody)',
        response: { 200: InternalSessionSchema, ...errorResponses(401) },
      },
    },
    async (request, reply) => ({ user: toInternalUser(await requireInternalUser(internal, request, reply)) }),
  );

  // The guide: for the internal accounts only, checked before anything of the request is read.
  await app.register(async (scope) => {
    const guarded = scope.withTypeProvider<ZodTypeProvider>();
    guarded.addHook('onRequest', async (request, reply) => {
      request.internalUser = await requireInternalUser(internal, request, reply);
    });

    guarded.get(
      '/internal/commercial-guide',
      {
        schema: {
          tags: TAGS,
          summary: 'The commercial guide as it stands, for the reader and the editor',
          description:
            "The latest revision's sanitised HTML and which revision it is (content '' and revision " +
            'null before the first one). 401 internal.unauthenticated.',
          response: { 200: CommercialGuideSchema, ...errorResponses(401) },
        },
      },
      async () => internal.guide(),
    );

    guarded.put(
      '/internal/commercial-guide',
      {
        schema: {
          tags: TAGS,
          summary: 'The editor saves the commercial guide as a new revision',
          description:
            'Body: content (HTML, at most 200,000 characters), baseRevisionId (the revision the text ' +
            'was written from, null for the first). The HTML is sanitised: only p, h2, h3, strong, em, ' +
            'u, s, ul, ol, li, a (http, https or mailto), blockquote, br, code, pre and tables stay. ' +
            'Answers the guide as saved; a text unchanged saves nothing. 403 auth.forbidden for the ' +
            'reader; 409 internal.revisionConflict when someone saved since baseRevisionId.',
          body: GuideSaveSchema,
          response: { 200: CommercialGuideSchema, ...errorResponses(400, 401, 403, 409, 413, 415) },
        },
      },
      async (request) => internal.saveGuide(signedIn(request), request.body),
    );

    guarded.get(
      '/internal/commercial-guide/revisions',
      {
        schema: {
          tags: TAGS,
          summary: "The guide's revisions, newest first, with their authors",
          description: '30 a page. 401 internal.unauthenticated.',
          querystring: GuideRevisionListQuerySchema,
          response: { 200: GuideRevisionListSchema, ...errorResponses(400, 401) },
        },
      },
      async (request) => internal.revisions(request.query.page),
    );

    guarded.get(
      '/internal/commercial-guide/revisions/:revisionId',
      {
        schema: {
          tags: TAGS,
          summary: 'One revision of the guide, with its content',
          description: '404 common.notFound for an unknown revision. 401 internal.unauthenticated.',
          params: GuideRevisionParamsSchema,
          response: { 200: GuideRevisionResponseSchema, ...errorResponses(400, 401, 404, 414) },
        },
      },
      async (request) => ({ revision: await internal.revision(request.params.revisionId) }),
    );
  });
};
