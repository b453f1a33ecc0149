import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { OutboxListSchema, OutboxMessageSchema } from '@roadbook/domain/contracts/outbox';
import { buildApp } from '../../app';
import { parseConfig } from '../../config';
import { emailParams } from '../../testing/email.fixture';
import { createTestApp, type TestContext } from '../../testing/test-app';
import { createTestDatabase } from '../../testing/test-database';
import { createEmailService } from './email.service';

// Without an SMTP server, the app's email worker writes each message to the outbox folder, and the
// dev routes list and show them; with one, the routes do not exist.

const SITE = 'http://localhost:8080';
const silent = { info: () => {}, warn: () => {}, error: () => {} };

describe('GET /api/dev/outbox', () => {
  let ctx: TestContext;

  beforeAll(async () => {
    ctx = await createTestApp({ env: { EMAIL_POLL_MS: '50', PUBLIC_URL: SITE, DEV_OUTBOX: 'on' } });
  });
  afterAll(() => ctx.close());

  const list = async () =>
    OutboxListSchema.parse((await ctx.app.inject({ method: 'GET', url: '/api/dev/outbox' })).json()).messages;

  /** Queues two messages, one after the other is written; the app's worker sends them. */
  async function sendThroughOutbox() {
    const settings = {
      from: 'Roadbook <no-reply@roadbook.localhost>',
      outboxDir: path.join(ctx.dataDir, 'outbox'),
      pollMs: 50,
      retryBaseMs: 1000,
      retryMaxMs: 60_000,
    };
    const email = createEmailService({ database: ctx.database, siteUrl: SITE, settings, log: silent });
    expect(email.delivery).toBe('outbox');
    const params = emailParams(SITE, 'fr');
    await email.queue(ctx.database.db, {
      template: 'passwordReset',
      to: 'jane@example.com',
      language: 'fr',
      params: params.passwordReset,
    });
    await expect.poll(async () => (await list()).length, { timeout: 5000, interval: 50 }).toBe(1);
    await email.queue(ctx.database.db, {
      template: 'newSupplier',
      to: 'admin@roadbook.example',
      language: 'en',
      params: params.newSupplier,
    });
    await expect.poll(async () => (await list()).length, { timeout: 5000, interval: 50 }).toBe(2);
  }

  it('answers only requests from this machine that name it', async () => {
    const fromNetwork = await ctx.app.inject({
      method: 'GET',
      url: '/api/dev/outbox',
      remoteAddress: '192.168.1.20',
    });
    expect(fromNetwork.statusCode).toBe(404);
    const rebound = await ctx.app.inject({
      method: 'GET',
      url: '/api/dev/outbox',
      headers: { host: 'attacker.example' },
    });
    expect(rebound.statusCode).toBe(404);
    const local = await ctx.app.inject({
      method: 'GET',
      url: '/api/dev/outbox',
      headers: { host: '127.0.0.1:8080' },
    });
    expect(local.statusCode).toBe(200);
  });

  it.each<[string, Record<string, string>]>([
    ['X-Forwarded-For', { 'x-forwarded-for': '203.0.113.9' }],
    ['X-Forwarded-Host', { 'x-forwarded-host': 'localhost' }],
    ['X-Forwarded-Proto', { 'x-forwarded-proto': 'https' }],
    ['Forwarded', { forwarded: 'for=203.0.113.9;host=localhost' }],
    ['X-Real-IP', { 'x-real-ip': '203.0.113.9' }],
  ])('refuses a request a proxy on this machine passed on (%s)', async (_header, headers) => {
    const response = await ctx.app.inject({
      method: 'GET',
      url: '/api/dev/outbox',
      headers: { host: 'localhost:8080', ...headers },
    });
    expect(response.statusCode).toBe(404);
    expect(response.json().error.code).toBe('common.notFound');
  });

  it('answers an empty list while nothing was written', async () => {
    const response = await ctx.app.inject({ method: 'GET', url: '/api/dev/outbox' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ messages: [] });
  });

  it('lists the messages written, newest first, and shows each with its two parts', async () => {
    await sendThroughOutbox();
    // A message being written (a temporary name) is not listed.
    fs.writeFileSync(path.join(ctx.dataDir, 'outbox', '.half-written.eml.tmp'), 'From: x');

    const listed = await ctx.app.inject({ method: 'GET', url: '/api/dev/outbox' });
    expect(listed.statusCode).toBe(200);
    expect(listed.headers['cache-control']).toBe('no-store');
    const { messages } = OutboxListSchema.parse(listed.json());
    expect(messages.map(({ to, subject }) => ({ to, subject }))).toEqual([
      { to: 'admin@roadbook.example', subject: 'New supplier to verify: Baixa Cars' },
      { to: 'jane@example.com', subject: 'Réinitialisez votre mot de passe Roadbook' },
    ]);
    expect(Date.parse(messages[0]?.date ?? '')).toBeGreaterThan(Date.now() - 60_000);

    const name = messages[1]?.name ?? '';
    const shown = await ctx.app.inject({ method: 'GET', url: `/api/dev/outbox/${name}` });
    expect(shown.statusCode).toBe(200);
    const message = OutboxMessageSchema.parse(shown.json());
    expect(message).toMatchObject({
      name,
      to: 'jane@example.com',
      from: '"Roadbook" <no-reply@roadbook.localhost>',
      subject: 'Réinitialisez votre mot de passe Roadbook',
    });
    expect(message.html).toContain('<html lang="fr">');
    expect(message.html).toContain(`${SITE}/reset-password?`);
    expect(message.text).toContain('Bonjour Jane Doe,');
    expect(message.text).toContain(`${SITE}/settings?l=fr`);
  });

  it.each([
    ['a name of no file', '2026-03-02T10-00-00-000Z-0b6f5c0e-2f4e-4c1a-9a43-5d7e9b1c2a3f.eml'],
    ['a temporary file', '.half-written.eml.tmp'],
    ['another file', 'notes.txt'],
    ['a way out of the folder', '..%2F..%2F..%2Fetc%2Fpasswd'],
    ['a way out, encoded twice', '..%252F..%252Fetc%252Fpasswd'],
    ['a name with a slash', '2026-03-02T10-00-00-000Z-x%2F..%2F.eml'],
  ])('answers 404 for %s', async (_case, name) => {
    const response = await ctx.app.inject({ method: 'GET', url: `/api/dev/outbox/${name}` });
    expect(response.statusCode).toBe(404);
    expect(response.json().error.code).toBe('common.notFound');
  });
});

describe('the outbox routes with an SMTP server, or on a public site', () => {
  it.each<{ name: string; env: Record<string, string> }>([
    { name: 'with SMTP', env: { SMTP_URL: 'smtp://127.0.0.1:1' } },
    {
      name: 'on a public site (its messages hold sign-in links)',
      env: { PUBLIC_URL: 'https://roadbook.example' },
    },
  ])('do not exist $name', async ({ env }) => {
    const ctx = await createTestApp({ env });
    try {
      for (const url of ['/api/dev/outbox', '/api/dev/outbox/2026-03-02T10-00-00-000Z-x.eml']) {
        const response = await ctx.app.inject({ method: 'GET', url });
        expect(response.statusCode, url).toBe(404);
      }
      const document = await ctx.app.inject({ method: 'GET', url: '/api/docs/json' });
      expect(Object.keys(document.json().paths)).not.toContain('/api/dev/outbox');
    } finally {
      await ctx.close();
    }
  });
});

describe('the outbox behind a trusted proxy', () => {
  // The start refuses DEV_OUTBOX with TRUST_PROXY (config.test.ts); should both be on all the same,
  // the Host the request names counts, never the X-Forwarded-Host a proxy's visitor wrote.
  it('is never read through X-Forwarded-Host: localhost', async () => {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'roadbook-outbox-'));
    const config = parseConfig({
      DATA_DIR: dataDir,
      LOG_LEVEL: 'silent',
      WEB_DIST_DIR: path.join(dataDir, 'no-web'),
      DEV_OUTBOX: 'on',
    });
    const database = await createTestDatabase();
    const app = await buildApp({ config: { ...config, trustProxy: true }, database });
    try {
      await app.ready();
      const throughProxy = await app.inject({
        method: 'GET',
        url: '/api/dev/outbox',
        headers: {
          host: 'roadbook.example',
          'x-forwarded-host': 'localhost',
          'x-forwarded-for': '127.0.0.1',
        },
      });
      expect(throughProxy.statusCode).toBe(404);
      const direct = await app.inject({
        method: 'GET',
        url: '/api/dev/outbox',
        headers: { host: 'localhost' },
      });
      expect(direct.statusCode).toBe(200);
    } finally {
      await app.close();
      await database.close();
      fs.rmSync(dataDir, { recursive: true, force: true });
    }
  });
});
