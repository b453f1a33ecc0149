// PayPal's REST API (Orders v2), as the server uses it: an access token from the client id and
// secret (OAuth2 client credentials, kept until it expires), an order with intent CAPTURE for what
// a booking asks, its capture once the payer has approved it in PayPal's window, the order read
// back, and a webhook's signature checked by PayPal itself (verify-webhook-signature with our
// webhook id), and a capture refunded in part or in full (Payments v2). Orders and captures carry
// a PayPal-Request-Id; a capture asked again finds the order captured and reads it back, so every
// check sees PayPal's current state. A refund's PayPal-Request-Id is the caller's refund id: PayPal
// answers the same id with the same refund. A PayPal that cannot answer is
// payment.providerUnavailable; a refusal comes back as its issue code (ORDER_NOT_APPROVED,
// INSTRUMENT_DECLINED, REFUND_AMOUNT_EXCEEDED…) for the caller to judge.
import { randomUUID } from 'node:crypto';
import { z } from 'zod';
import { BASE_CURRENCY } from '@roadbook/domain/constants';
import { toDecimalAmount } from './decimal-amount';
import {
  providerUnavailable,
  requestProvider,
  type ProviderLog,
  type ProviderRequest,
} from './provider-request';
import type { RefundAnswer } from './refund-answer';

/** config.payments.payPal */
export interface PayPalSettings {
  clientId: string;
  clientSecret: string;
  /** https://api-m.paypal.com, or the sandbox's https://api-m.sandbox.paypal.com */
  apiUrl: string;
  /** The webhook's id in the PayPal app: null when webhooks are not set up. */
  webhookId: string | null;
}

export interface PayPalOptions {
  /** Longest wait for each PayPal answer. */
  timeoutMs: number;
  log: ProviderLog;
  /** Clock, in milliseconds. */
  now?: () => number;
}

const AmountSchema = z.object({ currency_code: z.string(), value: z.string() });

const CaptureSchema = z.object({
  id: z.string().min(1),
  /** COMPLETED, PENDING, DECLINED, PARTIALLY_REFUNDED, REFUNDED, FAILED */
  status: z.string(),
  amount: AmountSchema,
  custom_id: z.string().optional(),
});
export type PayPalCapture = z.infer<typeof CaptureSchema>;

const OrderSchema = z.object({
  id: z.string().min(1),
  /** CREATED, SAVED, APPROVED, VOIDED, COMPLETED, PAYER_ACTION_REQUIRED */
  status: z.string(),
  purchase_units: z
    .array(
      z.object({
        reference_id: z.string().optional(),
        custom_id: z.string().optional(),
        amount: AmountSchema.optional(),
        payments: z.object({ captures: z.array(CaptureSchema).optional() }).optional(),
      }),
    )
    .default([]),
});
export type PayPalOrder = z.infer<typeof OrderSchema>;

const TokenSchema = z.object({ access_token: z.string().min(1), expires_in: z.number().int().positive() });
const ErrorSchema = z.object({
  name: z.string().optional(),
  debug_id: z.string().optional(),
  details: z.array(z.object({ issue: z.string().optional() })).optional(),
});
const VerificationSchema = z.object({ verification_status: z.string() });
const RefundSchema = z.object({
  id: z.string().min(1),
  /** COMPLETED, PENDING (an eCheck's, until it clears), CANCELLED, FAILED */
  status: z.string(),
});

/** The headers PayPal signs a webhook delivery with (lower case, as Node gives them). */
export const PAYPAL_WEBHOOK_HEADERS = {
  auth_algo: 'paypal-auth-algo',
  cert_url: 'paypal-cert-url',
  transmission_id: 'paypal-transmission-id',
  transmission_sig: 'paypal-transmission-sig',
  transmission_time: 'paypal-transmission-time',
} as const;

/** What became of a capture: the order captured (or read back), or PayPal's reason for refusing. */
export type CaptureAnswer =
  { kind: 'captured'; order: PayPalOrder } | { kind: 'refused'; issue: string } | { kind: 'notFound' };

/** A token is renewed this long before PayPal says it expires. */
const TOKEN_MARGIN_MS = 60_000;

/** An order's one purchase unit, named after the booking: its id is PayPal's reference and custom id. */
export function purchaseUnitFor(
  booking: { id: string; amountMinor: number; currency: string },
  description: string,
) {
  return {
    reference_id: booking.id,
    custom_id: booking.id,
    description: description.slice(0, 127),
    amount: { currency_code: booking.currency, value: toDecimalAmount(booking.amountMinor) },
  };
}

export function createPayPal(settings: PayPalSettings, { timeoutMs, log, now = Date.now }: PayPalOptions) {
  const { clientId, clientSecret, apiUrl, webhookId } = settings;
  const call = (path: string, request: ProviderRequest) =>
    requestProvider(`${apiUrl}${path}`, request, { provider: 'payPal', timeoutMs, log });
  let token: { value: string; expiresAt: number } | null = null;
  let pendingToken: Promise<string> | null = null;

  /** The reason of a refusal as PayPal names it: the first detail's issue, else the error's name. */
  function issueOf(body: unknown, status: number): string {
    const error = ErrorSchema.safeParse(body);
    if (!error.success) return `HTTP_${status}`;
    return error.data.details?.find((detail) => detail.issue)?.issue ?? error.data.name ?? `HTTP_${status}`;
  }

  async function fetchToken(): Promise<string> {
    const basic = Buffer.from(`${clientId}:${clientSecret}`).toString('base64');
    const answer = await call('/v1/oauth2/token', {
      method: 'POST',
      headers: { authorization: `Basic ${basic}`, 'content-type': 'application/x-www-form-urlencoded' },
      body: 'grant_type=client_credentials',
    });
    const parsed = TokenSchema.safeParse(answer.body);
    if (answer.status !== 200 || !parsed.success) {
      log.error(
        { status: answer.status },
        'PayPal refused our credentials (check PAYPAL_CLIENT_ID and PAYPAL_CLIENT_SECRET)',
      );
      throw providerUnavailable(log, 'payPal', `token refused: HTTP ${answer.status}`);
    }
    token = {
      value: parsed.data.access_token,
      expiresAt: now() + parsed.data.expires_in * 1000 - TOKEN_MARGIN_MS,
    };
    return token.value;
  }

  /** The cached access token while it lasts; one request for a new one however many callers wait. */
  function accessToken(): Promise<string> {
    if (token !== null && token.expiresAt > now()) return Promise.resolve(token.value);
    pendingToken ??= fetchToken().finally(() => {
      pendingToken = null;
    });
    return pendingToken;
  }

  /** A request with the access token; a token PayPal no longer takes is renewed once. */
  async function authorized(
    path: string,
    request: Omit<ProviderRequest, 'headers'>,
    headers: Record<string, string> = {},
  ) {
    const send = async () =>
      call(path, {
        ...request,
        headers: {
          authorization: `Bearer ${await accessToken()}`,
          'content-type': 'application/json',
          ...headers,
        },
      });
    const answer = await send();
    if (answer.status !== 401) return answer;
    token = null;
    return send();
  }

  function readOrder(body: unknown, what: string): PayPalOrder {
    const order = OrderSchema.safeParse(body);
    if (!order.success) throw providerUnavailable(log, 'payPal', `${what}: answer unreadable`);
    return order.data;
  }

  /** The order as PayPal has it now; null when PayPal knows no such order. */
  async function getOrder(orderId: string): Promise<PayPalOrder | null> {
    const answer = await authorized(`/v2/checkout/orders/${encodeURIComponent(orderId)}`, { method: 'GET' });
    if (answer.status === 404) return null;
    if (answer.status !== 200) {
      throw providerUnavailable(log, 'payPal', `order lookup: ${issueOf(answer.body, answer.status)}`);
    }
    return readOrder(answer.body, 'order lookup');
  }

  return {
    getOrder,

    /**
     * An order with intent CAPTURE for `booking` (its id as the reference and custom id); resolves
     * with PayPal's order id.
     */
    async createOrder(
      booking: { id: string; amountMinor: number; currency: string },
      description: string,
    ): Promise<string> {
      const answer = await authorized(
        '/v2/checkout/orders',
        {
          method: 'POST',
          body: JSON.stringify({
            intent: 'CAPTURE',
            purchase_units: [purchaseUnitFor(booking, description)],
          }),
        },
        { 'paypal-request-id': randomUUID() },
      );
      if (answer.status !== 200 && answer.status !== 201) {
        const issue = issueOf(answer.body, answer.status);
        log.error({ status: answer.status, issue }, 'PayPal refused to create an order');
        throw providerUnavailable(log, 'payPal', `order refused: ${issue}`);
      }
      return readOrder(answer.body, 'create order').id;
    },

    /**
     * Captures the approved order `orderId` and answers the whole order. An order captured before
     * is read back; a refusal (not approved, declined…) answers its issue.
     */
    async captureOrder(orderId: string): Promise<CaptureAnswer> {
      const path = `/v2/checkout/orders/${encodeURIComponent(orderId)}`;
      const answer = await authorized(
        `${path}/capture`,
        { method: 'POST', body: '{}' },
        { prefer: 'return=representation', 'paypal-request-id': randomUUID() },
      );
      if (answer.status === 200 || answer.status === 201) {
        return { kind: 'captured', order: readOrder(answer.body, 'capture') };
      }
      if (answer.status === 404) return { kind: 'notFound' };
      const issue = issueOf(answer.body, answer.status);
      if (issue !== 'ORDER_ALREADY_CAPTURED') return { kind: 'refused', issue };
      const order = await getOrder(orderId);
      return order === null ? { kind: 'notFound' } : { kind: 'captured', order };
    },

    /**
     * Refunds `amountMinor` cents of the capture `captureId`. `requestId` is the caller's id of the
     * refund, sent as the PayPal-Request-Id: asked again with it, PayPal answers the same refund.
     */
    async refundCapture(captureId: string, amountMinor: number, requestId: string): Promise<RefundAnswer> {
      const answer = await authorized(
        `/v2/payments/captures/${encodeURIComponent(captureId)}/refund`,
        {
          method: 'POST',
          body: JSON.stringify({
            amount: { value: toDecimalAmount(amountMinor), currency_code: BASE_CURRENCY },
          }),
        },
        { 'paypal-request-id': requestId },
      );
      // Still 401 with a new token: our credentials, not this refund, are the problem.
      if (answer.status === 401) throw providerUnavailable(log, 'payPal', 'refund: HTTP 401');
      if (answer.status !== 200 && answer.status !== 201) {
        return { kind: 'refused', reason: issueOf(answer.body, answer.status) };
      }
      const refund = RefundSchema.safeParse(answer.body);
      if (!refund.success) throw providerUnavailable(log, 'payPal', 'refund: answer unreadable');
      const { id, status } = refund.data;
      if (status === 'COMPLETED') return { kind: 'refunded', reference: id };
      if (status === 'PENDING') return { kind: 'pending', reference: id };
      return { kind: 'refused', reason: status };
    },

    /**
     * Whether PayPal says it sent this webhook delivery to our webhook: its signature headers and
     * the body exactly as received (spliced in as is: PayPal checks the bytes it signed).
     */
    async verifyWebhook(
      headers: Record<string, string | string[] | undefined>,
      rawBody: string,
    ): Promise<boolean> {
      if (webhookId === null) return false;
      const fields: Record<string, string> = { webhook_id: webhookId };
      for (const [field, header] of Object.entries(PAYPAL_WEBHOOK_HEADERS)) {
        const value = headers[header];
        if (typeof value !== 'string' || value === '') return false;
        fields[field] = value;
      }
      try {
        const event: unknown = JSON.parse(rawBody);
        if (typeof event !== 'object' || event === null || Array.isArray(event)) return false;
      } catch {
        return false;
      }
      const body = `${JSON.stringify(fields).slice(0, -1)},"webhook_event":${rawBody}}`;
      const answer = await authorized('/v1/notifications/verify-webhook-signature', { method: 'POST', body });
      const verification = VerificationSchema.safeParse(answer.body);
      if (answer.status !== 200 || !verification.success) {
        log.warn(
          { status: answer.status, issue: issueOf(answer.body, answer.status) },
          'PayPal did not verify a webhook',
        );
        return false;
      }
      return verification.data.verification_status === 'SUCCESS';
    },
  };
}

export type PayPal = ReturnType<typeof createPayPal>;
