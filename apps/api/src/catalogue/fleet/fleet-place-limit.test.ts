// The limit on the places one supplier's cars serve (the maxLocationsPerSupplier site setting), on a
// real database through the routes: a car saved, copied or imported that would take its supplier past
// the limit is refused at its places with 'Maximum number of locations reached'; one that adds no
// new place passes; each supplier counts its own; an admin's change of the limit applies at once.
import { count } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FleetCarResponseSchema, type FleetCar } from '@roadbook/domain/contracts/fleet';
import { FleetImportPreviewSchema } from '@roadbook/domain/contracts/fleet-import';
import { carInputFixture, type CarInputBody } from '@roadbook/domain/testing/car-input.fixture';
import { translateErrorCode } from '@roadbook/i18n/translator';
import { cars } from '../../db/schema/cars';
import { asPage, TEST_SITE_URL } from '../../testing/accounts.fixture';
import { backOfficeAccounts, requestAs, type BackOfficeWho } from '../../testing/back-office.fixture';
import { createCountry, createLocation } from '../../testing/places.fixture';
import { createTestApp, type TestContext } from '../../testing/test-app';
import { multipartBody } from '../../testing/uploads.fixture';

const PLACES = ['Lyon Part-Dieu', 'Lyon Saint-Exupéry', 'Grenoble Gare', 'Annecy Gare'] as const;
type Place = (typeof PLACES)[number];

describe('the most places one supplier’s cars serve', () => {
  let ctx: TestContext;
  const cookies: Record<BackOfficeWho, string> = {
    admin: '',
    supplierA: '',
    supplierB: '',
    driver: '',
    visitor: '',
  };
  const placeIds = {} as Record<Place, string>;

  const call = (method: 'GET' | 'POST' | 'PUT', url: string, who: BackOfficeWho, payload?: object) =>
    requestAs(ctx, cookies, method, url, who, payload);
  const body = (places: readonly Place[], name = 'Peugeot 208'): CarInputBody =>
    carInputFixture({ name, locationIds: places.map((place) => placeIds[place]) });
  const carCount = async () => (await ctx.database.db.select({ n: count() }).from(cars))[0]?.n ?? 0;

  async function created(who: 'supplierA' | 'supplierB', places: readonly Place[]): Promise<FleetCar> {
    const response = await call('POST', '/api/admin/cars', who, body(places));
    expect(response.statusCode, response.body).toBe(201);
    return FleetCarResponseSchema.parse(response.json()).car;
  }

  /** The answer refuses the car's places with 'Maximum number of locations reached' in English. */
  function expectLimitReached(response: { statusCode: number; body: string; json(): unknown }, max: number) {
    expect(response.statusCode, response.body).toBe(400);
    expect(response.json()).toMatchObject({
      error: {
        code: 'common.invalidRequest',
        details: {
          fields: [
            { path: 'locationIds', in: 'body', code: 'validation.maxLocationsReached', params: { max } },
          ],
        },
      },
    });
  }

  const setLimit = async (max: number) => {
    const response = await call('PUT', '/api/admin/settings', 'admin', {
      maintenance: false,
      hideSuppliers: false,
      minimumAge: 21,
      paymentWindowMinutes: 30,
      lateCancellationFeePercent: 20,
      maxLocationsPerSupplier: max,
    });
    expect(response.statusCode, response.body).toBe(200);
  };

  beforeAll(async () => {
    ctx = await createTestApp({
      env: { PUBLIC_URL: TEST_SITE_URL, RATE_LIMIT_MAX: '100000', MAX_LOCATIONS_PER_SUPPLIER: '2' },
    });
    const { db } = ctx.database;
    const france = await createCountry(db, 'FR', { en: 'France' });
    for (const name of PLACES) placeIds[name] = await createLocation(db, france, { names: { en: name } });
    Object.assign(cookies, (await backOfficeAccounts(ctx)).cookies);
  });
  afterAll(() => ctx.close());

  it('says so in each language', () => {
    expect(translateErrorCode('en', 'validation.maxLocationsReached')).toBe(
      'Maximum number of locations reached',
    );
    expect(translateErrorCode('fr', 'validation.maxLocationsReached')).not.toBe(
      translateErrorCode('en', 'validation.maxLocationsReached'),
    );
    expect(translateErrorCode('es', 'validation.maxLocationsReached')).not.toBe(
      translateErrorCode('en', 'validation.maxLocationsReached'),
    );
  });

  it('refuses a car, a change or a copy that adds a place past the limit, and lets those that add none pass', async () => {
    const first = await created('supplierA', ['Lyon Part-Dieu', 'Lyon Saint-Exupéry']);
    const before = await carCount();
    expectLimitReached(await call('POST', '/api/admin/cars', 'supplierA', body(['Grenoble Gare'])), 2);
    expect(await carCount()).toBe(before);

    // Places the supplier already serves, and a place swapped for another: still two.
    const second = await created('supplierA', ['Lyon Part-Dieu']);
    const swapped = await call(
      'PUT',
      `/api/admin/cars/${first.id}`,
      'supplierA',
      body(['Lyon Part-Dieu', 'Grenoble Gare']),
    );
    expect(swapped.statusCode, swapped.body).toBe(200);
    expectLimitReached(
      await call('PUT', `/api/admin/cars/${second.id}`, 'supplierA', body(['Lyon Part-Dieu', 'Annecy Gare'])),
      2,
    );
    // An admin's save counts the supplier's places the same way.
    expectLimitReached(
      await call('POST', '/api/admin/cars', 'admin', {
        ...body(['Annecy Gare']),
        supplierId: first.supplier.id,
      }),
      2,
    );
    // A copy serves the places of its car: nothing new.
    expect((await call('POST', `/api/admin/cars/${first.id}/duplicate`, 'supplierA')).statusCode).toBe(201);

    // Another supplier counts its own places.
    await created('supplierB', ['Annecy Gare', 'Lyon Saint-Exupéry']);
  });

  it('applies an admin’s new limit from the next save', async () => {
    await setLimit(3);
    await created('supplierA', ['Annecy Gare']);
    await setLimit(1);
    // Above a limit lowered later, the fleet stays editable as long as it adds no place.
    await created('supplierA', ['Annecy Gare']);
    expectLimitReached(await call('POST', '/api/admin/cars', 'supplierA', body(['Lyon Saint-Exupéry'])), 1);
    await setLimit(50);
    await created('supplierA', ['Lyon Saint-Exupéry']);
  });

  it('refuses the CSV row that takes its supplier past the limit, in the preview and the import', async () => {
    await setLimit(2);
    // Supplier B serves Annecy and Saint-Exupéry: the first line adds nothing, the second a third place.
    const file = [
      'name,size,fuelType,gearbox,seats,doors,mileage,deposit,dailyPrice,locations',
      'Fiat 500,mini,gasoline,manual,4,3,unlimited,300,30,Annecy Gare|Lyon Saint-Exupéry',
      'Fiat Panda,mini,gasoline,manual,5,5,unlimited,300,32,Grenoble Gare',
      '',
    ].join('\n');
    const send = (route: 'import/preview' | 'import') => {
      const multipart = multipartBody([
        { name: 'file', fileName: 'fleet.csv', contentType: 'text/csv', content: file },
      ]);
      return ctx.app.inject({
        method: 'POST',
        url: `/api/admin/cars/${route}`,
        headers: { ...asPage(cookies.supplierB), 'content-type': multipart.contentType },
        payload: multipart.payload,
      });
    };
    const refusedRow = {
      line: 3,
      name: 'Fiat Panda',
      errors: [{ field: 'locations', code: 'validation.maxLocationsReached', params: { max: 2 } }],
    };
    const preview = await send('import/preview');
    expect(preview.statusCode, preview.body).toBe(200);
    expect(FleetImportPreviewSchema.parse(preview.json()).rows).toEqual([
      { line: 2, name: 'Fiat 500', errors: [] },
      refusedRow,
    ]);
    const before = await carCount();
    const imported = await send('import');
    expect(imported.statusCode, imported.body).toBe(400);
    expect(imported.json().error).toMatchObject({
      code: 'import.rowsInvalid',
      details: { rows: [{ line: 2, errors: [] }, refusedRow] },
    });
    expect(await carCount()).toBe(before);
  });
});
