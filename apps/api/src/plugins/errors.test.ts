import net from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { ErrorBodySchema } from '@roadbook/domain/contracts/error-body';
import { DomainError } from '@roadbook/domain/error-codes';
import { resources } from '@roadbook/i18n/resources';
import { errorResponses } from '../http/error-responses';
import { createTestApp, type TestContext } from '../testing/test-app';

const SearchQuerySchema = z.object({
  text: z.string().max(5, { error: 'validation.tooLong' }),
  page: z.coerce.number().int().min(1),
});

const INVALID_REQUEST = {
  code: 'common.invalidRequest',
  message: 'The request is invalid. Please check the information and try again.',
};

describe('error answers', () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestApp({
      extend: (app) => {
        app.post(
          '/api/test/echo',
          {
            schema: {
              body: z.object({ email: z.email({ error: 'validation.invalidEmail' }), age: z.number().int() }),
            },
          },
          async (request) => request.body,
        );
        app.get(
          '/api/test/search',
          { schema: { querystring: SearchQuerySchema } },
          async (request) => request.query,
        );
        // The same route declaring its answers: the error schemas serialise the same bodies.
        app.get(
          '/api/test/declared-search',
          {
            schema: {
              querystring: SearchQuerySchema,
              response: { 200: SearchQuerySchema, ...errorResponses(400) },
            },
          },
          async (request) => request.query,
        );
        app.get('/api/test/domain-error', async () => {
          throw new DomainError('currency.unsupported', { code: 'XYZ' });
        });
        app.get(
          '/api/test/declared-domain-error',
          { schema: { response: { 200: z.object({}), ...errorResponses(400) } } },
          async () => {
            throw new DomainError('currency.unsupported', { code: 'XYZ' });
          },
        );
        app.get(
          '/api/test/declared-crash',
          { schema: { response: { 200: z.object({}), ...errorResponses() } } },
          async () => {
            throw new Error('secret internal detail');
          },
        );
        app.get('/api/test/things/:id', async (request) => request.params);
        app.get('/api/test/crash', async () => {
          throw new Error('secret internal detail');
        });
      },
    });
  });
  afterAll(() => ctx.close());

  it('answers an unknown API route with 404 common.notFound, in English by default', async () => {
    const response = await ctx.app.inject({ method: 'GET', url: '/api/no-such-thing' });
    expect(response.statusCode).toBe(404);
    expect(response.headers['content-type']).toContain('application/json');
    expect(response.json()).toEqual({
      error: { code: 'common.notFound', message: 'The requested resource was not found' },
    });
  });

  it('translates the message into the language asked by Accept-Language or lang', async () => {
    const fr = await ctx.app.inject({
      method: 'GET',
      url: '/api/test/domain-error',
      headers: { 'accept-language': 'fr-FR,fr;q=0.9' },
    });
    const expected = (language: 'fr' | 'es') =>
      resources[language].errors.currency.unsupported.replace('{{code}}', 'XYZ');
    expect(fr.json().error).toEqual({
      code: 'currency.unsupported',
      message: expected('fr'),
      details: { code: 'XYZ' },
    });
    expect(expected('fr')).toContain('XYZ');
    const es = await ctx.app.inject({ method: 'GET', url: '/api/test/domain-error?lang=es' });
    expect(es.json().error.message).toBe(expected('es'));
    const en = await ctx.app.inject({
      method: 'GET',
      url: '/api/test/domain-error',
      headers: { 'accept-language': 'de' },
    });
    expect(en.json().error.message).toBe('Currency XYZ not supported');
  });

  it('lists field codes for invalid input', async () => {
    const response = await ctx.app.inject({
      method: 'POST',
      url: '/api/test/echo',
      payload: { email: 'nope', age: 'old' },
    });
    expect(response.statusCode).toBe(400);
    const { error } = response.json();
    expect(error.code).toBe('common.invalidRequest');
    expect(error.details.fields).toEqual(
      expect.arrayContaining([
        { path: 'email', in: 'body', code: 'validation.invalidEmail' },
        { path: 'age', in: 'body', code: 'validation.invalidValue' },
      ]),
    );
  });

  it('says where a field is wrong and passes the parameters its message needs', async () => {
    const response = await ctx.app.inject({ method: 'GET', url: '/api/test/search?text=abcdefgh&page=0' });
    expect(response.statusCode).toBe(400);
    expect(response.json().error.details.fields).toEqual([
      { path: 'text', in: 'querystring', code: 'validation.tooLong', params: { max: 5 } },
      { path: 'page', in: 'querystring', code: 'validation.invalidValue' },
    ]);
    const valid = await ctx.app.inject({ method: 'GET', url: '/api/test/search?text=abc&page=2' });
    expect(valid.json()).toEqual({ text: 'abc', page: 2 });
  });

  it('answers malformed JSON with 400, never 500', async () => {
    const response = await ctx.app.inject({
      method: 'POST',
      url: '/api/test/echo',
      headers: { 'content-type': 'application/json' },
      payload: '{"email": ',
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().error.code).toBe('common.invalidRequest');
  });

  it('says nothing about internals on a 500', async () => {
    const response = await ctx.app.inject({ method: 'GET', url: '/api/test/crash' });
    expect(response.statusCode).toBe(500);
    expect(response.body).not.toContain('secret');
    expect(response.json()).toEqual({
      error: { code: 'common.unhandled', message: 'An unhandled error occurred' },
    });
  });

  it('serialises the same error bodies on routes that declare them in their response schema', async () => {
    const pairs = [
      ['/api/test/search?text=abcdefgh&page=0', '/api/test/declared-search?text=abcdefgh&page=0'],
      ['/api/test/domain-error?lang=fr', '/api/test/declared-domain-error?lang=fr'],
      ['/api/test/crash', '/api/test/declared-crash'],
    ];
    for (const [plain, declared] of pairs) {
      const [expected, response] = await Promise.all(
        [plain, declared].map((url) => ctx.app.inject({ method: 'GET', url })),
      );
      expect(response?.statusCode).toBe(expected?.statusCode);
      expect(response?.json()).toEqual(expected?.json());
      expect(ErrorBodySchema.safeParse(response?.json()).success).toBe(true);
    }
  });

  it('answers a path parameter longer than the router takes with 414 in the shared shape', async () => {
    const response = await ctx.app.inject({
      method: 'GET',
      url: `/api/test/things/${'x'.repeat(101)}`,
      headers: { 'accept-language': 'fr' },
    });
    expect(response.statusCode).toBe(414);
    expect(response.headers['content-type']).toBe('application/json; charset=utf-8');
    expect(response.json()).toEqual({
      error: {
        code: 'common.invalidRequest',
        message: resources.fr.errors.common.invalidRequest,
        details: { reason: 'FST_ERR_MAX_PARAM_LENGTH' },
      },
    });
    const longest = await ctx.app.inject({ method: 'GET', url: `/api/test/things/${'x'.repeat(100)}` });
    expect(longest.statusCode).toBe(200);
  });

  it('answers an address with broken percent-encoding with 400 in the shared shape', async () => {
    const response = await ctx.app.inject({ method: 'GET', url: '/api/test/things/%E0%A4%A' });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      error: { ...INVALID_REQUEST, details: { reason: 'FST_ERR_BAD_URL' } },
    });
  });

  it('answers a method a route does not take, OPTIONS included, with 404 common.notFound (no 405)', async () => {
    for (const method of ['DELETE', 'PUT', 'OPTIONS'] as const) {
      const response = await ctx.app.inject({ method, url: '/api/test/domain-error' });
      expect(response.statusCode).toBe(404);
      expect(response.json().error.code).toBe('common.notFound');
    }
  });

  it('answers with JSON whatever the client accepts (no 406)', async () => {
    const response = await ctx.app.inject({
      method: 'GET',
      url: '/api/test/domain-error',
      headers: { accept: 'application/xml' },
    });
    expect(response.statusCode).toBe(400);
    expect(response.headers['content-type']).toBe('application/json; charset=utf-8');
    expect(response.json().error.code).toBe('currency.unsupported');
  });

  it('answers a body of an unsupported type, too large or empty in the shared shape, with its status', async () => {
    const post = (headers: Record<string, string>, payload: string) =>
      ctx.app.inject({ method: 'POST', url: '/api/test/echo', headers, payload });
    const cases = [
      [post({ 'content-type': 'application/x-nope' }, 'hi'), 415, 'FST_ERR_CTP_INVALID_MEDIA_TYPE'],
      [post({ 'content-type': '' }, 'hi'), 415, 'FST_ERR_CTP_INVALID_MEDIA_TYPE'],
      [
        post({ 'content-type': 'application/json' }, JSON.stringify({ email: 'a'.repeat(1024 * 1024) })),
        413,
        'FST_ERR_CTP_BODY_TOO_LARGE',
      ],
      [post({ 'content-type': 'application/json' }, ''), 400, 'FST_ERR_CTP_EMPTY_JSON_BODY'],
      [post({ 'content-type': 'application/json' }, '{"email": '), 400, 'FST_ERR_CTP_INVALID_JSON_BODY'],
      [
        post({ 'content-type': 'application/json', 'content-length': '100' }, '{}'),
        400,
        'FST_ERR_CTP_INVALID_CONTENT_LENGTH',
      ],
    ] as const;
    for (const [answer, status, reason] of cases) {
      const response = await answer;
      expect(response.statusCode, reason).toBe(status);
      expect(response.json()).toEqual({ error: { ...INVALID_REQUEST, details: { reason } } });
    }
  });
});

async function listen(ctx: TestContext): Promise<number> {
  await ctx.app.listen({ port: 0, host: '127.0.0.1' });
  const address = ctx.app.server.address();
  if (address === null || typeof address === 'string') throw new Error('the app has no TCP port');
  return address.port;
}

/** Writes `requests` on one connection, a pause between each, and reads until the server closes it. */
function exchange(port: number, requests: string[], between: () => Promise<void> = async () => undefined) {
  return new Promise<string>((resolve, reject) => {
    const socket = net.connect(port, '127.0.0.1');
    let received = '';
    socket.setEncoding('utf8');
    socket.on('data', (chunk: string) => (received += chunk));
    socket.on('error', reject);
    socket.on('close', () => resolve(received));
    socket.on('connect', () => {
      void (async () => {
        for (const [index, request] of requests.entries()) {
          if (index > 0) await between();
          socket.write(request);
        }
      })();
    });
  });
}

/** The status and JSON body of each HTTP/1.1 answer in `text`. */
function answersOf(text: string) {
  return text
    .split(/(?=HTTP\/1\.1 )/)
    .filter((part) => part.length > 0)
    .map((part) => {
      const [head = '', text = ''] = part.split('\r\n\r\n');
      const body: unknown = text === '' ? null : JSON.parse(text);
      return { status: Number(head.split(' ')[1]), head, body };
    });
}

describe('error answers of a listening server', () => {
  it('answers a request Node cannot parse, or whose headers are too large, in the shared shape', async () => {
    const ctx = await createTestApp();
    try {
      const port = await listen(ctx);
      const [garbled] = answersOf(await exchange(port, ['NOT HTTP AT ALL\r\n\r\n']));
      expect(garbled?.status).toBe(400);
      expect(garbled?.head).toContain('Content-Type: application/json; charset=utf-8');
      expect(garbled?.body).toEqual({
        error: { ...INVALID_REQUEST, details: { reason: expect.any(String) } },
      });
      const huge = `GET /api/config HTTP/1.1\r\nHost: x\r\nX-Big: ${'a'.repeat(20_000)}\r\n\r\n`;
      const [overflow] = answersOf(await exchange(port, [huge]));
      expect(overflow?.status).toBe(431);
      expect(overflow?.body).toEqual({
        error: { ...INVALID_REQUEST, details: { reason: 'HPE_HEADER_OVERFLOW' } },
      });
    } finally {
      await ctx.close();
    }
  });

  it('refuses a request arriving while the server shuts down with 503 common.unavailable', async () => {
    let release: () => void = () => undefined;
    let started: () => void = () => undefined;
    const isStarted = new Promise<void>((resolve) => (started = resolve));
    const ctx = await createTestApp({
      extend: (app) =>
        app.get('/api/test/slow', async () => {
          started();
          await new Promise<void>((resolve) => (release = resolve));
          return { done: true };
        }),
    });
    let closing: Promise<void> | undefined;
    try {
      const port = await listen(ctx);
      const text = await exchange(
        port,
        ['GET /api/test/slow HTTP/1.1\r\nHost: x\r\n\r\n', 'GET /api/config HTTP/1.1\r\nHost: x\r\n\r\n'],
        async () => {
          // The first request holds the connection open; the server starts closing meanwhile.
          await isStarted;
          closing = ctx.app.close();
          await new Promise((resolve) => setTimeout(resolve, 50));
          setTimeout(() => release(), 50);
        },
      );
      const [slow, refused] = answersOf(text);
      expect(slow?.status).toBe(200);
      expect(refused?.status).toBe(503);
      expect(refused?.head.toLowerCase()).toContain('connection: close');
      expect(refused?.body).toEqual({
        error: { code: 'common.unavailable', message: resources.en.errors.common.unavailable },
      });
    } finally {
      release();
      await closing;
      await ctx.close();
    }
  });
});
