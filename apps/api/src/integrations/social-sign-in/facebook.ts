// Facebook sign-in: Facebook Login gives the page a user access token. The Graph API says whether it
// is valid, for which app and until when (`debug_token`, asked with our app access token
// `{app id}|{app secret}`), then whose it is (`/me`, with the `appsecret_proof` Facebook asks of
// servers). Facebook gives only confirmed email addresses, so an email it gives counts as verified.
// Tokens and the secret travel in query strings, as the Graph API expects; no message holds them.
import { createHmac } from 'node:crypto';
import { z } from 'zod';
import { SocialProviderError, textOrNull, type ProviderTokenCheck } from './social-provider';

export interface FacebookSignInOptions {
  appId: string;
  appSecret: string;
  /** The Graph API with its version, e.g. `https://graph.facebook.com/v19.0`. */
  graphUrl: string;
  /** Longest wait for each Graph API answer. */
  timeoutMs: number;
  /** Clock, in milliseconds. */
  now?: () => number;
}

const DebugTokenSchema = z.object({
  data: z.object({
    is_valid: z.boolean(),
    app_id: z.string().optional(),
    type: z.string().optional(),
    user_id: z.string().optional(),
    /** Seconds since the epoch; 0 for a token that does not expire. */
    expires_at: z.number().optional(),
  }),
});

const ProfileSchema = z.object({
  id: z.string().min(1),
  name: z.string().optional(),
  email: z.string().optional(),
});

const GraphErrorSchema = z.object({
  error: z.object({ type: z.string().optional(), code: z.number().optional() }),
});

/** Graph API error codes that mean "not now": unavailable, too many calls. */
const GRAPH_BUSY_CODES = new Set([2, 4, 17, 32, 613]);

/** Why a request got no answer, by names and codes only: a message could quote the address. */
function networkReason(error: unknown): string {
  if (!(error instanceof Error)) return 'unknown error';
  const { cause } = error;
  const code =
    cause instanceof Error && 'code' in cause && typeof cause.code === 'string' ? ` ${cause.code}` : '';
  return `${error.name}${code}`;
}

/** GET on the Graph API; the parsed JSON of a 2xx answer. */
async function getGraph(url: URL, timeoutMs: number): Promise<unknown> {
  // The path only: the query holds the tokens.
  const what = url.pathname;
  let response: Response;
  let text: string;
  try {
    response = await fetch(url, {
      headers: { accept: 'application/json' },
      signal: AbortSignal.timeout(timeoutMs),
    });
    text = await response.text();
  } catch (error) {
    throw new SocialProviderError('unavailable', `Graph API ${what} unreachable (${networkReason(error)})`);
  }
  let body: unknown;
  try {
    body = JSON.parse(text);
  } catch {
    throw new SocialProviderError(
      'unavailable',
      `Graph API ${what} answered HTTP ${response.status}, not JSON`,
    );
  }
  if (response.ok) return body;
  const graphError = GraphErrorSchema.safeParse(body);
  const code = graphError.success ? graphError.data.error.code : undefined;
  const detail = graphError.success ? ` (${graphError.data.error.type ?? 'error'} ${code ?? '?'})` : '';
  const message = `Graph API ${what} answered HTTP ${response.status}${detail}`;
  const isBusy =
    response.status >= 500 || response.status === 429 || (code !== undefined && GRAPH_BUSY_CODES.has(code));
  throw new SocialProviderError(isBusy ? 'unavailable' : 'rejected', message);
}

function graphEndpoint(graphUrl: string, path: string, query: Record<string, string>): URL {
  const url = new URL(`${graphUrl.replace(/\/+$/, '')}/${path}`);
  for (const [name, value] of Object.entries(query)) url.searchParams.set(name, value);
  return url;
}

export function createFacebookTokenCheck({
  appId,
  appSecret,
  graphUrl,
  timeoutMs,
  now = Date.now,
}: FacebookSignInOptions): ProviderTokenCheck {
  return async (token) => {
    const debug = DebugTokenSchema.safeParse(
      await getGraph(
        graphEndpoint(graphUrl, 'debug_token', { input_token: token, access_token: `${appId}|${appSecret}` }),
        timeoutMs,
      ),
    );
    if (!debug.success)
      throw new SocialProviderError('unavailable', 'Graph API debug_token answer unreadable');
    const {
      is_valid: isValid,
      app_id: tokenAppId,
      type,
      user_id: userId,
      expires_at: expiresAt,
    } = debug.data.data;
    if (!isValid) throw new SocialProviderError('rejected', 'Facebook says the token is not valid');
    if (tokenAppId !== appId)
      throw new SocialProviderError('rejected', 'Facebook token issued to another app');
    if (type !== undefined && type !== 'USER') {
      throw new SocialProviderError('rejected', `Facebook token is not a user token (${type})`);
    }
    if (expiresAt !== undefined && expiresAt !== 0 && expiresAt * 1000 <= now()) {
      throw new SocialProviderError('rejected', 'Facebook token expired');
    }

    const appSecretProof = createHmac('sha256', appSecret).update(token).digest('hex');
    const profile = ProfileSchema.safeParse(
      await getGraph(
        graphEndpoint(graphUrl, 'me', {
          fields: 'id,name,email',
          access_token: token,
          appsecret_proof: appSecretProof,
        }),
        timeoutMs,
      ),
    );
    if (!profile.success) throw new SocialProviderError('unavailable', 'Graph API /me answer unreadable');
    if (userId !== undefined && profile.data.id !== userId) {
      throw new SocialProviderError('rejected', 'Facebook /me names another user than debug_token');
    }
    const email = textOrNull(profile.data.email);
    return {
      subject: profile.data.id,
      email,
      isEmailVerified: email !== null,
      fullName: textOrNull(profile.data.name),
    };
  };
}
