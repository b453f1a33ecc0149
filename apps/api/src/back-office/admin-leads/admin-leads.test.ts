// The back office's leads on a real database, through their routes: admins only; the list by kind,
// status and keyword, newest first, paged; a lead's status set (one list, which the database keeps
// too), recorded in the audit trail, none for a refusal or the same status; a lead left again is new.
import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  AdminLeadPageSchema,
  AdminLeadResponseSchema,
  LEAD_STATUSES,
  type AdminLeadPage,
} from '@roadbook/domain/contracts/admin-leads';
import { auditEvents } from '../../db/schema/audit';
import { leads } from '../../db/schema/users';
import { asPage, createAccount, signIn, TEST_SITE_URL } from '../../testing/accounts.fixture';
import { createTestApp, type TestContext } from '../../testing/test-app';

type Who = 'admin' | 'supplier' | 'driver' | 'visitor';

describe('the back office’s leads', () => {
  let ctx: TestContext;
  const ids = { admin: '', lucia: '', tom: '', chloe: '' };
  const cookie: Record<Who, string> = { admin: '', supplier: '', driver: '', visitor: '' };

  const call = (method: 'GET' | 'PUT', url: string, who: Who, payload?: object) =>
    ctx.app.inject({
      method,
      url,
      headers: who === 'visitor' ? { origin: TEST_SITE_URL } : asPage(cookie[who]),
      ...(payload === undefined ? {} : { payload }),
    });
  const list = async (query = ''): Promise<AdminLeadPage> => {
    const response = await call('GET', `/api/admin/leads${query}`, 'admin');
    expect(response.statusCode, response.body).toBe(200);
    expect(response.headers['cache-control']).toBe('private, no-store');
    return AdminLeadPageSchema.parse(response.json());
  };
  const names = async (query = '') => (await list(query)).leads.map((lead) => lead.fullName);
  const auditCount = async () =>
    (await ctx.database.db.select({ id: auditEvents.id }).from(auditEvents)).length;
  const leadRow = async (id: string) =>
    (await ctx.database.db.select().from(leads).where(eq(leads.id, id)))[0];

  beforeAll(async () => {
    ctx = await createTestApp({ env: { PUBLIC_URL: TEST_SITE_URL, FORM_RATE_LIMIT_MAX: '1000' } });
    const { db } = ctx.database;
    const admin = await createAccount(db, { type: 'admin', fullName: 'Ada Admin' });
    const supplier = await createAccount(db, { type: 'supplier', fullName: 'Atlas Rentals' });
    const driver = await createAccount(db, { fullName: 'Dana Driver' });
    const day = (n: number) => new Date(Date.UTC(2031, 0, n));
    const inserted = await db
      .insert(leads)
      .values([
        {
          kind: 'supplier',
          email: 'lucia@sol-rentals.example',
          fullName: 'Lucía Gómez',
          phone: '+34 952 000 111',
          company: 'Sol Rentals',
          message: 'We have 40 vans in Málaga.',
          language: 'es',
          createdAt: day(1),
        },
        { kind: 'user', email: 'tom@example.com', fullName: 'Tom Baker', language: 'en', createdAt: day(2) },
        {
          kind: 'supplier',
          email: 'chloe@azur.example',
          fullName: 'Chloé Durand',
          company: 'Azur Location',
          language: 'fr',
          status: 'contacted',
          createdAt: day(3),
        },
      ])
      .returning({ id: leads.id });
    Object.assign(ids, {
      admin: admin.id,
      lucia: inserted[0]?.id,
      tom: inserted[1]?.id,
      chloe: inserted[2]?.id,
    });
    cookie.admin = await signIn(ctx.app, admin.email);
    cookie.supplier = await signIn(ctx.app, supplier.email);
    cookie.driver = await signIn(ctx.app, driver.email);
  });
  afterAll(() => ctx.close());

  it('is for admins: 401 for a visitor, 403 for a driver and a supplier, on every route', async () => {
    const routes: ['GET' | 'PUT', string, object?][] = [
      ['GET', '/api/admin/leads'],
      ['GET', '/api/admin/leads?kind=admin'],
      ['PUT', `/api/admin/leads/${ids.lucia}`, { status: 'contacted' }],
      ['PUT', `/api/admin/leads/${ids.lucia}`, { status: 'won' }],
      ['PUT', '/api/admin/leads/not-an-id', { status: 'contacted' }],
    ];
    const before = await auditCount();
    for (const [method, url, body] of routes) {
      const visitor = await call(method, url, 'visitor', body);
      expect({ url, status: visitor.statusCode }).toEqual({ url, status: 401 });
      for (const who of ['driver', 'supplier'] as const) {
        const response = await call(method, url, who, body);
        expect({ url, who, status: response.statusCode }).toEqual({ url, who, status: 403 });
        expect(response.json().error.code).toBe('auth.forbidden');
      }
    }
    expect(await auditCount()).toBe(before);
    expect((await leadRow(ids.lucia))?.status).toBe('new');
  });

  describe('GET /api/admin/leads', () => {
    it('lists every lead, newest first, with what it left', async () => {
      const page = await list();
      expect(page).toMatchObject({ total: 3, page: 1, pageSize: 30 });
      expect(page.leads.map((lead) => lead.id)).toEqual([ids.chloe, ids.tom, ids.lucia]);
      expect(page.leads[2]).toEqual({
        id: ids.lucia,
        kind: 'supplier',
        fullName: 'Lucía Gómez',
        email: 'lucia@sol-rentals.example',
        phone: '+34 952 000 111',
        company: 'Sol Rentals',
        message: 'We have 40 vans in Málaga.',
        language: 'es',
        status: 'new',
        createdAt: '2031-01-01T00:00:00.000Z',
      });
    });

    it('keeps a kind and a status, finds by name, company, email and phone, and pages', async () => {
      expect(await names('?kind=supplier')).toEqual(['Chloé Durand', 'Lucía Gómez']);
      expect(await names('?kind=user')).toEqual(['Tom Baker']);
      expect(await names('?status=contacted')).toEqual(['Chloé Durand']);
      expect(await names('?kind=user&status=contacted')).toEqual([]);
      expect(await names('?keyword=LUCIA')).toEqual(['Lucía Gómez']);
      expect(await names('?keyword=azur')).toEqual(['Chloé Durand']);
      expect(await names('?keyword=tom@')).toEqual(['Tom Baker']);
      expect(await names('?keyword=952 000')).toEqual(['Lucía Gómez']);
      expect(await names('?keyword=%25')).toEqual([]);
      const paged: string[] = [];
      for (let page = 1; page <= 3; page += 1) paged.push(...(await names(`?pageSize=1&page=${page}`)));
      expect(paged).toEqual(await names());
      expect(await list('?pageSize=2&page=7')).toMatchObject({ leads: [], total: 3 });
      for (const query of ['?kind=admin', '?status=won', '?pageSize=0', `?keyword=${'k'.repeat(101)}`]) {
        const response = await call('GET', `/api/admin/leads${query}`, 'admin');
        expect({ query, status: response.statusCode }).toEqual({ query, status: 400 });
        expect(response.json().error.details.fields[0]).toMatchObject({ in: 'querystring' });
      }
    });
  });

  describe('PUT /api/admin/leads/{id}', () => {
    it('sets each status of the one list and records each change, none for the same status', async () => {
      const before = await auditCount();
      for (const status of [...LEAD_STATUSES.slice(1), 'new'] as const) {
        const response = await call('PUT', `/api/admin/leads/${ids.tom}`, 'admin', { status });
        expect(response.statusCode, response.body).toBe(200);
        expect(AdminLeadResponseSchema.parse(response.json()).lead).toMatchObject({ id: ids.tom, status });
        expect((await leadRow(ids.tom))?.status).toBe(status);
      }
      const again = await call('PUT', `/api/admin/leads/${ids.tom}`, 'admin', { status: 'new' });
      expect(again.statusCode).toBe(200);
      const events = await ctx.database.db
        .select()
        .from(auditEvents)
        .where(eq(auditEvents.recordId, ids.tom))
        .orderBy(auditEvents.at);
      expect(events).toHaveLength(LEAD_STATUSES.length);
      expect(await auditCount()).toBe(before + LEAD_STATUSES.length);
      expect(events[0]).toMatchObject({
        actorId: ids.admin,
        action: 'update',
        recordKind: 'lead',
        recordLabel: 'Tom Baker',
        before: { email: 'tom@example.com', status: 'new' },
        after: { email: 'tom@example.com', status: 'contacted' },
      });
    });

    it('refuses an unknown status, a missing one, an unknown lead and a malformed id, changing nothing', async () => {
      const before = await auditCount();
      for (const body of [{ status: 'won' }, {}, { status: null }]) {
        const response = await call('PUT', `/api/admin/leads/${ids.lucia}`, 'admin', body);
        expect(response.statusCode).toBe(400);
        expect(response.json().error.details.fields).toEqual([
          {
            path: 'status',
            in: 'body',
            code: expect.stringMatching(/^validation\.(required|invalidValue)$/),
          },
        ]);
      }
      const unknown = await call('PUT', `/api/admin/leads/${randomUUID()}`, 'admin', { status: 'contacted' });
      expect(unknown.statusCode).toBe(404);
      expect(unknown.json().error.code).toBe('common.notFound');
      const malformed = await call('PUT', '/api/admin/leads/not-an-id', 'admin', { status: 'contacted' });
      expect(malformed.statusCode).toBe(400);
      expect(malformed.json().error.details.fields).toEqual([
        { path: 'id', in: 'params', code: 'validation.invalidValue' },
      ]);
      expect(await auditCount()).toBe(before);
      expect((await leadRow(ids.lucia))?.status).toBe('new');
    });

    it('makes a lead new again when its address leaves its details once more; the database keeps the list', async () => {
      await call('PUT', `/api/admin/leads/${ids.chloe}`, 'admin', { status: 'dismissed' });
      const captured = await ctx.app.inject({
        method: 'POST',
        url: '/api/supplier-lead-capture',
        headers: { origin: TEST_SITE_URL },
        payload: { fullName: 'Chloé Durand', email: 'Chloe@Azur.example', company: 'Azur Location' },
      });
      expect(captured.statusCode, captured.body).toBe(200);
      expect((await leadRow(ids.chloe))?.status).toBe('new');

      await expect(
        ctx.database.db
          .update(leads)
          .set({ status: 'won' as never })
          .where(eq(leads.id, ids.chloe)),
      ).rejects.toThrow();
      expect((await leadRow(ids.chloe))?.status).toBe('new');
    });
  });
});
