import { ErrorBodySchema } from '@roadbook/domain/contracts/error-body';

/**
 * The statuses an API route may answer with the shared error body: 400 invalid input, 401 not
 * signed in, 403 not allowed, 404 nothing found, 409 conflict, 410 gone (an expired link), 413 body
 * too large, 414 path parameter too long, 415 unsupported body type, 422 unreadable content, 429 rate
 * limit, 500 unexpected failure, 503 unavailable.
 */
export type ErrorStatus = 400 | 401 | 402 | 403 | 404 | 409 | 410 | 413 | 414 | 415 | 422 | 429 | 500 | 503;

/**
 * Every route may fail unexpectedly (500 common.unhandled) and is refused while the server shuts
 * down (503 common.unavailable, plugins/errors.ts).
 */
const ALWAYS = [500, 503] as const;

function responsesOf<Status extends ErrorStatus>(statuses: readonly Status[]) {
  // Object.fromEntries types its keys as strings; they are exactly `statuses`.
  return Object.fromEntries(statuses.map((status) => [status, ErrorBodySchema])) as Record<
    Status,
    typeof ErrorBodySchema
  >;
}

/**
 * The error answers of a route under the /api rate limit, for its `response` schema (and so for
 * /api/docs): the shared error body under each of `statuses` — the answers of the route's own rules
 * and input, 503 included where the route itself answers it — and under 429, 500 and 503.
 * `response: { 200: ThingSchema, ...errorResponses(400, 404) }`.
 */
export function errorResponses<const Status extends ErrorStatus>(...statuses: Status[]) {
  return responsesOf<Status | 429 | (typeof ALWAYS)[number]>([...statuses, 429, ...ALWAYS]);
}

/** errorResponses for a route that the rate limit leaves out (`config: { rateLimit: false }`). */
export function errorResponsesOutsideRateLimit<const Status extends ErrorStatus>(...statuses: Status[]) {
  return responsesOf<Status | (typeof ALWAYS)[number]>([...statuses, ...ALWAYS]);
}
