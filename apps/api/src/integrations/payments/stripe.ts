// Stripe Checkout through Stripe's own SDK, pointed at STRIPE_API_URL (its host, port and
// protocol): a Checkout Session is created for what a booking asks and read back by its id; a
// webhook is Stripe's only if its Stripe-Signature (HMAC-SHA256 of "timestamp.body" with the
// endpoint's secret) matches the raw body; a paid session's payment intent is refunded in part or
// in full, with the caller's refund id as the Idempotency-Key (the SDK sends it again when it
// retries, and Stripe answers a key it knows with the same refund). A Stripe that cannot answer,
// or that refuses our key or our request, is payment.providerUnavailable; the log says which,
// never the key. A refund Stripe declines is a refusal for the caller, under Stripe's error code.
import Stripe from 'stripe';
import type { ProviderLog } from './provider-request';
import { providerUnavailable } from './provider-request';
import type { RefundAnswer } from './refund-answer';

/** config.payments.stripe */
export interface StripeSettings {
  secretKey: string;
  /** https://api.stripe.com, or a local server speaking its protocol. */
  apiUrl: string;
  /** The webhook endpoint's signing secret (whsec_…): null when webhooks are not set up. */
  webhookSecret: string | null;
}

export interface StripeOptions {
  /** Longest wait for each Stripe answer. */
  timeoutMs: number;
  log: ProviderLog;
}

export type CheckoutSession = Stripe.Checkout.Session;
export type CheckoutSessionParams = Stripe.Checkout.SessionCreateParams;

/** Stripe refuses a session that expires sooner than 30 minutes after it is created, or after 24 hours. */
const SHORTEST_SESSION_MS = 30 * 60_000;
const LONGEST_SESSION_MS = 24 * 3_600_000;
/** Room for the clocks of Stripe and of this server to differ and for the request to travel. */
const CLOCK_MARGIN_MS = 2 * 60_000;

/**
 * When a Checkout Session for a hold ending at `holdEndsAt` expires, in seconds since the epoch:
 * with the hold, unless that is sooner than Stripe allows — then at Stripe's shortest, and a
 * payment after the hold goes through the payment path's late rules.
 */
export function checkoutSessionExpiry(holdEndsAt: Date, now: Date): number {
  const earliest = now.getTime() + SHORTEST_SESSION_MS + CLOCK_MARGIN_MS;
  const latest = now.getTime() + LONGEST_SESSION_MS - CLOCK_MARGIN_MS;
  return Math.floor(Math.min(Math.max(holdEndsAt.getTime(), earliest), latest) / 1000);
}

/** The SDK's address options for `apiUrl`: host, port and protocol. */
export function stripeAddress(apiUrl: string): { host: string; port: number; protocol: 'http' | 'https' } {
  const url = new URL(apiUrl);
  const protocol = url.protocol === 'http:' ? 'http' : 'https';
  return {
    host: url.hostname,
    port: url.port === '' ? (protocol === 'http' ? 80 : 443) : Number(url.port),
    protocol,
  };
}

export function createStripeCheckout(settings: StripeSettings, { timeoutMs, log }: StripeOptions) {
  const stripe = new Stripe(settings.secretKey, {
    ...stripeAddress(settings.apiUrl),
    timeout: timeoutMs,
    maxNetworkRetries: 1,
    telemetry: false,
  });

  /** Stripe's error as this site answers it: it cannot be used now; the log says why. */
  function unavailable(error: unknown, what: string) {
    if (!(error instanceof Stripe.errors.StripeError)) throw error;
    const reason = `${what}: ${error.type} ${error.statusCode ?? ''}`.trim();
    if (error.type === 'StripeAuthenticationError' || error.type === 'StripePermissionError') {
      log.error({ type: error.type }, 'Stripe refused our key (check STRIPE_SECRET_KEY)');
    } else if (error.type === 'StripeInvalidRequestError') {
      log.error(
        { type: error.type, code: error.code, param: error.param },
        `Stripe refused a request (${what})`,
      );
    }
    return providerUnavailable(log, 'stripe', reason);
  }

  return {
    async createSession(params: CheckoutSessionParams): Promise<CheckoutSession> {
      try {
        return await stripe.checkout.sessions.create(params);
      } catch (error) {
        throw unavailable(error, 'create session');
      }
    },

    /** The session as Stripe has it now; null when Stripe knows no such session. */
    async retrieveSession(sessionId: string): Promise<CheckoutSession | null> {
      try {
        return await stripe.checkout.sessions.retrieve(sessionId);
      } catch (error) {
        if (error instanceof Stripe.errors.StripeInvalidRequestError && error.statusCode === 404) return null;
        throw unavailable(error, 'retrieve session');
      }
    },

    /**
     * Refunds `amountMinor` cents of the payment intent `paymentIntentId`, once for
     * `idempotencyKey` (the caller's refund id).
     */
    async refundPaymentIntent(
      paymentIntentId: string,
      amountMinor: number,
      idempotencyKey: string,
    ): Promise<RefundAnswer> {
      let refund: Stripe.Refund;
      try {
        refund = await stripe.refunds.create(
          { payment_intent: paymentIntentId, amount: amountMinor },
          { idempotencyKey },
        );
      } catch (error) {
        // Stripe's no to this refund (already refunded, more than is left, disputed, unknown
        // payment intent, the key used for another refund): asking again changes nothing.
        if (
          error instanceof Stripe.errors.StripeInvalidRequestError ||
          error instanceof Stripe.errors.StripeCardError ||
          error instanceof Stripe.errors.StripeIdempotencyError
        ) {
          return { kind: 'refused', reason: error.code ?? error.message };
        }
        throw unavailable(error, 'refund');
      }
      if (refund.status === 'succeeded') return { kind: 'refunded', reference: refund.id };
      if (refund.status === 'pending' || refund.status === 'requires_action') {
        return { kind: 'pending', reference: refund.id };
      }
      return { kind: 'refused', reason: refund.failure_reason ?? refund.status ?? 'unknown' };
    },

    /** The event Stripe signed, or null when the signature does not match the body (or webhooks are off). */
    eventOf(rawBody: Buffer, signature: string | undefined): Stripe.Event | null {
      if (settings.webhookSecret === null || signature === undefined) return null;
      try {
        return stripe.webhooks.constructEvent(rawBody, signature, settings.webhookSecret);
      } catch (error) {
        if (error instanceof Stripe.errors.StripeSignatureVerificationError) return null;
        throw error;
      }
    },
  };
}

export type StripeCheckout = ReturnType<typeof createStripeCheckout>;
