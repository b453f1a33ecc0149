import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { base64url, generateSecret, SignJWT, type JWTPayload } from 'jose';
import { DomainError, type ErrorCode } from '@roadbook/domain/error-codes';
import {
  startFakeHttpServer,
  unusedOrigin,
  type FakeHttpServer,
} from '../../testing/fake-http-server.fixture';
import {
  createSigningKey,
  signWith,
  startFacebookGraph,
  startJwksProvider,
  type FacebookGraph,
  type JwksProvider,
} from '../../testing/social-providers.fixture';
import { createSocialSignIn, type SocialSignInDependencies } from './social-sign-in';

const GOOGLE_CLIENT_ID = '1234567890-roadbook.apps.googleusercontent.com';
const APPLE_CLIENT_ID = 'com.roadbook.web';
const FACEBOOK_APP_ID = '987654321012345';
const FACEBOOK_APP_SECRET = 'f4c3b00c-app-secret';
const NO_PROVIDERS = { google: null, apple: null, facebook: null, timeoutMs: 2000 };

const nowSeconds = () => Math.floor(Date.now() / 1000);

async function refusal(promise: Promise<unknown>): Promise<ErrorCode> {
  const error: unknown = await promise.then(
    () => null,
    (reason: unknown) => reason,
  );
  if (!(error instanceof DomainError)) throw new Error(`expected a DomainError, got ${String(error)}`);
  return error.code;
}

/** A log that keeps every line, to check what it says and what it never says. */
function createRecordingLog() {
  const lines: string[] = [];
  const record = (...args: unknown[]) => {
    lines.push(JSON.stringify(args));
  };
  return { lines, log: { info: record, warn: record } };
}

/** An unsigned token (`alg: none`) with `claims`. */
function unsignedToken(claims: JWTPayload): string {
  const encode = (value: object) => base64url.encode(JSON.stringify(value));
  return `${encode({ alg: 'none', typ: 'JWT' })}.${encode(claims)}.`;
}

describe('Google and Apple ID tokens', () => {
  let google: JwksProvider;
  let apple: JwksProvider;
  const recording = createRecordingLog();
  let signIn: ReturnType<typeof createSocialSignIn>;

  beforeAll(async () => {
    google = await startJwksProvider({ issuer: 'https://accounts.google.com', audience: GOOGLE_CLIENT_ID });
    apple = await startJwksProvider({ issuer: 'https://appleid.apple.com', audience: APPLE_CLIENT_ID });
    signIn = createSocialSignIn({
      ...NO_PROVIDERS,
      google: { clientId: GOOGLE_CLIENT_ID, jwksUrl: google.jwksUrl },
      apple: { clientId: APPLE_CLIENT_ID, jwksUrl: apple.jwksUrl },
      log: recording.log,
      jwksCooldownMs: 0,
    });
  });
  afterAll(async () => {
    await google.close();
    await apple.close();
  });

  const googleClaims = {
    sub: '110169484474386276334',
    email: 'ada@example.com',
    email_verified: true,
    name: 'Ada Lovelace',
    azp: GOOGLE_CLIENT_ID,
  };

  it('reads a valid Google token: subject, verified email and name', async () => {
    const token = await google.signIdToken(googleClaims);
    await expect(signIn.verify('google', token)).resolves.toEqual({
      provider: 'google',
      subject: '110169484474386276334',
      email: 'ada@example.com',
      isEmailVerified: true,
      fullName: 'Ada Lovelace',
    });
  });

  it('takes the issuer without its scheme, and email_verified given as text', async () => {
    const token = await google.signIdToken({
      ...googleClaims,
      iss: 'accounts.google.com',
      email_verified: 'true',
    });
    await expect(signIn.verify('google', token)).resolves.toMatchObject({ isEmailVerified: true });
  });

  it('says so when Google has not verified the email, and when there is no email or name', async () => {
    const unverified = await google.signIdToken({ ...googleClaims, email_verified: false });
    await expect(signIn.verify('google', unverified)).resolves.toMatchObject({
      email: 'ada@example.com',
      isEmailVerified: false,
    });
    const bare = await google.signIdToken({ sub: '42' });
    await expect(signIn.verify('google', bare)).resolves.toEqual({
      provider: 'google',
      subject: '42',
      email: null,
      isEmailVerified: false,
      fullName: null,
    });
  });

  it('takes a token that expired within the clock tolerance', async () => {
    const token = await google.signIdToken({
      ...googleClaims,
      iat: nowSeconds() - 3610,
      exp: nowSeconds() - 10,
    });
    await expect(signIn.verify('google', token)).resolves.toMatchObject({ subject: googleClaims.sub });
  });

  it('reads a valid Apple token, with email_verified as text and no name', async () => {
    const token = await apple.signIdToken({
      sub: '001234.5c1d2e3f4a5b6c7d8e9f.1234',
      email: 'x7k2p9@privaterelay.appleid.com',
      email_verified: 'true',
      is_private_email: 'true',
      auth_time: nowSeconds(),
      nonce_supported: true,
    });
    await expect(signIn.verify('apple', token)).resolves.toEqual({
      provider: 'apple',
      subject: '001234.5c1d2e3f4a5b6c7d8e9f.1234',
      email: 'x7k2p9@privaterelay.appleid.com',
      isEmailVerified: true,
      fullName: null,
    });
  });

  const refused: [string, () => Promise<string>][] = [
    ['a Google token for another app', () => google.signIdToken({ ...googleClaims, aud: 'other-app' })],
    [
      'a Google token from another issuer',
      () => google.signIdToken({ ...googleClaims, iss: 'https://evil.example' }),
    ],
    ['a Google token without an issuer', () => google.signIdToken({ ...googleClaims, iss: undefined })],
    [
      'an expired Google token',
      () => google.signIdToken({ ...googleClaims, iat: nowSeconds() - 7200, exp: nowSeconds() - 3600 }),
    ],
    ['a Google token not valid yet', () => google.signIdToken({ ...googleClaims, nbf: nowSeconds() + 3600 })],
    ['a Google token without an expiry', () => google.signIdToken({ ...googleClaims, exp: undefined })],
    ['a Google token without a subject', () => google.signIdToken({ ...googleClaims, sub: undefined })],
    [
      'a Google token signed by a key Google does not publish',
      async () => google.signIdToken(googleClaims, { key: await createSigningKey() }),
    ],
    [
      'a Google token signed by another key under a published key id',
      async () => google.signIdToken(googleClaims, { key: await createSigningKey(google.currentKey.kid) }),
    ],
    [
      'a Google token whose claims were changed after signing',
      async () => {
        const [header, , signature] = (await google.signIdToken(googleClaims)).split('.');
        const claims = { ...googleClaims, iss: 'https://accounts.google.com', aud: GOOGLE_CLIENT_ID };
        const forged = base64url.encode(
          JSON.stringify({ ...claims, sub: 'someone-else', exp: nowSeconds() + 60 }),
        );
        return `${header}.${forged}.${signature}`;
      },
    ],
    [
      'an unsigned Google token (alg none)',
      async () =>
        unsignedToken({
          ...googleClaims,
          iss: 'https://accounts.google.com',
          aud: GOOGLE_CLIENT_ID,
          exp: nowSeconds() + 60,
        }),
    ],
    [
      'a Google token signed with HS256',
      async () =>
        new SignJWT({ ...googleClaims, iss: 'https://accounts.google.com', aud: GOOGLE_CLIENT_ID })
          .setProtectedHeader({ alg: 'HS256', kid: google.currentKey.kid })
          .setIssuedAt()
          .setExpirationTime('1h')
          .sign(await generateSecret('HS256')),
    ],
    [
      'a Google token signed with HS256 keyed by the published public key',
      async () =>
        new SignJWT({ ...googleClaims, iss: 'https://accounts.google.com', aud: GOOGLE_CLIENT_ID })
          .setProtectedHeader({ alg: 'HS256', kid: google.currentKey.kid })
          .setIssuedAt()
          .setExpirationTime('1h')
          .sign(new TextEncoder().encode(JSON.stringify(google.currentKey.publicJwk))),
    ],
    ['something that is not a token', async () => 'not-a-token'],
  ];

  it.each(refused)('refuses %s', async (_name, token) => {
    expect(await refusal(signIn.verify('google', await token()))).toBe('auth.socialSignInFailed');
  });

  it.each([
    ['a Google token given as Apple', () => google.signIdToken(googleClaims)],
    [
      'an Apple token for the Google client id',
      () => apple.signIdToken({ sub: '001234.abc', aud: GOOGLE_CLIENT_ID }),
    ],
    [
      'an Apple token from another issuer',
      () => apple.signIdToken({ sub: '001234.abc', iss: 'https://accounts.google.com' }),
    ],
    [
      'an expired Apple token',
      () => apple.signIdToken({ sub: '001234.abc', iat: nowSeconds() - 7200, exp: nowSeconds() - 600 }),
    ],
  ])('refuses %s', async (_name, token) => {
    expect(await refusal(signIn.verify('apple', await token()))).toBe('auth.socialSignInFailed');
  });

  it('fetches the keys again when a token names a new key, and keeps them otherwise', async () => {
    const before = await google.signIdToken(googleClaims);
    await signIn.verify('google', before);
    const fetches = google.requests.length;
    await signIn.verify('google', await google.signIdToken(googleClaims));
    expect(google.requests).toHaveLength(fetches);

    const next = await google.rotateKey();
    const after = await google.signIdToken(googleClaims);
    await expect(signIn.verify('google', after)).resolves.toMatchObject({ subject: googleClaims.sub });
    expect(google.requests).toHaveLength(fetches + 1);
    // A token signed before the rotation holds while the previous key is still published.
    await expect(signIn.verify('google', before)).resolves.toMatchObject({ subject: googleClaims.sub });
    expect(google.currentKey.kid).toBe(next.kid);
  });

  it('waits out the cooldown before fetching the keys again for an unknown key id', async () => {
    const provider = await startJwksProvider({
      issuer: 'https://accounts.google.com',
      audience: GOOGLE_CLIENT_ID,
    });
    try {
      const coolSignIn = createSocialSignIn({
        ...NO_PROVIDERS,
        google: { clientId: GOOGLE_CLIENT_ID, jwksUrl: provider.jwksUrl },
      });
      await coolSignIn.verify('google', await provider.signIdToken(googleClaims));
      const stranger = await createSigningKey();
      for (let attempt = 0; attempt < 3; attempt += 1) {
        const token = await provider.signIdToken(googleClaims, { key: stranger });
        expect(await refusal(coolSignIn.verify('google', token))).toBe('auth.socialSignInFailed');
      }
      expect(provider.requests).toHaveLength(1);
    } finally {
      await provider.close();
    }
  });

  it('logs why a token was refused, never the token', async () => {
    recording.lines.length = 0;
    const token = await google.signIdToken({ ...googleClaims, aud: 'other-app' });
    await refusal(signIn.verify('google', token));
    expect(recording.lines).toHaveLength(1);
    expect(recording.lines[0]).toContain('aud');
    expect(recording.lines[0]).not.toContain(token.split('.')[2]);
  });
});

describe('a provider whose keys cannot be fetched', () => {
  const claims = { sub: '110169484474386276334', email: 'ada@example.com', email_verified: true };
  let provider: JwksProvider;
  beforeAll(async () => {
    provider = await startJwksProvider({ issuer: 'https://accounts.google.com', audience: GOOGLE_CLIENT_ID });
  });
  afterAll(() => provider.close());

  const signInAt = (jwksUrl: string, timeoutMs = 2000) =>
    createSocialSignIn({ ...NO_PROVIDERS, timeoutMs, google: { clientId: GOOGLE_CLIENT_ID, jwksUrl } });

  it('is unavailable when nothing listens', async () => {
    const signIn = signInAt(`${await unusedOrigin()}/oauth2/v3/certs`);
    expect(await refusal(signIn.verify('google', await provider.signIdToken(claims)))).toBe(
      'common.unavailable',
    );
  });

  it.each([
    ['fails', { status: 500, body: { error: 'internal' } }],
    ['answers something other than a key set', { status: 200, body: { keys: 'none' } }],
  ])('is unavailable when it %s', async (_name, answer) => {
    provider.breakWith(answer);
    try {
      const signIn = signInAt(provider.jwksUrl);
      expect(await refusal(signIn.verify('google', await provider.signIdToken(claims)))).toBe(
        'common.unavailable',
      );
    } finally {
      provider.breakWith(null);
    }
  });

  it('is unavailable when it does not answer in time', async () => {
    const silent: FakeHttpServer = await startFakeHttpServer(() => {});
    try {
      const signIn = signInAt(`${silent.origin}/oauth2/v3/certs`, 300);
      expect(await refusal(signIn.verify('google', await provider.signIdToken(claims)))).toBe(
        'common.unavailable',
      );
    } finally {
      await silent.close();
    }
  });
});

describe('Facebook user access tokens', () => {
  let graph: FacebookGraph;
  let signIn: ReturnType<typeof createSocialSignIn>;
  const recording = createRecordingLog();
  const ada = { id: '10158012345678901', name: 'Ada Lovelace', email: 'ada@example.com' };

  const facebookAt = (graphUrl: string, appSecret = FACEBOOK_APP_SECRET): SocialSignInDependencies => ({
    ...NO_PROVIDERS,
    facebook: { appId: FACEBOOK_APP_ID, appSecret, graphUrl },
    log: recording.log,
  });

  beforeAll(async () => {
    graph = await startFacebookGraph({ appId: FACEBOOK_APP_ID, appSecret: FACEBOOK_APP_SECRET });
    signIn = createSocialSignIn(facebookAt(graph.graphUrl));
  });
  afterAll(() => graph.close());

  const requested = () => graph.requests.map((path) => new URL(path, 'http://graph.invalid'));

  it('reads a valid token: the user id, a verified email and the name', async () => {
    graph.requests.length = 0;
    const token = graph.issueToken(ada);
    await expect(signIn.verify('facebook', token)).resolves.toEqual({
      provider: 'facebook',
      subject: ada.id,
      email: ada.email,
      isEmailVerified: true,
      fullName: ada.name,
    });
    const [debug, me] = requested();
    expect(debug?.pathname).toBe('/v19.0/debug_token');
    expect(debug?.searchParams.get('input_token')).toBe(token);
    expect(debug?.searchParams.get('access_token')).toBe(`${FACEBOOK_APP_ID}|${FACEBOOK_APP_SECRET}`);
    expect(me?.pathname).toBe('/v19.0/me');
    expect(me?.searchParams.get('fields')).toBe('id,name,email');
    expect(me?.searchParams.get('access_token')).toBe(token);
  });

  it('takes a token that never expires, and a user without an email', async () => {
    const token = graph.issueToken({ id: '10158000000000001', name: 'Grace Hopper' }, { expiresAt: null });
    await expect(signIn.verify('facebook', token)).resolves.toEqual({
      provider: 'facebook',
      subject: '10158000000000001',
      email: null,
      isEmailVerified: false,
      fullName: 'Grace Hopper',
    });
  });

  it('refuses a token Facebook did not issue', async () => {
    expect(await refusal(signIn.verify('facebook', 'EAAnot-a-real-token'))).toBe('auth.socialSignInFailed');
  });

  it('refuses an expired token', async () => {
    const token = graph.issueToken(ada, { expiresAt: new Date(Date.now() - 60_000) });
    expect(await refusal(signIn.verify('facebook', token))).toBe('auth.socialSignInFailed');
  });

  it('refuses a token issued to another app, without asking whose it is', async () => {
    graph.requests.length = 0;
    const token = graph.issueToken(ada, { appId: '111111111111111' });
    expect(await refusal(signIn.verify('facebook', token))).toBe('auth.socialSignInFailed');
    expect(requested().map((url) => url.pathname)).toEqual(['/v19.0/debug_token']);
  });

  it('refuses every token when the app secret is wrong, and never logs tokens or secrets', async () => {
    recording.lines.length = 0;
    graph.requests.length = 0;
    const token = graph.issueToken(ada);
    const misconfigured = createSocialSignIn(facebookAt(graph.graphUrl, 'wrong-secret'));
    expect(await refusal(misconfigured.verify('facebook', token))).toBe('auth.socialSignInFailed');
    expect(requested()[0]?.searchParams.get('access_token')).toBe(`${FACEBOOK_APP_ID}|wrong-secret`);
    expect(recording.lines.join('\n')).toContain('OAuthException 190');
    for (const secret of [token, 'wrong-secret', FACEBOOK_APP_SECRET]) {
      expect(recording.lines.join('\n')).not.toContain(secret);
    }
  });

  it.each([
    [
      'fails',
      {
        status: 500,
        body: { error: { message: 'An unknown error has occurred.', type: 'OAuthException', code: 1 } },
      },
    ],
    [
      'throttles the app',
      {
        status: 400,
        body: {
          error: { message: '(#4) Application request limit reached', type: 'OAuthException', code: 4 },
        },
      },
    ],
    ['answers something unexpected', { status: 200, body: { data: 'ok' } }],
  ])('is unavailable when the Graph API %s', async (_name, answer) => {
    graph.breakWith(answer);
    try {
      expect(await refusal(signIn.verify('facebook', graph.issueToken(ada)))).toBe('common.unavailable');
    } finally {
      graph.breakWith(null);
    }
  });

  it('is unavailable when the Graph API cannot be reached, and logs no token', async () => {
    recording.lines.length = 0;
    const token = graph.issueToken(ada);
    const down = createSocialSignIn(facebookAt(`${await unusedOrigin()}/v19.0`));
    expect(await refusal(down.verify('facebook', token))).toBe('common.unavailable');
    expect(recording.lines.join('\n')).toContain('unreachable');
    expect(recording.lines.join('\n')).not.toContain(token);
  });

  it('is unavailable when the Graph API does not answer in time', async () => {
    const silent = await startFakeHttpServer(() => {});
    try {
      const slow = createSocialSignIn({ ...facebookAt(`${silent.origin}/v19.0`), timeoutMs: 300 });
      expect(await refusal(slow.verify('facebook', graph.issueToken(ada)))).toBe('common.unavailable');
    } finally {
      await silent.close();
    }
  });
});

describe('the configured providers', () => {
  const google = { clientId: GOOGLE_CLIENT_ID, jwksUrl: 'https://www.googleapis.com/oauth2/v3/certs' };
  const apple = { clientId: APPLE_CLIENT_ID, jwksUrl: 'https://appleid.apple.com/auth/keys' };
  const facebook = {
    appId: FACEBOOK_APP_ID,
    appSecret: FACEBOOK_APP_SECRET,
    graphUrl: 'https://graph.facebook.com/v19.0',
  };

  it('are listed in the order their buttons show', () => {
    expect(createSocialSignIn({ ...NO_PROVIDERS, facebook, apple, google }).providers).toEqual([
      'google',
      'apple',
      'facebook',
    ]);
    expect(createSocialSignIn({ ...NO_PROVIDERS, facebook, google }).providers).toEqual([
      'google',
      'facebook',
    ]);
    expect(createSocialSignIn(NO_PROVIDERS).providers).toEqual([]);
  });

  it('refuse a provider that is not configured', async () => {
    const key = await createSigningKey();
    const token = await signWith(key, {
      sub: '1',
      iss: 'https://accounts.google.com',
      aud: GOOGLE_CLIENT_ID,
    });
    const signIn = createSocialSignIn({ ...NO_PROVIDERS, facebook });
    expect(await refusal(signIn.verify('google', token))).toBe('auth.socialSignInFailed');
    expect(await refusal(signIn.verify('apple', token))).toBe('auth.socialSignInFailed');
  });
});
