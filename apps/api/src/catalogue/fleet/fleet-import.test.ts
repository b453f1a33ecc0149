// The fleet's CSV import through its routes, on a real database: the preview's errors by line and
// column, a whole file written with its places and audit events (or nothing at all), the file's
// forms (semicolons, BOM, quoted line breaks, defaults), who may import for whom, and the refusals of
// a file as a whole.
import { count, eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MAX_AMOUNT_MINOR } from '@roadbook/domain/constants';
import { CarSearchResultSchema } from '@roadbook/domain/contracts/car-search';
import { FleetCarResponseSchema, FleetPageSchema, type FleetCar } from '@roadbook/domain/contracts/fleet';
import {
  FLEET_IMPORT_MAX_ROWS,
  FleetImportPreviewSchema,
  FleetImportResultSchema,
} from '@roadbook/domain/contracts/fleet-import';
import { quoteRental } from '@roadbook/domain/pricing';
import { auditEvents } from '../../db/schema/audit';
import { cars } from '../../db/schema/cars';
import { users } from '../../db/schema/users';
import { DEMO_COUNTRIES } from '../../db/seed/demo-places';
import { asPage, createAccount, signIn, TEST_SITE_URL } from '../../testing/accounts.fixture';
import { DAY, hoursFromNow } from '../../testing/cars.fixture';
import { createCountry, createLocation } from '../../testing/places.fixture';
import { createTestApp, type TestContext } from '../../testing/test-app';
import { multipartBody } from '../../testing/uploads.fixture';

type Who = 'admin' | 'supplierA' | 'supplierB' | 'driver' | 'visitor';
type Row = Record<string, string>;

/** A CSV file of `rows` under a header of every key they use; cells quoted when they must be. */
function csv(rows: readonly Row[], { separator = ',', lineBreak = '\n' } = {}): string {
  const quoted = (cell: string) => (/[",;\r\n]/.test(cell) ? `"${cell.replaceAll('"', '""')}"` : cell);
  const columns = [...new Set(rows.flatMap((row) => Object.keys(row)))];
  const lines = [columns, ...rows.map((row) => columns.map((column) => row[column] ?? ''))];
  return lines.map((cells) => cells.map(quoted).join(separator)).join(lineBreak) + lineBreak;
}

/** The required columns of a small car at Paris Gare de Lyon. */
const carRow = (fields: Row = {}): Row => ({
  name: 'Renault Clio',
  size: 'mini',
  fuelType: 'gasoline',
  gearbox: 'manual',
  seats: '5',
  doors: '5',
  mileage: 'unlimited',
  deposit: '500',
  dailyPrice: '45.50',
  locations: 'Paris Gare de Lyon',
  ...fields,
});

describe('the fleet CSV import', () => {
  let ctx: TestContext;
  let depot: string;
  const ids = { admin: '', supplierA: '', supplierB: '', driver: '' };
  const emails = { supplierA: 'supplier@roadbook.example', supplierB: '', driver: '' };
  const cookie: Record<Who, string> = { admin: '', supplierA: '', supplierB: '', driver: '', visitor: '' };
  const places = new Map<string, string>();

  const headersOf = (who: Who) => (who === 'visitor' ? { origin: TEST_SITE_URL } : asPage(cookie[who]));

  /** POST /api/admin/cars/import[/preview] with `content` as the multipart file `field`. */
  const send = (
    route: 'preview' | 'import',
    who: Who,
    content: string | Buffer,
    { field = 'file' }: { field?: string } = {},
  ) => {
    const body = multipartBody([{ name: field, fileName: 'fleet.csv', contentType: 'text/csv', content }]);
    return ctx.app.inject({
      method: 'POST',
      url: route === 'preview' ? '/api/admin/cars/import/preview' : '/api/admin/cars/import',
      headers: { ...headersOf(who), 'content-type': body.contentType },
      payload: body.payload,
    });
  };

  async function preview(who: Who, content: string | Buffer) {
    const response = await send('preview', who, content);
    expect(response.statusCode, response.body).toBe(200);
    return FleetImportPreviewSchema.parse(response.json());
  }

  async function imported(who: Who, content: string | Buffer) {
    const response = await send('import', who, content);
    expect(response.statusCode, response.body).toBe(201);
    return FleetImportResultSchema.parse(response.json());
  }

  async function fleetCar(who: Who, id: string): Promise<FleetCar> {
    const response = await ctx.app.inject({
      method: 'GET',
      url: `/api/admin/cars/${id}`,
      headers: headersOf(who),
    });
    expect(response.statusCode, response.body).toBe(200);
    return FleetCarResponseSchema.parse(response.json()).car;
  }

  const carCount = async () => (await ctx.database.db.select({ n: count() }).from(cars))[0]?.n ?? 0;
  const auditCount = async () => (await ctx.database.db.select({ n: count() }).from(auditEvents))[0]?.n ?? 0;

  /** The answer's error code, expecting `status`. */
  function refusal(response: { statusCode: number; body: string; json(): unknown }, status: number) {
    expect(response.statusCode, response.body).toBe(status);
    return (response.json() as { error: { code: string; details?: Record<string, unknown> } }).error;
  }

  beforeAll(async () => {
    ctx = await createTestApp({ env: { PUBLIC_URL: TEST_SITE_URL, RATE_LIMIT_MAX: '100000' } });
    const { db } = ctx.database;
    // The demo data's places, whose names the sample uses; two places of one name; a depot for the search.
    for (const country of DEMO_COUNTRIES) {
      const countryId = await createCountry(db, country.code, country.names);
      for (const location of country.locations) {
        places.set(location.names.en, await createLocation(db, countryId, { names: location.names }));
      }
    }
    const elsewhere = await createCountry(db, 'ZZ', { en: 'Elsewhere' });
    await createLocation(db, elsewhere, { names: { en: 'Central Station' } });
    await createLocation(db, elsewhere, { names: { fr: 'Gare Centrale', en: 'central station' } });
    depot = await createLocation(db, elsewhere, { names: { en: 'Import Test Depot' } });

    const admin = await createAccount(db, { type: 'admin' });
    const supplierA = await createAccount(db, {
      type: 'supplier',
      fullName: 'Sol Rent',
      email: emails.supplierA,
    });
    const supplierB = await createAccount(db, { type: 'supplier', fullName: 'Brisa Cars' });
    const driver = await createAccount(db, { fullName: 'Dana Driver' });
    await db
      .update(users)
      .set({ approvedAt: new Date(), priceChangeRate: 10, isLicenceRequired: false })
      .where(inArray(users.id, [supplierA.id, supplierB.id]));
    Object.assign(ids, {
      admin: admin.id,
      supplierA: supplierA.id,
      supplierB: supplierB.id,
      driver: driver.id,
    });
    Object.assign(emails, { supplierB: supplierB.email, driver: driver.email });
    for (const [who, account] of Object.entries({ admin, supplierA, supplierB, driver })) {
      cookie[who as Who] = await signIn(ctx.app, account.email);
    }
  });
  afterAll(() => ctx.close());

  describe('a valid file', () => {
    it('previews clean without writing, then imports every car with its places and audit event', async () => {
      const file = csv([
        carRow({
          name: 'Peugeot 3008',
          licencePlate: 'GH-456-JK',
          size: 'Midi',
          fuelType: 'diesel',
          gearbox: 'automatic',
          seats: '7',
          doors: '4',
          aircon: 'yes',
          multimedia: 'touchscreen | appleCarPlay',
          mileage: '250',
          fuelPolicy: 'likeForlike',
          deposit: '0',
          minimumAge: '25',
          isLicenceRequired: 'false',
          availability: 'unavailable',
          isFullyBooked: '1',
          isComingSoon: 'TRUE',
          dailyPrice: '65',
          discountedDailyPrice: '60.00',
          weeklyPrice: '400.5',
          discountedWeeklyPrice: '380',
          biWeeklyPrice: '',
          discountedBiWeeklyPrice: '',
          monthlyPrice: '1500',
          discountedMonthlyPrice: '1400',
          cancellation: 'included',
          amendments: '15.25',
          theftProtection: 'unavailable',
          collisionDamageWaiver: 'Included',
          fullInsurance: '20',
          additionalDriver: 'unavailable',
          // Case and accents aside, in any language, the typographic apostrophe as a plain one.
          locations: 'paris GARE de lyon|aeroport nice cote d’azur|Aeropuerto de Málaga-Costa del Sol',
        }),
        carRow({ name: 'Fiat 500', aircon: '', multimedia: '', cancellation: '' }),
      ]);
      const carsBefore = await carCount();
      const auditBefore = await auditCount();
      expect(await preview('supplierA', file)).toEqual({
        rows: [
          { line: 2, name: 'Peugeot 3008', errors: [] },
          { line: 3, name: 'Fiat 500', errors: [] },
        ],
        valid: 2,
        invalid: 0,
        ignoredColumns: [],
      });
      expect(await carCount()).toBe(carsBefore);
      expect(await auditCount()).toBe(auditBefore);

      const result = await imported('supplierA', file);
      expect(result).toMatchObject({ created: 2, cars: [{ name: 'Peugeot 3008' }, { name: 'Fiat 500' }] });
      expect(await carCount()).toBe(carsBefore + 2);
      const [peugeotId = '', fiatId = ''] = result.cars.map((car) => car.id);

      const peugeot = await fleetCar('supplierA', peugeotId);
      expect(peugeot).toMatchObject({
        supplier: { id: ids.supplierA, name: 'Sol Rent' },
        licencePlate: 'GH-456-JK',
        size: 'midi',
        fuelType: 'diesel',
        gearbox: 'automatic',
        seats: 7,
        doors: 4,
        aircon: true,
        multimedia: ['touchscreen', 'appleCarPlay'],
        mileage: 250,
        fuelPolicy: 'likeForlike',
        deposit: 0,
        minimumAge: 25,
        isLicenceRequired: false,
        availability: 'unavailable',
        isFullyBooked: true,
        isComingSoon: true,
        dailyPrice: 6500,
        discountedDailyPrice: 6000,
        weeklyPrice: 40_050,
        discountedWeeklyPrice: 38_000,
        biWeeklyPrice: null,
        discountedBiWeeklyPrice: null,
        monthlyPrice: 150_000,
        discountedMonthlyPrice: 140_000,
        isDateBasedPrice: false,
        dateBasedPrices: [],
        cancellation: 0,
        amendments: 1525,
        theftProtection: -1,
        collisionDamageWaiver: 0,
        fullInsurance: 2000,
        additionalDriver: -1,
        bookingCount: 0,
      });
      const expectedPlaces = ['Paris Gare de Lyon', 'Nice Côte d’Azur Airport', 'Málaga Airport'];
      expect([...peugeot.locationIds].sort()).toEqual(expectedPlaces.map((name) => places.get(name)).sort());

      // Every column left out or empty takes its default.
      expect(await fleetCar('supplierA', fiatId)).toMatchObject({
        licencePlate: null,
        aircon: false,
        multimedia: [],
        fuelPolicy: 'fullToFull',
        minimumAge: 21,
        isLicenceRequired: true,
        availability: 'available',
        isFullyBooked: false,
        isComingSoon: false,
        dailyPrice: 4550,
        discountedDailyPrice: null,
        weeklyPrice: null,
        cancellation: -1,
        fullInsurance: -1,
        locationIds: [places.get('Paris Gare de Lyon')],
      });

      // One creation event each, by the supplier, with the car as the editor reads it.
      const events = await ctx.database.db
        .select()
        .from(auditEvents)
        .where(inArray(auditEvents.recordId, [peugeotId, fiatId]));
      expect(events).toHaveLength(2);
      const { bookingCount: _count, updatedAt: _at, ...snapshot } = peugeot;
      expect(events.find((event) => event.recordId === peugeotId)).toMatchObject({
        actorId: ids.supplierA,
        action: 'create',
        recordKind: 'car',
        recordLabel: 'Peugeot 3008',
        before: null,
        after: snapshot,
      });

      // The fleet list finds them.
      const list = await ctx.app.inject({
        method: 'GET',
        url: '/api/admin/cars?keyword=peugeot',
        headers: headersOf('supplierA'),
      });
      expect(FleetPageSchema.parse(list.json()).cars.map((car) => car.id)).toContain(peugeotId);
    });

    it('is found by the public search at once, priced as quoteRental prices it', async () => {
      const from = hoursFromNow(5, 10);
      const to = new Date(from.getTime() + 10 * DAY);
      const result = await imported(
        'supplierB',
        csv([
          carRow({
            name: 'Weekly Import',
            dailyPrice: '50',
            discountedDailyPrice: '40',
            weeklyPrice: '300',
            locations: 'Import Test Depot',
          }),
        ]),
      );
      const carId = result.cars[0]?.id ?? '';
      const car = await fleetCar('supplierB', carId);
      const response = await ctx.app.inject({
        method: 'GET',
        url: `/api/cars/search?pickupLocation=${depot}&from=${from.toISOString()}&to=${to.toISOString()}`,
      });
      expect(response.statusCode, response.body).toBe(200);
      const found = CarSearchResultSchema.parse(response.json());
      expect(found.cars.map((hit) => hit.id)).toEqual([carId]);
      const quote = quoteRental(car, { from, to }, [], { priceChangeRate: 10 }, 'UTC');
      // 10 days: one week at the weekly price, then 3 days at the discounted daily price, + 10 %.
      expect(quote.totalMinor).toBe(Math.round((30_000 + 3 * 4000) * 1.1));
      expect(found.cars[0]?.quote).toEqual(quote);
    });

    it('reads semicolons, a BOM, CRLF line breaks, quoted separators and line breaks, blank lines', async () => {
      const file = `\uFEFF${csv(
        [
          carRow({ name: 'Clio; red', dailyPrice: '45.5' }),
          carRow({ name: 'Twingo\nwith a note', locations: 'Lyon Part-Dieu|Barcelona Sants' }),
          carRow({ name: 'Zoe', size: 'spaceship' }),
        ],
        { separator: ';', lineBreak: '\r\n' },
      ).replace('\r\n"Twingo', '\r\n;;\r\n\r\n"Twingo')}`;
      const answer = await preview('supplierA', file);
      // Line 3 holds only separators and line 4 nothing; the quoted line break makes Twingo two lines.
      expect(answer).toEqual({
        rows: [
          { line: 2, name: 'Clio; red', errors: [] },
          { line: 5, name: 'Twingo\nwith a note', errors: [] },
          { line: 7, name: 'Zoe', errors: [{ field: 'size', code: 'validation.invalidValue' }] },
        ],
        valid: 2,
        invalid: 1,
        ignoredColumns: [],
      });
      const valid = `\uFEFF${csv([carRow({ name: 'Clio; blue' })], { separator: ';' })}`;
      const result = await imported('supplierA', valid);
      expect(await fleetCar('supplierA', result.cars[0]?.id ?? '')).toMatchObject({
        name: 'Clio; blue',
        dailyPrice: 4550,
      });
    });

    it('matches the header case aside, in any order, and lists the columns it ignores', async () => {
      const row = carRow({ dateBasedPrices: '2031-07-01..2031-07-31', supplier: emails.supplierB });
      const file = csv([row]).replace('dailyPrice', 'DAILYPRICE').replace('name', 'Name');
      const answer = await preview('supplierA', file);
      expect(answer).toMatchObject({ valid: 1, ignoredColumns: ['dateBasedPrices', 'supplier'] });
    });
  });

  describe('a file with errors', () => {
    it('previews each row’s errors by line and column, and the import writes nothing', async () => {
      const file = csv([
        carRow({ name: 'Good One' }),
        carRow({
          name: 'Bad One',
          size: 'limousine',
          dailyPrice: '-5',
          deposit: '12.345',
          seats: 'five',
          aircon: 'maybe',
          multimedia: 'bluetooth|radio',
          fullInsurance: '0',
          locations: 'Paris Gare de Lyon|Atlantis',
        }),
        carRow({ name: '', locations: 'Central Station', mileage: '0', minimumAge: '18' }),
        carRow({ name: 'Discounted', dailyPrice: '40', discountedDailyPrice: '45', weeklyPrice: '' }),
      ]);
      const expectedRows = [
        { line: 2, name: 'Good One', errors: [] },
        {
          line: 3,
          name: 'Bad One',
          errors: [
            { field: 'size', code: 'validation.invalidValue' },
            { field: 'seats', code: 'validation.invalidValue' },
            { field: 'aircon', code: 'validation.invalidValue' },
            { field: 'multimedia', code: 'validation.invalidValue' },
            { field: 'deposit', code: 'validation.tooManyDecimals', params: { max: 2 } },
            {
              field: 'dailyPrice',
              code: 'validation.outOfRange',
              params: { min: 0.01, max: MAX_AMOUNT_MINOR / 100 },
            },
            { field: 'fullInsurance', code: 'validation.amountNotPositive' },
            { field: 'locations', code: 'import.unknownPlace', params: { name: 'Atlantis' } },
          ],
        },
        {
          line: 4,
          name: '',
          errors: [
            { field: 'name', code: 'validation.required' },
            { field: 'mileage', code: 'validation.invalidValue' },
            { field: 'minimumAge', code: 'validation.outOfRange', params: { min: 21, max: 99 } },
            { field: 'locations', code: 'import.ambiguousPlace', params: { name: 'Central Station' } },
          ],
        },
        {
          line: 5,
          name: 'Discounted',
          errors: [{ field: 'discountedDailyPrice', code: 'validation.discountNotLower' }],
        },
      ];
      const carsBefore = await carCount();
      const auditBefore = await auditCount();
      expect(await preview('supplierA', file)).toEqual({
        rows: expectedRows,
        valid: 1,
        invalid: 3,
        ignoredColumns: [],
      });

      const response = await send('import', 'supplierA', file);
      const error = refusal(response, 400);
      expect(error.code).toBe('import.rowsInvalid');
      expect(error.details).toEqual({ rows: expectedRows, valid: 1, invalid: 3, ignoredColumns: [] });
      expect(await carCount()).toBe(carsBefore);
      expect(await auditCount()).toBe(auditBefore);
    });

    it('says so when a line holds more values than the header has columns', async () => {
      const file = `${csv([carRow()])}Extra,mini,gasoline,manual,5,5,unlimited,500,45,Lyon Part-Dieu,surplus\n`;
      const answer = await preview('supplierA', file);
      expect(answer.rows[1]).toEqual({
        line: 3,
        name: 'Extra',
        errors: [{ field: '', code: 'import.wrongCellCount', params: { expected: 10, found: 11 } }],
      });
    });
  });

  describe('who imports for whom', () => {
    it('gives each of an admin’s rows to the supplier its email names', async () => {
      const file = csv([
        carRow({ name: 'For A', supplier: emails.supplierA }),
        carRow({ name: 'For B', supplier: emails.supplierB.toUpperCase() }),
      ]);
      const result = await imported('admin', file);
      const owners = await ctx.database.db
        .select({ name: cars.name, supplierId: cars.supplierId })
        .from(cars)
        .where(
          inArray(
            cars.id,
            result.cars.map((car) => car.id),
          ),
        );
      expect(owners).toEqual(
        expect.arrayContaining([
          { name: 'For A', supplierId: ids.supplierA },
          { name: 'For B', supplierId: ids.supplierB },
        ]),
      );
      const [event] = await ctx.database.db
        .select()
        .from(auditEvents)
        .where(eq(auditEvents.recordId, result.cars[1]?.id ?? ''));
      expect(event).toMatchObject({ actorId: ids.admin, action: 'create', recordKind: 'car' });
    });

    it('refuses a row naming a driver, an unknown email or nobody; an admin’s file needs the column', async () => {
      const file = csv([
        carRow({ name: 'For B', supplier: emails.supplierB }),
        carRow({ name: 'For a driver', supplier: emails.driver }),
        carRow({ name: 'For nobody known', supplier: 'nobody@test.example' }),
        carRow({ name: 'For nobody', supplier: '' }),
      ]);
      const before = await carCount();
      const answer = await preview('admin', file);
      expect(answer.rows.map((row) => row.errors)).toEqual([
        [],
        [{ field: 'supplier', code: 'validation.invalidValue' }],
        [{ field: 'supplier', code: 'validation.invalidValue' }],
        [{ field: 'supplier', code: 'validation.required' }],
      ]);
      expect(refusal(await send('import', 'admin', file), 400).code).toBe('import.rowsInvalid');
      expect(await carCount()).toBe(before);

      const error = refusal(await send('preview', 'admin', csv([carRow()])), 400);
      expect(error).toMatchObject({ code: 'import.missingColumn', details: { column: 'supplier' } });
    });

    it('makes a supplier’s cars its own, whatever a supplier column says', async () => {
      const result = await imported('supplierB', csv([carRow({ name: 'Mine', supplier: emails.supplierA })]));
      const car = await fleetCar('supplierB', result.cars[0]?.id ?? '');
      expect(car.supplier.id).toBe(ids.supplierB);
    });

    it('refuses a visitor (401) and a driver (403) before reading the file, and writes nothing', async () => {
      const file = csv([carRow()]);
      const before = await carCount();
      for (const route of ['preview', 'import'] as const) {
        expect(refusal(await send(route, 'visitor', file), 401).code).toBe('auth.unauthenticated');
        expect(refusal(await send(route, 'driver', file), 403).code).toBe('auth.forbidden');
        expect(refusal(await send(route, 'driver', 'junk', { field: 'other' }), 403).code).toBe(
          'auth.forbidden',
        );
      }
      for (const who of ['visitor', 'driver'] as const) {
        const sample = await ctx.app.inject({
          method: 'GET',
          url: '/api/admin/cars/import/sample',
          headers: headersOf(who),
        });
        expect(sample.statusCode).toBe(who === 'visitor' ? 401 : 403);
      }
      expect(await carCount()).toBe(before);
    });
  });

  describe('a file refused as a whole', () => {
    it('answers 413 past 1 MB', async () => {
      const big = csv([carRow({ name: 'x'.repeat(1_000_100) })]);
      const error = refusal(await send('preview', 'supplierA', big), 413);
      expect(error).toMatchObject({ code: 'upload.tooLarge', details: { max: 1 } });
    });

    it('answers 400 naming a required column the header lacks, or one it gives twice', async () => {
      const { dailyPrice: _price, ...row } = carRow();
      for (const route of ['preview', 'import'] as const) {
        const error = refusal(await send(route, 'supplierA', csv([row])), 400);
        expect(error).toMatchObject({ code: 'import.missingColumn', details: { column: 'dailyPrice' } });
      }
      const twice = csv([carRow()]).replace('seats', 'SIZE');
      expect(refusal(await send('preview', 'supplierA', twice), 400)).toMatchObject({
        code: 'import.duplicateColumn',
        details: { column: 'size' },
      });
    });

    it('answers 400 for a file that is not UTF-8 text, empty, without cars, too long, or missing', async () => {
      const latin1 = Buffer.from(csv([carRow({ name: 'Citroën' })]), 'latin1');
      expect(refusal(await send('preview', 'supplierA', latin1), 400).code).toBe('import.unreadable');
      const unterminated = `${csv([carRow()])}"Open quote,mini\n`;
      expect(refusal(await send('preview', 'supplierA', unterminated), 400).code).toBe('import.unreadable');
      expect(refusal(await send('preview', 'supplierA', ''), 400).code).toBe('import.empty');
      expect(refusal(await send('preview', 'supplierA', '\uFEFF\n\n'), 400).code).toBe('import.empty');
      const headerOnly = csv([carRow()]).split('\n')[0] ?? '';
      expect(refusal(await send('import', 'supplierA', headerOnly), 400).code).toBe('import.empty');
      const long = csv(
        Array.from({ length: FLEET_IMPORT_MAX_ROWS + 1 }, (_, index) => carRow({ name: `Car ${index}` })),
      );
      expect(refusal(await send('import', 'supplierA', long), 400)).toMatchObject({
        code: 'validation.tooMany',
        details: { max: FLEET_IMPORT_MAX_ROWS },
      });
      expect(refusal(await send('preview', 'supplierA', csv([carRow()]), { field: 'csv' }), 400).code).toBe(
        'common.invalidRequest',
      );
    });

    it('imports 1 000 cars at once', async () => {
      const before = await carCount();
      const rows = Array.from({ length: FLEET_IMPORT_MAX_ROWS }, (_, index) =>
        carRow({ name: `Bulk ${index}` }),
      );
      const result = await imported('supplierB', csv(rows));
      expect(result.created).toBe(FLEET_IMPORT_MAX_ROWS);
      expect(await carCount()).toBe(before + FLEET_IMPORT_MAX_ROWS);
    });
  });

  describe('the sample file', () => {
    it('downloads as CSV and previews clean for a supplier and an admin at the demo places', async () => {
      const response = await ctx.app.inject({
        method: 'GET',
        url: '/api/admin/cars/import/sample',
        headers: headersOf('supplierB'),
      });
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-type']).toBe('text/csv; charset=utf-8');
      expect(response.headers['content-disposition']).toBe(
        'attachment; filename="roadbook-fleet-import.csv"',
      );
      const forSupplier = await preview('supplierB', response.body);
      expect(forSupplier).toMatchObject({ valid: 3, invalid: 0, ignoredColumns: ['supplier'] });
      // The demo supplier's email names supplier A here.
      expect(await preview('admin', response.body)).toMatchObject({
        valid: 3,
        invalid: 0,
        ignoredColumns: [],
      });
    });
  });
});
