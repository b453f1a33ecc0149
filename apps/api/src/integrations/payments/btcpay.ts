// A BTCPay Server store through its Greenfield API (Lightning and bitcoin payments): an invoice in
// USD for what a booking asks, with the booking's id in its metadata, and the invoice read back by
// its id (`Authorization: token API_KEY`). Its statuses are New, Processing (paid, awaiting
// confirmation), Settled, Expired and Invalid. A webhook delivery is BTCPay's only if its
// BTCPay-Sig header is `sha256=` and the HMAC-SHA256 of the raw body with the webhook's secret.
//
// A refund is a pull payment BTCPay makes for the invoice: an amount in USD the driver claims at its
// link with a Lightning invoice or a bitcoin address, paid once the store approves the claim. BTCPay
// takes no idempotency key, so the pull payment's description carries the caller's refund id, and
// a refund asked again finds its pull payment instead of making a second one. BTCPay does not weigh
// a refund against the invoice either: one larger than what the invoice has left (its amount less
// the store's live pull payments for it in USD) is refused here. Refunds need the API key to create
// pull payments and to list the store's pull payments.
import { createHmac, timingSafeEqual } from 'node:crypto';
import { z } from 'zod';
import { BASE_CURRENCY } from '@roadbook/domain/constants';
import { minorFromDecimal, toDecimalAmount } from './decimal-amount';
import { providerUnavailable, requestProvider, type ProviderLog } from './provider-request';
import type { RefundAnswer } from './refund-answer';

/** config.payments.btcpay */
export interface BtcpaySettings {
  /** The server's address, e.g. https://btcpay.example.com */
  url: string;
  apiKey: string;
  storeId: string;
  webhookSecret: string;
}

export interface BtcpayOptions {
  /** Longest wait for each BTCPay Server answer. */
  timeoutMs: number;
  log: ProviderLog;
}

export const BTCPAY_INVOICE_STATUSES = ['New', 'Processing', 'Expired', 'Invalid', 'Settled'] as const;

const InvoiceSchema = z.object({
  id: z.string().min(1),
  storeId: z.string(),
  amount: z.string(),
  currency: z.string(),
  status: z.enum(BTCPAY_INVOICE_STATUSES),
  checkoutLink: z.string(),
  metadata: z.record(z.string(), z.unknown()).nullish(),
});
export type BtcpayInvoice = z.infer<typeof InvoiceSchema>;

/** A pull payment: up to `amount` of `currency` its receiver claims at `viewLink`. */
const PullPaymentSchema = z.object({
  id: z.string().min(1),
  name: z.string().nullish(),
  description: z.string().nullish(),
  currency: z.string(),
  amount: z.string(),
  archived: z.boolean(),
  viewLink: z.string().min(1),
});
type PullPayment = z.infer<typeof PullPaymentSchema>;

/** An invoice's payment methods, as BTCPay 2 names them (BTC-CHAIN, BTC-LN, BTC-LNURL), and what each took. */
const PaymentMethodsSchema = z.array(
  z.object({ paymentMethodId: z.string(), payments: z.array(z.unknown()) }),
);

/** BTCPay's refusal: `{ code, message }`, or the fields it did not take as `[{ path, message }]`. */
const RefusalSchema = z.union([
  z.object({ code: z.string() }),
  z.array(z.object({ path: z.string().nullish(), message: z.string() })),
]);

/** The name BTCPay gives a refund of `invoiceId` (its dashboard's refunds are named so too). */
const refundName = (invoiceId: string) => `Refund ${invoiceId}`;
/** The description of the pull payment made for the caller's refund `refundId`. */
const refundMark = (refundId: string) => `Refund id ${refundId}`;

/**
 * The payout method that sends back what a payment method took: Lightning for Lightning (a BOLT11
 * invoice or LNURL), on-chain for on-chain.
 */
const payoutMethodFor = (paymentMethodId: string) => paymentMethodId.replace(/-LNURL$/, '-LN');

/** A refund as the driver claims it: the pull payment's id, and its page. */
const claimable = (pullPayment: PullPayment): RefundAnswer => ({
  kind: 'refunded',
  reference: pullPayment.id,
  claimUrl: pullPayment.viewLink,
});

/** BTCPay's reason for refusing: its error code, or the fields it did not take and why. */
function reasonOf(body: unknown, status: number): string {
  const refusal = RefusalSchema.safeParse(body);
  if (!refusal.success) return `HTTP ${status}`;
  if (!Array.isArray(refusal.data)) return refusal.data.code;
  return refusal.data.map(({ path, message }) => (path ? `${path}: ${message}` : message)).join('; ');
}

/** The header BTCPay Server signs a webhook delivery with (lower case, as Node gives it). */
export const BTCPAY_SIGNATURE_HEADER = 'btcpay-sig';

/** `sha256=` and the hex HMAC-SHA256 of `body` with `secret`, as BTCPay-Sig carries it. */
export function btcpaySignature(secret: string, body: Buffer | string): string {
  return `sha256=${createHmac('sha256', secret).update(body).digest('hex')}`;
}

/** Whether `header` is BTCPay's signature of `body` with `secret` (compared in constant time). */
export function isBtcpaySignature(secret: string, body: Buffer, header: string | undefined): boolean {
  if (header === undefined) return false;
  const expected = Buffer.from(btcpaySignature(secret, body));
  const given = Buffer.from(header.trim().toLowerCase());
  return given.length === expected.length && timingSafeEqual(given, expected);
}

/** How long an invoice may be paid to end by `until`: the whole minutes left, at least one (BTCPay counts minutes). */
export function invoiceMinutes(until: Date, now: Date): number {
  return Math.max(1, Math.floor((until.getTime() - now.getTime()) / 60_000));
}

export interface InvoiceRequest {
  bookingId: string;
  amountMinor: number;
  currency: string;
  /** Where BTCPay's page sends the payer back. */
  redirectUrl: string;
  /** How long the invoice may be paid. */
  expirationMinutes: number;
  /** What the payer sees the invoice is for. */
  itemDesc: string;
}

export function createBtcpay(settings: BtcpaySettings, { timeoutMs, log }: BtcpayOptions) {
  const storeUrl = (storeId: string) => `${settings.url}/api/v1/stores/${encodeURIComponent(storeId)}`;
  const invoices = `${storeUrl(settings.storeId)}/invoices`;
  const headers = { authorization: `token ${settings.apiKey}`, 'content-type': 'application/json' };
  const options = { provider: 'btcpay', timeoutMs, log };
  const get = (url: string) => requestProvider(url, { method: 'GET', headers }, options);

  /** BTCPay's answer read with `schema`; one that does not fit is a BTCPay that cannot be used now. */
  function readAnswer<Value>(schema: z.ZodType<Value>, body: unknown, what: string): Value {
    const value = schema.safeParse(body);
    if (!value.success) throw providerUnavailable(log, 'btcpay', `${what}: answer unreadable`);
    return value.data;
  }

  /** BTCPay refused our key, store or request: our settings are wrong, and the log says so. */
  function refused(status: number, what: string) {
    log.error(
      { status },
      `BTCPay Server refused a request (${what}): check BTCPAY_API_KEY and BTCPAY_STORE_ID`,
    );
    return providerUnavailable(log, 'btcpay', `${what}: HTTP ${status}`);
  }

  /** The invoice `invoiceId` of the store at `store`; null when the store has no such invoice. */
  async function invoiceAt(store: string, invoiceId: string): Promise<BtcpayInvoice | null> {
    const answer = await get(`${store}/invoices/${encodeURIComponent(invoiceId)}`);
    if (answer.status === 404) return null;
    if (answer.status !== 200) throw refused(answer.status, 'invoice lookup');
    return readAnswer(InvoiceSchema, answer.body, 'invoice lookup');
  }

  /** Every pull payment of the store at `store`, archived ones too. */
  async function pullPaymentsAt(store: string): Promise<PullPayment[]> {
    const answer = await get(`${store}/pull-payments?includeArchived=true`);
    if (answer.status !== 200) throw refused(answer.status, 'pull payments');
    return readAnswer(z.array(PullPaymentSchema), answer.body, 'pull payments');
  }

  /**
   * The payout method for the way the invoice was paid; null when BTCPay shows no payment (an
   * invoice marked settled by hand), and BTCPay refunds through the invoice's default.
   */
  async function refundMethodOf(store: string, invoiceId: string): Promise<string | null> {
    const answer = await get(`${store}/invoices/${encodeURIComponent(invoiceId)}/payment-methods`);
    if (answer.status !== 200) throw refused(answer.status, 'invoice payment methods');
    const methods = readAnswer(PaymentMethodsSchema, answer.body, 'invoice payment methods');
    const paid = methods.find(({ payments }) => payments.length > 0);
    return paid === undefined ? null : payoutMethodFor(paid.paymentMethodId);
  }

  return {
    async createInvoice(request: InvoiceRequest): Promise<BtcpayInvoice> {
      const answer = await requestProvider(
        invoices,
        {
          method: 'POST',
          headers,
          body: JSON.stringify({
            amount: toDecimalAmount(request.amountMinor),
            currency: request.currency,
            metadata: {
              orderId: request.bookingId,
              bookingId: request.bookingId,
              itemDesc: request.itemDesc,
            },
            checkout: {
              redirectURL: request.redirectUrl,
              redirectAutomatically: true,
              expirationMinutes: request.expirationMinutes,
            },
          }),
        },
        options,
      );
      if (answer.status !== 200) throw refused(answer.status, 'create invoice');
      return readAnswer(InvoiceSchema, answer.body, 'create invoice');
    },

    /** The invoice as the store has it now; null when the store has no such invoice. */
    getInvoice: (invoiceId: string): Promise<BtcpayInvoice | null> =>
      invoiceAt(storeUrl(settings.storeId), invoiceId),

    /**
     * Refunds `amountMinor` cents (USD) of the invoice `invoiceId` of the store `storeId` as a pull
     * payment the driver claims, once for the caller's `refundId`.
     */
    async refundInvoice(
      storeId: string,
      invoiceId: string,
      amountMinor: number,
      refundId: string,
    ): Promise<RefundAnswer> {
      const store = storeUrl(storeId);
      const pullPayments = await pullPaymentsAt(store);
      const earlier = pullPayments.find(({ description }) => description === refundMark(refundId));
      if (earlier !== undefined) return claimable(earlier);
      const invoice = await invoiceAt(store, invoiceId);
      if (invoice === null) return { kind: 'refused', reason: 'invoice-not-found' };
      const refundedMinor = pullPayments
        .filter((p) => p.name === refundName(invoiceId) && !p.archived && p.currency === BASE_CURRENCY)
        .reduce((sum, p) => sum + (minorFromDecimal(p.amount) ?? 0), 0);
      const leftMinor = Math.max(0, (minorFromDecimal(invoice.amount) ?? 0) - refundedMinor);
      if (amountMinor > leftMinor) {
        return {
          kind: 'refused',
          reason: `only ${toDecimalAmount(leftMinor)} ${BASE_CURRENCY} left to refund`,
        };
      }
      const method = await refundMethodOf(store, invoiceId);
      const answer = await requestProvider(
        `${store}/invoices/${encodeURIComponent(invoiceId)}/refund`,
        {
          method: 'POST',
          headers,
          body: JSON.stringify({
            name: refundName(invoiceId),
            description: refundMark(refundId),
            refundVariant: 'Custom',
            customAmount: toDecimalAmount(amountMinor),
            customCurrency: BASE_CURRENCY,
            // BTCPay 2.0 reads payoutMethodId; later 2.x read payoutMethods first.
            ...(method === null ? {} : { payoutMethodId: method, payoutMethods: [method] }),
          }),
        },
        options,
      );
      if (answer.status === 401 || answer.status === 403) throw refused(answer.status, 'refund');
      if (answer.status !== 200) return { kind: 'refused', reason: reasonOf(answer.body, answer.status) };
      return claimable(readAnswer(PullPaymentSchema, answer.body, 'refund'));
    },

    isSignedByBtcpay(rawBody: Buffer, header: string | undefined): boolean {
      return isBtcpaySignature(settings.webhookSecret, rawBody, header);
    },
  };
}

export type Btcpay = ReturnType<typeof createBtcpay>;
