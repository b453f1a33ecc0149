// The internal area's own session cookie, apart from the marketplace's: an opaque token (its SHA-256
// in internal_sessions), http-only, sent only to /api/internal, ending with the browser and, on the
// server, after INTERNAL_SESSION_HOURS at most.
import type { FastifyReply, FastifyRequest } from 'fastify';
import { INTERNAL_SESSION_COOKIE } from '@roadbook/domain/site-storage';

const COOKIE_PATH = '/api/internal';
/** Longer than any token this API hands out (43 characters): anything longer is not looked up. */
const TOKEN_MAX_LENGTH = 100;

/** The cookie's token when it may be one (null without the cookie or with an impossible value). */
export function internalSessionToken(request: FastifyRequest): string | null {
  const token = request.cookies[INTERNAL_SESSION_COOKIE];
  return token !== undefined && token.length > 0 && token.length <= TOKEN_MAX_LENGTH ? token : null;
}

/** Whether the request carries the cookie at all (a value this API never gave included). */
export function hasInternalSessionCookie(request: FastifyRequest): boolean {
  return request.cookies[INTERNAL_SESSION_COOKIE] !== undefined;
}

const cookieOptions = (reply: FastifyReply) => ({
  path: COOKIE_PATH,
  httpOnly: true,
  sameSite: 'strict' as const,
  secure: reply.secureCookies,
});

/** No `expires`: the browser forgets it when it closes; the session ends on the server anyway. */
export function setInternalSessionCookie(reply: FastifyReply, token: string): void {
  reply.setCookie(INTERNAL_SESSION_COOKIE, token, cookieOptions(reply));
}

export function clearInternalSessionCookie(reply: FastifyReply): void {
  reply.clearCookie(INTERNAL_SESSION_COOKIE, cookieOptions(reply));
}
