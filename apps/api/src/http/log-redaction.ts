import type { FastifyRequest } from 'fastify';

/**
 * Paths whose end is a secret: GET /api/check-password/{id}/{password},
 * GET /api/check-token/{appType}/{userId}/{email}/{token}, POST /api/verify-recaptcha/{token}/{ip} and
 * POST /api/mailing-list/unsubscribe/{token}.
 */
const SECRET_PATH =
  /^(\/api\/(?:check-password\/[^/?]*|check-token\/[^/?]*\/[^/?]*\/[^/?]*|verify-recaptcha|mailing-list\/unsubscribe)\/)[^?]*/;
/** Query parameters that carry secrets (tokens of email links, provider answers). */
const SECRET_QUERY = /([?&](?:token|t|password|code|input_token|access_token)=)[^&]*/gi;

/** The URL as logs may keep it: secrets in the path or the query replaced by `[redacted]`. */
export function redactUrl(url: string): string {
  return url.replace(SECRET_PATH, '$1[redacted]').replace(SECRET_QUERY, '$1[redacted]');
}

/** The request as each log line shows it (pino's `req` serializer), without secrets. */
export function serializeRequest(request: FastifyRequest) {
  // A route whose path holds a secret is logged by its pattern, however the address was encoded.
  const route = request.routeOptions.url ?? '';
  return {
    method: request.method,
    url: SECRET_PATH.test(route.replace(/:/g, '')) ? route : redactUrl(request.url),
    host: request.host,
    remoteAddress: request.ip,
  };
}
