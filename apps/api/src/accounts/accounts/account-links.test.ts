import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { tokens, users } from '../../db/schema/users';
import { createTestApp, type TestContext } from '../../testing/test-app';
import {
  asPage,
  createAccount,
  linkSentTo,
  queuedEmails,
  sessionCookieOf,
  signIn,
  TEST_PASSWORD,
  TEST_SITE_URL,
} from '../../testing/accounts.fixture';

describe('the links of the account emails', () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestApp({ env: { PUBLIC_URL: TEST_SITE_URL, FORM_RATE_LIMIT_MAX: '1000' } });
  });
  afterAll(() => ctx.close());

  const page = { origin: TEST_SITE_URL };
  const post = (url: string, payload?: object, headers: Record<string, string> = page) =>
    ctx.app.inject({ method: 'POST', url, headers, ...(payload ? { payload } : {}) });
  const checkToken = (link: { userId: string; email: string; token: string }) =>
    ctx.app.inject({
      method: 'GET',
      url: `/api/check-token/frontend/${link.userId}/${encodeURIComponent(link.email)}/${link.token}`,
    });

  async function signUp(email: string) {
    const response = await post('/api/sign-up', {
      fullName: 'Léa Martin',
      email,
      phone: '+33 6 11 22 33 44',
      birthDate: '1991-02-03',
      password: 'first-pass',
      confirmPassword: 'first-pass',
      acceptTerms: true,
      language: 'fr',
    });
    expect(response.statusCode).toBe(201);
    return linkSentTo(ctx, email, 'accountActivation');
  }

  it('sign-up → the link checks → activation verifies the address and signs in, once', async () => {
    const link = await signUp('lea@example.com');
    expect(link.url.origin).toBe(TEST_SITE_URL);
    expect(link.url.pathname).toBe('/activate');
    expect(link.url.searchParams.get('l')).toBe('fr');
    expect((await checkToken(link)).json()).toEqual({ purpose: 'activation', hasPassword: true });

    const activated = await post('/api/activate', { userId: link.userId, token: link.token });
    expect(activated.statusCode).toBe(200);
    expect(activated.json().user).toMatchObject({ email: 'lea@example.com', isVerified: true });
    const cookie = sessionCookieOf(activated.headers['set-cookie']);
    expect((await post('/api/validate-access-token', {}, asPage(cookie))).statusCode).toBe(200);

    // A used link is worth nothing.
    const reused = await post('/api/activate', { userId: link.userId, token: link.token });
    expect(reused.statusCode).toBe(410);
    expect(reused.json().error.message).toBe('Your account activation link expired');
    expect((await checkToken(link)).statusCode).toBe(410);
  });

  it('a link used twice at once works once', async () => {
    const link = await signUp('twice@example.com');
    const both = await Promise.all([
      post('/api/activate', { userId: link.userId, token: link.token }),
      post('/api/activate', { userId: link.userId, token: link.token }),
    ]);
    expect(both.map((response) => response.statusCode).sort()).toEqual([200, 410]);
  });

  it('an expired link says so, and a new one can be sent that works', async () => {
    const link = await signUp('late@example.com');
    await ctx.database.db
      .update(tokens)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(tokens.userId, link.userId));
    const expired = await checkToken(link);
    expect(expired.statusCode).toBe(410);
    expect(expired.json().error.code).toBe('auth.activationLinkExpired');
    expect((await post('/api/activate', { userId: link.userId, token: link.token })).statusCode).toBe(410);

    expect((await post('/api/resend/frontend/late@example.com/false')).statusCode).toBe(200);
    const fresh = await linkSentTo(ctx, 'late@example.com', 'accountActivation');
    expect(fresh.token).not.toBe(link.token);
    expect((await post('/api/activate', { userId: fresh.userId, token: fresh.token })).statusCode).toBe(200);
  });

  it('refuses a token of another account, a wrong email in the link, and malformed links', async () => {
    const link = await signUp('owner@example.com');
    const other = await createAccount(ctx.database.db, { isVerified: false });
    expect((await checkToken({ ...link, userId: other.id })).statusCode).toBe(410);
    expect((await checkToken({ ...link, email: 'someone@example.com' })).statusCode).toBe(410);
    expect((await post('/api/activate', { userId: other.id, token: link.token })).statusCode).toBe(410);
    const malformed = await ctx.app.inject({ method: 'GET', url: '/api/check-token/mobile/not-a-uuid/x/y' });
    expect(malformed.statusCode).toBe(400);
    expect((await post('/api/activate', { userId: 'nope', token: '' })).statusCode).toBe(400);
  });

  it('a visitor account without a password sets one when activating', async () => {
    const account = await createAccount(ctx.database.db, {
      email: 'visitor@example.com',
      password: null,
      isVerified: false,
    });
    expect((await post('/api/resend/frontend/visitor@example.com/false')).statusCode).toBe(200);
    const link = await linkSentTo(ctx, 'visitor@example.com', 'accountActivation');
    expect((await checkToken(link)).json()).toEqual({ purpose: 'activation', hasPassword: false });
    const missing = await post('/api/activate', { userId: account.id, token: link.token });
    expect(missing.statusCode).toBe(400);
    const short = await post('/api/activate', { userId: account.id, token: link.token, password: 'abc' });
    expect(short.json().error.details.fields[0].code).toBe('validation.passwordTooShort');
    const done = await post('/api/activate', {
      userId: account.id,
      token: link.token,
      password: 'visitor-pass',
    });
    expect(done.statusCode).toBe(200);
    expect(done.json().user).toMatchObject({ hasPassword: true, isVerified: true });
    expect((await signIn(ctx.app, 'visitor@example.com', 'visitor-pass')).length).toBeGreaterThan(0);
  });

  describe('password reset', () => {
    it("'Email address not registered' for an unknown address", async () => {
      const response = await ctx.app.inject({
        method: 'POST',
        url: '/api/resend/frontend/nobody@example.com/true',
        headers: { ...page, 'accept-language': 'es' },
      });
      expect(response.statusCode).toBe(404);
      expect(response.json().error).toMatchObject({ code: 'auth.emailNotRegistered' });
    });

    it('a reset link sets a new password, ends every other session and emails a notice', async () => {
      const account = await createAccount(ctx.database.db, { email: 'forgetful@example.com' });
      const oldSession = await signIn(ctx.app, 'forgetful@example.com');
      expect((await post('/api/resend/frontend/forgetful@example.com/true')).statusCode).toBe(200);
      const link = await linkSentTo(ctx, 'forgetful@example.com', 'passwordReset');
      expect(link.url.pathname).toBe('/reset-password');
      expect((await checkToken(link)).json()).toEqual({ purpose: 'passwordReset', hasPassword: true });

      const noPassword = await post('/api/activate', { userId: account.id, token: link.token });
      expect(noPassword.statusCode).toBe(400);
      const reset = await post('/api/activate', {
        userId: account.id,
        token: link.token,
        password: 'brand-new-1',
      });
      expect(reset.statusCode).toBe(200);
      expect((await post('/api/validate-access-token', {}, asPage(oldSession))).statusCode).toBe(401);
      expect(
        (await post('/api/sign-in/frontend', { email: 'forgetful@example.com', password: TEST_PASSWORD }))
          .statusCode,
      ).toBe(401);
      expect((await signIn(ctx.app, 'forgetful@example.com', 'brand-new-1')).length).toBeGreaterThan(0);
      expect(await queuedEmails(ctx, 'forgetful@example.com', 'passwordChanged')).toHaveLength(1);
    });

    it('a suspended account gets no link and cannot use one', async () => {
      const account = await createAccount(ctx.database.db, { email: 'suspended@example.com' });
      await post('/api/resend/frontend/suspended@example.com/true');
      const link = await linkSentTo(ctx, 'suspended@example.com', 'passwordReset');
      await ctx.database.db.update(users).set({ isBlacklisted: true }).where(eq(users.id, account.id));
      const refused = await post('/api/activate', {
        userId: account.id,
        token: link.token,
        password: 'brand-new-2',
      });
      expect(refused.statusCode).toBe(403);
      expect(refused.json().error.code).toBe('auth.accountSuspended');
      expect((await post('/api/resend/frontend/suspended@example.com/true')).statusCode).toBe(403);
    });
  });

  describe('resend-link and delete-tokens', () => {
    it('resend-link needs a session and sends to the signed-in account only while unverified', async () => {
      expect((await post('/api/resend-link')).statusCode).toBe(401);
      await createAccount(ctx.database.db, { email: 'unverified@example.com', isVerified: false });
      const cookie = await signIn(ctx.app, 'unverified@example.com');
      expect((await post('/api/resend-link', undefined, asPage(cookie))).statusCode).toBe(200);
      expect(await queuedEmails(ctx, 'unverified@example.com', 'accountActivation')).toHaveLength(1);

      await createAccount(ctx.database.db, { email: 'verified@example.com' });
      const verified = await signIn(ctx.app, 'verified@example.com');
      expect((await post('/api/resend-link', undefined, asPage(verified))).statusCode).toBe(200);
      expect(await queuedEmails(ctx, 'verified@example.com')).toHaveLength(0);
    });

    it("deletes one's own tokens; another user's id is 403, an admin may", async () => {
      const link = await signUp('tokens@example.com');
      const stranger = await createAccount(ctx.database.db);
      const strangerCookie = await signIn(ctx.app, stranger.email);
      const del = (userId: string, cookie: string) =>
        ctx.app.inject({ method: 'DELETE', url: `/api/delete-tokens/${userId}`, headers: asPage(cookie) });
      expect(
        (await ctx.app.inject({ method: 'DELETE', url: `/api/delete-tokens/${link.userId}` })).statusCode,
      ).toBe(401);
      expect((await del(link.userId, strangerCookie)).statusCode).toBe(403);
      expect((await checkToken(link)).statusCode).toBe(200);
      const admin = await createAccount(ctx.database.db, { type: 'admin' });
      expect((await del(link.userId, await signIn(ctx.app, admin.email))).statusCode).toBe(200);
      expect((await checkToken(link)).statusCode).toBe(410);
    });
  });
});
