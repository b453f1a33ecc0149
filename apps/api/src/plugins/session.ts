import cookie from '@fastify/cookie';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { DomainError } from '@roadbook/domain/error-codes';
import { INTERNAL_SESSION_COOKIE, SESSION_COOKIE } from '@roadbook/domain/site-storage';
import type {
  ActiveSession,
  NewSession,
  SessionStore,
  SessionUser,
} from '../accounts/accounts/session-store';

declare module 'fastify' {
  interface FastifyRequest {
    /** The signed-in account's session, or null (read from the session cookie before the handler). */
    session: ActiveSession | null;
  }
}

export interface SessionPluginOptions {
  sessions: SessionStore;
  secureCookies: boolean;
  /** The site's own origin (PUBLIC_URL), accepted besides the origin the request was sent to. */
  siteOrigin: string;
}

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);
/** The cookies that sign a request in: the marketplace's session and the internal area's. */
const SESSION_COOKIES = [SESSION_COOKIE, INTERNAL_SESSION_COOKIE] as const;

function originOf(value: string | undefined): string | null {
  if (value === undefined || value === '' || value === 'null') return null;
  return URL.canParse(value) ? new URL(value).origin : null;
}

/**
 * Cross-site request forgery: a state-changing request must come from the site's own pages. A
 * browser names the page's origin (Origin, else Referer); one from another origin is refused, and so
 * is a request carrying a session cookie (the marketplace's or the internal area's) that names none.
 * Clients without cookies (scripts, servers) name none and need none.
 */
function checkSameOrigin(request: FastifyRequest, siteOrigin: string): void {
  if (SAFE_METHODS.has(request.method)) return;
  if (request.headers['sec-fetch-site'] === 'cross-site') throw new DomainError('auth.crossSiteRequest');
  const origin = originOf(request.headers.origin) ?? originOf(request.headers.referer);
  if (origin === null) {
    if (SESSION_COOKIES.some((name) => request.cookies[name] !== undefined)) {
      throw new DomainError('auth.crossSiteRequest');
    }
    return;
  }
  const ownOrigin = `${request.protocol}://${request.host}`;
  if (origin !== siteOrigin && origin !== ownOrigin) throw new DomainError('auth.crossSiteRequest');
}

/** Reads the session cookie of every API request, after the cross-site check. */
export async function registerSessions(app: FastifyInstance, options: SessionPluginOptions) {
  await app.register(cookie);
  app.decorateRequest('session', null);
  app.decorateReply('secureCookies', options.secureCookies);
  app.addHook('onRequest', async (request, reply) => {
    // The route's own address, not the request's: `/%61pi/…` reaches an /api route too.
    if (!(request.routeOptions.url ?? '').startsWith('/api/')) return;
    checkSameOrigin(request, options.siteOrigin);
    const token = request.cookies[SESSION_COOKIE];
    if (token === undefined) return;
    request.session = token.length > 0 && token.length <= 100 ? await options.sessions.find(token) : null;
    // An ended, revoked or unknown session: the browser forgets the cookie.
    if (request.session === null) clearSessionCookie(reply);
  });
}

declare module 'fastify' {
  interface FastifyReply {
    secureCookies: boolean;
  }
}

/** The session cookie: http-only, SameSite=Lax, Secure when the site is served over https. */
export function setSessionCookie(reply: FastifyReply, session: NewSession): void {
  reply.setCookie(SESSION_COOKIE, session.token, {
    path: '/',
    httpOnly: true,
    sameSite: 'lax',
    secure: reply.secureCookies,
    // Without "stay connected" the cookie ends with the browser (the session itself within hours).
    ...(session.isPersistent ? { expires: session.expiresAt } : {}),
  });
}

export function clearSessionCookie(reply: FastifyReply): void {
  reply.clearCookie(SESSION_COOKIE, {
    path: '/',
    httpOnly: true,
    sameSite: 'lax',
    secure: reply.secureCookies,
  });
}

/** The signed-in account, or 401 auth.unauthenticated. */
export function requireSession(request: FastifyRequest): ActiveSession {
  if (request.session === null) throw new DomainError('auth.unauthenticated');
  return request.session;
}

/** The signed-in account when it is `userId` or an admin; 401 when nobody is signed in, else 403. */
export function requireSelfOrAdmin(request: FastifyRequest, userId: string): ActiveSession {
  const session = requireSession(request);
  if (session.user.id !== userId && session.user.type !== 'admin') throw new DomainError('auth.forbidden');
  return session;
}

/** Who may enter the back office (/admin/*): an admin or a supplier. */
export type BackOfficeUser = SessionUser & { type: 'admin' | 'supplier' };
export type BackOfficeSession = ActiveSession & { user: BackOfficeUser };

/**
 * The signed-in admin or supplier: 401 auth.unauthenticated when nobody is signed in, 403
 * auth.forbidden for a driver.
 */
export function requireBackOffice(request: FastifyRequest): BackOfficeSession {
  const session = requireSession(request);
  const { type } = session.user;
  if (type === 'user') throw new DomainError('auth.forbidden');
  return { ...session, user: { ...session.user, type } };
}

/** The signed-in admin: 401 when nobody is signed in, 403 auth.forbidden for anyone else. */
export function requireAdmin(request: FastifyRequest): BackOfficeSession {
  const session = requireBackOffice(request);
  if (session.user.type !== 'admin') throw new DomainError('auth.forbidden');
  return session;
}
