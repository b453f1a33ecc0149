import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DomainError } from '@roadbook/domain/error-codes';
import {
  PAYPAL_TEST_CLIENT,
  startPayPalServer,
  type PayPalServer,
} from '../../testing/paypal-server.fixture';
import { createPayPal, purchaseUnitFor, type PayPalSettings } from './paypal';

/** A log that keeps every line, to check what it says and what it never says. */
function recordingLog() {
  const lines: string[] = [];
  const record = (...args: unknown[]) => {
    lines.push(JSON.stringify(args));
  };
  return { lines, log: { info: record, warn: record, error: record } };
}

describe('PayPal client', () => {
  let paypal: PayPalServer;
  let settings: PayPalSettings;
  const booking = { id: '6f0c2a43-8a44-4c51-9a3b-1f1ad7f0b9a1', amountMinor: 12_345, currency: 'USD' };

  beforeAll(async () => {
    paypal = await startPayPalServer();
    settings = { ...PAYPAL_TEST_CLIENT, apiUrl: paypal.apiUrl };
  });
  afterAll(() => paypal.close());

  it('names the purchase unit after the booking, its amount in dollars as PayPal wants', () => {
    expect(purchaseUnitFor(booking, `Fiat 500 · ${'x'.repeat(200)}`)).toEqual({
      reference_id: booking.id,
      custom_id: booking.id,
      description: `Fiat 500 · ${'x'.repeat(116)}`,
      amount: { currency_code: 'USD', value: '123.45' },
    });
  });

  it('asks for one token for callers that wait together, and keeps it until it nearly expires', async () => {
    let clock = Date.now();
    const client = createPayPal(settings, { timeoutMs: 2000, log: recordingLog().log, now: () => clock });
    const before = paypal.tokensIssued;
    const orders = await Promise.all([1, 2, 3].map(() => client.createOrder(booking, 'Fiat 500')));
    expect(new Set(orders).size).toBe(3);
    expect(paypal.tokensIssued).toBe(before + 1);
    // PayPal's tokens last 32,400 s; the client renews a minute early.
    clock += 32_400_000 - 61_000;
    await client.getOrder(orders[0] ?? '');
    expect(paypal.tokensIssued).toBe(before + 1);
    clock += 2000;
    await client.getOrder(orders[0] ?? '');
    expect(paypal.tokensIssued).toBe(before + 2);
  });

  it('says PayPal is unavailable when it refuses our credentials, and never logs the secret', async () => {
    const recording = recordingLog();
    const client = createPayPal(
      { ...settings, clientSecret: 'wrong-Secret-77' },
      { timeoutMs: 2000, log: recording.log },
    );
    const error = await client.createOrder(booking, 'Fiat 500').catch((reason: unknown) => reason);
    expect(error).toBeInstanceOf(DomainError);
    expect((error as DomainError).code).toBe('payment.providerUnavailable');
    expect(recording.lines.join('\n')).toContain('PAYPAL_CLIENT_SECRET');
    expect(recording.lines.join('\n')).not.toMatch(/wrong-Secret-77|Basic /);
  });

  it('reads a capture refusal as its issue, and an unknown order as not found', async () => {
    const client = createPayPal(settings, { timeoutMs: 2000, log: recordingLog().log });
    const orderId = await client.createOrder(booking, 'Fiat 500');
    expect(await client.captureOrder(orderId)).toEqual({ kind: 'refused', issue: 'ORDER_NOT_APPROVED' });
    expect(await client.captureOrder('UNKNOWN0000000000')).toEqual({ kind: 'notFound' });
    expect(await client.getOrder('UNKNOWN0000000000')).toBeNull();
    paypal.approve(orderId);
    const captured = await client.captureOrder(orderId);
    expect(captured).toMatchObject({ kind: 'captured', order: { id: orderId, status: 'COMPLETED' } });
    // Captured before: read back.
    expect(await client.captureOrder(orderId)).toEqual(captured);
  });

  it('has PayPal verify a delivery with the headers and the body exactly as received', async () => {
    const client = createPayPal(settings, { timeoutMs: 2000, log: recordingLog().log });
    const delivery = paypal.webhook({ event_type: 'PAYMENT.CAPTURE.DENIED', resource: { id: '1' } });
    expect(await client.verifyWebhook(delivery.headers, delivery.payload)).toBe(true);
    // The same event written in another order is not what PayPal signed.
    const reordered = JSON.stringify(
      Object.fromEntries(Object.entries(JSON.parse(delivery.payload)).reverse()),
    );
    expect(await client.verifyWebhook(delivery.headers, reordered)).toBe(false);
    const { 'paypal-transmission-sig': _signature, ...unsigned } = delivery.headers;
    expect(await client.verifyWebhook(unsigned, delivery.payload)).toBe(false);
    expect(await client.verifyWebhook(delivery.headers, '[1]')).toBe(false);
    const withoutWebhook = createPayPal(
      { ...settings, webhookId: null },
      { timeoutMs: 2000, log: recordingLog().log },
    );
    expect(await withoutWebhook.verifyWebhook(delivery.headers, delivery.payload)).toBe(false);
  });

  describe('refunds', () => {
    /** A capture of `booking` (123.45 USD) at PayPal, as the rail records it. */
    function captured(): string {
      const orderId = paypal.createOrderAsBrowser(purchaseUnitFor(booking, 'Fiat 500'));
      paypal.approve(orderId);
      return paypal.captureAtPayPal(orderId);
    }
    const refundsOf = (captureId: string) =>
      paypal.refunds.filter((refund) => refund.captureId === captureId).map(({ amount }) => amount.value);

    it('refunds a capture in part, once for each refund id, then what is left', async () => {
      const client = createPayPal(settings, { timeoutMs: 2000, log: recordingLog().log });
      const captureId = captured();
      const first = randomUUID();
      const refunded = await client.refundCapture(captureId, 2_000, first);
      expect(refunded).toEqual({ kind: 'refunded', reference: expect.any(String) as string });
      // Asked again with its id (an answer lost on the way), PayPal answers the same refund.
      expect(await client.refundCapture(captureId, 2_000, first)).toEqual(refunded);
      expect(await client.refundCapture(captureId, 10_346, randomUUID())).toEqual({
        kind: 'refused',
        reason: 'REFUND_AMOUNT_EXCEEDED',
      });
      expect(await client.refundCapture(captureId, 10_345, randomUUID())).toMatchObject({ kind: 'refunded' });
      expect(await client.refundCapture(captureId, 1, randomUUID())).toEqual({
        kind: 'refused',
        reason: 'CAPTURE_FULLY_REFUNDED',
      });
      expect(refundsOf(captureId)).toEqual(['20.00', '103.45']);
    });

    it("answers PayPal's status: pending until an eCheck clears, refused when cancelled or failed", async () => {
      const client = createPayPal(settings, { timeoutMs: 2000, log: recordingLog().log });
      const captureId = captured();
      paypal.setNextRefund('PENDING');
      expect(await client.refundCapture(captureId, 100, randomUUID())).toEqual({
        kind: 'pending',
        reference: expect.any(String) as string,
      });
      paypal.setNextRefund('FAILED');
      expect(await client.refundCapture(captureId, 100, randomUUID())).toEqual({
        kind: 'refused',
        reason: 'FAILED',
      });
      paypal.setNextRefund({ issue: 'MAX_NUMBER_OF_REFUNDS_EXCEEDED' });
      expect(await client.refundCapture(captureId, 100, randomUUID())).toEqual({
        kind: 'refused',
        reason: 'MAX_NUMBER_OF_REFUNDS_EXCEEDED',
      });
      expect(await client.refundCapture('UNKNOWN0000000000', 100, randomUUID())).toEqual({
        kind: 'refused',
        reason: 'INVALID_RESOURCE_ID',
      });
      expect(
        paypal.refunds.filter((refund) => refund.captureId === captureId).map(({ status }) => status),
      ).toEqual(['PENDING', 'FAILED']);
    });

    it('is unavailable while PayPal fails, and the same refund id then refunds once', async () => {
      const recording = recordingLog();
      const client = createPayPal(settings, { timeoutMs: 2000, log: recording.log });
      const captureId = captured();
      const refundId = randomUUID();
      // A token first, so that the failure falls on the refund itself.
      await client.getOrder('UNKNOWN0000000000');
      paypal.failNext();
      const error = await client.refundCapture(captureId, 500, refundId).catch((reason: unknown) => reason);
      expect(error).toBeInstanceOf(DomainError);
      expect((error as DomainError).code).toBe('payment.providerUnavailable');
      expect(await client.refundCapture(captureId, 500, refundId)).toMatchObject({ kind: 'refunded' });
      expect(await client.refundCapture(captureId, 500, refundId)).toMatchObject({ kind: 'refunded' });
      expect(refundsOf(captureId)).toEqual(['5.00']);
      expect(recording.lines.join('\n')).not.toMatch(/Bearer|A21AA|5\.00|Secret/);
    });
  });
});
