// GET /api/admin/dashboard on a real database: a supplier's own figures, the marketplace's for an
// admin, over calendar days of the marketplace; refused to drivers and visitors.
import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addCalendarDays, calendarDayIn } from '@roadbook/domain/calendar-day';
import { DashboardSchema, type Dashboard } from '@roadbook/domain/contracts/dashboard';
import { bookings } from '../../db/schema/bookings';
import { payments } from '../../db/schema/payments';
import { asPage, createAccount, signIn, TEST_SITE_URL } from '../../testing/accounts.fixture';
import { createBooking, createCar, createPlace, DAY } from '../../testing/cars.fixture';
import { createTestApp, type TestContext } from '../../testing/test-app';

type Who = 'admin' | 'supplierA' | 'supplierB' | 'driver' | 'visitor';

describe('GET /api/admin/dashboard', () => {
  let ctx: TestContext;
  const cookie: Record<Who, string> = { admin: '', supplierA: '', supplierB: '', driver: '', visitor: '' };
  const today = calendarDayIn(new Date(), 'UTC');
  const window = `?from=${addCalendarDays(today, -10)}&to=${addCalendarDays(today, 10)}`;
  let pendingId = '';

  const get = (query: string, who: Who) =>
    ctx.app.inject({
      method: 'GET',
      url: `/api/admin/dashboard${query}`,
      headers: who === 'visitor' ? { origin: TEST_SITE_URL } : asPage(cookie[who]),
    });
  const dashboardOf = async (who: Who, query = window): Promise<Dashboard> => {
    const response = await get(query, who);
    expect(response.statusCode, response.body).toBe(200);
    return DashboardSchema.parse(response.json());
  };
  const countOf = (dashboard: Dashboard, status: string) =>
    dashboard.byStatus.find((row) => row.status === status)?.count;

  beforeAll(async () => {
    ctx = await createTestApp({ env: { PUBLIC_URL: TEST_SITE_URL, TIME_ZONE: 'UTC' } });
    const { db } = ctx.database;
    const admin = await createAccount(db, { type: 'admin' });
    const supplierA = await createAccount(db, { type: 'supplier', fullName: 'Atlas Rentals' });
    const supplierB = await createAccount(db, { type: 'supplier', fullName: 'Boreal Cars' });
    const driver = await createAccount(db, { fullName: 'Dora Driver' });
    cookie.admin = await signIn(ctx.app, admin.email);
    cookie.supplierA = await signIn(ctx.app, supplierA.email);
    cookie.supplierB = await signIn(ctx.app, supplierB.email);
    cookie.driver = await signIn(ctx.app, driver.email);

    const place = await createPlace(db, 'DB');
    const carA1 = await createCar(db, { supplierId: supplierA.id, name: 'Atlas One', locationIds: [place] });
    const carA2 = await createCar(db, { supplierId: supplierA.id, name: 'Atlas Two', locationIds: [place] });
    const carB = await createCar(db, { supplierId: supplierB.id, name: 'Boreal One', locationIds: [place] });
    const midnight = Date.parse(`${today}T00:00:00Z`);
    const book = async (
      carId: string,
      startDay: number,
      days: number,
      status: 'pending' | 'paid' | 'cancelled' | 'confirmed',
      totalMinor: number,
    ) => {
      const from = new Date(midnight + startDay * DAY + 10 * 3_600_000);
      const id = await createBooking(db, {
        carId,
        locationId: place,
        from,
        to: new Date(from.getTime() + days * DAY),
        status,
        driverId: driver.id,
      });
      await db.update(bookings).set({ totalMinor }).where(eq(bookings.id, id));
      return id;
    };
    pendingId = await book(carA1, 1, 3, 'pending', 30_000);
    const paid = await book(carA1, -5, 3, 'paid', 20_000);
    await book(carA2, -3, 2, 'cancelled', 9_999);
    await book(carB, -2, 1, 'confirmed', 50_000);
    await db.insert(payments).values({
      bookingId: paid,
      provider: 'test',
      reference: randomUUID(),
      amountMinor: 20_000,
      currency: 'USD',
      status: 'accepted',
    });
  });
  afterAll(() => ctx.close());

  it('is for admins and suppliers: 401 for a visitor, 403 for a driver, before the query is read', async () => {
    for (const query of ['', '?from=junk']) {
      expect((await get(query, 'visitor')).statusCode).toBe(401);
      expect((await get(query, 'driver')).statusCode).toBe(403);
    }
  });

  it('gives a supplier its own figures only', async () => {
    const dashboard = await dashboardOf('supplierA');
    expect(countOf(dashboard, 'pending')).toBe(1);
    expect(countOf(dashboard, 'paid')).toBe(1);
    expect(countOf(dashboard, 'cancelled')).toBe(1);
    expect(countOf(dashboard, 'confirmed')).toBe(0);
    // Booked: the paid and the pending booking, by their pick-up days; never the cancelled one.
    expect(dashboard.revenue.bookedMinor).toBe(50_000);
    expect(dashboard.revenue.byDay).toHaveLength(21);
    expect(dashboard.revenue.byDay.find((row) => row.day === addCalendarDays(today, 1))?.bookedMinor).toBe(
      30_000,
    );
    expect(dashboard.revenue.paidMinor).toBe(20_000);
    expect(dashboard.occupancy).toEqual({ cars: 2, bookedDays: 6, carDays: 42 });
    expect(dashboard.attention.awaitingConfirmation).toBe(1);
    expect(dashboard.movements).toEqual([
      expect.objectContaining({
        bookingId: pendingId,
        kind: 'pickUp',
        car: expect.objectContaining({ name: 'Atlas One' }),
        driver: { fullName: 'Dora Driver' },
      }),
    ]);

    const other = await dashboardOf('supplierB');
    expect(countOf(other, 'confirmed')).toBe(1);
    expect(countOf(other, 'pending')).toBe(0);
    expect(other.revenue.bookedMinor).toBe(50_000);
    expect(other.movements).toEqual([]);
  });

  it('gives an admin the whole marketplace', async () => {
    const dashboard = await dashboardOf('admin');
    expect(countOf(dashboard, 'confirmed')).toBeGreaterThanOrEqual(1);
    expect(dashboard.revenue.bookedMinor).toBeGreaterThanOrEqual(100_000);
    expect(dashboard.occupancy.cars).toBeGreaterThanOrEqual(3);
  });

  it('covers the last 30 days to today when no period is asked', async () => {
    const dashboard = await dashboardOf('supplierA', '');
    expect(dashboard.to).toBe(today);
    expect(dashboard.from).toBe(addCalendarDays(today, -29));
    // The pending booking is picked up tomorrow: outside the period, still among the movements.
    expect(dashboard.revenue.bookedMinor).toBe(20_000);
    expect(dashboard.movements).toHaveLength(1);
  });

  it('refuses a period that ends before it starts, or that is too long, with the field at fault', async () => {
    const reversed = await get(`?from=${today}&to=${addCalendarDays(today, -1)}`, 'supplierA');
    expect(reversed.statusCode).toBe(400);
    expect(reversed.json().error.details.fields).toEqual([
      { path: 'to', code: 'validation.endBeforeStart', in: 'querystring' },
    ]);
    const tooLong = await get(`?from=${addCalendarDays(today, -400)}&to=${today}`, 'supplierA');
    expect(tooLong.statusCode).toBe(400);
    expect(tooLong.json().error.details.fields).toEqual([
      { path: 'to', code: 'validation.periodTooLong', params: { count: 366 }, in: 'querystring' },
    ]);
    expect((await get('?from=2027-02-30', 'supplierA')).statusCode).toBe(400);
  });
});
