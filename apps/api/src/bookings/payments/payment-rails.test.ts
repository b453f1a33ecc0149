import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DomainError } from '@roadbook/domain/error-codes';
import { parseConfig } from '../../config';
import type { DatabaseHandle } from '../../db/client';
import { purchaseUnitFor } from '../../integrations/payments/paypal';
import { createStripeCheckout } from '../../integrations/payments/stripe';
import { startBtcpayServer, type BtcpayServer } from '../../testing/btcpay-server.fixture';
import { createPaymentsBed } from '../../testing/payments.fixture';
import { startPayPalServer, type PayPalServer } from '../../testing/paypal-server.fixture';
import { STRIPE_TEST_KEYS, startStripeServer, type StripeServer } from '../../testing/stripe-server.fixture';
import { createTestDatabase } from '../../testing/test-database';
import { createPaymentRails } from './payment-rails';

const PAYPAL = { PAYPAL_CLIENT_ID: 'paypal-id', PAYPAL_CLIENT_SECRET: 'paypal-secret' };
const STRIPE = { STRIPE_SECRET_KEY: 'sk_test_rails' };
const BTCPAY = {
  BTCPAY_URL: 'https://btcpay.example.com',
  BTCPAY_API_KEY: 'btcpay-key',
  BTCPAY_STORE_ID: 'store',
  BTCPAY_WEBHOOK_SECRET: 'btcpay-secret',
};

/** Which ways to pay a checkout lists, and which payment routes answer, for `env`. */
async function railsOf(env: Record<string, string>) {
  const bed = await createPaymentsBed(env);
  try {
    const booking = await bed.checkout('full');
    const body = { bookingId: booking.id };
    const routes = {
      test: `/api/test-gateway/${booking.id}/decline`,
      payPal: `/api/check-paypal-order/${booking.id}/ORDER1`,
      stripe: '/api/create-checkout-session',
      btcpay: '/api/create-btcpay-invoice',
      stripeWebhook: '/api/webhooks/stripe',
      payPalWebhook: '/api/webhooks/paypal',
      btcpayWebhook: '/api/webhooks/btcpay',
    };
    const statuses: Record<string, number> = {};
    for (const [name, url] of Object.entries(routes)) {
      // Whether the route exists: nobody is signed in and no webhook is signed, so no provider is asked.
      const response = await bed.post(url, {
        cookie: '',
        payload: url.startsWith('/api/create-') ? body : {},
      });
      statuses[name] = response.statusCode;
    }
    return { providers: booking.providers, statuses };
  } finally {
    await bed.close();
  }
}

describe('the ways to pay, as the settings set them up', () => {
  it('offers only the test gateway without a provider, and no provider routes', async () => {
    const { providers, statuses } = await railsOf({});
    expect(providers).toEqual(['test']);
    expect(statuses).toEqual({
      test: 401,
      payPal: 404,
      stripe: 404,
      btcpay: 404,
      payPalWebhook: 404,
      stripeWebhook: 404,
      btcpayWebhook: 404,
    });
  });

  it('offers PayPal when it is set up: the test gateway is gone', async () => {
    const { providers, statuses } = await railsOf({ ...PAYPAL, ...STRIPE });
    expect(providers).toEqual(['payPal']);
    // Without PAYPAL_WEBHOOK_ID there is no webhook to receive.
    expect(statuses).toMatchObject({ test: 404, payPal: 401, stripe: 404, payPalWebhook: 404 });
  });

  it('offers Stripe when chosen, with its webhook when its secret is set', async () => {
    const { providers, statuses } = await railsOf({
      ...PAYPAL,
      ...STRIPE,
      PAYMENT_GATEWAY: 'stripe',
      STRIPE_WEBHOOK_SECRET: 'whsec_rails',
    });
    expect(providers).toEqual(['stripe']);
    expect(statuses).toMatchObject({ test: 404, payPal: 404, stripe: 401, stripeWebhook: 400 });
  });

  it('offers Lightning through BTCPay besides the card gateway, with its webhook', async () => {
    const { providers, statuses } = await railsOf({ ...PAYPAL, ...BTCPAY, PAYPAL_WEBHOOK_ID: 'WH-1' });
    expect(providers).toEqual(['payPal', 'btcpay']);
    expect(statuses).toMatchObject({ test: 404, payPal: 401, btcpay: 401, stripe: 404, btcpayWebhook: 400 });
  });
});

describe('refunds through the provider that took the payment', () => {
  let paypal: PayPalServer;
  let stripe: StripeServer;
  let btcpay: BtcpayServer;
  let database: DatabaseHandle;
  beforeAll(async () => {
    [paypal, stripe, btcpay, database] = await Promise.all([
      startPayPalServer(),
      startStripeServer(),
      startBtcpayServer(),
      createTestDatabase(),
    ]);
  });
  afterAll(async () => {
    await Promise.all([paypal.close(), stripe.close(), btcpay.close(), database.close()]);
  });

  const quiet = { info: () => undefined, warn: () => undefined, error: () => undefined };
  /** The rails `env` sets up, as the API builds them (refunds take no payment). */
  const railsOf = (env: Record<string, string>) =>
    createPaymentRails({
      settings: parseConfig(env).payments,
      database,
      payments: { acceptPayment: () => Promise.reject(new Error('a refund takes no payment')) },
      siteUrl: 'http://roadbook.test',
      log: quiet,
    });

  /** A PayPal payment of 123.45 USD as its rail stores it. */
  function payPalPayment() {
    const booking = { id: randomUUID(), amountMinor: 12_345, currency: 'USD' };
    const orderId = paypal.createOrderAsBrowser(purchaseUnitFor(booking, 'Fiat 500'));
    paypal.approve(orderId);
    const captureId = paypal.captureAtPayPal(orderId);
    return { provider: 'payPal' as const, reference: captureId, providerIds: { orderId, captureId } };
  }

  /** A Stripe payment of 50 USD as its rail stores it. */
  async function stripePayment() {
    const session = await createStripeCheckout(
      { ...STRIPE_TEST_KEYS, apiUrl: stripe.apiUrl },
      { timeoutMs: 2000, log: quiet },
    ).createSession({
      mode: 'payment',
      line_items: [
        { quantity: 1, price_data: { currency: 'usd', unit_amount: 5_000, product_data: { name: 'Car' } } },
      ],
      success_url: 'http://roadbook.test/checkout-session/{CHECKOUT_SESSION_ID}',
    });
    stripe.pay(session.id);
    const paymentIntentId = String(stripe.session(session.id)?.payment_intent);
    return {
      provider: 'stripe' as const,
      reference: paymentIntentId,
      providerIds: { sessionId: session.id, paymentIntentId },
    };
  }

  /** A BTCPay payment of 42.05 USD, paid by Lightning, as its rail stores it. */
  function btcpayPayment() {
    const invoiceId = btcpay.createInvoiceAsAnyone({ amount: '42.05', currency: 'USD', metadata: {} });
    btcpay.pay(invoiceId);
    const { storeId } = parseConfig(btcpay.env).payments.btcpay ?? { storeId: '' };
    return { provider: 'btcpay' as const, reference: invoiceId, providerIds: { invoiceId, storeId } };
  }

  it('refunds a PayPal capture once for the refund id, and a Lightning payment as a claim link', async () => {
    const rails = railsOf({ ...paypal.env, ...btcpay.env });
    const card = payPalPayment();
    const refundId = randomUUID();
    const refunded = await rails.refund(card, 2_500, refundId);
    expect(refunded).toEqual({ kind: 'refunded', reference: expect.any(String) as string });
    expect(await rails.refund(card, 2_500, refundId)).toEqual(refunded);
    expect(paypal.refunds.filter(({ captureId }) => captureId === card.reference)).toMatchObject([
      { amount: { value: '25.00', currency_code: 'USD' }, status: 'COMPLETED' },
    ]);

    const lightning = btcpayPayment();
    const claimable = await rails.refund(lightning, 4_205, randomUUID());
    const [made] = btcpay.refunds.filter(({ invoiceId }) => invoiceId === lightning.reference);
    expect(claimable).toEqual({ kind: 'refunded', reference: made?.pullPaymentId, claimUrl: made?.viewLink });
    expect(made).toMatchObject({ amount: '42.05', currency: 'USD', payoutMethodId: 'BTC-LN' });
  });

  it("refunds a Stripe payment intent, and answers Stripe's refusal", async () => {
    const rails = railsOf(stripe.env);
    const card = await stripePayment();
    expect(await rails.refund(card, 1_500, randomUUID())).toEqual({
      kind: 'refunded',
      reference: expect.stringMatching(/^re_/) as string,
    });
    expect(await rails.refund(card, 3_501, randomUUID())).toMatchObject({ kind: 'refused' });
    expect(stripe.refunds.filter(({ paymentIntent }) => paymentIntent === card.reference)).toMatchObject([
      { amount: 1_500, status: 'succeeded' },
    ]);
  });

  it('refunds a test payment at once: no money moved', async () => {
    const refundId = randomUUID();
    const payment = { provider: 'test' as const, reference: `test_${randomUUID()}`, providerIds: {} };
    expect(await railsOf({}).refund(payment, 10_000, refundId)).toEqual({
      kind: 'refunded',
      reference: `test_refund_${refundId}`,
    });
  });

  it('refuses a payment whose provider is not set up any more, or that lacks its ids', async () => {
    const card = payPalPayment();
    const lightning = btcpayPayment();
    const stripeCard = { provider: 'stripe' as const, reference: 'pi_test_1', providerIds: {} };
    const withoutRails = railsOf({});
    const notSetUp = { kind: 'refused', reason: 'provider not set up' };
    expect(await withoutRails.refund(card, 100, randomUUID())).toEqual(notSetUp);
    expect(await withoutRails.refund(lightning, 100, randomUUID())).toEqual(notSetUp);
    expect(await railsOf(paypal.env).refund(stripeCard, 100, randomUUID())).toEqual(notSetUp);
    expect(await railsOf(stripe.env).refund(stripeCard, 100, randomUUID())).toEqual({
      kind: 'refused',
      reason: 'payment without its provider ids',
    });
    expect(paypal.refunds.filter(({ captureId }) => captureId === card.reference)).toEqual([]);
    expect(btcpay.refunds.filter(({ invoiceId }) => invoiceId === lightning.reference)).toEqual([]);
  });

  it('throws payment.providerUnavailable while the provider fails, for the caller to ask again', async () => {
    const rails = railsOf(btcpay.env);
    const lightning = btcpayPayment();
    const refundId = randomUUID();
    btcpay.failNext();
    const error = await rails.refund(lightning, 1_000, refundId).catch((reason: unknown) => reason);
    expect(error).toBeInstanceOf(DomainError);
    expect((error as DomainError).code).toBe('payment.providerUnavailable');
    expect(await rails.refund(lightning, 1_000, refundId)).toMatchObject({ kind: 'refunded' });
    expect(btcpay.refunds.filter(({ invoiceId }) => invoiceId === lightning.reference)).toHaveLength(1);
  });
});
