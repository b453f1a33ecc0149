import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createTestApp, type TestContext } from '../../testing/test-app';

describe('GET /api/health', () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestApp();
  });
  afterAll(() => ctx.close());

  it('answers 200 with the database kind once the site is ready', async () => {
    const response = await ctx.app.inject({ method: 'GET', url: '/api/health' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      status: 'ok',
      database: process.env.TEST_DB === 'postgres' ? 'postgres' : 'pglite',
    });
  });

  it('carries the security headers', async () => {
    const response = await ctx.app.inject({ method: 'GET', url: '/api/health' });
    expect(response.headers['content-security-policy']).toContain("default-src 'self'");
    expect(response.headers['x-content-type-options']).toBe('nosniff');
  });
});

describe('GET /api/health without a database', () => {
  it('answers 503 common.unavailable, and 200 again once the database is back', async () => {
    const ctx = await createTestApp();
    try {
      vi.spyOn(ctx.database.db, 'execute').mockRejectedValueOnce(new Error('connection terminated'));
      const down = await ctx.app.inject({ method: 'GET', url: '/api/health' });
      expect(down.statusCode).toBe(503);
      expect(down.json().error.code).toBe('common.unavailable');
      const up = await ctx.app.inject({ method: 'GET', url: '/api/health' });
      expect(up.statusCode).toBe(200);
    } finally {
      await ctx.close();
    }
  });
});
