import type { PayPalButtonsComponentOptions } from '@paypal/paypal-js';
import { configure, screen } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';

import { errorResponse, jsonResponse, requestsTo, TEST_CONFIG } from '@/testing/api-mock';
import { BOOKING_ID, makeBooking } from '@/testing/checkout.fixture';
import { renderApp } from '@/testing/render-app';

import '@/app/layouts/HeaderLayout';
import '@/app/routes/CheckoutPage';

// PayPal's browser script is PayPal's: here a stand-in draws one button that, clicked, goes through
// createOrder and onApprove as PayPal's popup would once the buyer approves.
const loadScript = vi.hoisted(() => vi.fn());
vi.mock('@paypal/paypal-js', () => ({ loadScript }));

configure({ asyncUtilTimeout: 10_000 });

function payPalStandIn() {
  return {
    Buttons: (options: PayPalButtonsComponentOptions) => ({
      render: async (container: HTMLElement) => {
        const approve = document.createElement('button');
        approve.textContent = 'PayPal';
        approve.addEventListener('click', () => {
          void (async () => {
            const orderID = await options.createOrder?.({ paymentSource: 'paypal' }, {} as never);
            await options.onApprove?.({ orderID: orderID ?? '', facilitatorAccessToken: 'x' }, {} as never);
          })();
        });
        container.append(approve);
      },
      close: async () => undefined,
      isEligible: () => true,
    }),
  };
}

const WAITING = makeBooking({
  status: 'void',
  paymentChoice: 'full',
  dueAtCounterMinor: 0,
  payment: {
    purpose: 'booking',
    providers: ['payPal'],
    amountMinor: 18_000,
    currency: 'USD',
    expiresAt: '2030-05-01T10:30:00.000Z',
  },
});
const CONFIG = { ...TEST_CONFIG, payPalClientId: 'paypal-client-id' };

describe('paying with PayPal', { timeout: 40_000 }, () => {
  beforeEach(() => loadScript.mockReset());

  it("loads PayPal in the page's language; the server creates and captures the order", async () => {
    loadScript.mockResolvedValue(payPalStandIn());
    let booking = WAITING;
    const { user, fetchMock } = await renderApp({
      url: `/checkout?b=${BOOKING_ID}&l=fr`,
      config: CONFIG,
      handlers: {
        [`/api/bookings/${BOOKING_ID}`]: () => jsonResponse({ booking }),
        '/api/create-paypal-order/': () => jsonResponse({ orderId: 'ORDER-42' }),
        [`/api/check-paypal-order/${BOOKING_ID}/ORDER-42`]: () => {
          booking = makeBooking({
            status: 'paid',
            paymentChoice: 'full',
            paidMinor: 18_000,
            dueAtCounterMinor: 0,
          });
          return jsonResponse({ outcome: 'accepted', booking: { id: BOOKING_ID, status: 'paid' } });
        },
      },
    });
    await user.click(await screen.findByRole('button', { name: 'PayPal' }));
    expect(
      await screen.findByRole('heading', { name: 'Votre réservation est confirmée' }),
    ).toBeInTheDocument();
    expect(loadScript).toHaveBeenCalledWith(
      expect.objectContaining({
        clientId: 'paypal-client-id',
        currency: 'USD',
        intent: 'capture',
        locale: 'fr_FR',
      }),
    );
    expect(requestsTo(fetchMock, '/api/create-paypal-order/')[0]?.body).toEqual({
      bookingId: BOOKING_ID,
      amount: 18_000,
      currency: 'USD',
      name: WAITING.car.name,
    });
  });

  it("says 'Payment failed' when the server refuses the capture, and PayPal's script failing offers a retry", async () => {
    loadScript.mockRejectedValueOnce(new Error('blocked')).mockResolvedValue(payPalStandIn());
    const { user } = await renderApp({
      url: `/checkout?b=${BOOKING_ID}&l=en`,
      config: CONFIG,
      handlers: {
        [`/api/bookings/${BOOKING_ID}`]: () => jsonResponse({ booking: WAITING }),
        '/api/create-paypal-order/': () => jsonResponse({ orderId: 'ORDER-43' }),
        [`/api/check-paypal-order/${BOOKING_ID}/ORDER-43`]: () => errorResponse(402, 'payment.failed'),
      },
    });
    expect(
      await screen.findByText('PayPal could not be loaded. Check your connection and try again.'),
    ).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    await user.click(await screen.findByRole('button', { name: 'PayPal' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Payment failed');
    expect(screen.getByRole('heading', { name: 'Pay $180.00 to confirm your booking' })).toBeInTheDocument();
  });
});
