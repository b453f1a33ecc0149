import { Writable } from 'node:stream';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { internalSessions } from '../../db/schema/internal';
import { createAccount, signIn, TEST_SITE_URL } from '../../testing/accounts.fixture';
import {
  asInternalPage,
  INTERNAL_ACCOUNTS_ENV,
  INTERNAL_EDITOR,
  INTERNAL_READER,
  internalCookieOf,
  signInInternal,
} from '../../testing/internal.fixture';
import { createTestApp, type TestContext } from '../../testing/test-app';
import { hashToken } from '../../platform/credentials/tokens';

const GUARDED_ROUTES = [
  { method: 'GET', url: '/api/internal/session' },
  { method: 'GET', url: '/api/internal/commercial-guide' },
  { method: 'PUT', url: '/api/internal/commercial-guide' },
  { method: 'GET', url: '/api/internal/commercial-guide/revisions' },
  { method: 'GET', url: '/api/internal/commercial-guide/revisions/7f1c1c52-2a51-4a8e-9d0e-4a4b3c1d2e3f' },
] as const;

const VALID_SAVE = { content: '<p>Guide</p>', baseRevisionId: null };

describe('the internal area: sign-in and its own session', () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestApp({
      env: { PUBLIC_URL: TEST_SITE_URL, ...INTERNAL_ACCOUNTS_ENV, SIGN_IN_MAX_FAILURES: '1000' },
    });
  });
  afterAll(() => ctx.close());

  const signInWith = (payload: object, headers: Record<string, string> = {}) =>
    ctx.app.inject({
      method: 'POST',
      url: '/api/internal/sign-in',
      headers: { origin: TEST_SITE_URL, ...headers },
      payload,
    });
  const session = (cookie: string) =>
    ctx.app.inject({ method: 'GET', url: '/api/internal/session', headers: asInternalPage(cookie) });
  const sessionRow = async (cookie: string) => {
    const token = cookie.split('=')[1] ?? '';
    const [row] = await ctx.database.db
      .select()
      .from(internalSessions)
      .where(eq(internalSessions.tokenHash, hashToken(token)));
    return row;
  };

  it('signs the reader and the editor in with a cookie of their own that the page cannot read', async () => {
    const reader = await signInWith(INTERNAL_READER);
    expect(reader.statusCode).toBe(200);
    expect(reader.json()).toEqual({ user: { username: 'ana.reader', role: 'reader', canEdit: false } });
    expect(reader.headers['cache-control']).toBe('private, no-store');
    const setCookie = String(reader.headers['set-cookie']);
    expect(setCookie).toMatch(/^roadbook_internal=[A-Za-z0-9_-]{43};/);
    expect(setCookie).toContain('Path=/api/internal');
    expect(setCookie).toContain('HttpOnly');
    expect(setCookie).toContain('SameSite=Strict');
    // It ends with the browser; on the server within 12 hours.
    expect(setCookie).not.toMatch(/Expires=|Max-Age=/);
    const cookie = internalCookieOf(reader.headers['set-cookie']);
    const row = await sessionRow(cookie);
    expect((row?.expiresAt.getTime() ?? 0) - Date.now()).toBeGreaterThan(12 * 3_600_000 - 60_000);
    expect((row?.expiresAt.getTime() ?? 0) - Date.now()).toBeLessThanOrEqual(12 * 3_600_000);

    expect((await session(cookie)).json()).toEqual(reader.json());

    // The username is compared lower-case; the password as typed.
    const editor = await signInWith({ username: ' Ben.Editor ', password: INTERNAL_EDITOR.password });
    expect(editor.json()).toEqual({ user: { username: 'ben.editor', role: 'editor', canEdit: true } });
    expect(
      (await signInWith({ username: 'ben.editor', password: INTERNAL_EDITOR.password.toUpperCase() }))
        .statusCode,
    ).toBe(401);
  });

  it('answers a wrong password and an unknown username alike, in the asker’s language', async () => {
    const wrong = await signInWith({ username: 'ana.reader', password: 'not-the-password' });
    const unknown = await signInWith({ username: 'nobody', password: 'not-the-password' });
    for (const response of [wrong, unknown]) {
      expect(response.statusCode).toBe(401);
      expect(response.json().error).toEqual({
        code: 'internal.incorrectCredentials',
        message: 'Incorrect username or password',
      });
      expect(internalCookieOf(response.headers['set-cookie'])).toBe('');
    }
    const french = await signInWith(
      { username: 'nobody', password: 'not-the-password' },
      { 'accept-language': 'fr' },
    );
    expect(french.json().error.message).toBe('Nom d’utilisateur ou mot de passe incorrect');
  });

  it('refuses invalid sign-ins with field codes, never a 5xx', async () => {
    const empty = await signInWith({});
    expect(empty.statusCode).toBe(400);
    expect(empty.json().error.code).toBe('common.invalidRequest');
    expect(empty.json().error.details.fields).toEqual([
      { in: 'body', path: 'username', code: 'validation.required' },
      { in: 'body', path: 'password', code: 'validation.required' },
    ]);
    const tooLong = await signInWith({ username: 'u'.repeat(65), password: 'p'.repeat(129) });
    expect(tooLong.json().error.details.fields).toEqual([
      { in: 'body', path: 'username', code: 'validation.tooLong', params: { max: 64 } },
      { in: 'body', path: 'password', code: 'validation.tooLong', params: { max: 128 } },
    ]);
    const control = await signInWith({ username: 'ana\u0000reader', password: 'x' });
    expect(control.json().error.details.fields).toEqual([
      { in: 'body', path: 'username', code: 'validation.invalidValue' },
    ]);
    const notJson = await ctx.app.inject({
      method: 'POST',
      url: '/api/internal/sign-in',
      headers: { origin: TEST_SITE_URL, 'content-type': 'application/json' },
      payload: '{"username": "ana.reader", "password": ',
    });
    expect(notJson.statusCode).toBe(400);
  });

  it('answers 401 internal.unauthenticated on every guarded route without an internal session', async () => {
    for (const route of GUARDED_ROUTES) {
      const response = await ctx.app.inject({
        ...route,
        headers: { origin: TEST_SITE_URL },
        ...(route.method === 'PUT' ? { payload: VALID_SAVE } : {}),
      });
      expect(response.statusCode, route.url).toBe(401);
      expect(response.json().error.code, route.url).toBe('internal.unauthenticated');
    }
    // Even an invalid body or page number is not looked at before the session.
    const invalid = await ctx.app.inject({
      method: 'PUT',
      url: '/api/internal/commercial-guide',
      headers: { origin: TEST_SITE_URL },
      payload: { content: 42 },
    });
    expect(invalid.statusCode).toBe(401);
  });

  it('gives nothing to a marketplace admin without the internal cookie', async () => {
    const admin = await createAccount(ctx.database.db, { type: 'admin' });
    const cookie = await signIn(ctx.app, admin.email);
    for (const route of GUARDED_ROUTES) {
      const response = await ctx.app.inject({
        ...route,
        headers: asInternalPage(cookie),
        ...(route.method === 'PUT' ? { payload: VALID_SAVE } : {}),
      });
      expect(response.statusCode, route.url).toBe(401);
      expect(response.json().error.code, route.url).toBe('internal.unauthenticated');
    }
  });

  it('forgets an unknown cookie: 401, and the browser is told to drop it', async () => {
    const response = await session('roadbook_internal=made-up-token');
    expect(response.statusCode).toBe(401);
    expect(String(response.headers['set-cookie'])).toMatch(/^roadbook_internal=;.*Path=\/api\/internal/);
    expect((await session(`roadbook_internal=${'x'.repeat(500)}`)).statusCode).toBe(401);
  });

  it('refuses a change from another site carrying the internal cookie, or naming no origin', async () => {
    const cookie = await signInInternal(ctx.app, INTERNAL_EDITOR);
    const put = (headers: Record<string, string>) =>
      ctx.app.inject({ method: 'PUT', url: '/api/internal/commercial-guide', headers, payload: VALID_SAVE });
    const attempts: Record<string, string>[] = [
      { cookie, origin: 'https://evil.example' },
      { cookie, referer: 'https://evil.example/page' },
      { cookie },
      { cookie, origin: TEST_SITE_URL, 'sec-fetch-site': 'cross-site' },
    ];
    for (const headers of attempts) {
      const refused = await put(headers);
      expect(refused.statusCode).toBe(403);
      expect(refused.json().error.code).toBe('auth.crossSiteRequest');
    }
    const signOut = await ctx.app.inject({
      method: 'POST',
      url: '/api/internal/sign-out',
      headers: { cookie },
    });
    expect(signOut.statusCode).toBe(403);
    // Nothing was written, and the session still works.
    const guide = await ctx.app.inject({
      method: 'GET',
      url: '/api/internal/commercial-guide',
      headers: asInternalPage(cookie),
    });
    expect(guide.json()).toEqual({ content: '', revision: null });
  });

  it('signs out: the session ends on the server and the cookie is cleared', async () => {
    const cookie = await signInInternal(ctx.app, INTERNAL_READER);
    const out = await ctx.app.inject({
      method: 'POST',
      url: '/api/internal/sign-out',
      headers: asInternalPage(cookie),
    });
    expect(out.statusCode).toBe(204);
    expect(String(out.headers['set-cookie'])).toMatch(/^roadbook_internal=;.*Path=\/api\/internal/);
    expect(await sessionRow(cookie)).toBeUndefined();
    expect((await session(cookie)).statusCode).toBe(401);
    // Signing out again, or without a session, is fine.
    const again = await ctx.app.inject({
      method: 'POST',
      url: '/api/internal/sign-out',
      headers: { origin: TEST_SITE_URL },
    });
    expect(again.statusCode).toBe(204);
  });

  it('ends a session after its 12 hours', async () => {
    const cookie = await signInInternal(ctx.app, INTERNAL_EDITOR);
    expect((await session(cookie)).statusCode).toBe(200);
    await ctx.database.db
      .update(internalSessions)
      .set({ expiresAt: sql`now() - interval '1 second'` })
      .where(eq(internalSessions.tokenHash, hashToken(cookie.split('=')[1] ?? '')));
    const ended = await session(cookie);
    expect(ended.statusCode).toBe(401);
    expect(ended.json().error.code).toBe('internal.unauthenticated');
  });

  it('ends the session the browser had when it signs in again', async () => {
    const first = await signInInternal(ctx.app, INTERNAL_READER);
    const second = await signInWith(INTERNAL_READER, { cookie: first });
    expect(second.statusCode).toBe(200);
    expect(await sessionRow(first)).toBeUndefined();
    expect((await session(internalCookieOf(second.headers['set-cookie']))).statusCode).toBe(200);
  });
});

describe('internal sign-in failures', () => {
  it('are limited per username and per address, telling nothing about which usernames exist', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    const ctx = await createTestApp({
      env: {
        PUBLIC_URL: TEST_SITE_URL,
        ...INTERNAL_ACCOUNTS_ENV,
        SIGN_IN_MAX_FAILURES: '3',
        SIGN_IN_ADDRESS_MAX_FAILURES: '5',
      },
    });
    try {
      const attempt = (username: string, password: string, remoteAddress: string) =>
        ctx.app.inject({
          method: 'POST',
          url: '/api/internal/sign-in',
          headers: { origin: TEST_SITE_URL },
          payload: { username, password },
          remoteAddress,
        });
      // Per username: three failures from three addresses, then even the right password waits, as
      // on the site: 15 seconds, after which the editor gets in.
      for (const address of ['203.0.113.1', '203.0.113.2', '203.0.113.3']) {
        expect((await attempt(INTERNAL_EDITOR.username, 'guess', address)).statusCode).toBe(401);
      }
      const delayed = await attempt(INTERNAL_EDITOR.username, INTERNAL_EDITOR.password, '203.0.113.4');
      expect(delayed.statusCode).toBe(429);
      expect(delayed.json().error).toMatchObject({
        code: 'internal.signInDelayed',
        message: 'Too many failed sign-in attempts. Please try again in 15 seconds.',
      });
      expect(delayed.headers['retry-after']).toBe('15');
      vi.setSystemTime(Date.now() + 15_000);
      expect(
        (await attempt(INTERNAL_EDITOR.username, INTERNAL_EDITOR.password, '203.0.113.4')).statusCode,
      ).toBe(200);
      // An unknown username is limited alike.
      for (let i = 0; i < 3; i += 1) await attempt('nobody', 'guess', `203.0.113.${10 + i}`);
      expect((await attempt('nobody', 'guess', '203.0.113.20')).statusCode).toBe(429);

      // Per address: five failures on any usernames, then the reader's right password is refused there.
      for (let i = 0; i < 5; i += 1) await attempt(`user${i}`, 'guess', '198.51.100.7');
      expect(
        (await attempt(INTERNAL_READER.username, INTERNAL_READER.password, '198.51.100.7')).statusCode,
      ).toBe(429);
      expect(
        (await attempt(INTERNAL_READER.username, INTERNAL_READER.password, '198.51.100.8')).statusCode,
      ).toBe(200);
    } finally {
      vi.useRealTimers();
      await ctx.close();
    }
  });
});

describe('the internal area in the logs', () => {
  it('never shows a password or a session token', async () => {
    const lines: string[] = [];
    const logStream = new Writable({
      write(chunk: Buffer, _encoding, done) {
        lines.push(chunk.toString());
        done();
      },
    });
    const ctx = await createTestApp({
      env: { PUBLIC_URL: TEST_SITE_URL, LOG_LEVEL: 'info', ...INTERNAL_ACCOUNTS_ENV },
      logStream,
    });
    try {
      const cookie = await signInInternal(ctx.app, INTERNAL_EDITOR);
      await ctx.app.inject({
        method: 'POST',
        url: '/api/internal/sign-in',
        headers: { origin: TEST_SITE_URL },
        payload: { username: INTERNAL_READER.username, password: 'Wr0ng-Secret-Guess' },
      });
      await ctx.app.inject({
        method: 'GET',
        url: '/api/internal/commercial-guide',
        headers: asInternalPage(cookie),
      });
      const log = lines.join('');
      expect(log).toContain('/api/internal/sign-in');
      expect(log).toContain('/api/internal/commercial-guide');
      for (const secret of [
        INTERNAL_EDITOR.password,
        INTERNAL_READER.password,
        'Wr0ng-Secret-Guess',
        cookie.split('=')[1] ?? 'token',
      ]) {
        expect(log).not.toContain(secret);
      }
    } finally {
      await ctx.close();
    }
  });
});
