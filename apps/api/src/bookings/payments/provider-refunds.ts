// Refunds through the provider that took the payment, for the refund queue: a payment as the
// `payments` table keeps it goes to its provider's client with the ids its rail stored (PayPal's
// capture, Stripe's payment intent, BTCPay's store and invoice). The caller's refund id is the
// provider's idempotency key, so a refund asked again after a failure never pays twice. The test
// gateway moved no money: its refunds are made at once. A provider that is no longer set up cannot
// refund, and says so as a refusal.
import type { PaymentProvider } from '@roadbook/domain/enums';
import type { Btcpay } from '../../integrations/payments/btcpay';
import type { PayPal } from '../../integrations/payments/paypal';
import type { RefundAnswer } from '../../integrations/payments/refund-answer';
import type { StripeCheckout } from '../../integrations/payments/stripe';

/** A payment to give back, as the `payments` table keeps it. */
export interface RefundablePayment {
  provider: PaymentProvider;
  reference: string;
  /** The provider's ids its rail stored: PayPal orderId and captureId, Stripe sessionId and paymentIntentId, BTCPay invoiceId and storeId. */
  providerIds: Record<string, string>;
}

/** The client of each provider set up (null: not set up). */
export interface RefundClients {
  payPal: PayPal | null;
  stripe: StripeCheckout | null;
  btcpay: Btcpay | null;
}

const NOT_SET_UP: RefundAnswer = { kind: 'refused', reason: 'provider not set up' };
const WITHOUT_IDS: RefundAnswer = { kind: 'refused', reason: 'payment without its provider ids' };

export function createProviderRefunds({ payPal, stripe, btcpay }: RefundClients) {
  /**
   * Gives back `amountMinor` cents of `payment` through its provider, once for `refundId` (the
   * caller's UUID of the refund). Throws payment.providerUnavailable when the provider cannot
   * answer now: ask again later with the same `refundId`.
   */
  return async function refund(
    payment: RefundablePayment,
    amountMinor: number,
    refundId: string,
  ): Promise<RefundAnswer> {
    /** The provider's id `key` of the payment, as its rail stored it. */
    const id = (key: string) => {
      const value = payment.providerIds[key];
      return value === '' ? undefined : value;
    };
    switch (payment.provider) {
      case 'test':
        return { kind: 'refunded', reference: `test_refund_${refundId}` };
      case 'payPal': {
        const captureId = id('captureId');
        if (payPal === null) return NOT_SET_UP;
        if (captureId === undefined) return WITHOUT_IDS;
        return payPal.refundCapture(captureId, amountMinor, refundId);
      }
      case 'stripe': {
        const paymentIntentId = id('paymentIntentId');
        if (stripe === null) return NOT_SET_UP;
        if (paymentIntentId === undefined) return WITHOUT_IDS;
        return stripe.refundPaymentIntent(paymentIntentId, amountMinor, refundId);
      }
      case 'btcpay': {
        const [storeId, invoiceId] = [id('storeId'), id('invoiceId')];
        if (btcpay === null) return NOT_SET_UP;
        if (storeId === undefined || invoiceId === undefined) return WITHOUT_IDS;
        return btcpay.refundInvoice(storeId, invoiceId, amountMinor, refundId);
      }
    }
  };
}
