import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Country } from '@roadbook/domain/contracts/places';
import { createTestApp, type TestContext } from '../../testing/test-app';
import { createCountry, createLocation, type Names } from '../../testing/places.fixture';

async function createCountryWith(ctx: TestContext, code: string, names: Names, places: Names[]) {
  const id = await createCountry(ctx.database.db, code, names);
  for (const [i, placeNames] of places.entries()) {
    await createLocation(ctx.database.db, id, {
      names: placeNames,
      address: `${i + 1} Main Street`,
      latitude: 40 + i,
      longitude: -3 - i,
    });
  }
  return id;
}

describe('GET /api/countries', () => {
  let ctx: TestContext;
  let franceId: string;

  async function get(query: string, headers: Record<string, string> = {}) {
    const response = await ctx.app.inject({ method: 'GET', url: `/api/countries${query}`, headers });
    expect(response.statusCode).toBe(200);
    const body: { countries: Country[]; total: number; page: number; pageSize: number } = response.json();
    return body;
  }
  const namesOf = (countries: Country[]) => countries.map((country) => country.name);

  beforeAll(async () => {
    ctx = await createTestApp({ env: { DEFAULT_LANGUAGE: 'es' } });
    franceId = await createCountryWith(ctx, 'FR', { en: 'France', fr: 'France', es: 'Francia' }, [
      { en: 'Paris Gare de Lyon', fr: 'Paris Gare de Lyon', es: 'París Gare de Lyon' },
      { en: 'Nice Airport', fr: 'Aéroport de Nice', es: 'Aeropuerto de Niza' },
      { en: 'Lyon Part-Dieu', fr: 'Lyon Part-Dieu', es: 'Lyon Part-Dieu' },
      { en: 'Marseille Saint-Charles', fr: 'Marseille Saint-Charles', es: 'Marsella Saint-Charles' },
      { en: 'Bordeaux Saint-Jean', fr: 'Bordeaux Saint-Jean', es: 'Burdeos Saint-Jean' },
    ]);
    await createCountryWith(ctx, 'ES', { en: 'Spain', fr: 'Espagne', es: 'España' }, [
      { en: 'Madrid Airport', fr: 'Aéroport de Madrid', es: 'Aeropuerto de Madrid' },
      { en: 'Barcelona Sants', fr: 'Barcelone Sants', es: 'Barcelona Sants' },
      { en: 'Seville Santa Justa', fr: 'Séville Santa Justa', es: 'Sevilla Santa Justa' },
      { en: 'Málaga Airport', fr: 'Aéroport de Malaga', es: 'Aeropuerto de Málaga' },
    ]);
    await createCountryWith(ctx, 'MA', { en: 'Morocco', fr: 'Maroc', es: 'Marruecos' }, [
      { en: 'Marrakesh Airport' },
      { en: 'Casablanca Airport' },
      { en: 'Rabat-Ville Station' },
    ]);
    await createCountryWith(ctx, 'IS', { es: 'Ísland' }, [
      { es: 'Reikiavik' },
      { es: 'Akureyri' },
      { es: 'Keflavík' },
      { es: 'Húsavík' },
    ]);
    await createCountryWith(ctx, 'AT', { en: 'Austria', fr: 'Autriche', es: 'Austria' }, []);
  });
  afterAll(() => ctx.close());

  it('lists the countries with at least 4 locations by name, each with its locations by name', async () => {
    const body = await get('?lang=en');
    expect(body).toMatchObject({ total: 3, page: 1, pageSize: 30 });
    expect(namesOf(body.countries)).toEqual(['France', 'Ísland', 'Spain']);
    const france = body.countries[0];
    expect(france).toMatchObject({ id: franceId, code: 'FR', name: 'France' });
    expect(france?.locations.map((location) => location.name)).toEqual([
      'Bordeaux Saint-Jean',
      'Lyon Part-Dieu',
      'Marseille Saint-Charles',
      'Nice Airport',
      'Paris Gare de Lyon',
    ]);
    expect(france?.locations[0]).toEqual({
      id: expect.any(String),
      name: 'Bordeaux Saint-Jean',
      address: '5 Main Street',
      latitude: 44,
      longitude: -7,
    });
  });

  it('names countries and locations in the requested language, falling back to English then any', async () => {
    const body = await get('?lang=fr');
    expect(namesOf(body.countries)).toEqual(['Espagne', 'France', 'Ísland']);
    expect(body.countries[0]?.locations.map((location) => location.name)).toEqual([
      'Aéroport de Madrid',
      'Aéroport de Malaga',
      'Barcelone Sants',
      'Séville Santa Justa',
    ]);
    expect(body.countries[2]?.locations.map((location) => location.name)).toEqual([
      'Akureyri',
      'Húsavík',
      'Keflavík',
      'Reikiavik',
    ]);
    const morocco = (await get('?lang=fr&minLocations=3')).countries.find((c) => c.code === 'MA');
    expect(morocco?.name).toBe('Maroc');
    expect(morocco?.locations.map((location) => location.name)).toContain('Rabat-Ville Station');
  });

  it('takes the language from Accept-Language without lang, else the default language', async () => {
    expect(namesOf((await get('', { 'accept-language': 'fr-FR,fr;q=0.9' })).countries)).toEqual([
      'Espagne',
      'France',
      'Ísland',
    ]);
    expect(namesOf((await get('')).countries)).toEqual(['España', 'Francia', 'Ísland']);
  });

  it('applies minLocations: fewer lets more countries in, 0 lists them all, more leaves them out', async () => {
    expect(namesOf((await get('?lang=en&minLocations=3')).countries)).toEqual([
      'France',
      'Ísland',
      'Morocco',
      'Spain',
    ]);
    const all = await get('?lang=en&minLocations=0');
    expect(namesOf(all.countries)).toEqual(['Austria', 'France', 'Ísland', 'Morocco', 'Spain']);
    expect(all.countries[0]?.locations).toEqual([]);
    expect(await get('?lang=en&minLocations=5')).toMatchObject({ total: 1, countries: [{ code: 'FR' }] });
    expect(await get('?lang=en&minLocations=6')).toMatchObject({ total: 0, countries: [] });
  });

  it('may be cached a minute by anyone, and a minute more while asked again, per language', async () => {
    const response = await ctx.app.inject({ method: 'GET', url: '/api/countries' });
    expect(response.headers['cache-control']).toBe('public, max-age=60, stale-while-revalidate=60');
    expect(response.headers.vary).toBe('Accept-Language');
  });

  it('refuses invalid parameters with field codes', async () => {
    const cases: [string, string][] = [
      ['?lang=xx', 'lang'],
      ['?minLocations=-1', 'minLocations'],
      ['?minLocations=1.5', 'minLocations'],
      ['?minLocations=four', 'minLocations'],
      ['?minLocations=10001', 'minLocations'],
      ['?page=0', 'page'],
    ];
    for (const [query, path] of cases) {
      const response = await ctx.app.inject({ method: 'GET', url: `/api/countries${query}` });
      expect(response.statusCode, query).toBe(400);
      const { error } = response.json();
      expect(error.code).toBe('common.invalidRequest');
      expect(error.details.fields).toEqual([
        expect.objectContaining({ path, in: 'querystring', code: expect.stringMatching(/^validation\./) }),
      ]);
    }
  });
});

describe('GET /api/countries, pages', () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestApp();
    for (let i = 1; i <= 32; i += 1) {
      const n = String(i).padStart(2, '0');
      const code = String.fromCharCode(65 + Math.floor(i / 26), 65 + (i % 26));
      await createCountryWith(ctx, code, { en: `Country ${n}` }, [{ en: `Place ${n}` }]);
    }
  });
  afterAll(() => ctx.close());

  it('gives 30 countries per page, the total, and the rest on page 2', async () => {
    const first = (await ctx.app.inject({ method: 'GET', url: '/api/countries?minLocations=1' })).json();
    expect(first).toMatchObject({ total: 32, page: 1, pageSize: 30 });
    expect(first.countries).toHaveLength(30);
    const second = (
      await ctx.app.inject({ method: 'GET', url: '/api/countries?minLocations=1&page=2' })
    ).json();
    expect(second).toMatchObject({ total: 32, page: 2, pageSize: 30 });
    expect(second.countries.map((country: Country) => [country.name, country.locations[0]?.name])).toEqual([
      ['Country 31', 'Place 31'],
      ['Country 32', 'Place 32'],
    ]);
    const beyond = (
      await ctx.app.inject({ method: 'GET', url: '/api/countries?minLocations=1&page=3' })
    ).json();
    expect(beyond).toMatchObject({ countries: [], total: 32, page: 3 });
  });
});
