// The back office's locations on a real database, through their routes: admins only (a visitor, a
// driver and a supplier are refused before their input is read); the list searched by a name in any
// language or the address, by country, with the cars serving each; a location written with its three
// names, address and position; one a car serves or a booking used kept; the audit event of each
// change, none for a refusal; the public lists and the search see a change at once.
import { randomUUID } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  AdminLocationPageSchema,
  AdminLocationResponseSchema,
} from '@roadbook/domain/contracts/admin-places';
import { LocationListSchema, LocationResponseSchema } from '@roadbook/domain/contracts/places';
import type { LocationInput } from '@roadbook/domain/place-schemas';
import { auditEvents } from '../../db/schema/audit';
import { carLocations } from '../../db/schema/cars';
import { locations } from '../../db/schema/places';
import { TEST_SITE_URL } from '../../testing/accounts.fixture';
import { backOfficeAccounts, requestAs, type BackOfficeWho } from '../../testing/back-office.fixture';
import { createBooking, createCar, hoursFromNow } from '../../testing/cars.fixture';
import { createCountry, createLocation } from '../../testing/places.fixture';
import { createTestApp, type TestContext } from '../../testing/test-app';

type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';

describe('the back office’s locations', () => {
  let ctx: TestContext;
  let cookies: Record<BackOfficeWho, string>;
  const ids = { admin: '', supplierA: '', spain: '', portugal: '', sants: '', lisbon: '', car: '' };

  const call = (method: Method, url: string, who: BackOfficeWho, body?: object) =>
    requestAs(ctx, cookies, method, url, who, body);
  const auditOf = (id: string) =>
    ctx.database.db
      .select()
      .from(auditEvents)
      .where(and(eq(auditEvents.recordKind, 'location'), eq(auditEvents.recordId, id)))
      .orderBy(auditEvents.at);
  const auditCount = async () =>
    (await ctx.database.db.select({ id: auditEvents.id }).from(auditEvents)).length;
  const body = (fields: Partial<LocationInput> = {}): LocationInput => ({
    countryId: ids.spain,
    address: 'Carrer de Pelai 1, Barcelona',
    latitude: 41.3851,
    longitude: 2.1734,
    names: { en: 'Barcelona Centre', fr: 'Barcelone centre', es: 'Barcelona Centro' },
    ...fields,
  });
  const list = async (query = '') => {
    const response = await call('GET', `/api/admin/locations${query}`, 'admin');
    expect(response.statusCode, response.body).toBe(200);
    return AdminLocationPageSchema.parse(response.json());
  };
  const namesFound = async (query: string) =>
    (await list(query)).locations.map((location) => location.names.en);

  beforeAll(async () => {
    ctx = await createTestApp({ env: { PUBLIC_URL: TEST_SITE_URL, RATE_LIMIT_MAX: '100000' } });
    const accounts = await backOfficeAccounts(ctx);
    cookies = accounts.cookies;
    ids.admin = accounts.ids.admin;
    ids.supplierA = accounts.ids.supplierA;
    const { db } = ctx.database;
    ids.spain = await createCountry(db, 'ES', { en: 'Spain', fr: 'Espagne', es: 'España' });
    ids.portugal = await createCountry(db, 'PT', { en: 'Portugal', fr: 'Portugal', es: 'Portugal' });
    ids.sants = await createLocation(db, ids.spain, {
      names: { en: 'Barcelona Sants', fr: 'Gare de Barcelone-Sants', es: 'Estación de Sants' },
      address: 'Plaça dels Països Catalans',
      latitude: 41.379,
      longitude: 2.14,
    });
    ids.lisbon = await createLocation(db, ids.portugal, {
      names: { en: 'Lisbon Airport', fr: 'Aéroport de Lisbonne', es: 'Aeropuerto de Lisboa' },
      address: 'Alameda das Comunidades Portuguesas',
      latitude: 38.7742,
      longitude: -9.1342,
    });
    ids.car = await createCar(db, { supplierId: ids.supplierA, locationIds: [ids.sants] });
  });
  afterAll(async () => ctx.close());

  it('refuses a visitor (401), a driver and a supplier (403) on every route, whatever the input', async () => {
    const before = await auditCount();
    const routes: [Method, string][] = [
      ['GET', '/api/admin/locations?country=nope'],
      ['GET', `/api/admin/locations/${ids.lisbon}`],
      ['POST', '/api/admin/locations'],
      ['PUT', `/api/admin/locations/${ids.lisbon}`],
      ['DELETE', `/api/admin/locations/${ids.lisbon}`],
      ['DELETE', '/api/admin/locations/not-an-id'],
    ];
    for (const [method, url] of routes) {
      for (const [who, status] of [
        ['visitor', 401],
        ['driver', 403],
        ['supplierA', 403],
      ] as const) {
        const payload = method === 'POST' || method === 'PUT' ? { latitude: 'north' } : undefined;
        const response = await call(method, url, who, payload);
        expect({ method, url, who, status: response.statusCode }).toEqual({ method, url, who, status });
      }
    }
    expect(await auditCount()).toBe(before);
    expect(await ctx.database.db.select().from(locations).where(eq(locations.id, ids.lisbon))).toHaveLength(
      1,
    );
  });

  it('lists the locations with their names, country and cars, searched in any language, by country', async () => {
    const page = await list();
    expect(page).toMatchObject({ total: 2, page: 1, pageSize: 30 });
    expect(page.locations.find((location) => location.id === ids.sants)).toEqual({
      id: ids.sants,
      names: { en: 'Barcelona Sants', fr: 'Gare de Barcelone-Sants', es: 'Estación de Sants' },
      address: 'Plaça dels Països Catalans',
      latitude: 41.379,
      longitude: 2.14,
      country: { id: ids.spain, code: 'ES', names: { en: 'Spain', fr: 'Espagne', es: 'España' } },
      carCount: 1,
      bookingCount: 0,
    });
    expect(await namesFound('?keyword=lisbonne')).toEqual(['Lisbon Airport']);
    expect(await namesFound('?keyword=estacion')).toEqual(['Barcelona Sants']);
    expect(await namesFound('?keyword=paisos')).toEqual(['Barcelona Sants']);
    expect(await namesFound(`?country=${ids.portugal}`)).toEqual(['Lisbon Airport']);
    expect((await list('?pageSize=1&page=2')).locations).toHaveLength(1);
    const one = await call('GET', `/api/admin/locations/${ids.lisbon}`, 'admin');
    expect(AdminLocationResponseSchema.parse(one.json()).location.names.es).toBe('Aeropuerto de Lisboa');
    expect((await call('GET', `/api/admin/locations/${randomUUID()}`, 'admin')).statusCode).toBe(404);
  });

  it('refuses each invalid field with its code, and an unknown country, writing nothing', async () => {
    const before = await auditCount();
    const refusals: [object, string, string][] = [
      [body({ latitude: 90.5 }), 'latitude', 'validation.outOfRange'],
      [body({ longitude: -181 }), 'longitude', 'validation.outOfRange'],
      [{ ...body(), latitude: undefined }, 'latitude', 'validation.required'],
      [body({ address: '  ' }), 'address', 'validation.required'],
      [body({ names: { en: 'A', fr: 'B', es: '' } }), 'names.es', 'validation.required'],
      [body({ countryId: 'spain' }), 'countryId', 'validation.invalidValue'],
      [body({ countryId: randomUUID() }), 'countryId', 'validation.invalidValue'],
    ];
    for (const [payload, path, code] of refusals) {
      const response = await call('POST', '/api/admin/locations', 'admin', payload);
      expect({ path, status: response.statusCode }).toEqual({ path, status: 400 });
      expect(response.json().error).toMatchObject({
        code: 'common.invalidRequest',
        details: { fields: [{ path, in: 'body', code }] },
      });
    }
    expect(await auditCount()).toBe(before);
    expect((await list()).total).toBe(2);
  });

  it('adds a location that the public list, a place’s page and the search show at once, and records it', async () => {
    const response = await call('POST', '/api/admin/locations', 'admin', body());
    expect(response.statusCode, response.body).toBe(201);
    const { location } = AdminLocationResponseSchema.parse(response.json());
    expect(location).toMatchObject({
      address: 'Carrer de Pelai 1, Barcelona',
      carCount: 0,
      country: { code: 'ES' },
    });

    const search = await ctx.app.inject({
      method: 'GET',
      url: '/api/locations?search=barcelone%20centre&lang=fr',
    });
    expect(LocationListSchema.parse(search.json()).locations.map((place) => place.name)).toEqual([
      'Barcelone centre',
    ]);
    const page = await ctx.app.inject({ method: 'GET', url: `/api/locations/${location.id}?lang=es` });
    expect(LocationResponseSchema.parse(page.json()).location).toMatchObject({
      name: 'Barcelona Centro',
      latitude: 41.3851,
      longitude: 2.1734,
      country: { name: 'España' },
    });

    const [event, ...others] = await auditOf(location.id);
    expect(others).toHaveLength(0);
    expect(event).toMatchObject({
      actorId: ids.admin,
      action: 'create',
      recordLabel: 'Barcelona Centre',
      before: null,
      after: { id: location.id, countryId: ids.spain, countryCode: 'ES', latitude: 41.3851 },
    });
  });

  it('changes a location’s names, country and position, and records before and after', async () => {
    const changed = body({
      countryId: ids.portugal,
      address: 'Rua do Ouro 1, Lisboa',
      latitude: 38.71,
      longitude: -9.14,
      names: { en: 'Lisbon Baixa', fr: 'Lisbonne Baixa', es: 'Lisboa Baixa' },
    });
    const response = await call('PUT', `/api/admin/locations/${ids.sants}`, 'admin', changed);
    expect(response.statusCode, response.body).toBe(200);
    const { location } = AdminLocationResponseSchema.parse(response.json());
    expect(location).toMatchObject({ names: changed.names, country: { code: 'PT' }, carCount: 1 });
    const publicPlace = await ctx.app.inject({ method: 'GET', url: `/api/locations/${ids.sants}?lang=fr` });
    expect(LocationResponseSchema.parse(publicPlace.json()).location.name).toBe('Lisbonne Baixa');
    const [event] = await auditOf(ids.sants);
    expect(event).toMatchObject({
      action: 'update',
      before: { countryCode: 'ES', names: { en: 'Barcelona Sants' } },
      after: { countryCode: 'PT', names: changed.names, latitude: 38.71 },
    });
    const unknown = await call('PUT', `/api/admin/locations/${randomUUID()}`, 'admin', changed);
    expect(unknown.statusCode).toBe(404);
  });

  it('keeps a location a car serves or a booking used (409), and deletes a free one with its event', async () => {
    const served = await call('DELETE', `/api/admin/locations/${ids.sants}`, 'admin');
    expect(served.statusCode).toBe(409);
    expect(served.json().error.code).toBe('places.locationInUse');

    const { db } = ctx.database;
    await createBooking(db, {
      carId: ids.car,
      locationId: ids.sants,
      from: hoursFromNow(10),
      to: hoursFromNow(13),
      status: 'cancelled',
    });
    await db.delete(carLocations).where(eq(carLocations.locationId, ids.sants));
    expect((await list()).locations.find((location) => location.id === ids.sants)).toMatchObject({
      carCount: 0,
      bookingCount: 1,
    });
    const booked = await call('DELETE', `/api/admin/locations/${ids.sants}`, 'admin');
    expect(booked.statusCode).toBe(409);
    expect(booked.json().error.code).toBe('places.locationInUse');
    expect((await auditOf(ids.sants)).some((event) => event.action === 'delete')).toBe(false);

    const deleted = await call('DELETE', `/api/admin/locations/${ids.lisbon}`, 'admin');
    expect(deleted.statusCode).toBe(204);
    expect(await db.select().from(locations).where(eq(locations.id, ids.lisbon))).toHaveLength(0);
    expect((await auditOf(ids.lisbon)).at(-1)).toMatchObject({
      action: 'delete',
      recordLabel: 'Lisbon Airport',
      after: null,
    });
    const gone = await ctx.app.inject({ method: 'GET', url: `/api/locations/${ids.lisbon}` });
    expect(gone.statusCode).toBe(404);
    expect((await call('DELETE', `/api/admin/locations/${ids.lisbon}`, 'admin')).statusCode).toBe(404);
  });
});
