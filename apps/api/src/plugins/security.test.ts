import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestContext } from '../testing/test-app';

describe('security headers', () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestApp({
      env: {
        MAP_TILE_URL: 'https://{s}.tile.openstreetmap.org/{z}/{x}/{y}.png',
        TRUST_PROXY: '1',
        RATE_LIMIT_MAX: '2',
      },
    });
  });
  afterAll(() => ctx.close());

  it("lets Google's reCAPTCHA script and frame in only when reCAPTCHA is on", async () => {
    const on = await createTestApp({ env: { RECAPTCHA_SECRET: 'secret', RECAPTCHA_SITE_KEY: 'site-key' } });
    try {
      const policy = String(
        (await on.app.inject({ method: 'GET', url: '/api/config' })).headers['content-security-policy'],
      );
      expect(policy).toMatch(
        /script-src 'self' https:\/\/www\.google\.com\/recaptcha\/ https:\/\/www\.gstatic\.com\/recaptcha\//,
      );
      expect(policy).toContain('frame-src');
    } finally {
      await on.close();
    }
    const off = String(
      (await ctx.app.inject({ method: 'GET', url: '/api/config' })).headers['content-security-policy'],
    );
    expect(off).toContain("script-src 'self';");
    expect(off).not.toContain('recaptcha');
  });

  it('lets every tile subdomain through, and does not force HTTPS on a plain-HTTP site', async () => {
    const response = await ctx.app.inject({ method: 'GET', url: '/api/health' });
    const csp = response.headers['content-security-policy'];
    expect(csp).toContain('img-src');
    expect(csp).toContain('https://*.tile.openstreetmap.org');
    expect(csp).not.toContain('upgrade-insecure-requests');
    expect(csp).toContain("frame-ancestors 'none'");
  });

  it('trusts only the configured proxy hop: a forged X-Forwarded-For does not escape the rate limit', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 3; i += 1) {
      const response = await ctx.app.inject({
        method: 'GET',
        url: '/api/config',
        remoteAddress: '10.0.0.1',
        headers: { 'x-forwarded-for': `203.0.113.${i + 1}, 198.51.100.7` },
      });
      statuses.push(response.statusCode);
    }
    expect(statuses).toEqual([200, 200, 429]);
  });
});
