import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { gunzipSync, gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestContext } from '../testing/test-app';

/** A built site in miniature: the real build is not needed to test how it is served. */
function writeFakeBuild(dir: string) {
  fs.mkdirSync(path.join(dir, 'assets'), { recursive: true });
  fs.writeFileSync(
    path.join(dir, 'index.html'),
    '<!doctype html><html lang="es"><head><title>Roadbook</title></head><body><div id="root"></div></body></html>',
  );
  fs.writeFileSync(path.join(dir, 'assets', 'index-Abc123.js'), 'console.log(1)');
  fs.writeFileSync(path.join(dir, 'favicon.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
  fs.writeFileSync(path.join(dir, 'assets', 'index-Abc123.js.gz'), gzipSync('console.log(1)'));
  fs.writeFileSync(path.join(dir, 'index.html.gz'), gzipSync('<!doctype html><title>Roadbook</title>'));
}

describe('serving the web app, uploads and API side by side', () => {
  let ctx: TestContext;
  let webDir: string;
  beforeAll(async () => {
    webDir = fs.mkdtempSync(path.join(os.tmpdir(), 'roadbook-web-'));
    writeFakeBuild(webDir);
    ctx = await createTestApp({ env: { WEB_DIST_DIR: webDir, RATE_LIMIT_MAX: '3' } });
    fs.mkdirSync(path.join(ctx.dataDir, 'uploads', 'cars'), { recursive: true });
    fs.writeFileSync(path.join(ctx.dataDir, 'uploads', 'cars', 'abc.webp'), 'RIFF');
  });
  afterAll(async () => {
    await ctx.close();
    fs.rmSync(webDir, { recursive: true, force: true });
  });

  it('caches hashed assets for a year and revalidates other files', async () => {
    const asset = await ctx.app.inject({ method: 'GET', url: '/assets/index-Abc123.js' });
    expect(asset.statusCode).toBe(200);
    expect(asset.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    const icon = await ctx.app.inject({ method: 'GET', url: '/favicon.svg' });
    expect(icon.headers['cache-control']).toBe('no-cache');
  });

  it('sends the compressed file to clients that accept it', async () => {
    const asset = await ctx.app.inject({
      method: 'GET',
      url: '/assets/index-Abc123.js',
      headers: { 'accept-encoding': 'br, gzip' },
    });
    expect(asset.headers['content-encoding']).toBe('gzip');
    expect(asset.headers.vary).toMatch(/accept-encoding/i);
    expect(asset.headers['content-type']).toContain('javascript');
    expect(gunzipSync(asset.rawPayload).toString()).toBe('console.log(1)');
    const page = await ctx.app.inject({
      method: 'GET',
      url: '/home',
      headers: { accept: 'text/html', 'accept-encoding': 'gzip' },
    });
    expect(page.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(page.rawPayload).toString()).toContain('<div id="root"><main');
  });

  it("answers page addresses with the page's document, revalidated, and unknown ones with 404", async () => {
    for (const [url, status] of [
      ['/home', 200],
      ['/about?l=en', 200],
      ['/some/unknown/page?l=en', 404],
    ] as const) {
      const page = await ctx.app.inject({ method: 'GET', url, headers: { accept: 'text/html,*/*' } });
      expect(page.statusCode, url).toBe(status);
      expect(page.headers['content-type']).toContain('text/html');
      expect(page.headers['cache-control']).toBe('no-cache');
      expect(page.body).toContain('<div id="root"><main');
    }
  });

  it('keeps API addresses JSON, never the page, and a missing file not found', async () => {
    const api = await ctx.app.inject({
      method: 'GET',
      url: '/api/unknown',
      headers: { accept: 'text/html' },
    });
    expect(api.statusCode).toBe(404);
    expect(api.json().error.code).toBe('common.notFound');
    const file = await ctx.app.inject({
      method: 'GET',
      url: '/assets/missing.js',
      headers: { accept: '*/*' },
    });
    expect(file.statusCode).toBe(404);
  });

  it('serves uploaded images with long-lived caching', async () => {
    const image = await ctx.app.inject({ method: 'GET', url: '/uploads/cars/abc.webp' });
    expect(image.statusCode).toBe(200);
    expect(image.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    fs.writeFileSync(path.join(ctx.dataDir, 'secret.txt'), 'top secret');
    for (const url of [
      '/uploads/..%2fsecret.txt',
      '/uploads/%2e%2e%2fsecret.txt',
      '/uploads/cars/..%2f..%2fsecret.txt',
    ]) {
      const escape = await ctx.app.inject({ method: 'GET', url });
      expect(escape.statusCode).toBeGreaterThanOrEqual(400);
      expect(escape.body).not.toContain('top secret');
    }
  });

  it('rate-limits the API but not static files', async () => {
    for (let i = 0; i < 8; i += 1) {
      const asset = await ctx.app.inject({ method: 'GET', url: '/assets/index-Abc123.js' });
      expect(asset.statusCode).toBe(200);
    }
    const answers = [];
    for (let i = 0; i < 4; i += 1) answers.push(await ctx.app.inject({ method: 'GET', url: '/api/config' }));
    expect(answers.slice(0, 3).map((a) => a.statusCode)).toEqual([200, 200, 200]);
    const limited = answers[3];
    expect(limited?.statusCode).toBe(429);
    expect(limited?.json().error.code).toBe('common.rateLimited');
    expect(limited?.headers['retry-after']).toBeDefined();
  });
});
