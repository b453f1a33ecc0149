// Cache lifetimes and validators of the public reads that change rarely (places, countries,
// suppliers, the site settings, currency rates). A route's 200 answer carries Cache-Control, Vary and
// an ETag (a hash of its bytes); a request whose If-None-Match names that ETag is answered 304
// without a body, so that a browser or a CDN keeps the answer and asks again for a few bytes.
import { createHash } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';

export interface PublicCachePolicy {
  /** Seconds a browser or a shared cache may answer without asking; 0: it asks each time. */
  maxAgeSeconds: number;
  /** Seconds more a cache may answer with a stale copy while it asks again in the background. */
  staleWhileRevalidateSeconds?: number;
  /** Request headers the answer depends on besides its address (the query is part of the address). */
  vary?: readonly string[];
}

function cacheControlOf(policy: PublicCachePolicy, scope: 'public' | 'private'): string {
  const { maxAgeSeconds, staleWhileRevalidateSeconds } = policy;
  if (maxAgeSeconds === 0) return `${scope}, no-cache`;
  const stale =
    staleWhileRevalidateSeconds === undefined
      ? ''
      : `, stale-while-revalidate=${staleWhileRevalidateSeconds}`;
  return `${scope}, max-age=${maxAgeSeconds}${stale}`;
}

/** A strong entity tag: equal tags mean equal bytes. */
function entityTagOf(payload: string | Buffer): string {
  return `"${createHash('sha256').update(payload).digest('base64url').slice(0, 32)}"`;
}

/** Whether If-None-Match names `tag`: `*`, or one of its tags, compared weakly (W/ ignored, RFC 9110). */
function isEntityTagListed(ifNoneMatch: string | undefined, tag: string): boolean {
  if (ifNoneMatch === undefined) return false;
  const opaque = (value: string) => value.trim().replace(/^W\//, '');
  return ifNoneMatch.split(',').some((listed) => listed.trim() === '*' || opaque(listed) === opaque(tag));
}

/**
 * A public read's caching, for its route options: `onSend` gives a 200 answer its Cache-Control
 * (`private` instead of `public` when it sets a cookie — the session plugin forgets an ended
 * session's — so that no shared cache hands that cookie to others), its Vary and its ETag, and turns
 * it into a 304 when If-None-Match names that ETag; `description` says so, for the route's OpenAPI
 * description. Other statuses (errors) are left as they are.
 */
export function publicCaching(policy: PublicCachePolicy) {
  const publicControl = cacheControlOf(policy, 'public');
  const privateControl = cacheControlOf(policy, 'private');
  const vary = policy.vary === undefined ? undefined : policy.vary.join(', ');
  const varies = vary === undefined ? '' : `, Vary: ${vary}`;
  return {
    description:
      `Cache-Control: ${publicControl}${varies}; an ETag, and 304 without a body when ` +
      'If-None-Match names it.',
    async onSend(request: FastifyRequest, reply: FastifyReply, payload: unknown): Promise<unknown> {
      if (reply.statusCode !== 200 || !(typeof payload === 'string' || Buffer.isBuffer(payload))) {
        return payload;
      }
      reply.header('cache-control', reply.hasHeader('set-cookie') ? privateControl : publicControl);
      if (vary !== undefined) reply.header('vary', vary);
      const tag = entityTagOf(payload);
      reply.header('etag', tag);
      if (!isEntityTagListed(request.headers['if-none-match'], tag)) return payload;
      reply.code(304).removeHeader('content-type');
      // Fastify's HEAD route measures the body it leaves out (its length is the 200's): it gets it.
      return request.method === 'HEAD' ? payload : null;
    },
  };
}
