// Local stand-ins of the social sign-in providers, for the site that uses outside services. They
// speak the providers' protocols: Google's and Apple's signing keys published as JSON Web Key Sets,
// ID tokens signed with them, and Facebook's Graph API (`debug_token` with the app access token,
// `/me` with the `appsecret_proof`) for the user access tokens it issues.
//
// A journey plays the provider's sign-in window: POST /tokens/{provider} with the person
// ({ subject, email, name }) answers what that window would give the page.
import { createHmac, generateKeyPairSync, randomBytes, sign } from 'node:crypto';
import http from 'node:http';

const port = Number(process.env.E2E_SOCIAL_PORT ?? 8127);
const google = { clientId: process.env.E2E_GOOGLE_CLIENT_ID ?? '', issuer: 'https://accounts.google.com' };
const apple = { clientId: process.env.E2E_APPLE_CLIENT_ID ?? '', issuer: 'https://appleid.apple.com' };
const facebook = {
  appId: process.env.E2E_FACEBOOK_APP_ID ?? '',
  secret: process.env.E2E_FACEBOOK_APP_SECRET ?? '',
};
const GRAPH = '/facebook/v19.0';

const { privateKey, publicKey } = generateKeyPairSync('rsa', { modulusLength: 2048 });
const kid = randomBytes(8).toString('hex');
const jwks = { keys: [{ ...publicKey.export({ format: 'jwk' }), kid, alg: 'RS256', use: 'sig' }] };

/** @param {object} value */
const base64url = (value) => Buffer.from(JSON.stringify(value)).toString('base64url');

/** An RS256 JSON Web Token of `claims`, signed with the published key. */
function signJwt(claims) {
  const signed = `${base64url({ alg: 'RS256', kid, typ: 'JWT' })}.${base64url(claims)}`;
  return `${signed}.${sign('sha256', Buffer.from(signed), privateKey).toString('base64url')}`;
}

function idToken({ issuer, clientId }, person) {
  const now = Math.floor(Date.now() / 1000);
  return signJwt({
    iss: issuer,
    aud: clientId,
    sub: person.subject,
    email: person.email,
    email_verified: issuer === apple.issuer ? 'true' : true,
    ...(issuer === google.issuer && person.name ? { name: person.name } : {}),
    iat: now,
    exp: now + 3600,
  });
}

/** Facebook user access tokens issued so far, and whose they are. */
const facebookTokens = new Map();

function send(response, status, body) {
  response.writeHead(status, { 'content-type': 'application/json' }).end(JSON.stringify(body));
}

const graphError = (response, message) =>
  send(response, 400, { error: { message, type: 'OAuthException', code: 190 } });

function answerGraph(url, response) {
  const path = url.pathname.slice(GRAPH.length);
  const query = url.searchParams;
  if (path === '/debug_token') {
    if (query.get('access_token') !== `${facebook.appId}|${facebook.secret}`) {
      return graphError(response, 'Invalid app access token');
    }
    const person = facebookTokens.get(query.get('input_token'));
    if (person === undefined) return send(response, 200, { data: { is_valid: false } });
    return send(response, 200, {
      data: {
        is_valid: true,
        app_id: facebook.appId,
        type: 'USER',
        user_id: person.subject,
        expires_at: Math.floor(Date.now() / 1000) + 3600,
      },
    });
  }
  if (path === '/me') {
    const token = query.get('access_token') ?? '';
    const person = facebookTokens.get(token);
    const proof = createHmac('sha256', facebook.secret).update(token).digest('hex');
    if (person === undefined || query.get('appsecret_proof') !== proof) {
      return graphError(response, 'Invalid OAuth access token');
    }
    return send(response, 200, { id: person.subject, name: person.name, email: person.email });
  }
  return send(response, 404, { error: { message: 'Unknown path', type: 'GraphMethodException', code: 100 } });
}

async function readJson(request) {
  const chunks = [];
  for await (const chunk of request) chunks.push(chunk);
  return JSON.parse(Buffer.concat(chunks).toString('utf8'));
}

async function issueToken(provider, request, response) {
  const person = await readJson(request);
  if (provider === 'google') return send(response, 200, { token: idToken(google, person) });
  if (provider === 'apple') return send(response, 200, { token: idToken(apple, person) });
  const token = `EAA${randomBytes(24).toString('hex')}`;
  facebookTokens.set(token, person);
  return send(response, 200, { token });
}

http
  .createServer((request, response) => {
    const url = new URL(request.url ?? '/', `http://127.0.0.1:${port}`);
    if (url.pathname === '/health') return send(response, 200, { status: 'ok' });
    if (url.pathname === '/google/certs' || url.pathname === '/apple/keys') return send(response, 200, jwks);
    if (url.pathname.startsWith(`${GRAPH}/`)) return answerGraph(url, response);
    const issue = /^\/tokens\/(google|apple|facebook)$/.exec(url.pathname);
    if (issue !== null && request.method === 'POST') {
      return issueToken(issue[1], request, response).catch(() =>
        send(response, 400, { error: 'bad request' }),
      );
    }
    return send(response, 404, { error: 'not found' });
  })
  .listen(port, '127.0.0.1');
