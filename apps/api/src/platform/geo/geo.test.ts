import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp, type App } from '../../app';
import { parseConfig } from '../../config';
import type { DatabaseHandle } from '../../db/client';
import {
  sendJson,
  startFakeHttpServer,
  unusedOrigin,
  type FakeHttpServer,
} from '../../testing/fake-http-server.fixture';
import { createTestDatabase } from '../../testing/test-database';

// A fake geolocation provider speaking api.country.is (`GET /{ip}` → `{ ip, country }`, 404 when it
// knows nothing) under /json, and ipapi.co's plain-text `/{ip}/country/` under /text.
const COUNTRIES: Record<string, string> = {
  '81.2.69.142': 'GB',
  '90.84.1.1': 'FR',
  '41.248.1.1': 'MA',
  '2a01:e0a:1::1': 'FR',
  '8.8.8.8': 'US',
};
const FAILING_IP = '5.5.5.5';
const SILENT_IP = '6.6.6.6';
const UNKNOWN_IP = '7.7.7.7';

describe('GET /api/country-code', () => {
  let provider: FakeHttpServer;
  let database: DatabaseHandle;
  const apps: App[] = [];

  beforeAll(async () => {
    provider = await startFakeHttpServer((request, response) => {
      const [, kind = '', ip = ''] = (request.url ?? '').split('/');
      if (ip === FAILING_IP) return sendJson(response, 500, { error: 'internal' });
      if (ip === SILENT_IP) return;
      const country = COUNTRIES[decodeURIComponent(ip)];
      if (kind === 'text') {
        response.writeHead(200, { 'content-type': 'text/plain' }).end(country ?? 'Undefined');
        return;
      }
      if (country === undefined) return sendJson(response, 404, { error: 'Not found' });
      sendJson(response, 200, { ip, country });
    });
    database = await createTestDatabase();
  });
  afterAll(async () => {
    await Promise.all(apps.map((app) => app.close()));
    await provider.close();
    await database.close();
  });

  async function start(env: Record<string, string>) {
    const config = parseConfig({
      LOG_LEVEL: 'silent',
      LANGUAGE_BY_IP: 'true',
      IP_COUNTRY_URL: `${provider.origin}/json/{ip}`,
      IP_COUNTRY_TIMEOUT_MS: '3000',
      ...env,
    });
    const app = await buildApp({ config, database });
    await app.ready();
    apps.push(app);
    return app;
  }
  const askFrom = (app: App, remoteAddress: string, headers: Record<string, string> = {}) =>
    app.inject({ method: 'GET', url: '/api/country-code', remoteAddress, headers });

  it('is not found while language-by-IP is off, without asking the provider', async () => {
    const app = await start({ LANGUAGE_BY_IP: 'false' });
    provider.requests.length = 0;
    const response = await askFrom(app, '81.2.69.142');
    expect(response.statusCode).toBe(404);
    expect(response.json().error).toMatchObject({
      code: 'common.notFound',
      details: { reason: 'languageByIpOff' },
    });
    expect(provider.requests).toEqual([]);
  });

  describe('with language-by-IP on', () => {
    let app: App;
    beforeAll(async () => {
      app = await start({});
    });

    it("answers the visitor's country, asking the provider once per address", async () => {
      provider.requests.length = 0;
      const first = await askFrom(app, '81.2.69.142');
      expect(first.statusCode).toBe(200);
      expect(first.json()).toEqual({ countryCode: 'GB' });
      expect((await askFrom(app, '81.2.69.142')).json()).toEqual({ countryCode: 'GB' });
      expect((await askFrom(app, '::ffff:81.2.69.142')).json()).toEqual({ countryCode: 'GB' });
      expect(provider.requests).toEqual(['/json/81.2.69.142']);
    });

    it('finds the country of an IPv6 address', async () => {
      expect((await askFrom(app, '2a01:e0a:1::1')).json()).toEqual({ countryCode: 'FR' });
    });

    it('says the country is unknown for a private address, without asking the provider', async () => {
      provider.requests.length = 0;
      for (const address of ['127.0.0.1', '10.1.2.3', '192.168.1.20', '::1', 'fd00::1']) {
        const response = await askFrom(app, address);
        expect(response.statusCode).toBe(404);
        expect(response.json().error).toMatchObject({
          code: 'common.notFound',
          details: { reason: 'countryUnknown' },
        });
      }
      expect(provider.requests).toEqual([]);
    });

    it('says the country is unknown when the provider knows none', async () => {
      const response = await askFrom(app, UNKNOWN_IP);
      expect(response.statusCode).toBe(404);
      expect(response.json().error.details).toEqual({ reason: 'countryUnknown' });
    });

    it('answers 503 when the provider fails or is too slow, never a 500', async () => {
      for (const address of [FAILING_IP, SILENT_IP]) {
        const response = await askFrom(app, address);
        expect(response.statusCode).toBe(503);
        expect(response.json().error.code).toBe('common.unavailable');
      }
    });

    it('ignores X-Forwarded-For unless TRUST_PROXY says so', async () => {
      const response = await askFrom(app, '127.0.0.1', { 'x-forwarded-for': '90.84.1.1' });
      expect(response.statusCode).toBe(404);
    });
  });

  it("behind a trusted proxy, looks up the forwarded client's address", async () => {
    const app = await start({ TRUST_PROXY: '1' });
    const response = await askFrom(app, '10.0.0.2', { 'x-forwarded-for': '41.248.1.1' });
    expect(response.json()).toEqual({ countryCode: 'MA' });
  });

  it('reads a provider that answers the code as plain text', async () => {
    const app = await start({ IP_COUNTRY_URL: `${provider.origin}/text/{ip}/country/` });
    expect((await askFrom(app, '8.8.8.8')).json()).toEqual({ countryCode: 'US' });
    expect((await askFrom(app, UNKNOWN_IP)).statusCode).toBe(404);
  });

  it('answers 503 when the provider is unreachable', async () => {
    const app = await start({ IP_COUNTRY_URL: `${await unusedOrigin()}/{ip}` });
    const response = await askFrom(app, '8.8.8.8');
    expect(response.statusCode).toBe(503);
    expect(response.json().error.code).toBe('common.unavailable');
  });
});

describe('IP country settings', () => {
  it('default to api.country.is with a short timeout', () => {
    expect(parseConfig({}).ipCountry).toEqual({
      urlTemplate: 'https://api.country.is/{ip}',
      timeoutMs: 1500,
    });
  });

  it('need {ip} in the provider address', () => {
    expect(() => parseConfig({ IP_COUNTRY_URL: 'https://api.country.is/' })).toThrow('IP_COUNTRY_URL');
  });
});
