// GET /api/admin/suppliers on a real database: admins only; every supplier account not deleted,
// whatever its state, by name, with its number of cars; the keyword, the state; paging.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AdminSupplierPageSchema, type AdminSupplierPage } from '@roadbook/domain/contracts/admin-suppliers';
import { users } from '../../db/schema/users';
import { asPage, createAccount, signIn, TEST_SITE_URL } from '../../testing/accounts.fixture';
import { createCar } from '../../testing/cars.fixture';
import { createTestApp, type TestContext } from '../../testing/test-app';

type Who = 'admin' | 'supplier' | 'driver' | 'visitor';

describe('GET /api/admin/suppliers', () => {
  let ctx: TestContext;
  const cookie: Record<Who, string> = { admin: '', supplier: '', driver: '', visitor: '' };
  const ids: Record<string, string> = {};

  const get = (query: string, who: Who) =>
    ctx.app.inject({
      method: 'GET',
      url: `/api/admin/suppliers${query}`,
      headers: who === 'visitor' ? { origin: TEST_SITE_URL } : asPage(cookie[who]),
    });
  const list = async (query = ''): Promise<AdminSupplierPage> => {
    const response = await get(query, 'admin');
    expect(response.statusCode, response.body).toBe(200);
    expect(response.headers['cache-control']).toBe('private, no-store');
    return AdminSupplierPageSchema.parse(response.json());
  };
  const names = async (query = '') => (await list(query)).suppliers.map((supplier) => supplier.name);

  beforeAll(async () => {
    ctx = await createTestApp({ env: { PUBLIC_URL: TEST_SITE_URL } });
    const { db } = ctx.database;
    const admin = await createAccount(db, { type: 'admin', fullName: 'Ada Admin' });
    const driver = await createAccount(db, { fullName: 'Dana Driver' });
    const atlas = await createAccount(db, {
      type: 'supplier',
      fullName: 'Atlas Rentals',
      email: 'desk@atlas.example',
    });
    const eclair = await createAccount(db, {
      type: 'supplier',
      fullName: 'Éclair Location',
      isVerified: false,
    });
    const brisa = await createAccount(db, { type: 'supplier', fullName: 'brisa cars', isBlacklisted: true });
    const gone = await createAccount(db, { type: 'supplier', fullName: 'Gone Rentals' });
    await db
      .update(users)
      .set({ approvedAt: new Date(), avatar: 'logos/atlas.webp' })
      .where(eq(users.id, atlas.id));
    await db.update(users).set({ deletedAt: new Date() }).where(eq(users.id, gone.id));
    for (const availability of ['available', 'unavailable'] as const) {
      await createCar(db, { supplierId: atlas.id, availability });
    }
    Object.assign(ids, { atlas: atlas.id, eclair: eclair.id, brisa: brisa.id });
    cookie.admin = await signIn(ctx.app, admin.email);
    cookie.supplier = await signIn(ctx.app, atlas.email);
    cookie.driver = await signIn(ctx.app, driver.email);
  });
  afterAll(() => ctx.close());

  it('is for admins: 401 for a visitor, 403 for a driver and a supplier', async () => {
    for (const query of ['', '?pageSize=junk']) {
      expect((await get(query, 'visitor')).statusCode).toBe(401);
      for (const who of ['driver', 'supplier'] as const) {
        const response = await get(query, who);
        expect(response.statusCode).toBe(403);
        expect(response.json().error.code).toBe('auth.forbidden');
      }
    }
  });

  it('lists every supplier not deleted, verified or not, suspended or not, by name, accents and case aside', async () => {
    const page = await list();
    expect(page).toMatchObject({ total: 3, page: 1, pageSize: 30 });
    expect(page.suppliers).toEqual([
      {
        id: ids.atlas,
        name: 'Atlas Rentals',
        logo: '/uploads/logos/atlas.webp',
        email: 'desk@atlas.example',
        isEmailVerified: true,
        isApproved: true,
        isBlacklisted: false,
        carCount: 2,
        createdAt: expect.any(String),
      },
      expect.objectContaining({ id: ids.brisa, name: 'brisa cars', isBlacklisted: true, isApproved: false }),
      expect.objectContaining({
        id: ids.eclair,
        name: 'Éclair Location',
        isEmailVerified: false,
        carCount: 0,
      }),
    ]);
  });

  it('finds by name (accents and case aside) and by email address', async () => {
    expect(await names('?keyword=ECLAIR')).toEqual(['Éclair Location']);
    expect(await names('?keyword=atlas.example')).toEqual(['Atlas Rentals']);
    expect(await names('?keyword=%25')).toEqual([]);
    expect(await names('?keyword=gone')).toEqual([]);
    expect(await names('?keyword=r')).toEqual(['Atlas Rentals', 'brisa cars', 'Éclair Location']);
  });

  it('keeps one state: unverified, verified (by an admin) or suspended', async () => {
    expect(await names('?state=unverified')).toEqual(['Éclair Location']);
    expect(await names('?state=verified')).toEqual(['Atlas Rentals']);
    expect(await names('?state=suspended')).toEqual(['brisa cars']);
    expect(await names('?state=verified&keyword=eclair')).toEqual([]);
    const response = await get('?state=approved', 'admin');
    expect(response.statusCode).toBe(400);
    expect(response.json().error.details.fields).toEqual([
      { path: 'state', in: 'querystring', code: 'validation.invalidValue' },
    ]);
  });

  it('pages without overlap, and refuses a malformed query with field codes', async () => {
    const paged: string[] = [];
    for (let page = 1; page <= 3; page += 1) paged.push(...(await names(`?pageSize=1&page=${page}`)));
    expect(paged).toEqual(await names());
    expect(await list('?pageSize=2&page=5')).toMatchObject({ suppliers: [], total: 3 });
    for (const query of ['?pageSize=0', '?pageSize=101', '?page=abc', `?keyword=${'k'.repeat(101)}`]) {
      const response = await get(query, 'admin');
      expect({ query, status: response.statusCode }).toEqual({ query, status: 400 });
      expect(response.json().error.details.fields[0]).toMatchObject({ in: 'querystring' });
    }
  });
});
