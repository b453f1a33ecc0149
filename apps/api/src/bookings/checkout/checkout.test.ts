import { randomUUID } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bookingNumber } from '@roadbook/domain/checkout';
import { CheckoutAnswerSchema } from '@roadbook/domain/contracts/checkout';
import { bookingAdditionalDrivers, bookings } from '../../db/schema/bookings';
import { carBlocks } from '../../db/schema/car-blocks';
import { EXCLUSION_VIOLATION, pgErrorCode } from '../../db/pg-error';
import { users } from '../../db/schema/users';
import {
  asPage,
  createAccount,
  queuedEmails,
  signIn,
  TEST_PASSWORD,
  TEST_SITE_URL,
} from '../../testing/accounts.fixture';
import {
  createBooking,
  createCar,
  createPlace,
  createSupplier,
  HOUR,
  hoursFromNow,
} from '../../testing/cars.fixture';
import { createTestApp, type TestContext } from '../../testing/test-app';
import { sweepCheckouts } from './checkout.service';
import { requestKeyHash } from './idempotent-answers';

describe('POST /api/checkout', () => {
  let ctx: TestContext;
  let place: string;
  let otherPlace: string;
  let counterSupplier: string;
  let onlineSupplier: string;
  let driverCookie: string;
  let driverEmail: string;
  let supplierEmail: string;
  let day = 3;

  /** A new period each time, so that tests do not book each other's dates. */
  function nextPeriod(days = 2) {
    day += days + 1;
    const from = hoursFromNow(day, 10);
    return { from: from.toISOString(), to: new Date(from.getTime() + days * 24 * HOUR).toISOString() };
  }

  function post(payload: object, { cookie = '', headers = {} }: { cookie?: string; headers?: object } = {}) {
    return ctx.app.inject({
      method: 'POST',
      url: '/api/checkout',
      headers: { ...asPage(cookie), ...headers },
      payload,
    });
  }

  const visitor = (email = `visitor-${randomUUID()}@example.com`) => ({
    fullName: 'Vera Visitor',
    email,
    phone: '+34 612 345 678',
    birthDate: '1990-05-04',
  });

  beforeAll(async () => {
    ctx = await createTestApp({ env: { PUBLIC_URL: TEST_SITE_URL, FORM_RATE_LIMIT_MAX: '1000' } });
    const { db } = ctx.database;
    place = await createPlace(db, 'ES');
    otherPlace = await createPlace(db, 'FR');
    counterSupplier = await createSupplier(db, {
      name: 'Counter Rentals',
      priceChangeRate: 10,
      isPayAtCounterAllowed: true,
      isLicenceRequired: false,
    });
    onlineSupplier = await createSupplier(db, {
      name: 'Online Rentals',
      priceChangeRate: 0,
      isPayAtCounterAllowed: false,
      isLicenceRequired: false,
      minimumRentalDays: 3,
    });
    const driver = await createAccount(db);
    driverEmail = driver.email;
    driverCookie = await signIn(ctx.app, driver.email);
    const [supplierRow] = await db
      .select({ email: users.email })
      .from(users)
      .where(eq(users.id, counterSupplier));
    supplierEmail = supplierRow?.email ?? '';
  });
  afterAll(() => ctx.close());

  const carOf = (supplierId: string, fields: object = {}) =>
    createCar(ctx.database.db, {
      supplierId,
      locationIds: [place],
      deposit: 20_000,
      cancellation: 2500,
      theftProtection: 0,
      additionalDriver: 1000,
      fullInsurance: -1,
      ...fields,
    });

  it('books at the counter: pending, priced again by the server as POST /api/quotes prices it', async () => {
    const carId = await carOf(counterSupplier);
    const period = nextPeriod(2);
    const response = await post(
      {
        carId,
        pickUpLocationId: place,
        dropOffLocationId: otherPlace,
        ...period,
        options: ['cancellation'],
        payment: 'counter',
      },
      { cookie: driverCookie },
    );
    expect(response.statusCode, response.body).toBe(201);
    const answer = CheckoutAnswerSchema.parse(response.json());
    const quoted = await ctx.app.inject({
      method: 'POST',
      url: '/api/quotes',
      payload: { carId, ...period, options: ['cancellation'] },
    });
    expect(answer.booking.quote).toEqual(quoted.json().quote);
    expect(answer.booking).toMatchObject({
      status: 'pending',
      totalMinor: answer.booking.quote.totalMinor,
      dueNowMinor: 0,
      dueAtCounterMinor: answer.booking.quote.totalMinor,
    });
    expect(answer.payment).toBeNull();

    const [row] = await ctx.database.db.select().from(bookings).where(eq(bookings.id, answer.booking.id));
    expect(row).toMatchObject({
      carId,
      supplierId: counterSupplier,
      pickUpLocationId: place,
      dropOffLocationId: otherPlace,
      status: 'pending',
      paymentChoice: 'counter',
      cancellation: true,
      // Included by the car: on without being chosen.
      theftProtection: true,
      additionalDriver: false,
      totalMinor: answer.booking.totalMinor,
      paymentExpiresAt: null,
    });
    expect(row?.quote).toEqual(answer.booking.quote);

    // Booked at the counter: the driver's confirmation and the supplier's notice leave now.
    const number = bookingNumber(answer.booking.id);
    const [confirmation] = (await queuedEmails(ctx, driverEmail, 'bookingConfirmed')).filter((email) =>
      email.subject.includes(number),
    );
    expect(confirmation?.subject).toBe(`Your booking ${number} is received`);
    expect(confirmation?.text).toContain('Counter Rentals will confirm your booking shortly');
    const [notice] = await queuedEmails(ctx, supplierEmail, 'newBooking');
    // In the supplier's own language.
    expect(notice?.subject).toBe(`Nueva reserva ${number}: Test Car`);
  });

  it('pays in full or by deposit online: void, holding the car for the payment window', async () => {
    const carId = await carOf(onlineSupplier);
    const before = Date.now();
    const full = await post(
      { carId, pickUpLocationId: place, ...nextPeriod(3), payment: 'full' },
      { cookie: driverCookie },
    );
    expect(full.statusCode, full.body).toBe(201);
    const paidInFull = CheckoutAnswerSchema.parse(full.json());
    expect(paidInFull.booking).toMatchObject({ status: 'void', dueAtCounterMinor: 0 });
    expect(paidInFull.booking.dueNowMinor).toBe(paidInFull.booking.totalMinor);
    expect(paidInFull.payment).toMatchObject({
      purpose: 'booking',
      providers: ['test'],
      amountMinor: paidInFull.booking.totalMinor,
      currency: 'USD',
    });
    const window = Date.parse(paidInFull.payment?.expiresAt ?? '') - before;
    expect(window).toBeGreaterThanOrEqual(30 * 60_000 - 1000);
    expect(window).toBeLessThanOrEqual(30 * 60_000 + 60_000);

    const deposit = await post(
      { carId, pickUpLocationId: place, ...nextPeriod(3), payment: 'deposit' },
      { cookie: driverCookie },
    );
    const byDeposit = CheckoutAnswerSchema.parse(deposit.json());
    expect(byDeposit.booking).toMatchObject({ status: 'void', dueNowMinor: 15_000 });
    expect(byDeposit.booking.dueAtCounterMinor).toBe(byDeposit.booking.totalMinor - 15_000);
    expect(byDeposit.payment?.amountMinor).toBe(15_000);
  });

  it("refuses what the car or its supplier does not offer, in the driver's language", async () => {
    const carId = await carOf(onlineSupplier, { deposit: 0 });
    const refused = async (payload: object, language = 'en') => {
      const response = await post(
        { carId, pickUpLocationId: place, ...nextPeriod(3), payment: 'full', ...payload },
        { cookie: driverCookie, headers: { 'accept-language': language } },
      );
      expect(response.statusCode, response.body).toBe(400);
      return response.json().error;
    };
    expect(await refused({ payment: 'counter' })).toMatchObject({
      code: 'booking.paymentChoiceUnavailable',
      details: { choice: 'counter' },
    });
    expect((await refused({ payment: 'deposit' })).code).toBe('booking.paymentChoiceUnavailable');
    expect(await refused({ ...nextPeriod(1) }, 'fr')).toMatchObject({
      code: 'booking.rentalTooShortForSupplier',
      message: 'Cette agence loue pour 3 jours au minimum',
    });
    expect((await refused({ options: ['fullInsurance'] })).code).toBe('quote.optionUnavailable');
    expect(await refused({ pickUpLocationId: otherPlace })).toMatchObject({
      code: 'validation.invalidValue',
      details: { field: 'pickUpLocationId' },
    });
    const unknownPlace = await post(
      { carId, pickUpLocationId: place, dropOffLocationId: randomUUID(), ...nextPeriod(3), payment: 'full' },
      { cookie: driverCookie },
    );
    expect(unknownPlace.statusCode).toBe(404);
  });

  it("checks the driver's age against the car's minimum when it asks for more than 21", async () => {
    const carId = await carOf(counterSupplier, { minimumAge: 40 });
    const response = await post(
      { carId, pickUpLocationId: place, ...nextPeriod(2), payment: 'counter', driver: visitor() },
      { headers: { 'accept-language': 'en' } },
    );
    expect(response.statusCode).toBe(400);
    const { fields } = response.json().error.details;
    expect(fields).toContainEqual(
      expect.objectContaining({
        path: 'driver.birthDate',
        code: 'validation.driverMinimumAge',
        params: { age: 40 },
      }),
    );
  });

  it('makes a visitor an account without a password, and emails the link to set one', async () => {
    const carId = await carOf(counterSupplier);
    const email = `new-${randomUUID()}@example.com`;
    const response = await post(
      {
        carId,
        pickUpLocationId: place,
        ...nextPeriod(2),
        options: ['additionalDriver'],
        payment: 'counter',
        driver: visitor(email),
        additionalDriver: { ...visitor('second@example.com'), fullName: 'Ada Second' },
      },
      { headers: { 'accept-language': 'fr' } },
    );
    expect(response.statusCode, response.body).toBe(201);
    const { booking } = CheckoutAnswerSchema.parse(response.json());
    const [account] = await ctx.database.db.select().from(users).where(eq(users.email, email));
    expect(account).toMatchObject({
      type: 'user',
      fullName: 'Vera Visitor',
      isVerified: false,
      passwordHash: null,
      language: 'fr',
      birthDate: '1990-05-04',
    });
    const [row] = await ctx.database.db.select().from(bookings).where(eq(bookings.id, booking.id));
    expect(row?.driverId).toBe(account?.id);
    expect(
      await ctx.database.db
        .select()
        .from(bookingAdditionalDrivers)
        .where(eq(bookingAdditionalDrivers.bookingId, booking.id)),
    ).toEqual([
      {
        bookingId: booking.id,
        fullName: 'Ada Second',
        email: 'second@example.com',
        phone: '+34 612 345 678',
        birthDate: '1990-05-04',
      },
    ]);
    expect(await queuedEmails(ctx, email, 'setPassword')).toHaveLength(1);

    // The same address again: already registered, and nothing is booked.
    const again = await post({
      carId,
      pickUpLocationId: place,
      ...nextPeriod(2),
      payment: 'counter',
      driver: visitor(email),
    });
    expect(again.statusCode).toBe(409);
    expect(again.json().error.code).toBe('validation.emailAlreadyRegistered');
    const count = await ctx.database.db.select().from(bookings).where(eq(bookings.carId, carId));
    expect(count).toHaveLength(1);
  });

  it('asks a driver whose data was deleted for the missing details, and keeps them on the account', async () => {
    const carId = await carOf(counterSupplier);
    const account = await createAccount(ctx.database.db, { fullName: 'Rosa Reborn' });
    const cookie = await signIn(ctx.app, account.email);
    const deleted = await ctx.app.inject({
      method: 'POST',
      url: '/api/delete-my-data',
      headers: asPage(cookie),
      payload: { password: TEST_PASSWORD },
    });
    expect(deleted.statusCode, deleted.body).toBe(200);

    const period = nextPeriod(2);
    const asked = await post({ carId, pickUpLocationId: place, ...period, payment: 'counter' }, { cookie });
    expect(asked.statusCode).toBe(400);
    expect(asked.json().error.details.fields).toEqual([
      expect.objectContaining({ path: 'driver.phone', code: 'validation.required' }),
      expect.objectContaining({ path: 'driver.birthDate' }),
    ]);

    const booked = await post(
      {
        carId,
        pickUpLocationId: place,
        ...period,
        payment: 'counter',
        // Only what is missing is read: the account keeps its name and address.
        driver: { phone: '+34 600 111 222', birthDate: '1990-04-02', fullName: 'Someone Else' },
      },
      { cookie },
    );
    expect(booked.statusCode, booked.body).toBe(201);
    const [row] = await ctx.database.db.select().from(users).where(eq(users.id, account.id));
    expect(row).toMatchObject({ fullName: 'Rosa Reborn', phone: '+34 600 111 222', birthDate: '1990-04-02' });
  });

  it('asks a visitor for their details, a supplier to use a driver account', async () => {
    const carId = await carOf(counterSupplier);
    const noDriver = await post({ carId, pickUpLocationId: place, ...nextPeriod(2), payment: 'counter' });
    expect(noDriver.statusCode).toBe(400);
    expect(noDriver.json().error.details.fields.map((field: { path: string }) => field.path)).toEqual(
      expect.arrayContaining(['driver.fullName', 'driver.email', 'driver.phone', 'driver.birthDate']),
    );

    const supplier = await createAccount(ctx.database.db, { type: 'supplier' });
    const supplierCookie = await signIn(ctx.app, supplier.email);
    const bySupplier = await post(
      { carId, pickUpLocationId: place, ...nextPeriod(2), payment: 'counter' },
      { cookie: supplierCookie },
    );
    expect(bySupplier.statusCode).toBe(403);
    expect(bySupplier.json().error.code).toBe('booking.driversOnly');
  });

  it("asks for the driver's licence where the supplier requires it", async () => {
    const strict = await createSupplier(ctx.database.db, {
      name: 'Strict Rentals',
      priceChangeRate: 0,
      isPayAtCounterAllowed: true,
      isLicenceRequired: true,
    });
    const carId = await carOf(strict);
    const response = await post(
      { carId, pickUpLocationId: place, ...nextPeriod(2), payment: 'counter' },
      { cookie: driverCookie },
    );
    expect(response.statusCode).toBe(400);
    expect(response.json().error.code).toBe('booking.licenceRequired');
  });

  it("asks for the driver's licence where the car requires it, whatever its supplier says", async () => {
    const carId = await carOf(counterSupplier, { isLicenceRequired: true });
    const response = await post(
      { carId, pickUpLocationId: place, ...nextPeriod(2), payment: 'counter' },
      { cookie: driverCookie },
    );
    expect(response.statusCode).toBe(400);
    expect(response.json().error.code).toBe('booking.licenceRequired');
  });

  it('refuses a car taken for an overlapping period, but not one whose payment window has ended', async () => {
    const carId = await carOf(counterSupplier);
    const period = nextPeriod(2);
    const from = new Date(period.from);
    const to = new Date(period.to);
    const expired = await createBooking(ctx.database.db, {
      carId,
      locationId: place,
      from,
      to,
      status: 'void',
      paymentExpiresAt: new Date(Date.now() - 60_000),
    });
    const first = await post(
      { carId, pickUpLocationId: place, ...period, payment: 'counter' },
      { cookie: driverCookie },
    );
    expect(first.statusCode, first.body).toBe(201);
    const [swept] = await ctx.database.db.select().from(bookings).where(eq(bookings.id, expired));
    expect(swept?.status).toBe('cancelled');

    const overlapping = await post(
      {
        carId,
        pickUpLocationId: place,
        from: new Date(from.getTime() + HOUR).toISOString(),
        to: new Date(to.getTime() + 24 * HOUR).toISOString(),
        payment: 'counter',
      },
      { cookie: driverCookie, headers: { 'accept-language': 'en' } },
    );
    expect(overlapping.statusCode).toBe(409);
    expect(overlapping.json().error).toMatchObject({
      code: 'booking.carUnavailable',
      message:
        'This vehicle is no longer available for the selected dates. Please search again to find another one.',
    });
  });

  it('refuses a car blocked for maintenance over the period, and the database a block over a booking', async () => {
    const carId = await carOf(counterSupplier);
    const period = nextPeriod(2);
    const from = new Date(period.from);
    const to = new Date(period.to);
    const { db } = ctx.database;
    await db.insert(carBlocks).values({ carId, startsAt: new Date(to.getTime() - HOUR), endsAt: to });
    const blocked = await post(
      { carId, pickUpLocationId: place, ...period, payment: 'counter' },
      { cookie: driverCookie, headers: { 'accept-language': 'en' } },
    );
    expect(blocked.statusCode).toBe(409);
    expect(blocked.json().error.code).toBe('booking.carUnavailable');
    // Until the block begins (periods are half-open), the car can be booked.
    const before = await post(
      {
        carId,
        pickUpLocationId: place,
        from: period.from,
        to: new Date(to.getTime() - HOUR).toISOString(),
        payment: 'counter',
      },
      { cookie: driverCookie },
    );
    expect(before.statusCode, before.body).toBe(201);

    // The database itself refuses a block over that booking, and a cancelled booking held again over the block.
    const overBooking = db
      .insert(carBlocks)
      .values({ carId, startsAt: from, endsAt: new Date(from.getTime() + HOUR) });
    await expect(overBooking).rejects.toSatisfy((error) => pgErrorCode(error) === EXCLUSION_VIOLATION);
    const cancelled = await createBooking(db, {
      carId,
      locationId: place,
      from: new Date(to.getTime() - 2 * HOUR),
      to: new Date(to.getTime() + HOUR),
      status: 'cancelled',
    });
    const heldAgain = db.update(bookings).set({ status: 'reserved' }).where(eq(bookings.id, cancelled));
    await expect(heldAgain).rejects.toSatisfy((error) => pgErrorCode(error) === EXCLUSION_VIOLATION);
  });

  it('gives the first answer again for a repeated Idempotency-Key, and refuses the key for another request', async () => {
    const carId = await carOf(counterSupplier);
    const key = randomUUID();
    const payload = { carId, pickUpLocationId: place, ...nextPeriod(2), payment: 'counter' };
    const first = await post(payload, { cookie: driverCookie, headers: { 'idempotency-key': key } });
    const second = await post(payload, { cookie: driverCookie, headers: { 'idempotency-key': key } });
    expect(first.statusCode).toBe(201);
    expect(second.statusCode).toBe(201);
    expect(second.json()).toEqual(first.json());
    expect(await ctx.database.db.select().from(bookings).where(eq(bookings.carId, carId))).toHaveLength(1);

    // A signed-in driver's booking needs no token.
    expect(first.json().booking.accessToken).toBeUndefined();

    const other = await post(
      { ...payload, ...nextPeriod(2) },
      { cookie: driverCookie, headers: { 'idempotency-key': key } },
    );
    expect(other.statusCode).toBe(422);
    expect(other.json().error.code).toBe('common.idempotencyKeyReused');
  });

  it("gives a visitor's page one booking token, the same again for a repeated key, and keeps it sealed", async () => {
    const carId = await carOf(counterSupplier);
    const key = randomUUID();
    const payload = {
      carId,
      pickUpLocationId: place,
      ...nextPeriod(2),
      payment: 'counter',
      driver: visitor(),
    };
    const first = CheckoutAnswerSchema.parse(
      (await post(payload, { headers: { 'idempotency-key': key } })).json(),
    );
    const again = CheckoutAnswerSchema.parse(
      (await post(payload, { headers: { 'idempotency-key': key } })).json(),
    );
    expect(again).toEqual(first);
    expect(first.booking.accessToken).toEqual(expect.any(String));
    // The first token still opens the booking: the repeated request revoked nothing.
    const read = await ctx.app.inject({
      method: 'GET',
      url: `/api/bookings/${first.booking.id}`,
      headers: { origin: TEST_SITE_URL, 'x-booking-token': first.booking.accessToken ?? '' },
    });
    expect(read.statusCode, read.body).toBe(200);

    // Sent twice at once: one booking, one account, the same booking in both answers.
    const racedKey = randomUUID();
    const raced = { ...payload, ...nextPeriod(2), driver: visitor() };
    const [one, two] = await Promise.all(
      [0, 1].map(() => post(raced, { headers: { 'idempotency-key': racedKey } })),
    );
    expect([one?.statusCode, two?.statusCode]).toEqual([201, 201]);
    expect(one?.json()).toEqual(two?.json());

    // The table holds neither the key nor the token as such.
    const stored = await ctx.database.db.execute(
      sql`select key, answer, access_token_sealed from checkout_requests where key = ${requestKeyHash(key)}`,
    );
    expect(JSON.stringify(stored)).toContain(requestKeyHash(key));
    expect(JSON.stringify(stored)).not.toContain(first.booking.accessToken ?? '');
    expect(JSON.stringify(stored)).not.toContain('accessToken');
    expect(JSON.stringify(stored)).not.toContain(key);
  });

  it('turns 100 simultaneous checkouts of one car for one period into one booking and 99 refusals', async () => {
    const carId = await carOf(counterSupplier);
    const period = nextPeriod(2);
    const responses = await Promise.all(
      Array.from({ length: 100 }, () =>
        post({ carId, pickUpLocationId: place, ...period, payment: 'counter' }, { cookie: driverCookie }),
      ),
    );
    const statuses = responses.map((response) => response.statusCode);
    expect(statuses.filter((status) => status === 201)).toHaveLength(1);
    expect(statuses.filter((status) => status === 409)).toHaveLength(99);
    const held = await ctx.database.db.execute(
      sql`select count(*)::int as n from bookings where car_id = ${carId}::uuid and status <> 'cancelled'`,
    );
    expect((held as unknown as { rows: unknown[] }).rows).toEqual([{ n: 1 }]);
  });

  it('sweeps unpaid online checkouts past their window, and keeps answers for a day', async () => {
    const carId = await carOf(onlineSupplier);
    const period = nextPeriod(3);
    const held = await post(
      { carId, pickUpLocationId: place, ...period, payment: 'full' },
      { cookie: driverCookie },
    );
    const { booking } = CheckoutAnswerSchema.parse(held.json());
    const later = new Date(Date.now() + 31 * 60_000);

    expect(await sweepCheckouts(ctx.database.db, new Date())).toEqual({ released: 0 });
    expect((await sweepCheckouts(ctx.database.db, later)).released).toBeGreaterThanOrEqual(1);
    const [row] = await ctx.database.db.select().from(bookings).where(eq(bookings.id, booking.id));
    expect(row?.status).toBe('cancelled');
    // The car is free again for that period.
    const again = await post(
      { carId, pickUpLocationId: place, ...period, payment: 'full' },
      { cookie: driverCookie },
    );
    expect(again.statusCode).toBe(201);
  });

  it('is refused from another site for a signed-in driver', async () => {
    const carId = await carOf(counterSupplier);
    const response = await ctx.app.inject({
      method: 'POST',
      url: '/api/checkout',
      headers: { cookie: driverCookie, origin: 'https://evil.example' },
      payload: { carId, pickUpLocationId: place, ...nextPeriod(2), payment: 'counter' },
    });
    expect(response.statusCode).toBe(403);
  });

  it('answers malformed bodies with field codes, never a 5xx', async () => {
    for (const payload of [
      {},
      { carId: 'nope', pickUpLocationId: place, from: 'x', to: 'y', payment: 'cash' },
      {
        carId: randomUUID(),
        pickUpLocationId: place,
        ...nextPeriod(2),
        payment: 'counter',
        options: ['wings'],
      },
    ]) {
      const response = await post(payload, { cookie: driverCookie });
      expect(response.statusCode, JSON.stringify(payload)).toBe(400);
    }
    const unknownCar = await post(
      { carId: randomUUID(), pickUpLocationId: place, ...nextPeriod(2), payment: 'counter' },
      { cookie: driverCookie },
    );
    expect(unknownCar.statusCode).toBe(404);
  });
});
