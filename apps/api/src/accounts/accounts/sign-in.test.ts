import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { eq } from 'drizzle-orm';
import { sessions } from '../../db/schema/users';
import { createTestApp, type TestContext } from '../../testing/test-app';
import { RECAPTCHA_TOKENS, startFakeSiteverify } from '../../testing/recaptcha.fixture';
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

const adult = { birthDate: '1990-05-17', phone: '+34 600 123 456' };

function signUpBody(email: string) {
  return {
    fullName: 'Ana Pérez',
    email,
    password: 'abcdef1',
    confirmPassword: 'abcdef1',
    acceptTerms: true,
    ...adult,
  };
}

describe('sign-up, sign-in and sign-out', () => {
  let ctx: TestContext;
  const env = {
    PUBLIC_URL: TEST_SITE_URL,
    SIGN_IN_MAX_FAILURES: '3',
    SIGN_IN_ADDRESS_MAX_FAILURES: '1000',
    FORM_RATE_LIMIT_MAX: '1000',
  };
  beforeAll(async () => {
    ctx = await createTestApp({ env });
  });
  afterAll(() => ctx.close());

  const post = (url: string, payload: object, headers: Record<string, string> = { origin: TEST_SITE_URL }) =>
    ctx.app.inject({ method: 'POST', url, payload, headers });

  describe('POST /api/sign-up', () => {
    it('creates an unverified driver and queues the validation email in their language', async () => {
      const response = await post('/api/sign-up', { ...signUpBody('Ana@Example.com'), language: 'fr' });
      expect(response.statusCode).toBe(201);
      expect(response.json()).toEqual({ email: 'ana@example.com' });
      const [email] = await queuedEmails(ctx, 'ana@example.com');
      expect(email).toMatchObject({ template: 'accountActivation', language: 'fr' });
      expect(email?.text).toContain(`${TEST_SITE_URL}/activate?`);
      // Not signed in until the address is confirmed.
      expect(sessionCookieOf(response.headers['set-cookie'])).toBe('');
    });

    it('refuses an address already registered, in any case', async () => {
      await createAccount(ctx.database.db, { email: 'taken@example.com' });
      const response = await post('/api/sign-up', signUpBody('TAKEN@example.com'));
      expect(response.statusCode).toBe(409);
      expect(response.json().error.code).toBe('validation.emailAlreadyRegistered');
    });

    it.each([
      {
        name: 'under 21',
        change: { birthDate: '2010-01-01' },
        path: 'birthDate',
        code: 'validation.minimumAge',
      },
      {
        name: 'short password',
        change: { password: 'abc', confirmPassword: 'abc' },
        path: 'password',
        code: 'validation.passwordTooShort',
      },
      {
        name: 'passwords differ',
        change: { confirmPassword: 'zzzzzz1' },
        path: 'confirmPassword',
        code: 'validation.passwordsDontMatch',
      },
      {
        name: 'terms not accepted',
        change: { acceptTerms: false },
        path: 'acceptTerms',
        code: 'validation.acceptTerms',
      },
      { name: 'bad phone', change: { phone: 'call me' }, path: 'phone', code: 'validation.invalidPhone' },
      { name: 'bad email', change: { email: 'nope' }, path: 'email', code: 'validation.invalidEmail' },
    ])('refuses $name with the field code, in the asked language', async ({ change, path, code }) => {
      const response = await ctx.app.inject({
        method: 'POST',
        url: '/api/sign-up',
        headers: { origin: TEST_SITE_URL, 'accept-language': 'es' },
        payload: { ...signUpBody('new-person@example.com'), ...change },
      });
      expect(response.statusCode).toBe(400);
      const { error } = response.json();
      expect(error.code).toBe('common.invalidRequest');
      expect(error.details.fields).toContainEqual(expect.objectContaining({ path, code }));
    });

    it('refuses a body that is not an object, and never answers 5xx', async () => {
      for (const payload of ['"text"', '[1,2]', 'null', '{']) {
        const response = await ctx.app.inject({
          method: 'POST',
          url: '/api/sign-up',
          headers: { origin: TEST_SITE_URL, 'content-type': 'application/json' },
          payload,
        });
        expect(response.statusCode).toBe(400);
      }
    });
  });

  describe('POST /api/validate-email and GET /api/get-user-type/{email}', () => {
    it('says whether an address is free and where its account signs in, never who is an admin', async () => {
      await createAccount(ctx.database.db, { email: 'supplier-x@example.com', type: 'supplier' });
      await createAccount(ctx.database.db, { email: 'admin-x@example.com', type: 'admin' });
      await createAccount(ctx.database.db, { email: 'driver-x@example.com', type: 'user' });
      expect((await post('/api/validate-email', { email: 'free@example.com' })).statusCode).toBe(200);
      expect((await post('/api/validate-email', { email: 'Supplier-X@example.com' })).statusCode).toBe(409);
      const typeOf = async (email: string) =>
        (await ctx.app.inject({ method: 'GET', url: `/api/get-user-type/${email}` })).json();
      expect(await typeOf('supplier-x@example.com')).toEqual({ type: 'supplier' });
      // An admin's account answers as any back-office account.
      expect(await typeOf('admin-x@example.com')).toEqual({ type: 'supplier' });
      expect(await typeOf('driver-x@example.com')).toEqual({ type: 'user' });
      const unknown = await ctx.app.inject({ method: 'GET', url: '/api/get-user-type/nobody@example.com' });
      expect(unknown.statusCode).toBe(404);
      const invalid = await ctx.app.inject({ method: 'GET', url: '/api/get-user-type/not-an-email' });
      expect(invalid.statusCode).toBe(400);
    });
  });

  describe('POST /api/sign-in/frontend', () => {
    it('signs in: an http-only SameSite=Lax session cookie ending with the browser, and the user', async () => {
      const account = await createAccount(ctx.database.db, { email: 'dana@example.com', fullName: 'Dana' });
      const response = await post('/api/sign-in/frontend', {
        email: 'DANA@example.com',
        password: TEST_PASSWORD,
      });
      expect(response.statusCode).toBe(200);
      expect(response.json().user).toMatchObject({
        id: account.id,
        fullName: 'Dana',
        type: 'user',
        hasPassword: true,
      });
      expect(JSON.stringify(response.json())).not.toContain('passwordHash');
      const setCookie = String(response.headers['set-cookie']);
      expect(setCookie).toMatch(/^roadbook_session=[\w-]{43};/);
      expect(setCookie).toContain('HttpOnly');
      expect(setCookie).toContain('SameSite=Lax');
      expect(setCookie).not.toContain('Expires');
      expect(setCookie).not.toContain('Secure');
      // Only the token's hash is stored.
      const token = sessionCookieOf(response.headers['set-cookie']).split('=')[1] ?? '';
      const stored = await ctx.database.db.select().from(sessions).where(eq(sessions.userId, account.id));
      expect(stored).toHaveLength(1);
      expect(stored[0]?.tokenHash).not.toBe(token);
      expect(stored[0]?.tokenHash).toMatch(/^[0-9a-f]{64}$/);
      // At most a day without "stay connected".
      expect((stored[0]?.expiresAt.getTime() ?? Infinity) - Date.now()).toBeLessThanOrEqual(24 * 3_600_000);
    });

    it('keeps a session 30 days with "stay connected"', async () => {
      await createAccount(ctx.database.db, { email: 'stay@example.com' });
      const response = await post('/api/sign-in/frontend', {
        email: 'stay@example.com',
        password: TEST_PASSWORD,
        stayConnected: true,
      });
      const expires = /Expires=([^;]+)/.exec(String(response.headers['set-cookie']))?.[1];
      const days = (new Date(expires ?? 0).getTime() - Date.now()) / 86_400_000;
      expect(days).toBeGreaterThan(29.9);
      expect(days).toBeLessThanOrEqual(30);
    });

    it('answers the same for a wrong password and an unknown address', async () => {
      await createAccount(ctx.database.db, { email: 'wrong@example.com' });
      const wrong = await post('/api/sign-in/frontend', {
        email: 'wrong@example.com',
        password: 'nope-nope',
      });
      const unknown = await post('/api/sign-in/frontend', {
        email: 'ghost@example.com',
        password: 'nope-nope',
      });
      for (const response of [wrong, unknown]) {
        expect(response.statusCode).toBe(401);
        expect(response.json().error).toMatchObject({
          code: 'auth.incorrectCredentials',
          message: 'Incorrect email or password',
        });
      }
    });

    it("refuses a suspended account: 'Your account is suspended'", async () => {
      await createAccount(ctx.database.db, { email: 'banned@example.com', isBlacklisted: true });
      const response = await ctx.app.inject({
        method: 'POST',
        url: '/api/sign-in/frontend',
        headers: { origin: TEST_SITE_URL, 'accept-language': 'fr' },
        payload: { email: 'banned@example.com', password: TEST_PASSWORD },
      });
      expect(response.statusCode).toBe(403);
      expect(response.json().error.code).toBe('auth.accountSuspended');
      expect(response.json().error.message).toBe('Votre compte est suspendu');
    });

    it('limits failures per account: past them even the right password waits, and is not checked', async () => {
      await createAccount(ctx.database.db, { email: 'target@example.com' });
      for (let i = 0; i < 3; i += 1) {
        const response = await post('/api/sign-in/frontend', {
          email: 'target@example.com',
          password: `guess-${i}`,
        });
        expect(response.statusCode).toBe(401);
      }
      const delayed = await post('/api/sign-in/frontend', {
        email: 'target@example.com',
        password: TEST_PASSWORD,
      });
      expect(delayed.statusCode).toBe(429);
      expect(delayed.json().error).toMatchObject({ code: 'auth.signInDelayed', details: { count: 15 } });
      expect(delayed.headers['retry-after']).toBe('15');
      expect(delayed.headers['set-cookie']).toBeUndefined();
      // An unknown address is limited alike, so the limit tells nothing.
      for (let i = 0; i < 3; i += 1)
        await post('/api/sign-in/frontend', { email: 'nobody-here@example.com', password: 'x' });
      const unknown = await post('/api/sign-in/frontend', {
        email: 'nobody-here@example.com',
        password: 'x',
      });
      expect(unknown.statusCode).toBe(429);
      expect(unknown.json().error).toEqual(delayed.json().error);
    });

    it('refuses a malformed sign-in with field codes, never a 5xx', async () => {
      const response = await post('/api/sign-in/frontend', { email: 'x', password: '' });
      expect(response.statusCode).toBe(400);
      expect(response.json().error.details.fields.map((f: { path: string }) => f.path)).toEqual([
        'email',
        'password',
      ]);
    });
  });

  describe('POST /api/sign-in/backend', () => {
    const backend = (email: string, password = TEST_PASSWORD) =>
      post('/api/sign-in/backend', { email, password });

    it('signs an admin or a supplier in as the site does: the same answer and session cookie', async () => {
      for (const type of ['admin', 'supplier'] as const) {
        const account = await createAccount(ctx.database.db, { type, email: `back-${type}@example.com` });
        const response = await backend(`BACK-${type}@example.com`);
        expect(response.statusCode, response.body).toBe(200);
        expect(response.json().user).toMatchObject({ id: account.id, type });
        const cookie = sessionCookieOf(response.headers['set-cookie']);
        expect(cookie).toMatch(/^roadbook_session=[\w-]{43}$/);
        expect(String(response.headers['set-cookie'])).toContain('HttpOnly');
        const session = await post('/api/validate-access-token', {}, asPage(cookie));
        expect(session.json().user.id).toBe(account.id);
      }
    });

    it("refuses a driver's right password with auth.backOfficeOnly, and opens no session", async () => {
      const driver = await createAccount(ctx.database.db, { email: 'front-only@example.com' });
      const response = await ctx.app.inject({
        method: 'POST',
        url: '/api/sign-in/backend',
        headers: { origin: TEST_SITE_URL, 'accept-language': 'fr' },
        payload: { email: 'front-only@example.com', password: TEST_PASSWORD, stayConnected: true },
      });
      expect(response.statusCode).toBe(403);
      const { error } = response.json();
      expect(error.code).toBe('auth.backOfficeOnly');
      // Said in the asked language (the catalogue's words, not the code).
      expect(error.message).not.toBe('auth.backOfficeOnly');
      expect(error.message).not.toBe((await backend('front-only@example.com')).json().error.message);
      expect(response.headers['set-cookie']).toBeUndefined();
      expect(await ctx.database.db.select().from(sessions).where(eq(sessions.userId, driver.id))).toEqual([]);
      // The site itself still signs the driver in.
      expect(
        (await post('/api/sign-in/frontend', { email: 'front-only@example.com', password: TEST_PASSWORD }))
          .statusCode,
      ).toBe(200);
      // A wrong password says nothing of the account's type.
      const wrong = await backend('front-only@example.com', 'nope-nope');
      expect(wrong.statusCode).toBe(401);
      expect(wrong.json().error.code).toBe('auth.incorrectCredentials');
    });

    it('keeps the checks and the failure counts of the site: one count for both sign-ins', async () => {
      await createAccount(ctx.database.db, {
        email: 'back-banned@example.com',
        isBlacklisted: true,
        type: 'supplier',
      });
      const banned = await backend('back-banned@example.com');
      expect(banned.statusCode).toBe(403);
      expect(banned.json().error.code).toBe('auth.accountSuspended');

      await createAccount(ctx.database.db, { email: 'back-target@example.com', type: 'supplier' });
      expect((await backend('back-target@example.com', 'guess-1')).statusCode).toBe(401);
      expect(
        (await post('/api/sign-in/frontend', { email: 'back-target@example.com', password: 'guess-2' }))
          .statusCode,
      ).toBe(401);
      expect((await backend('back-target@example.com', 'guess-3')).statusCode).toBe(401);
      for (const url of ['/api/sign-in/backend', '/api/sign-in/frontend']) {
        const delayed = await post(url, { email: 'back-target@example.com', password: TEST_PASSWORD });
        expect(delayed.statusCode).toBe(429);
        expect(delayed.json().error.code).toBe('auth.signInDelayed');
        expect(delayed.headers['retry-after']).toBe('15');
      }

      const malformed = await post('/api/sign-in/backend', { email: 'x', password: '' });
      expect(malformed.statusCode).toBe(400);
      expect(malformed.json().error.details.fields.map((f: { path: string }) => f.path)).toEqual([
        'email',
        'password',
      ]);
      const forged = await post(
        '/api/sign-in/backend',
        { email: 'back-admin@example.com', password: TEST_PASSWORD },
        { origin: 'https://evil.example' },
      );
      expect(forged.statusCode).toBe(403);
      expect(forged.json().error.code).toBe('auth.crossSiteRequest');
    });
  });

  describe('sessions', () => {
    it('validate-access-token answers the signed-in user; sign-out ends the session for good', async () => {
      const account = await createAccount(ctx.database.db, { email: 'session@example.com' });
      const cookie = await signIn(ctx.app, 'session@example.com');
      const valid = await post('/api/validate-access-token', {}, asPage(cookie));
      expect(valid.statusCode).toBe(200);
      expect(valid.json().user.id).toBe(account.id);

      const out = await post('/api/sign-out', {}, asPage(cookie));
      expect(out.statusCode).toBe(200);
      expect(String(out.headers['set-cookie'])).toMatch(/roadbook_session=;/);
      // The old cookie is worth nothing now, even if a copy was kept.
      const after = await post('/api/validate-access-token', {}, asPage(cookie));
      expect(after.statusCode).toBe(401);
      expect(after.json().error.code).toBe('auth.unauthenticated');
    });

    it('a session ends when its account is suspended or the session expires', async () => {
      const account = await createAccount(ctx.database.db, { email: 'later-banned@example.com' });
      const cookie = await signIn(ctx.app, 'later-banned@example.com');
      await ctx.database.db
        .update(sessions)
        .set({ expiresAt: new Date(Date.now() - 1000) })
        .where(eq(sessions.userId, account.id));
      expect((await post('/api/validate-access-token', {}, asPage(cookie))).statusCode).toBe(401);
    });

    it('without a cookie, validate-access-token is 401 and sign-out is harmless', async () => {
      expect((await post('/api/validate-access-token', {})).statusCode).toBe(401);
      expect((await post('/api/sign-out', {})).statusCode).toBe(200);
    });
  });

  describe('cross-site requests', () => {
    it('refuses a state-changing request from another origin, or with a session and no origin', async () => {
      await createAccount(ctx.database.db, { email: 'csrf@example.com' });
      const cookie = await signIn(ctx.app, 'csrf@example.com');
      const foreign = await post('/api/sign-out', {}, { cookie, origin: 'https://evil.example' });
      expect(foreign.statusCode).toBe(403);
      expect(foreign.json().error.code).toBe('auth.crossSiteRequest');
      const noOrigin = await post('/api/sign-out', {}, { cookie });
      expect(noOrigin.statusCode).toBe(403);
      const crossSite = await post(
        '/api/sign-out',
        {},
        { ...asPage(cookie), 'sec-fetch-site': 'cross-site' },
      );
      expect(crossSite.statusCode).toBe(403);
      // The session survived those attempts.
      expect((await post('/api/validate-access-token', {}, asPage(cookie))).statusCode).toBe(200);
      // A page of the site, named by its Referer, is accepted.
      const referer = await post(
        '/api/validate-access-token',
        {},
        { cookie, referer: `${TEST_SITE_URL}/settings` },
      );
      expect(referer.statusCode).toBe(200);
    });

    it('checks the origin of a route however its address is encoded', async () => {
      await createAccount(ctx.database.db, { email: 'encoded@example.com' });
      const cookie = await signIn(ctx.app, 'encoded@example.com');
      const encoded = await post('/%61pi/sign-out', {}, { cookie, origin: 'https://evil.example' });
      expect(encoded.statusCode).toBe(403);
      expect((await post('/api/validate-access-token', {}, asPage(cookie))).statusCode).toBe(200);
    });

    it('refuses a sign-in posted by another site (login forgery)', async () => {
      await createAccount(ctx.database.db, { email: 'forged@example.com' });
      const response = await post(
        '/api/sign-in/frontend',
        { email: 'forged@example.com', password: TEST_PASSWORD },
        {
          origin: 'https://evil.example',
        },
      );
      expect(response.statusCode).toBe(403);
    });
  });
});

describe('sign-in failures per address', () => {
  it('refuses every sign-in from an address past its failures, whatever the account', async () => {
    const ctx = await createTestApp({
      env: { PUBLIC_URL: TEST_SITE_URL, SIGN_IN_ADDRESS_MAX_FAILURES: '2', SIGN_IN_MAX_FAILURES: '100' },
    });
    try {
      await createAccount(ctx.database.db, { email: 'other@example.com' });
      const attempt = (email: string, password: string, remoteAddress = '203.0.113.9') =>
        ctx.app.inject({
          method: 'POST',
          url: '/api/sign-in/frontend',
          headers: { origin: TEST_SITE_URL },
          payload: { email, password },
          remoteAddress,
        });
      expect((await attempt('a@example.com', 'x')).statusCode).toBe(401);
      expect((await attempt('b@example.com', 'x')).statusCode).toBe(401);
      const refused = await attempt('other@example.com', TEST_PASSWORD);
      expect(refused.statusCode).toBe(429);
      // For the window (15 minutes) after its last failure.
      expect(refused.json().error).toMatchObject({ code: 'auth.signInDelayed', details: { count: 900 } });
      expect(refused.headers['retry-after']).toBe('900');
      // Another address is not held back.
      expect((await attempt('other@example.com', TEST_PASSWORD, '203.0.113.10')).statusCode).toBe(200);

      // IPv6: the addresses of one /64 network count as one; the next network is another.
      expect((await attempt('a@example.com', 'x', '2001:db8:1:2::a')).statusCode).toBe(401);
      expect((await attempt('a@example.com', 'x', '2001:db8:1:2::b')).statusCode).toBe(401);
      expect((await attempt('other@example.com', TEST_PASSWORD, '2001:db8:1:2:ffff::c')).statusCode).toBe(
        429,
      );
      expect((await attempt('other@example.com', TEST_PASSWORD, '2001:db8:1:3::a')).statusCode).toBe(200);
    } finally {
      await ctx.close();
    }
  });
});

describe('someone else’s wrong passwords on a driver’s account', () => {
  // The default limits: 5 failures per account, then 15 s doubled for each further failure up to
  // 5 minutes; 20 per address. The clock the limits read is moved instead of waiting.
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestApp({ env: { PUBLIC_URL: TEST_SITE_URL, FORM_RATE_LIMIT_MAX: '1000' } });
  });
  afterAll(() => ctx.close());
  afterEach(() => {
    vi.useRealTimers();
  });

  const later = (seconds: number) => vi.setSystemTime(Date.now() + seconds * 1000);
  const signInFrom = (email: string, password: string, remoteAddress: string, language = 'en') =>
    ctx.app.inject({
      method: 'POST',
      url: '/api/sign-in/frontend',
      headers: { origin: TEST_SITE_URL, 'accept-language': language },
      payload: { email, password },
      remoteAddress,
    });
  /** Five wrong passwords for `email`, each from another address (no address reaches its limit). */
  async function guessFiveTimes(email: string) {
    for (let guess = 1; guess <= 5; guess += 1) {
      expect((await signInFrom(email, `guess-${guess}`, `198.51.100.${guess}`)).statusCode).toBe(401);
    }
  }

  it('delay the driver a few seconds, told in their language, and never lock them out', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    await createAccount(ctx.database.db, { email: 'dana@drivers.example' });
    await guessFiveTimes('dana@drivers.example');

    const told = await signInFrom('dana@drivers.example', TEST_PASSWORD, '203.0.113.50', 'fr');
    expect(told.statusCode).toBe(429);
    expect(told.headers['retry-after']).toBe('15');
    expect(told.json().error).toEqual({
      code: 'auth.signInDelayed',
      message:
        'Trop de tentatives de connexion ont échoué. Veuillez réessayer dans 15 secondes, ou choisissez ' +
        '« Mot de passe oublié ? » pour recevoir un lien par e-mail.',
      details: { count: 15 },
    });
    later(14);
    const almost = await signInFrom('dana@drivers.example', TEST_PASSWORD, '203.0.113.50', 'es');
    expect(almost.json().error.message).toBe(
      'Demasiados intentos de inicio de sesión fallidos. Vuelva a intentarlo dentro de 1 segundo, o elija ' +
        '«¿Ha olvidado su contraseña?» para recibir un enlace por correo electrónico.',
    );
    later(1);
    const signedIn = await signInFrom('dana@drivers.example', TEST_PASSWORD, '203.0.113.50');
    expect(signedIn.statusCode).toBe(200);
    expect(sessionCookieOf(signedIn.headers['set-cookie'])).toMatch(/^roadbook_session=/);
  });

  it('slow a guesser down, the wait doubling up to five minutes, and the owner still gets in', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    await createAccount(ctx.database.db, { email: 'eli@drivers.example' });
    await guessFiveTimes('eli@drivers.example');
    for (const seconds of [15, 30, 60, 120, 240, 300, 300]) {
      // Refused unchecked while the wait lasts, from any address, and counting nothing.
      for (const address of ['198.51.100.7', '198.51.100.8']) {
        const refused = await signInFrom('eli@drivers.example', 'another-guess', address);
        expect(refused.statusCode).toBe(429);
        expect(refused.json().error.details).toEqual({ count: seconds });
      }
      later(seconds);
      expect((await signInFrom('eli@drivers.example', 'another-guess', '198.51.100.9')).statusCode).toBe(401);
    }
    // The owner waits five minutes at most, then gets in; their failures are then forgotten.
    const told = await signInFrom('eli@drivers.example', TEST_PASSWORD, '203.0.113.51');
    expect(told.headers['retry-after']).toBe('300');
    later(300);
    expect((await signInFrom('eli@drivers.example', TEST_PASSWORD, '203.0.113.51')).statusCode).toBe(200);
    expect((await signInFrom('eli@drivers.example', 'typo', '203.0.113.51')).statusCode).toBe(401);
    expect((await signInFrom('eli@drivers.example', TEST_PASSWORD, '203.0.113.51')).statusCode).toBe(200);
  });

  it('let the owner in at once through the password-reset link while the account waits', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    const fay = await createAccount(ctx.database.db, { email: 'fay@drivers.example' });
    await guessFiveTimes('fay@drivers.example');
    expect((await signInFrom('fay@drivers.example', TEST_PASSWORD, '203.0.113.52')).statusCode).toBe(429);

    const asked = await ctx.app.inject({
      method: 'POST',
      url: '/api/resend/frontend/fay@drivers.example/true',
      headers: { origin: TEST_SITE_URL },
    });
    expect(asked.statusCode).toBe(200);
    const link = await linkSentTo(ctx, 'fay@drivers.example', 'passwordReset');
    const reset = await ctx.app.inject({
      method: 'POST',
      url: '/api/activate',
      headers: { origin: TEST_SITE_URL },
      payload: { userId: fay.id, token: link.token, password: 'brand-new-1' },
    });
    expect(reset.statusCode).toBe(200);
    expect(reset.json().user.id).toBe(fay.id);
    expect(sessionCookieOf(reset.headers['set-cookie'])).toMatch(/^roadbook_session=/);
    // The link proved the mailbox: the account's failures no longer delay a sign-in.
    expect((await signInFrom('fay@drivers.example', 'brand-new-1', '203.0.113.52')).statusCode).toBe(200);
  });

  it('count attempts made at the same time against each other', async () => {
    await createAccount(ctx.database.db, { email: 'gus@drivers.example' });
    const burst = await Promise.all(
      Array.from({ length: 12 }, (_, guess) =>
        signInFrom('gus@drivers.example', `guess-${guess}`, `198.51.100.${20 + guess}`),
      ),
    );
    expect(burst.map(({ statusCode }) => statusCode).sort()).toEqual([
      ...Array<number>(5).fill(401),
      ...Array<number>(7).fill(429),
    ]);
  });
});

describe('session cookies over https', () => {
  it('are Secure when the site is served over https', async () => {
    const ctx = await createTestApp({ env: { PUBLIC_URL: 'https://roadbook.example' } });
    try {
      await createAccount(ctx.database.db, { email: 'secure@example.com' });
      const response = await ctx.app.inject({
        method: 'POST',
        url: '/api/sign-in/frontend',
        headers: { origin: 'https://roadbook.example' },
        payload: { email: 'secure@example.com', password: TEST_PASSWORD },
      });
      expect(String(response.headers['set-cookie'])).toContain('Secure');
    } finally {
      await ctx.close();
    }
  });
});

describe('sign-up with reCAPTCHA on', () => {
  it('is refused without a token Google vouches for, and accepted with one', async () => {
    const siteverify = await startFakeSiteverify();
    const ctx = await createTestApp({ env: { PUBLIC_URL: TEST_SITE_URL, ...siteverify.env } });
    try {
      const signUp = (email: string, recaptchaToken?: string) =>
        ctx.app.inject({
          method: 'POST',
          url: '/api/sign-up',
          headers: { origin: TEST_SITE_URL },
          payload: { ...signUpBody(email), ...(recaptchaToken ? { recaptchaToken } : {}) },
        });
      const missing = await signUp('robot@example.com');
      expect(missing.statusCode).toBe(400);
      expect(missing.json().error).toMatchObject({ code: 'auth.recaptcha', message: 'reCAPTCHA error' });
      expect((await signUp('robot@example.com', 'forged-token')).statusCode).toBe(400);
      expect((await signUp('human@example.com', RECAPTCHA_TOKENS.good)).statusCode).toBe(201);
      expect(siteverify.received.at(-1)?.form.get('response')).toBe(RECAPTCHA_TOKENS.good);
    } finally {
      await ctx.close();
      await siteverify.close();
    }
  });
});
