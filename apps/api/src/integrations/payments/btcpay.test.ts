import { createHmac } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BTCPAY_TEST_STORE, startBtcpayServer, type BtcpayServer } from '../../testing/btcpay-server.fixture';
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
});
