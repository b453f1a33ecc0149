import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { unusedOrigin } from '../../testing/fake-http-server.fixture';
import { createPaymentsBed, type CheckedOut, type PaymentsBed } from '../../testing/payments.fixture';
import {
  PAYPAL_TEST_CLIENT,
  startPayPalServer,
  type PayPalServer,
} from '../../testing/paypal-server.fixture';

describe('PayPal', () => {
  let paypal: PayPalServer;
  let bed: PaymentsBed;

  beforeAll(async () => {
    paypal = await startPayPalServer();
    bed = await createPaymentsBed(paypal.env);
  });
  afterAll(async () => {
    await bed.close();
    await paypal.close();
  });

  const createOrder = (booking: CheckedOut, options: Parameters<PaymentsBed['post']>[1] = {}) =>
    bed.post('/api/create-paypal-order/', {
      payload: { bookingId: booking.id, amount: booking.dueNowMinor, currency: 'USD', name: 'Test Car' },
      ...options,
    });
  const check = (bookingId: string, orderId: string, options: Parameters<PaymentsBed['post']>[1] = {}) =>
    bed.post(`/api/check-paypal-order/${bookingId}/${orderId}`, options);

  /** The payer's way through PayPal: an order from the server, approved in PayPal's window. */
  async function approvedOrder(booking: CheckedOut, options: Parameters<PaymentsBed['post']>[1] = {}) {
    const created = await createOrder(booking, options);
    expect(created.statusCode, created.body).toBe(200);
    const { orderId } = created.json<{ orderId: string }>();
    paypal.approve(orderId);
    return orderId;
  }

  it('creates an order for what the booking asks, captures it once approved, and the booking is paid', async () => {
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

    const checked = await check(booking.id, orderId);
    expect(checked.statusCode, checked.body).toBe(200);
    expect(checked.json()).toEqual({ outcome: 'accepted', booking: { id: booking.id, status: 'paid' } });
    const [payment] = await bed.paymentsOf(booking.id);
    const captureId = (
      paypal.order(orderId) as { purchase_units: [{ payments: { captures: [{ id: string }] } }] }
    ).purchase_units[0].payments.captures[0].id;
    expect(payment).toMatchObject({
      provider: 'payPal',
      reference: captureId,
      amountMinor: 30_000,
      currency: 'USD',
      status: 'accepted',
      providerIds: { orderId, captureId },
    });
    expect(await bed.bookingRow(booking.id)).toMatchObject({
      status: 'paid',
      paidMinor: 30_000,
      paymentProvider: 'payPal',
      paymentOrderId: captureId,
    });

    // The same check again: PayPal says it was captured, and nothing is recorded twice.
    const again = await check(booking.id, orderId);
    expect(again.statusCode).toBe(200);
    expect(again.json().outcome).toBe('alreadyRecorded');
    expect(await bed.paymentsOf(booking.id)).toHaveLength(1);
  });

  it('takes a deposit: the booking is deposit', async () => {
    const booking = await bed.checkout('deposit');
    expect(booking.dueNowMinor).toBe(20_000);
    const orderId = await approvedOrder(booking);
    expect(paypal.order(orderId)).toMatchObject({ purchase_units: [{ amount: { value: '200.00' } }] });
    const checked = await check(booking.id, orderId);
    expect(checked.json()).toEqual({ outcome: 'accepted', booking: { id: booking.id, status: 'deposit' } });
    expect(await bed.bookingRow(booking.id)).toMatchObject({ status: 'deposit', paidMinor: 20_000 });
  });

  it('refuses an order of another amount or currency than the booking asks, before asking PayPal', async () => {
    const booking = await bed.checkout('full');
    const before = paypal.requests.length;
    const cheaper = await createOrder({ ...booking, dueNowMinor: booking.dueNowMinor - 1 });
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
    const booking = await bed.checkout('full');
    const created = await createOrder(booking);
    const { orderId } = created.json<{ orderId: string }>();
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

  it('refuses an order made for another amount, currency or booking, and nothing is recorded', async () => {
    const booking = await bed.checkout('full');
    const other = await bed.checkout('full');
    // PayPal's JavaScript SDK can create an order from the browser with the public client id.
    const forged = [
      { amount: { currency_code: 'USD', value: '1.00' } },
      { amount: { currency_code: 'EUR', value: '300.00' } },
    ].map(({ amount }) =>
      paypal.createOrderAsBrowser({ reference_id: booking.id, custom_id: booking.id, amount }),
    );
    const othersOrder = await approvedOrder(other);
    for (const orderId of [...forged, othersOrder]) {
      paypal.approve(orderId);
      const checked = await check(booking.id, orderId);
      expect(checked.statusCode, orderId).toBe(402);
      expect(checked.json().error.code).toBe('payment.failed');
    }
    expect(await bed.paymentsOf(booking.id)).toEqual([]);
    expect((await bed.bookingRow(booking.id))?.status).toBe('void');
    // The other booking's own check still finds its order captured and is paid.
    expect((await check(other.id, othersOrder)).json()).toMatchObject({ outcome: 'accepted' });
  });

  it("is only for the booking's driver, or a visitor's page with its booking token", async () => {
    const booking = await bed.checkout('full');
    const stranger = await bed.otherDriver();
    expect((await createOrder(booking, { cookie: stranger })).statusCode).toBe(403);
    expect((await createOrder(booking, { cookie: '' })).statusCode).toBe(401);
    const orderId = await approvedOrder(booking);
    expect((await check(booking.id, orderId, { cookie: stranger })).statusCode).toBe(403);
    expect((await check(booking.id, orderId, { cookie: '' })).statusCode).toBe(401);
    expect(await bed.paymentsOf(booking.id)).toEqual([]);

    const visitor = await bed.checkoutAsVisitor('deposit');
    const token = { 'x-booking-token': visitor.accessToken };
    expect((await createOrder(visitor, { cookie: '' })).statusCode).toBe(401);
    const visitorOrder = await approvedOrder(visitor, { cookie: '', headers: token });
    const paid = await check(visitor.id, visitorOrder, { cookie: '', headers: token });
    expect(paid.statusCode, paid.body).toBe(200);
    expect(paid.json().booking.status).toBe('deposit');
    // The token pays its own booking only.
    expect((await createOrder(booking, { cookie: '', headers: token })).statusCode).toBe(403);
  });

  it('takes a payment approved in the window but captured after it: the booking is paid while its car is free', async () => {
    const booking = await bed.checkout('full');
    const orderId = await approvedOrder(booking);
    await bed.endWindow(booking.id);
    expect((await bed.bookingRow(booking.id))?.status).toBe('cancelled');
    // No new order once the window has ended…
    expect((await createOrder(booking)).statusCode).toBe(402);
    // …but PayPal's answer for the approved one still counts (the payment path's late rules).
    const late = await check(booking.id, orderId);
    expect(late.statusCode, late.body).toBe(200);
    expect(late.json()).toEqual({ outcome: 'accepted', booking: { id: booking.id, status: 'paid' } });
  });

  it("says 'not confirmed yet' while PayPal holds the capture; its webhook confirms it later", async () => {
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

    const order = paypal.order(orderId) as { purchase_units: [{ payments: { captures: [{ id: string }] } }] };
    const captureId = order.purchase_units[0].payments.captures[0].id;
    paypal.completeCapture(captureId);
    const delivered = await bed.deliver('/api/webhooks/paypal', paypal.captureCompletedWebhook(captureId));
    expect(delivered.statusCode, delivered.body).toBe(200);
    expect(delivered.json()).toEqual({ received: true, outcome: 'accepted' });
    expect((await bed.bookingRow(booking.id))?.status).toBe('paid');
    expect((await check(booking.id, orderId)).json().outcome).toBe('alreadyRecorded');
  });

  describe('the webhook', () => {
    it('confirms a booking whose page never came back, once', async () => {
      const booking = await bed.checkout('deposit');
      const orderId = await approvedOrder(booking);
      // PayPal captured it, but the answer never reached the page.
      const captureId = paypal.captureAtPayPal(orderId);
      const delivery = paypal.captureCompletedWebhook(captureId);
      const delivered = await bed.deliver('/api/webhooks/paypal', delivery);
      expect(delivered.statusCode, delivered.body).toBe(200);
      expect(delivered.json()).toEqual({ received: true, outcome: 'accepted' });
      expect(await bed.bookingRow(booking.id)).toMatchObject({
        status: 'deposit',
        paymentOrderId: captureId,
      });

      // PayPal delivers it again, and the page comes back at last: nothing changes.
      expect((await bed.deliver('/api/webhooks/paypal', delivery)).json().outcome).toBe('alreadyRecorded');
      expect((await check(booking.id, orderId)).json().outcome).toBe('alreadyRecorded');
      expect(await bed.paymentsOf(booking.id)).toHaveLength(1);
    });

    it('refuses a delivery PayPal does not vouch for, and nothing changes', async () => {
      const booking = await bed.checkout('full');
      const orderId = await approvedOrder(booking);
      const captureId = paypal.captureAtPayPal(orderId);
      const genuine = paypal.captureCompletedWebhook(captureId);
      const forgeries = [
        { headers: { 'content-type': 'application/json' }, payload: genuine.payload },
        { headers: genuine.headers, payload: genuine.payload.replace('"300.00"', '"3.00"') },
        {
          ...genuine,
          headers: { ...genuine.headers, 'paypal-transmission-id': 'a0e1f2d3-0000-4000-8000-000000000000' },
        },
        paypal.captureCompletedWebhook(captureId, { webhookId: 'ANOTHERWEBHOOK123' }),
        { headers: genuine.headers, payload: 'not json' },
      ];
      for (const forgery of forgeries) {
        const refused = await bed.deliver('/api/webhooks/paypal', forgery);
        expect(refused.statusCode).toBe(400);
        expect(refused.json().error.code).toBe('common.invalidRequest');
      }
      expect(await bed.paymentsOf(booking.id)).toEqual([]);
      expect((await bed.bookingRow(booking.id))?.status).toBe('void');
    });

    it('answers 200 to events of no interest, and to a capture the booking cannot take', async () => {
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
  });

  it('keeps its access token until it expires, and gets a new one when PayPal no longer takes it', async () => {
    const booking = await bed.checkout('full');
    const issued = paypal.tokensIssued;
    await createOrder(booking);
    await createOrder(booking);
    expect(paypal.tokensIssued).toBe(issued);
    paypal.revokeTokens();
    expect((await createOrder(booking)).statusCode).toBe(200);
    expect(paypal.tokensIssued).toBe(issued + 1);
  });

  it('tells the page PayPal cannot be reached (503) when it fails, and records nothing', async () => {
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
    const response = await bed.ctx.app.inject({ method: 'GET', url: '/api/config' });
    expect(response.json().payPalClientId).toBe(PAYPAL_TEST_CLIENT.clientId);
    const policy = String(response.headers['content-security-policy']);
    expect(policy).toMatch(/script-src 'self'[^;]* https:\/\/\*\.paypal\.com/);
    expect(policy).toMatch(/frame-src 'self'[^;]* https:\/\/\*\.paypal\.com/);
    expect(policy).toMatch(/connect-src 'self'[^;]* https:\/\/\*\.paypal\.com/);
    expect(response.headers['cross-origin-opener-policy']).toBe('same-origin-allow-popups');
    expect(JSON.stringify(response.json())).not.toContain(PAYPAL_TEST_CLIENT.clientSecret);
  });
});

describe('PayPal unreachable', () => {
  it('answers 503 payment.providerUnavailable in the reader’s language, and the booking still waits', async () => {
    const bed = await createPaymentsBed({
      PAYPAL_CLIENT_ID: PAYPAL_TEST_CLIENT.clientId,
      PAYPAL_CLIENT_SECRET: PAYPAL_TEST_CLIENT.clientSecret,
      PAYPAL_API_URL: await unusedOrigin(),
    });
    try {
      const booking = await bed.checkout('full');
      const messages: Record<string, string> = {};
      for (const language of ['en', 'fr', 'es']) {
        const response = await bed.post('/api/create-paypal-order/', {
          payload: { bookingId: booking.id, amount: booking.dueNowMinor, currency: 'USD' },
          language,
        });
        expect(response.statusCode).toBe(503);
        expect(response.json().error.code).toBe('payment.providerUnavailable');
        messages[language] = response.json().error.message;
      }
      expect(messages.en).toBe(
        'The payment service cannot be reached right now. Please try again in a moment.',
      );
      expect(new Set(Object.values(messages)).size).toBe(3);
      expect((await bed.bookingRow(booking.id))?.status).toBe('void');
    } finally {
      await bed.close();
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
