import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DomainError } from '@roadbook/domain/error-codes';
import {
  STRIPE_TEST_KEYS,
  parseStripeForm,
  startStripeServer,
  type StripeServer,
} from '../../testing/stripe-server.fixture';
import { checkoutSessionExpiry, createStripeCheckout, stripeAddress } from './stripe';

const MINUTE = 60_000;
const quiet = { info: () => undefined, warn: () => undefined, error: () => undefined };

describe('a Checkout Session’s expiry', () => {
  const now = new Date('2026-11-24T10:00:00Z');
  const seconds = (date: Date) => Math.floor(date.getTime() / 1000);

  it("ends with the booking's hold when Stripe allows it", () => {
    const hold = new Date(now.getTime() + 90 * MINUTE);
    expect(checkoutSessionExpiry(hold, now)).toBe(seconds(hold));
  });

  it("lasts Stripe's shortest, with room for the clocks, when the hold ends sooner", () => {
    for (const minutesLeft of [29, 10, 0, -5]) {
      const hold = new Date(now.getTime() + minutesLeft * MINUTE);
      expect(checkoutSessionExpiry(hold, now)).toBe(seconds(new Date(now.getTime() + 32 * MINUTE)));
    }
  });

  it("never asks for more than Stripe's 24 hours", () => {
    const hold = new Date(now.getTime() + 25 * 60 * MINUTE);
    expect(checkoutSessionExpiry(hold, now)).toBe(
      seconds(new Date(now.getTime() + 24 * 60 * MINUTE - 2 * MINUTE)),
    );
  });
});

describe('the Stripe client', () => {
  let stripe: StripeServer;
  beforeAll(async () => {
    stripe = await startStripeServer();
  });
  afterAll(() => stripe.close());

  it('points the SDK at the host, port and protocol of STRIPE_API_URL', () => {
    expect(stripeAddress('https://api.stripe.com')).toEqual({
      host: 'api.stripe.com',
      port: 443,
      protocol: 'https',
    });
    expect(stripeAddress('http://127.0.0.1:4242')).toEqual({
      host: '127.0.0.1',
      port: 4242,
      protocol: 'http',
    });
  });

  it('speaks form-encoded nested keys, as Stripe reads them', () => {
    expect(
      parseStripeForm('line_items[0][price_data][currency]=usd&line_items[0][quantity]=1&metadata[a]=b'),
    ).toEqual({
      line_items: [{ price_data: { currency: 'usd' }, quantity: '1' }],
      metadata: { a: 'b' },
    });
  });

  const clientOf = (changes: { webhookSecret?: string | null } = {}) =>
    createStripeCheckout(
      { ...STRIPE_TEST_KEYS, ...changes, apiUrl: stripe.apiUrl },
      { timeoutMs: 2000, log: quiet },
    );
  /** A session of one car at `unitAmount` cents, with `changes`. */
  const sessionParams = (unitAmount: number, changes: { expires_at?: number } = {}) => ({
    mode: 'payment' as const,
    line_items: [
      {
        quantity: 1,
        price_data: { currency: 'usd', unit_amount: unitAmount, product_data: { name: 'Car' } },
      },
    ],
    success_url: 'http://roadbook.test/checkout-session/{CHECKOUT_SESSION_ID}',
    ...changes,
  });

  it('creates and reads back a session; an unknown one is null', async () => {
    const client = clientOf();
    const session = await client.createSession(sessionParams(1234));
    expect(session).toMatchObject({ amount_total: 1234, currency: 'usd', status: 'open' });
    expect((await client.retrieveSession(session.id))?.id).toBe(session.id);
    expect(await client.retrieveSession('cs_test_nothing')).toBeNull();
    // Stripe refuses a session that would expire too soon: the site cannot use Stripe now.
    const tooSoon = await client
      .createSession(sessionParams(1, { expires_at: Math.floor(Date.now() / 1000) + 600 }))
      .catch((error: unknown) => error);
    expect(tooSoon).toBeInstanceOf(DomainError);
  });

  it("takes an event only with Stripe's signature over the raw body", async () => {
    const client = clientOf();
    const session = await client.createSession(sessionParams(500));
    const { headers, payload } = stripe.event('checkout.session.completed', session.id);
    const signature = headers['stripe-signature'];
    expect(client.eventOf(Buffer.from(payload), signature)?.type).toBe('checkout.session.completed');
    expect(client.eventOf(Buffer.from(`${payload} `), signature)).toBeNull();
    expect(client.eventOf(Buffer.from(payload), undefined)).toBeNull();
    const withoutSecret = clientOf({ webhookSecret: null });
    expect(withoutSecret.eventOf(Buffer.from(payload), signature)).toBeNull();
  });

  describe('refunds', () => {
    /** The payment intent of a session paid on Stripe's page for `unitAmount` cents. */
    async function paid(unitAmount: number): Promise<string> {
      const session = await clientOf().createSession(sessionParams(unitAmount));
      stripe.pay(session.id);
      return String(stripe.session(session.id)?.payment_intent);
    }
    const refundsOf = (paymentIntent: string) =>
      stripe.refunds.filter((refund) => refund.paymentIntent === paymentIntent).map(({ amount }) => amount);

    it('refunds a payment intent in part, once for each key, then what is left', async () => {
      const client = clientOf();
      const paymentIntent = await paid(12_345);
      const key = randomUUID();
      const refunded = await client.refundPaymentIntent(paymentIntent, 2_000, key);
      expect(refunded).toEqual({ kind: 'refunded', reference: expect.stringMatching(/^re_/) as string });
      expect(await client.refundPaymentIntent(paymentIntent, 2_000, key)).toEqual(refunded);
      // The same key for another refund is Stripe's idempotency_error: that refund is refused.
      expect(await client.refundPaymentIntent(paymentIntent, 3_000, key)).toEqual({
        kind: 'refused',
        reason: expect.stringContaining('same parameters') as string,
      });
      expect(await client.refundPaymentIntent(paymentIntent, 10_346, randomUUID())).toEqual({
        kind: 'refused',
        reason: 'Refund amount ($103.46) is greater than unrefunded amount on charge ($103.45)',
      });
      expect(await client.refundPaymentIntent(paymentIntent, 10_345, randomUUID())).toMatchObject({
        kind: 'refunded',
      });
      expect(await client.refundPaymentIntent(paymentIntent, 1, randomUUID())).toEqual({
        kind: 'refused',
        reason: 'charge_already_refunded',
      });
      expect(await client.refundPaymentIntent('pi_test_unknown', 1, randomUUID())).toEqual({
        kind: 'refused',
        reason: 'resource_missing',
      });
      expect(refundsOf(paymentIntent)).toEqual([2_000, 10_345]);
    });

    it("answers Stripe's status: pending while it waits, refused when it fails or declines", async () => {
      const client = clientOf();
      const paymentIntent = await paid(5_000);
      stripe.setNextRefund('requires_action');
      expect(await client.refundPaymentIntent(paymentIntent, 100, randomUUID())).toEqual({
        kind: 'pending',
        reference: expect.stringMatching(/^re_/) as string,
      });
      stripe.setNextRefund('failed');
      expect(await client.refundPaymentIntent(paymentIntent, 100, randomUUID())).toEqual({
        kind: 'refused',
        reason: 'declined',
      });
      stripe.setNextRefund({ code: 'charge_disputed' });
      expect(await client.refundPaymentIntent(paymentIntent, 100, randomUUID())).toEqual({
        kind: 'refused',
        reason: 'charge_disputed',
      });
    });

    it('rides out one failure, is unavailable while Stripe fails, and the same key then refunds once', async () => {
      const client = clientOf();
      const paymentIntent = await paid(5_000);
      // The SDK sends a request Stripe failed once more, with the same Idempotency-Key.
      stripe.failNext(1);
      expect(await client.refundPaymentIntent(paymentIntent, 700, randomUUID())).toMatchObject({
        kind: 'refunded',
      });
      const key = randomUUID();
      stripe.failNext(2);
      const error = await client
        .refundPaymentIntent(paymentIntent, 800, key)
        .catch((reason: unknown) => reason);
      expect(error).toBeInstanceOf(DomainError);
      expect((error as DomainError).code).toBe('payment.providerUnavailable');
      expect(await client.refundPaymentIntent(paymentIntent, 800, key)).toMatchObject({ kind: 'refunded' });
      expect(await client.refundPaymentIntent(paymentIntent, 800, key)).toMatchObject({ kind: 'refunded' });
      expect(refundsOf(paymentIntent)).toEqual([700, 800]);
    });
  });
});
