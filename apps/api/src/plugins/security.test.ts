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

  it('lets in only the social sign-in providers set up, and lets their pop-ups answer the page', async () => {
    const on = await createTestApp({
      env: { GOOGLE_CLIENT_ID: 'web.apps.googleusercontent.com', APPLE_CLIENT_ID: 'test.roadbook.web' },
    });
    try {
      const { headers } = await on.app.inject({ method: 'GET', url: '/api/config' });
      const policy = String(headers['content-security-policy']);
      expect(policy).toContain(
        "script-src 'self' https://accounts.google.com/gsi/client https://appleid.cdn-apple.com;",
      );
      expect(policy).toContain(
        "frame-src 'self' https://accounts.google.com/gsi/ https://appleid.apple.com;",
      );
      expect(policy).toMatch(/connect-src 'self' https:\/\/accounts\.google\.com\/gsi\/(;|$)/);
      expect(policy).toContain("style-src 'self' 'unsafe-inline' https://accounts.google.com/gsi/style;");
      expect(policy).not.toContain('facebook');
      expect(headers['cross-origin-opener-policy']).toBe('same-origin-allow-popups');
    } finally {
      await on.close();
    }
    const { headers } = await ctx.app.inject({ method: 'GET', url: '/api/config' });
    expect(String(headers['content-security-policy'])).not.toMatch(/google|apple|facebook|frame-src/);
    expect(headers['cross-origin-opener-policy']).toBe('same-origin');
  });

  it("lets PayPal's script and frames in only when PayPal is the card gateway", async () => {
    const stripe = await createTestApp({ env: { STRIPE_SECRET_KEY: 'sk_test_csp' } });
    try {
      const { headers } = await stripe.app.inject({ method: 'GET', url: '/api/config' });
      // Stripe Checkout is a page of its own: nothing of Stripe's runs on the site.
      expect(String(headers['content-security-policy'])).not.toMatch(/paypal|stripe/);
      expect(headers['cross-origin-opener-policy']).toBe('same-origin');
    } finally {
      await stripe.close();
    }
    const { headers } = await ctx.app.inject({ method: 'GET', url: '/api/config' });
    expect(String(headers['content-security-policy'])).not.toContain('paypal');
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

describe('the API-wide rate limit turned off (RATE_LIMIT_MAX=0, a proxy in front limits)', () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestApp({ env: { RATE_LIMIT_MAX: '0', FORM_RATE_LIMIT_MAX: '1' } });
  });
  afterAll(() => ctx.close());

  it('answers every request from one address, and still limits the forms', async () => {
    const reads: number[] = [];
    for (let i = 0; i < 5; i += 1) {
      reads.push((await ctx.app.inject({ url: '/api/config', remoteAddress: '10.0.0.2' })).statusCode);
    }
    expect(reads).toEqual([200, 200, 200, 200, 200]);
    const send = () =>
      ctx.app.inject({ method: 'POST', url: '/api/send-email', remoteAddress: '10.0.0.2', payload: {} });
    expect((await send()).statusCode).not.toBe(429);
    expect((await send()).statusCode).toBe(429);
  });
});
