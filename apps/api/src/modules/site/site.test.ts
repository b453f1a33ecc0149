import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestContext } from '../../test/test-app';

describe('GET /api/config', () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestApp({
      env: {
        MAINTENANCE: 'false',
        HIDE_SUPPLIERS: 'true',
        MAP_TILE_URL: 'http://tiles.test/{z}/{x}/{y}.png',
      },
    });
  });
  afterAll(() => ctx.close());

  it('gives the web app the public settings', async () => {
    const response = await ctx.app.inject({ method: 'GET', url: '/api/config' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      maintenance: false,
      hideSuppliers: true,
      languageByIp: false,
      defaultLanguage: 'es',
      mapTileUrl: 'http://tiles.test/{z}/{x}/{y}.png',
      baseCurrency: 'USD',
    });
  });

  it('lets the map tiles through the content security policy', async () => {
    const response = await ctx.app.inject({ method: 'GET', url: '/api/config' });
    expect(response.headers['content-security-policy']).toContain('img-src');
    expect(response.headers['content-security-policy']).toContain('http://tiles.test');
  });
});

describe('OpenAPI', () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestApp();
  });
  afterAll(() => ctx.close());

  it('describes the routes at /api/docs/json and serves the browser at /api/docs', async () => {
    const document = await ctx.app.inject({ method: 'GET', url: '/api/docs/json' });
    expect(document.statusCode).toBe(200);
    const spec = document.json();
    expect(spec.openapi).toMatch(/^3\./);
    expect(Object.keys(spec.paths)).toEqual(expect.arrayContaining(['/api/health', '/api/config']));
    const page = await ctx.app.inject({ method: 'GET', url: '/api/docs/' });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toContain('text/html');
  });
});
