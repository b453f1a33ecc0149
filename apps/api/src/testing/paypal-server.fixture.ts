// A local PayPal REST API for tests, speaking PayPal's protocol: an OAuth2 token for the client id
// and secret (HTTP Basic, client credentials), Orders v2 with PayPal-Request-Id (create, capture,
// read) behind that Bearer token, captures refunded in part or in full (Payments v2: no more than
// is left of the capture, the same refund for the same PayPal-Request-Id), and
// verify-webhook-signature. The test acts as the payer (approves an order in "PayPal's window", or
// creates one from the browser as PayPal's JavaScript SDK can) and as PayPal's back office (holds a
// capture, captures an order whose answer gets lost, leaves a refund pending or refuses it, fails
// for a while). It
// signs webhook deliveries as PayPal does (SHA256withRSA over "transmission id|time|webhook id|CRC32
// of the body") and vouches only for a delivery it signed, unchanged, to its own webhook.
import { createSign, createVerify, generateKeyPairSync, randomBytes, randomUUID } from 'node:crypto';
import type http from 'node:http';
import { crc32 } from 'node:zlib';
import { known, readBody, sendJson, startFakeHttpServer } from './fake-http-server.fixture';

export const PAYPAL_TEST_CLIENT = {
  clientId: 'AZroadbook-test-client-7Qk2',
  clientSecret: 'EProadbook-test-Secret-91xZ',
  webhookId: '8PT597110X687430LKGECATA',
} as const;

interface Amount {
  currency_code: string;
  value: string;
}

interface PurchaseUnit {
  reference_id?: string;
  custom_id?: string;
  description?: string;
  amount: Amount;
}

interface Capture {
  id: string;
  status: 'COMPLETED' | 'PENDING' | 'DECLINED' | 'PARTIALLY_REFUNDED' | 'REFUNDED';
  amount: Amount;
  final_capture: boolean;
  custom_id?: string;
  create_time: string;
  update_time: string;
}

interface Order {
  id: string;
  intent: string;
  status: 'CREATED' | 'APPROVED' | 'COMPLETED';
  unit: PurchaseUnit;
  captures: Capture[];
  createTime: string;
  /** What the next capture does: go through, wait for review (PENDING), or be declined. */
  nextCapture: 'complete' | 'hold' | 'decline';
}

/** A refund PayPal took: of which capture, how much, and its status. */
export interface PayPalRefund {
  id: string;
  captureId: string;
  amount: Amount;
  status: 'COMPLETED' | 'PENDING' | 'CANCELLED' | 'FAILED';
}

/** What the next refund does besides going through: stay PENDING, end CANCELLED or FAILED, or be refused with `issue`. */
export type PayPalRefundOutcome = 'PENDING' | 'CANCELLED' | 'FAILED' | { issue: string };

export interface WebhookDelivery {
  headers: Record<string, string>;
  payload: string;
}

export interface PayPalServer {
  /** PAYPAL_API_URL */
  apiUrl: string;
  /** The settings that make PayPal the card gateway against this server. */
  env: Record<string, string>;
  /** `METHOD /path` of every request, in order. */
  requests: string[];
  /** How many access tokens were issued. */
  readonly tokensIssued: number;
  /** The order as GET /v2/checkout/orders/{id} answers it. */
  order(orderId: string): Record<string, unknown> | undefined;
  /** An order created from the browser with the client id, as PayPal's JavaScript SDK can. */
  createOrderAsBrowser(unit: PurchaseUnit): string;
  /** The payer approves the order in PayPal's window. */
  approve(orderId: string): void;
  /** The next capture of the order is declined (INSTRUMENT_DECLINED), or held for review (PENDING). */
  setNextCapture(orderId: string, outcome: 'hold' | 'decline'): void;
  /** The id of the order's capture, if it was captured. */
  captureOf(orderId: string): string | undefined;
  /** Captures the approved order at PayPal, as if the answer to our capture never arrived; its capture id. */
  captureAtPayPal(orderId: string): string;
  /** A held capture clears (PENDING → COMPLETED). */
  completeCapture(captureId: string): void;
  /** A PAYMENT.CAPTURE.COMPLETED delivery for the capture, signed for `webhookId` (ours by default). */
  captureCompletedWebhook(captureId: string, options?: { webhookId?: string }): WebhookDelivery;
  /** Any event (`event_type`, `resource`…), signed as PayPal delivers it. */
  webhook(event: Record<string, unknown>, options?: { webhookId?: string }): WebhookDelivery;
  /** Every refund PayPal took, in order (a request repeated with its PayPal-Request-Id takes none). */
  refunds: PayPalRefund[];
  /** The next refund asked for (of any capture) ends or is refused so. */
  setNextRefund(outcome: PayPalRefundOutcome): void;
  /** Revokes every access token issued so far. */
  revokeTokens(): void;
  /** Answers every request with `status` and `body` instead (null: as PayPal again). */
  breakWith(answer: { status: number; body: unknown } | null): void;
  /** The next `count` requests fail with 503, as PayPal does when it cannot serve them. */
  failNext(count?: number): void;
  close(): Promise<void>;
}

const now = () => new Date().toISOString().replace(/\.\d+Z$/, 'Z');
const paypalId = (length = 17) =>
  Array.from(randomBytes(length), (byte) => '0123456789ABCDEFGHJKLMNPRSTUVWXY'[byte % 32]).join('');

function paypalError(
  response: http.ServerResponse,
  status: number,
  name: string,
  issue?: string,
  description = issue ?? name,
) {
  sendJson(response, status, {
    name,
    message: issue === undefined ? name : 'The requested action could not be performed.',
    debug_id: randomBytes(6).toString('hex'),
    ...(issue === undefined ? {} : { details: [{ issue, description }] }),
    links: [
      {
        href: `https://developer.paypal.com/api/rest/reference/orders/v2/errors/#${issue ?? name}`,
        rel: 'information_link',
      },
    ],
  });
}

/** "123.45" → 12345: a test server's arithmetic, on amounts it has checked or written itself. */
const cents = (value: string) => Math.round(Number(value) * 100);

/** An amount PayPal takes in USD: digits, and at most two decimals. */
const isAmount = (amount: Partial<Amount> | undefined) =>
  typeof amount?.currency_code === 'string' &&
  /^[A-Z]{3}$/.test(amount.currency_code) &&
  typeof amount.value === 'string' &&
  /^\d{1,10}(\.\d{1,2})?$/.test(amount.value);

export async function startPayPalServer(
  client: { clientId: string; clientSecret: string; webhookId: string } = PAYPAL_TEST_CLIENT,
): Promise<PayPalServer> {
  const orders = new Map<string, Order>();
  const tokens = new Set<string>();
  /** Answers already given, by PayPal-Request-Id: the same request id gets the same answer. */
  const answered = new Map<string, { status: number; body: unknown }>();
  const { privateKey, publicKey } = generateKeyPairSync('rsa', { modulusLength: 2048 });
  const refunds: PayPalRefund[] = [];
  let nextRefund: PayPalRefundOutcome | null = null;
  let tokensIssued = 0;
  let broken: { status: number; body: unknown } | null = null;
  let failing = 0;
  let origin = '';
  const certUrl = () => `${origin}/v1/notifications/certs/CERT-360caa42-fca2a594-roadbook`;

  const captureById = (captureId: string) => {
    for (const order of orders.values()) {
      const capture = order.captures.find(({ id }) => id === captureId);
      if (capture) return { order, capture };
    }
    return undefined;
  };

  function orderJson(order: Order): Record<string, unknown> {
    const captures = order.captures.length === 0 ? {} : { payments: { captures: order.captures } };
    return {
      id: order.id,
      intent: order.intent,
      status: order.status,
      purchase_units: [{ ...order.unit, payee: { merchant_id: 'ROADBOOKMERCHANT' }, ...captures }],
      create_time: order.createTime,
      links: [
        { href: `${origin}/v2/checkout/orders/${order.id}`, rel: 'self', method: 'GET' },
        {
          href: `https://www.sandbox.paypal.com/checkoutnow?token=${order.id}`,
          rel: 'approve',
          method: 'GET',
        },
      ],
    };
  }

  function newOrder(intent: string, unit: PurchaseUnit): Order {
    const order: Order = {
      id: paypalId(),
      intent,
      status: 'CREATED',
      unit,
      captures: [],
      createTime: now(),
      nextCapture: 'complete',
    };
    orders.set(order.id, order);
    return order;
  }

  function capture(order: Order, status: Capture['status']): Capture {
    const taken: Capture = {
      id: paypalId(),
      status,
      amount: order.unit.amount,
      final_capture: true,
      ...(order.unit.custom_id === undefined ? {} : { custom_id: order.unit.custom_id }),
      create_time: now(),
      update_time: now(),
    };
    order.captures.push(taken);
    order.status = 'COMPLETED';
    return taken;
  }

  function issueToken(request: http.IncomingMessage, body: string, response: http.ServerResponse) {
    const expected = `Basic ${Buffer.from(`${client.clientId}:${client.clientSecret}`).toString('base64')}`;
    if (request.headers.authorization !== expected) {
      return sendJson(response, 401, {
        error: 'invalid_client',
        error_description: 'Client Authentication failed',
      });
    }
    if (new URLSearchParams(body).get('grant_type') !== 'client_credentials') {
      return sendJson(response, 400, {
        error: 'unsupported_grant_type',
        error_description: 'Grant Type is NULL',
      });
    }
    const token = `A21AA${randomBytes(24).toString('base64url')}`;
    tokens.add(token);
    tokensIssued += 1;
    return sendJson(response, 200, {
      scope:
        'https://uri.paypal.com/services/payments/payment https://uri.paypal.com/services/applications/webhooks',
      access_token: token,
      token_type: 'Bearer',
      app_id: 'APP-80W284485P519543T',
      expires_in: 32_400,
      nonce: `${now()}${randomBytes(8).toString('hex')}`,
    });
  }

  function createOrder(body: unknown, response: http.ServerResponse) {
    const request = (typeof body === 'object' && body !== null ? body : {}) as {
      intent?: string;
      purchase_units?: Partial<PurchaseUnit>[];
    };
    if (request.intent !== 'CAPTURE' && request.intent !== 'AUTHORIZE') {
      return paypalError(response, 400, 'INVALID_REQUEST', 'INVALID_PARAMETER_VALUE', 'intent');
    }
    const [unit, ...more] = request.purchase_units ?? [];
    if (unit === undefined || more.length > 0) {
      return paypalError(response, 400, 'INVALID_REQUEST', 'MISSING_REQUIRED_PARAMETER', 'purchase_units');
    }
    if (!isAmount(unit.amount) || unit.amount === undefined) {
      return paypalError(response, 422, 'UNPROCESSABLE_ENTITY', 'DECIMAL_PRECISION', 'amount');
    }
    if ((unit.custom_id?.length ?? 0) > 127 || (unit.description?.length ?? 0) > 127) {
      return paypalError(response, 400, 'INVALID_REQUEST', 'INVALID_STRING_MAX_LENGTH');
    }
    const order = newOrder(request.intent, { ...unit, amount: unit.amount });
    return sendJson(response, 201, { id: order.id, status: order.status, links: orderJson(order).links });
  }

  function captureOrder(order: Order | undefined, prefer: string | undefined, response: http.ServerResponse) {
    if (order === undefined) return paypalError(response, 404, 'RESOURCE_NOT_FOUND', 'INVALID_RESOURCE_ID');
    if (order.status === 'COMPLETED')
      return paypalError(response, 422, 'UNPROCESSABLE_ENTITY', 'ORDER_ALREADY_CAPTURED');
    if (order.status !== 'APPROVED')
      return paypalError(response, 422, 'UNPROCESSABLE_ENTITY', 'ORDER_NOT_APPROVED');
    if (order.nextCapture === 'decline') {
      order.nextCapture = 'complete';
      return paypalError(response, 422, 'UNPROCESSABLE_ENTITY', 'INSTRUMENT_DECLINED');
    }
    const taken = capture(order, order.nextCapture === 'hold' ? 'PENDING' : 'COMPLETED');
    if (prefer === 'return=representation') return sendJson(response, 201, orderJson(order));
    return sendJson(response, 201, {
      id: order.id,
      status: order.status,
      purchase_units: [{ reference_id: order.unit.reference_id, payments: { captures: [taken] } }],
    });
  }

  /** A refund of `amount` (or of what is left) of the capture, unless it is more than what is left. */
  function refundCapture(captureId: string, body: unknown, response: http.ServerResponse) {
    const found = captureById(captureId);
    if (found === undefined) return paypalError(response, 404, 'RESOURCE_NOT_FOUND', 'INVALID_RESOURCE_ID');
    const { capture: taken } = found;
    const requested = (typeof body === 'object' && body !== null ? body : {}) as { amount?: Partial<Amount> };
    if (requested.amount !== undefined && !isAmount(requested.amount)) {
      return paypalError(response, 422, 'UNPROCESSABLE_ENTITY', 'DECIMAL_PRECISION', 'amount');
    }
    const refunded = refunds
      .filter(
        (refund) =>
          refund.captureId === captureId && refund.status !== 'CANCELLED' && refund.status !== 'FAILED',
      )
      .reduce((sum, refund) => sum + cents(refund.amount.value), 0);
    const left = cents(taken.amount.value) - refunded;
    const outcome = nextRefund;
    nextRefund = null;
    if (left === 0) return paypalError(response, 422, 'UNPROCESSABLE_ENTITY', 'CAPTURE_FULLY_REFUNDED');
    const amount = requested.amount?.value === undefined ? left : cents(requested.amount.value);
    if (amount > left) return paypalError(response, 422, 'UNPROCESSABLE_ENTITY', 'REFUND_AMOUNT_EXCEEDED');
    if (typeof outcome === 'object' && outcome !== null) {
      return paypalError(response, 422, 'UNPROCESSABLE_ENTITY', outcome.issue);
    }
    const refund: PayPalRefund = {
      id: paypalId(),
      captureId,
      amount: { currency_code: taken.amount.currency_code, value: (amount / 100).toFixed(2) },
      status: outcome ?? 'COMPLETED',
    };
    refunds.push(refund);
    if (refund.status === 'COMPLETED' || refund.status === 'PENDING') {
      taken.status = amount === left ? 'REFUNDED' : 'PARTIALLY_REFUNDED';
      taken.update_time = now();
    }
    return sendJson(response, 201, {
      id: refund.id,
      status: refund.status,
      ...(refund.status === 'PENDING' ? { status_details: { reason: 'ECHECK' } } : {}),
      links: [
        { href: `${origin}/v2/payments/refunds/${refund.id}`, rel: 'self', method: 'GET' },
        { href: `${origin}/v2/payments/captures/${captureId}`, rel: 'up', method: 'GET' },
      ],
    });
  }

  function verifySignature(body: unknown, response: http.ServerResponse) {
    const request = (typeof body === 'object' && body !== null ? body : {}) as Record<string, unknown>;
    const fields = [
      'auth_algo',
      'cert_url',
      'transmission_id',
      'transmission_sig',
      'transmission_time',
      'webhook_id',
    ];
    if (
      fields.some((field) => typeof request[field] !== 'string') ||
      typeof request.webhook_event !== 'object'
    ) {
      return paypalError(response, 400, 'VALIDATION_ERROR', 'MISSING_REQUIRED_PARAMETER');
    }
    const { auth_algo: algo, cert_url: cert, transmission_id: id, transmission_time: time } = request;
    const signed = `${String(id)}|${String(time)}|${String(request.webhook_id)}|${crc32(JSON.stringify(request.webhook_event))}`;
    const isGood =
      algo === 'SHA256withRSA' &&
      cert === certUrl() &&
      request.webhook_id === client.webhookId &&
      createVerify('RSA-SHA256').update(signed).verify(publicKey, String(request.transmission_sig), 'base64');
    return sendJson(response, 200, { verification_status: isGood ? 'SUCCESS' : 'FAILURE' });
  }

  function route(request: http.IncomingMessage, body: string, response: http.ServerResponse) {
    const path = new URL(request.url ?? '/', 'http://paypal.invalid').pathname;
    if (request.method === 'POST' && path === '/v1/oauth2/token') return issueToken(request, body, response);
    const bearer = /^Bearer (.+)$/.exec(request.headers.authorization ?? '')?.[1];
    if (bearer === undefined || !tokens.has(bearer)) {
      return paypalError(response, 401, 'AUTHENTICATION_FAILURE');
    }
    let json: unknown = null;
    try {
      json = body === '' ? null : JSON.parse(body);
    } catch {
      return paypalError(response, 400, 'INVALID_REQUEST', 'MALFORMED_REQUEST_JSON');
    }
    const orderPath = /^\/v2\/checkout\/orders\/([A-Z0-9]+)(\/capture)?$/.exec(path);
    if (request.method === 'POST' && path === '/v2/checkout/orders') return createOrder(json, response);
    if (request.method === 'POST' && orderPath?.[2] !== undefined) {
      const prefer = request.headers.prefer;
      return captureOrder(
        orders.get(orderPath[1] ?? ''),
        typeof prefer === 'string' ? prefer : undefined,
        response,
      );
    }
    if (request.method === 'GET' && orderPath !== null) {
      const order = orders.get(orderPath[1] ?? '');
      if (order === undefined) return paypalError(response, 404, 'RESOURCE_NOT_FOUND', 'INVALID_RESOURCE_ID');
      return sendJson(response, 200, orderJson(order));
    }
    const refundPath = /^\/v2\/payments\/captures\/([A-Z0-9]+)\/refund$/.exec(path);
    if (request.method === 'POST' && refundPath !== null)
      return refundCapture(refundPath[1] ?? '', json, response);
    if (request.method === 'POST' && path === '/v1/notifications/verify-webhook-signature') {
      return verifySignature(json, response);
    }
    return paypalError(response, 404, 'NOT_FOUND');
  }

  const requests: string[] = [];
  const server = await startFakeHttpServer((request, response) => {
    void readBody(request).then((body) => {
      requests.push(
        `${request.method ?? ''} ${new URL(request.url ?? '/', 'http://paypal.invalid').pathname}`,
      );
      if (broken !== null) return sendJson(response, broken.status, broken.body);
      if (failing > 0) {
        failing -= 1;
        return paypalError(response, 503, 'SERVICE_UNAVAILABLE');
      }
      const requestId = request.headers['paypal-request-id'];
      const key = typeof requestId === 'string' ? `${request.url ?? ''} ${requestId}` : null;
      const earlier = key === null ? undefined : answered.get(key);
      if (earlier !== undefined) return sendJson(response, earlier.status, earlier.body);
      if (key !== null) {
        // Keep the answer for a repeated request with the same PayPal-Request-Id.
        const send = response.end.bind(response);
        response.end = ((chunk?: unknown) => {
          if (response.statusCode < 300 && typeof chunk === 'string') {
            answered.set(key, { status: response.statusCode, body: JSON.parse(chunk) as unknown });
          }
          return send(chunk as string);
        }) as typeof response.end;
      }
      return route(request, body, response);
    });
  });
  origin = server.origin;

  /** `event` as PayPal delivers it to `webhookId`: with its envelope, signed in its headers. */
  function signedDelivery(
    event: Record<string, unknown>,
    webhookId: string = client.webhookId,
  ): WebhookDelivery {
    const id = `WH-${paypalId(20)}`;
    const payload = JSON.stringify({
      id,
      event_version: '1.0',
      create_time: now(),
      resource_version: '2.0',
      ...event,
      links: [{ href: `${origin}/v1/notifications/webhooks-events/${id}`, rel: 'self', method: 'GET' }],
    });
    const transmissionId = randomUUID();
    const time = now();
    const signature = createSign('RSA-SHA256')
      .update(`${transmissionId}|${time}|${webhookId}|${crc32(payload)}`)
      .sign(privateKey, 'base64');
    return {
      headers: {
        'content-type': 'application/json',
        'paypal-auth-algo': 'SHA256withRSA',
        'paypal-cert-url': certUrl(),
        'paypal-transmission-id': transmissionId,
        'paypal-transmission-sig': signature,
        'paypal-transmission-time': time,
      },
      payload,
    };
  }

  const orderOf = (orderId: string) => known(orders, orderId, 'order');

  return {
    apiUrl: server.origin,
    env: {
      PAYPAL_CLIENT_ID: client.clientId,
      PAYPAL_CLIENT_SECRET: client.clientSecret,
      PAYPAL_API_URL: server.origin,
      PAYPAL_WEBHOOK_ID: client.webhookId,
    },
    requests,
    get tokensIssued() {
      return tokensIssued;
    },
    order: (orderId) => {
      const order = orders.get(orderId);
      return order && orderJson(order);
    },
    createOrderAsBrowser: (unit) => newOrder('CAPTURE', unit).id,
    approve(orderId) {
      const order = orderOf(orderId);
      if (order.status === 'CREATED') order.status = 'APPROVED';
    },
    setNextCapture(orderId, outcome) {
      orderOf(orderId).nextCapture = outcome;
    },
    captureOf: (orderId) => orders.get(orderId)?.captures[0]?.id,
    captureAtPayPal(orderId) {
      const order = orderOf(orderId);
      if (order.status !== 'APPROVED') throw new Error(`order ${orderId} is ${order.status}`);
      return capture(order, 'COMPLETED').id;
    },
    completeCapture(captureId) {
      const found = captureById(captureId);
      if (found === undefined) throw new Error(`PayPal has no capture ${captureId}`);
      found.capture.status = 'COMPLETED';
      found.capture.update_time = now();
    },
    captureCompletedWebhook(captureId, options) {
      const found = captureById(captureId);
      if (found === undefined) throw new Error(`PayPal has no capture ${captureId}`);
      const { order, capture: taken } = found;
      const event = {
        resource_type: 'capture',
        event_type: 'PAYMENT.CAPTURE.COMPLETED',
        summary: `Payment completed for $ ${taken.amount.value} ${taken.amount.currency_code}`,
        resource: {
          ...taken,
          seller_protection: {
            status: 'ELIGIBLE',
            dispute_categories: ['ITEM_NOT_RECEIVED', 'UNAUTHORIZED_TRANSACTION'],
          },
          supplementary_data: { related_ids: { order_id: order.id } },
          links: [{ href: `${origin}/v2/payments/captures/${taken.id}`, rel: 'self', method: 'GET' }],
        },
      };
      return signedDelivery(event, options?.webhookId);
    },
    webhook: (event, options) => signedDelivery(event, options?.webhookId),
    refunds,
    setNextRefund(outcome) {
      nextRefund = outcome;
    },
    revokeTokens() {
      tokens.clear();
    },
    breakWith(answer) {
      broken = answer;
    },
    failNext(count = 1) {
      failing = count;
    },
    close: () => server.close(),
  };
}
