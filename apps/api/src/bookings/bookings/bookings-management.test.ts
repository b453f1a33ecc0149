import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { canTransitionBooking } from '@roadbook/domain/booking-status';
import { bookingNumber } from '@roadbook/domain/checkout';
import {
  BookingListSchema,
  BookingResponseSchema,
  BulkBookingAnswerSchema,
} from '@roadbook/domain/contracts/bookings';
import { CheckoutAnswerSchema } from '@roadbook/domain/contracts/checkout';
import { NotificationListSchema } from '@roadbook/domain/contracts/notifications';
import { BOOKING_STATUSES, type BookingStatus } from '@roadbook/domain/enums';
import { bookings } from '../../db/schema/bookings';
import { refunds } from '../../db/schema/payments';
import { users } from '../../db/schema/users';
import { asPage, createAccount, queuedEmails, signIn, TEST_SITE_URL } from '../../testing/accounts.fixture';
import { createBooking, createCar, createPlace, DAY, HOUR, hoursFromNow } from '../../testing/cars.fixture';
import { createTestApp, runJob, type TestContext } from '../../testing/test-app';

describe('the bookings of each role', () => {
  let ctx: TestContext;
  let place: string;
  let carA: string;
  let carB: string;
  const cookie: Record<'driverA' | 'driverB' | 'supplierA' | 'supplierB' | 'admin', string> = {
    driverA: '',
    driverB: '',
    supplierA: '',
    supplierB: '',
    admin: '',
  };
  const ids: Record<string, string> = {};
  let day = 2;

  /** A three-day period after the previous one, starting `hours` from now when given. */
  function nextPeriod(hours?: number) {
    day += 4;
    const from = hours === undefined ? hoursFromNow(day, 10) : new Date(Date.now() + hours * HOUR);
    return { from, to: new Date(from.getTime() + 3 * DAY) };
  }

  const call = (method: 'GET' | 'POST' | 'DELETE', url: string, who: string, payload?: object) =>
    ctx.app.inject({
      method,
      url,
      headers: who === '' ? { origin: TEST_SITE_URL } : asPage(who),
      ...(payload === undefined ? {} : { payload }),
    });

  async function checkout(who: string, carId: string, payment: 'counter' | 'full', hours?: number) {
    const { from, to } = nextPeriod(hours);
    const response = await call('POST', '/api/checkout', who, {
      carId,
      pickUpLocationId: place,
      from: from.toISOString(),
      to: to.toISOString(),
      payment,
    });
    expect(response.statusCode, response.body).toBe(201);
    return CheckoutAnswerSchema.parse(response.json()).booking;
  }

  async function paidOnline(who: string, carId: string, hours?: number) {
    const booking = await checkout(who, carId, 'full', hours);
    const paid = await call('POST', `/api/test-gateway/${booking.id}/pay`, who);
    expect(paid.statusCode, paid.body).toBe(200);
    return booking;
  }

  const list = async (who: string, query = '') => {
    const response = await call('GET', `/api/bookings${query}`, who);
    expect(response.statusCode, response.body).toBe(200);
    return BookingListSchema.parse(response.json());
  };
  const listedIds = async (who: string, query = '') => (await list(who, query)).bookings.map(({ id }) => id);

  const setStatus = async (who: string, bookingIds: string[], status: BookingStatus) => {
    const response = await call('POST', '/api/bookings/status', who, { ids: bookingIds, status });
    expect(response.statusCode, response.body).toBe(200);
    return BulkBookingAnswerSchema.parse(response.json());
  };

  const notificationsOf = async (who: string) => {
    const response = await call('GET', '/api/notifications', who);
    expect(response.statusCode, response.body).toBe(200);
    return NotificationListSchema.parse(response.json());
  };

  beforeAll(async () => {
    ctx = await createTestApp({ env: { PUBLIC_URL: TEST_SITE_URL, FORM_RATE_LIMIT_MAX: '1000' } });
    const { db } = ctx.database;
    place = await createPlace(db, 'ES');
    const supplierA = await createAccount(db, { type: 'supplier', fullName: 'Atlas Rentals' });
    const supplierB = await createAccount(db, { type: 'supplier', fullName: 'Brisa Cars' });
    for (const { id } of [supplierA, supplierB]) {
      await db
        .update(users)
        .set({ isPayAtCounterAllowed: true, isLicenceRequired: false, approvedAt: new Date() })
        .where(eq(users.id, id));
    }
    carA = await createCar(db, { supplierId: supplierA.id, locationIds: [place], name: 'Seat Ibiza' });
    carB = await createCar(db, { supplierId: supplierB.id, locationIds: [place], name: 'Kia Picanto' });
    const driverA = await createAccount(db, { fullName: 'Ana Conductora' });
    const driverB = await createAccount(db, { fullName: 'Bruno Driver' });
    const admin = await createAccount(db, { type: 'admin' });
    ids.supplierA = supplierA.id;
    ids.supplierAEmail = supplierA.email;
    ids.adminEmail = admin.email;
    await db.update(users).set({ enableEmailNotifications: false }).where(eq(users.id, admin.id));
    await db.update(users).set({ language: 'fr' }).where(eq(users.id, supplierA.id));
    ids.driverA = driverA.id;
    cookie.driverA = await signIn(ctx.app, driverA.email);
    cookie.driverB = await signIn(ctx.app, driverB.email);
    cookie.supplierA = await signIn(ctx.app, supplierA.email);
    cookie.supplierB = await signIn(ctx.app, supplierB.email);
    cookie.admin = await signIn(ctx.app, admin.email);
  });
  afterAll(() => ctx.close());

  it('lists to each reader only the bookings they may see, and reads none of another’s', async () => {
    const ofA = await checkout(cookie.driverA, carA, 'counter');
    const ofB = await checkout(cookie.driverB, carB, 'counter');

    expect(await listedIds(cookie.driverA)).toContain(ofA.id);
    expect(await listedIds(cookie.driverA)).not.toContain(ofB.id);
    expect(await listedIds(cookie.driverB)).toEqual(expect.arrayContaining([ofB.id]));
    expect(await listedIds(cookie.driverB)).not.toContain(ofA.id);
    expect(await listedIds(cookie.supplierA)).toContain(ofA.id);
    expect(await listedIds(cookie.supplierA)).not.toContain(ofB.id);
    expect(await listedIds(cookie.supplierB)).not.toContain(ofA.id);
    expect(await listedIds(cookie.admin)).toEqual(expect.arrayContaining([ofA.id, ofB.id]));
    expect((await call('GET', '/api/bookings', '')).statusCode).toBe(401);

    // Another's booking does not exist for them: not readable, not changeable.
    expect((await call('GET', `/api/bookings/${ofA.id}`, cookie.driverB)).statusCode).toBe(404);
    expect((await call('GET', `/api/bookings/${ofA.id}`, cookie.supplierB)).statusCode).toBe(404);
    expect((await call('POST', `/api/bookings/${ofA.id}/cancel-request`, cookie.driverB)).statusCode).toBe(
      404,
    );
    expect(await setStatus(cookie.supplierB, [ofA.id], 'confirmed')).toEqual({
      updated: [],
      refused: [{ id: ofA.id, code: 'common.notFound' }],
    });
    expect((await call('DELETE', `/api/bookings/${ofA.id}`, cookie.supplierB)).statusCode).toBe(404);
    const [row] = await ctx.database.db.select().from(bookings).where(eq(bookings.id, ofA.id));
    expect(row?.status).toBe('pending');

    const item = (await list(cookie.supplierA)).bookings.find(({ id }) => id === ofA.id);
    expect(item).toMatchObject({
      number: bookingNumber(ofA.id),
      car: { id: carA, name: 'Seat Ibiza' },
      supplier: { id: ids.supplierA, name: 'Atlas Rentals' },
      driver: { id: ids.driverA, fullName: 'Ana Conductora' },
      days: 3,
      status: 'pending',
      totalMinor: ofA.totalMinor,
      paidMinor: 0,
      dueAtCounterMinor: ofA.totalMinor,
      isCancelRequested: false,
    });
  });

  it('filters by status, supplier, dates and keyword, and pages', async () => {
    const booked = await checkout(cookie.driverA, carA, 'counter');
    const [row] = await ctx.database.db.select().from(bookings).where(eq(bookings.id, booked.id));
    if (!row) throw new Error('no booking');
    const dayOf = (date: Date) => date.toISOString().slice(0, 10);

    expect(await listedIds(cookie.admin, `?keyword=${bookingNumber(booked.id)}`)).toEqual([booked.id]);
    expect(await listedIds(cookie.admin, `?keyword=${bookingNumber(booked.id).toLowerCase()}`)).toEqual([
      booked.id,
    ]);
    expect(await listedIds(cookie.admin, '?keyword=ibiza')).toContain(booked.id);
    expect(await listedIds(cookie.admin, '?keyword=kia')).not.toContain(booked.id);
    expect(await listedIds(cookie.admin, '?keyword=conductora')).toContain(booked.id);
    expect(await listedIds(cookie.admin, '?keyword=Atlas')).toContain(booked.id);
    expect(await listedIds(cookie.admin, '?keyword=%25')).toEqual([]);
    expect(await listedIds(cookie.admin, `?supplier=${ids.supplierA}`)).toContain(booked.id);
    expect(await listedIds(cookie.admin, `?status=confirmed&status=paid`)).not.toContain(booked.id);
    expect(await listedIds(cookie.admin, `?status=pending`)).toContain(booked.id);
    // Days in the marketplace time zone (UTC here): the rental meets [from, to].
    const lastDay = dayOf(new Date(row.endsAt.getTime() - 1));
    expect(await listedIds(cookie.admin, `?from=${lastDay}&to=${lastDay}`)).toContain(booked.id);
    const after = dayOf(new Date(row.endsAt.getTime() + DAY));
    expect(await listedIds(cookie.admin, `?from=${after}`)).not.toContain(booked.id);
    const before = dayOf(new Date(row.startsAt.getTime() - DAY));
    expect(await listedIds(cookie.admin, `?to=${before}`)).not.toContain(booked.id);

    const firstPage = await list(cookie.admin, '?pageSize=1');
    expect(firstPage).toMatchObject({ page: 1, pageSize: 1 });
    expect(firstPage.bookings).toHaveLength(1);
    expect(firstPage.total).toBeGreaterThan(1);
    const beyond = await list(cookie.admin, `?pageSize=1&page=${firstPage.total + 1}`);
    expect(beyond).toMatchObject({ bookings: [], total: firstPage.total });

    for (const query of ['?status=lost', '?from=2026-02-30', '?pageSize=0', `?keyword=${'x'.repeat(101)}`]) {
      const response = await call('GET', `/api/bookings${query}`, cookie.admin);
      expect(response.statusCode, query).toBe(400);
      expect(response.json()).toMatchObject({ error: { code: expect.any(String) } });
    }
  });

  it('walks every row of the status table through the bulk route, for each role', async () => {
    const { db } = ctx.database;
    for (const actor of ['driverA', 'supplierA', 'admin'] as const) {
      const role = actor === 'driverA' ? 'driver' : actor === 'supplierA' ? 'supplier' : 'admin';
      for (const to of BOOKING_STATUSES) {
        // One booking of the car in each status, on periods of their own.
        const made: { id: string; from: BookingStatus }[] = [];
        for (const from of BOOKING_STATUSES) {
          const { from: start, to: end } = nextPeriod();
          const id = await createBooking(db, {
            carId: carA,
            locationId: place,
            from: start,
            to: end,
            status: from,
            driverId: ids.driverA,
            ...(from === 'void' ? { paymentExpiresAt: new Date(Date.now() + HOUR) } : {}),
          });
          made.push({ id, from });
        }
        const answer = await setStatus(
          cookie[actor],
          made.map(({ id }) => id),
          to,
        );
        for (const { id, from } of made) {
          const allowed = canTransitionBooking(from, to, role);
          expect(answer.updated.includes(id), `${role}: ${from} → ${to}`).toBe(allowed);
          if (!allowed) expect(answer.refused).toContainEqual({ id, code: 'booking.transitionRefused' });
          const [row] = await db
            .select({ status: bookings.status })
            .from(bookings)
            .where(eq(bookings.id, id));
          expect(row?.status).toBe(allowed ? to : from);
        }
      }
    }
  });

  it('refuses to hold a car again by hand when it was booked meanwhile', async () => {
    const { db } = ctx.database;
    const { from, to } = nextPeriod();
    const cancelled = await createBooking(db, {
      carId: carA,
      locationId: place,
      from,
      to,
      status: 'cancelled',
    });
    await createBooking(db, { carId: carA, locationId: place, from, to, status: 'paid' });
    expect(await setStatus(cookie.admin, [cancelled], 'reserved')).toEqual({
      updated: [],
      refused: [{ id: cancelled, code: 'booking.carUnavailable' }],
    });
  });

  it('takes a driver’s cancel request once, shows it, and tells the supplier and the admins', async () => {
    const booking = await checkout(cookie.driverA, carA, 'counter');
    const asked = await call('POST', `/api/bookings/${booking.id}/cancel-request`, cookie.driverA);
    expect(asked.statusCode, asked.body).toBe(200);
    expect(BookingResponseSchema.parse(asked.json()).booking).toMatchObject({
      status: 'pending',
      isCancelRequested: true,
    });
    const again = await call('POST', `/api/bookings/${booking.id}/cancel-request`, cookie.driverA);
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({ error: { code: 'booking.cancelRequestRefused' } });
    expect(
      (await call('POST', `/api/bookings/${booking.id}/cancel-request`, cookie.supplierA)).statusCode,
    ).toBe(409);
    expect((await call('POST', `/api/bookings/${booking.id}/cancel-request`, '')).statusCode).toBe(401);

    const number = bookingNumber(booking.id);
    for (const who of [cookie.supplierA, cookie.admin]) {
      const { notifications } = await notificationsOf(who);
      expect(notifications).toContainEqual(
        expect.objectContaining({ code: 'cancelRequested', bookingId: booking.id, isRead: false }),
      );
      expect(
        notifications.find((n) => n.bookingId === booking.id && n.code === 'cancelRequested')?.params,
      ).toEqual({
        number,
        car: 'Seat Ibiza',
      });
    }
    // Emailed to those whose switch is on, in their language.
    const [email] = await queuedEmails(ctx, ids.supplierAEmail ?? '', 'notification');
    expect(email?.subject).toBe(
      `Le conducteur a demandé l’annulation de la réservation ${number} (Seat Ibiza)`,
    );
    expect(email?.text).toContain(`/booking?b=${booking.id}&l=fr`);
    expect(await queuedEmails(ctx, ids.adminEmail ?? '', 'notification')).toEqual([]);
    expect(
      (await notificationsOf(cookie.driverA)).notifications.some((n) => n.code === 'cancelRequested'),
    ).toBe(false);

    // The supplier finalises it: free at the counter.
    expect(await setStatus(cookie.supplierA, [booking.id], 'cancelled')).toEqual({
      updated: [booking.id],
      refused: [],
    });
    const shown = BookingResponseSchema.parse(
      (await call('GET', `/api/bookings/${booking.id}`, cookie.driverA)).json(),
    ).booking;
    expect(shown).toMatchObject({ status: 'cancelled', isCancelRequested: false, refunds: [] });
    expect((await notificationsOf(cookie.driverA)).notifications).toContainEqual(
      expect.objectContaining({
        code: 'bookingCancelled',
        bookingId: booking.id,
        params: { number, car: 'Seat Ibiza', refundMinor: 0 },
      }),
    );
  });

  it('refunds in full a booking paid online and cancelled at least 24 hours before pick-up', async () => {
    const booking = await paidOnline(cookie.driverA, carA);
    expect(await setStatus(cookie.supplierA, [booking.id], 'cancelled')).toMatchObject({
      updated: [booking.id],
    });
    const refundsOf = () => ctx.database.db.select().from(refunds).where(eq(refunds.bookingId, booking.id));
    expect(await refundsOf()).toMatchObject([{ amountMinor: booking.totalMinor, reason: 'cancellation' }]);

    // The cancellation wakes the refunds job: the refund is made at once, not at its next turn.
    await expect.poll(async () => (await refundsOf()).map(({ status }) => status)).toEqual(['refunded']);
    const shown = BookingResponseSchema.parse(
      (await call('GET', `/api/bookings/${booking.id}`, cookie.driverA)).json(),
    ).booking;
    expect(shown.refunds).toMatchObject([
      { provider: 'test', amountMinor: booking.totalMinor, status: 'refunded' },
    ]);
    expect((await notificationsOf(cookie.driverA)).notifications).toContainEqual(
      expect.objectContaining({ code: 'refundSent', bookingId: booking.id }),
    );
    // The job ran: a second run finds nothing more to give back.
    await runJob(ctx, 'refunds');
    expect(await refundsOf()).toHaveLength(1);
  });

  it('keeps the late fee of a booking cancelled less than 24 hours before pick-up', async () => {
    const booking = await paidOnline(cookie.driverA, carB, 5);
    expect(await setStatus(cookie.admin, [booking.id], 'cancelled')).toMatchObject({ updated: [booking.id] });
    const fee = Math.round((booking.totalMinor * 20) / 100);
    const queued = await ctx.database.db.select().from(refunds).where(eq(refunds.bookingId, booking.id));
    expect(queued.map(({ amountMinor }) => amountMinor)).toEqual([booking.totalMinor - fee]);
    expect((await notificationsOf(cookie.driverA)).notifications).toContainEqual(
      expect.objectContaining({
        code: 'bookingCancelled',
        bookingId: booking.id,
        params: expect.objectContaining({ refundMinor: booking.totalMinor - fee }),
      }),
    );
  });

  it('deletes, for staff only, cancelled bookings and holds that took no money', async () => {
    const { db } = ctx.database;
    const make = async (status: BookingStatus) => {
      const { from, to } = nextPeriod();
      return createBooking(db, { carId: carA, locationId: place, from, to, status, driverId: ids.driverA });
    };
    const cancelled = await make('cancelled');
    const hold = await make('reserved');
    const pending = await make('pending');
    const paidThenCancelled = await paidOnline(cookie.driverA, carA);
    await setStatus(cookie.supplierA, [paidThenCancelled.id], 'cancelled');

    const byDriver = await call('POST', '/api/bookings/delete', cookie.driverA, { ids: [cancelled] });
    expect(BulkBookingAnswerSchema.parse(byDriver.json())).toEqual({
      updated: [],
      refused: [{ id: cancelled, code: 'booking.deleteRefused' }],
    });
    const bySupplier = await call('POST', '/api/bookings/delete', cookie.supplierA, {
      ids: [cancelled, hold, pending, paidThenCancelled.id],
    });
    expect(BulkBookingAnswerSchema.parse(bySupplier.json())).toEqual({
      updated: [cancelled, hold],
      refused: [
        { id: pending, code: 'booking.deleteRefused' },
        { id: paidThenCancelled.id, code: 'booking.deleteRefused' },
      ],
    });
    const left = await db.select({ id: bookings.id }).from(bookings);
    expect(left.map(({ id }) => id)).not.toContain(cancelled);
    expect(left.map(({ id }) => id)).toContain(paidThenCancelled.id);

    const one = await make('cancelled');
    expect((await call('DELETE', `/api/bookings/${one}`, cookie.admin)).statusCode).toBe(204);
    expect((await call('DELETE', `/api/bookings/${one}`, cookie.admin)).statusCode).toBe(404);
    const refused = await call('DELETE', `/api/bookings/${pending}`, cookie.admin);
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toMatchObject({ error: { code: 'booking.deleteRefused' } });
    expect((await call('POST', '/api/bookings/delete', cookie.admin, { ids: [] })).statusCode).toBe(400);
    expect(
      (await call('POST', '/api/bookings/delete', cookie.admin, { ids: [randomUUID()] })).json(),
    ).toMatchObject({
      refused: [{ code: 'common.notFound' }],
    });
  });
});
