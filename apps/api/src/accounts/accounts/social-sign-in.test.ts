import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestContext } from '../../testing/test-app';
import {
  asPage,
  createAccount,
  sessionCookieOf,
  signIn,
  TEST_PASSWORD,
  TEST_SITE_URL,
} from '../../testing/accounts.fixture';
import {
  startFacebookGraph,
  startJwksProvider,
  type FacebookGraph,
  type JwksProvider,
} from '../../testing/social-providers.fixture';

const GOOGLE_CLIENT_ID = 'roadbook-web.apps.googleusercontent.com';
const APPLE_CLIENT_ID = 'com.roadbook.web';

describe('POST /api/social-sign-in against local providers', () => {
  let ctx: TestContext;
  let google: JwksProvider;
  let apple: JwksProvider;
  let facebook: FacebookGraph;

  beforeAll(async () => {
    google = await startJwksProvider({ issuer: 'https://accounts.google.com', audience: GOOGLE_CLIENT_ID });
    apple = await startJwksProvider({ issuer: 'https://appleid.apple.com', audience: APPLE_CLIENT_ID });
    facebook = await startFacebookGraph({ appId: 'fb-app', appSecret: 'fb-secret' });
    ctx = await createTestApp({
      env: {
        PUBLIC_URL: TEST_SITE_URL,
        FORM_RATE_LIMIT_MAX: '1000',
        GOOGLE_CLIENT_ID,
        GOOGLE_JWKS_URL: google.jwksUrl,
        APPLE_CLIENT_ID,
        APPLE_JWKS_URL: apple.jwksUrl,
        FACEBOOK_APP_ID: 'fb-app',
        FACEBOOK_APP_SECRET: 'fb-secret',
        FACEBOOK_GRAPH_URL: facebook.graphUrl,
      },
    });
  });
  afterAll(async () => {
    await ctx.close();
    await Promise.all([google.close(), apple.close(), facebook.close()]);
  });

  const socialSignIn = (payload: object, headers: Record<string, string> = { origin: TEST_SITE_URL }) =>
    ctx.app.inject({ method: 'POST', url: '/api/social-sign-in', headers, payload });

  it('a first Google sign-in makes a verified account without a password, then signs into it again', async () => {
    const token = await google.signIdToken({
      sub: 'google-1',
      email: 'Gina@Example.com',
      email_verified: true,
      name: 'Gina Gómez',
    });
    const first = await socialSignIn({ provider: 'google', token, language: 'es' });
    expect(first.statusCode).toBe(200);
    expect(first.json().user).toMatchObject({
      email: 'gina@example.com',
      fullName: 'Gina Gómez',
      isVerified: true,
      hasPassword: false,
      language: 'es',
    });
    const cookie = sessionCookieOf(first.headers['set-cookie']);
    const me = await ctx.app.inject({
      method: 'POST',
      url: '/api/validate-access-token',
      headers: asPage(cookie),
    });
    expect(me.json().user.email).toBe('gina@example.com');

    const again = await socialSignIn({
      provider: 'google',
      token: await google.signIdToken({ sub: 'google-1' }),
    });
    expect(again.json().user.id).toBe(first.json().user.id);
  });

  it('signs into the existing account of the same verified email, and links the provider', async () => {
    const account = await createAccount(ctx.database.db, { email: 'verified-before@example.com' });
    const token = await apple.signIdToken({
      sub: 'apple-6',
      email: 'verified-before@example.com',
      email_verified: true,
    });
    const response = await socialSignIn({ provider: 'apple', token });
    expect(response.json().user).toMatchObject({ id: account.id, hasPassword: true });
  });

  it('takes an unverified account of its address from whoever made it: their password and sessions go', async () => {
    const account = await createAccount(ctx.database.db, {
      email: 'existing@example.com',
      isVerified: false,
    });
    const squatter = await signIn(ctx.app, 'existing@example.com');
    const token = await apple.signIdToken({
      sub: 'apple-7',
      email: 'existing@example.com',
      email_verified: 'true',
    });
    const response = await socialSignIn({ provider: 'apple', token, fullName: 'Someone Else' });
    expect(response.statusCode).toBe(200);
    expect(response.json().user).toMatchObject({ id: account.id, isVerified: true, hasPassword: false });
    const old = await ctx.app.inject({
      method: 'POST',
      url: '/api/validate-access-token',
      headers: asPage(squatter),
    });
    expect(old.statusCode).toBe(401);
    const byPassword = await ctx.app.inject({
      method: 'POST',
      url: '/api/sign-in/frontend',
      headers: { origin: TEST_SITE_URL },
      payload: { email: 'existing@example.com', password: TEST_PASSWORD },
    });
    expect(byPassword.statusCode).toBe(401);
  });

  it('two first sign-ins of one address at the same moment make one account', async () => {
    const tokens = await Promise.all(
      ['google-twin-1', 'google-twin-2'].map((sub) =>
        google.signIdToken({ sub, email: 'twins@example.com', email_verified: true }),
      ),
    );
    const answers = await Promise.all(tokens.map((token) => socialSignIn({ provider: 'google', token })));
    expect(answers.map((answer) => answer.statusCode)).toEqual([200, 200]);
    const ids = answers.map((answer) => answer.json().user.id);
    expect(ids[0]).toBe(ids[1]);
  });

  it('an Apple first sign-in takes the name the page sends (Apple gives it only then)', async () => {
    const token = await apple.signIdToken({
      sub: 'apple-new',
      email: 'relay@privaterelay.appleid.com',
      email_verified: true,
    });
    const response = await socialSignIn({ provider: 'apple', token, fullName: 'Ada Apple' });
    expect(response.json().user.fullName).toBe('Ada Apple');
  });

  it('refuses an unverified email that matches an account (no takeover), and bad tokens', async () => {
    await createAccount(ctx.database.db, { email: 'victim@example.com' });
    const unverified = await google.signIdToken({
      sub: 'google-evil',
      email: 'victim@example.com',
      email_verified: false,
    });
    const takeover = await socialSignIn({ provider: 'google', token: unverified });
    expect(takeover.statusCode).toBe(401);
    expect(takeover.json().error.code).toBe('auth.socialSignInFailed');

    const otherAudience = await google.signIdToken({
      sub: 'g-2',
      email: 'a@example.com',
      email_verified: true,
      aud: 'someone-else',
    });
    expect((await socialSignIn({ provider: 'google', token: otherAudience })).statusCode).toBe(401);
    const expired = await google.signIdToken({
      sub: 'g-3',
      email: 'b@example.com',
      email_verified: true,
      exp: Math.floor(Date.now() / 1000) - 3600,
    });
    expect((await socialSignIn({ provider: 'google', token: expired })).statusCode).toBe(401);
    expect((await socialSignIn({ provider: 'google', token: 'not.a.jwt' })).statusCode).toBe(401);
    expect((await socialSignIn({ provider: 'twitter', token: 'x' })).statusCode).toBe(400);
  });

  it('Facebook: a token checked through the Graph API signs in; a token of another app does not', async () => {
    const token = facebook.issueToken({ id: 'fb-42', name: 'Fabio', email: 'fabio@example.com' });
    const response = await socialSignIn({ provider: 'facebook', token, stayConnected: true });
    expect(response.statusCode).toBe(200);
    expect(response.json().user).toMatchObject({ email: 'fabio@example.com', fullName: 'Fabio' });
    expect(String(response.headers['set-cookie'])).toContain('Expires=');

    const foreign = facebook.issueToken({ id: 'fb-43', email: 'x@example.com' }, { appId: 'another-app' });
    expect((await socialSignIn({ provider: 'facebook', token: foreign })).statusCode).toBe(401);
  });

  it('refuses a suspended account, and answers 503 when the provider cannot be reached', async () => {
    await createAccount(ctx.database.db, { email: 'banned-social@example.com', isBlacklisted: true });
    const token = await google.signIdToken({
      sub: 'g-banned',
      email: 'banned-social@example.com',
      email_verified: true,
    });
    const banned = await socialSignIn({ provider: 'google', token });
    expect(banned.statusCode).toBe(403);
    expect(banned.json().error.code).toBe('auth.accountSuspended');

    facebook.breakWith({ status: 500, body: {} });
    try {
      const down = await socialSignIn({
        provider: 'facebook',
        token: facebook.issueToken({ id: 'fb-9', email: 'z@example.com' }),
      });
      expect(down.statusCode).toBe(503);
    } finally {
      facebook.breakWith(null);
    }
  });

  it('the site config lists the configured providers with their public client ids', async () => {
    const config = await ctx.app.inject({ method: 'GET', url: '/api/config' });
    expect(config.json().socialSignIn).toEqual({
      google: GOOGLE_CLIENT_ID,
      apple: APPLE_CLIENT_ID,
      facebook: 'fb-app',
    });
    expect(JSON.stringify(config.json())).not.toContain('fb-secret');
  });
});

describe('without providers', () => {
  it('shows no button and refuses every social sign-in', async () => {
    const ctx = await createTestApp({ env: { PUBLIC_URL: TEST_SITE_URL } });
    try {
      const config = await ctx.app.inject({ method: 'GET', url: '/api/config' });
      expect(config.json().socialSignIn).toEqual({ google: null, apple: null, facebook: null });
      const response = await ctx.app.inject({
        method: 'POST',
        url: '/api/social-sign-in',
        headers: { origin: TEST_SITE_URL },
        payload: { provider: 'google', token: 'a.b.c' },
      });
      expect(response.statusCode).toBe(401);
    } finally {
      await ctx.close();
    }
  });
});
