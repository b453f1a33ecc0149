import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AmendmentQuoteSchema, BookingResponseSchema } from '@roadbook/domain/contracts/bookings';
import { CheckoutAnswerSchema } from '@roadbook/domain/contracts/checkout';
import { NotificationListSchema } from '@roadbook/domain/contracts/notifications';
import { bookingAmendments, bookings } from '../../db/schema/bookings';
import { payments, refunds } from '../../db/schema/payments';
import { users } from '../../db/schema/users';
import { asPage, createAccount, signIn, TEST_SITE_URL } from '../../testing/accounts.fixture';
import { createBooking, createCar, createPlace, DAY, hoursFromNow } from '../../testing/cars.fixture';
import { createTestApp, runJob, type TestContext } from '../../testing/test-app';

describe('changing a booking', () => {
  let ctx: TestContext;
  let place: string;
  let otherPlace: string;
  let farPlace: string;
  let car: string;
  let carWithoutAmendments: string;
  const cookie = { driver: '', otherDriver: '', supplier: '', otherSupplier: '', admin: '' };
  let day = 2;

  /** A three-day period after the previous one. */
  function nextPeriod() {
    day += 8;
    const from = hoursFromNow(day, 10);
    return { from, to: new Date(from.getTime() + 3 * DAY) };
  }

  const call = (method: 'GET' | 'POST', url: string, who: string, payload?: object) =>
    ctx.app.inject({
      method,
      url,
      headers: who === '' ? { origin: TEST_SITE_URL } : asPage(who),
      ...(payload === undefined ? {} : { payload }),
    });

  async function checkout(
    carId: string,
    payment: 'counter' | 'full',
    options: string[] = [],
    who = cookie.driver,
  ) {
    const { from, to } = nextPeriod();
    const response = await call('POST', '/api/checkout', who, {
      carId,
      pickUpLocationId: place,
      from: from.toISOString(),
      to: to.toISOString(),
      payment,
      options,
    });
    expect(response.statusCode, response.body).toBe(201);
    const { booking } = CheckoutAnswerSchema.parse(response.json());
    if (payment === 'full') {
      const paid = await call('POST', `/api/test-gateway/${booking.id}/pay`, who);
      expect(paid.statusCode, paid.body).toBe(200);
    }
    return { ...booking, from, to };
  }

  /** The same booking over `days` days from its pick-up, with `options`. */
  const changed = (booking: { from: Date }, days: number, options: string[] = [], pickUp = place) => ({
    pickUpLocationId: pickUp,
    from: booking.from.toISOString(),
    to: new Date(booking.from.getTime() + days * DAY).toISOString(),
    options,
  });

  const amend = (id: string, who: string, body: object) =>
    call('POST', `/api/bookings/${id}/amend`, who, body);
  const quoteOf = (id: string, who: string, body: object) =>
    call('POST', `/api/bookings/${id}/amendment-quote`, who, body);
  const bookingOf = async (id: string, who = cookie.driver) => {
    const response = await call('GET', `/api/bookings/${id}`, who);
    expect(response.statusCode, response.body).toBe(200);
    return BookingResponseSchema.parse(response.json()).booking;
  };
  const codesOf = async (who: string) => {
    const response = await call('GET', '/api/notifications', who);
    return NotificationListSchema.parse(response.json()).notifications.map(({ code }) => code);
  };

  beforeAll(async () => {
    ctx = await createTestApp({ env: { PUBLIC_URL: TEST_SITE_URL, FORM_RATE_LIMIT_MAX: '1000' } });
    const { db } = ctx.database;
    place = await createPlace(db, 'ES');
    otherPlace = await createPlace(db, 'PT');
    farPlace = await createPlace(db, 'FR');
    const supplier = await createAccount(db, { type: 'supplier', fullName: 'Atlas Rentals' });
    const otherSupplier = await createAccount(db, { type: 'supplier', fullName: 'Brisa Cars' });
    await db
      .update(users)
      .set({
        isPayAtCounterAllowed: true,
        isLicenceRequired: false,
        approvedAt: new Date(),
        priceChangeRate: 0,
      })
      .where(eq(users.id, supplier.id));
    // 50 USD a day; the amendments option 15 USD once; theft protection 9 USD a day.
    car = await createCar(db, {
      supplierId: supplier.id,
      locationIds: [place, otherPlace],
      dailyPrice: 5_000,
      deposit: 10_000,
      amendments: 1_500,
      theftProtection: 900,
    });
    carWithoutAmendments = await createCar(db, {
      supplierId: supplier.id,
      locationIds: [place],
      dailyPrice: 5_000,
    });
    cookie.driver = await signIn(ctx.app, (await createAccount(db, { fullName: 'Ana Conductora' })).email);
    cookie.otherDriver = await signIn(ctx.app, (await createAccount(db)).email);
    cookie.supplier = await signIn(ctx.app, supplier.email);
    cookie.otherSupplier = await signIn(ctx.app, otherSupplier.email);
    cookie.admin = await signIn(ctx.app, (await createAccount(db, { type: 'admin' })).email);
  });
  afterAll(() => ctx.close());

  it('asks a driver who paid online the difference of a dearer change first, then makes it once paid', async () => {
    const booking = await checkout(car, 'full', ['amendments']);
    expect(booking.totalMinor).toBe(16_500);
    const body = changed(booking, 4, ['amendments', 'theftProtection']);

    const quoted = await quoteOf(booking.id, cookie.driver, body);
    expect(quoted.statusCode, quoted.body).toBe(200);
    // 4 days at 50, the option once, theft protection 4 days at 9.
    expect(AmendmentQuoteSchema.parse(quoted.json())).toMatchObject({
      totalMinor: 25_100,
      differenceMinor: 8_600,
      dueAtCounterMinor: 0,
    });

    const asked = await amend(booking.id, cookie.driver, body);
    expect(asked.statusCode, asked.body).toBe(200);
    const waiting = BookingResponseSchema.parse(asked.json()).booking;
    expect(waiting).toMatchObject({
      status: 'paid',
      totalMinor: 16_500,
      to: booking.to.toISOString(),
      payment: { purpose: 'amendment', amountMinor: 8_600, providers: ['test'] },
    });

    const paid = await call('POST', `/api/test-gateway/${booking.id}/pay`, cookie.driver);
    expect(paid.json()).toEqual({ outcome: 'accepted', booking: { id: booking.id, status: 'paid' } });
    const made = await bookingOf(booking.id);
    expect(made).toMatchObject({
      status: 'paid',
      totalMinor: 25_100,
      paidMinor: 25_100,
      dueAtCounterMinor: 0,
      days: 4,
      to: body.to,
      options: ['amendments', 'theftProtection'],
      payment: null,
    });
    expect(made.quote.totalMinor).toBe(25_100);
    expect(await codesOf(cookie.supplier)).toContain('bookingAmended');
    // Paid once: nothing more to pay.
    expect((await call('POST', `/api/test-gateway/${booking.id}/pay`, cookie.driver)).statusCode).toBe(402);
  });

  it('refunds what a cheaper change takes off, through the provider that took it', async () => {
    const booking = await checkout(car, 'full', ['amendments', 'theftProtection']);
    expect(booking.totalMinor).toBe(19_200);
    const answer = await amend(booking.id, cookie.driver, changed(booking, 2, ['amendments']));
    expect(answer.statusCode, answer.body).toBe(200);
    expect(BookingResponseSchema.parse(answer.json()).booking).toMatchObject({
      totalMinor: 11_500,
      paidMinor: 11_500,
      payment: null,
    });
    const { db } = ctx.database;
    expect(await db.select().from(refunds).where(eq(refunds.bookingId, booking.id))).toEqual([
      expect.objectContaining({ amountMinor: 7_700, reason: 'amendment' }),
    ]);
    // Sent at once (the change wakes the refunds job); a run now sends whatever is left.
    await runJob(ctx, 'refunds');
    await expect
      .poll(async () => (await bookingOf(booking.id)).refunds)
      .toMatchObject([{ provider: 'test', amountMinor: 7_700, status: 'refunded' }]);
    expect(await codesOf(cookie.driver)).toEqual(expect.arrayContaining(['refundSent']));
  });

  it('changes a booking paid at the counter for free: the counter takes the new total', async () => {
    const booking = await checkout(carWithoutAmendments, 'counter');
    const answer = await amend(booking.id, cookie.driver, changed(booking, 5));
    expect(answer.statusCode, answer.body).toBe(200);
    expect(BookingResponseSchema.parse(answer.json()).booking).toMatchObject({
      status: 'pending',
      totalMinor: 25_000,
      paidMinor: 0,
      dueAtCounterMinor: 25_000,
      days: 5,
      payment: null,
    });
  });

  it('lets a supplier change any field, what it adds due at the counter; a driver without the option may not', async () => {
    const booking = await checkout(carWithoutAmendments, 'full');
    const refused = await amend(booking.id, cookie.driver, changed(booking, 4));
    expect(refused.statusCode).toBe(409);
    expect(refused.json().error.code).toBe('booking.amendmentRefused');

    const answer = await amend(booking.id, cookie.supplier, changed(booking, 4));
    expect(answer.statusCode, answer.body).toBe(200);
    expect(BookingResponseSchema.parse(answer.json()).booking).toMatchObject({
      totalMinor: 20_000,
      paidMinor: 15_000,
      dueAtCounterMinor: 5_000,
      payment: null,
    });
    expect(await codesOf(cookie.driver)).toContain('bookingAmended');
  });

  it('moves the places and the pick-up, checking the places are the car’s and the notice a checkout asks', async () => {
    const booking = await checkout(car, 'counter');
    const moved = {
      ...changed(booking, 3, [], otherPlace),
      from: new Date(booking.from.getTime() + DAY).toISOString(),
      to: new Date(booking.from.getTime() + 4 * DAY).toISOString(),
    };
    const answer = await amend(booking.id, cookie.admin, moved);
    expect(answer.statusCode, answer.body).toBe(200);
    expect(BookingResponseSchema.parse(answer.json()).booking).toMatchObject({
      pickUp: { id: otherPlace },
      dropOff: { id: otherPlace },
      from: moved.from,
    });

    const elsewhere = await amend(booking.id, cookie.driver, { ...moved, dropOffLocationId: farPlace });
    expect(elsewhere.statusCode).toBe(400);
    expect(elsewhere.json().error.details).toMatchObject({ field: 'dropOffLocationId' });
    const tooSoon = await amend(booking.id, cookie.driver, {
      ...moved,
      from: new Date(Date.now() + 3_600_000).toISOString(),
    });
    expect(tooSoon.statusCode).toBe(400);
    expect(tooSoon.json().error.code).toBe('validation.pickUpTooSoon');
    const broken = await amend(booking.id, cookie.driver, { from: 'soon', to: 3, options: ['wings'] });
    expect(broken.statusCode).toBe(400);
    expect(broken.json().error.code).toBe('common.invalidRequest');
  });

  it('refuses a period another booking holds the car for, and changes nothing', async () => {
    const booking = await checkout(car, 'counter');
    const blocker = nextPeriod();
    await createBooking(ctx.database.db, {
      carId: car,
      locationId: place,
      from: blocker.from,
      to: blocker.to,
      status: 'reserved',
    });
    const overlapping = {
      pickUpLocationId: place,
      from: booking.from.toISOString(),
      to: new Date(blocker.from.getTime() + DAY).toISOString(),
    };
    for (const response of [
      await quoteOf(booking.id, cookie.driver, overlapping),
      await amend(booking.id, cookie.driver, overlapping),
    ]) {
      expect(response.statusCode).toBe(409);
      expect(response.json().error.code).toBe('booking.carUnavailable');
    }
    expect((await bookingOf(booking.id)).to).toBe(booking.to.toISOString());
  });

  it('gives back a difference paid once the car was booked over the new period meanwhile', async () => {
    const booking = await checkout(car, 'full', ['amendments']);
    const longer = changed(booking, 5, ['amendments']);
    expect((await amend(booking.id, cookie.driver, longer)).statusCode).toBe(200);
    // Someone else takes the car for the added days before the difference is paid.
    await createBooking(ctx.database.db, {
      carId: car,
      locationId: place,
      from: new Date(booking.from.getTime() + 4 * DAY),
      to: new Date(booking.from.getTime() + 6 * DAY),
      status: 'reserved',
    });
    const paid = await call('POST', `/api/test-gateway/${booking.id}/pay`, cookie.driver);
    expect(paid.json()).toMatchObject({ outcome: 'refundDue' });
    const { db } = ctx.database;
    expect((await db.select().from(bookings).where(eq(bookings.id, booking.id)))[0]).toMatchObject({
      totalMinor: 16_500,
      endsAt: booking.to,
    });
    const [difference] = await db.select().from(payments).where(eq(payments.amountMinor, 10_000));
    expect(difference).toMatchObject({ bookingId: booking.id, status: 'refundDue' });
    expect(
      await db
        .select()
        .from(refunds)
        .where(eq(refunds.paymentId, difference?.id ?? '')),
    ).toEqual([expect.objectContaining({ amountMinor: 10_000, reason: 'unkeptPayment' })]);
    expect(
      await db.select().from(bookingAmendments).where(eq(bookingAmendments.bookingId, booking.id)),
    ).toEqual([expect.objectContaining({ status: 'lapsed' })]);
  });

  it('keeps one change waiting at a time, and lets a cancellation take it', async () => {
    const booking = await checkout(car, 'full', ['amendments']);
    expect((await amend(booking.id, cookie.driver, changed(booking, 4, ['amendments']))).statusCode).toBe(
      200,
    );
    const second = await amend(booking.id, cookie.driver, changed(booking, 5, ['amendments']));
    expect(BookingResponseSchema.parse(second.json()).booking.payment).toMatchObject({ amountMinor: 10_000 });
    const { db } = ctx.database;
    const statuses = async () =>
      (await db.select().from(bookingAmendments).where(eq(bookingAmendments.bookingId, booking.id)))
        .map(({ status }) => status)
        .sort();
    expect(await statuses()).toEqual(['awaiting', 'lapsed']);
    const cancelled = await call('POST', '/api/bookings/status', cookie.supplier, {
      ids: [booking.id],
      status: 'cancelled',
    });
    expect(cancelled.json().updated).toEqual([booking.id]);
    expect(await statuses()).toEqual(['lapsed', 'lapsed']);
    expect((await bookingOf(booking.id)).payment).toBeNull();
  });

  it("answers 404 for another's booking, 401 to a visitor, and never changes it", async () => {
    const booking = await checkout(car, 'counter');
    const body = changed(booking, 4);
    for (const who of [cookie.otherDriver, cookie.otherSupplier]) {
      for (const response of [await amend(booking.id, who, body), await quoteOf(booking.id, who, body)]) {
        expect(response.statusCode).toBe(404);
        expect(response.json().error.code).toBe('common.notFound');
      }
    }
    expect((await amend(booking.id, '', body)).statusCode).toBe(401);
    expect((await bookingOf(booking.id)).days).toBe(3);
  });
});
