// The bookings CSV export (GET /api/admin/bookings/export) through its route, on a real database:
// who may download which bookings, the list's filters applied to every matching booking (not one
// page), the columns and their header in the reader's language, the marketplace's times with their
// offset, and cells a spreadsheet would run as formulas written as text.
import { eq } from 'drizzle-orm';
import Papa from 'papaparse';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bookings } from '../../db/schema/bookings';
import { locationNames } from '../../db/schema/places';
import { users } from '../../db/schema/users';
import { createAccount, TEST_SITE_URL } from '../../testing/accounts.fixture';
import { backOfficeAccounts, requestAs, type BackOfficeWho } from '../../testing/back-office.fixture';
import { createBooking, createCar, createPlace } from '../../testing/cars.fixture';
import { createTestApp, type TestContext } from '../../testing/test-app';

const EXPORT = '/api/admin/bookings/export';

describe('the bookings CSV export', () => {
  let ctx: TestContext;
  let cookies: Record<BackOfficeWho, string>;
  const booking = { a1: '', a2: '', a3: '', b1: '' };
  const supplierIds = { supplierA: '', supplierB: '' };

  const download = (who: BackOfficeWho, query = '', headers: Record<string, string> = {}) =>
    requestAs(ctx, cookies, 'GET', `${EXPORT}${query}`, who, undefined, headers);

  /** The file's rows, its header first, as a spreadsheet reads them. */
  async function rowsOf(who: BackOfficeWho, query = '', headers: Record<string, string> = {}) {
    const response = await download(who, query, headers);
    expect(response.statusCode, response.body).toBe(200);
    return Papa.parse<string[]>(response.body, { skipEmptyLines: true }).data;
  }
  const idsOf = async (who: BackOfficeWho, query = '') =>
    (await rowsOf(who, query))
      .slice(1)
      .map((row) => row[0])
      .sort();

  beforeAll(async () => {
    ctx = await createTestApp({
      env: { PUBLIC_URL: TEST_SITE_URL, RATE_LIMIT_MAX: '100000', TIME_ZONE: 'Europe/Madrid' },
    });
    const { db } = ctx.database;
    const accounts = await backOfficeAccounts(ctx);
    cookies = accounts.cookies;
    supplierIds.supplierA = accounts.ids.supplierA;
    supplierIds.supplierB = accounts.ids.supplierB;
    const place = await createPlace(db, 'EX');
    await db.insert(locationNames).values([
      { locationId: place, language: 'en', name: 'Seville airport' },
      { locationId: place, language: 'fr', name: 'Aéroport de Séville' },
    ]);
    const carA = await createCar(db, {
      supplierId: accounts.ids.supplierA,
      locationIds: [place],
      name: 'Clio',
    });
    const carB = await createCar(db, {
      supplierId: accounts.ids.supplierB,
      locationIds: [place],
      name: 'Golf',
    });
    // A driver whose name a spreadsheet would run as a formula.
    const mallory = await createAccount(db, { fullName: 'Mallory', email: 'mallory@drivers.example' });
    await db
      .update(users)
      .set({ fullName: '=HYPERLINK("http://evil.example")' })
      .where(eq(users.id, mallory.id));
    const at = (day: string, hour: number) => new Date(`${day}T${String(hour).padStart(2, '0')}:00:00Z`);
    booking.a1 = await createBooking(db, {
      carId: carA,
      locationId: place,
      from: at('2031-03-04', 9),
      to: at('2031-03-07', 9),
      status: 'confirmed',
      driverId: accounts.ids.driver,
    });
    booking.a2 = await createBooking(db, {
      carId: carA,
      locationId: place,
      from: at('2031-05-10', 8),
      to: at('2031-05-12', 8),
      status: 'paid',
      driverId: mallory.id,
    });
    booking.a3 = await createBooking(db, {
      carId: carA,
      locationId: place,
      from: at('2031-07-01', 8),
      to: at('2031-07-02', 8),
      status: 'cancelled',
      driverId: accounts.ids.driver,
    });
    booking.b1 = await createBooking(db, {
      carId: carB,
      locationId: place,
      from: at('2031-03-05', 9),
      to: at('2031-03-06', 9),
      status: 'confirmed',
      driverId: accounts.ids.driver,
    });
    await db
      .update(bookings)
      .set({ totalMinor: 12_345, paidMinor: 12_345, dueNowMinor: 12_345 })
      .where(eq(bookings.id, booking.a2));
  });
  afterAll(() => ctx.close());

  it('refuses a visitor (401) and a driver (403), whatever the query', async () => {
    for (const query of ['', '?status=junk']) {
      const visitor = await download('visitor', query);
      expect(visitor.statusCode).toBe(401);
      expect(visitor.json().error.code).toBe('auth.unauthenticated');
      const driver = await download('driver', query);
      expect(driver.statusCode).toBe(403);
      expect(driver.json().error.code).toBe('auth.forbidden');
    }
  });

  it('gives an admin every booking, a supplier only its own, and another supplier none of them', async () => {
    expect(await idsOf('admin')).toEqual(Object.values(booking).sort());
    expect(await idsOf('supplierA')).toEqual([booking.a1, booking.a2, booking.a3].sort());
    expect(await idsOf('supplierB')).toEqual([booking.b1]);
    // A supplier naming another supplier only narrows its own list.
    expect(await idsOf('supplierA', `?supplier=${supplierIds.supplierB}`)).toEqual([]);
    expect(await idsOf('admin', `?supplier=${supplierIds.supplierB}`)).toEqual([booking.b1]);
  });

  it('is a CSV download named by the day, its header in the reader’s language', async () => {
    const response = await download('admin');
    expect(response.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(response.headers['content-disposition']).toMatch(
      /^attachment; filename="bookings-\d{4}-\d{2}-\d{2}\.csv"$/,
    );
    expect(response.headers['cache-control']).toBe('private, no-store');
    const [english] = await rowsOf('admin');
    expect(english).toEqual([
      'Booking id',
      'Status',
      'Car',
      'Supplier',
      'Driver',
      'Driver email',
      'Pick-up place',
      'Drop-off place',
      'Pick-up time',
      'Drop-off time',
      'Days',
      'Total (USD)',
      'Payment',
      'Paid online (USD)',
      'Created at',
    ]);
    const [french] = await rowsOf('admin', '?lang=fr');
    expect(french?.[0]).toBe('Numéro de réservation');
    const [spanish] = await rowsOf('admin', '', { 'accept-language': 'es-ES,es;q=0.9' });
    expect(spanish?.[1]).toBe('Estado');
  });

  it('writes each booking’s values: places, times with the marketplace’s offset, days and amounts', async () => {
    const rows = await rowsOf('supplierA', '?keyword=Clio&status=confirmed&lang=fr');
    expect(rows).toHaveLength(2);
    const [, row] = rows;
    expect(row?.slice(0, 13)).toEqual([
      booking.a1,
      'confirmed',
      'Clio',
      'Atlas Rentals',
      'Dana Driver',
      expect.stringContaining('@'),
      'Aéroport de Séville',
      'Aéroport de Séville',
      // 09:00 UTC is 10:00 in Madrid in March (+01:00).
      '2031-03-04T10:00:00+01:00',
      '2031-03-07T10:00:00+01:00',
      '3',
      '0.00',
      'counter',
    ]);
    const paid = (await rowsOf('admin', '?status=paid')).slice(1);
    expect(paid).toHaveLength(1);
    // Summer time in May: +02:00; 123.45 USD paid online.
    expect(paid[0]?.[8]).toBe('2031-05-10T10:00:00+02:00');
    expect([paid[0]?.[11], paid[0]?.[13]]).toEqual(['123.45', '123.45']);
    expect(paid[0]?.[14]).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}[+-]\d{2}:\d{2}$/);
  });

  it('applies the list’s filters: statuses, days, keyword, supplier', async () => {
    expect(await idsOf('admin', '?status=confirmed&status=cancelled')).toEqual(
      [booking.a1, booking.a3, booking.b1].sort(),
    );
    expect(await idsOf('admin', '?from=2031-05-01&to=2031-06-30')).toEqual([booking.a2]);
    expect(await idsOf('admin', '?keyword=golf')).toEqual([booking.b1]);
    expect(await idsOf('supplierB', '?keyword=clio')).toEqual([]);
    const invalid = await download('admin', '?from=2031-13-45');
    expect(invalid.statusCode).toBe(400);
    expect(invalid.json().error.code).toBe('common.invalidRequest');
  });

  it('writes every matching booking, more than one page of the list', async () => {
    const { db } = ctx.database;
    const [car] = await db
      .select({ carId: bookings.carId })
      .from(bookings)
      .where(eq(bookings.id, booking.a3));
    const [place] = await db
      .select({ placeId: bookings.pickUpLocationId })
      .from(bookings)
      .where(eq(bookings.id, booking.a3));
    for (let day = 1; day <= 25; day += 1) {
      await createBooking(db, {
        carId: car?.carId ?? '',
        locationId: place?.placeId ?? '',
        from: new Date(Date.UTC(2032, 0, day, 9)),
        to: new Date(Date.UTC(2032, 0, day, 18)),
        status: 'cancelled',
      });
    }
    // The list's pages hold 20 bookings; the file holds them all.
    expect(await idsOf('supplierA', '?from=2032-01-01&to=2032-01-31')).toHaveLength(25);
  });

  it('writes a cell a spreadsheet would run as a formula as text', async () => {
    const rows = await rowsOf('admin', '?status=paid');
    expect(rows[1]?.[4]).toBe(`'=HYPERLINK("http://evil.example")`);
  });

  it('quotes every field, and writes a formula after a `;` as text too (Excel’s separator in fr and es)', async () => {
    await ctx.database.db
      .update(users)
      .set({ fullName: 'Mallory;=HYPERLINK("http://evil.example");-2+3;@SUM(A1)\n+1' })
      .where(eq(users.email, 'mallory@drivers.example'));
    const response = await download('admin', '?status=paid&lang=fr');
    expect(response.statusCode).toBe(200);
    const lines = response.body.split('\r\n').filter((line) => line !== '');
    expect(lines).toHaveLength(2);
    // Every field of every line, the header's too, is quoted.
    for (const line of lines) expect(line).toMatch(/^"(?:[^"]|"")*"(?:,"(?:[^"]|"")*")*$/);
    // Split as Excel in French splits it, on every `;` and line break whatever the quotes: no piece
    // starts a formula.
    for (const piece of response.body.split(/[;\r\n]/)) {
      expect(piece.replace(/^"/, ''), piece).not.toMatch(/^[=+\-@\t\r]/);
    }
    const [, row] = Papa.parse<string[]>(response.body, { skipEmptyLines: true }).data;
    expect(row?.[4]).toBe(`Mallory;'=HYPERLINK("http://evil.example");'-2+3;'@SUM(A1)\n'+1`);
  });
});
