// The back office's drivers on a real database, through their routes: an admin reads every driver, a
// supplier only the drivers of its own bookings (and only those bookings); the keyword, the states
// and paging; suspending a driver ends its session and keeps it from signing in, reinstating lets it
// back; the audit event of each change, none for a refusal or a change of nothing.
import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  AdminDriverPageSchema,
  AdminDriverResponseSchema,
  type AdminDriverPage,
} from '@roadbook/domain/contracts/admin-drivers';
import { BookingListSchema } from '@roadbook/domain/contracts/bookings';
import { auditEvents } from '../../db/schema/audit';
import { sessions, users } from '../../db/schema/users';
import { asPage, createAccount, signIn, TEST_PASSWORD, TEST_SITE_URL } from '../../testing/accounts.fixture';
import { createBooking, createCar, createPlace, DAY, hoursFromNow } from '../../testing/cars.fixture';
import { createTestApp, type TestContext } from '../../testing/test-app';

type Who = 'admin' | 'supplierA' | 'supplierB' | 'driver' | 'visitor';
type Method = 'GET' | 'POST';

describe('the back office’s drivers', () => {
  let ctx: TestContext;
  const ids = {
    admin: '',
    supplierA: '',
    supplierB: '',
    dana: '',
    elodie: '',
    sam: '',
    noel: '',
  };
  const bookingIds = { danaA1: '', danaA2: '', danaB: '', elodieB: '' };
  const danaEmail = 'dana@drivers.example';
  const cookie: Record<Who, string> = { admin: '', supplierA: '', supplierB: '', driver: '', visitor: '' };

  const call = (method: Method, url: string, who: Who) =>
    ctx.app.inject({
      method,
      url,
      headers: who === 'visitor' ? { origin: TEST_SITE_URL } : asPage(cookie[who]),
    });
  const list = async (query: string, who: Who = 'admin'): Promise<AdminDriverPage> => {
    const response = await call('GET', `/api/admin/drivers${query}`, who);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.headers['cache-control']).toBe('private, no-store');
    return AdminDriverPageSchema.parse(response.json());
  };
  const names = async (query = '', who: Who = 'admin') =>
    (await list(query, who)).drivers.map((driver) => driver.fullName);
  const auditOf = (id: string) =>
    ctx.database.db.select().from(auditEvents).where(eq(auditEvents.recordId, id)).orderBy(auditEvents.at);
  const auditCount = async () =>
    (await ctx.database.db.select({ id: auditEvents.id }).from(auditEvents)).length;
  const signInAs = (email: string) =>
    ctx.app.inject({
      method: 'POST',
      url: '/api/sign-in/frontend',
      headers: { origin: TEST_SITE_URL },
      payload: { email, password: TEST_PASSWORD },
    });

  beforeAll(async () => {
    ctx = await createTestApp({ env: { PUBLIC_URL: TEST_SITE_URL, RATE_LIMIT_MAX: '100000' } });
    const { db } = ctx.database;
    const place = await createPlace(db, 'DR');
    const admin = await createAccount(db, { type: 'admin', fullName: 'Ada Admin' });
    const supplierA = await createAccount(db, { type: 'supplier', fullName: 'Atlas Rentals' });
    const supplierB = await createAccount(db, { type: 'supplier', fullName: 'Brisa Cars' });
    // Made one after the other: newest last.
    const dana = await createAccount(db, { fullName: 'Dana Driver', email: danaEmail });
    const elodie = await createAccount(db, { fullName: 'Élodie Martin', isVerified: false });
    const sam = await createAccount(db, { fullName: 'Sam Suspended', isBlacklisted: true });
    const noel = await createAccount(db, { fullName: 'Noël Nobooking' });
    const gone = await createAccount(db, { fullName: 'Gone Driver' });
    // One minute apart, as two accounts made in the same millisecond would have no order.
    const made = [dana, elodie, sam, noel, gone];
    for (const [index, account] of made.entries()) {
      const createdAt = new Date(Date.now() - (made.length - index) * 60_000);
      await db.update(users).set({ createdAt }).where(eq(users.id, account.id));
    }
    await db.update(users).set({ deletedAt: new Date() }).where(eq(users.id, gone.id));
    await db.update(users).set({ phone: '+34 600 11 22 33' }).where(eq(users.id, elodie.id));
    Object.assign(ids, {
      admin: admin.id,
      supplierA: supplierA.id,
      supplierB: supplierB.id,
      dana: dana.id,
      elodie: elodie.id,
      sam: sam.id,
      noel: noel.id,
    });
    const carA = await createCar(db, { supplierId: supplierA.id, locationIds: [place], name: 'Atlas Van' });
    const carB = await createCar(db, { supplierId: supplierB.id, locationIds: [place], name: 'Brisa Bus' });
    const booking = (carId: string, driverId: string, days: number) => {
      const from = hoursFromNow(days);
      return createBooking(db, {
        carId,
        driverId,
        locationId: place,
        from,
        to: new Date(from.getTime() + 2 * DAY),
        status: 'confirmed',
      });
    };
    bookingIds.danaA1 = await booking(carA, dana.id, 10);
    bookingIds.danaA2 = await booking(carA, dana.id, 20);
    bookingIds.danaB = await booking(carB, dana.id, 30);
    bookingIds.elodieB = await booking(carB, elodie.id, 40);
    cookie.admin = await signIn(ctx.app, admin.email);
    cookie.supplierA = await signIn(ctx.app, supplierA.email);
    cookie.supplierB = await signIn(ctx.app, supplierB.email);
    cookie.driver = await signIn(ctx.app, dana.email);
  });
  afterAll(() => ctx.close());

  describe('who may enter', () => {
    it('refuses a visitor (401) and a driver (403) on every route, a supplier (403) on the changes', async () => {
      const reads: [Method, string][] = [
        ['GET', '/api/admin/drivers'],
        ['GET', '/api/admin/drivers?pageSize=junk'],
        ['GET', `/api/admin/drivers/${ids.dana}`],
      ];
      const changes: [Method, string][] = [
        ['POST', `/api/admin/drivers/${ids.dana}/suspend`],
        ['POST', `/api/admin/drivers/${ids.sam}/reinstate`],
        ['POST', '/api/admin/drivers/not-an-id/suspend'],
      ];
      const before = await auditCount();
      for (const [method, url] of [...reads, ...changes]) {
        const visitor = await call(method, url, 'visitor');
        expect({ url, status: visitor.statusCode }).toEqual({ url, status: 401 });
        expect(visitor.json().error.code).toBe('auth.unauthenticated');
        const driver = await call(method, url, 'driver');
        expect({ url, status: driver.statusCode }).toEqual({ url, status: 403 });
        expect(driver.json().error.code).toBe('auth.forbidden');
      }
      for (const [method, url] of changes) {
        const response = await call(method, url, 'supplierA');
        expect({ url, status: response.statusCode }).toEqual({ url, status: 403 });
        expect(response.json().error.code).toBe('auth.forbidden');
      }
      expect(await auditCount()).toBe(before);
      const [dana] = await ctx.database.db.select().from(users).where(eq(users.id, ids.dana));
      expect(dana?.isBlacklisted).toBe(false);
    });
  });

  describe('GET /api/admin/drivers', () => {
    it('lists every driver account not deleted to an admin, newest first, with their bookings', async () => {
      const page = await list('');
      expect(page).toMatchObject({ total: 4, page: 1, pageSize: 30 });
      expect(page.drivers).toEqual([
        expect.objectContaining({ id: ids.noel, bookingCount: 0 }),
        expect.objectContaining({ id: ids.sam, isBlacklisted: true, bookingCount: 0 }),
        expect.objectContaining({ id: ids.elodie, isEmailVerified: false, bookingCount: 1 }),
        {
          id: ids.dana,
          fullName: 'Dana Driver',
          email: danaEmail,
          phone: '+33 6 12 34 56 78',
          isEmailVerified: true,
          isBlacklisted: false,
          bookingCount: 3,
          createdAt: expect.any(String),
        },
      ]);
    });

    it('lists to a supplier only the drivers of its bookings, counting only those', async () => {
      const ofA = await list('', 'supplierA');
      expect(ofA.drivers.map(({ id, bookingCount }) => ({ id, bookingCount }))).toEqual([
        { id: ids.dana, bookingCount: 2 },
      ]);
      expect(ofA.total).toBe(1);
      const ofB = await list('', 'supplierB');
      expect(ofB.drivers.map(({ id, bookingCount }) => ({ id, bookingCount }))).toEqual([
        { id: ids.elodie, bookingCount: 1 },
        { id: ids.dana, bookingCount: 1 },
      ]);
      expect(await names('?keyword=elodie', 'supplierA')).toEqual([]);
    });

    it('finds by name (accents and case aside), email and phone, keeps one state, and pages', async () => {
      expect(await names('?keyword=ELODIE')).toEqual(['Élodie Martin']);
      expect(await names('?keyword=drivers.example')).toEqual(['Dana Driver']);
      expect(await names('?keyword=600 11 22')).toEqual(['Élodie Martin']);
      expect(await names('?keyword=6001122')).toEqual(['Élodie Martin']);
      expect(await names('?keyword=%25')).toEqual([]);
      expect(await names('?keyword=gone')).toEqual([]);
      expect(await names('?state=unverified')).toEqual(['Élodie Martin']);
      expect(await names('?state=suspended')).toEqual(['Sam Suspended']);
      expect(await names('?state=verified')).toEqual(['Noël Nobooking', 'Dana Driver']);
      const paged: string[] = [];
      for (let page = 1; page <= 4; page += 1) paged.push(...(await names(`?pageSize=1&page=${page}`)));
      expect(paged).toEqual(await names());
      expect(await list('?pageSize=3&page=9')).toMatchObject({ drivers: [], total: 4 });
      for (const query of ['?pageSize=0', '?pageSize=101', '?state=banned', `?keyword=${'k'.repeat(101)}`]) {
        const response = await call('GET', `/api/admin/drivers${query}`, 'admin');
        expect({ query, status: response.statusCode }).toEqual({ query, status: 400 });
        expect(response.json().error.details.fields[0]).toMatchObject({ in: 'querystring' });
      }
    });
  });

  describe('GET /api/admin/drivers/{id}', () => {
    it('answers the driver and their latest bookings, newest pick-up first, as the reader may see them', async () => {
      const response = await call('GET', `/api/admin/drivers/${ids.dana}`, 'admin');
      expect(response.statusCode, response.body).toBe(200);
      expect(response.headers['cache-control']).toBe('private, no-store');
      const { driver } = AdminDriverResponseSchema.parse(response.json());
      expect(driver).toMatchObject({ id: ids.dana, fullName: 'Dana Driver', bookingCount: 3 });
      expect(driver.latestBookings.map((booking) => booking.id)).toEqual([
        bookingIds.danaB,
        bookingIds.danaA2,
        bookingIds.danaA1,
      ]);
      expect(driver.latestBookings[0]).toMatchObject({
        car: { name: 'Brisa Bus' },
        supplier: { id: ids.supplierB },
        driver: { id: ids.dana, fullName: 'Dana Driver' },
      });

      const ofA = AdminDriverResponseSchema.parse(
        (await call('GET', `/api/admin/drivers/${ids.dana}`, 'supplierA')).json(),
      ).driver;
      expect(ofA.bookingCount).toBe(2);
      expect(ofA.latestBookings.map((booking) => booking.id)).toEqual([bookingIds.danaA2, bookingIds.danaA1]);
    });

    it('answers 404 for a driver the reader may not see, as for none, and 400 for a malformed id', async () => {
      const hidden = await call('GET', `/api/admin/drivers/${ids.elodie}`, 'supplierA');
      expect(hidden.statusCode).toBe(404);
      expect(hidden.json().error.code).toBe('common.notFound');
      const unknown = await call('GET', `/api/admin/drivers/${randomUUID()}`, 'supplierA');
      expect(unknown.json()).toEqual(hidden.json());
      for (const id of [ids.noel, ids.sam]) {
        expect((await call('GET', `/api/admin/drivers/${id}`, 'supplierA')).statusCode).toBe(404);
      }
      // Admins and suppliers are not drivers.
      for (const id of [ids.admin, ids.supplierA, randomUUID()]) {
        expect((await call('GET', `/api/admin/drivers/${id}`, 'admin')).statusCode).toBe(404);
      }
      const malformed = await call('GET', '/api/admin/drivers/not-an-id', 'admin');
      expect(malformed.statusCode).toBe(400);
      expect(malformed.json().error.details.fields).toEqual([
        { path: 'id', in: 'params', code: 'validation.invalidValue' },
      ]);
    });
  });

  it('filters GET /api/bookings by driver, within what the reader may see', async () => {
    const listed = async (who: Who, query: string) => {
      const response = await call('GET', `/api/bookings${query}`, who);
      expect(response.statusCode, response.body).toBe(200);
      return BookingListSchema.parse(response.json()).bookings.map((booking) => booking.id);
    };
    expect(await listed('admin', `?driver=${ids.elodie}`)).toEqual([bookingIds.elodieB]);
    expect(await listed('supplierA', `?driver=${ids.dana}`)).toEqual([bookingIds.danaA2, bookingIds.danaA1]);
    expect(await listed('supplierA', `?driver=${ids.elodie}`)).toEqual([]);
    expect(await listed('driver', `?driver=${ids.elodie}`)).toEqual([]);
    const malformed = await call('GET', '/api/bookings?driver=dana', 'admin');
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json().error.details.fields).toEqual([
      { path: 'driver', in: 'querystring', code: 'validation.invalidValue' },
    ]);
  });

  describe('suspend and reinstate', () => {
    it('suspends a driver: signed out at once, cannot sign in; reinstating lets them back; each recorded', async () => {
      expect((await call('GET', '/api/bookings', 'driver')).statusCode).toBe(200);
      const suspended = await call('POST', `/api/admin/drivers/${ids.dana}/suspend`, 'admin');
      expect(suspended.statusCode, suspended.body).toBe(200);
      const { driver } = AdminDriverResponseSchema.parse(suspended.json());
      expect(driver).toMatchObject({ id: ids.dana, isBlacklisted: true, bookingCount: 3 });
      expect(driver.latestBookings).toHaveLength(3);

      const next = await call('GET', '/api/bookings', 'driver');
      expect(next.statusCode).toBe(401);
      expect(await ctx.database.db.select().from(sessions).where(eq(sessions.userId, ids.dana))).toEqual([]);
      const refused = await signInAs(danaEmail);
      expect(refused.statusCode).toBe(403);
      expect(refused.json().error.code).toBe('auth.accountSuspended');
      expect(await names('?state=suspended')).toEqual(['Sam Suspended', 'Dana Driver']);
      // Suspending again changes nothing and records nothing.
      expect((await call('POST', `/api/admin/drivers/${ids.dana}/suspend`, 'admin')).statusCode).toBe(200);

      const reinstated = await call('POST', `/api/admin/drivers/${ids.dana}/reinstate`, 'admin');
      expect(reinstated.statusCode).toBe(200);
      expect(reinstated.json().driver.isBlacklisted).toBe(false);
      expect((await signInAs(danaEmail)).statusCode).toBe(200);

      const events = await auditOf(ids.dana);
      expect(events).toHaveLength(2);
      expect(events[0]).toMatchObject({
        actorId: ids.admin,
        action: 'update',
        recordKind: 'driver',
        recordLabel: 'Dana Driver',
        before: { email: danaEmail, isBlacklisted: false },
        after: { email: danaEmail, isBlacklisted: true },
      });
      expect(events[1]).toMatchObject({ before: { isBlacklisted: true }, after: { isBlacklisted: false } });
    });

    it('answers 404 for an account that is not a driver, and 400 for a malformed id, changing nothing', async () => {
      const before = await auditCount();
      for (const id of [ids.admin, ids.supplierA, randomUUID()]) {
        for (const action of ['suspend', 'reinstate']) {
          const response = await call('POST', `/api/admin/drivers/${id}/${action}`, 'admin');
          expect({ action, status: response.statusCode }).toEqual({ action, status: 404 });
          expect(response.json().error.code).toBe('common.notFound');
        }
      }
      const malformed = await call('POST', '/api/admin/drivers/not-an-id/suspend', 'admin');
      expect(malformed.statusCode).toBe(400);
      expect(malformed.json().error.details.fields).toEqual([
        { path: 'id', in: 'params', code: 'validation.invalidValue' },
      ]);
      expect(await auditCount()).toBe(before);
      const [supplier] = await ctx.database.db.select().from(users).where(eq(users.id, ids.supplierA));
      expect(supplier?.isBlacklisted).toBe(false);
    });
  });
});
