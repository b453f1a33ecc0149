// The site settings through their routes, on a real database: only admins read and change them, the
// environment's values until the first save, invalid values refused with field codes, the audit event
// of a change (none for a refusal or a change of nothing), and each change in effect at the next
// request: the maintenance page, the hidden suppliers, the minimum age, the payment window and the
// late-cancellation fee.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CheckoutAnswerSchema } from '@roadbook/domain/contracts/checkout';
import { SiteSettingsResponseSchema, type SiteSettings } from '@roadbook/domain/contracts/site-settings';
import { resources } from '@roadbook/i18n/resources';
import { auditEvents } from '../../db/schema/audit';
import { TEST_SITE_URL } from '../../testing/accounts.fixture';
import { backOfficeAccounts, requestAs, type BackOfficeWho } from '../../testing/back-office.fixture';
import { createCar, createPlace, DAY, hoursFromNow } from '../../testing/cars.fixture';
import { createTestApp, type TestContext } from '../../testing/test-app';

/** The web app's own index.html, so that the server writes the pages. */
const INDEX_HTML = fs.readFileSync(path.resolve(import.meta.dirname, '../../../../web/index.html'), 'utf8');

/** The environment's values in these tests. */
const DEFAULTS: SiteSettings = {
  maintenance: false,
  hideSuppliers: false,
  minimumAge: 21,
  paymentWindowMinutes: 30,
  lateCancellationFeePercent: 20,
  maxLocationsPerSupplier: 50,
};

describe('the site settings', () => {
  let ctx: TestContext;
  let webDir: string;
  const cookies: Record<BackOfficeWho, string> = {
    admin: '',
    supplierA: '',
    supplierB: '',
    driver: '',
    visitor: '',
  };
  let adminId = '';
  let supplierId = '';

  const call = (method: 'GET' | 'PUT', who: BackOfficeWho, payload?: object) =>
    requestAs(ctx, cookies, method, '/api/admin/settings', who, payload);
  const saved = async (settings: SiteSettings) => {
    const response = await call('PUT', 'admin', settings);
    expect(response.statusCode, response.body).toBe(200);
    return SiteSettingsResponseSchema.parse(response.json());
  };
  const settingsAudit = () =>
    ctx.database.db
      .select()
      .from(auditEvents)
      .where(eq(auditEvents.recordKind, 'settings'))
      .orderBy(auditEvents.at);
  const publicConfig = async () => (await ctx.app.inject({ method: 'GET', url: '/api/config' })).json();

  beforeAll(async () => {
    webDir = fs.mkdtempSync(path.join(os.tmpdir(), 'roadbook-settings-'));
    fs.writeFileSync(path.join(webDir, 'index.html'), INDEX_HTML);
    ctx = await createTestApp({
      env: {
        PUBLIC_URL: TEST_SITE_URL,
        WEB_DIST_DIR: webDir,
        MAINTENANCE: 'false',
        RATE_LIMIT_MAX: '100000',
      },
    });
    const accounts = await backOfficeAccounts(ctx, { supplierSettings: { isLicenceRequired: false } });
    Object.assign(cookies, accounts.cookies);
    adminId = accounts.ids.admin;
    supplierId = accounts.ids.supplierA;
  });
  afterAll(async () => {
    await ctx.close();
    fs.rmSync(webDir, { recursive: true, force: true });
  });

  it('refuses a visitor (401), a driver and a supplier (403) before reading the body', async () => {
    const junk = { maintenance: 'perhaps' };
    for (const method of ['GET', 'PUT'] as const) {
      const visitor = await call(method, 'visitor', method === 'PUT' ? junk : undefined);
      expect(visitor.statusCode, method).toBe(401);
      expect(visitor.json().error.code).toBe('auth.unauthenticated');
      for (const who of ['driver', 'supplierA'] as const) {
        const refused = await call(method, who, method === 'PUT' ? junk : undefined);
        expect(refused.statusCode, `${method} ${who}`).toBe(403);
        expect(refused.json().error.code).toBe('auth.forbidden');
      }
    }
    expect(await settingsAudit()).toEqual([]);
  });

  it('gives an admin the environment’s values until one saves them', async () => {
    const response = await call('GET', 'admin');
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('private, no-store');
    expect(SiteSettingsResponseSchema.parse(response.json())).toEqual({
      settings: DEFAULTS,
      updatedAt: null,
      updatedBy: null,
    });
  });

  it('refuses invalid values with field codes, and changes nothing', async () => {
    const cases: [change: Record<string, unknown>, path: string, code: string, params?: object][] = [
      [{ minimumAge: 20 }, 'minimumAge', 'validation.outOfRange', { min: 21, max: 99 }],
      [{ minimumAge: 100 }, 'minimumAge', 'validation.outOfRange', { min: 21, max: 99 }],
      [{ minimumAge: 25.5 }, 'minimumAge', 'validation.invalidValue'],
      [{ paymentWindowMinutes: 4 }, 'paymentWindowMinutes', 'validation.outOfRange', { min: 5, max: 1440 }],
      [{ paymentWindowMinutes: '30' }, 'paymentWindowMinutes', 'validation.invalidValue'],
      [
        { lateCancellationFeePercent: 101 },
        'lateCancellationFeePercent',
        'validation.outOfRange',
        { min: 0, max: 100 },
      ],
      [
        { maxLocationsPerSupplier: 0 },
        'maxLocationsPerSupplier',
        'validation.outOfRange',
        { min: 1, max: 1000 },
      ],
      [{ maintenance: 'yes' }, 'maintenance', 'validation.invalidValue'],
      [{ hideSuppliers: undefined }, 'hideSuppliers', 'validation.required'],
      [{ lateCancellationFeePercent: null }, 'lateCancellationFeePercent', 'validation.required'],
    ];
    for (const [change, field, code, params] of cases) {
      const response = await call('PUT', 'admin', { ...DEFAULTS, ...change });
      expect(response.statusCode, JSON.stringify(change)).toBe(400);
      expect(response.json().error).toMatchObject({
        code: 'common.invalidRequest',
        details: { fields: [{ path: field, in: 'body', code, ...(params ? { params } : {}) }] },
      });
    }
    expect((await call('PUT', 'admin', [DEFAULTS])).statusCode).toBe(400);
    expect(SiteSettingsResponseSchema.parse((await call('GET', 'admin')).json()).updatedAt).toBeNull();
    expect(await settingsAudit()).toEqual([]);
  });

  it('stores an admin’s change with its audit event, and records nothing for a change of nothing', async () => {
    const changed = { ...DEFAULTS, lateCancellationFeePercent: 35, paymentWindowMinutes: 45 };
    const answer = await saved(changed);
    expect(answer.settings).toEqual(changed);
    expect(answer.updatedBy).toEqual({ id: adminId, fullName: 'Ada Admin' });
    expect(answer.updatedAt).not.toBeNull();
    expect(SiteSettingsResponseSchema.parse((await call('GET', 'admin')).json())).toEqual(answer);

    const [event, ...others] = await settingsAudit();
    expect(others).toEqual([]);
    expect(event).toMatchObject({
      actorId: adminId,
      action: 'update',
      recordKind: 'settings',
      recordId: 'site',
      before: DEFAULTS,
      after: changed,
    });

    expect((await saved(changed)).updatedAt).toBe(answer.updatedAt);
    expect(await settingsAudit()).toHaveLength(1);
  });

  it('puts the late-cancellation fee and the payment window in GET /api/config at once', async () => {
    await saved({ ...DEFAULTS, lateCancellationFeePercent: 15, paymentWindowMinutes: 60 });
    expect(await publicConfig()).toMatchObject({ lateCancellationFeePercent: 15, paymentWindowMinutes: 60 });
    await saved({ ...DEFAULTS, lateCancellationFeePercent: 0 });
    expect(await publicConfig()).toMatchObject({ lateCancellationFeePercent: 0, paymentWindowMinutes: 30 });
  });

  it('shows the maintenance page at / from the next request, and /home again once it is off', async () => {
    const root = () => ctx.app.inject({ method: 'GET', url: '/?l=fr' });
    expect((await root()).statusCode).toBe(302);

    await saved({ ...DEFAULTS, maintenance: true });
    const maintenance = await root();
    expect(maintenance.statusCode).toBe(200);
    expect(maintenance.body).toContain(`<h1>${resources.fr.common.maintenance.title}</h1>`);
    expect(await publicConfig()).toMatchObject({ maintenance: true });

    await saved({ ...DEFAULTS, maintenance: false });
    const open = await root();
    expect(open.statusCode).toBe(302);
    expect(open.headers.location).toBe('/home?l=fr');
  });

  it('hides the suppliers’ page and sitemap entry while they are hidden; the list still answers the filters', async () => {
    const list = () => ctx.app.inject({ method: 'GET', url: '/api/suppliers' });
    const page = () => ctx.app.inject({ method: 'GET', url: '/suppliers?l=en' });
    const sitemap = async () => (await ctx.app.inject({ method: 'GET', url: '/sitemap.xml' })).body;
    expect((await list()).statusCode).toBe(200);
    expect((await page()).statusCode).toBe(200);
    expect(await sitemap()).toContain(`<loc>${TEST_SITE_URL}/suppliers?l=en</loc>`);

    await saved({ ...DEFAULTS, hideSuppliers: true });
    // The search's and the bookings' supplier filters read the list whatever the setting.
    expect((await list()).statusCode).toBe(200);
    expect((await page()).statusCode).toBe(404);
    expect(await sitemap()).not.toContain(`<loc>${TEST_SITE_URL}/suppliers?l=`);
    expect(await publicConfig()).toMatchObject({ hideSuppliers: true });

    await saved(DEFAULTS);
    expect((await page()).statusCode).toBe(200);
  });

  it('holds a car for the payment window in effect, and refuses a driver under a raised minimum age', async () => {
    const { db } = ctx.database;
    const place = await createPlace(db, 'PW');
    const carId = await createCar(db, { supplierId, locationIds: [place], isLicenceRequired: false });
    let day = 10;
    const checkout = () => {
      day += 4;
      const from = hoursFromNow(day, 10);
      return requestAs(ctx, cookies, 'POST', '/api/checkout', 'driver', {
        carId,
        pickUpLocationId: place,
        from: from.toISOString(),
        to: new Date(from.getTime() + 2 * DAY).toISOString(),
        payment: 'full',
      });
    };

    await saved({ ...DEFAULTS, paymentWindowMinutes: 90 });
    const before = Date.now();
    const held = await checkout();
    expect(held.statusCode, held.body).toBe(201);
    const expiresAt = Date.parse(CheckoutAnswerSchema.parse(held.json()).payment?.expiresAt ?? '');
    expect(expiresAt - before).toBeGreaterThanOrEqual(90 * 60_000);
    expect(expiresAt - Date.now()).toBeLessThanOrEqual(90 * 60_000);

    // Dana Driver was born in 1990.
    await saved({ ...DEFAULTS, minimumAge: 60 });
    const refused = await checkout();
    expect(refused.statusCode).toBe(400);
    expect(refused.json().error.details.fields).toEqual([
      expect.objectContaining({ path: 'driver.birthDate', code: 'validation.driverMinimumAge' }),
    ]);
    await saved(DEFAULTS);
  });

  it('refuses a sign-up younger than a raised minimum age', async () => {
    const signUp = (email: string) =>
      ctx.app.inject({
        method: 'POST',
        url: '/api/sign-up',
        headers: { origin: TEST_SITE_URL },
        payload: {
          fullName: 'Young Driver',
          email,
          password: 'abcdef1',
          confirmPassword: 'abcdef1',
          acceptTerms: true,
          phone: '+34 600 123 456',
          // 30 years old, give or take.
          birthDate: `${new Date().getUTCFullYear() - 30}-01-01`,
        },
      });
    await saved({ ...DEFAULTS, minimumAge: 40 });
    const refused = await signUp('young@example.com');
    expect(refused.statusCode).toBe(400);
    expect(refused.json().error.details.fields).toEqual([
      expect.objectContaining({ path: 'birthDate', code: 'validation.minimumAge' }),
    ]);
    expect(await publicConfig()).toMatchObject({ minimumAge: 40 });

    await saved(DEFAULTS);
    expect((await signUp('young@example.com')).statusCode).toBe(201);
  });
});
