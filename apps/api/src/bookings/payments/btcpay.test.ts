import { describe, expect, it } from 'vitest';
import { TEST_SITE_URL } from '../../testing/accounts.fixture';
import { BTCPAY_TEST_STORE, startBtcpayServer, type BtcpayServer } from '../../testing/btcpay-server.fixture';
import { unusedOrigin } from '../../testing/fake-http-server.fixture';
import * as rails from '../../testing/payment-rails.fixture';
import type { CheckedOut, PaymentsBed } from '../../testing/payments.fixture';

const startInvoice = (bed: PaymentsBed, booking: CheckedOut, options: rails.PostOptions = {}) =>
  bed.post('/api/create-btcpay-invoice', { payload: { bookingId: booking.id }, ...options });

/** BTCPay's way: an invoice from the server, paid on BTCPay's checkout, read back from the store. */
function btcpayActions(btcpay: BtcpayServer): rails.RailActions {
  return {
    start: startInvoice,
    pay: (invoiceId) => btcpay.pay(invoiceId),
    check: (bed, booking, invoiceId, options = {}) =>
      bed.post(`/api/check-btcpay-invoice/${booking.id}/${invoiceId}`, options),
    recordedReference: (invoiceId) => invoiceId,
    refundedMinor: () => btcpay.refunds.map(({ amount }) => Math.round(Number(amount) * 100)),
    webhookUrl: '/api/webhooks/btcpay',
    paidDelivery: (invoiceId) => btcpay.webhook('InvoiceSettled', invoiceId),
    forgeries(invoiceId) {
      const genuine = btcpay.webhook('InvoiceSettled', invoiceId);
      return [
        btcpay.webhook('InvoiceSettled', invoiceId, { secret: 'someone-else' }),
        { headers: { ...genuine.headers, 'btcpay-sig': 'sha256=00' }, payload: genuine.payload },
      ];
    },
  };
}

describe('BTCPay Server (Lightning)', () => {
  const rig = rails.useRailBed(() => startBtcpayServer());
  rails.itKeepsTheRailRules(rig, btcpayActions, 'btcpay', {
    // A store that lets anyone create invoices: one may name any booking in its metadata.
    forge: async (btcpay, booking) =>
      [
        { amount: '1.00', currency: 'USD' },
        { amount: '300.00', currency: 'EUR' },
      ].map((fields) => {
        const metadata = { orderId: booking.id, bookingId: booking.id };
        const invoiceId = btcpay.createInvoiceAsAnyone({ ...fields, metadata });
        btcpay.pay(invoiceId);
        return invoiceId;
      }),
    namesTheBooking: true,
    unknown: { reference: 'NoSuchInvoice123', status: 402 },
  });

  const check = (bookingId: string, invoiceId: string, options: rails.PostOptions = {}) =>
    rig.bed.post(`/api/check-btcpay-invoice/${bookingId}/${invoiceId}`, options);
  const invoiceFor = async (booking: CheckedOut) => rails.referenceOf(await startInvoice(rig.bed, booking));

  it('creates an invoice in USD for what the booking asks, payable until its window ends', async () => {
    const { bed, provider: btcpay } = rig;
    const booking = await bed.checkout('full');
    expect(booking.providers).toEqual(['btcpay']);
    const started = await startInvoice(bed, booking);
    const { reference, url } = started.json<{ reference: string; url: string }>();
    expect(url).toBe(`${btcpay.url}/i/${reference}`);
    const invoice = btcpay.invoice(reference);
    expect(invoice).toMatchObject({
      amount: '300.00',
      currency: 'USD',
      status: 'New',
      metadata: { orderId: booking.id, bookingId: booking.id, itemDesc: expect.stringContaining('Test Car') },
      checkout: { redirectURL: `${TEST_SITE_URL}/checkout?b=${booking.id}` },
    });
    const minutes = Number((invoice?.checkout as { expirationMinutes: number }).expirationMinutes);
    expect(minutes).toBeGreaterThanOrEqual(29);
    expect(minutes).toBeLessThanOrEqual(30);

    btcpay.pay(reference);
    await check(booking.id, reference);
    expect((await bed.paymentsOf(booking.id))[0]?.providerIds).toEqual({
      invoiceId: reference,
      storeId: BTCPAY_TEST_STORE.storeId,
    });
  });

  it("answers 'not confirmed yet' while New or Processing, 'failed' once Expired or Invalid", async () => {
    const { bed, provider: btcpay } = rig;
    const booking = await bed.checkout('full');
    const invoiceId = await invoiceFor(booking);
    const waiting = await check(booking.id, invoiceId, { language: 'es' });
    expect(waiting.statusCode).toBe(409);
    expect(waiting.json().error).toEqual({
      code: 'payment.pending',
      message: 'El pago aún no está confirmado',
    });
    btcpay.pay(invoiceId, { confirmed: false });
    expect((await check(booking.id, invoiceId)).statusCode).toBe(409);

    for (const status of ['Expired', 'Invalid'] as const) {
      const ending = await invoiceFor(booking);
      btcpay.end(ending, status);
      const ended = await check(booking.id, ending);
      expect(ended.statusCode, status).toBe(402);
      expect(ended.json().error.code).toBe('payment.failed');
    }
    expect(await bed.paymentsOf(booking.id)).toEqual([]);
    btcpay.pay(invoiceId);
    expect((await check(booking.id, invoiceId)).json().outcome).toBe('accepted');
  });

  it('reads a settled invoice from BTCPay, not from the webhook; other events and stores are ignored', async () => {
    const { bed, provider: btcpay } = rig;
    const booking = await bed.checkout('full');
    const invoiceId = await invoiceFor(booking);
    btcpay.pay(invoiceId, { confirmed: false });
    const processing = await bed.deliver(
      '/api/webhooks/btcpay',
      btcpay.webhook('InvoiceProcessing', invoiceId),
    );
    expect(processing.json()).toEqual({ received: true, outcome: 'ignored' });
    btcpay.pay(invoiceId);
    const elsewhere = btcpay.webhook('InvoiceSettled', invoiceId, { storeId: 'AnotherStore' });
    expect((await bed.deliver('/api/webhooks/btcpay', elsewhere)).json().outcome).toBe('ignored');
    expect(await bed.paymentsOf(booking.id)).toEqual([]);

    const cheap = btcpay.createInvoiceAsAnyone({
      amount: '1.00',
      currency: 'USD',
      metadata: { orderId: booking.id, bookingId: booking.id },
    });
    btcpay.pay(cheap);
    const refused = await bed.deliver('/api/webhooks/btcpay', btcpay.webhook('InvoiceSettled', cheap));
    expect(refused.json()).toEqual({ received: true, outcome: 'refused' });
    expect(btcpay.requests.at(-1)).toBe(`GET /api/v1/stores/${BTCPAY_TEST_STORE.storeId}/invoices/${cheap}`);
    expect(await bed.paymentsOf(booking.id)).toEqual([]);
  });

  it('tells the page BTCPay cannot be reached (503) when it fails', async () => {
    const { bed, provider: btcpay } = rig;
    const booking = await bed.checkout('full');
    btcpay.breakWith({ status: 502, body: { code: 'bad-gateway', message: 'Bad gateway' } });
    try {
      const failing = await startInvoice(bed, booking);
      expect(failing.statusCode).toBe(503);
      expect(failing.json().error.code).toBe('payment.providerUnavailable');
    } finally {
      btcpay.breakWith(null);
    }
  });
});

describe('BTCPay unreachable, or refusing the key', () => {
  it('answers 503 payment.providerUnavailable in the reader’s language, and the booking still waits', async () => {
    const btcpay = await startBtcpayServer();
    try {
      await rails.expectStartUnavailable(
        [
          { ...btcpay.env, BTCPAY_URL: await unusedOrigin() },
          { ...btcpay.env, BTCPAY_API_KEY: 'revoked-key' },
        ],
        (bed, booking, language) => startInvoice(bed, booking, { language }),
      );
    } finally {
      await btcpay.close();
    }
  });
});
