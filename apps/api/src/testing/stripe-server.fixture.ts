// A local Stripe API for tests, speaking Stripe's protocol to Stripe's own SDK: the secret key as a
// Bearer token, form-encoded bodies with nested keys (`line_items[0][price_data][currency]`),
// Idempotency-Key (the same key and parameters: the same answer; other parameters: an
// idempotency_error), Checkout Sessions created and retrieved with Stripe's rules (one currency,
// expires_at from 30 minutes to 24 hours after creation), refunds of a paid session's payment
// intent (no more than is left of it) and Stripe's error bodies. The test acts as the payer on
// Stripe's page (pays, or leaves the session to expire), as Stripe's back office (leaves a refund
// pending, refuses one, fails for a while) and as Stripe's webhook sender: an event with
// `Stripe-Signature: t=…,v1=HMAC-SHA256(secret, "t.body")`.
import { createHmac, randomBytes } from 'node:crypto';
import type http from 'node:http';
import { known, readBody, sendJson, startFakeHttpServer } from './fake-http-server.fixture';

export const STRIPE_TEST_KEYS = {
  secretKey: 'sk_test_51RoadbookTestKey0123456789',
  webhookSecret: 'whsec_roadbookTestSigningSecret42',
} as const;

type Session = Record<string, unknown> & { id: string; url: string | null };

/** A refund Stripe took: of which payment intent, how much, and its status. */
export interface StripeRefund {
  id: string;
  paymentIntent: string;
  amount: number;
  status: 'succeeded' | 'pending' | 'requires_action' | 'failed' | 'canceled';
}

/** What the next refund does besides succeeding: another status, or a refusal with Stripe's error `code`. */
export type StripeRefundOutcome = Exclude<StripeRefund['status'], 'succeeded'> | { code: string };

export interface StripeServer {
  /** STRIPE_API_URL */
  apiUrl: string;
  /** The settings that make Stripe the card gateway against this server. */
  env: Record<string, string>;
  /** `METHOD /path` of every request, in order. */
  requests: string[];
  /** The session as Stripe keeps it. */
  session(sessionId: string): Session | undefined;
  /** The payer pays on Stripe's page; `changes` stand for what Stripe's page may change (a promotion code). */
  pay(
    sessionId: string,
    changes?: { amountTotal?: number; currency?: string; paymentStatus?: 'paid' | 'unpaid' },
  ): void;
  /** A delayed payment method's money arrives (complete and unpaid → paid). */
  settleAsyncPayment(sessionId: string): void;
  /** Stripe expires the session (its time ran out). */
  expire(sessionId: string): void;
  /** Every refund Stripe took, in order (a request repeated with its Idempotency-Key takes none). */
  refunds: StripeRefund[];
  /** The next refund asked for ends or is refused so. */
  setNextRefund(outcome: StripeRefundOutcome): void;
  /** An event about the session, signed with `secret` (the endpoint's by default), at `timestamp`. */
  event(
    type: string,
    sessionId: string,
    options?: { secret?: string; timestamp?: number },
  ): { headers: Record<string, string>; payload: string };
  /** Answers every request with `status` and `body` instead (null: as Stripe again). */
  breakWith(answer: { status: number; body: unknown } | null): void;
  /** The next `count` requests fail with 503, as Stripe does when it cannot serve them. */
  failNext(count?: number): void;
  close(): Promise<void>;
}

const stripeId = (prefix: string) =>
  `${prefix}_test_${randomBytes(18).toString('base64url').replace(/[-_]/g, 'x')}`;
const nowSeconds = () => Math.floor(Date.now() / 1000);

/** `a[b][0][c]=v` as Stripe reads it: nested objects, numeric keys making arrays. */
export function parseStripeForm(body: string): Record<string, unknown> {
  const root: Record<string, unknown> = {};
  for (const [key, value] of new URLSearchParams(body)) {
    const path = key.replace(/\]/g, '').split('[');
    let node: Record<string, unknown> | unknown[] = root;
    path.forEach((part, index) => {
      const container = node as Record<string, unknown>;
      if (index === path.length - 1) {
        container[part] = value;
        return;
      }
      container[part] ??= /^\d+$/.test(path[index + 1] ?? '') ? [] : {};
      node = container[part] as Record<string, unknown>;
    });
  }
  return root;
}

interface Answer {
  status: number;
  body: unknown;
}

function stripeError(status: number, error: Record<string, string>): Answer {
  return {
    status,
    body: {
      error: {
        type: 'invalid_request_error',
        request_log_url: 'https://dashboard.stripe.com/test/logs',
        ...error,
      },
    },
  };
}

interface LineItem {
  quantity?: string;
  price_data?: { currency?: string; unit_amount?: string; product_data?: { name?: string } };
}

export async function startStripeServer(
  keys: { secretKey: string; webhookSecret: string } = STRIPE_TEST_KEYS,
): Promise<StripeServer> {
  const sessions = new Map<string, Session>();
  /** What each paid session's payment intent took, in its currency's minor unit. */
  const paymentIntents = new Map<string, { amount: number; currency: string }>();
  const refunds: StripeRefund[] = [];
  let nextRefund: StripeRefundOutcome | null = null;
  /** Answers already given, by Idempotency-Key, with the request they answered. */
  const idempotent = new Map<string, { request: string; answer: Answer }>();
  const requests: string[] = [];
  let broken: { status: number; body: unknown } | null = null;
  let failing = 0;

  /**
   * `run`'s answer, or the one already given to the same request with the same Idempotency-Key
   * (Stripe keeps what its endpoints did); the key with another request is an idempotency_error.
   */
  function idempotently(key: string | string[] | undefined, request: string, run: () => Answer): Answer {
    if (typeof key !== 'string') return run();
    const earlier = idempotent.get(key);
    if (earlier !== undefined && earlier.request !== request) {
      return stripeError(400, {
        type: 'idempotency_error',
        message: `Keys for idempotent requests can only be used with the same parameters they were first used with. Try using a key other than '${key}' if you meant to execute a different request.`,
      });
    }
    if (earlier !== undefined) return earlier.answer;
    const answer = run();
    if (answer.status === 200) idempotent.set(key, { request, answer });
    return answer;
  }

  /** A refund of `amount` (or of what is left) of a paid session's payment intent. */
  function createRefund(form: Record<string, unknown>): Answer {
    const paymentIntent = typeof form.payment_intent === 'string' ? form.payment_intent : '';
    const paid = paymentIntents.get(paymentIntent);
    if (paid === undefined) {
      return stripeError(404, {
        code: 'resource_missing',
        param: 'payment_intent',
        message: `No such payment_intent: '${paymentIntent}'`,
      });
    }
    if (form.amount !== undefined && !/^[1-9]\d*$/.test(String(form.amount))) {
      return stripeError(400, { param: 'amount', message: 'Invalid positive integer' });
    }
    const left =
      paid.amount -
      refunds
        .filter((refund) => refund.paymentIntent === paymentIntent)
        .filter((refund) => refund.status !== 'failed' && refund.status !== 'canceled')
        .reduce((sum, refund) => sum + refund.amount, 0);
    const outcome = nextRefund;
    nextRefund = null;
    const dollars = (cents: number) => `$${(cents / 100).toFixed(2)}`;
    if (left === 0) {
      return stripeError(400, {
        code: 'charge_already_refunded',
        message: `Charge for payment intent ${paymentIntent} has already been refunded.`,
      });
    }
    const amount = form.amount === undefined ? left : Number(form.amount);
    if (amount > left) {
      return stripeError(400, {
        param: 'amount',
        message: `Refund amount (${dollars(amount)}) is greater than unrefunded amount on charge (${dollars(left)})`,
      });
    }
    if (typeof outcome === 'object' && outcome !== null) {
      return stripeError(400, { code: outcome.code, message: `This refund was declined (${outcome.code}).` });
    }
    const refund: StripeRefund = {
      id: stripeId('re'),
      paymentIntent,
      amount,
      status: outcome ?? 'succeeded',
    };
    refunds.push(refund);
    return {
      status: 200,
      body: {
        id: refund.id,
        object: 'refund',
        amount,
        balance_transaction: null,
        charge: `ch_${paymentIntent.slice(3)}`,
        created: nowSeconds(),
        currency: paid.currency,
        ...(refund.status === 'failed' ? { failure_reason: 'declined' } : {}),
        metadata: {},
        payment_intent: paymentIntent,
        reason: null,
        receipt_number: null,
        source_transfer_reversal: null,
        status: refund.status,
        transfer_reversal: null,
      },
    };
  }

  function createSession(form: Record<string, unknown>): Answer {
    const created = nowSeconds();
    if (form.mode !== 'payment') return stripeError(400, { param: 'mode', message: 'Invalid mode' });
    const items = (Array.isArray(form.line_items) ? form.line_items : []) as LineItem[];
    const currencies = new Set(items.map((item) => item.price_data?.currency));
    if (items.length === 0 || currencies.size !== 1 || [...currencies][0] === undefined) {
      return stripeError(400, { param: 'line_items', message: 'Missing required param: line_items.' });
    }
    if (
      items.some(
        (item) => !/^\d+$/.test(item.price_data?.unit_amount ?? '') || !item.price_data?.product_data?.name,
      )
    ) {
      return stripeError(400, { param: 'line_items[0][price_data]', message: 'Invalid price_data.' });
    }
    if (typeof form.success_url !== 'string') {
      return stripeError(400, { param: 'success_url', message: 'Missing required param: success_url.' });
    }
    const expiresAt = form.expires_at === undefined ? created + 24 * 3600 : Number(form.expires_at);
    if (expiresAt < created + 30 * 60) {
      return stripeError(400, {
        param: 'expires_at',
        message: 'The `expires_at` timestamp must be at least 30 minutes from Checkout Session creation.',
      });
    }
    if (expiresAt > created + 24 * 3600) {
      return stripeError(400, {
        param: 'expires_at',
        message: 'The `expires_at` timestamp must be less than 24 hours from Checkout Session creation.',
      });
    }
    const amount = items.reduce(
      (sum, item) => sum + Number(item.price_data?.unit_amount) * Number(item.quantity ?? '1'),
      0,
    );
    const id = stripeId('cs');
    const session: Session = {
      id,
      object: 'checkout.session',
      amount_subtotal: amount,
      amount_total: amount,
      cancel_url: form.cancel_url ?? null,
      client_reference_id: form.client_reference_id ?? null,
      created,
      currency: [...currencies][0],
      customer: null,
      customer_email: form.customer_email ?? null,
      expires_at: expiresAt,
      livemode: false,
      locale: form.locale ?? null,
      metadata: form.metadata ?? {},
      mode: 'payment',
      payment_intent: null,
      payment_status: 'unpaid',
      status: 'open',
      success_url: form.success_url,
      url: `https://checkout.stripe.com/c/pay/${id}#fidkdWxOYHwnPyd1blpxYHZxWjA0`,
    };
    sessions.set(id, session);
    return { status: 200, body: session };
  }

  function route(request: http.IncomingMessage, body: string): Answer {
    const path = new URL(request.url ?? '/', 'http://stripe.invalid').pathname;
    if (request.headers.authorization !== `Bearer ${keys.secretKey}`) {
      const shown = /^Bearer (.{0,8})/.exec(request.headers.authorization ?? '')?.[1] ?? '';
      return stripeError(401, { message: `Invalid API Key provided: ${shown}********` });
    }
    const key = request.headers['idempotency-key'];
    if (request.method === 'POST' && path === '/v1/checkout/sessions') {
      return idempotently(key, `${path} ${body}`, () => createSession(parseStripeForm(body)));
    }
    if (request.method === 'POST' && path === '/v1/refunds') {
      return idempotently(key, `${path} ${body}`, () => createRefund(parseStripeForm(body)));
    }
    const retrieve = /^\/v1\/checkout\/sessions\/([^/]+)$/.exec(path);
    if (request.method === 'GET' && retrieve !== null) {
      const session = sessions.get(decodeURIComponent(retrieve[1] ?? ''));
      if (session === undefined) {
        return stripeError(404, {
          code: 'resource_missing',
          param: 'session',
          message: `No such checkout.session: '${retrieve[1] ?? ''}'`,
        });
      }
      return { status: 200, body: session };
    }
    return stripeError(404, { message: `Unrecognized request URL (${request.method ?? ''}: ${path}).` });
  }

  const server = await startFakeHttpServer((request, response) => {
    void readBody(request).then((body) => {
      requests.push(
        `${request.method ?? ''} ${new URL(request.url ?? '/', 'http://stripe.invalid').pathname}`,
      );
      if (broken === null && failing > 0) {
        failing -= 1;
        return sendJson(response, 503, { error: { type: 'api_error', message: 'Service unavailable.' } });
      }
      const answer = broken ?? route(request, body);
      sendJson(response, answer.status, answer.body);
    });
  });

  const sessionOf = (sessionId: string) => known(sessions, sessionId, 'session');

  return {
    apiUrl: server.origin,
    env: {
      STRIPE_SECRET_KEY: keys.secretKey,
      STRIPE_API_URL: server.origin,
      STRIPE_WEBHOOK_SECRET: keys.webhookSecret,
    },
    requests,
    session: (sessionId) => sessions.get(sessionId),
    pay(sessionId, { amountTotal, currency, paymentStatus = 'paid' } = {}) {
      const session = sessionOf(sessionId);
      if (session.status !== 'open') throw new Error(`session ${sessionId} is ${String(session.status)}`);
      const paymentIntent = stripeId('pi');
      Object.assign(session, {
        status: 'complete',
        payment_status: paymentStatus,
        payment_intent: paymentIntent,
        url: null,
        ...(amountTotal === undefined ? {} : { amount_total: amountTotal }),
        ...(currency === undefined ? {} : { currency }),
      });
      paymentIntents.set(paymentIntent, {
        amount: Number(session.amount_total),
        currency: String(session.currency),
      });
    },
    settleAsyncPayment(sessionId) {
      sessionOf(sessionId).payment_status = 'paid';
    },
    expire(sessionId) {
      Object.assign(sessionOf(sessionId), { status: 'expired', url: null });
    },
    refunds,
    setNextRefund(outcome) {
      nextRefund = outcome;
    },
    event(type, sessionId, { secret = keys.webhookSecret, timestamp = nowSeconds() } = {}) {
      const payload = JSON.stringify({
        id: stripeId('evt'),
        object: 'event',
        api_version: '2026-10-28.endive',
        created: timestamp,
        data: { object: sessionOf(sessionId) },
        livemode: false,
        pending_webhooks: 1,
        request: { id: null, idempotency_key: null },
        type,
      });
      const signature = createHmac('sha256', secret).update(`${timestamp}.${payload}`).digest('hex');
      return {
        headers: {
          'content-type': 'application/json; charset=utf-8',
          'stripe-signature': `t=${timestamp},v1=${signature}`,
        },
        payload,
      };
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
