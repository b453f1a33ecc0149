// The rules every payment rail keeps, as tests that each rail's test file runs against its
// provider's local server: a payment is recorded once under the provider's reference and moves the
// booking (full → paid, deposit → deposit); only who may pay the booking may start or check it; a
// payment of another amount, currency or booking is refused and changes nothing; a payment after
// the window takes the late rules; the provider's signed webhook confirms a booking whose browser
// never came back, and an unsigned one changes nothing; a driver's change that costs more is paid
// through the provider before it is made, one that costs less refunded through it; a provider that
// cannot be reached is 503 payment.providerUnavailable in the reader's language.
import type { LightMyRequestResponse } from 'fastify';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { BookingResponseSchema } from '@roadbook/domain/contracts/bookings';
import { bookings } from '../db/schema/bookings';
import { asPage, createAccount, signIn } from './accounts.fixture';
import { HOUR } from './cars.fixture';
import { runJob } from './test-app';
import { createPaymentsBed, type CheckedOut, type PaymentsBed } from './payments.fixture';

export type PostOptions = Parameters<PaymentsBed['post']>[1];

export interface Delivery {
  headers: Record<string, string>;
  payload: string;
}

/** What a rail's tests do with its provider's local server. */
export interface RailActions {
  /** POSTs the route that starts a payment of `booking`. */
  start(bed: PaymentsBed, booking: CheckedOut, options?: PostOptions): Promise<LightMyRequestResponse>;
  /** The payer pays (PayPal: approves the order) on the provider's page. */
  pay(reference: string): void;
  /** POSTs the route that checks the payment `reference` of `booking`. */
  check(
    bed: PaymentsBed,
    booking: CheckedOut,
    reference: string,
    options?: PostOptions,
  ): Promise<LightMyRequestResponse>;
  /** The provider's reference the paid `reference` is recorded under (a capture, a payment intent…). */
  recordedReference(reference: string): string;
  /** The amounts, in minor units of USD, of the refunds the provider's server made. */
  refundedMinor(): number[];
  webhookUrl: string;
  /** The provider's signed delivery saying the payment `reference` went through. */
  paidDelivery(reference: string): Delivery;
  /** Deliveries about the paid `reference` that the provider did not sign as they are. */
  forgeries(reference: string): Delivery[];
}

export interface LocalProvider {
  env: Record<string, string>;
  close(): Promise<void>;
}

export interface RailRig<Provider> {
  readonly provider: Provider;
  readonly bed: PaymentsBed;
}

/** A provider's local server and a marketplace set up against it, for the tests of one block. */
export function useRailBed<Provider extends LocalProvider>(
  startProvider: () => Promise<Provider>,
): RailRig<Provider> {
  let provider: Provider | undefined;
  let bed: PaymentsBed | undefined;
  beforeAll(async () => {
    provider = await startProvider();
    bed = await createPaymentsBed(provider.env);
  });
  afterAll(async () => {
    await bed?.close();
    await provider?.close();
  });
  const ready = <Value>(value: Value | undefined): Value => {
    if (value === undefined) throw new Error('the rail is used before its tests start');
    return value;
  };
  return {
    get provider() {
      return ready(provider);
    },
    get bed() {
      return ready(bed);
    },
  };
}

/** The reference the start route answered (PayPal's order id, Stripe's session id, BTCPay's invoice id). */
export function referenceOf(started: LightMyRequestResponse): string {
  expect(started.statusCode, started.body).toBe(200);
  const body = started.json<{ orderId?: string; reference?: string }>();
  return body.orderId ?? body.reference ?? '';
}

/** `id` with its last character changed. */
const anotherId = (id: string) => `${id.slice(0, -1)}${id.endsWith('0') ? '1' : '0'}`;

/** Whether the booking is still waiting, untouched: void, with no payment recorded. */
async function expectUntouched(bed: PaymentsBed, bookingId: string) {
  expect(await bed.paymentsOf(bookingId)).toEqual([]);
  expect((await bed.bookingRow(bookingId))?.status).toBe('void');
}

export interface ForeignPayments<Provider> {
  /** Payments made for `booking` but not as the server asked (another amount or currency), already paid. */
  forge(provider: Provider, booking: CheckedOut): Promise<string[]>;
  /** Whether a check names its booking, so that another booking's payment can be tried on it. */
  namesTheBooking: boolean;
  /** A reference the provider does not know, and what its check answers. */
  unknown: { reference: string; status: number };
}

/** The tests every rail passes, in the current block, on the rig's marketplace. */
export function itKeepsTheRailRules<Provider extends LocalProvider>(
  rig: RailRig<Provider>,
  actionsOf: (provider: Provider) => RailActions,
  provider: 'payPal' | 'stripe' | 'btcpay',
  foreign: ForeignPayments<Provider>,
) {
  const railOf = () => ({ bed: rig.bed, actions: actionsOf(rig.provider) });
  const paidReference = async (booking: CheckedOut, options: PostOptions = {}) => {
    const { bed, actions } = railOf();
    const reference = referenceOf(await actions.start(bed, booking, options));
    actions.pay(reference);
    return reference;
  };

  it('gives a cancelled booking back through the provider: all of it 24 hours ahead, less the late fee after', async () => {
    const { bed, actions } = railOf();
    const { ctx } = bed;
    const admin = await signIn(ctx.app, (await createAccount(ctx.database.db, { type: 'admin' })).email);
    const early = await bed.checkout('full');
    const late = await bed.checkout('full');
    for (const booking of [early, late]) {
      const checked = await actions.check(bed, booking, await paidReference(booking));
      expect(checked.statusCode, checked.body).toBe(200);
    }
    // The late one's pick-up comes in five hours (its own car: nothing else holds it).
    const soon = new Date(Date.now() + 5 * HOUR);
    await ctx.database.db
      .update(bookings)
      .set({ startsAt: soon, endsAt: new Date(soon.getTime() + 3 * 24 * HOUR) })
      .where(eq(bookings.id, late.id));

    const cancelled = await ctx.app.inject({
      method: 'POST',
      url: '/api/bookings/status',
      headers: asPage(admin),
      payload: { ids: [early.id, late.id], status: 'cancelled' },
    });
    expect(cancelled.json()).toEqual({ updated: [early.id, late.id], refused: [] });
    // The cancellation wakes the refunds job; a run now sends whatever it has not sent yet.
    await runJob(ctx, 'refunds');

    const lateRefund = late.totalMinor - Math.round(late.totalMinor * 0.2);
    await expect.poll(() => actions.refundedMinor().sort()).toEqual([early.totalMinor, lateRefund].sort());
    for (const [booking, amountMinor] of [
      [early, early.totalMinor],
      [late, lateRefund],
    ] as const) {
      const refundsShown = async () => {
        const shown = await ctx.app.inject({
          method: 'GET',
          url: `/api/bookings/${booking.id}`,
          headers: asPage(admin),
        });
        return BookingResponseSchema.parse(shown.json()).booking.refunds;
      };
      await expect.poll(refundsShown).toMatchObject([{ provider, amountMinor, status: 'refunded' }]);
    }
  });

  it("takes the difference of a driver's change through the provider before making it, and refunds a cheaper one", async () => {
    const { bed, actions } = railOf();
    const { ctx } = bed;
    const booking = await bed.checkout('full');
    expect((await actions.check(bed, booking, await paidReference(booking))).statusCode).toBe(200);
    const before = await bed.bookingRow(booking.id);
    if (before === undefined) throw new Error('the booking is stored');
    const change = (days: number) =>
      bed.post(`/api/bookings/${booking.id}/amend`, {
        payload: {
          pickUpLocationId: before.pickUpLocationId,
          from: before.startsAt.toISOString(),
          to: new Date(before.startsAt.getTime() + days * 24 * HOUR).toISOString(),
        },
      });

    // A day more: 100 USD to pay first; the booking stays as it was meanwhile. The driver starts
    // paying it, then asks for two days more instead: the first payment, made late, is given back.
    const longer = await change(4);
    expect(longer.statusCode, longer.body).toBe(200);
    const awaiting = BookingResponseSchema.parse(longer.json()).booking;
    expect(awaiting).toMatchObject({
      totalMinor: 30_000,
      payment: { purpose: 'amendment', amountMinor: 10_000 },
    });
    const replaced = { ...booking, dueNowMinor: 10_000 };
    const replacedReference = referenceOf(await actions.start(bed, replaced));
    expect((await change(5)).statusCode).toBe(200);
    actions.pay(replacedReference);
    const late = await actions.check(bed, replaced, replacedReference);
    expect(late.json()).toEqual({ outcome: 'refundDue', booking: { id: booking.id, status: 'paid' } });
    expect(await bed.bookingRow(booking.id)).toMatchObject({ totalMinor: 30_000, paidMinor: 30_000 });

    const difference = { ...booking, dueNowMinor: 20_000 };
    const reference = await paidReference(difference);
    const checked = await actions.check(bed, difference, reference);
    expect(checked.json()).toEqual({ outcome: 'accepted', booking: { id: booking.id, status: 'paid' } });
    expect(await bed.bookingRow(booking.id)).toMatchObject({
      status: 'paid',
      totalMinor: 50_000,
      paidMinor: 50_000,
      endsAt: new Date(before.startsAt.getTime() + 5 * 24 * HOUR),
    });
    expect((await actions.check(bed, difference, reference)).json().outcome).toBe('alreadyRecorded');

    // Two days only: 300 USD back through the provider, from the newest payment first.
    const shorter = await change(2);
    expect(shorter.statusCode, shorter.body).toBe(200);
    expect(BookingResponseSchema.parse(shorter.json()).booking).toMatchObject({
      totalMinor: 20_000,
      paidMinor: 20_000,
      payment: null,
    });
    await runJob(ctx, 'refunds');
    const refundsShown = async () => {
      const shown = await ctx.app.inject({
        method: 'GET',
        url: `/api/bookings/${booking.id}`,
        headers: asPage(bed.driverCookie),
      });
      return BookingResponseSchema.parse(shown.json()).booking.refunds.map(({ amountMinor, status }) => ({
        amountMinor,
        status,
      }));
    };
    // The late payment in full, the newest payment's 200 and 100 of the first.
    await expect
      .poll(async () => (await refundsShown()).sort((a, b) => a.amountMinor - b.amountMinor))
      .toEqual([
        { amountMinor: 10_000, status: 'refunded' },
        { amountMinor: 10_000, status: 'refunded' },
        { amountMinor: 20_000, status: 'refunded' },
      ]);
  });

  it('records a full payment once, under the provider’s reference: the booking is paid', async () => {
    const { bed, actions } = railOf();
    const booking = await bed.checkout('full');
    const reference = await paidReference(booking);
    const checked = await actions.check(bed, booking, reference);
    expect(checked.statusCode, checked.body).toBe(200);
    expect(checked.json()).toEqual({ outcome: 'accepted', booking: { id: booking.id, status: 'paid' } });
    const recorded = actions.recordedReference(reference);
    expect(await bed.paymentsOf(booking.id)).toEqual([
      expect.objectContaining({
        provider,
        reference: recorded,
        amountMinor: 30_000,
        currency: 'USD',
        status: 'accepted',
      }),
    ]);
    expect(await bed.bookingRow(booking.id)).toMatchObject({
      status: 'paid',
      paidMinor: 30_000,
      paymentProvider: provider,
      paymentOrderId: recorded,
      paymentExpiresAt: null,
    });

    // The same check again: the provider says the same, and nothing is recorded twice.
    const again = await actions.check(bed, booking, reference);
    expect(again.statusCode).toBe(200);
    expect(again.json().outcome).toBe('alreadyRecorded');
    expect(await bed.paymentsOf(booking.id)).toHaveLength(1);
  });

  it('records a deposit: the booking is deposit, the rest due at the counter', async () => {
    const { bed, actions } = railOf();
    const booking = await bed.checkout('deposit');
    expect(booking.dueNowMinor).toBe(20_000);
    const checked = await actions.check(bed, booking, await paidReference(booking));
    expect(checked.json()).toEqual({ outcome: 'accepted', booking: { id: booking.id, status: 'deposit' } });
    expect(await bed.bookingRow(booking.id)).toMatchObject({ status: 'deposit', paidMinor: 20_000 });
  });

  it("is only for the booking's driver, or a visitor's page with its booking token", async () => {
    const { bed, actions } = railOf();
    const booking = await bed.checkout('full');
    const stranger = await bed.otherDriver();
    expect((await actions.start(bed, booking, { cookie: stranger })).statusCode).toBe(403);
    expect((await actions.start(bed, booking, { cookie: '' })).statusCode).toBe(401);
    const reference = await paidReference(booking);
    expect((await actions.check(bed, booking, reference, { cookie: stranger })).statusCode).toBe(403);
    expect((await actions.check(bed, booking, reference, { cookie: '' })).statusCode).toBe(401);
    await expectUntouched(bed, booking.id);

    const visitor = await bed.checkoutAsVisitor('deposit');
    const asVisitor = { cookie: '', headers: { 'x-booking-token': visitor.accessToken } };
    const visitorReference = await paidReference(visitor, asVisitor);
    const paid = await actions.check(bed, visitor, visitorReference, asVisitor);
    expect(paid.statusCode, paid.body).toBe(200);
    expect(paid.json().booking.status).toBe('deposit');
    // The token pays its own booking only.
    expect((await actions.start(bed, booking, asVisitor)).statusCode).toBe(403);
    expect((await actions.check(bed, booking, reference, asVisitor)).statusCode).toBe(403);
  });

  it('records a payment that comes after the window: the booking is paid while its car is free', async () => {
    const { bed, actions } = railOf();
    const booking = await bed.checkout('full');
    const reference = referenceOf(await actions.start(bed, booking));
    await bed.endWindow(booking.id);
    expect((await bed.bookingRow(booking.id))?.status).toBe('cancelled');
    // No new payment starts once the window has ended…
    expect((await actions.start(bed, booking)).statusCode).toBe(402);
    // …but the provider's answer for the one started in time still counts (the late rules).
    actions.pay(reference);
    const late = await actions.check(bed, booking, reference);
    expect(late.statusCode, late.body).toBe(200);
    expect(late.json()).toEqual({ outcome: 'accepted', booking: { id: booking.id, status: 'paid' } });
  });

  it('confirms through its webhook a booking whose browser never came back, once', async () => {
    const { bed, actions } = railOf();
    const booking = await bed.checkout('deposit');
    const reference = await paidReference(booking);
    const delivery = actions.paidDelivery(reference);
    const delivered = await bed.deliver(actions.webhookUrl, delivery);
    expect(delivered.statusCode, delivered.body).toBe(200);
    expect(delivered.json()).toEqual({ received: true, outcome: 'accepted' });
    expect((await bed.bookingRow(booking.id))?.status).toBe('deposit');

    // The provider delivers it again, and the page comes back at last: nothing changes.
    expect((await bed.deliver(actions.webhookUrl, delivery)).json().outcome).toBe('alreadyRecorded');
    expect((await actions.check(bed, booking, reference)).json().outcome).toBe('alreadyRecorded');
    expect(await bed.paymentsOf(booking.id)).toHaveLength(1);
  });

  it('refuses a webhook delivery its provider did not sign as it is, and nothing changes', async () => {
    const { bed, actions } = railOf();
    const booking = await bed.checkout('full');
    const reference = await paidReference(booking);
    const genuine = actions.paidDelivery(reference);
    const forgeries = [
      { headers: { 'content-type': 'application/json' }, payload: genuine.payload },
      { headers: genuine.headers, payload: genuine.payload.replace(booking.id, anotherId(booking.id)) },
      ...actions.forgeries(reference),
    ];
    for (const forgery of forgeries) {
      const refused = await bed.deliver(actions.webhookUrl, forgery);
      expect(refused.statusCode).toBe(400);
      expect(refused.json().error.code).toBe('common.invalidRequest');
    }
    await expectUntouched(bed, booking.id);
  });

  it('refuses a payment of another amount, currency or booking, and one its provider does not know', async () => {
    const { bed, actions } = railOf();
    const booking = await bed.checkout('full');
    const other = await bed.checkout('full');
    const othersReference = await paidReference(other);
    const references = [
      ...(await foreign.forge(rig.provider, booking)),
      ...(foreign.namesTheBooking ? [othersReference] : []),
    ];
    for (const reference of references) {
      const refused = await actions.check(bed, booking, reference);
      expect(refused.statusCode, reference).toBe(402);
      expect(refused.json().error.code).toBe('payment.failed');
    }
    expect((await actions.check(bed, booking, foreign.unknown.reference)).statusCode).toBe(
      foreign.unknown.status,
    );
    await expectUntouched(bed, booking.id);
    // The other booking's own check still finds its payment.
    expect((await actions.check(bed, other, othersReference)).json().outcome).toBe('accepted');
  });
}

/**
 * Starting a payment where the provider cannot be reached (or refuses our credentials) with each
 * of `envs`: 503 payment.providerUnavailable in the reader's language, and the booking still waits.
 */
export async function expectStartUnavailable(
  envs: Record<string, string>[],
  start: (bed: PaymentsBed, booking: CheckedOut, language: string) => Promise<LightMyRequestResponse>,
) {
  for (const env of envs) {
    const bed = await createPaymentsBed(env);
    try {
      const booking = await bed.checkout('full');
      const messages = new Set<string>();
      for (const language of ['en', 'fr', 'es']) {
        const response = await start(bed, booking, language);
        expect(response.statusCode).toBe(503);
        expect(response.json().error.code).toBe('payment.providerUnavailable');
        messages.add(response.json().error.message);
      }
      expect(messages).toContain(
        'The payment service cannot be reached right now. Please try again in a moment.',
      );
      expect(messages.size).toBe(3);
      await expectUntouched(bed, booking.id);
    } finally {
      await bed.close();
    }
  }
}
