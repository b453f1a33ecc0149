import { describe, expect, it } from 'vitest';
import { createPaymentsBed } from '../../testing/payments.fixture';

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
