// Bookings made by hand in the back office (POST /api/admin/bookings) and the audit of staff's
// changes of bookings, through the routes, on a real database: who may book which car, the server's
// price (quoteRental's), the driver's account found or made with its email, the confirmation queued,
// the overlap guarantee, field codes, and an audit event for each change (none for a refusal).
import { randomUUID } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bookingNumber } from '@roadbook/domain/checkout';
import { BookingResponseSchema, type Booking } from '@roadbook/domain/contracts/bookings';
import { CarResponseSchema } from '@roadbook/domain/contracts/cars';
import { CheckoutAnswerSchema } from '@roadbook/domain/contracts/checkout';
import { QuoteResponseSchema } from '@roadbook/domain/contracts/quotes';
import { quoteRental } from '@roadbook/domain/pricing';
import { auditEvents } from '../../db/schema/audit';
import { bookings } from '../../db/schema/bookings';
import { carBlocks } from '../../db/schema/car-blocks';
import { users } from '../../db/schema/users';
import { asPage, createAccount, queuedEmails, signIn, TEST_SITE_URL } from '../../testing/accounts.fixture';
import { createCar, createPlace, DAY, hoursFromNow } from '../../testing/cars.fixture';
import { licencePdf, multipartBody } from '../../testing/uploads.fixture';
import { backOfficeAccounts, requestAs } from '../../testing/back-office.fixture';
import { createTestApp, type TestContext } from '../../testing/test-app';

type Who = 'admin' | 'supplierA' | 'supplierB' | 'driver' | 'visitor';

describe('bookings made by hand, and the audit of staff changes', () => {
  let ctx: TestContext;
  let place: string;
  let otherPlace: string;
  let carA: string;
  let carB: string;
  const ids = { admin: '', supplierA: '', supplierB: '', driver: '' };
  const emails = { admin: '', supplierA: '', supplierB: '', driver: '' };
  const cookie: Record<Who, string> = { admin: '', supplierA: '', supplierB: '', driver: '', visitor: '' };
  let day = 3;

  /** A new period each time, `days` long, so that tests do not book each other's dates. */
  function nextPeriod(days = 2) {
    const from = hoursFromNow(day, 10);
    day += days + 1;
    return { from: from.toISOString(), to: new Date(from.getTime() + days * DAY).toISOString() };
  }

  const call = (
    method: 'GET' | 'POST' | 'DELETE',
    url: string,
    who: Who,
    payload?: object,
    headers: Record<string, string> = {},
  ) => requestAs(ctx, cookie, method, url, who, payload, headers);

  const book = (who: Who, body: object, headers: Record<string, string> = {}) =>
    call('POST', '/api/admin/bookings', who, body, headers);

  async function booked(who: Who, body: object, headers: Record<string, string> = {}): Promise<Booking> {
    const response = await book(who, body, headers);
    expect(response.statusCode, response.body).toBe(201);
    return BookingResponseSchema.parse(response.json()).booking;
  }

  /** A body for car A, picked up at the place, for the existing driver. */
  const bodyFor = (fields: object = {}) => ({
    carId: carA,
    driverEmail: emails.driver,
    pickUpLocationId: place,
    ...nextPeriod(),
    ...fields,
  });

  const auditOf = (recordId: string) =>
    ctx.database.db
      .select()
      .from(auditEvents)
      .where(eq(auditEvents.recordId, recordId))
      .orderBy(auditEvents.at);
  const auditCount = async () =>
    (await ctx.database.db.select({ id: auditEvents.id }).from(auditEvents)).length;
  const bookingCount = async () => (await ctx.database.db.select({ id: bookings.id }).from(bookings)).length;
  const userCount = async () => (await ctx.database.db.select({ id: users.id }).from(users)).length;

  beforeAll(async () => {
    ctx = await createTestApp({
      env: { PUBLIC_URL: TEST_SITE_URL, FORM_RATE_LIMIT_MAX: '1000', RATE_LIMIT_MAX: '100000' },
    });
    const { db } = ctx.database;
    place = await createPlace(db, 'MB');
    otherPlace = await createPlace(db, 'MC');
    const accounts = await backOfficeAccounts(ctx, {
      supplierSettings: { priceChangeRate: 10, isPayAtCounterAllowed: true, isLicenceRequired: false },
      driverLanguage: 'fr',
    });
    Object.assign(ids, accounts.ids);
    Object.assign(emails, accounts.emails);
    Object.assign(cookie, accounts.cookies);
    const options = { cancellation: 2500, theftProtection: 0, additionalDriver: 1000, fullInsurance: -1 };
    carA = await createCar(db, {
      supplierId: accounts.ids.supplierA,
      locationIds: [place],
      name: 'Seat Ibiza',
      weeklyPrice: 30_000,
      ...options,
    });
    carB = await createCar(db, {
      supplierId: accounts.ids.supplierB,
      locationIds: [place],
      name: 'Kia Picanto',
      ...options,
    });
  });
  afterAll(() => ctx.close());

  describe('who may book', () => {
    it('refuses a visitor (401) and a driver (403), before reading the request', async () => {
      const before = { bookings: await bookingCount(), audit: await auditCount() };
      for (const body of [bodyFor(), { carId: 12 }]) {
        const visitor = await book('visitor', body);
        expect(visitor.statusCode).toBe(401);
        expect(visitor.json().error.code).toBe('auth.unauthenticated');
        const driver = await book('driver', body);
        expect(driver.statusCode).toBe(403);
        expect(driver.json().error.code).toBe('auth.forbidden');
      }
      expect({ bookings: await bookingCount(), audit: await auditCount() }).toEqual(before);
    });

    it("answers 404 for another supplier's car, as for an unknown one, and books nothing", async () => {
      const before = { bookings: await bookingCount(), audit: await auditCount(), users: await userCount() };
      const theirs = await book('supplierB', bodyFor({ driverEmail: `never-${randomUUID()}@example.com` }));
      expect(theirs.statusCode).toBe(404);
      expect(theirs.json().error.code).toBe('common.notFound');
      const unknown = await book('supplierB', bodyFor({ carId: randomUUID() }));
      expect(unknown.statusCode).toBe(404);
      expect(unknown.json()).toEqual(theirs.json());
      // Even with a period that breaks the rules: nothing is said about the car.
      const tooSoon = await book('supplierB', bodyFor({ from: new Date().toISOString() }));
      expect(tooSoon.statusCode).toBe(404);
      expect({ bookings: await bookingCount(), audit: await auditCount(), users: await userCount() }).toEqual(
        before,
      );
    });
  });

  describe('POST /api/admin/bookings', () => {
    it('reserves its own car for a driver, priced by quoteRental, confirmed to the driver, audited', async () => {
      const period = nextPeriod(8);
      const booking = await booked('supplierA', {
        carId: carA,
        driverEmail: emails.driver.toUpperCase(),
        pickUpLocationId: place,
        dropOffLocationId: otherPlace,
        ...period,
        options: ['cancellation', 'additionalDriver'],
        // Never trusted.
        totalMinor: 1,
      });

      // The price is quoteRental's, as POST /api/quotes gives it.
      const { car } = CarResponseSchema.parse((await call('GET', `/api/cars/${carA}`, 'visitor')).json());
      const expected = quoteRental(
        car,
        { from: new Date(period.from), to: new Date(period.to) },
        ['cancellation', 'additionalDriver'],
        car.supplier,
        'UTC',
      );
      const quoted = await ctx.app.inject({
        method: 'POST',
        url: '/api/quotes',
        payload: { carId: carA, ...period, options: ['cancellation', 'additionalDriver'] },
      });
      expect(QuoteResponseSchema.parse(quoted.json()).quote).toEqual(expected);
      expect(booking.quote).toEqual(expected);
      expect(expected.lines.map((line) => line.code)).toEqual(
        expect.arrayContaining(['weekly', 'cancellation', 'additionalDriver', 'priceChangeRate']),
      );

      expect(booking).toMatchObject({
        number: bookingNumber(booking.id),
        status: 'reserved',
        car: { id: carA, name: 'Seat Ibiza' },
        supplier: { id: ids.supplierA, name: 'Atlas Rentals' },
        pickUp: { id: place },
        dropOff: { id: otherPlace },
        from: period.from,
        to: period.to,
        // Included by the car: on without being chosen.
        options: ['cancellation', 'theftProtection', 'additionalDriver'],
        paymentChoice: 'counter',
        totalMinor: expected.totalMinor,
        paidMinor: 0,
        dueAtCounterMinor: expected.totalMinor,
        paymentProvider: null,
        payment: null,
        // The account's own name waits for the driver's acceptance: the booking holds the name typed.
        driver: { id: ids.driver, fullName: emails.driver.split('@')[0], email: emails.driver, phone: null },
        isAwaitingDriver: true,
      });
      // The answer is GET /api/bookings/{id}'s.
      const read = await call('GET', `/api/bookings/${booking.id}`, 'supplierA');
      expect(BookingResponseSchema.parse(read.json()).booking).toEqual(booking);
      const [row] = await ctx.database.db.select().from(bookings).where(eq(bookings.id, booking.id));
      expect(row).toMatchObject({ dueNowMinor: 0, paymentExpiresAt: null, accessTokenHash: null });

      // The driver's request to answer, in their language, with the calendar file; the supplier's notice.
      const [confirmation] = await queuedEmails(ctx, emails.driver, 'bookingToAnswer');
      expect(confirmation?.language).toBe('fr');
      expect(confirmation?.text).toContain(bookingNumber(booking.id));
      expect(confirmation?.attachments).toEqual([
        expect.objectContaining({ filename: `roadbook-${bookingNumber(booking.id)}.ics` }),
      ]);
      expect(await queuedEmails(ctx, emails.supplierA, 'newBooking')).toHaveLength(1);

      expect(await auditOf(booking.id)).toEqual([
        expect.objectContaining({
          actorId: ids.supplierA,
          action: 'create',
          recordKind: 'booking',
          recordLabel: bookingNumber(booking.id),
          before: null,
          after: expect.objectContaining({
            status: 'reserved',
            carId: carA,
            driverId: ids.driver,
            from: period.from,
            to: period.to,
            totalMinor: expected.totalMinor,
          }),
        }),
      ]);
    });

    describe("an existing driver's account waits for the driver's consent", () => {
      const licence = (who: Who) => call('GET', `/api/license/${ids.driver}`, who);
      const driversListed = async (who: Who) =>
        ((await call('GET', '/api/admin/drivers', who)).json() as { drivers: { id: string }[] }).drivers.map(
          ({ id }) => id,
        );

      beforeAll(async () => {
        const { db } = ctx.database;
        await db.update(users).set({ phone: '+34 611 222 333' }).where(eq(users.id, ids.driver));
        const body = multipartBody([
          { name: 'file', fileName: 'licence.pdf', contentType: 'application/pdf', content: licencePdf() },
        ]);
        const stored = await ctx.app.inject({
          method: 'POST',
          url: `/api/update-license/${ids.driver}`,
          headers: { ...asPage(cookie.driver), 'content-type': body.contentType },
          payload: body.payload,
        });
        expect(stored.statusCode, stored.body).toBe(200);
      });

      it('shows the supplier only what it typed, and no licence, until the driver accepts', async () => {
        const booking = await booked('supplierA', bodyFor({ driverFullName: 'Walk-in Customer' }));
        expect(booking).toMatchObject({
          isAwaitingDriver: true,
          driver: { id: ids.driver, fullName: 'Walk-in Customer', email: emails.driver, phone: null },
        });
        const listed = (await call('GET', '/api/bookings', 'supplierA')).json() as {
          bookings: { id: string; driver: { fullName: string } }[];
        };
        expect(listed.bookings.find(({ id }) => id === booking.id)?.driver.fullName).toBe('Walk-in Customer');
        expect(JSON.stringify(listed)).not.toContain('Dana Driver');
        // Neither the agency that typed the booking nor one that never had one reads the account.
        for (const supplier of ['supplierA', 'supplierB'] as const) {
          expect((await licence(supplier)).statusCode).toBe(404);
          expect(await driversListed(supplier)).not.toContain(ids.driver);
          expect((await call('GET', `/api/admin/drivers/${ids.driver}`, supplier)).statusCode).toBe(404);
        }
        // An agency cannot answer for the driver.
        expect((await call('POST', `/api/bookings/${booking.id}/accept`, 'supplierA')).statusCode).toBe(409);
        expect((await call('POST', `/api/bookings/${booking.id}/accept`, 'visitor')).statusCode).toBe(401);
        // Nor can another driver: the booking is not theirs to see.
        const otherDriver = await signIn(ctx.app, (await createAccount(ctx.database.db)).email);
        for (const answer of ['accept', 'decline']) {
          const refused = await ctx.app.inject({
            method: 'POST',
            url: `/api/bookings/${booking.id}/${answer}`,
            headers: asPage(otherDriver),
          });
          expect(refused.statusCode).toBe(404);
        }

        const accepted = await call('POST', `/api/bookings/${booking.id}/accept`, 'driver');
        expect(accepted.statusCode, accepted.body).toBe(200);
        expect(BookingResponseSchema.parse(accepted.json()).booking).toMatchObject({
          isAwaitingDriver: false,
          driver: { fullName: 'Dana Driver', phone: '+34 611 222 333' },
        });
        const again = await call('POST', `/api/bookings/${booking.id}/decline`, 'driver');
        expect(again.statusCode).toBe(409);
        expect(again.json().error.code).toBe('booking.answerRefused');

        // Accepted: the agency of the booking reads the licence; another agency still does not.
        expect((await licence('supplierA')).statusCode).toBe(200);
        expect(await driversListed('supplierA')).toContain(ids.driver);
        expect((await licence('supplierB')).statusCode).toBe(404);
        expect(await driversListed('supplierB')).not.toContain(ids.driver);
      });

      it('lets the driver decline a booking made in their name: the car is released, the agency told', async () => {
        const period = nextPeriod();
        const booking = await booked('supplierB', { ...bodyFor(period), carId: carB });
        const declined = await call('POST', `/api/bookings/${booking.id}/decline`, 'driver');
        expect(declined.statusCode, declined.body).toBe(200);
        expect(BookingResponseSchema.parse(declined.json()).booking).toMatchObject({
          status: 'cancelled',
          isAwaitingDriver: true,
        });
        expect((await licence('supplierB')).statusCode).toBe(404);
        const notices = (await call('GET', '/api/notifications', 'supplierB')).json() as {
          notifications: { code: string }[];
        };
        expect(notices.notifications.map(({ code }) => code)).toContain('bookingDeclined');
        // The period is free again.
        await booked('supplierB', {
          ...bodyFor(period),
          carId: carB,
          driverEmail: `other-${randomUUID()}@example.com`,
        });
      });
    });

    it("makes a new driver's account as a checkout makes a visitor's, and emails the link to set a password", async () => {
      const email = `walk-in-${randomUUID()}@example.com`;
      const booking = await booked(
        'admin',
        bodyFor({ carId: carB, driverEmail: email, driverFullName: 'Walter Walkin' }),
        { 'accept-language': 'es' },
      );
      const [account] = await ctx.database.db.select().from(users).where(eq(users.email, email));
      expect(account).toMatchObject({
        type: 'user',
        fullName: 'Walter Walkin',
        passwordHash: null,
        isVerified: false,
        language: 'es',
      });
      expect(booking.driver).toEqual({ id: account?.id, fullName: 'Walter Walkin', email, phone: null });
      expect(await queuedEmails(ctx, email, 'setPassword')).toHaveLength(1);
      expect(await queuedEmails(ctx, email, 'bookingConfirmed')).toHaveLength(1);
      expect(await auditOf(booking.id)).toEqual([
        expect.objectContaining({ actorId: ids.admin, action: 'create', recordKind: 'booking' }),
      ]);

      // Booked again for the same address: the same account, no second link.
      const again = await booked('admin', bodyFor({ carId: carB, driverEmail: email }));
      expect(again.driver.id).toBe(account?.id);
      expect(await queuedEmails(ctx, email, 'setPassword')).toHaveLength(1);

      // Without a name, the address before the @ names it.
      const unnamed = `nameless.driver-${randomUUID().slice(0, 8)}@example.com`;
      const third = await booked('supplierA', bodyFor({ driverEmail: unnamed }));
      expect(third.driver.fullName).toBe(unnamed.split('@')[0]);
    });

    it("refuses an admin's or a supplier's address at driverEmail, and books nothing", async () => {
      const before = { bookings: await bookingCount(), audit: await auditCount() };
      for (const driverEmail of [emails.admin, emails.supplierB, emails.supplierA.toUpperCase()]) {
        const response = await book('supplierA', bodyFor({ driverEmail }));
        expect(response.statusCode, driverEmail).toBe(400);
        expect(response.json().error.details.fields).toEqual([
          { path: 'driverEmail', in: 'body', code: 'validation.notDriverAccount' },
        ]);
      }
      expect({ bookings: await bookingCount(), audit: await auditCount() }).toEqual(before);
    });

    it('answers 409 booking.carUnavailable over a booking or a block, and books nothing', async () => {
      const period = nextPeriod();
      const checkout = await call('POST', '/api/checkout', 'driver', {
        carId: carA,
        pickUpLocationId: place,
        ...period,
        payment: 'counter',
      });
      expect(checkout.statusCode, checkout.body).toBe(201);
      const before = { bookings: await bookingCount(), audit: await auditCount() };
      const overBooking = await book('supplierA', bodyFor(period));
      expect(overBooking.statusCode).toBe(409);
      expect(overBooking.json().error.code).toBe('booking.carUnavailable');

      const blockedPeriod = nextPeriod();
      await ctx.database.db.insert(carBlocks).values({
        carId: carA,
        startsAt: new Date(blockedPeriod.from),
        endsAt: new Date(blockedPeriod.to),
      });
      const overBlock = await book('admin', bodyFor(blockedPeriod));
      expect(overBlock.statusCode).toBe(409);
      expect(overBlock.json().error.code).toBe('booking.carUnavailable');
      // A new driver's account goes with the refused booking.
      const email = `refused-${randomUUID()}@example.com`;
      expect((await book('admin', bodyFor({ ...blockedPeriod, driverEmail: email }))).statusCode).toBe(409);
      expect(await ctx.database.db.select().from(users).where(eq(users.email, email))).toEqual([]);
      expect({ bookings: await bookingCount(), audit: await auditCount() }).toEqual(before);
    });

    it('gives one booking to five sent at once for one car and period', async () => {
      const period = nextPeriod();
      const responses = await Promise.all(
        Array.from({ length: 5 }, (_, index) => book(index % 2 ? 'admin' : 'supplierA', bodyFor(period))),
      );
      const statuses = responses.map((response) => response.statusCode);
      expect(statuses.filter((status) => status === 201)).toHaveLength(1);
      expect(statuses.filter((status) => status === 409)).toHaveLength(4);
    });

    it('checks the period, the places and the options as a checkout does, with codes, never a 5xx', async () => {
      const before = { bookings: await bookingCount(), audit: await auditCount() };
      const fieldsOf = async (body: object) => {
        const response = await book('supplierA', body);
        expect(response.statusCode, JSON.stringify(body)).toBe(400);
        return response.json().error;
      };
      expect((await fieldsOf({})).details.fields.map((field: { path: string }) => field.path)).toEqual(
        expect.arrayContaining(['carId', 'driverEmail', 'pickUpLocationId', 'from', 'to']),
      );
      expect((await fieldsOf(bodyFor({ driverEmail: 'not an email' }))).details.fields).toEqual([
        { path: 'driverEmail', in: 'body', code: 'validation.invalidEmail' },
      ]);
      expect((await fieldsOf(bodyFor({ options: ['wings'] }))).details.fields).toEqual([
        { path: 'options.0', in: 'body', code: 'validation.invalidValue' },
      ]);
      expect((await fieldsOf(bodyFor({ pickUpLocationId: otherPlace }))).details.fields).toEqual([
        { path: 'pickUpLocationId', in: 'body', code: 'validation.invalidValue' },
      ]);
      expect((await fieldsOf(bodyFor({ dropOffLocationId: randomUUID() }))).details.fields).toEqual([
        { path: 'dropOffLocationId', in: 'body', code: 'validation.invalidValue' },
      ]);
      expect((await fieldsOf(bodyFor({ from: 'soon' }))).details.fields).toEqual([
        { path: 'from', in: 'body', code: 'validation.invalidDate' },
      ]);
      const soon = new Date(Date.now() + 10 * 60_000);
      expect(
        await fieldsOf(
          bodyFor({ from: soon.toISOString(), to: new Date(soon.getTime() + DAY).toISOString() }),
        ),
      ).toMatchObject({ code: 'validation.pickUpTooSoon', details: { field: 'from' } });
      const from = hoursFromNow(200);
      expect(
        await fieldsOf(
          bodyFor({ from: from.toISOString(), to: new Date(from.getTime() + 30 * 60_000).toISOString() }),
        ),
      ).toMatchObject({ code: 'validation.rentalTooShort' });
      expect(
        await fieldsOf(
          bodyFor({ from: from.toISOString(), to: new Date(from.getTime() + 400 * DAY).toISOString() }),
        ),
      ).toMatchObject({ code: 'validation.rentalTooLong' });
      expect(await fieldsOf(bodyFor({ options: ['fullInsurance'] }))).toMatchObject({
        code: 'quote.optionUnavailable',
      });
      expect({ bookings: await bookingCount(), audit: await auditCount() }).toEqual(before);
    });

    it('refuses a car that is not offered: made unavailable, or its supplier not public', async () => {
      const { db } = ctx.database;
      const withdrawn = await createCar(db, {
        supplierId: ids.supplierA,
        locationIds: [place],
        availability: 'unavailable',
      });
      const response = await book('supplierA', bodyFor({ carId: withdrawn }));
      expect(response.statusCode).toBe(409);
      expect(response.json().error.code).toBe('booking.carUnavailable');

      const pending = await createAccount(db, { type: 'supplier', fullName: 'Not Yet Verified' });
      const pendingCookie = await signIn(ctx.app, pending.email);
      const itsCar = await createCar(db, { supplierId: pending.id, locationIds: [place] });
      const unverified = await ctx.app.inject({
        method: 'POST',
        url: '/api/admin/bookings',
        headers: asPage(pendingCookie),
        payload: bodyFor({ carId: itsCar }),
      });
      expect(unverified.statusCode).toBe(409);
      expect(unverified.json().error.code).toBe('booking.carUnavailable');
    });
  });

  describe('the audit of staff changes through POST /api/bookings/status and /delete', () => {
    async function pendingBooking(): Promise<string> {
      const response = await call('POST', '/api/checkout', 'driver', {
        carId: carA,
        pickUpLocationId: place,
        ...nextPeriod(),
        payment: 'counter',
      });
      expect(response.statusCode, response.body).toBe(201);
      return CheckoutAnswerSchema.parse(response.json()).booking.id;
    }

    const setStatus = async (who: Who, bookingIds: string[], status: string) => {
      const response = await call('POST', '/api/bookings/status', who, { ids: bookingIds, status });
      expect(response.statusCode, response.body).toBe(200);
      return response.json();
    };

    it('records each booking changed, with its status before and after; none for a refusal', async () => {
      const [first, second] = [await pendingBooking(), await pendingBooking()];
      expect(await auditOf(first)).toEqual([]);
      expect(await setStatus('supplierA', [first], 'confirmed')).toEqual({ updated: [first], refused: [] });
      expect(await auditOf(first)).toEqual([
        expect.objectContaining({
          actorId: ids.supplierA,
          action: 'update',
          recordKind: 'booking',
          recordId: first,
          recordLabel: bookingNumber(first),
          before: { status: 'pending' },
          after: { status: 'confirmed' },
        }),
      ]);

      // One bulk call: the first is refused (confirmed → confirmed), the second changed.
      const before = await auditCount();
      expect(await setStatus('admin', [first, second], 'confirmed')).toEqual({
        updated: [second],
        refused: [{ id: first, code: 'booking.transitionRefused' }],
      });
      expect(await auditCount()).toBe(before + 1);
      expect(await auditOf(second)).toEqual([
        expect.objectContaining({
          actorId: ids.admin,
          before: { status: 'pending' },
          after: { status: 'confirmed' },
        }),
      ]);

      // A cancellation, and another supplier's attempt (not found: nothing written).
      expect((await setStatus('supplierB', [first], 'cancelled')).refused).toEqual([
        { id: first, code: 'common.notFound' },
      ]);
      expect(await setStatus('supplierA', [first], 'cancelled')).toEqual({ updated: [first], refused: [] });
      const events = await auditOf(first);
      expect(events.map((event) => [event.before, event.after])).toEqual([
        [{ status: 'pending' }, { status: 'confirmed' }],
        [{ status: 'confirmed' }, { status: 'cancelled' }],
      ]);
    });

    it('records each booking deleted; none for one refused', async () => {
      const [kept, gone] = [await pendingBooking(), await pendingBooking()];
      await setStatus('supplierA', [gone], 'cancelled');
      const before = await auditCount();
      const response = await call('POST', '/api/bookings/delete', 'admin', { ids: [kept, gone] });
      expect(response.json()).toEqual({
        updated: [gone],
        refused: [{ id: kept, code: 'booking.deleteRefused' }],
      });
      expect(await auditCount()).toBe(before + 1);
      const [deleted] = await ctx.database.db
        .select()
        .from(auditEvents)
        .where(and(eq(auditEvents.recordId, gone), eq(auditEvents.action, 'delete')));
      expect(deleted).toMatchObject({
        actorId: ids.admin,
        recordKind: 'booking',
        recordLabel: bookingNumber(gone),
        before: { status: 'cancelled' },
        after: null,
      });

      // DELETE /api/bookings/{id} too.
      const reserved = await booked('supplierA', bodyFor());
      await setStatus('supplierA', [reserved.id], 'cancelled');
      const single = await call('DELETE', `/api/bookings/${reserved.id}`, 'supplierA');
      expect(single.statusCode, single.body).toBe(204);
      expect((await auditOf(reserved.id)).map((event) => event.action)).toEqual([
        'create',
        'update',
        'delete',
      ]);
    });
  });
});
