// The bookings area's settings: the ways to pay online (bookings/payments): a card gateway (PayPal,
// else Stripe) and Lightning through a BTCPay Server store; without any, the test gateway. Secrets
// are never logged.
import { z } from 'zod';
import type { PaymentProvider } from '@roadbook/domain/enums';
import type { SettingProblem } from '../settings-fields';

export const BookingsEnvSchema = z.object({
  PAYPAL_CLIENT_ID: z.string().min(1).optional(),
  PAYPAL_CLIENT_SECRET: z.string().min(1).optional(),
  PAYPAL_API_URL: z.url({ protocol: /^https?$/ }).default('https://api-m.sandbox.paypal.com'),
  PAYPAL_WEBHOOK_ID: z.string().min(1).optional(),
  STRIPE_SECRET_KEY: z.string().min(1).optional(),
  STRIPE_API_URL: z.url({ protocol: /^https?$/ }).default('https://api.stripe.com'),
  STRIPE_WEBHOOK_SECRET: z.string().min(1).optional(),
  PAYMENT_GATEWAY: z.enum(['paypal', 'stripe']).optional(),
  BTCPAY_URL: z.url({ protocol: /^https?$/ }).optional(),
  BTCPAY_API_KEY: z.string().min(1).optional(),
  BTCPAY_STORE_ID: z.string().min(1).optional(),
  BTCPAY_WEBHOOK_SECRET: z.string().min(1).optional(),
  PAYMENT_TIMEOUT_MS: z.coerce.number().int().min(100).max(60_000).default(10_000),
});
type Env = z.infer<typeof BookingsEnvSchema>;

const BTCPAY_SETTINGS = ['BTCPAY_URL', 'BTCPAY_API_KEY', 'BTCPAY_STORE_ID', 'BTCPAY_WEBHOOK_SECRET'] as const;

/** Payment settings that make no sense alone, each named with what it lacks. */
export function bookingsSettingProblems(e: Env): SettingProblem[] {
  const problems: SettingProblem[] = [];
  if ((e.PAYPAL_CLIENT_ID === undefined) !== (e.PAYPAL_CLIENT_SECRET === undefined)) {
    const missing = e.PAYPAL_CLIENT_ID === undefined ? 'PAYPAL_CLIENT_ID' : 'PAYPAL_CLIENT_SECRET';
    problems.push({ name: missing, message: 'PayPal needs both PAYPAL_CLIENT_ID and PAYPAL_CLIENT_SECRET' });
  }
  const isPayPalSet = e.PAYPAL_CLIENT_ID !== undefined && e.PAYPAL_CLIENT_SECRET !== undefined;
  if (e.PAYMENT_GATEWAY === 'paypal' && !isPayPalSet) {
    problems.push({
      name: 'PAYMENT_GATEWAY',
      message: 'paypal needs PAYPAL_CLIENT_ID and PAYPAL_CLIENT_SECRET',
    });
  }
  if (e.PAYMENT_GATEWAY === 'stripe' && e.STRIPE_SECRET_KEY === undefined) {
    problems.push({ name: 'PAYMENT_GATEWAY', message: 'stripe needs STRIPE_SECRET_KEY' });
  }
  if (e.PAYPAL_WEBHOOK_ID !== undefined && !isPayPalSet) {
    problems.push({
      name: 'PAYPAL_WEBHOOK_ID',
      message: 'needs PAYPAL_CLIENT_ID and PAYPAL_CLIENT_SECRET, which verify the webhooks',
    });
  }
  if (e.STRIPE_WEBHOOK_SECRET !== undefined && e.STRIPE_SECRET_KEY === undefined) {
    problems.push({ name: 'STRIPE_WEBHOOK_SECRET', message: 'needs STRIPE_SECRET_KEY' });
  }
  const btcpaySet = BTCPAY_SETTINGS.filter((name) => e[name] !== undefined);
  if (btcpaySet.length > 0 && btcpaySet.length < BTCPAY_SETTINGS.length) {
    for (const name of BTCPAY_SETTINGS.filter((setting) => e[setting] === undefined)) {
      problems.push({ name, message: `BTCPay Server needs all of ${BTCPAY_SETTINGS.join(', ')}` });
    }
  }
  return problems;
}

/**
 * The payment providers and their settings. The card gateway is PayPal when its id and secret are
 * set, unless PAYMENT_GATEWAY=stripe; Stripe when it is chosen or the only one set. BTCPay
 * (Lightning) comes in addition. Without any, only the test gateway ("no money moves").
 */
function paymentSettings(e: Env) {
  const isPayPalSet = e.PAYPAL_CLIENT_ID !== undefined && e.PAYPAL_CLIENT_SECRET !== undefined;
  const cardGateway: 'payPal' | 'stripe' | null =
    e.PAYMENT_GATEWAY === 'stripe' || (!isPayPalSet && e.STRIPE_SECRET_KEY !== undefined)
      ? 'stripe'
      : isPayPalSet
        ? 'payPal'
        : null;
  const payPal =
    cardGateway === 'payPal' && e.PAYPAL_CLIENT_ID !== undefined && e.PAYPAL_CLIENT_SECRET !== undefined
      ? {
          clientId: e.PAYPAL_CLIENT_ID,
          clientSecret: e.PAYPAL_CLIENT_SECRET,
          apiUrl: e.PAYPAL_API_URL.replace(/\/+$/, ''),
          webhookId: e.PAYPAL_WEBHOOK_ID ?? null,
        }
      : null;
  const stripe =
    cardGateway === 'stripe' && e.STRIPE_SECRET_KEY !== undefined
      ? {
          secretKey: e.STRIPE_SECRET_KEY,
          apiUrl: e.STRIPE_API_URL,
          webhookSecret: e.STRIPE_WEBHOOK_SECRET ?? null,
        }
      : null;
  const btcpay =
    e.BTCPAY_URL !== undefined &&
    e.BTCPAY_API_KEY !== undefined &&
    e.BTCPAY_STORE_ID !== undefined &&
    e.BTCPAY_WEBHOOK_SECRET !== undefined
      ? {
          url: e.BTCPAY_URL.replace(/\/+$/, ''),
          apiKey: e.BTCPAY_API_KEY,
          storeId: e.BTCPAY_STORE_ID,
          webhookSecret: e.BTCPAY_WEBHOOK_SECRET,
        }
      : null;
  const offered: PaymentProvider[] = [
    ...(cardGateway ? [cardGateway] : []),
    ...(btcpay ? ['btcpay' as const] : []),
  ];
  const [first = 'test', ...rest] = offered;
  const providers: readonly [PaymentProvider, ...PaymentProvider[]] = [first, ...rest];
  return { providers, payPal, stripe, btcpay, timeoutMs: e.PAYMENT_TIMEOUT_MS };
}

/** The bookings area's settings. */
export function bookingsSettings(e: Env) {
  return {
    /** Online payments: the providers offered (the default first) and the settings of each one set up. */
    payments: paymentSettings(e),
  };
}
