// The back office's countries on a real database, through their routes: admins only (a visitor,
// a driver and a supplier are refused before their input is read); the list with names, locations
// and keyword; a code and three names required, a code one country's alone; a country with locations
// kept; the audit event of each change, none for a refusal; the public lists see a change at once.
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  AdminCountryPageSchema,
  AdminCountryResponseSchema,
  type AdminCountry,
} from '@roadbook/domain/contracts/admin-places';
import { CountryListSchema } from '@roadbook/domain/contracts/places';
import { auditEvents } from '../../db/schema/audit';
import { TEST_SITE_URL } from '../../testing/accounts.fixture';
import { countries } from '../../db/schema/places';
import { backOfficeAccounts, requestAs, type BackOfficeWho } from '../../testing/back-office.fixture';
import { createCountry, createLocation } from '../../testing/places.fixture';
import { createTestApp, type TestContext } from '../../testing/test-app';

const NAMES = { en: 'Portugal', fr: 'Portugal', es: 'Portugal' };

describe('the back office’s countries', () => {
  let ctx: TestContext;
  let cookies: Record<BackOfficeWho, string>;
  let adminId = '';
  let spainId = '';
  let moroccoId = '';

  const call = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, who: BackOfficeWho, body?: object) =>
    requestAs(ctx, cookies, method, url, who, body);
  const auditOf = (id: string) =>
    ctx.database.db
      .select()
      .from(auditEvents)
      .where(and(eq(auditEvents.recordKind, 'country'), eq(auditEvents.recordId, id)))
      .orderBy(auditEvents.at);
  const auditCount = async () =>
    (await ctx.database.db.select({ id: auditEvents.id }).from(auditEvents)).length;
  const created = async (code: string, names = NAMES): Promise<AdminCountry> => {
    const response = await call('POST', '/api/admin/countries', 'admin', { code, names });
    expect(response.statusCode, response.body).toBe(201);
    return AdminCountryResponseSchema.parse(response.json()).country;
  };

  beforeAll(async () => {
    ctx = await createTestApp({ env: { PUBLIC_URL: TEST_SITE_URL, RATE_LIMIT_MAX: '100000' } });
    const accounts = await backOfficeAccounts(ctx);
    cookies = accounts.cookies;
    adminId = accounts.ids.admin;
    const { db } = ctx.database;
    spainId = await createCountry(db, 'ES', { en: 'Spain', fr: 'Espagne', es: 'España' });
    moroccoId = await createCountry(db, 'MA', { en: 'Morocco', fr: 'Maroc', es: 'Marruecos' });
    await createLocation(db, spainId, { names: { en: 'Madrid Atocha' }, address: 'Plaza del Emperador' });
  });
  afterAll(async () => ctx.close());

  it('refuses a visitor (401), a driver and a supplier (403) on every route, whatever the input', async () => {
    const before = await auditCount();
    const routes: ['GET' | 'POST' | 'PUT' | 'DELETE', string][] = [
      ['GET', '/api/admin/countries?page=0'],
      ['POST', '/api/admin/countries'],
      ['PUT', `/api/admin/countries/${moroccoId}`],
      ['PUT', '/api/admin/countries/not-an-id'],
      ['DELETE', `/api/admin/countries/${moroccoId}`],
    ];
    for (const [method, url] of routes) {
      for (const [who, status, code] of [
        ['visitor', 401, 'auth.unauthenticated'],
        ['driver', 403, 'auth.forbidden'],
        ['supplierA', 403, 'auth.forbidden'],
      ] as const) {
        const response = await call(
          method,
          url,
          who,
          method === 'GET' || method === 'DELETE' ? undefined : { code: 1 },
        );
        expect({ method, url, who, status: response.statusCode, code: response.json().error.code }).toEqual({
          method,
          url,
          who,
          status,
          code,
        });
      }
    }
    expect(await auditCount()).toBe(before);
    expect(await ctx.database.db.select().from(countries).where(eq(countries.id, moroccoId))).toHaveLength(1);
  });

  it('lists the countries by code with their three names and locations, searched in any language', async () => {
    const response = await call('GET', '/api/admin/countries', 'admin');
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('private, no-store');
    const page = AdminCountryPageSchema.parse(response.json());
    expect(page.countries.map((country) => [country.code, country.locationCount])).toEqual([
      ['ES', 1],
      ['MA', 0],
    ]);
    expect(page.countries[0]?.names).toEqual({ en: 'Spain', fr: 'Espagne', es: 'España' });
    const search = async (keyword: string) =>
      AdminCountryPageSchema.parse(
        (await call('GET', `/api/admin/countries?keyword=${encodeURIComponent(keyword)}`, 'admin')).json(),
      ).countries.map((country) => country.code);
    expect(await search('maroc')).toEqual(['MA']);
    expect(await search('espana')).toEqual(['ES']);
    expect(await search('es')).toEqual(['ES']);
    const paged = AdminCountryPageSchema.parse(
      (await call('GET', '/api/admin/countries?pageSize=1&page=2', 'admin')).json(),
    );
    expect(paged).toMatchObject({ total: 2, page: 2, pageSize: 1 });
    expect(paged.countries.map((country) => country.code)).toEqual(['MA']);
  });

  it('adds a country with its code upper-cased and its names, and records it', async () => {
    const country = await created('pt', { en: 'Portugal', fr: 'Portugal', es: 'Portugal' });
    expect(country).toMatchObject({ code: 'PT', locationCount: 0 });
    const [event, ...others] = await auditOf(country.id);
    expect(others).toHaveLength(0);
    expect(event).toMatchObject({
      actorId: adminId,
      action: 'create',
      recordLabel: 'Portugal',
      before: null,
      after: { id: country.id, code: 'PT', names: NAMES },
    });
  });

  it('refuses a missing name, a code that is not ISO 3166 and another country’s code, on their fields', async () => {
    const before = await auditCount();
    const refusals: [object, string, string][] = [
      [{ code: 'FR', names: { en: 'France', fr: ' ', es: 'Francia' } }, 'names.fr', 'validation.required'],
      [{ code: 'FR', names: { en: 'France', fr: 'France' } }, 'names.es', 'validation.required'],
      [{ code: 'XX', names: { en: 'X', fr: 'X', es: 'X' } }, 'code', 'validation.invalidValue'],
      [{ code: 'FRA', names: { en: 'X', fr: 'X', es: 'X' } }, 'code', 'validation.invalidValue'],
      [{ code: 'ma', names: { en: 'X', fr: 'X', es: 'X' } }, 'code', 'validation.countryCodeTaken'],
    ];
    for (const [body, path, code] of refusals) {
      const response = await call('POST', '/api/admin/countries', 'admin', body);
      expect({ path, status: response.statusCode }).toEqual({ path, status: 400 });
      expect(response.json().error).toMatchObject({
        code: 'common.invalidRequest',
        details: { fields: [{ path, in: 'body', code }] },
      });
    }
    const taken = await call('PUT', `/api/admin/countries/${moroccoId}`, 'admin', {
      code: 'ES',
      names: NAMES,
    });
    expect(taken.json().error.details.fields).toEqual([
      { path: 'code', in: 'body', code: 'validation.countryCodeTaken' },
    ]);
    expect(await auditCount()).toBe(before);
  });

  it('changes a country’s names, which the public list shows at once, and records before and after', async () => {
    const response = await call('PUT', `/api/admin/countries/${moroccoId}`, 'admin', {
      code: 'MA',
      names: { en: 'Kingdom of Morocco', fr: 'Royaume du Maroc', es: 'Reino de Marruecos' },
    });
    expect(response.statusCode, response.body).toBe(200);
    const { country } = AdminCountryResponseSchema.parse(response.json());
    expect(country.names.fr).toBe('Royaume du Maroc');
    const publicList = await ctx.app.inject({ method: 'GET', url: '/api/countries?lang=fr&minLocations=0' });
    expect(CountryListSchema.parse(publicList.json()).countries.map((c) => c.name)).toContain(
      'Royaume du Maroc',
    );
    const [event] = await auditOf(moroccoId);
    expect(event).toMatchObject({
      action: 'update',
      before: { code: 'MA', names: { en: 'Morocco', fr: 'Maroc', es: 'Marruecos' } },
      after: { code: 'MA', names: { en: 'Kingdom of Morocco' } },
    });
    expect(
      (
        await call('PUT', `/api/admin/countries/${crypto.randomUUID()}`, 'admin', {
          code: 'NL',
          names: NAMES,
        })
      ).statusCode,
    ).toBe(404);
  });

  it('keeps a country with locations (409) and deletes one without, with its event', async () => {
    const refused = await call('DELETE', `/api/admin/countries/${spainId}`, 'admin');
    expect(refused.statusCode).toBe(409);
    expect(refused.json().error.code).toBe('places.countryHasLocations');
    expect(await auditOf(spainId)).toHaveLength(0);

    const deleted = await call('DELETE', `/api/admin/countries/${moroccoId}`, 'admin');
    expect(deleted.statusCode).toBe(204);
    expect(await ctx.database.db.select().from(countries).where(eq(countries.id, moroccoId))).toHaveLength(0);
    const events = await auditOf(moroccoId);
    expect(events.at(-1)).toMatchObject({ action: 'delete', after: null, before: { code: 'MA' } });
    expect((await call('DELETE', `/api/admin/countries/${moroccoId}`, 'admin')).statusCode).toBe(404);
  });
});
