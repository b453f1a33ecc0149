// A BTCPay Server store through its Greenfield API (Lightning and bitcoin payments): an invoice in
// USD for what a booking asks, with the booking's id in its metadata, and the invoice read back by
// its id (`Authorization: token API_KEY`). Its statuses are New, Processing (paid, awaiting
// confirmation), Settled, Expired and Invalid. A webhook delivery is BTCPay's only if its
// BTCPay-Sig header is `sha256=` and the HMAC-SHA256 of the raw body with the webhook's secret.
import { createHmac, timingSafeEqual } from 'node:crypto';
import { z } from 'zod';
import { toDecimalAmount } from './decimal-amount';
import { providerUnavailable, requestProvider, type ProviderLog } from './provider-request';

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
  const invoices = `${settings.url}/api/v1/stores/${encodeURIComponent(settings.storeId)}/invoices`;
  const headers = { authorization: `token ${settings.apiKey}`, 'content-type': 'application/json' };
  const options = { provider: 'btcpay', timeoutMs, log };

  function readInvoice(body: unknown, what: string): BtcpayInvoice {
    const invoice = InvoiceSchema.safeParse(body);
    if (!invoice.success) throw providerUnavailable(log, 'btcpay', `${what}: answer unreadable`);
    return invoice.data;
  }

  /** BTCPay refused our key, store or request: our settings are wrong, and the log says so. */
  function refused(status: number, what: string) {
    log.error(
      { status },
      `BTCPay Server refused a request (${what}): check BTCPAY_API_KEY and BTCPAY_STORE_ID`,
    );
    return providerUnavailable(log, 'btcpay', `${what}: HTTP ${status}`);
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
      return readInvoice(answer.body, 'create invoice');
    },

    /** The invoice as the store has it now; null when the store has no such invoice. */
    async getInvoice(invoiceId: string): Promise<BtcpayInvoice | null> {
      const answer = await requestProvider(
        `${invoices}/${encodeURIComponent(invoiceId)}`,
        { method: 'GET', headers },
        options,
      );
      if (answer.status === 404) return null;
      if (answer.status !== 200) throw refused(answer.status, 'invoice lookup');
      return readInvoice(answer.body, 'invoice lookup');
    },

    isSignedByBtcpay(rawBody: Buffer, header: string | undefined): boolean {
      return isBtcpaySignature(settings.webhookSecret, rawBody, header);
    },
  };
}

export type Btcpay = ReturnType<typeof createBtcpay>;
