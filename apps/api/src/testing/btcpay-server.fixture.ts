// A local BTCPay Server for tests, speaking its Greenfield API: `Authorization: token API_KEY` for a
// key allowed on one store, invoices created and read under /api/v1/stores/{storeId}/invoices with
// BTCPay's fields (amount as a decimal string, checkoutLink, status New/Processing/Settled/Expired/
// Invalid, metadata), an invoice's payment methods (BTC-CHAIN, BTC-LN, BTC-LNURL) and the payments
// each took, refunds as BTCPay 2 makes them (a pull payment of a custom amount the payer claims at
// its viewLink; no idempotency key, and no check of the amount against the invoice), the store's
// pull payments, and BTCPay's error bodies. The test acts as the payer (pays by Lightning or
// on-chain: Processing, then Settled once confirmed), as anyone when the store lets anyone create
// invoices, as the store's owner (refuses a refund, fails for a while) and as the server's webhook
// sender: a delivery signed `BTCPay-Sig: sha256=HMAC-SHA256(secret, body)`.
import { createHmac, randomBytes } from 'node:crypto';
import type http from 'node:http';
import { known, readBody, sendJson, startFakeHttpServer } from './fake-http-server.fixture';

export const BTCPAY_TEST_STORE = {
  apiKey: 'b7c2e0f1roadbookTestApiKey9a8d',
  storeId: 'RoadbookTestStore4Yq2pW8xN1mZ',
  webhookSecret: 'roadbook-btcpay-webhook-Secret',
} as const;

type InvoiceStatus = 'New' | 'Processing' | 'Settled' | 'Expired' | 'Invalid';

/** The store's payment methods, as BTCPay 2 names them: on-chain, Lightning (BOLT11) and LNURL. */
const PAYMENT_METHODS = ['BTC-CHAIN', 'BTC-LN', 'BTC-LNURL'] as const;
export type BtcpayPaymentMethod = (typeof PAYMENT_METHODS)[number];
/** The store's payout methods: what a refund can be claimed with; on-chain unless a refund names one. */
const PAYOUT_METHODS = ['BTC-CHAIN', 'BTC-LN'];
const DEFAULT_PAYOUT_METHOD = 'BTC-CHAIN';
/** The store's rate: one BTC for 100,000 USD, so a cent is 10 satoshis. */
const SATOSHIS_PER_CENT = 10;

/** A refund the store made: the pull payment and what it was asked for. */
export interface BtcpayRefund {
  pullPaymentId: string;
  invoiceId: string;
  amount: string;
  currency: string;
  payoutMethodId: string;
  viewLink: string;
}

interface Invoice {
  id: string;
  storeId: string;
  amount: string;
  currency: string;
  status: InvoiceStatus;
  metadata: Record<string, unknown>;
  checkout: Record<string, unknown>;
  createdTime: number;
  expirationTime: number;
  /** How the payer paid: null until they do. */
  paidWith: BtcpayPaymentMethod | null;
}

interface PullPayment {
  id: string;
  name: string;
  description: string | null;
  currency: string;
  amount: string;
  archived: boolean;
  startsAt: number;
}

export interface BtcpayServer {
  /** BTCPAY_URL */
  url: string;
  /** The settings that offer BTCPay against this server. */
  env: Record<string, string>;
  /** `METHOD /path` of every request, in order. */
  requests: string[];
  /** The invoice as the Greenfield API answers it. */
  invoice(invoiceId: string): Record<string, unknown> | undefined;
  /** An invoice made by anyone, as a store that lets anyone create invoices allows. */
  createInvoiceAsAnyone(fields: {
    amount: string;
    currency: string;
    metadata: Record<string, unknown>;
  }): string;
  /** The payer pays (by Lightning unless told): Processing until confirmed, then Settled. */
  pay(invoiceId: string, options?: { confirmed?: boolean; method?: BtcpayPaymentMethod }): void;
  /** The invoice's time runs out unpaid (Expired), or its payment fails (Invalid). */
  end(invoiceId: string, status: 'Expired' | 'Invalid'): void;
  /** A webhook delivery of `type` about the invoice, signed with `secret` (the store's by default). */
  webhook(
    type: string,
    invoiceId: string,
    options?: { secret?: string; storeId?: string },
  ): { headers: Record<string, string>; payload: string };
  /** Every refund the store made, in order. */
  refunds: BtcpayRefund[];
  /** The next refund asked for is refused: BTCPay's `non-refundable`. */
  refuseNextRefund(): void;
  /** Answers every request with `status` and `body` instead (null: as BTCPay again). */
  breakWith(answer: { status: number; body: unknown } | null): void;
  /** The next `count` requests fail with 503, as BTCPay Server does when it cannot serve them. */
  failNext(count?: number): void;
  close(): Promise<void>;
}

const btcpayId = () =>
  Array.from(
    randomBytes(22),
    (byte) => '123456789ABCDEFGHJKLMNPQRSTUVWXYZabcdefghijkmnopqrstuvwxyz'[byte % 58],
  ).join('');
const nowSeconds = () => Math.floor(Date.now() / 1000);

interface Answer {
  status: number;
  body: unknown;
}

const greenfieldError = (status: number, code: string, message: string): Answer => ({
  status,
  body: { code, message },
});

/** `answer`'s answer to the request's JSON body, or BTCPay's to a body that is not JSON. */
function withJson(body: string, answer: (json: unknown) => Answer): Answer {
  let json: unknown;
  try {
    json = JSON.parse(body);
  } catch {
    return greenfieldError(400, 'invalid-json', 'The body is not valid JSON');
  }
  return answer(json);
}

export async function startBtcpayServer(store = BTCPAY_TEST_STORE): Promise<BtcpayServer> {
  const invoices = new Map<string, Invoice>();
  const pullPayments: PullPayment[] = [];
  const refunds: BtcpayRefund[] = [];
  const requests: string[] = [];
  let isRefusingNextRefund = false;
  let broken: Answer | null = null;
  let failing = 0;
  let origin = '';

  function pullPaymentJson(pullPayment: PullPayment): Record<string, unknown> {
    return {
      ...pullPayment,
      period: null,
      BOLT11Expiration: '30',
      autoApproveClaims: false,
      expiresAt: null,
      viewLink: `${origin}/pull-payments/${pullPayment.id}`,
    };
  }

  /** Each payment method of the invoice, with the payment it took if the payer paid with it. */
  function paymentMethodsJson(invoice: Invoice): Record<string, unknown>[] {
    const cents = Math.round(Number(invoice.amount) * 100);
    const btc = ((cents * SATOSHIS_PER_CENT) / 1e8).toFixed(8);
    return PAYMENT_METHODS.map((paymentMethodId) => {
      const payment = {
        id: btcpayId(),
        receivedDate: nowSeconds(),
        value: btc,
        fee: '0.00000000',
        status: invoice.status === 'Settled' ? 'Settled' : 'Processing',
        destination: paymentMethodId === 'BTC-CHAIN' ? 'bcrt1qroadbooktestaddress' : 'lnbcrt1roadbooktest',
      };
      const paid = invoice.paidWith === paymentMethodId;
      return {
        paymentMethodId,
        currency: 'BTC',
        amount: btc,
        rate: '100000.00',
        paymentMethodPaid: paid ? btc : '0.00000000',
        totalPaid: invoice.paidWith === null ? '0.00000000' : btc,
        due: invoice.paidWith === null ? btc : '0.00000000',
        activated: true,
        payments: paid ? [payment] : [],
      };
    });
  }

  /** BTCPay 2's refund: a pull payment of `customAmount` in `customCurrency`, claimed by the payout method asked for. */
  function refundInvoice(invoice: Invoice, body: unknown): Answer {
    const request = (typeof body === 'object' && body !== null ? body : {}) as Record<string, unknown>;
    if (isRefusingNextRefund || invoice.status !== 'Settled') {
      isRefusingNextRefund = false;
      return greenfieldError(400, 'non-refundable', 'Cannot refund this invoice');
    }
    const asked = Array.isArray(request.payoutMethods) ? request.payoutMethods[0] : request.payoutMethodId;
    const payoutMethodId = asked ?? DEFAULT_PAYOUT_METHOD;
    const errors: { path: string; message: string }[] = [];
    if (typeof payoutMethodId !== 'string' || !PAYOUT_METHODS.includes(payoutMethodId)) {
      errors.push({
        path: 'payoutMethodId',
        message: 'Please select one of the payment methods which were available for the original invoice',
      });
    }
    if (request.refundVariant === undefined) {
      errors.push({ path: 'refundVariant', message: '`refundVariant` is mandatory' });
    } else if (request.refundVariant !== 'Custom') {
      errors.push({ path: 'refundVariant', message: 'this test server makes Custom refunds only' });
    }
    const amount = request.customAmount;
    if (typeof amount !== 'string' || !/^\d+(\.\d+)?$/.test(amount) || Number(amount) <= 0) {
      errors.push({ path: 'customAmount', message: 'Amount must be greater than 0' });
    }
    const currency = request.customCurrency;
    if (typeof currency !== 'string' || !/^[A-Z]{3}$/.test(currency)) {
      errors.push({ path: 'customCurrency', message: 'Invalid currency' });
    }
    if (errors.length > 0) return { status: 422, body: errors };
    const pullPayment: PullPayment = {
      id: btcpayId(),
      name: typeof request.name === 'string' ? request.name : `Refund ${invoice.id}`,
      description: typeof request.description === 'string' ? request.description : null,
      currency: String(currency),
      amount: String(amount),
      archived: false,
      startsAt: nowSeconds(),
    };
    pullPayments.push(pullPayment);
    const answer = pullPaymentJson(pullPayment);
    refunds.push({
      pullPaymentId: pullPayment.id,
      invoiceId: invoice.id,
      amount: pullPayment.amount,
      currency: pullPayment.currency,
      payoutMethodId: String(payoutMethodId),
      viewLink: String(answer.viewLink),
    });
    return { status: 200, body: answer };
  }

  function invoiceJson({ paidWith: _paidWith, ...invoice }: Invoice): Record<string, unknown> {
    return {
      ...invoice,
      type: 'Standard',
      checkoutLink: `${origin}/i/${invoice.id}`,
      additionalStatus: 'None',
      monitoringExpiration: invoice.expirationTime + 24 * 3600,
      availableStatusesForManualMarking: invoice.status === 'Settled' ? ['Invalid'] : ['Settled', 'Invalid'],
      archived: false,
    };
  }

  function newInvoice(
    fields: Omit<Invoice, 'id' | 'storeId' | 'status' | 'createdTime' | 'expirationTime' | 'paidWith'>,
  ) {
    const expirationMinutes = Number(fields.checkout.expirationMinutes ?? 15);
    const invoice: Invoice = {
      id: btcpayId(),
      storeId: store.storeId,
      status: 'New',
      createdTime: nowSeconds(),
      expirationTime: nowSeconds() + expirationMinutes * 60,
      paidWith: null,
      ...fields,
    };
    invoices.set(invoice.id, invoice);
    return invoice;
  }

  function createInvoice(body: unknown): Answer {
    const request = (typeof body === 'object' && body !== null ? body : {}) as Record<string, unknown>;
    const errors: { path: string; message: string }[] = [];
    if (typeof request.amount !== 'string' || !/^\d+(\.\d+)?$/.test(request.amount)) {
      errors.push({ path: 'amount', message: 'Amount should be a positive decimal number' });
    }
    if (typeof request.currency !== 'string' || !/^[A-Z]{3}$/.test(request.currency)) {
      errors.push({ path: 'currency', message: 'Invalid currency' });
    }
    const checkout = (request.checkout ?? {}) as Record<string, unknown>;
    const minutes = checkout.expirationMinutes;
    if (minutes !== undefined && (typeof minutes !== 'number' || minutes < 1)) {
      errors.push({
        path: 'checkout.expirationMinutes',
        message: 'Expiration time must be at least 1 minute',
      });
    }
    if (errors.length > 0) return { status: 422, body: errors };
    const invoice = newInvoice({
      amount: String(request.amount),
      currency: String(request.currency),
      metadata: (request.metadata ?? {}) as Record<string, unknown>,
      checkout,
    });
    return { status: 200, body: invoiceJson(invoice) };
  }

  function route(request: http.IncomingMessage, body: string): Answer {
    const path = new URL(request.url ?? '/', 'http://btcpay.invalid').pathname;
    if (request.headers.authorization !== `token ${store.apiKey}`) {
      return greenfieldError(
        401,
        'unauthenticated',
        'Authentication is required for accessing this endpoint',
      );
    }
    const match =
      /^\/api\/v1\/stores\/([^/]+)\/(invoices|pull-payments)(?:\/([^/]+))?(?:\/(refund|payment-methods))?$/.exec(
        path,
      );
    if (match === null) return greenfieldError(404, 'not-found', 'Not found');
    if (decodeURIComponent(match[1] ?? '') !== store.storeId) {
      return greenfieldError(403, 'missing-permission', 'Insufficient API Permissions.');
    }
    const [, , collection, id, action] = match;
    if (collection === 'pull-payments') {
      if (request.method !== 'GET' || id !== undefined || action !== undefined) {
        return greenfieldError(405, 'method-not-allowed', 'Method not allowed');
      }
      const withArchived = new URL(request.url ?? '/', origin).searchParams.get('includeArchived') === 'true';
      const listed = pullPayments.filter((pullPayment) => withArchived || !pullPayment.archived);
      return { status: 200, body: listed.map(pullPaymentJson) };
    }
    if (action !== undefined) {
      const invoice = invoices.get(decodeURIComponent(id ?? ''));
      if (invoice === undefined)
        return greenfieldError(404, 'invoice-not-found', 'The invoice was not found');
      if (request.method === 'GET' && action === 'payment-methods') {
        return { status: 200, body: paymentMethodsJson(invoice) };
      }
      if (request.method !== 'POST' || action !== 'refund') {
        return greenfieldError(405, 'method-not-allowed', 'Method not allowed');
      }
      return withJson(body, (json) => refundInvoice(invoice, json));
    }
    if (request.method === 'POST' && id === undefined) return withJson(body, createInvoice);
    if (request.method === 'GET' && id !== undefined) {
      const invoice = invoices.get(decodeURIComponent(id));
      if (invoice === undefined)
        return greenfieldError(404, 'invoice-not-found', 'The invoice was not found');
      return { status: 200, body: invoiceJson(invoice) };
    }
    return greenfieldError(405, 'method-not-allowed', 'Method not allowed');
  }

  const server = await startFakeHttpServer((request, response) => {
    void readBody(request).then((body) => {
      requests.push(
        `${request.method ?? ''} ${new URL(request.url ?? '/', 'http://btcpay.invalid').pathname}`,
      );
      if (broken === null && failing > 0) {
        failing -= 1;
        return sendJson(response, 503, { code: 'service-unavailable', message: 'Service unavailable' });
      }
      const answer = broken ?? route(request, body);
      sendJson(response, answer.status, answer.body);
    });
  });
  origin = server.origin;

  const invoiceOf = (invoiceId: string) => known(invoices, invoiceId, 'invoice');

  return {
    url: server.origin,
    env: {
      BTCPAY_URL: server.origin,
      BTCPAY_API_KEY: store.apiKey,
      BTCPAY_STORE_ID: store.storeId,
      BTCPAY_WEBHOOK_SECRET: store.webhookSecret,
    },
    requests,
    invoice: (invoiceId) => {
      const invoice = invoices.get(invoiceId);
      return invoice && invoiceJson(invoice);
    },
    createInvoiceAsAnyone: (fields) => newInvoice({ ...fields, checkout: {} }).id,
    pay(invoiceId, { confirmed = true, method = 'BTC-LN' } = {}) {
      const invoice = invoiceOf(invoiceId);
      invoice.status = confirmed ? 'Settled' : 'Processing';
      invoice.paidWith = method;
    },
    end(invoiceId, status) {
      invoiceOf(invoiceId).status = status;
    },
    webhook(type, invoiceId, { secret = store.webhookSecret, storeId = store.storeId } = {}) {
      const invoice = invoiceOf(invoiceId);
      const deliveryId = btcpayId();
      const payload = JSON.stringify({
        manuallyMarked: false,
        overPaid: false,
        deliveryId,
        webhookId: 'RoadbookWebhook8f2kq',
        originalDeliveryId: deliveryId,
        isRedelivery: false,
        type,
        timestamp: nowSeconds(),
        storeId,
        invoiceId,
        metadata: invoice.metadata,
      });
      const signature = createHmac('sha256', secret).update(payload).digest('hex');
      return {
        headers: { 'content-type': 'application/json', 'btcpay-sig': `sha256=${signature}` },
        payload,
      };
    },
    refunds,
    refuseNextRefund() {
      isRefusingNextRefund = true;
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
