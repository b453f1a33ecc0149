// A local BTCPay Server for tests, speaking its Greenfield API: `Authorization: token API_KEY` for a
// key allowed on one store, invoices created and read under /api/v1/stores/{storeId}/invoices with
// BTCPay's fields (amount as a decimal string, checkoutLink, status New/Processing/Settled/Expired/
// Invalid, metadata) and its error bodies. The test acts as the payer (pays: Processing, then
// Settled once confirmed), as anyone when the store lets anyone create invoices, and as the
// server's webhook sender: a delivery signed `BTCPay-Sig: sha256=HMAC-SHA256(secret, body)`.
import { createHmac, randomBytes } from 'node:crypto';
import type http from 'node:http';
import { known, readBody, sendJson, startFakeHttpServer } from './fake-http-server.fixture';

export const BTCPAY_TEST_STORE = {
  apiKey: 'b7c2e0f1roadbookTestApiKey9a8d',
  storeId: 'RoadbookTestStore4Yq2pW8xN1mZ',
  webhookSecret: 'roadbook-btcpay-webhook-Secret',
} as const;

type InvoiceStatus = 'New' | 'Processing' | 'Settled' | 'Expired' | 'Invalid';

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
  /** The payer pays: Processing until confirmed, then Settled. */
  pay(invoiceId: string, options?: { confirmed?: boolean }): void;
  /** The invoice's time runs out unpaid (Expired), or its payment fails (Invalid). */
  end(invoiceId: string, status: 'Expired' | 'Invalid'): void;
  /** A webhook delivery of `type` about the invoice, signed with `secret` (the store's by default). */
  webhook(
    type: string,
    invoiceId: string,
    options?: { secret?: string; storeId?: string },
  ): { headers: Record<string, string>; payload: string };
  /** Answers every request with `status` and `body` instead (null: as BTCPay again). */
  breakWith(answer: { status: number; body: unknown } | null): void;
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

export async function startBtcpayServer(store = BTCPAY_TEST_STORE): Promise<BtcpayServer> {
  const invoices = new Map<string, Invoice>();
  const requests: string[] = [];
  let broken: Answer | null = null;
  let origin = '';

  function invoiceJson(invoice: Invoice): Record<string, unknown> {
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

  function newInvoice(fields: Omit<Invoice, 'id' | 'storeId' | 'status' | 'createdTime' | 'expirationTime'>) {
    const expirationMinutes = Number(fields.checkout.expirationMinutes ?? 15);
    const invoice: Invoice = {
      id: btcpayId(),
      storeId: store.storeId,
      status: 'New',
      createdTime: nowSeconds(),
      expirationTime: nowSeconds() + expirationMinutes * 60,
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
    const match = /^\/api\/v1\/stores\/([^/]+)\/invoices(?:\/([^/]+))?$/.exec(path);
    if (match === null) return greenfieldError(404, 'not-found', 'Not found');
    if (decodeURIComponent(match[1] ?? '') !== store.storeId) {
      return greenfieldError(403, 'missing-permission', 'Insufficient API Permissions.');
    }
    const invoiceId = match[2];
    if (request.method === 'POST' && invoiceId === undefined) {
      try {
        return createInvoice(JSON.parse(body));
      } catch {
        return greenfieldError(400, 'invalid-json', 'The body is not valid JSON');
      }
    }
    if (request.method === 'GET' && invoiceId !== undefined) {
      const invoice = invoices.get(decodeURIComponent(invoiceId));
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
    pay(invoiceId, { confirmed = true } = {}) {
      invoiceOf(invoiceId).status = confirmed ? 'Settled' : 'Processing';
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
    breakWith(answer) {
      broken = answer;
    },
    close: () => server.close(),
  };
}
