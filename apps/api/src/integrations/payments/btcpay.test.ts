import { createHmac, randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DomainError } from '@roadbook/domain/error-codes';
import {
  BTCPAY_TEST_STORE,
  startBtcpayServer,
  type BtcpayPaymentMethod,
  type BtcpayServer,
} from '../../testing/btcpay-server.fixture';
import { btcpaySignature, createBtcpay, invoiceMinutes, isBtcpaySignature } from './btcpay';

const quiet = { info: () => undefined, warn: () => undefined, error: () => undefined };

describe("BTCPay's webhook signature", () => {
  const secret = 'webhook-secret';
  const body = Buffer.from('{"type":"InvoiceSettled","invoiceId":"abc"}');
  const expected = `sha256=${createHmac('sha256', secret).update(body).digest('hex')}`;

  it('is sha256= and the hex HMAC-SHA256 of the raw body with the secret', () => {
    expect(btcpaySignature(secret, body)).toBe(expected);
    expect(isBtcpaySignature(secret, body, expected)).toBe(true);
    expect(isBtcpaySignature(secret, body, expected.toUpperCase().replace('SHA256=', 'sha256='))).toBe(true);
  });

  it('matches nothing else: another body, another secret, another form, or none', () => {
    expect(isBtcpaySignature(secret, Buffer.from(`${body.toString()} `), expected)).toBe(false);
    expect(isBtcpaySignature('other-secret', body, expected)).toBe(false);
    expect(isBtcpaySignature(secret, body, expected.replace('sha256=', ''))).toBe(false);
    expect(isBtcpaySignature(secret, body, `${expected}00`)).toBe(false);
    expect(isBtcpaySignature(secret, body, undefined)).toBe(false);
  });
});

describe('the minutes an invoice may be paid', () => {
  const now = new Date('2026-11-24T10:00:00Z');
  it("are the whole minutes left in the booking's window, at least one", () => {
    expect(invoiceMinutes(new Date(now.getTime() + 29.9 * 60_000), now)).toBe(29);
    expect(invoiceMinutes(new Date(now.getTime() + 30 * 60_000), now)).toBe(30);
    expect(invoiceMinutes(new Date(now.getTime() + 20_000), now)).toBe(1);
  });
});

describe('the BTCPay client', () => {
  let btcpay: BtcpayServer;
  beforeAll(async () => {
    btcpay = await startBtcpayServer();
  });
  afterAll(() => btcpay.close());

  it('creates an invoice in the store and reads it back; an unknown one is null', async () => {
    const client = createBtcpay({ ...BTCPAY_TEST_STORE, url: btcpay.url }, { timeoutMs: 2000, log: quiet });
    const invoice = await client.createInvoice({
      bookingId: 'b1',
      amountMinor: 4_205,
      currency: 'USD',
      redirectUrl: 'http://roadbook.test/checkout?b=b1',
      expirationMinutes: 12,
      itemDesc: 'Car',
    });
    expect(invoice).toMatchObject({
      amount: '42.05',
      currency: 'USD',
      status: 'New',
      metadata: { bookingId: 'b1' },
    });
    expect((await client.getInvoice(invoice.id))?.id).toBe(invoice.id);
    expect(await client.getInvoice('Unknown')).toBeNull();
  });

  describe('refunds', () => {
    const { storeId } = BTCPAY_TEST_STORE;
    const clientOf = () =>
      createBtcpay({ ...BTCPAY_TEST_STORE, url: btcpay.url }, { timeoutMs: 2000, log: quiet });
    /** An invoice of 123.45 USD, paid with `method`. */
    function paid(method?: BtcpayPaymentMethod): string {
      const invoiceId = btcpay.createInvoiceAsAnyone({ amount: '123.45', currency: 'USD', metadata: {} });
      btcpay.pay(invoiceId, method === undefined ? {} : { method });
      return invoiceId;
    }
    const refundsOf = (invoiceId: string) =>
      btcpay.refunds
        .filter((refund) => refund.invoiceId === invoiceId)
        .map(({ amount, currency, payoutMethodId }) => `${amount} ${currency} ${payoutMethodId}`);

    it('makes a pull payment the driver claims, once for each refund id, and no more than the invoice', async () => {
      const client = clientOf();
      const invoiceId = paid();
      const first = randomUUID();
      const refunded = await client.refundInvoice(storeId, invoiceId, 2_000, first);
      const [made] = btcpay.refunds.filter((refund) => refund.invoiceId === invoiceId);
      expect(refunded).toEqual({
        kind: 'refunded',
        reference: made?.pullPaymentId,
        claimUrl: made?.viewLink,
      });
      // BTCPay takes no idempotency key: the refund asked again finds its pull payment.
      expect(await client.refundInvoice(storeId, invoiceId, 2_000, first)).toEqual(refunded);
      expect(await client.refundInvoice(storeId, invoiceId, 10_346, randomUUID())).toEqual({
        kind: 'refused',
        reason: 'only 103.45 USD left to refund',
      });
      expect(await client.refundInvoice(storeId, invoiceId, 10_345, randomUUID())).toMatchObject({
        kind: 'refunded',
      });
      expect(refundsOf(invoiceId)).toEqual(['20.00 USD BTC-LN', '103.45 USD BTC-LN']);
    });

    it('is claimed the way the invoice was paid: on-chain, or Lightning for an LNURL payment', async () => {
      const client = clientOf();
      const onChain = paid('BTC-CHAIN');
      const lnurl = paid('BTC-LNURL');
      await client.refundInvoice(storeId, onChain, 1_000, randomUUID());
      await client.refundInvoice(storeId, lnurl, 1_000, randomUUID());
      expect([...refundsOf(onChain), ...refundsOf(lnurl)]).toEqual([
        '10.00 USD BTC-CHAIN',
        '10.00 USD BTC-LN',
      ]);
    });

    it("refuses what BTCPay refuses: an unpaid or unknown invoice, the store's no", async () => {
      const client = clientOf();
      const unpaid = btcpay.createInvoiceAsAnyone({ amount: '10.00', currency: 'USD', metadata: {} });
      expect(await client.refundInvoice(storeId, unpaid, 500, randomUUID())).toEqual({
        kind: 'refused',
        reason: 'non-refundable',
      });
      expect(await client.refundInvoice(storeId, 'Unknown', 500, randomUUID())).toEqual({
        kind: 'refused',
        reason: 'invoice-not-found',
      });
      const invoiceId = paid();
      btcpay.refuseNextRefund();
      expect(await client.refundInvoice(storeId, invoiceId, 500, randomUUID())).toEqual({
        kind: 'refused',
        reason: 'non-refundable',
      });
      expect(refundsOf(unpaid)).toEqual([]);
      expect(refundsOf(invoiceId)).toEqual([]);
    });

    it('is unavailable while BTCPay fails, and the same refund id then makes one pull payment', async () => {
      const client = clientOf();
      const invoiceId = paid();
      const refundId = randomUUID();
      btcpay.failNext();
      const error = await client
        .refundInvoice(storeId, invoiceId, 500, refundId)
        .catch((reason: unknown) => reason);
      expect(error).toBeInstanceOf(DomainError);
      expect((error as DomainError).code).toBe('payment.providerUnavailable');
      expect(await client.refundInvoice(storeId, invoiceId, 500, refundId)).toMatchObject({
        kind: 'refunded',
      });
      expect(await client.refundInvoice(storeId, invoiceId, 500, refundId)).toMatchObject({
        kind: 'refunded',
      });
      expect(refundsOf(invoiceId)).toEqual(['5.00 USD BTC-LN']);
    });
  });
});
