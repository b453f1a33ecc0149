import { describe, expect, it } from 'vitest';
import { TEST_SITE_URL } from '../../testing/accounts.fixture';
import { unusedOrigin } from '../../testing/fake-http-server.fixture';
import * as rails from '../../testing/payment-rails.fixture';
import type { CheckedOut, PaymentsBed } from '../../testing/payments.fixture';
import { STRIPE_TEST_KEYS, startStripeServer, type StripeServer } from '../../testing/stripe-server.fixture';

const startSession = (bed: PaymentsBed, booking: CheckedOut, options: rails.PostOptions = {}) =>
  bed.post('/api/create-checkout-session', { payload: { bookingId: booking.id }, ...options });

/** Stripe's way: a session from the server, paid on Stripe's page, read back by its id alone. */
function stripeActions(stripe: StripeServer): rails.RailActions {
  return {
    start: startSession,
    pay: (sessionId) => stripe.pay(sessionId),
    check: (bed, _booking, sessionId, options = {}) =>
      bed.post(`/api/check-checkout-session/${sessionId}`, options),
    recordedReference: (sessionId) => String(stripe.session(sessionId)?.payment_intent),
    refundedMinor: () => stripe.refunds.map(({ amount }) => amount),
    webhookUrl: '/api/webhooks/stripe',
    paidDelivery: (sessionId) => stripe.event('checkout.session.completed', sessionId),
    forgeries: (sessionId) => [
      stripe.event('checkout.session.completed', sessionId, { secret: 'whsec_someone_else' }),
      // Signed, but long ago: a replay.
      stripe.event('checkout.session.completed', sessionId, {
        timestamp: Math.floor(Date.now() / 1000) - 3600,
      }),
    ],
  };
}

describe('Stripe Checkout', () => {
  const rig = rails.useRailBed(() => startStripeServer());
  rails.itKeepsTheRailRules(rig, stripeActions, 'stripe', {
    // Stripe's page may change what is paid (a promotion code, another presentment currency).
    forge: async (stripe, booking) => {
      const sessions: string[] = [];
      for (const changes of [{ amountTotal: 100 }, { currency: 'eur' }]) {
        const sessionId = rails.referenceOf(await startSession(rig.bed, booking));
        stripe.pay(sessionId, changes);
        sessions.push(sessionId);
      }
      return sessions;
    },
    // The session names its booking: another booking's is another payer's (403, in the rules above).
    namesTheBooking: false,
    unknown: { reference: 'cs_test_unknown0000', status: 404 },
  });

  const check = (sessionId: string, options: rails.PostOptions = {}) =>
    rig.bed.post(`/api/check-checkout-session/${sessionId}`, options);
  const sessionFor = async (booking: CheckedOut) => rails.referenceOf(await startSession(rig.bed, booking));

  it("creates a session for what the booking asks, on Stripe's page, in the reader's language", async () => {
    const { bed, provider: stripe } = rig;
    const booking = await bed.checkout('full');
    const started = await startSession(bed, booking, { language: 'fr' });
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
    await check(reference);
    const paymentIntentId = String(stripe.session(reference)?.payment_intent);
    expect((await bed.paymentsOf(booking.id))[0]?.providerIds).toEqual({
      sessionId: reference,
      paymentIntentId,
    });
  });

  it("answers 'not confirmed yet' while the session is open or its money on the way, 'failed' once expired", async () => {
    const { bed, provider: stripe } = rig;
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

  it('knows no session that is not one', async () => {
    expect((await check('not a session')).statusCode).toBe(400);
  });

  it('records a delayed payment from its webhook when its money arrives, and ignores what is not a payment', async () => {
    const { bed, provider: stripe } = rig;
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

  it('tells the page Stripe cannot be reached (503) when it fails', async () => {
    const { bed, provider: stripe } = rig;
    const booking = await bed.checkout('full');
    stripe.breakWith({
      status: 500,
      body: { error: { type: 'api_error', message: 'Something went wrong' } },
    });
    try {
      const failing = await startSession(bed, booking, { language: 'fr' });
      expect(failing.statusCode).toBe(503);
      expect(failing.json().error.code).toBe('payment.providerUnavailable');
    } finally {
      stripe.breakWith(null);
    }
  });

  it('gives no PayPal client id to the pages', async () => {
    const response = await rig.bed.ctx.app.inject({ method: 'GET', url: '/api/config' });
    expect(response.json().payPalClientId).toBeNull();
  });
});

describe('Stripe unreachable, or refusing the key', () => {
  it('answers 503 payment.providerUnavailable in the reader’s language, and the booking still waits', async () => {
    const stripe = await startStripeServer({
      secretKey: 'sk_test_another_account',
      webhookSecret: 'whsec_another',
    });
    try {
      await rails.expectStartUnavailable(
        [
          { STRIPE_SECRET_KEY: STRIPE_TEST_KEYS.secretKey, STRIPE_API_URL: await unusedOrigin() },
          { STRIPE_SECRET_KEY: STRIPE_TEST_KEYS.secretKey, STRIPE_API_URL: stripe.apiUrl },
        ],
        (bed, booking, language) => startSession(bed, booking, { language }),
      );
    } finally {
      await stripe.close();
    }
  });
});
