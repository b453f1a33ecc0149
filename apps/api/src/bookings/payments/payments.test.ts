import { randomUUID } from 'node:crypto';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bookingNumber } from '@roadbook/domain/checkout';
import { CheckoutAnswerSchema } from '@roadbook/domain/contracts/checkout';
import { bookings } from '../../db/schema/bookings';
import { payments } from '../../db/schema/payments';
import { asPage, createAccount, queuedEmails, signIn, TEST_SITE_URL } from '../../testing/accounts.fixture';
import { createCar, createPlace, createSupplier, HOUR, hoursFromNow } from '../../testing/cars.fixture';
import { createTestApp, type TestContext } from '../../testing/test-app';
import { createAdminNoticesService } from '../../platform/admin-notices/admin-notices.service';
import { createBookingEmails } from '../bookings/booking-emails';
import { sweepCheckouts } from '../checkout/checkout.service';
import { createEmailService } from '../../platform/email/email.service';
import { createNotificationBus } from '../notifications/notification-bus';
import { createNotificationsService } from '../notifications/notifications.service';
import { createRefundsService } from '../refunds/refunds.service';
import { createPaymentsService, type PaymentsService } from './payments.service';

const QUIET = { info: () => undefined, warn: () => undefined };

describe('payments', () => {
  let ctx: TestContext;
  let service: PaymentsService;
  let place: string;
  let supplier: string;
  let driverCookie: string;
  let driverEmail: string;
  let day = 3;

  function nextPeriod(days = 3) {
    day += days + 1;
    const from = hoursFromNow(day, 10);
    return { from: from.toISOString(), to: new Date(from.getTime() + days * 24 * HOUR).toISOString() };
  }

  const inject = (url: string, cookie: string, payload?: object) =>
    ctx.app.inject({
      method: 'POST',
      url,
      headers: { ...asPage(cookie), 'accept-language': 'en' },
      ...(payload ? { payload } : {}),
    });

  /** A booking waiting for its online payment, and the period it holds. */
  async function checkout(payment: 'full' | 'deposit' | 'counter', cookie = driverCookie, carId?: string) {
    const car =
      carId ??
      (await createCar(ctx.database.db, {
        supplierId: supplier,
        locationIds: [place],
        deposit: 20_000,
        dailyPrice: 10_000,
      }));
    const period = nextPeriod();
    const response = await inject('/api/checkout', cookie, {
      carId: car,
      pickUpLocationId: place,
      ...period,
      payment,
    });
    expect(response.statusCode, response.body).toBe(201);
    return { ...CheckoutAnswerSchema.parse(response.json()).booking, carId: car, period };
  }

  const bookingRow = async (id: string) =>
    (await ctx.database.db.select().from(bookings).where(eq(bookings.id, id)))[0];
  const paymentsOf = (id: string) =>
    ctx.database.db.select().from(payments).where(eq(payments.bookingId, id));

  beforeAll(async () => {
    ctx = await createTestApp({ env: { PUBLIC_URL: TEST_SITE_URL, FORM_RATE_LIMIT_MAX: '1000' } });
    // The payment path as the app builds it, on the test's database.
    const emails = createEmailService({
      database: ctx.database,
      siteUrl: TEST_SITE_URL,
      settings: {
        from: 'Roadbook <bookings@roadbook.test>',
        outboxDir: path.join(ctx.dataDir, 'outbox'),
        pollMs: 60_000,
        retryBaseMs: 1000,
        retryMaxMs: 1000,
      },
      log: { ...QUIET, error: () => undefined },
    });
    const adminNotices = createAdminNoticesService({ emails, adminEmail: undefined, defaultLanguage: 'es' });
    const notifications = createNotificationsService({
      database: ctx.database,
      emails,
      bus: createNotificationBus(),
    });
    const refunds = createRefundsService({
      database: ctx.database,
      notifications,
      jobs: { wake: () => undefined },
      log: { ...QUIET, error: () => undefined },
    });
    const bookingEmails = createBookingEmails({ emails, adminNotices, notifications, timeZone: 'UTC' });
    service = createPaymentsService({
      database: ctx.database,
      bookingEmails,
      notifications,
      refunds,
      log: QUIET,
    });
    place = await createPlace(ctx.database.db, 'ES');
    supplier = await createSupplier(ctx.database.db, {
      name: 'Pay Rentals',
      priceChangeRate: 0,
      isPayAtCounterAllowed: true,
      isLicenceRequired: false,
    });
    driverEmail = (await createAccount(ctx.database.db)).email;
    driverCookie = await signIn(ctx.app, driverEmail);
  });
  afterAll(() => ctx.close());

  describe('the test gateway', () => {
    it('pays in full: the booking is paid, the payment recorded once', async () => {
      const booking = await checkout('full');
      const paid = await inject(`/api/test-gateway/${booking.id}/pay`, driverCookie);
      expect(paid.statusCode, paid.body).toBe(200);
      expect(paid.json()).toEqual({ outcome: 'accepted', booking: { id: booking.id, status: 'paid' } });
      expect(await bookingRow(booking.id)).toMatchObject({
        status: 'paid',
        paidMinor: booking.totalMinor,
        paymentProvider: 'test',
        paymentExpiresAt: null,
      });
      const [payment] = await paymentsOf(booking.id);
      expect(payment).toMatchObject({
        provider: 'test',
        amountMinor: booking.totalMinor,
        currency: 'USD',
        status: 'accepted',
      });
      expect((await bookingRow(booking.id))?.paymentOrderId).toBe(payment?.reference);

      // The driver's confirmation, with the pick-up and the return for their calendar.
      const confirmations = await queuedEmails(ctx, driverEmail, 'bookingConfirmed');
      const confirmation = confirmations.find((email) => email.text.includes(bookingNumber(booking.id)));
      expect(confirmation?.subject).toBe(`Your booking ${bookingNumber(booking.id)} is confirmed`);
      expect(confirmation?.attachments).toEqual([
        expect.objectContaining({ filename: `roadbook-${bookingNumber(booking.id)}.ics` }),
      ]);
      expect(confirmation?.attachments[0]?.content).toContain('SUMMARY:Pick-up: Test Car');

      // Paid already: nothing more to pay.
      const again = await inject(`/api/test-gateway/${booking.id}/pay`, driverCookie);
      expect(again.statusCode).toBe(402);
      expect(await paymentsOf(booking.id)).toHaveLength(1);
    });

    it('pays a deposit: the booking is deposit, the rest due at the counter', async () => {
      const booking = await checkout('deposit');
      const paid = await inject(`/api/test-gateway/${booking.id}/pay`, driverCookie);
      expect(paid.json().booking.status).toBe('deposit');
      expect(await bookingRow(booking.id)).toMatchObject({ status: 'deposit', paidMinor: 20_000 });
      expect(booking.dueAtCounterMinor).toBe(booking.totalMinor - 20_000);
    });

    it("declines with 'Payment failed', and the driver may try again within the window", async () => {
      const booking = await checkout('full');
      const declined = await inject(`/api/test-gateway/${booking.id}/decline`, driverCookie);
      expect(declined.statusCode).toBe(402);
      expect(declined.json().error).toMatchObject({ code: 'payment.failed', message: 'Payment failed' });
      expect((await bookingRow(booking.id))?.status).toBe('void');
      expect(await paymentsOf(booking.id)).toEqual([]);

      const retried = await inject(`/api/test-gateway/${booking.id}/pay`, driverCookie);
      expect(retried.json().booking.status).toBe('paid');
    });

    it("lets a visitor's page pay with its booking token, and nobody else", async () => {
      const carId = await createCar(ctx.database.db, {
        supplierId: supplier,
        locationIds: [place],
        deposit: 20_000,
      });
      const checkedOut = await inject('/api/checkout', '', {
        carId,
        pickUpLocationId: place,
        ...nextPeriod(),
        payment: 'full',
        driver: {
          fullName: 'Vic Visitor',
          email: `vic-${randomUUID()}@example.com`,
          phone: '+34 612 345 678',
          birthDate: '1990-01-01',
        },
      });
      const { booking } = CheckoutAnswerSchema.parse(checkedOut.json());
      const token = booking.accessToken ?? '';
      expect(token.length).toBeGreaterThan(30);
      const payWith = (headers: Record<string, string>) =>
        ctx.app.inject({
          method: 'POST',
          url: `/api/test-gateway/${booking.id}/pay`,
          headers: { origin: TEST_SITE_URL, ...headers },
        });
      expect((await payWith({})).statusCode).toBe(401);
      expect((await payWith({ 'x-booking-token': `${token.slice(0, -1)}x` })).statusCode).toBe(403);
      const other = await checkout('full');
      const elsewhere = await ctx.app.inject({
        method: 'POST',
        url: `/api/test-gateway/${other.id}/pay`,
        headers: { origin: TEST_SITE_URL, 'x-booking-token': token },
      });
      expect(elsewhere.statusCode).toBe(403);

      const paid = await payWith({ 'x-booking-token': token });
      expect(paid.statusCode, paid.body).toBe(200);
      expect(paid.json().booking.status).toBe('paid');
      // Stored hashed, never as given.
      expect((await bookingRow(booking.id))?.accessTokenHash).not.toContain(token);
    });

    it("is only for the booking's driver, signed in, within the payment window", async () => {
      const booking = await checkout('full');
      const other = await signIn(ctx.app, (await createAccount(ctx.database.db)).email);
      expect((await inject(`/api/test-gateway/${booking.id}/pay`, other)).statusCode).toBe(403);
      expect((await inject(`/api/test-gateway/${booking.id}/pay`, '')).statusCode).toBe(401);
      expect((await inject(`/api/test-gateway/${randomUUID()}/pay`, driverCookie)).statusCode).toBe(404);
      expect((await inject('/api/test-gateway/not-an-id/pay', driverCookie)).statusCode).toBe(400);

      await ctx.database.db
        .update(bookings)
        .set({ paymentExpiresAt: new Date(Date.now() - 1000) })
        .where(eq(bookings.id, booking.id));
      expect((await inject(`/api/test-gateway/${booking.id}/pay`, driverCookie)).statusCode).toBe(402);
      expect((await bookingRow(booking.id))?.status).toBe('void');

      const counter = await checkout('counter');
      expect((await inject(`/api/test-gateway/${counter.id}/pay`, driverCookie)).statusCode).toBe(402);
    });
  });

  describe('a provider answer', () => {
    const answerFor = (booking: { id: string; dueNowMinor: number }, fields: object = {}) => ({
      bookingId: booking.id,
      provider: 'payPal' as const,
      reference: `CAPTURE-${randomUUID()}`,
      amountMinor: booking.dueNowMinor,
      currency: 'USD',
      ...fields,
    });

    it('is recorded once: the same answer again changes nothing', async () => {
      const booking = await checkout('full');
      const answer = answerFor(booking, { providerIds: { orderId: 'ORDER-1' } });
      expect((await service.acceptPayment(answer)).outcome).toBe('accepted');
      expect(await service.acceptPayment(answer)).toEqual({
        outcome: 'alreadyRecorded',
        booking: expect.objectContaining({ id: booking.id, status: 'paid' }),
      });
      const recorded = await paymentsOf(booking.id);
      expect(recorded).toHaveLength(1);
      expect(recorded[0]?.providerIds).toEqual({ orderId: 'ORDER-1' });
    });

    it('is refused when it does not match the booking, and nothing is recorded', async () => {
      const booking = await checkout('full');
      const counter = await checkout('counter');
      for (const answer of [
        answerFor(booking, { amountMinor: booking.dueNowMinor - 1 }),
        answerFor(booking, { currency: 'EUR' }),
        answerFor({ id: randomUUID(), dueNowMinor: booking.dueNowMinor }),
        answerFor(counter),
      ]) {
        await expect(service.acceptPayment(answer)).rejects.toMatchObject({ code: 'payment.failed' });
      }
      expect(await paymentsOf(booking.id)).toEqual([]);
      expect((await bookingRow(booking.id))?.status).toBe('void');
    });

    it('keeps a second payment of a paid booking as money to give back', async () => {
      const booking = await checkout('full');
      await service.acceptPayment(answerFor(booking));
      const second = await service.acceptPayment(answerFor(booking, { provider: 'stripe' }));
      expect(second.outcome).toBe('refundDue');
      expect((await paymentsOf(booking.id)).map((payment) => payment.status).sort()).toEqual([
        'accepted',
        'refundDue',
      ]);
    });

    it('arriving late reinstates the booking while the car is free, else is money to give back', async () => {
      const free = await checkout('full');
      const taken = await checkout('full');
      const later = new Date(Date.now() + 31 * 60_000);
      await sweepCheckouts(ctx.database.db, later);
      expect((await bookingRow(free.id))?.status).toBe('cancelled');

      expect((await service.acceptPayment(answerFor(free))).booking.status).toBe('paid');

      // Someone else books the released car for the same period, then the first payment arrives.
      const rival = await signIn(ctx.app, (await createAccount(ctx.database.db)).email);
      const rebooked = await inject('/api/checkout', rival, {
        carId: taken.carId,
        pickUpLocationId: place,
        ...taken.period,
        payment: 'counter',
      });
      expect(rebooked.statusCode, rebooked.body).toBe(201);
      const late = await service.acceptPayment(answerFor(taken));
      expect(late.outcome).toBe('refundDue');
      expect((await bookingRow(taken.id))?.status).toBe('cancelled');
      expect((await paymentsOf(taken.id))[0]?.status).toBe('refundDue');
    });
  });
});
