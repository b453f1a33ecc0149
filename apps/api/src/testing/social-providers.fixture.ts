// Local stand-ins for the social sign-in providers, speaking their protocols: an OpenID provider that
// publishes its signing keys as a JSON Web Key Set and signs ID tokens with them (Google, Apple), and
// Facebook's Graph API (`debug_token` and `/me`) for the user access tokens it issues.
import { createHmac, randomBytes, randomUUID } from 'node:crypto';
import type http from 'node:http';
import { exportJWK, generateKeyPair, SignJWT, type CryptoKey, type JWK, type JWTPayload } from 'jose';
import { sendJson, startFakeHttpServer } from './fake-http-server.fixture';

export interface SigningKey {
  kid: string;
  privateKey: CryptoKey;
  /** The public half as the key set publishes it. */
  publicJwk: JWK;
}

/** A new RS256 key pair named `kid`. */
export async function createSigningKey(kid: string = randomUUID()): Promise<SigningKey> {
  const { privateKey, publicKey } = await generateKeyPair('RS256');
  const publicJwk: JWK = { ...(await exportJWK(publicKey)), kid, alg: 'RS256', use: 'sig' };
  return { kid, privateKey, publicJwk };
}

/** `claims` signed with RS256 by `key`, the header naming its key id. */
export function signWith(key: SigningKey, claims: JWTPayload): Promise<string> {
  return new SignJWT(claims)
    .setProtectedHeader({ alg: 'RS256', kid: key.kid, typ: 'JWT' })
    .sign(key.privateKey);
}

export interface JwksProvider {
  /** Where the key set is published. */
  jwksUrl: string;
  /** The key new tokens are signed with. */
  readonly currentKey: SigningKey;
  /** Paths requested so far: each one a fetch of the key set. */
  requests: string[];
  /**
   * An ID token with `claims` over the defaults (the provider's issuer and audience when given,
   * issued now, expiring in an hour), signed by the current key or by `key`.
   */
  signIdToken(claims: JWTPayload, options?: { key?: SigningKey }): Promise<string>;
  /** Signs with a new key from now on; the key set publishes it and the previous one, as providers do. */
  rotateKey(): Promise<SigningKey>;
  /** Answers the key set with `status` and `body` instead (null: the key set again). */
  breakWith(answer: { status: number; body: unknown } | null): void;
  close(): Promise<void>;
}

export interface JwksProviderOptions {
  /** The default `iss` of the tokens, e.g. `https://accounts.google.com`. */
  issuer?: string;
  /** The default `aud` of the tokens: the client id of the app. */
  audience?: string;
}

export const JWKS_PATH = '/oauth2/v3/certs';

export async function startJwksProvider(options: JwksProviderOptions = {}): Promise<JwksProvider> {
  let current = await createSigningKey();
  let published: SigningKey[] = [current];
  let broken: { status: number; body: unknown } | null = null;

  const answer = (request: http.IncomingMessage, response: http.ServerResponse) => {
    if (request.url !== JWKS_PATH) return sendJson(response, 404, { error: 'not_found' });
    if (broken !== null) return sendJson(response, broken.status, broken.body);
    response.setHeader('cache-control', 'public, max-age=21600, must-revalidate');
    return sendJson(response, 200, { keys: published.map((key) => key.publicJwk) });
  };
  const server = await startFakeHttpServer(answer);

  return {
    jwksUrl: `${server.origin}${JWKS_PATH}`,
    get currentKey() {
      return current;
    },
    requests: server.requests,
    signIdToken(claims, { key = current } = {}) {
      const issuedAt = Math.floor(Date.now() / 1000);
      return signWith(key, {
        ...(options.issuer === undefined ? {} : { iss: options.issuer }),
        ...(options.audience === undefined ? {} : { aud: options.audience }),
        iat: issuedAt,
        exp: issuedAt + 3600,
        ...claims,
      });
    },
    async rotateKey() {
      const next = await createSigningKey();
      published = [next, current];
      current = next;
      return next;
    },
    breakWith(next) {
      broken = next;
    },
    close: () => server.close(),
  };
}

export interface FacebookUser {
  id: string;
  name?: string;
  email?: string;
}

export interface FacebookTokenOptions {
  /** The app the token was issued to; ours by default. */
  appId?: string;
  /** When it expires; in 60 days by default, null for never. */
  expiresAt?: Date | null;
}

export interface FacebookGraph {
  /** The Graph API base with its version, as FACEBOOK_GRAPH_URL holds it. */
  graphUrl: string;
  /** Addresses requested so far (path and query). */
  requests: string[];
  /** A user access token for `user`, as Facebook Login gives the page. */
  issueToken(user: FacebookUser, options?: FacebookTokenOptions): string;
  /** Answers every request with `status` and `body` instead (null: as the Graph API again). */
  breakWith(answer: { status: number; body: unknown } | null): void;
  close(): Promise<void>;
}

export const FACEBOOK_GRAPH_VERSION = 'v19.0';
const DAY_SECONDS = 24 * 60 * 60;

interface IssuedToken {
  user: FacebookUser;
  appId: string;
  /** Seconds since the epoch, 0 for never. */
  expiresAt: number;
}

function graphError(response: http.ServerResponse, message: string, type: string, code: number) {
  sendJson(response, 400, {
    error: { message, type, code, fbtrace_id: randomBytes(8).toString('base64url') },
  });
}

/**
 * The Graph API of the app `appId` whose secret is `appSecret`, with "Require App Secret" on: `/me`
 * wants the `appsecret_proof` of the token, and `debug_token` the app access token `appId|appSecret`.
 */
export async function startFacebookGraph({
  appId,
  appSecret,
}: {
  appId: string;
  appSecret: string;
}): Promise<FacebookGraph> {
  const tokens = new Map<string, IssuedToken>();
  const prefix = `/${FACEBOOK_GRAPH_VERSION}`;
  let broken: { status: number; body: unknown } | null = null;
  const nowSeconds = () => Math.floor(Date.now() / 1000);
  const isLive = (issued: IssuedToken) => issued.expiresAt === 0 || issued.expiresAt > nowSeconds();

  function debugToken(query: URLSearchParams, response: http.ServerResponse) {
    if (query.get('access_token') !== `${appId}|${appSecret}`) {
      return graphError(response, 'Invalid OAuth access token signature.', 'OAuthException', 190);
    }
    const inputToken = query.get('input_token');
    if (inputToken === null) {
      return graphError(response, '(#100) The parameter input_token is required', 'OAuthException', 100);
    }
    const issued = tokens.get(inputToken);
    if (issued === undefined) {
      return sendJson(response, 200, {
        data: {
          error: { code: 190, message: 'Invalid OAuth access token - Cannot parse access token' },
          is_valid: false,
          scopes: [],
        },
      });
    }
    const live = isLive(issued);
    return sendJson(response, 200, {
      data: {
        app_id: issued.appId,
        type: 'USER',
        application: issued.appId === appId ? 'Roadbook' : 'Another app',
        data_access_expires_at: nowSeconds() + 90 * DAY_SECONDS,
        ...(live
          ? {}
          : {
              error: {
                code: 190,
                message: 'Error validating access token: Session has expired.',
                subcode: 463,
              },
            }),
        expires_at: issued.expiresAt,
        is_valid: live,
        scopes: ['email', 'public_profile'],
        user_id: issued.user.id,
      },
    });
  }

  function me(query: URLSearchParams, response: http.ServerResponse) {
    const accessToken = query.get('access_token') ?? '';
    const issued = tokens.get(accessToken);
    if (issued === undefined || !isLive(issued)) {
      return graphError(response, 'Invalid OAuth access token data.', 'OAuthException', 190);
    }
    const secretOfItsApp = issued.appId === appId ? appSecret : null;
    const proof = secretOfItsApp && createHmac('sha256', secretOfItsApp).update(accessToken).digest('hex');
    if (query.get('appsecret_proof') !== proof) {
      return graphError(
        response,
        'Invalid appsecret_proof provided in the API argument',
        'GraphMethodException',
        100,
      );
    }
    const fields = (query.get('fields') ?? 'id,name').split(',');
    const profile: Record<string, string> = {};
    for (const field of fields) {
      const value = field === 'id' || field === 'name' || field === 'email' ? issued.user[field] : undefined;
      if (value !== undefined) profile[field] = value;
    }
    return sendJson(response, 200, profile);
  }

  const server = await startFakeHttpServer((request, response) => {
    if (broken !== null) return sendJson(response, broken.status, broken.body);
    const url = new URL(request.url ?? '/', 'http://graph.invalid');
    if (request.method !== 'GET')
      return graphError(response, 'Unsupported method', 'GraphMethodException', 100);
    if (url.pathname === `${prefix}/debug_token`) return debugToken(url.searchParams, response);
    if (url.pathname === `${prefix}/me`) return me(url.searchParams, response);
    return graphError(response, `Unknown path components: ${url.pathname}`, 'OAuthException', 2500);
  });

  return {
    graphUrl: `${server.origin}${prefix}`,
    requests: server.requests,
    issueToken(user, { appId: tokenAppId = appId, expiresAt } = {}) {
      const token = `EAA${randomBytes(48).toString('base64url')}`;
      const expiry =
        expiresAt === null
          ? 0
          : expiresAt === undefined
            ? nowSeconds() + 60 * DAY_SECONDS
            : Math.floor(expiresAt.getTime() / 1000);
      tokens.set(token, { user, appId: tokenAppId, expiresAt: expiry });
      return token;
    },
    breakWith(next) {
      broken = next;
    },
    close: () => server.close(),
  };
}
