import type { FastifyRequest } from 'fastify';

/**
 * Paths whose end is a secret: GET /api/check-password/{id}/{password},
 * GET /api/check-token/{appType}/{userId}/{email}/{token}, POST /api/verify-recaptcha/{token}/{ip} and
 * GET and POST /api/mailing-list/unsubscribe/{token}.
 */
const SECRET_PATH =
  /^(\/api\/(?:check-password\/[^/?]*|check-token\/[^/?]*\/[^/?]*\/[^/?]*|verify-recaptcha|mailing-list\/unsubscribe)\/)[^?]*/;

/**
 * Query parameters that carry secrets: the tokens of email links (`t`, and the mailing list's
 * `/marketing?confirm=…` and `?unsubscribe=…`), passwords, provider answers.
 */
const SECRET_PARAMETERS = new Set([
  'token',
  't',
  'password',
  'code',
  'input_token',
  'access_token',
  'confirm',
  'unsubscribe',
]);

/** A query parameter's name as the page reading it sees it (`%74` is `t`, `+` a space). */
function decodedName(name: string): string {
  try {
    return decodeURIComponent(name.replace(/\+/g, ' ')).toLowerCase();
  } catch {
    return name.toLowerCase();
  }
}

function redactQuery(query: string): string {
  return query
    .split('&')
    .map((pair) => {
      const equals = pair.indexOf('=');
      const name = equals === -1 ? pair : pair.slice(0, equals);
      return equals !== -1 && SECRET_PARAMETERS.has(decodedName(name)) ? `${name}=[redacted]` : pair;
    })
    .join('&');
}

/** The URL as logs may keep it: secrets in the path or the query replaced by `[redacted]`. */
export function redactUrl(url: string): string {
  const mark = url.indexOf('?');
  const path = mark === -1 ? url : url.slice(0, mark);
  const redactedPath = path.replace(SECRET_PATH, '$1[redacted]');
  return mark === -1 ? redactedPath : `${redactedPath}?${redactQuery(url.slice(mark + 1))}`;
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
