import { Writable } from 'node:stream';
import path from 'node:path';
import os from 'node:os';
import fs from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../app';
import { parseConfig } from '../../config';
import { createTestDatabase } from '../../testing/test-database';
import { createTestApp, type TestContext } from '../../testing/test-app';
import {
  ageSession,
  asPage,
  createAccount,
  queuedEmails,
  signIn,
  TEST_PASSWORD,
  TEST_SITE_URL,
} from '../../testing/accounts.fixture';

describe('passwords', () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestApp({ env: { PUBLIC_URL: TEST_SITE_URL, SIGN_IN_MAX_FAILURES: '3' } });
  });
  afterAll(() => ctx.close());

  const get = (url: string, cookie = '') =>
    ctx.app.inject({ method: 'GET', url, headers: cookie ? asPage(cookie) : {} });
  const changePassword = (cookie: string, payload: object) =>
    ctx.app.inject({ method: 'POST', url: '/api/change-password', headers: asPage(cookie), payload });

  it('has-password and check-password answer the account itself only', async () => {
    const me = await createAccount(ctx.database.db);
    const social = await createAccount(ctx.database.db, { password: null });
    const cookie = await signIn(ctx.app, me.email);
    expect((await get(`/api/has-password/${me.id}`, cookie)).json()).toEqual({ hasPassword: true });
    expect((await get(`/api/has-password/${social.id}`, cookie)).statusCode).toBe(403);
    expect((await get(`/api/has-password/${me.id}`)).statusCode).toBe(401);
    expect((await get(`/api/check-password/${me.id}/${TEST_PASSWORD}`, cookie)).json()).toEqual({
      isCorrect: true,
    });
    expect((await get(`/api/check-password/${me.id}/wrong-one`, cookie)).json()).toEqual({
      isCorrect: false,
    });
    expect((await get(`/api/check-password/${social.id}/anything`, cookie)).statusCode).toBe(403);
    const admin = await createAccount(ctx.database.db, { type: 'admin' });
    const adminCookie = await signIn(ctx.app, admin.email);
    expect((await get(`/api/has-password/${social.id}`, adminCookie)).json()).toEqual({ hasPassword: false });
    // Not even an admin tests someone else's password.
    expect((await get(`/api/check-password/${me.id}/${TEST_PASSWORD}`, adminCookie)).statusCode).toBe(403);
  });

  it('check-password stops answering after too many wrong guesses', async () => {
    const me = await createAccount(ctx.database.db);
    const cookie = await signIn(ctx.app, me.email);
    for (let i = 0; i < 3; i += 1) await get(`/api/check-password/${me.id}/guess-${i}`, cookie);
    expect((await get(`/api/check-password/${me.id}/${TEST_PASSWORD}`, cookie)).statusCode).toBe(429);
  });

  it("change-password: 'Wrong password', 'Please choose a new password', then success ends other sessions", async () => {
    const me = await createAccount(ctx.database.db);
    const cookie = await signIn(ctx.app, me.email);
    const otherDevice = await signIn(ctx.app, me.email);

    const wrong = await changePassword(cookie, {
      currentPassword: 'not-it',
      newPassword: 'fresh-pass',
      confirmPassword: 'fresh-pass',
    });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().error).toMatchObject({ code: 'auth.wrongPassword', message: 'Wrong password' });

    const same = await changePassword(cookie, {
      currentPassword: TEST_PASSWORD,
      newPassword: TEST_PASSWORD,
      confirmPassword: TEST_PASSWORD,
    });
    expect(same.json().error.details.fields).toContainEqual(
      expect.objectContaining({ path: 'newPassword', code: 'validation.chooseNewPassword' }),
    );

    const done = await changePassword(cookie, {
      currentPassword: TEST_PASSWORD,
      newPassword: 'fresh-pass',
      confirmPassword: 'fresh-pass',
    });
    expect(done.statusCode).toBe(200);
    const validate = (c: string) =>
      ctx.app.inject({ method: 'POST', url: '/api/validate-access-token', headers: asPage(c) });
    expect((await validate(cookie)).statusCode).toBe(200);
    expect((await validate(otherDevice)).statusCode).toBe(401);
    expect(await queuedEmails(ctx, me.email, 'passwordChanged')).toHaveLength(1);
    expect((await signIn(ctx.app, me.email, 'fresh-pass')).length).toBeGreaterThan(0);
  });

  it('an account without a password sets its first one without a current password', async () => {
    const me = await createAccount(ctx.database.db);
    const cookie = await signIn(ctx.app, me.email);
    await ctx.database.db.execute(`update users set password_hash = null where id = '${me.id}'`);
    const done = await changePassword(cookie, { newPassword: 'first-one', confirmPassword: 'first-one' });
    expect(done.statusCode).toBe(200);
    expect((await signIn(ctx.app, me.email, 'first-one')).length).toBeGreaterThan(0);
  });

  it('a first password needs a sign-in of the last 10 minutes', async () => {
    const me = await createAccount(ctx.database.db);
    const cookie = await signIn(ctx.app, me.email);
    await ctx.database.db.execute(`update users set password_hash = null where id = '${me.id}'`);
    await ageSession(ctx.database.db, cookie, 11);
    const stale = await changePassword(cookie, { newPassword: 'first-one', confirmPassword: 'first-one' });
    expect(stale.statusCode).toBe(401);
    expect(stale.json().error.code).toBe('auth.reauthenticationRequired');
    expect((await get(`/api/has-password/${me.id}`, cookie)).json()).toEqual({ hasPassword: false });
  });

  it('change-password needs a session', async () => {
    const response = await ctx.app.inject({
      method: 'POST',
      url: '/api/change-password',
      payload: { currentPassword: 'a', newPassword: 'bbbbbb', confirmPassword: 'bbbbbb' },
    });
    expect(response.statusCode).toBe(401);
  });
});

describe('logs', () => {
  it('never keep a password or an email link token from a path', async () => {
    const lines: string[] = [];
    const stream = new Writable({
      write(chunk: Buffer, _encoding, done) {
        lines.push(chunk.toString());
        done();
      },
    });
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'roadbook-logs-'));
    const config = parseConfig({
      LOG_LEVEL: 'info',
      DATA_DIR: dataDir,
      PUBLIC_URL: TEST_SITE_URL,
      WEB_DIST_DIR: path.join(dataDir, 'none'),
    });
    const database = await createTestDatabase();
    const app = await buildApp({ config, database, logStream: stream });
    try {
      await app.ready();
      const me = await createAccount(database.db);
      const cookie = await signIn(app, me.email);
      await app.inject({
        method: 'GET',
        url: `/api/check-password/${me.id}/Sup3r-Secret`,
        headers: asPage(cookie),
      });
      await app.inject({ method: 'GET', url: `/api/check-token/frontend/${me.id}/a%40b.c/T0ken-Secret` });
      const log = lines.join('');
      expect(log).toContain('/api/check-password/');
      expect(log).not.toContain('Sup3r-Secret');
      expect(log).not.toContain('T0ken-Secret');
      expect(log).not.toContain(TEST_PASSWORD);
      expect(log).not.toContain('roadbook_session=');
    } finally {
      await app.close();
      await database.close();
      fs.rmSync(dataDir, { recursive: true, force: true });
    }
  });
});
