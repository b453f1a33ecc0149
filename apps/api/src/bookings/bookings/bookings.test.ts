import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bookingNumber } from '@roadbook/domain/checkout';
import { BookingResponseSchema } from '@roadbook/domain/contracts/bookings';
import { CheckoutAnswerSchema } from '@roadbook/domain/contracts/checkout';
import { locationNames } from '../../db/schema/places';
import { users } from '../../db/schema/users';
import { asPage, createAccount, signIn, TEST_SITE_URL } from '../../testing/accounts.fixture';
import { createCar, createPlace, HOUR, hoursFromNow } from '../../testing/cars.fixture';
import { createTestApp, type TestContext } from '../../testing/test-app';

describe('GET /api/bookings/:id', () => {
  let ctx: TestContext;
  let place: string;
  let carId: string;
  let supplierCookie: string;
  let driverCookie: string;
  let day = 3;

  function nextPeriod() {
    day += 4;
    const from = hoursFromNow(day, 10);
    return { from: from.toISOString(), to: new Date(from.getTime() + 3 * 24 * HOUR).toISOString() };
  }

  const read = (id: string, headers: Record<string, string> = {}, language = 'fr') =>
    ctx.app.inject({
      method: 'GET',
      url: `/api/bookings/${id}`,
      headers: { 'accept-language': language, ...headers },
    });

  async function checkout(payment: 'counter' | 'full', payload: object = {}, cookie = driverCookie) {
    const response = await ctx.app.inject({
      method: 'POST',
      url: '/api/checkout',
      headers: asPage(cookie),
      payload: { carId, pickUpLocationId: place, ...nextPeriod(), payment, ...payload },
    });
    expect(response.statusCode, response.body).toBe(201);
    return CheckoutAnswerSchema.parse(response.json());
  }

  beforeAll(async () => {
    ctx = await createTestApp({ env: { PUBLIC_URL: TEST_SITE_URL, FORM_RATE_LIMIT_MAX: '1000' } });
    const { db } = ctx.database;
    place = await createPlace(db, 'FR');
    await db.insert(locationNames).values([
      { locationId: place, language: 'en', name: 'Lyon Part-Dieu station' },
      { locationId: place, language: 'fr', name: 'Gare de Lyon Part-Dieu' },
    ]);
    const supplier = await createAccount(db, { type: 'supplier', fullName: 'Rhône Rentals' });
    await db
      .update(users)
      .set({ isPayAtCounterAllowed: true, isLicenceRequired: false, approvedAt: new Date() })
      .where(eq(users.id, supplier.id));
    carId = await createCar(db, {
      supplierId: supplier.id,
      locationIds: [place],
      cancellation: 0,
      amendments: 900,
    });
    supplierCookie = await signIn(ctx.app, supplier.email);
    driverCookie = await signIn(
      ctx.app,
      (await createAccount(ctx.database.db, { fullName: 'Dana Driver' })).email,
    );
  });
  afterAll(() => ctx.close());

  it("shows the driver their booking: number, car, places in the page's language, options, amounts", async () => {
    const { booking } = await checkout('counter', { options: ['amendments'] });
    const response = await read(booking.id, { cookie: driverCookie });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.headers['cache-control']).toBe('private, no-store');
    const shown = BookingResponseSchema.parse(response.json()).booking;
    expect(shown).toMatchObject({
      id: booking.id,
      number: bookingNumber(booking.id),
      status: 'pending',
      car: { id: carId, name: 'Test Car' },
      supplier: { name: 'Rhône Rentals' },
      pickUp: { id: place, name: 'Gare de Lyon Part-Dieu' },
      dropOff: { id: place, name: 'Gare de Lyon Part-Dieu' },
      options: ['cancellation', 'amendments'],
      paymentChoice: 'counter',
      totalMinor: booking.totalMinor,
      paidMinor: 0,
      dueAtCounterMinor: booking.totalMinor,
      payment: null,
      driver: { fullName: 'Dana Driver' },
    });
    expect(shown.quote).toEqual(booking.quote);
    // A language the place has no name in falls back to one it has.
    const spanish = BookingResponseSchema.parse(
      (await read(booking.id, { cookie: driverCookie }, 'es')).json(),
    );
    expect(spanish.booking.pickUp.name).toBe('Lyon Part-Dieu station');
  });

  it('says what to pay while the booking waits for its online payment', async () => {
    const { booking, payment } = await checkout('full');
    const shown = BookingResponseSchema.parse(
      (await read(booking.id, { cookie: driverCookie })).json(),
    ).booking;
    expect(shown).toMatchObject({ status: 'void', paidMinor: 0, dueAtCounterMinor: 0 });
    expect(shown.payment).toEqual(payment);
  });

  it("is for its driver, its supplier, an admin and the visitor's token only", async () => {
    const { booking } = await checkout('counter');
    const otherDriver = await signIn(ctx.app, (await createAccount(ctx.database.db)).email);
    const otherSupplier = await signIn(
      ctx.app,
      (await createAccount(ctx.database.db, { type: 'supplier' })).email,
    );
    const admin = await signIn(ctx.app, (await createAccount(ctx.database.db, { type: 'admin' })).email);
    expect((await read(booking.id)).statusCode).toBe(401);
    expect((await read(booking.id, { cookie: otherDriver })).statusCode).toBe(404);
    expect((await read(booking.id, { cookie: otherSupplier })).statusCode).toBe(404);
    expect((await read(booking.id, { cookie: supplierCookie })).statusCode).toBe(200);
    expect((await read(booking.id, { cookie: admin })).statusCode).toBe(200);
    expect((await read(randomUUID(), { cookie: admin })).statusCode).toBe(404);
    expect((await read('not-an-id', { cookie: admin })).statusCode).toBe(400);

    const visitor = await checkout(
      'counter',
      {
        driver: {
          fullName: 'Vera Visitor',
          email: `vera-${randomUUID()}@example.com`,
          phone: '+33 6 12 34 56 78',
          birthDate: '1991-02-03',
        },
      },
      '',
    );
    const token = visitor.booking.accessToken ?? '';
    expect((await read(visitor.booking.id, { 'x-booking-token': token })).statusCode).toBe(200);
    expect((await read(booking.id, { 'x-booking-token': token })).statusCode).toBe(404);
    expect((await read(visitor.booking.id, { 'x-booking-token': `${token}x` })).statusCode).toBe(404);
  });
});
