import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { createTestApp, type TestContext } from '../testing/test-app';

const OperationSchema = z.object({
  parameters: z.array(z.object({ in: z.string() })).optional(),
  requestBody: z.unknown().optional(),
  responses: z.record(z.string(), z.unknown()),
});
const DocumentSchema = z.object({
  paths: z.record(z.string(), z.record(z.string(), OperationSchema)),
  components: z.object({ schemas: z.record(z.string(), z.unknown()) }),
});

const ERROR_BODY = {
  content: { 'application/json': { schema: { $ref: '#/components/schemas/ErrorBody' } } },
};

async function expectErrorAnswers(ctx: TestContext) {
  const response = await ctx.app.inject({ method: 'GET', url: '/api/docs/json' });
  const document = DocumentSchema.parse(response.json());
  expect(Object.keys(document.components.schemas)).toContain('ErrorBody');
  const operations = Object.entries(document.paths).flatMap(([path, methods]) =>
    Object.entries(methods).map(([method, operation]) => ({ route: `${method} ${path}`, ...operation })),
  );
  expect(operations.length).toBeGreaterThanOrEqual(11);
  for (const { route, parameters = [], requestBody, responses } of operations) {
    const statuses = Object.keys(responses);
    // Every route may fail or be refused during shutdown; the rate limit leaves only health out.
    expect(statuses, route).toEqual(expect.arrayContaining(['500', '503']));
    if (route !== 'get /api/health') expect(statuses, route).toContain('429');
    if (parameters.length > 0 || requestBody !== undefined) expect(statuses, route).toContain('400');
    if (parameters.some((parameter) => parameter.in === 'path')) {
      expect(statuses, route).toEqual(expect.arrayContaining(['404', '414']));
    }
    if (requestBody !== undefined) expect(statuses, route).toEqual(expect.arrayContaining(['413', '415']));
    for (const status of statuses.filter((status) => !status.startsWith('2'))) {
      expect(responses[status], `${route} ${status}`).toMatchObject(ERROR_BODY);
    }
  }
  return Object.keys(document.paths);
}

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

  // The document kept in the repository: a change of any route's address, input or answers shows in
  // the change that makes it (`vitest -u` writes the new document; a restructuring leaves it as is,
  // whatever order its routes are registered in: the keys are sorted). Indented by one space: a line
  // per field to review, under 1 MiB.
  it('is the document kept in apps/api/openapi.json', async () => {
    const document = await ctx.app.inject({ method: 'GET', url: '/api/docs/json' });
    const sorted = JSON.stringify(
      document.json(),
      (_key, value: unknown) =>
        value !== null && typeof value === 'object' && !Array.isArray(value)
          ? Object.fromEntries(Object.entries(value).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)))
          : value,
      1,
    );
    await expect(`${sorted}\n`).toMatchFileSnapshot('../../openapi.json');
  });

  // Each payment provider's routes exist only where it is set up: the test gateway's alone, PayPal's
  // and BTCPay's together, or Stripe's.
  it.each([
    ['no payment provider', {}, ['/api/test-gateway/{bookingId}/pay']],
    [
      'PayPal and BTCPay',
      {
        PAYPAL_CLIENT_ID: 'paypal-id',
        PAYPAL_CLIENT_SECRET: 'paypal-secret',
        PAYPAL_WEBHOOK_ID: 'WH-1',
        BTCPAY_URL: 'https://btcpay.example.com',
        BTCPAY_API_KEY: 'key',
        BTCPAY_STORE_ID: 'store',
        BTCPAY_WEBHOOK_SECRET: 'secret',
      },
      [
        '/api/create-paypal-order/',
        '/api/webhooks/paypal',
        '/api/create-btcpay-invoice',
        '/api/webhooks/btcpay',
      ],
    ],
    [
      'Stripe',
      { STRIPE_SECRET_KEY: 'sk_test_1', STRIPE_WEBHOOK_SECRET: 'whsec_1' },
      ['/api/create-checkout-session', '/api/check-checkout-session/{sessionId}', '/api/webhooks/stripe'],
    ],
  ])('gives every route its error answers, each the shared error body (%s)', async (_name, env, paths) => {
    const app = Object.keys(env).length === 0 ? ctx : await createTestApp({ env });
    try {
      expect(await expectErrorAnswers(app)).toEqual(expect.arrayContaining(paths));
    } finally {
      if (app !== ctx) await app.close();
    }
  });
});
