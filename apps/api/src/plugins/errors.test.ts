import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { DomainError } from '@roadbook/domain/error-codes';
import { resources } from '@roadbook/i18n/resources';
import { createTestApp, type TestContext } from '../test/test-app';

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
          {
            schema: {
              querystring: z.object({
                text: z.string().max(5, { error: 'validation.tooLong' }),
                page: z.coerce.number().int().min(1),
              }),
            },
          },
          async (request) => request.query,
        );
        app.get('/api/test/domain-error', async () => {
          throw new DomainError('currency.unsupported', { code: 'XYZ' });
        });
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
});
