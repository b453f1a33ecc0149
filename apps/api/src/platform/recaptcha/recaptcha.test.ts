import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { Writable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../app';
import { parseConfig } from '../../config';
import { unusedOrigin } from '../../testing/fake-http-server.fixture';
import {
  RECAPTCHA_TEST_SECRET,
  RECAPTCHA_TOKENS,
  startFakeSiteverify,
  type FakeSiteverify,
} from '../../testing/recaptcha.fixture';
import { createTestApp, type TestContext } from '../../testing/test-app';
import { createTestDatabase } from '../../testing/test-database';

const verify = (ctx: TestContext, token: string, ip: string) =>
  ctx.app.inject({ method: 'POST', url: `/api/verify-recaptcha/${token}/${ip}` });

describe('POST /api/verify-recaptcha/{token}/{ip}, reCAPTCHA off', () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestApp();
  });
  afterAll(() => ctx.close());

  it('has nothing to check: 200', async () => {
    const response = await verify(ctx, 'any-token', '203.0.113.7');
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({});
  });

  it.each([
    { name: 'a host name', url: '/api/verify-recaptcha/any-token/localhost' },
    { name: 'an address out of range', url: '/api/verify-recaptcha/any-token/203.0.113.256' },
    { name: 'no address', url: '/api/verify-recaptcha/any-token' },
  ])('refuses $name as the address', async ({ url }) => {
    const response = await ctx.app.inject({ method: 'POST', url });
    expect(response.statusCode).toBe(400);
    expect(response.json().error).toMatchObject({
      code: 'common.invalidRequest',
      details: { fields: [expect.objectContaining({ path: 'ip', in: 'params' })] },
    });
  });

  it('refuses a token past 8192 characters, and an empty one', async () => {
    for (const token of ['x'.repeat(8193), '']) {
      const response = await verify(ctx, token, '203.0.113.7');
      expect(response.statusCode).toBe(400);
      expect(response.json().error.details.fields).toEqual([
        expect.objectContaining({ path: 'token', in: 'params' }),
      ]);
    }
  });
});

describe('POST /api/verify-recaptcha/{token}/{ip}, reCAPTCHA on', () => {
  let ctx: TestContext;
  let site: FakeSiteverify;
  beforeAll(async () => {
    site = await startFakeSiteverify();
    ctx = await createTestApp({ env: site.env });
  });
  afterAll(async () => {
    await ctx.close();
    await site.close();
  });

  it.each([
    { name: 'a good v3 token', token: RECAPTCHA_TOKENS.good, ip: '203.0.113.7' },
    { name: 'a v2 token, from an IPv6 address', token: RECAPTCHA_TOKENS.v2, ip: '2001:db8::1' },
  ])('answers 200 for $name, having asked Google with our secret', async ({ token, ip }) => {
    const response = await verify(ctx, token, ip);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({});
    expect(Object.fromEntries(site.received.at(-1)?.form ?? [])).toEqual({
      secret: RECAPTCHA_TEST_SECRET,
      response: token,
      remoteip: ip,
    });
  });

  it.each([
    { name: 'a forged token', token: 'forged-token' },
    { name: 'a v3 score under the minimum', token: RECAPTCHA_TOKENS.lowScore },
  ])('answers 400 auth.recaptcha for $name', async ({ token }) => {
    const response = await verify(ctx, token, '203.0.113.7');
    expect(response.statusCode).toBe(400);
    expect(response.json().error).toMatchObject({ code: 'auth.recaptcha', message: 'reCAPTCHA error' });
  });

  it('takes a token as long as real ones (the router limits path parameters to 100 characters)', async () => {
    const token = `03AFcWeA${'a1_-'.repeat(400)}`;
    const response = await verify(ctx, token, '203.0.113.7');
    expect(response.statusCode).toBe(400);
    expect(response.json().error.code).toBe('auth.recaptcha');
    expect(site.received.at(-1)?.form.get('response')).toBe(token);
  });
});

describe('POST /api/verify-recaptcha when Google cannot be reached', () => {
  it('answers 503 common.unavailable', async () => {
    const ctx = await createTestApp({
      env: {
        RECAPTCHA_SECRET: RECAPTCHA_TEST_SECRET,
        RECAPTCHA_VERIFY_URL: `${await unusedOrigin()}/siteverify`,
      },
    });
    try {
      const response = await verify(ctx, RECAPTCHA_TOKENS.good, '203.0.113.7');
      expect(response.statusCode).toBe(503);
      expect(response.json().error.code).toBe('common.unavailable');
    } finally {
      await ctx.close();
    }
  });
});

describe('reCAPTCHA logs', () => {
  it('never keep the secret, a token or the address of the check', async () => {
    const site = await startFakeSiteverify();
    const lines: string[] = [];
    const stream = new Writable({
      write(chunk: Buffer, _encoding, done) {
        lines.push(chunk.toString());
        done();
      },
    });
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'roadbook-logs-'));
    const config = parseConfig({
      LOG_LEVEL: 'trace',
      DATA_DIR: dataDir,
      WEB_DIST_DIR: path.join(dataDir, 'none'),
      ...site.env,
    });
    const database = await createTestDatabase();
    const app = await buildApp({ config, database, logStream: stream });
    try {
      await app.ready();
      await app.inject({
        method: 'POST',
        url: `/api/verify-recaptcha/${RECAPTCHA_TOKENS.lowScore}/198.51.100.9`,
      });
      await app.inject({ method: 'POST', url: '/api/verify-recaptcha/Forged-Token-77/198.51.100.9' });
      await app.inject({
        method: 'POST',
        url: '/api/driver-lead-capture',
        payload: { fullName: 'Ana', email: 'ana@example.com', recaptchaToken: 'Forged-Token-88' },
      });
      const log = lines.join('');
      expect(log).toContain('/api/verify-recaptcha/');
      expect(log).toContain('reCAPTCHA');
      for (const secret of [
        RECAPTCHA_TEST_SECRET,
        RECAPTCHA_TOKENS.lowScore,
        'Forged-Token-77',
        'Forged-Token-88',
      ]) {
        expect(log).not.toContain(secret);
      }
      expect(log).not.toContain('198.51.100.9/');
    } finally {
      await app.close();
      await database.close();
      await site.close();
      fs.rmSync(dataDir, { recursive: true, force: true });
    }
  });
});
