import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TEST_SITE_URL } from '../../testing/accounts.fixture';
import { unusedOrigin } from '../../testing/fake-http-server.fixture';
import { createPaymentsBed, type CheckedOut, type PaymentsBed } from '../../testing/payments.fixture';
import { STRIPE_TEST_KEYS, startStripeServer, type StripeServer } from '../../testing/stripe-server.fixture';

describe('Stripe Checkout', () => {
  let stripe: StripeServer;
  let bed: PaymentsBed;

  beforeAll(async () => {
    stripe = await startStripeServer();
    bed = await createPaymentsBed(stripe.env);
  });
  afterAll(async () => {
    await bed.close();
    await stripe.close();
  });

  type PostOptions = Parameters<PaymentsBed['post']>[1];
  const startSession = (booking: CheckedOut, options: PostOptions = {}) =>
    bed.post('/api/create-checkout-session', { payload: { bookingId: booking.id }, ...options });
  const check = (sessionId: string, options: PostOptions = {}) =>
    bed.post(`/api/check-checkout-session/${sessionId}`, options);

  async function sessionFor(booking: CheckedOut, options: PostOptions = {}): Promise<string> {
    const started = await startSession(booking, options);
    expect(started.statusCode, started.body).toBe(200);
    return started.json<{ reference: string }>().reference;
  }

  it("creates a session for what the booking asks, on Stripe's page, and records it once paid", async () => {
    const booking = await bed.checkout('full');
    const started = await startSession(booking, { language: 'fr' });
    expect(started.statusCode, started.body).toBe(200);
    const { reference, url } = started.json<{ reference: string; url: string }>();
    expect(url).toMatch(new RegExp(`^https://checkout\\.stripe\\.com/c/pay/${reference}`));
    const session = stripe.session(reference);
    expect(session).toMatchObject({
      mode: 'payment',
      amount_total: 30_000,
      currency: 'usd',
      client_reference_id: booking.id,
      metadata: { bookingId: booking.id },
      customer_email: bed.driverEmail,
      locale: 'fr',
      success_url: `${TEST_SITE_URL}/checkout-session/{CHECKOUT_SESSION_ID}`,
      cancel_url: `${TEST_SITE_URL}/checkout?b=${booking.id}`,
    });
    // The hold ends in under 30 minutes, which Stripe refuses: the session lasts Stripe's shortest.
    const hold = (await bed.bookingRow(booking.id))?.paymentExpiresAt?.getTime() ?? 0;
    const expiresAt = Number(session?.expires_at) * 1000;
    expect(expiresAt).toBeGreaterThan(hold);
    expect(expiresAt).toBeGreaterThanOrEqual(Date.now() + 30 * 60_000);

    stripe.pay(reference);
    const checked = await check(reference);
    expect(checked.statusCode, checked.body).toBe(200);
    expect(checked.json()).toEqual({ outcome: 'accepted', booking: { id: booking.id, status: 'paid' } });
    const paymentIntentId = String(stripe.session(reference)?.payment_intent);
    expect(await bed.paymentsOf(booking.id)).toEqual([
      expect.objectContaining({
        provider: 'stripe',
        reference: paymentIntentId,
        amountMinor: 30_000,
        currency: 'USD',
        status: 'accepted',
        providerIds: { sessionId: reference, paymentIntentId },
      }),
    ]);
    expect(await bed.bookingRow(booking.id)).toMatchObject({ status: 'paid', paymentProvider: 'stripe' });

    const again = await check(reference);
    expect(again.json().outcome).toBe('alreadyRecorded');
    expect(await bed.paymentsOf(booking.id)).toHaveLength(1);
  });

  it('takes a deposit: the booking is deposit', async () => {
    const booking = await bed.checkout('deposit');
    const sessionId = await sessionFor(booking);
    expect(stripe.session(sessionId)?.amount_total).toBe(20_000);
    stripe.pay(sessionId);
    expect((await check(sessionId)).json()).toEqual({
      outcome: 'accepted',
      booking: { id: booking.id, status: 'deposit' },
    });
  });

  it("answers 'not confirmed yet' while the session is open or its money on the way, 'failed' once expired", async () => {
    const booking = await bed.checkout('full');
    const open = await sessionFor(booking);
    const pending = await check(open);
    expect(pending.statusCode).toBe(409);
    expect(pending.json().error).toEqual({
      code: 'payment.pending',
      message: 'The payment is not confirmed yet',
    });

    stripe.pay(open, { paymentStatus: 'unpaid' });
    expect((await check(open)).statusCode).toBe(409);
    stripe.settleAsyncPayment(open);
    expect((await check(open)).json().outcome).toBe('accepted');

    const other = await bed.checkout('full');
    const expiring = await sessionFor(other);
    stripe.expire(expiring);
    const expired = await check(expiring);
    expect(expired.statusCode).toBe(402);
    expect(expired.json().error.code).toBe('payment.failed');
    expect(await bed.paymentsOf(other.id)).toEqual([]);
  });

  it('refuses a session paid another amount or currency, and knows no session it did not make', async () => {
    const booking = await bed.checkout('full');
    for (const changes of [{ amountTotal: 100 }, { currency: 'eur' }]) {
      const sessionId = await sessionFor(booking);
      stripe.pay(sessionId, changes);
      const refused = await check(sessionId);
      expect(refused.statusCode).toBe(402);
      expect(refused.json().error.code).toBe('payment.failed');
    }
    expect(await bed.paymentsOf(booking.id)).toEqual([]);
    expect((await bed.bookingRow(booking.id))?.status).toBe('void');
    expect((await check('cs_test_unknown0000')).statusCode).toBe(404);
    expect((await check('not a session')).statusCode).toBe(400);
  });

  it("is only for the booking's driver, or a visitor's page with its booking token", async () => {
    const booking = await bed.checkout('full');
    const stranger = await bed.otherDriver();
    expect((await startSession(booking, { cookie: stranger })).statusCode).toBe(403);
    expect((await startSession(booking, { cookie: '' })).statusCode).toBe(401);
    const sessionId = await sessionFor(booking);
    stripe.pay(sessionId);
    // Someone else's session: the session's own booking decides who may check it.
    expect((await check(sessionId, { cookie: stranger })).statusCode).toBe(403);
    expect((await check(sessionId, { cookie: '' })).statusCode).toBe(401);
    expect(await bed.paymentsOf(booking.id)).toEqual([]);

    const visitor = await bed.checkoutAsVisitor('full');
    const token = { 'x-booking-token': visitor.accessToken };
    const visitorSession = await sessionFor(visitor, { cookie: '', headers: token });
    expect(stripe.session(visitorSession)?.customer_email).toMatch(/^vic-/);
    stripe.pay(visitorSession);
    expect((await check(visitorSession, { cookie: '', headers: token })).json().booking.status).toBe('paid');
    expect((await check(sessionId, { cookie: '', headers: token })).statusCode).toBe(403);
  });

  it("records a payment made after the booking's window: paid while its car is free", async () => {
    const booking = await bed.checkout('full');
    const sessionId = await sessionFor(booking);
    await bed.endWindow(booking.id);
    expect((await startSession(booking)).statusCode).toBe(402);
    // Stripe kept the session open for its 30 minutes; the payer paid in them.
    stripe.pay(sessionId);
    const late = await check(sessionId);
    expect(late.statusCode, late.body).toBe(200);
    expect(late.json()).toEqual({ outcome: 'accepted', booking: { id: booking.id, status: 'paid' } });
  });

  describe('the webhook', () => {
    it('confirms a booking whose browser never came back, once', async () => {
      const booking = await bed.checkout('deposit');
      const sessionId = await sessionFor(booking);
      stripe.pay(sessionId);
      const delivery = stripe.event('checkout.session.completed', sessionId);
      const delivered = await bed.deliver('/api/webhooks/stripe', delivery);
      expect(delivered.statusCode, delivered.body).toBe(200);
      expect(delivered.json()).toEqual({ received: true, outcome: 'accepted' });
      expect((await bed.bookingRow(booking.id))?.status).toBe('deposit');
      expect((await bed.deliver('/api/webhooks/stripe', delivery)).json().outcome).toBe('alreadyRecorded');
      expect((await check(sessionId)).json().outcome).toBe('alreadyRecorded');
      expect(await bed.paymentsOf(booking.id)).toHaveLength(1);
    });

    it('records a delayed payment when its money arrives, and ignores what is not a payment', async () => {
      const booking = await bed.checkout('full');
      const sessionId = await sessionFor(booking);
      stripe.pay(sessionId, { paymentStatus: 'unpaid' });
      const unpaid = await bed.deliver(
        '/api/webhooks/stripe',
        stripe.event('checkout.session.completed', sessionId),
      );
      expect(unpaid.json()).toEqual({ received: true, outcome: 'ignored' });
      stripe.settleAsyncPayment(sessionId);
      const paid = await bed.deliver(
        '/api/webhooks/stripe',
        stripe.event('checkout.session.async_payment_succeeded', sessionId),
      );
      expect(paid.json()).toEqual({ received: true, outcome: 'accepted' });

      const other = await bed.checkout('full');
      const expiring = await sessionFor(other);
      stripe.expire(expiring);
      const expired = await bed.deliver(
        '/api/webhooks/stripe',
        stripe.event('checkout.session.expired', expiring),
      );
      expect(expired.json()).toEqual({ received: true, outcome: 'ignored' });
      expect(await bed.paymentsOf(other.id)).toEqual([]);
    });

    it('refuses a delivery Stripe did not sign, and nothing changes', async () => {
      const booking = await bed.checkout('full');
      const sessionId = await sessionFor(booking);
      stripe.pay(sessionId);
      const genuine = stripe.event('checkout.session.completed', sessionId);
      const forgeries = [
        { headers: { 'content-type': 'application/json' }, payload: genuine.payload },
        stripe.event('checkout.session.completed', sessionId, { secret: 'whsec_someone_else' }),
        {
          headers: genuine.headers,
          payload: genuine.payload.replace('"amount_total":30000', '"amount_total":100'),
        },
        // Signed, but long ago: a replay.
        stripe.event('checkout.session.completed', sessionId, {
          timestamp: Math.floor(Date.now() / 1000) - 3600,
        }),
      ];
      for (const forgery of forgeries) {
        const refused = await bed.deliver('/api/webhooks/stripe', forgery);
        expect(refused.statusCode).toBe(400);
        expect(refused.json().error.code).toBe('common.invalidRequest');
      }
      expect(await bed.paymentsOf(booking.id)).toEqual([]);
      expect((await bed.bookingRow(booking.id))?.status).toBe('void');
    });
  });

  it('tells the page Stripe cannot be reached (503) when it fails', async () => {
    const booking = await bed.checkout('full');
    stripe.breakWith({
      status: 500,
      body: { error: { type: 'api_error', message: 'Something went wrong' } },
    });
    try {
      const failing = await startSession(booking, { language: 'fr' });
      expect(failing.statusCode).toBe(503);
      expect(failing.json().error).toMatchObject({ code: 'payment.providerUnavailable' });
      expect(failing.json().error.message).toContain('service de paiement');
    } finally {
      stripe.breakWith(null);
    }
  });

  it('gives no PayPal client id to the pages', async () => {
    const response = await bed.ctx.app.inject({ method: 'GET', url: '/api/config' });
    expect(response.json().payPalClientId).toBeNull();
  });
});

describe('Stripe unreachable or refusing the key', () => {
  it('answers 503 payment.providerUnavailable, and the booking still waits', async () => {
    const stripe = await startStripeServer({
      secretKey: 'sk_test_another_account',
      webhookSecret: 'whsec_another',
    });
    for (const env of [
      { STRIPE_SECRET_KEY: STRIPE_TEST_KEYS.secretKey, STRIPE_API_URL: await unusedOrigin() },
      { STRIPE_SECRET_KEY: STRIPE_TEST_KEYS.secretKey, STRIPE_API_URL: stripe.apiUrl },
    ]) {
      const bed = await createPaymentsBed(env);
      try {
        const booking = await bed.checkout('full');
        const response = await bed.post('/api/create-checkout-session', {
          payload: { bookingId: booking.id },
        });
        expect(response.statusCode).toBe(503);
        expect(response.json().error.code).toBe('payment.providerUnavailable');
        expect((await bed.bookingRow(booking.id))?.status).toBe('void');
      } finally {
        await bed.close();
      }
    }
    await stripe.close();
  });
});
