// What the request log keeps of an address: never the secret of an emailed link, whichever of the
// site's addresses carries it and however its name is encoded.
import { describe, expect, it } from 'vitest';
import { TEST_SITE_URL } from '../testing/accounts.fixture';
import { createTestApp } from '../testing/test-app';
import { redactUrl } from './log-redaction';

describe('redactUrl', () => {
  it.each([
    ['/reset-password?u=1&e=a%40b.c&t=S3cret', '/reset-password?u=1&e=a%40b.c&t=[redacted]'],
    ['/marketing?confirm=S3cret&l=fr', '/marketing?confirm=[redacted]&l=fr'],
    ['/marketing?l=es&unsubscribe=S3cret', '/marketing?l=es&unsubscribe=[redacted]'],
    ['/marketing?%75nsubscribe=S3cret', '/marketing?%75nsubscribe=[redacted]'],
    ['/marketing?CONFIRM=S3cret', '/marketing?CONFIRM=[redacted]'],
    ['/api/mailing-list/unsubscribe/S3cret?l=es', '/api/mailing-list/unsubscribe/[redacted]?l=es'],
    ['/api/check-token/frontend/1/a%40b.c/S3cret', '/api/check-token/frontend/1/a%40b.c/[redacted]'],
    ['/api/cars?keyword=confirm&t', '/api/cars?keyword=confirm&t'],
  ])('%s is logged as %s', (url, logged) => {
    expect(redactUrl(url)).toBe(logged);
  });
});

describe('the request log', () => {
  it('never keeps a mailing list link’s token', async () => {
    const lines: string[] = [];
    const ctx = await createTestApp({
      env: { PUBLIC_URL: TEST_SITE_URL, LOG_LEVEL: 'info' },
      logStream: { write: (line) => lines.push(line) },
    });
    try {
      for (const url of [
        '/marketing?confirm=C0nfirm-Secret&l=fr',
        '/marketing?unsubscribe=Uns-Secret',
        '/marketing?%75nsubscribe=Enc0ded-Secret',
        '/api/mailing-list/unsubscribe/Path-Secret?l=es',
      ]) {
        await ctx.app.inject({ method: 'GET', url });
      }
      await ctx.app.inject({
        method: 'POST',
        url: '/api/mailing-list/unsubscribe/P0st-Secret',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        payload: 'List-Unsubscribe=One-Click',
      });
      const log = lines.join('');
      expect(log).toContain('/marketing?confirm=[redacted]&l=fr');
      expect(log).toContain('/marketing?unsubscribe=[redacted]');
      expect(log).toContain('/api/mailing-list/unsubscribe/');
      for (const secret of ['C0nfirm-Secret', 'Uns-Secret', 'Enc0ded-Secret', 'Path-Secret', 'P0st-Secret']) {
        expect(log).not.toContain(secret);
      }
    } finally {
      await ctx.close();
    }
  });

  it('writes one line per request, once answered: its address, status and time', async () => {
    const lines: string[] = [];
    const ctx = await createTestApp({
      env: { LOG_LEVEL: 'info' },
      logStream: { write: (line) => lines.push(line) },
    });
    try {
      lines.length = 0;
      await ctx.app.inject({ method: 'GET', url: '/api/health' });
      await ctx.app.inject({ method: 'GET', url: '/api/nowhere' });
      const requests = lines
        .map(
          (line) => JSON.parse(line) as { msg: string; req?: { url: string }; res?: { statusCode: number } },
        )
        .filter((line) => line.req !== undefined);
      expect(requests.map((line) => [line.msg, line.req?.url, line.res?.statusCode])).toEqual([
        ['request completed', '/api/health', 200],
        ['request completed', '/api/nowhere', 404],
      ]);
      expect(lines.join('')).toContain('"responseTime"');
    } finally {
      await ctx.close();
    }
  });
});
