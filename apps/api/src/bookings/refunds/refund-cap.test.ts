import { eq, sql } from 'drizzle-orm';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { BookingResponseSchema, BulkBookingAnswerSchema } from '@roadbook/domain/contracts/bookings';
import { CheckoutAnswerSchema } from '@roadbook/domain/contracts/checkout';
import { bookings } from '../../db/schema/bookings';
import { users } from '../../db/schema/users';
import { asPage, createAccount, signIn, TEST_SITE_URL } from '../../testing/accounts.fixture';
import { createCar, createPlace, DAY, hoursFromNow } from '../../testing/cars.fixture';
import { createTestApp, runJob, type TestContext } from '../../testing/test-app';

// Money given back never exceeds what was taken (product-rules.md § Bookings): whatever a booking
// goes through — changes, cancellations, an admin's reopening — each payment's refunds stay within
// it, and what the booking says is paid is what its payments still hold.
describe('refunds stay within what was paid', () => {
  let ctx: TestContext;
  let place: string;
  let car: string;
  const cookie = { driver: '', supplier: '', admin: '' };
  let day = 2;

  const call = (method: 'GET' | 'POST', url: string, who: string, payload?: object) =>
    ctx.app.inject({ method, url, headers: asPage(who), ...(payload === undefined ? {} : { payload }) });

  /** A booking paid in full online, `days` days long, after the previous one. */
  async function paidBooking(days: number) {
    day += 14;
    const from = hoursFromNow(day, 10);
    const response = await call('POST', '/api/checkout', cookie.driver, {
      carId: car,
      pickUpLocationId: place,
      from: from.toISOString(),
      to: new Date(from.getTime() + days * DAY).toISOString(),
      payment: 'full',
      options: ['amendments'],
    });
    expect(response.statusCode, response.body).toBe(201);
    const { booking } = CheckoutAnswerSchema.parse(response.json());
    const paid = await call('POST', `/api/test-gateway/${booking.id}/pay`, cookie.driver);
    expect(paid.statusCode, paid.body).toBe(200);
    return { id: booking.id, from };
  }

  /** The booking changed to `days` days by `who`; a driver's dearer change is paid. Answers the code of a refusal. */
  async function change(booking: { id: string; from: Date }, days: number, who: string) {
    const answer = await call('POST', `/api/bookings/${booking.id}/amend`, who, {
      pickUpLocationId: place,
      from: booking.from.toISOString(),
      to: new Date(booking.from.getTime() + days * DAY).toISOString(),
      options: ['amendments'],
    });
    if (answer.statusCode !== 200) return (answer.json() as { error: { code: string } }).error.code;
    if (BookingResponseSchema.parse(answer.json()).booking.payment?.purpose === 'amendment') {
      const paid = await call('POST', `/api/test-gateway/${booking.id}/pay`, who);
      expect(paid.statusCode, paid.body).toBe(200);
    }
    return 'done';
  }

  /** An admin moves the booking to `status`; answers the code of a refusal. */
  async function setStatus(id: string, status: 'cancelled' | 'reserved') {
    const response = await call('POST', '/api/bookings/status', cookie.admin, { ids: [id], status });
    expect(response.statusCode, response.body).toBe(200);
    const { refused } = BulkBookingAnswerSchema.parse(response.json());
    return refused[0]?.code ?? 'done';
  }

  /** Each payment, what its refunds take from it, and what the booking says is paid. */
  async function moneyOf(bookingId: string) {
    const { db } = ctx.database;
    const result = await db.execute(sql`
      select p.id, p.amount_minor::int as paid,
        coalesce((select sum(r.amount_minor) from refunds r where r.payment_id = p.id), 0)::int as refunded
      from payments p where p.booking_id = ${bookingId}::uuid and p.status = 'accepted'`);
    const { rows: payments } = z
      .object({ rows: z.array(z.object({ id: z.string(), paid: z.number(), refunded: z.number() })) })
      .parse(result);
    const [row] = await db
      .select({ paidMinor: bookings.paidMinor })
      .from(bookings)
      .where(eq(bookings.id, bookingId));
    return { payments, paidMinor: row?.paidMinor ?? Number.NaN };
  }

  async function expectWithinPayments(bookingId: string) {
    const { payments, paidMinor } = await moneyOf(bookingId);
    for (const payment of payments) expect(payment.refunded).toBeLessThanOrEqual(payment.paid);
    const held = payments.reduce((sum, payment) => sum + payment.paid - payment.refunded, 0);
    expect(paidMinor).toBe(held);
  }

  beforeAll(async () => {
    ctx = await createTestApp({
      env: { PUBLIC_URL: TEST_SITE_URL, FORM_RATE_LIMIT_MAX: '10000', RATE_LIMIT_MAX: '100000' },
    });
    const { db } = ctx.database;
    place = await createPlace(db, 'ES');
    const supplier = await createAccount(db, { type: 'supplier' });
    await db
      .update(users)
      .set({ isLicenceRequired: false, approvedAt: new Date(), priceChangeRate: 0 })
      .where(eq(users.id, supplier.id));
    // 50 USD a day and the amendments option, 15 USD once.
    car = await createCar(db, {
      supplierId: supplier.id,
      locationIds: [place],
      dailyPrice: 5_000,
      deposit: 10_000,
      amendments: 1_500,
    });
    cookie.driver = await signIn(ctx.app, (await createAccount(db)).email);
    cookie.supplier = await signIn(ctx.app, supplier.email);
    cookie.admin = await signIn(ctx.app, (await createAccount(db, { type: 'admin' })).email);
  });
  afterAll(() => ctx.close());

  it('gives back once what a changed, cancelled, reopened and cancelled booking was paid, and no more', async () => {
    const booking = await paidBooking(3); // 16,500
    expect(await change(booking, 4, cookie.driver)).toBe('done'); // 21,500: 5,000 more paid
    expect(await setStatus(booking.id, 'cancelled')).toBe('done'); // 21,500 refunded, on time
    expect(await moneyOf(booking.id)).toMatchObject({ paidMinor: 0 });
    expect(await setStatus(booking.id, 'reserved')).toBe('done');
    expect(await setStatus(booking.id, 'cancelled')).toBe('done'); // nothing left to give back
    await expectWithinPayments(booking.id);

    expect(await setStatus(booking.id, 'reserved')).toBe('done');
    // A cheaper change would give back money the payments no longer hold: a staff change adds
    // nothing online, so it is made with nothing refunded, and the rest is due at the counter.
    expect(await change(booking, 2, cookie.supplier)).toBe('done');
    await expectWithinPayments(booking.id);

    await runJob(ctx, 'refunds');
    const { refunds } = BookingResponseSchema.parse(
      (await call('GET', `/api/bookings/${booking.id}`, cookie.driver)).json(),
    ).booking;
    expect(refunds.reduce((sum, refund) => sum + refund.amountMinor, 0)).toBe(21_500);
  });

  it('refuses, with its code, a cancellation whose refund the payments no longer hold', async () => {
    const booking = await paidBooking(2);
    expect(await setStatus(booking.id, 'cancelled')).toBe('done');
    expect(await setStatus(booking.id, 'reserved')).toBe('done');
    // A booking that says more is paid than its payments hold (as an older version wrote them).
    await ctx.database.db.update(bookings).set({ paidMinor: 11_500 }).where(eq(bookings.id, booking.id));
    expect(await setStatus(booking.id, 'cancelled')).toBe('booking.refundExceedsPayments');
    expect(await change(booking, 1, cookie.supplier)).toBe('booking.refundExceedsPayments');
    const { payments } = await moneyOf(booking.id);
    expect(payments.map(({ paid, refunded }) => paid - refunded)).toEqual([0]);
  });

  it('keeps every payment’s refunds within it over random pay / change / cancel / reopen sequences', async () => {
    const step = fc.oneof(
      fc.record({ kind: fc.constant('driverChange' as const), days: fc.integer({ min: 1, max: 6 }) }),
      fc.record({ kind: fc.constant('staffChange' as const), days: fc.integer({ min: 1, max: 6 }) }),
      fc.record({ kind: fc.constant('cancel' as const) }),
      fc.record({ kind: fc.constant('reopen' as const) }),
    );
    await fc.assert(
      fc.asyncProperty(
        fc.integer({ min: 1, max: 5 }),
        fc.array(step, { minLength: 1, maxLength: 7 }),
        async (days, steps) => {
          const booking = await paidBooking(days);
          for (const next of steps) {
            if (next.kind === 'driverChange') await change(booking, next.days, cookie.driver);
            else if (next.kind === 'staffChange') await change(booking, next.days, cookie.supplier);
            else await setStatus(booking.id, next.kind === 'cancel' ? 'cancelled' : 'reserved');
            await expectWithinPayments(booking.id);
          }
        },
      ),
      { numRuns: 15 },
    );
  });
});
