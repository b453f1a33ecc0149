import path from 'node:path';
import { and, count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SupplierSummary } from '@roadbook/domain/contracts/suppliers';
import type { Database } from '../../db/client';
import { cars } from '../../db/schema/cars';
import { users } from '../../db/schema/users';
import { seedDemoData } from '../../db/seed/seed-demo';
import { createTestApp, type TestContext } from '../../testing/test-app';

interface SupplierFields {
  name: string;
  type?: 'supplier' | 'user';
  isVerified?: boolean;
  isBlacklisted?: boolean;
  avatar?: string | null;
}

async function createSupplier(db: Database, fields: SupplierFields): Promise<string> {
  const [row] = await db
    .insert(users)
    .values({
      type: fields.type ?? 'supplier',
      fullName: fields.name,
      email: `${fields.name
        .normalize('NFD')
        .replace(/[^a-z0-9]/gi, '')
        .toLowerCase()}@example.com`,
      isVerified: fields.isVerified ?? true,
      approvedAt: (fields.isVerified ?? true) ? new Date() : null,
      isBlacklisted: fields.isBlacklisted ?? false,
      avatar: fields.avatar ?? null,
    })
    .returning({ id: users.id });
  if (!row) throw new Error('supplier not inserted');
  return row.id;
}

async function createCars(
  db: Database,
  supplierId: string,
  availability: 'available' | 'unavailable',
  n: number,
) {
  for (let i = 0; i < n; i += 1) {
    await db.insert(cars).values({
      supplierId,
      name: `Car ${i}`,
      size: 'mini',
      fuelType: 'gasoline',
      gearbox: 'manual',
      seats: 4,
      doors: 4,
      aircon: true,
      mileage: -1,
      fuelPolicy: 'fullToFull',
      deposit: 20_000,
      availability,
      minimumAge: 21,
      dailyPrice: 4_500,
    });
  }
}

describe('GET /api/suppliers', () => {
  let ctx: TestContext;
  const ids: Record<string, string> = {};

  async function get(query = '') {
    const response = await ctx.app.inject({ method: 'GET', url: `/api/suppliers${query}` });
    expect(response.statusCode).toBe(200);
    const body: { suppliers: SupplierSummary[]; total: number; page: number; pageSize: number } =
      response.json();
    return body;
  }

  beforeAll(async () => {
    ctx = await createTestApp();
    const { db } = ctx.database;
    ids.zeta = await createSupplier(db, { name: 'Zeta Cars', avatar: 'suppliers/0123456789abcdef.webp' });
    await createCars(db, ids.zeta, 'available', 2);
    await createCars(db, ids.zeta, 'unavailable', 1);
    ids.alamo = await createSupplier(db, { name: 'Álamo Rent' });
    ids.beta = await createSupplier(db, {
      name: 'beta drive',
      avatar: '/uploads/suppliers/fedcba9876543210.webp',
    });
    await createCars(db, ids.beta, 'available', 1);
    const suspended = await createSupplier(db, { name: 'Suspended Wheels', isBlacklisted: true });
    await createCars(db, suspended, 'available', 2);
    await createSupplier(db, { name: 'Unverified Vans', isVerified: false });
    await createSupplier(db, { name: 'Driver Dan', type: 'user' });
  });
  afterAll(() => ctx.close());

  it('lists the verified suppliers that are not blacklisted, by name, with logos and available cars', async () => {
    const body = await get();
    expect(body).toEqual({
      suppliers: [
        { id: ids.alamo, name: 'Álamo Rent', logo: null, carCount: 0 },
        { id: ids.beta, name: 'beta drive', logo: '/uploads/suppliers/fedcba9876543210.webp', carCount: 1 },
        { id: ids.zeta, name: 'Zeta Cars', logo: '/uploads/suppliers/0123456789abcdef.webp', carCount: 2 },
      ],
      total: 3,
      page: 1,
      pageSize: 30,
    });
  });

  it('counts a car again once it becomes available', async () => {
    await ctx.database.db
      .update(cars)
      .set({ availability: 'available' })
      .where(and(eq(cars.supplierId, ids.zeta ?? ''), eq(cars.availability, 'unavailable')));
    expect((await get()).suppliers.find((s) => s.id === ids.zeta)?.carCount).toBe(3);
  });

  it('may be cached a minute by anyone, and a minute more while asked again', async () => {
    const response = await ctx.app.inject({ method: 'GET', url: '/api/suppliers' });
    expect(response.headers['cache-control']).toBe('public, max-age=60, stale-while-revalidate=60');
  });

  it('refuses an invalid page with a field code, and answers an empty page past the end', async () => {
    for (const query of ['?page=0', '?page=two', '?page=1.5', '?page=100001']) {
      const response = await ctx.app.inject({ method: 'GET', url: `/api/suppliers${query}` });
      expect(response.statusCode, query).toBe(400);
      expect(response.json().error).toMatchObject({
        code: 'common.invalidRequest',
        details: { fields: [expect.objectContaining({ path: 'page', in: 'querystring' })] },
      });
    }
    expect(await get('?page=2')).toMatchObject({ suppliers: [], total: 3, page: 2 });
  });
});

describe('GET /api/suppliers, pages', () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestApp();
    for (let i = 1; i <= 32; i += 1) {
      await createSupplier(ctx.database.db, { name: `Agency ${String(i).padStart(2, '0')}` });
    }
  });
  afterAll(() => ctx.close());

  it('gives 30 per page, the total, and the rest on page 2', async () => {
    const first = (await ctx.app.inject({ method: 'GET', url: '/api/suppliers' })).json();
    expect(first).toMatchObject({ total: 32, page: 1, pageSize: 30 });
    expect(first.suppliers).toHaveLength(30);
    const second = (await ctx.app.inject({ method: 'GET', url: '/api/suppliers?page=2' })).json();
    expect(second).toMatchObject({ total: 32, page: 2, pageSize: 30 });
    expect(second.suppliers.map((s: SupplierSummary) => s.name)).toEqual(['Agency 31', 'Agency 32']);
  });
});

describe('GET /api/suppliers on the demo marketplace', () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestApp();
    await seedDemoData(ctx.database.db, { uploadsDir: path.join(ctx.dataDir, 'uploads') });
  });
  afterAll(() => ctx.close());

  it('shows the six agencies with logos that the site serves and their available cars', async () => {
    const body = (await ctx.app.inject({ method: 'GET', url: '/api/suppliers' })).json();
    expect(body.total).toBe(6);
    expect(body.suppliers.map((s: SupplierSummary) => s.name)).toEqual([
      'Atlas Drive',
      'Azur Cars',
      'Iberia Wheels',
      'Nomad Vans',
      'Pura Vida Rentals',
      'Sol Rent',
    ]);
    for (const supplier of body.suppliers as SupplierSummary[]) {
      const [available] = await ctx.database.db
        .select({ n: count() })
        .from(cars)
        .where(and(eq(cars.supplierId, supplier.id), eq(cars.availability, 'available')));
      expect(supplier.carCount).toBe(available?.n);
      expect(supplier.carCount).toBeGreaterThan(0);
      const logo = await ctx.app.inject({ method: 'GET', url: supplier.logo ?? '' });
      expect(logo.statusCode).toBe(200);
      expect(logo.headers['content-type']).toBe('image/webp');
    }
  });
});
