// A marketplace for the payment rails' tests: the whole API with the settings a test gives (a
// provider's local server), a supplier, a place, a signed-in driver, and bookings waiting for their
// online payment made through the real checkout — by the driver, or by a visitor whose page holds
// the booking's token.
import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import { CheckoutAnswerSchema } from '@roadbook/domain/contracts/checkout';
import { bookings } from '../db/schema/bookings';
import { payments } from '../db/schema/payments';
import { sweepCheckouts } from '../bookings/checkout/checkout.service';
import { asPage, createAccount, signIn, TEST_SITE_URL } from './accounts.fixture';
import { createCar, createPlace, createSupplier, HOUR, hoursFromNow } from './cars.fixture';
import { createTestApp, type TestContext } from './test-app';

export interface CheckedOut {
  id: string;
  dueNowMinor: number;
  totalMinor: number;
  /** A visitor's booking only: the token its page pays with. */
  accessToken?: string;
  /** The ways to pay the checkout answered, the default first. */
  providers: string[];
}

export interface PaymentsBed {
  ctx: TestContext;
  driverEmail: string;
  driverCookie: string;
  /**
   * A booking of a new car, paid online (`deposit`: the car's 200 USD deposit; `full`: 3 days at 100
   * USD), that its driver may change (the car includes the amendments option).
   */
  checkout(payment: 'deposit' | 'full', cookie?: string): Promise<CheckedOut>;
  /** The same, by a visitor without an account. */
  checkoutAsVisitor(payment: 'deposit' | 'full'): Promise<CheckedOut & { accessToken: string }>;
  /** A signed-in driver other than the bed's. */
  otherDriver(): Promise<string>;
  /** POST `url` as the site's page, signed in with `cookie` ('' for none), in `language`. */
  post(
    url: string,
    options?: { cookie?: string; payload?: object; headers?: Record<string, string>; language?: string },
  ): Promise<LightMyRequestResponse>;
  /** POST a provider's webhook delivery as the provider sends it: no cookie, no Origin. */
  deliver(
    url: string,
    delivery: { headers: Record<string, string>; payload: string },
  ): Promise<LightMyRequestResponse>;
  bookingRow(id: string): Promise<typeof bookings.$inferSelect | undefined>;
  paymentsOf(id: string): Promise<(typeof payments.$inferSelect)[]>;
  /** Ends the booking's payment window and sweeps it, as the releasing job would: cancelled. */
  endWindow(id: string): Promise<void>;
  close(): Promise<void>;
}

export async function createPaymentsBed(
  env: Record<string, string>,
  logStream?: { write(line: string): void },
): Promise<PaymentsBed> {
  const ctx = await createTestApp({
    env: { PUBLIC_URL: TEST_SITE_URL, FORM_RATE_LIMIT_MAX: '1000', ...env },
    ...(logStream ? { logStream } : {}),
  });
  const { db } = ctx.database;
  const place = await createPlace(db, 'ES');
  const supplier = await createSupplier(db, {
    name: 'Rails Rentals',
    priceChangeRate: 0,
    isPayAtCounterAllowed: true,
    isLicenceRequired: false,
  });
  const driverEmail = (await createAccount(db)).email;
  const driverCookie = await signIn(ctx.app, driverEmail);
  let day = 3;

  async function book(payment: 'deposit' | 'full', cookie: string, driver?: object) {
    const carId = await createCar(db, {
      supplierId: supplier,
      locationIds: [place],
      deposit: 20_000,
      dailyPrice: 10_000,
      // Included: every booking's driver may change it.
      amendments: 0,
    });
    day += 4;
    const from = hoursFromNow(day, 10);
    const response = await ctx.app.inject({
      method: 'POST',
      url: '/api/checkout',
      headers: cookie === '' ? { origin: TEST_SITE_URL } : asPage(cookie),
      payload: {
        carId,
        pickUpLocationId: place,
        from: from.toISOString(),
        to: new Date(from.getTime() + 3 * 24 * HOUR).toISOString(),
        payment,
        ...(driver === undefined ? {} : { driver }),
      },
    });
    if (response.statusCode !== 201)
      throw new Error(`checkout failed: ${response.statusCode} ${response.body}`);
    const answer = CheckoutAnswerSchema.parse(response.json());
    return { ...answer.booking, providers: answer.payment?.providers ?? [] };
  }

  return {
    ctx,
    driverEmail,
    driverCookie,
    checkout: (payment, cookie = driverCookie) => book(payment, cookie),
    async checkoutAsVisitor(payment) {
      const booking = await book(payment, '', {
        fullName: 'Vic Visitor',
        email: `vic-${randomUUID()}@example.com`,
        phone: '+34 612 345 678',
        birthDate: '1990-01-01',
      });
      if (booking.accessToken === undefined) throw new Error('a visitor gets a booking token');
      return { ...booking, accessToken: booking.accessToken };
    },
    otherDriver: async () => signIn(ctx.app, (await createAccount(db)).email),
    post: (url, { cookie = driverCookie, payload, headers = {}, language = 'en' } = {}) =>
      ctx.app.inject({
        method: 'POST',
        url,
        headers: {
          ...(cookie === '' ? { origin: TEST_SITE_URL } : asPage(cookie)),
          'accept-language': language,
          ...headers,
        },
        ...(payload === undefined ? {} : { payload }),
      }),
    deliver: (url, { headers, payload }) => ctx.app.inject({ method: 'POST', url, headers, payload }),
    bookingRow: async (id) => (await db.select().from(bookings).where(eq(bookings.id, id)))[0],
    paymentsOf: (id) => db.select().from(payments).where(eq(payments.bookingId, id)),
    async endWindow(id) {
      await db
        .update(bookings)
        .set({ paymentExpiresAt: new Date(Date.now() - 1000) })
        .where(eq(bookings.id, id));
      await sweepCheckouts(db, new Date());
    },
    close: () => ctx.close(),
  };
}
