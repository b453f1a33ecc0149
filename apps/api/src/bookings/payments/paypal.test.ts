import { describe, expect, it } from 'vitest';
import { unusedOrigin } from '../../testing/fake-http-server.fixture';
import * as rails from '../../testing/payment-rails.fixture';
import { createPaymentsBed, type CheckedOut, type PaymentsBed } from '../../testing/payments.fixture';
import {
  PAYPAL_TEST_CLIENT,
  startPayPalServer,
  type PayPalServer,
} from '../../testing/paypal-server.fixture';

const createOrder = (bed: PaymentsBed, booking: CheckedOut, options: rails.PostOptions = {}) =>
  bed.post('/api/create-paypal-order/', {
    payload: { bookingId: booking.id, amount: booking.dueNowMinor, currency: 'USD', name: 'Test Car' },
    ...options,
  });

/** PayPal's way: an order from the server, approved by the payer, captured by the server's check. */
function payPalActions(paypal: PayPalServer): rails.RailActions {
  const captured = (orderId: string) => paypal.captureOf(orderId) ?? paypal.captureAtPayPal(orderId);
  return {
    start: createOrder,
    pay: (orderId) => paypal.approve(orderId),
    check: (bed, booking, orderId, options = {}) =>
      bed.post(`/api/check-paypal-order/${booking.id}/${orderId}`, options),
    recordedReference: (orderId) => paypal.captureOf(orderId) ?? '',
    refundedMinor: () => paypal.refunds.map(({ amount }) => Math.round(Number(amount.value) * 100)),
    webhookUrl: '/api/webhooks/paypal',
    // PayPal captured it, but the answer never reached the page.
    paidDelivery: (orderId) => paypal.captureCompletedWebhook(captured(orderId)),
    forgeries(orderId) {
      const genuine = paypal.captureCompletedWebhook(captured(orderId));
      const otherTransmission = 'a0e1f2d3-0000-4000-8000-000000000000';
      return [
        { ...genuine, headers: { ...genuine.headers, 'paypal-transmission-id': otherTransmission } },
        paypal.captureCompletedWebhook(captured(orderId), { webhookId: 'ANOTHERWEBHOOK123' }),
        {
          headers: genuine.headers,
          payload: genuine.payload.replace(/"value":"\d+\.\d+"/, '"value":"3.00"'),
        },
        { headers: genuine.headers, payload: 'not json' },
      ];
    },
  };
}

describe('PayPal', () => {
  const rig = rails.useRailBed(() => startPayPalServer());
  rails.itKeepsTheRailRules(rig, payPalActions, 'payPal', {
    // PayPal's JavaScript SDK can create an order from the browser with the public client id.
    forge: async (paypal, booking) =>
      [
        { currency_code: 'USD', value: '1.00' },
        { currency_code: 'EUR', value: '300.00' },
      ].map((amount) => {
        const orderId = paypal.createOrderAsBrowser({
          reference_id: booking.id,
          custom_id: booking.id,
          amount,
        });
        paypal.approve(orderId);
        return orderId;
      }),
    namesTheBooking: true,
    unknown: { reference: 'NOSUCHORDER00000', status: 402 },
  });

  const check = (bookingId: string, orderId: string, options: rails.PostOptions = {}) =>
    rig.bed.post(`/api/check-paypal-order/${bookingId}/${orderId}`, options);

  /** An order from the server for the booking, approved in PayPal's window. */
  async function approvedOrder(booking: CheckedOut, options: rails.PostOptions = {}) {
    const orderId = rails.referenceOf(await createOrder(rig.bed, booking, options));
    rig.provider.approve(orderId);
    return orderId;
  }

  it('orders what the booking asks, named after it, and keeps both ids of the capture', async () => {
    const { bed, provider: paypal } = rig;
    const booking = await bed.checkout('full');
    const orderId = await approvedOrder(booking);
    expect(paypal.order(orderId)).toMatchObject({
      intent: 'CAPTURE',
      status: 'APPROVED',
      purchase_units: [
        {
          reference_id: booking.id,
          custom_id: booking.id,
          amount: { currency_code: 'USD', value: '300.00' },
          description: expect.stringContaining('Test Car'),
        },
      ],
    });
    await check(booking.id, orderId);
    const captureId = paypal.captureOf(orderId);
    expect((await bed.paymentsOf(booking.id))[0]?.providerIds).toEqual({ orderId, captureId });
  });

  it('refuses an order of another amount or currency than the booking asks, before asking PayPal', async () => {
    const { bed, provider: paypal } = rig;
    const booking = await bed.checkout('full');
    const before = paypal.requests.length;
    const cheaper = await createOrder(bed, { ...booking, dueNowMinor: booking.dueNowMinor - 1 });
    expect(cheaper.statusCode).toBe(400);
    expect(cheaper.json().error.details.fields).toEqual([
      expect.objectContaining({ path: 'amount', in: 'body', code: 'validation.invalidValue' }),
    ]);
    const euros = await bed.post('/api/create-paypal-order/', {
      payload: { bookingId: booking.id, amount: booking.dueNowMinor, currency: 'EUR' },
    });
    expect(euros.statusCode).toBe(400);
    expect(euros.json().error.details.fields).toEqual([expect.objectContaining({ path: 'currency' })]);
    expect(paypal.requests.slice(before)).toEqual([]);
  });

  it('records nothing for an order that is not approved, declined, or unknown, and lets the driver try again', async () => {
    const { bed, provider: paypal } = rig;
    const booking = await bed.checkout('full');
    const orderId = rails.referenceOf(await createOrder(bed, booking));
    const notApproved = await check(booking.id, orderId);
    expect(notApproved.statusCode).toBe(402);
    expect(notApproved.json().error).toMatchObject({ code: 'payment.failed', message: 'Payment failed' });

    paypal.approve(orderId);
    paypal.setNextCapture(orderId, 'decline');
    expect((await check(booking.id, orderId)).statusCode).toBe(402);
    expect((await check(booking.id, 'NOSUCHORDER00000')).statusCode).toBe(402);
    expect(await bed.paymentsOf(booking.id)).toEqual([]);
    expect((await bed.bookingRow(booking.id))?.status).toBe('void');

    // The payer chooses another card in PayPal's window: the same order goes through.
    expect((await check(booking.id, orderId)).json().outcome).toBe('accepted');
  });

  it("says 'not confirmed yet' while PayPal holds the capture; its webhook confirms it later", async () => {
    const { bed, provider: paypal } = rig;
    const booking = await bed.checkout('full');
    const orderId = await approvedOrder(booking);
    paypal.setNextCapture(orderId, 'hold');
    const held = await check(booking.id, orderId, { language: 'fr' });
    expect(held.statusCode).toBe(409);
    expect(held.json().error).toEqual({
      code: 'payment.pending',
      message: 'Le paiement n’est pas encore confirmé',
    });
    expect(await bed.paymentsOf(booking.id)).toEqual([]);

    const captureId = paypal.captureOf(orderId) ?? '';
    paypal.completeCapture(captureId);
    const delivered = await bed.deliver('/api/webhooks/paypal', paypal.captureCompletedWebhook(captureId));
    expect(delivered.json()).toEqual({ received: true, outcome: 'accepted' });
    expect((await bed.bookingRow(booking.id))?.status).toBe('paid');
    expect((await check(booking.id, orderId)).json().outcome).toBe('alreadyRecorded');
  });

  it('answers its webhook 200 for events of no interest, and for a capture the booking cannot take', async () => {
    const { bed, provider: paypal } = rig;
    const ignored = await bed.deliver(
      '/api/webhooks/paypal',
      paypal.webhook({
        event_type: 'CHECKOUT.ORDER.APPROVED',
        resource_type: 'checkout-order',
        resource: { id: 'X' },
      }),
    );
    expect(ignored.statusCode).toBe(200);
    expect(ignored.json()).toEqual({ received: true, outcome: 'ignored' });

    const booking = await bed.checkout('full');
    const cheap = paypal.createOrderAsBrowser({
      reference_id: booking.id,
      custom_id: booking.id,
      amount: { currency_code: 'USD', value: '1.00' },
    });
    paypal.approve(cheap);
    const refused = await bed.deliver(
      '/api/webhooks/paypal',
      paypal.captureCompletedWebhook(paypal.captureAtPayPal(cheap)),
    );
    expect(refused.json()).toEqual({ received: true, outcome: 'refused' });
    expect(await bed.paymentsOf(booking.id)).toEqual([]);
  });

  it('keeps its access token until it expires, and gets a new one when PayPal no longer takes it', async () => {
    const { bed, provider: paypal } = rig;
    const booking = await bed.checkout('full');
    const issued = paypal.tokensIssued;
    await createOrder(bed, booking);
    await createOrder(bed, booking);
    expect(paypal.tokensIssued).toBe(issued);
    paypal.revokeTokens();
    expect((await createOrder(bed, booking)).statusCode).toBe(200);
    expect(paypal.tokensIssued).toBe(issued + 1);
  });

  it('tells the page PayPal cannot be reached (503) when it fails, and records nothing', async () => {
    const { bed, provider: paypal } = rig;
    const booking = await bed.checkout('full');
    const orderId = await approvedOrder(booking);
    paypal.breakWith({ status: 500, body: { name: 'INTERNAL_SERVER_ERROR' } });
    try {
      const failing = await check(booking.id, orderId, { language: 'es' });
      expect(failing.statusCode).toBe(503);
      expect(failing.json().error.code).toBe('payment.providerUnavailable');
      expect(failing.json().error.message).toContain('servicio de pago');
    } finally {
      paypal.breakWith(null);
    }
    expect(await bed.paymentsOf(booking.id)).toEqual([]);
  });

  it('gives the page its public client id and lets its script, frames and pop-up in', async () => {
    const response = await rig.bed.ctx.app.inject({ method: 'GET', url: '/api/config' });
    expect(response.json().payPalClientId).toBe(PAYPAL_TEST_CLIENT.clientId);
    const policy = String(response.headers['content-security-policy']);
    expect(policy).toMatch(/script-src 'self'[^;]* https:\/\/\*\.paypal\.com/);
    expect(policy).toMatch(/frame-src 'self'[^;]* https:\/\/\*\.paypal\.com/);
    expect(policy).toMatch(/connect-src 'self'[^;]* https:\/\/\*\.paypal\.com/);
    expect(response.headers['cross-origin-opener-policy']).toBe('same-origin-allow-popups');
    expect(JSON.stringify(response.json())).not.toContain(PAYPAL_TEST_CLIENT.clientSecret);
  });
});

describe('PayPal unreachable, or refusing our credentials', () => {
  it('answers 503 payment.providerUnavailable in the reader’s language, and the booking still waits', async () => {
    const paypal = await startPayPalServer({ ...PAYPAL_TEST_CLIENT, clientSecret: 'another-Secret' });
    const client = {
      PAYPAL_CLIENT_ID: PAYPAL_TEST_CLIENT.clientId,
      PAYPAL_CLIENT_SECRET: PAYPAL_TEST_CLIENT.clientSecret,
    };
    try {
      await rails.expectStartUnavailable(
        [
          { ...client, PAYPAL_API_URL: await unusedOrigin() },
          { ...client, PAYPAL_API_URL: paypal.apiUrl },
        ],
        (bed, booking, language) => createOrder(bed, booking, { language }),
      );
    } finally {
      await paypal.close();
    }
  });
});

describe('PayPal in the log', () => {
  it('never holds the secret, a token, a signature or the Authorization header', async () => {
    const lines: string[] = [];
    const paypal = await startPayPalServer();
    const bed = await createPaymentsBed(
      { ...paypal.env, LOG_LEVEL: 'debug' },
      { write: (line) => lines.push(line) },
    );
    try {
      const booking = await bed.checkout('full');
      const created = await bed.post('/api/create-paypal-order/', {
        payload: { bookingId: booking.id, amount: booking.dueNowMinor, currency: 'USD' },
      });
      const { orderId } = created.json<{ orderId: string }>();
      await bed.post(`/api/check-paypal-order/${booking.id}/${orderId}`);
      paypal.approve(orderId);
      const captureId = paypal.captureAtPayPal(orderId);
      const delivery = paypal.captureCompletedWebhook(captureId);
      await bed.deliver('/api/webhooks/paypal', {
        ...delivery,
        payload: delivery.payload.replace('300.00', '3.00'),
      });
      await bed.deliver('/api/webhooks/paypal', delivery);
      paypal.revokeTokens();
      await bed.post(`/api/check-paypal-order/${booking.id}/${orderId}`);

      const log = lines.join('');
      expect(log).toContain('/api/webhooks/paypal');
      expect(log).toContain('payment accepted');
      for (const secret of [
        PAYPAL_TEST_CLIENT.clientSecret,
        Buffer.from(`${PAYPAL_TEST_CLIENT.clientId}:${PAYPAL_TEST_CLIENT.clientSecret}`).toString('base64'),
        'A21AA',
        delivery.headers['paypal-transmission-sig'] ?? 'signature',
      ]) {
        expect(log).not.toContain(secret);
      }
    } finally {
      await bed.close();
      await paypal.close();
    }
  });
});
