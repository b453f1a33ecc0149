import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestContext } from '../../testing/test-app';

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
      socialSignIn: { google: null, apple: null, facebook: null },
      recaptchaSiteKey: null,
      payPalClientId: null,
      timeZone: 'UTC',
      lateCancellationFeePercent: 20,
      contactEmail: 'contact@roadbook.localhost',
      minimumAge: 21,
      paymentWindowMinutes: 30,
      sessionDays: 30,
      sessionBrowserHours: 24,
    });
  });

  it('lets the map tiles through the content security policy', async () => {
    const response = await ctx.app.inject({ method: 'GET', url: '/api/config' });
    expect(response.headers['content-security-policy']).toContain('img-src');
    expect(response.headers['content-security-policy']).toContain('http://tiles.test');
  });
});
