// GET /api/admin/audit on a real database: admins only, each event with its actor, the filters (the
// calendar days counted in the marketplace's time zone), newest first, paged.
import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AuditPageSchema, type AuditPage } from '@roadbook/domain/contracts/audit';
import { carInputFixture } from '@roadbook/domain/testing/car-input.fixture';
import { auditEvents } from '../../db/schema/audit';
import { users } from '../../db/schema/users';
import { asPage, createAccount, signIn, TEST_SITE_URL } from '../../testing/accounts.fixture';
import { createPlace } from '../../testing/cars.fixture';
import { createTestApp, type TestContext } from '../../testing/test-app';

type Who = 'admin' | 'supplier' | 'driver' | 'visitor';

describe('GET /api/admin/audit', () => {
  let ctx: TestContext;
  const ids = { admin: '', otherAdmin: '', supplier: '' };
  const cookie: Record<Who, string> = { admin: '', supplier: '', driver: '', visitor: '' };
  /** Events written directly at known instants, for the day filters (marketplace: Los Angeles). */
  const dated = { lateJune30: '', earlyJuly1: '', lateJuly1: '', earlyJuly2: '' };

  const get = (query: string, who: Who) =>
    ctx.app.inject({
      method: 'GET',
      url: `/api/admin/audit${query}`,
      headers: who === 'visitor' ? { origin: TEST_SITE_URL } : asPage(cookie[who]),
    });
  const list = async (query = ''): Promise<AuditPage> => {
    const response = await get(query, 'admin');
    expect(response.statusCode, response.body).toBe(200);
    expect(response.headers['cache-control']).toBe('private, no-store');
    return AuditPageSchema.parse(response.json());
  };
  const listedIds = async (query = '') => (await list(query)).events.map((event) => event.id);

  async function insertEvent(at: string, actorId: string | null, recordId = randomUUID()) {
    const [row] = await ctx.database.db
      .insert(auditEvents)
      .values({
        at: new Date(at),
        actorId,
        action: 'update',
        recordKind: 'settings',
        recordId,
        recordLabel: null,
        before: { value: 1 },
        after: { value: 2 },
      })
      .returning({ id: auditEvents.id });
    return row?.id ?? '';
  }

  beforeAll(async () => {
    ctx = await createTestApp({ env: { PUBLIC_URL: TEST_SITE_URL, TIME_ZONE: 'America/Los_Angeles' } });
    const { db } = ctx.database;
    const admin = await createAccount(db, { type: 'admin', fullName: 'Ada Admin' });
    const otherAdmin = await createAccount(db, { type: 'admin', fullName: 'Otto Admin' });
    const supplier = await createAccount(db, { type: 'supplier', fullName: 'Atlas Rentals' });
    const driver = await createAccount(db);
    ids.admin = admin.id;
    ids.otherAdmin = otherAdmin.id;
    ids.supplier = supplier.id;
    cookie.admin = await signIn(ctx.app, admin.email);
    cookie.supplier = await signIn(ctx.app, supplier.email);
    cookie.driver = await signIn(ctx.app, driver.email);
    // Los Angeles is 7 hours behind UTC in July: its July 1 is [07:00Z July 1, 07:00Z July 2).
    dated.lateJune30 = await insertEvent('2031-07-01T06:59:59Z', otherAdmin.id);
    dated.earlyJuly1 = await insertEvent('2031-07-01T07:00:00Z', otherAdmin.id);
    dated.lateJuly1 = await insertEvent('2031-07-02T06:59:59Z', otherAdmin.id);
    dated.earlyJuly2 = await insertEvent('2031-07-02T07:00:00Z', otherAdmin.id);
  });
  afterAll(() => ctx.close());

  it('is for admins: 401 for a visitor, 403 for a driver and a supplier, whatever the query', async () => {
    for (const query of ['', '?pageSize=junk']) {
      expect((await get(query, 'visitor')).statusCode).toBe(401);
      for (const who of ['driver', 'supplier'] as const) {
        const response = await get(query, who);
        expect(response.statusCode).toBe(403);
        expect(response.json().error.code).toBe('auth.forbidden');
      }
    }
  });

  it('tells each change made in the back office: who, what, which record, before and after', async () => {
    const place = await createPlace(ctx.database.db, 'AU');
    const created = await ctx.app.inject({
      method: 'POST',
      url: '/api/admin/cars',
      headers: asPage(cookie.supplier),
      payload: carInputFixture({
        name: 'Audited Car',
        licencePlate: null,
        fuelType: 'electric',
        gearbox: 'automatic',
        seats: 4,
        multimedia: [],
        fuelPolicy: 'freeTank',
        deposit: 0,
        isLicenceRequired: true,
        dailyPrice: 4200,
        locationIds: [place],
      }),
    });
    expect(created.statusCode, created.body).toBe(201);
    const carId: string = created.json().car.id;
    const removed = await ctx.app.inject({
      method: 'DELETE',
      url: `/api/admin/cars/${carId}`,
      headers: asPage(cookie.admin),
    });
    expect(removed.json()).toEqual({ outcome: 'deleted' });

    const { events, total } = await list(`?recordKind=car&recordId=${carId}`);
    expect(total).toBe(2);
    // Newest first.
    expect(events).toEqual([
      {
        id: expect.any(String),
        at: expect.any(String),
        actor: { id: ids.admin, fullName: 'Ada Admin', type: 'admin' },
        action: 'delete',
        recordKind: 'car',
        recordId: carId,
        recordLabel: 'Audited Car',
        before: expect.objectContaining({ id: carId, name: 'Audited Car', dailyPrice: 4200 }),
        after: null,
      },
      {
        id: expect.any(String),
        at: expect.any(String),
        actor: { id: ids.supplier, fullName: 'Atlas Rentals', type: 'supplier' },
        action: 'create',
        recordKind: 'car',
        recordId: carId,
        recordLabel: 'Audited Car',
        before: null,
        after: expect.objectContaining({ id: carId, isLicenceRequired: true, locationIds: [place] }),
      },
    ]);
    expect(events[1]?.after).not.toHaveProperty('bookingCount');
    expect(events[1]?.after).not.toHaveProperty('updatedAt');
    expect(Date.parse(events[0]?.at ?? '')).toBeGreaterThanOrEqual(Date.parse(events[1]?.at ?? ''));
    expect((await listedIds(`?actor=${ids.supplier}`)).length).toBe(1);
  });

  it('filters by calendar days of the marketplace, both included, and by actor and kind', async () => {
    expect(await listedIds('?from=2031-07-01&to=2031-07-01')).toEqual([dated.lateJuly1, dated.earlyJuly1]);
    expect(await listedIds('?to=2031-06-30&recordKind=settings')).toEqual([dated.lateJune30]);
    expect(await listedIds('?from=2031-07-02&recordKind=settings')).toEqual([dated.earlyJuly2]);
    expect(await listedIds('?from=2031-07-02&to=2031-07-01')).toEqual([]);
    expect(await listedIds(`?actor=${ids.otherAdmin}`)).toEqual([
      dated.earlyJuly2,
      dated.lateJuly1,
      dated.earlyJuly1,
      dated.lateJune30,
    ]);
    expect(await listedIds(`?actor=${ids.otherAdmin}&recordKind=car`)).toEqual([]);
    expect(await listedIds(`?actor=${randomUUID()}`)).toEqual([]);
  });

  it('pages newest first without overlap, and keeps the events of an account that is gone', async () => {
    const whole = await listedIds('?recordKind=settings');
    const paged: string[] = [];
    for (let page = 1; page <= 4; page += 1) {
      const part = await list(`?recordKind=settings&pageSize=1&page=${page}`);
      expect(part).toMatchObject({ total: 4, page, pageSize: 1 });
      paged.push(...part.events.map((event) => event.id));
    }
    expect(paged).toEqual(whole);
    const past = await list('?recordKind=settings&pageSize=1&page=9');
    expect(past).toMatchObject({ events: [], total: 4 });

    const leaver = await createAccount(ctx.database.db, { type: 'admin' });
    const recordId = randomUUID();
    await insertEvent('2031-08-01T12:00:00Z', leaver.id, recordId);
    await ctx.database.db.delete(users).where(eq(users.id, leaver.id));
    const { events } = await list(`?recordId=${recordId}`);
    expect(events).toEqual([expect.objectContaining({ actor: null, recordId })]);
  });

  it('refuses a malformed query with field codes', async () => {
    for (const [query, path] of [
      ['?actor=someone', 'actor'],
      ['?recordKind=spaceship', 'recordKind'],
      ['?from=2031-02-30', 'from'],
      ['?to=yesterday', 'to'],
      [`?recordId=${'r'.repeat(101)}`, 'recordId'],
      ['?pageSize=101', 'pageSize'],
      ['?page=0', 'page'],
    ]) {
      const response = await get(query ?? '', 'admin');
      expect({ query, status: response.statusCode }).toEqual({ query, status: 400 });
      expect(response.json().error.details.fields).toEqual([
        expect.objectContaining({ path, in: 'querystring' }),
      ]);
    }
  });
});
