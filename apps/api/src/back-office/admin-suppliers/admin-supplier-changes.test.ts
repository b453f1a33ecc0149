// One supplier in the back office on a real database, through its routes: admins only; reading it,
// verifying it (its cars enter the public search at once, it is emailed), suspending it (its session
// ends, it cannot sign in, its cars leave the search) and reinstating it, editing its profile and
// settings, its logo; the audit event of each change, none for a refusal or a change of nothing.
import { randomUUID } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  AdminSupplierPageSchema,
  AdminSupplierResponseSchema,
  type AdminSupplier,
} from '@roadbook/domain/contracts/admin-suppliers';
import { CarSearchResultSchema } from '@roadbook/domain/contracts/car-search';
import { auditEvents } from '../../db/schema/audit';
import { sessions, users } from '../../db/schema/users';
import {
  asPage,
  createAccount,
  queuedEmails,
  signIn,
  TEST_PASSWORD,
  TEST_SITE_URL,
} from '../../testing/accounts.fixture';
import { createCar, createPlace, DAY, hoursFromNow } from '../../testing/cars.fixture';
import { createTestApp, type TestContext } from '../../testing/test-app';
import { multipartBody, pngOf, type MultipartPart } from '../../testing/uploads.fixture';

type Who = 'admin' | 'supplier' | 'otherSupplier' | 'driver' | 'visitor';
type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';

describe('the back office’s suppliers', () => {
  let ctx: TestContext;
  let place: string;
  const ids = { admin: '', supplier: '', otherSupplier: '', driver: '', car: '' };
  const emails = { supplier: 'desk@atlas.example' };
  const cookie: Record<Who, string> = {
    admin: '',
    supplier: '',
    otherSupplier: '',
    driver: '',
    visitor: '',
  };

  const call = (method: Method, url: string, who: Who, payload?: object) =>
    ctx.app.inject({
      method,
      url,
      headers: who === 'visitor' ? { origin: TEST_SITE_URL } : asPage(cookie[who]),
      ...(payload === undefined ? {} : { payload }),
    });
  /** An admin's call that must answer the supplier. */
  const supplierOf = async (method: Method, url: string, payload?: object): Promise<AdminSupplier> => {
    const response = await call(method, url, 'admin', payload);
    expect(response.statusCode, response.body).toBe(200);
    return AdminSupplierResponseSchema.parse(response.json()).supplier;
  };
  const url = (suffix = '') => `/api/admin/suppliers/${ids.supplier}${suffix}`;

  const auditOf = (id: string) =>
    ctx.database.db.select().from(auditEvents).where(eq(auditEvents.recordId, id)).orderBy(auditEvents.at);
  const auditCount = async () =>
    (await ctx.database.db.select({ id: auditEvents.id }).from(auditEvents)).length;
  const supplierRow = async () =>
    (await ctx.database.db.select().from(users).where(eq(users.id, ids.supplier)))[0];

  /** The cars the public search finds at the supplier's place. */
  const searched = async () => {
    const from = hoursFromNow(3, 10);
    const to = new Date(from.getTime() + 3 * DAY);
    const response = await ctx.app.inject({
      method: 'GET',
      url: `/api/cars/search?pickupLocation=${place}&from=${from.toISOString()}&to=${to.toISOString()}`,
    });
    expect(response.statusCode, response.body).toBe(200);
    return CarSearchResultSchema.parse(response.json()).cars.map((car) => car.id);
  };

  const editBody = (fields: object = {}) => ({
    name: 'Atlas Rentals Lyon',
    phone: '+33 4 72 00 00 00',
    location: 'Lyon Part-Dieu',
    bio: 'Vans and minibuses since 1998.',
    priceChangeRate: 12.5,
    isPayAtCounterAllowed: true,
    isLicenceRequired: true,
    minimumRentalDays: 3,
    ...fields,
  });

  beforeAll(async () => {
    ctx = await createTestApp({
      env: { PUBLIC_URL: TEST_SITE_URL, UPLOAD_MAX_BYTES: '1000000', RATE_LIMIT_MAX: '100000' },
    });
    const { db } = ctx.database;
    place = await createPlace(db, 'AS');
    const admin = await createAccount(db, { type: 'admin', fullName: 'Ada Admin' });
    const supplier = await createAccount(db, {
      type: 'supplier',
      fullName: 'Atlas Rentals',
      email: emails.supplier,
      language: 'fr',
    });
    const otherSupplier = await createAccount(db, { type: 'supplier', fullName: 'Brisa Cars' });
    const driver = await createAccount(db, { fullName: 'Dana Driver' });
    await db
      .update(users)
      .set({ priceChangeRate: 10, isPayAtCounterAllowed: false, minimumRentalDays: 1 })
      .where(eq(users.id, supplier.id));
    Object.assign(ids, {
      admin: admin.id,
      supplier: supplier.id,
      otherSupplier: otherSupplier.id,
      driver: driver.id,
      car: await createCar(db, { supplierId: supplier.id, locationIds: [place], name: 'Atlas Van' }),
    });
    cookie.admin = await signIn(ctx.app, admin.email);
    cookie.supplier = await signIn(ctx.app, supplier.email);
    cookie.otherSupplier = await signIn(ctx.app, otherSupplier.email);
    cookie.driver = await signIn(ctx.app, driver.email);
  });
  afterAll(() => ctx.close());

  describe('who may enter', () => {
    it('refuses a visitor (401), a driver and a supplier, its own record too (403), on every route', async () => {
      const routes: [Method, string, object?][] = [
        ['GET', url()],
        ['PUT', url(), editBody()],
        ['PUT', url(), { name: 12 }],
        ['POST', url('/verify')],
        ['POST', url('/suspend')],
        ['POST', url('/reinstate')],
        ['PUT', url('/logo'), {}],
        ['DELETE', url('/logo')],
        ['GET', '/api/admin/suppliers/not-an-id'],
        ['GET', '/api/admin/suppliers?state=junk'],
      ];
      const before = await auditCount();
      for (const [method, route, body] of routes) {
        const visitor = await call(method, route, 'visitor', body);
        expect({ method, route, status: visitor.statusCode }).toEqual({ method, route, status: 401 });
        expect(visitor.json().error.code).toBe('auth.unauthenticated');
        for (const who of ['driver', 'supplier', 'otherSupplier'] as const) {
          const response = await call(method, route, who, body);
          expect({ method, route, who, status: response.statusCode }).toEqual({
            method,
            route,
            who,
            status: 403,
          });
          expect(response.json().error.code).toBe('auth.forbidden');
        }
      }
      expect(await auditCount()).toBe(before);
      expect(await supplierRow()).toMatchObject({ fullName: 'Atlas Rentals', approvedAt: null });
    });

    it('answers 404 for an unknown, a deleted or a non-supplier account, 400 for a malformed id', async () => {
      const gone = await createAccount(ctx.database.db, { type: 'supplier', fullName: 'Gone Rentals' });
      await ctx.database.db.update(users).set({ deletedAt: new Date() }).where(eq(users.id, gone.id));
      const before = await auditCount();
      for (const id of [randomUUID(), gone.id, ids.driver, ids.admin]) {
        for (const [method, suffix, body] of [
          ['GET', ''],
          ['PUT', '', editBody()],
          ['POST', '/verify'],
          ['POST', '/suspend'],
          ['POST', '/reinstate'],
          ['DELETE', '/logo'],
        ] as [Method, string, object?][]) {
          const response = await call(method, `/api/admin/suppliers/${id}${suffix}`, 'admin', body);
          expect({ method, suffix, status: response.statusCode }).toEqual({ method, suffix, status: 404 });
          expect(response.json().error.code).toBe('common.notFound');
        }
      }
      expect(await auditCount()).toBe(before);
      const malformed = await call('POST', '/api/admin/suppliers/not-an-id/verify', 'admin');
      expect(malformed.statusCode).toBe(400);
      expect(malformed.json().error.details.fields).toEqual([
        { path: 'id', in: 'params', code: 'validation.invalidValue' },
      ]);
    });
  });

  it('GET /api/admin/suppliers/{id} answers its contact, settings, logo, state and cars', async () => {
    const response = await call('GET', url(), 'admin');
    expect(response.headers['cache-control']).toBe('private, no-store');
    expect(AdminSupplierResponseSchema.parse(response.json()).supplier).toEqual({
      id: ids.supplier,
      name: 'Atlas Rentals',
      logo: null,
      email: emails.supplier,
      isEmailVerified: true,
      isApproved: false,
      isBlacklisted: false,
      carCount: 1,
      createdAt: expect.any(String),
      phone: '+33 6 12 34 56 78',
      location: null,
      bio: null,
      language: 'fr',
      approvedAt: null,
      settings: {
        priceChangeRate: 10,
        isPayAtCounterAllowed: false,
        isLicenceRequired: false,
        minimumRentalDays: 1,
      },
    });
  });

  it('verifies a supplier: its cars are in the search at once, it is emailed once, the change recorded', async () => {
    expect(await searched()).toEqual([]);
    const listed = async () =>
      AdminSupplierPageSchema.parse(
        (await call('GET', '/api/admin/suppliers?state=unverified', 'admin')).json(),
      ).suppliers.map((supplier) => supplier.id);
    expect(await listed()).toContain(ids.supplier);

    const verified = await supplierOf('POST', url('/verify'));
    expect(verified).toMatchObject({ isApproved: true, approvedAt: expect.any(String) });
    expect(await searched()).toEqual([ids.car]);
    expect(await listed()).not.toContain(ids.supplier);

    const [email, ...more] = await queuedEmails(ctx, emails.supplier, 'supplierVerified');
    expect(more).toEqual([]);
    expect(email).toMatchObject({ language: 'fr', subject: 'Votre agence est vérifiée sur Roadbook' });
    expect(email?.text).toContain('Bonjour Atlas Rentals,');
    expect(email?.text).toContain(`${TEST_SITE_URL}/admin?l=fr`);

    const [event, ...others] = await auditOf(ids.supplier);
    expect(others).toEqual([]);
    expect(event).toMatchObject({
      actorId: ids.admin,
      action: 'update',
      recordKind: 'supplier',
      recordLabel: 'Atlas Rentals',
      before: { isApproved: false, approvedAt: null, isBlacklisted: false },
      after: { isApproved: true, approvedAt: verified.approvedAt, isBlacklisted: false },
    });

    // Already verified: nothing changes, nothing is recorded or sent.
    expect(await supplierOf('POST', url('/verify'))).toEqual(verified);
    expect(await auditOf(ids.supplier)).toHaveLength(1);
    expect(await queuedEmails(ctx, emails.supplier, 'supplierVerified')).toHaveLength(1);
  });

  it('suspends a supplier: its session ends, it cannot sign in, its cars leave the search; reinstating undoes it', async () => {
    expect((await call('GET', '/api/admin/cars', 'supplier')).statusCode).toBe(200);
    expect(await searched()).toEqual([ids.car]);
    const before = (await auditOf(ids.supplier)).length;

    const suspended = await supplierOf('POST', url('/suspend'));
    expect(suspended).toMatchObject({ isBlacklisted: true, isApproved: true });
    // Its next request is a visitor's, and its sessions are gone.
    const next = await call('GET', '/api/admin/cars', 'supplier');
    expect(next.statusCode).toBe(401);
    expect(next.json().error.code).toBe('auth.unauthenticated');
    expect(await ctx.database.db.select().from(sessions).where(eq(sessions.userId, ids.supplier))).toEqual(
      [],
    );
    const signInAgain = await ctx.app.inject({
      method: 'POST',
      url: '/api/sign-in/backend',
      headers: { origin: TEST_SITE_URL },
      payload: { email: emails.supplier, password: TEST_PASSWORD },
    });
    expect(signInAgain.statusCode).toBe(403);
    expect(signInAgain.json().error.code).toBe('auth.accountSuspended');
    expect(await searched()).toEqual([]);
    const states = AdminSupplierPageSchema.parse(
      (await call('GET', '/api/admin/suppliers?state=suspended', 'admin')).json(),
    );
    expect(states.suppliers.map((supplier) => supplier.id)).toEqual([ids.supplier]);
    // Suspending again changes nothing.
    expect(await supplierOf('POST', url('/suspend'))).toEqual(suspended);

    const reinstated = await supplierOf('POST', url('/reinstate'));
    expect(reinstated).toMatchObject({ isBlacklisted: false, isApproved: true });
    expect(await searched()).toEqual([ids.car]);
    cookie.supplier = await signIn(ctx.app, emails.supplier);
    expect((await call('GET', '/api/admin/cars', 'supplier')).statusCode).toBe(200);
    expect(await supplierOf('POST', url('/reinstate'))).toEqual(reinstated);

    const events = (await auditOf(ids.supplier)).slice(before);
    expect(events.map((event) => [event.before?.isBlacklisted, event.after?.isBlacklisted])).toEqual([
      [false, true],
      [true, false],
    ]);
    expect(events.every((event) => event.actorId === ids.admin && event.recordKind === 'supplier')).toBe(
      true,
    );
  });

  describe('PUT /api/admin/suppliers/{id}', () => {
    it('writes its name, phone, location, bio and settings, and records the change', async () => {
      const before = (await auditOf(ids.supplier)).length;
      const edited = await supplierOf('PUT', url(), editBody());
      expect(edited).toMatchObject({
        name: 'Atlas Rentals Lyon',
        phone: '+33 4 72 00 00 00',
        location: 'Lyon Part-Dieu',
        bio: 'Vans and minibuses since 1998.',
        settings: {
          priceChangeRate: 12.5,
          isPayAtCounterAllowed: true,
          isLicenceRequired: true,
          minimumRentalDays: 3,
        },
      });
      expect(await supplierOf('GET', url())).toEqual(edited);
      const [event] = (await auditOf(ids.supplier)).slice(before);
      expect(event).toMatchObject({
        action: 'update',
        recordLabel: 'Atlas Rentals Lyon',
        before: { name: 'Atlas Rentals', location: null, settings: { priceChangeRate: 10 } },
        after: {
          name: 'Atlas Rentals Lyon',
          location: 'Lyon Part-Dieu',
          settings: { priceChangeRate: 12.5 },
        },
      });

      // Blank texts clear them; the same body again records nothing more.
      const cleared = await supplierOf('PUT', url(), editBody({ location: '  ', bio: null }));
      expect(cleared).toMatchObject({ location: null, bio: null });
      await supplierOf('PUT', url(), editBody({ location: '  ', bio: null }));
      expect(await auditOf(ids.supplier)).toHaveLength(before + 2);
    });

    it('refuses each invalid field with its code, and changes nothing', async () => {
      const before = await auditCount();
      const row = await supplierRow();
      const refusals: [body: object, fields: { path: string; code: string }[]][] = [
        [
          {},
          ['name', 'phone', 'isPayAtCounterAllowed', 'isLicenceRequired', 'minimumRentalDays'].map(
            (field) => ({ path: field, code: 'validation.required' }),
          ),
        ],
        [editBody({ name: '  ' }), [{ path: 'name', code: 'validation.required' }]],
        [editBody({ phone: 'call me' }), [{ path: 'phone', code: 'validation.invalidPhone' }]],
        [editBody({ bio: 'b'.repeat(1001) }), [{ path: 'bio', code: 'validation.tooLong' }]],
        [
          editBody({ priceChangeRate: 1.234 }),
          [{ path: 'priceChangeRate', code: 'validation.tooManyDecimals' }],
        ],
        [editBody({ minimumRentalDays: 0 }), [{ path: 'minimumRentalDays', code: 'validation.outOfRange' }]],
        [
          editBody({ isLicenceRequired: 'yes' }),
          [{ path: 'isLicenceRequired', code: 'validation.invalidValue' }],
        ],
      ];
      for (const [body, fields] of refusals) {
        const response = await call('PUT', url(), 'admin', body);
        expect(response.statusCode, JSON.stringify(body)).toBe(400);
        const answered = response.json().error.details.fields as { path: string; code: string; in: string }[];
        expect(answered.map(({ path: at, code }) => ({ path: at, code }))).toEqual(
          expect.arrayContaining(fields),
        );
        expect(answered.every((field) => field.in === 'body')).toBe(true);
      }
      expect(await auditCount()).toBe(before);
      expect(await supplierRow()).toEqual(row);
    });
  });

  describe('the logo', () => {
    const upload = (parts: MultipartPart[], who: Who = 'admin') => {
      const body = multipartBody(parts);
      return ctx.app.inject({
        method: 'PUT',
        url: url('/logo'),
        headers: { ...asPage(cookie[who]), 'content-type': body.contentType },
        payload: body.payload,
      });
    };
    const logoPart = (content: Buffer | string, name = 'logo'): MultipartPart => ({
      name,
      fileName: 'logo.png',
      contentType: 'image/png',
      content,
    });
    const fileOf = (logo: string) => path.join(ctx.dataDir, logo);

    it('is checked by its content, made 120 × 60, recorded, and removed cleanly', async () => {
      const before = (await auditOf(ids.supplier)).length;
      const response = await upload([logoPart(await pngOf(400, 100))]);
      expect(response.statusCode, response.body).toBe(200);
      const logo = AdminSupplierResponseSchema.parse(response.json()).supplier.logo ?? '';
      expect(logo).toMatch(/^\/uploads\/logos\/[0-9a-f]{32}\.webp$/);
      expect(await sharp(fs.readFileSync(fileOf(logo))).metadata()).toMatchObject({
        format: 'webp',
        width: 120,
        height: 60,
      });
      const [event] = (await auditOf(ids.supplier)).slice(before);
      expect(event).toMatchObject({ before: { logo: null }, after: { logo } });

      const removed = await supplierOf('DELETE', url('/logo'));
      expect(removed.logo).toBeNull();
      expect(fs.existsSync(fileOf(logo))).toBe(false);
      const [, removal] = (await auditOf(ids.supplier)).slice(before);
      expect(removal).toMatchObject({ before: { logo }, after: { logo: null } });
    });

    it('refuses what is not a picture, in another field, or missing, storing nothing', async () => {
      const before = await auditCount();
      const refusals: [MultipartPart[], number, string][] = [
        [[logoPart('<svg xmlns="http://www.w3.org/2000/svg"/>')], 415, 'upload.unsupportedType'],
        [[logoPart((await pngOf(64, 64)).subarray(0, 200))], 422, 'upload.unreadable'],
        [[logoPart(Buffer.alloc(1_100_000, 0xff))], 413, 'upload.tooLarge'],
        [[logoPart(await pngOf(64, 64), 'image')], 400, 'common.invalidRequest'],
        [[{ name: 'note', content: 'no file' }], 400, 'validation.imageRequired'],
      ];
      for (const [parts, status, code] of refusals) {
        const response = await upload(parts);
        expect({ code, status: response.statusCode }).toEqual({ code, status });
        expect(response.json().error.code).toBe(code);
      }
      const unknown = multipartBody([logoPart(await pngOf(64, 64))]);
      const missing = await ctx.app.inject({
        method: 'PUT',
        url: `/api/admin/suppliers/${randomUUID()}/logo`,
        headers: { ...asPage(cookie.admin), 'content-type': unknown.contentType },
        payload: unknown.payload,
      });
      expect(missing.statusCode).toBe(404);
      expect(await auditCount()).toBe(before);
      expect((await supplierRow())?.avatar).toBeNull();
    });
  });
});
