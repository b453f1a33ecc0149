import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { DomainError } from '@roadbook/domain/error-codes';
import { sendJson, startFakeHttpServer, unusedOrigin } from '../../testing/fake-http-server.fixture';
import {
  RECAPTCHA_TEST_SECRET,
  RECAPTCHA_TOKENS,
  startFakeSiteverify,
  type FakeSiteverify,
} from '../../testing/recaptcha.fixture';
import { createRecaptcha, requireRecaptcha, type RecaptchaSettings } from './recaptcha';

function settingsFor(verifyUrl: string, changes: Partial<RecaptchaSettings> = {}): RecaptchaSettings {
  return { secret: RECAPTCHA_TEST_SECRET, siteKey: 'site-key', verifyUrl, minScore: 0.5, ...changes };
}

/** A logger that keeps every line it is given, as JSON. */
function recordingLog() {
  const lines: string[] = [];
  const record = (...args: unknown[]) => {
    lines.push(JSON.stringify(args));
  };
  return { lines, log: { info: record, warn: record, error: record } };
}

async function codeOf(promise: Promise<unknown>): Promise<string> {
  try {
    await promise;
  } catch (error) {
    if (error instanceof DomainError) return error.code;
    throw error;
  }
  return 'no error';
}

describe('createRecaptcha against siteverify', () => {
  let site: FakeSiteverify;
  beforeAll(async () => {
    site = await startFakeSiteverify();
  });
  afterEach(() => {
    site.received.length = 0;
  });
  afterAll(() => site.close());

  it('posts the secret, the token and the address as a form, as Google expects', async () => {
    const recaptcha = createRecaptcha(settingsFor(site.url));
    expect(recaptcha.isEnabled).toBe(true);
    expect(await recaptcha.verify(RECAPTCHA_TOKENS.good, '203.0.113.7')).toBe(true);
    expect(site.received).toHaveLength(1);
    const [request] = site.received;
    expect(request?.method).toBe('POST');
    expect(request?.contentType).toBe('application/x-www-form-urlencoded');
    expect(Object.fromEntries(request?.form ?? [])).toEqual({
      secret: RECAPTCHA_TEST_SECRET,
      response: RECAPTCHA_TOKENS.good,
      remoteip: '203.0.113.7',
    });
  });

  it.each([
    { name: 'a v3 token scored above the minimum', token: RECAPTCHA_TOKENS.good, expected: true },
    { name: 'a v2 token (no score)', token: RECAPTCHA_TOKENS.v2, expected: true },
    { name: 'a v3 token scored under the minimum', token: RECAPTCHA_TOKENS.lowScore, expected: false },
    { name: 'a token Google does not know', token: 'forged-token', expected: false },
  ])('$name: $expected', async ({ token, expected }) => {
    expect(await createRecaptcha(settingsFor(site.url)).verify(token, '2001:db8::1')).toBe(expected);
  });

  it('follows the minimum score setting', async () => {
    const lenient = createRecaptcha(settingsFor(site.url, { minScore: 0.1 }));
    expect(await lenient.verify(RECAPTCHA_TOKENS.lowScore, '203.0.113.7')).toBe(true);
    const strict = createRecaptcha(settingsFor(site.url, { minScore: 0.95 }));
    expect(await strict.verify(RECAPTCHA_TOKENS.good, '203.0.113.7')).toBe(false);
  });

  it('says the service is unavailable when Google refuses our secret, without logging it', async () => {
    const { lines, log } = recordingLog();
    const recaptcha = createRecaptcha(settingsFor(site.url, { secret: 'wrong-Secret-xyz' }), { log });
    expect(await codeOf(recaptcha.verify(RECAPTCHA_TOKENS.good, '203.0.113.7'))).toBe('common.unavailable');
    expect(lines.join('\n')).toContain('invalid-input-secret');
    expect(lines.join('\n')).not.toContain('wrong-Secret-xyz');
    expect(lines.join('\n')).not.toContain(RECAPTCHA_TOKENS.good);
  });

  it('never logs the secret or a token', async () => {
    const { lines, log } = recordingLog();
    const recaptcha = createRecaptcha(settingsFor(site.url), { log });
    await recaptcha.verify('forged-Token-123', '203.0.113.7');
    await recaptcha.verify(RECAPTCHA_TOKENS.lowScore, '203.0.113.7');
    expect(lines).toHaveLength(2);
    for (const line of lines) {
      expect(line).not.toContain(RECAPTCHA_TEST_SECRET);
      expect(line).not.toContain('forged-Token-123');
      expect(line).not.toContain(RECAPTCHA_TOKENS.lowScore);
    }
  });
});

describe('createRecaptcha when Google cannot answer', () => {
  it('is unavailable when nothing listens', async () => {
    const recaptcha = createRecaptcha(settingsFor(`${await unusedOrigin()}/siteverify`));
    expect(await codeOf(recaptcha.verify('token', '203.0.113.7'))).toBe('common.unavailable');
  });

  it.each([
    { name: 'an HTTP 500', status: 500, body: 'oops', type: 'text/plain' },
    { name: 'an HTTP 429', status: 429, body: '{}', type: 'application/json' },
    { name: 'an answer that is not JSON', status: 200, body: '<html>', type: 'text/html' },
    { name: 'JSON without success', status: 200, body: '{"score":0.9}', type: 'application/json' },
  ])('is unavailable on $name', async ({ status, body, type }) => {
    const server = await startFakeHttpServer((_request, response) => {
      response.writeHead(status, { 'content-type': type });
      response.end(body);
    });
    try {
      const recaptcha = createRecaptcha(settingsFor(`${server.origin}/siteverify`));
      expect(await codeOf(recaptcha.verify('token', '203.0.113.7'))).toBe('common.unavailable');
    } finally {
      await server.close();
    }
  });

  it('gives up after its timeout', async () => {
    const server = await startFakeHttpServer((_request, response) => {
      setTimeout(() => sendJson(response, 200, { success: true }), 2000);
    });
    try {
      const recaptcha = createRecaptcha(settingsFor(`${server.origin}/siteverify`), { timeoutMs: 100 });
      const started = Date.now();
      expect(await codeOf(recaptcha.verify('token', '203.0.113.7'))).toBe('common.unavailable');
      expect(Date.now() - started).toBeLessThan(1500);
    } finally {
      await server.close();
    }
  });
});

describe('requireRecaptcha', () => {
  let site: FakeSiteverify;
  beforeAll(async () => {
    site = await startFakeSiteverify();
  });
  afterAll(() => site.close());

  it('checks nothing while reCAPTCHA is off', async () => {
    const off = createRecaptcha(null);
    expect(off.isEnabled).toBe(false);
    await expect(requireRecaptcha(off, undefined, '203.0.113.7')).resolves.toBeUndefined();
    expect(site.received).toHaveLength(0);
  });

  it.each([
    { name: 'no token', token: undefined, code: 'auth.recaptcha' },
    { name: 'an empty token', token: '', code: 'auth.recaptcha' },
    { name: 'a refused token', token: 'forged-token', code: 'auth.recaptcha' },
    { name: 'a low score', token: RECAPTCHA_TOKENS.lowScore, code: 'auth.recaptcha' },
    { name: 'a good token', token: RECAPTCHA_TOKENS.good, code: 'no error' },
  ])('when on, $name: $code', async ({ token, code }) => {
    const on = createRecaptcha(settingsFor(site.url));
    expect(await codeOf(requireRecaptcha(on, token, '203.0.113.7'))).toBe(code);
  });
});
