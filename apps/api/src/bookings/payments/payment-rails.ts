// The ways to pay online, as config.payments sets them up: the card gateway (PayPal or Stripe),
// Lightning through BTCPay Server, or — only where none is set up — the test gateway. Each rail
// starts a payment with its provider and checks the provider's own answer, and every answer goes
// through the one payment path (payments.service). A provider's routes exist only when it is set
// up, its webhook only when its secret (or PayPal's webhook id) is. Refunds go back through the
// provider that took the payment (provider-refunds).
import type { FastifyBaseLogger } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Config } from '../../config';
import type { DatabaseHandle } from '../../db/client';
import { createBtcpay } from '../../integrations/payments/btcpay';
import { createPayPal } from '../../integrations/payments/paypal';
import { createStripeCheckout } from '../../integrations/payments/stripe';
import { btcpayRoutes } from './btcpay.routes';
import { createBtcpayRail } from './btcpay.service';
import type { PaymentsService } from './payments.service';
import { payPalRoutes } from './paypal.routes';
import { createPayPalRail } from './paypal.service';
import { createProviderRefunds, type RefundClients } from './provider-refunds';
import { stripeRoutes } from './stripe.routes';
import { createStripeRail } from './stripe.service';
import { testGatewayRoutes } from './test-gateway.routes';
import { createTestGateway } from './test-gateway.service';

export interface PaymentRailsDependencies {
  settings: Config['payments'];
  database: DatabaseHandle;
  payments: Pick<PaymentsService, 'acceptPayment'>;
  /** The site's address, where the providers' pages send the payer back. */
  siteUrl: string;
  log: Pick<FastifyBaseLogger, 'info' | 'warn' | 'error'>;
}

export function createPaymentRails({ settings, database, payments, siteUrl, log }: PaymentRailsDependencies) {
  const options = { timeoutMs: settings.timeoutMs, log };
  const { payPal, stripe, btcpay } = settings;
  if (payPal !== null && payPal.webhookId === null) {
    log.warn('PayPal without PAYPAL_WEBHOOK_ID: a booking whose page never comes back waits for its check');
  }
  if (stripe !== null && stripe.webhookSecret === null) {
    log.warn(
      'Stripe without STRIPE_WEBHOOK_SECRET: a booking whose page never comes back waits for its check',
    );
  }
  // One client per provider set up, for its rail and its refunds (PayPal's keeps its access token).
  const clients: RefundClients = {
    payPal: payPal && createPayPal(payPal, options),
    stripe: stripe && createStripeCheckout(stripe, options),
    btcpay: btcpay && createBtcpay(btcpay, options),
  };
  return {
    /** The ways to pay, the default first (as the checkout answers them). */
    providers: settings.providers,
    payPal:
      payPal === null || clients.payPal === null
        ? null
        : {
            payPal: createPayPalRail({ database, payments, payPal: clients.payPal, log }),
            hasWebhook: payPal.webhookId !== null,
          },
    stripe:
      stripe === null || clients.stripe === null
        ? null
        : {
            stripe: createStripeRail({ database, payments, stripe: clients.stripe, siteUrl, log }),
            hasWebhook: stripe.webhookSecret !== null,
          },
    btcpay:
      btcpay === null || clients.btcpay === null
        ? null
        : {
            btcpay: createBtcpayRail({
              database,
              payments,
              btcpay: clients.btcpay,
              storeId: btcpay.storeId,
              siteUrl,
              log,
            }),
          },
    testGateway: settings.providers[0] === 'test' ? createTestGateway({ database, payments }) : null,
    /** Gives a payment back through its provider (see provider-refunds). */
    refund: createProviderRefunds(clients),
  };
}

export type PaymentRails = ReturnType<typeof createPaymentRails>;

/** The routes of the rails set up (a provider that is not set up has none: 404). */
export const paymentRoutes: FastifyPluginAsyncZod<{ rails: PaymentRails }> = async (app, { rails }) => {
  if (rails.payPal !== null) await app.register(payPalRoutes, rails.payPal);
  if (rails.stripe !== null) await app.register(stripeRoutes, rails.stripe);
  if (rails.btcpay !== null) await app.register(btcpayRoutes, rails.btcpay);
  if (rails.testGateway !== null) await app.register(testGatewayRoutes, { testGateway: rails.testGateway });
};
