import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Location } from '@roadbook/domain/contracts/places';
import { createTestApp, type TestContext } from '../../testing/test-app';
import { createCountry, createLocation } from '../../testing/places.fixture';

function names(locations: Location[]) {
  return locations.map((location) => location.name);
}

describe('GET /api/locations', () => {
  let ctx: TestContext;
  const ids: Record<string, string> = {};

  async function get(query: string, headers: Record<string, string> = {}) {
    const response = await ctx.app.inject({ method: 'GET', url: `/api/locations${query}`, headers });
    expect(response.statusCode).toBe(200);
    const body: { locations: Location[]; total: number; page: number; pageSize: number } = response.json();
    return body;
  }

  beforeAll(async () => {
    ctx = await createTestApp();
    const { db } = ctx.database;
    const argentina = await createCountry(db, 'AR', { en: 'Argentina', fr: 'Argentine', es: 'Argentina' });
    const germany = await createCountry(db, 'DE', { en: 'Germany', fr: 'Allemagne', es: 'Alemania' });
    const spain = await createCountry(db, 'ES', { en: 'Spain', fr: 'Espagne', es: 'España' });
    const costaRica = await createCountry(db, 'CR', { es: 'Costa Rica' });
    ids.cordoba = await createLocation(db, argentina, {
      names: { en: 'Córdoba Airport', fr: 'Aéroport de Córdoba', es: 'Aeropuerto de Córdoba' },
      address: 'Av. La Voz del Interior 8500, Córdoba',
      latitude: -31.3236,
      longitude: -64.208,
    });
    ids.munich = await createLocation(db, germany, {
      names: {
        en: 'Munich Central Station',
        fr: 'Gare centrale de Munich',
        es: 'Estación central de Múnich',
      },
      address: 'Bayerstraße 10A, 80335 München',
    });
    ids.barcelona = await createLocation(db, spain, {
      names: { en: 'Barcelona Sants', fr: 'Barcelone Sants', es: 'Barcelona Sants' },
      address: 'Plaça dels Països Catalans, 08014 Barcelona',
    });
    ids.sanJose = await createLocation(db, costaRica, {
      names: { en: 'San José Airport', es: 'Aeropuerto de San José' },
      address: 'Alajuela',
    });
    ids.santaAna = await createLocation(db, costaRica, { names: { es: 'Santa Ana' }, address: 'Santa Ana' });
    ids.hotel = await createLocation(db, costaRica, {
      names: { en: 'Hotel San Carlos' },
      address: 'Ciudad Quesada',
    });
    ids.pisana = await createLocation(db, costaRica, { names: { en: 'Pisana Beach' }, address: 'Playa' });
    ids.depot = await createLocation(db, costaRica, {
      names: { en: 'Depot' },
      address: 'Calle San Martín 12, Liberia',
    });
  });
  afterAll(() => ctx.close());

  it('lists every location by name, ignoring accents and case, with its country and coordinates', async () => {
    const body = await get('?lang=en');
    expect(body).toMatchObject({ total: 8, page: 1, pageSize: 30 });
    expect(names(body.locations)).toEqual([
      'Barcelona Sants',
      'Córdoba Airport',
      'Depot',
      'Hotel San Carlos',
      'Munich Central Station',
      'Pisana Beach',
      'San José Airport',
      'Santa Ana',
    ]);
    expect(body.locations[1]).toEqual({
      id: ids.cordoba,
      name: 'Córdoba Airport',
      address: 'Av. La Voz del Interior 8500, Córdoba',
      latitude: -31.3236,
      longitude: -64.208,
      country: { id: expect.any(String), name: 'Argentina' },
    });
  });

  it('finds a name whatever its accents and case', async () => {
    expect(names((await get('?lang=en&search=cordoba')).locations)).toEqual(['Córdoba Airport']);
    expect(names((await get('?lang=en&search=C%C3%93RDOBA')).locations)).toEqual(['Córdoba Airport']);
    expect(names((await get('?lang=en&search=MUNICH')).locations)).toEqual(['Munich Central Station']);
  });

  it('tolerates a small typo', async () => {
    const body = await get('?lang=en&search=Barcelna');
    expect(names(body.locations)).toEqual(['Barcelona Sants']);
    expect(body.total).toBe(1);
  });

  it('searches the names in every language and answers in the requested one', async () => {
    const body = await get('?lang=fr&search=m%C3%BAnich');
    expect(body.locations).toEqual([
      expect.objectContaining({
        id: ids.munich,
        name: 'Gare centrale de Munich',
        country: expect.objectContaining({ name: 'Allemagne' }),
      }),
    ]);
    expect(names((await get('?lang=es&search=barcelone')).locations)).toEqual(['Barcelona Sants']);
  });

  it('searches the address too, and ignores punctuation', async () => {
    expect(names((await get('?lang=en&search=Bayerstrasse')).locations)).toEqual(['Munich Central Station']);
    expect(names((await get('?lang=en&search=paisos%20catalans')).locations)).toEqual(['Barcelona Sants']);
  });

  it('puts names that start with the search first, then a word, then inside a word, then addresses, each by name', async () => {
    const body = await get('?lang=en&search=san');
    expect(names(body.locations)).toEqual([
      'San José Airport',
      'Santa Ana',
      'Barcelona Sants',
      'Hotel San Carlos',
      'Pisana Beach',
      'Depot',
    ]);
    expect(body.total).toBe(6);
  });

  it('matches only the starts of words while the search has fewer than 3 letters', async () => {
    expect(names((await get('?lang=en&search=SA')).locations)).toEqual([
      'San José Airport',
      'Santa Ana',
      'Barcelona Sants',
      'Hotel San Carlos',
      'Depot',
    ]);
  });

  it('matches several words in any order', async () => {
    expect(names((await get('?lang=en&search=airport%20cordoba')).locations)).toEqual(['Córdoba Airport']);
  });

  it('names a location in English, then in any language, when the requested name is missing', async () => {
    const body = await get('?lang=fr&search=san');
    expect(body.locations.find((l) => l.id === ids.sanJose)?.name).toBe('San José Airport');
    expect(body.locations.find((l) => l.id === ids.santaAna)?.name).toBe('Santa Ana');
    expect(body.locations.find((l) => l.id === ids.santaAna)?.country.name).toBe('Costa Rica');
  });

  it('takes the language from Accept-Language without lang, else the default language', async () => {
    const french = await get('?search=munich', { 'accept-language': 'de-DE, fr-CA;q=0.8, en;q=0.5' });
    expect(names(french.locations)).toEqual(['Gare centrale de Munich']);
    const unsaid = await get('?search=munich');
    expect(names(unsaid.locations)).toEqual(['Estación central de Múnich']);
    const unsupported = await get('?search=munich', { 'accept-language': 'de' });
    expect(names(unsupported.locations)).toEqual(['Estación central de Múnich']);
  });

  it('finds nothing for an unknown place, and treats a blank search as none', async () => {
    expect(await get('?search=zzzzqqq')).toMatchObject({ locations: [], total: 0 });
    expect((await get('?search=%20%20')).total).toBe(8);
    expect((await get('?search=--%2F%2F')).total).toBe(8);
    expect((await get('?search=50%25_off')).total).toBe(0);
    expect(names((await get('?lang=en&search=mun%00ich%0A')).locations)).toEqual(['Munich Central Station']);
  });

  it('may be cached a minute by anyone, and a minute more while asked again, per language', async () => {
    const response = await ctx.app.inject({ method: 'GET', url: '/api/locations' });
    expect(response.headers['cache-control']).toBe('public, max-age=60, stale-while-revalidate=60');
    expect(response.headers.vary).toBe('Accept-Language');
  });

  it('refuses invalid parameters with field codes', async () => {
    const cases: [string, string][] = [
      ['?lang=xx', 'lang'],
      ['?page=0', 'page'],
      ['?page=-1', 'page'],
      ['?page=1.5', 'page'],
      ['?page=abc', 'page'],
      [`?search=${'a'.repeat(101)}`, 'search'],
      ['?search=a&search=b', 'search'],
      ['?pageSize=0', 'pageSize'],
      ['?pageSize=1001', 'pageSize'],
    ];
    const tooLong = await ctx.app.inject({ method: 'GET', url: `/api/locations?search=${'a'.repeat(101)}` });
    expect(tooLong.json().error.details.fields[0].code).toBe('validation.tooLong');
    for (const [query, path] of cases) {
      const response = await ctx.app.inject({ method: 'GET', url: `/api/locations${query}` });
      expect(response.statusCode, query).toBe(400);
      const { error } = response.json();
      expect(error.code).toBe('common.invalidRequest');
      expect(error.details.fields).toEqual([
        expect.objectContaining({ path, in: 'querystring', code: expect.stringMatching(/^validation\./) }),
      ]);
    }
  });
});

describe('GET /api/locations/:id', () => {
  let ctx: TestContext;
  let id: string;
  beforeAll(async () => {
    ctx = await createTestApp({ env: { DEFAULT_LANGUAGE: 'fr' } });
    const country = await createCountry(ctx.database.db, 'ES', { en: 'Spain', fr: 'Espagne' });
    id = await createLocation(ctx.database.db, country, {
      names: { en: 'Seville Santa Justa', fr: 'Séville Santa Justa', es: 'Sevilla Santa Justa' },
      address: 'Av. Kansas City, 41007 Sevilla',
      latitude: 37.3917,
      longitude: -5.9756,
    });
  });
  afterAll(() => ctx.close());

  it('gives one place named in the requested language, else the default one', async () => {
    const spanish = await ctx.app.inject({ method: 'GET', url: `/api/locations/${id}?lang=es` });
    expect(spanish.statusCode).toBe(200);
    expect(spanish.json()).toEqual({
      location: {
        id,
        name: 'Sevilla Santa Justa',
        address: 'Av. Kansas City, 41007 Sevilla',
        latitude: 37.3917,
        longitude: -5.9756,
        country: { id: expect.any(String), name: 'Spain' },
      },
    });
    const unsaid = await ctx.app.inject({ method: 'GET', url: `/api/locations/${id}` });
    expect(unsaid.json().location).toMatchObject({
      name: 'Séville Santa Justa',
      country: { name: 'Espagne' },
    });
  });

  it('answers 404 for an unknown id and 400 for one that is not a UUID', async () => {
    const unknown = await ctx.app.inject({
      method: 'GET',
      url: '/api/locations/3f1c9a52-6a43-4e0c-9a1e-0c5b8f1f2a77',
    });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().error.code).toBe('common.notFound');
    const malformed = await ctx.app.inject({ method: 'GET', url: '/api/locations/not-an-id' });
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json().error.details.fields).toEqual([
      expect.objectContaining({ path: 'id', in: 'params' }),
    ]);
  });
});

describe('GET /api/locations, pages', () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestApp();
    const { db } = ctx.database;
    const country = await createCountry(db, 'FR', { en: 'France' });
    for (let i = 1; i <= 35; i += 1) {
      const n = String(i).padStart(2, '0');
      await createLocation(db, country, { names: { en: `Station ${n}` }, address: `${n} rue de Lyon` });
    }
  });
  afterAll(() => ctx.close());

  it('gives 30 per page, the total, and the rest on page 2', async () => {
    const first = (await ctx.app.inject({ method: 'GET', url: '/api/locations?lang=en' })).json();
    expect(first).toMatchObject({ total: 35, page: 1, pageSize: 30 });
    expect(first.locations).toHaveLength(30);
    expect(first.locations[0].name).toBe('Station 01');
    const second = (await ctx.app.inject({ method: 'GET', url: '/api/locations?lang=en&page=2' })).json();
    expect(second).toMatchObject({ total: 35, page: 2, pageSize: 30 });
    expect(second.locations.map((l: Location) => l.name)).toEqual([
      'Station 31',
      'Station 32',
      'Station 33',
      'Station 34',
      'Station 35',
    ]);
  });

  it('gives every location on one page when the map asks for a larger page', async () => {
    const all = (await ctx.app.inject({ method: 'GET', url: '/api/locations?lang=en&pageSize=1000' })).json();
    expect(all).toMatchObject({ total: 35, page: 1, pageSize: 1000 });
    expect(all.locations).toHaveLength(35);
  });

  it('pages a search the same way, and answers an empty page past the end with the total', async () => {
    const second = (
      await ctx.app.inject({ method: 'GET', url: '/api/locations?search=station&page=2' })
    ).json();
    expect(second).toMatchObject({ total: 35, page: 2 });
    expect(second.locations).toHaveLength(5);
    const beyond = (await ctx.app.inject({ method: 'GET', url: '/api/locations?search=lyon&page=9' })).json();
    expect(beyond).toMatchObject({ locations: [], total: 35, page: 9 });
  });
});
