import { configure, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';

import { errorResponse, jsonResponse, requestsTo } from '@/testing/api-mock';
import { BOOKING_ID, makeBooking } from '@/testing/checkout.fixture';
import { renderApp } from '@/testing/render-app';

import '../layouts/HeaderLayout';
import './CheckoutPage';
import './CheckoutSessionPage';

configure({ asyncUtilTimeout: 10_000 });

const SESSION = 'cs_test_a1b2c3';

describe('back from Stripe: /checkout-session/{sessionId}', { timeout: 40_000 }, () => {
  afterEach(() => window.sessionStorage.clear());

  it("asks the server, which asks Stripe, then shows the booking's confirmation", async () => {
    const paid = makeBooking({
      status: 'paid',
      paymentChoice: 'full',
      paidMinor: 18_000,
      dueAtCounterMinor: 0,
    });
    const { fetchMock, location } = await renderApp({
      url: `/checkout-session/${SESSION}?l=en`,
      handlers: {
        [`/api/check-checkout-session/${SESSION}`]: () =>
          jsonResponse({ outcome: 'accepted', booking: { id: BOOKING_ID, status: 'paid' } }),
        [`/api/bookings/${BOOKING_ID}`]: () => jsonResponse({ booking: paid }),
      },
    });
    expect(await screen.findByRole('heading', { name: 'Your booking is confirmed' })).toBeInTheDocument();
    expect(location().pathname).toBe('/checkout');
    expect(location().search).toContain(`b=${BOOKING_ID}`);
    expect(requestsTo(fetchMock, `/api/check-checkout-session/${SESSION}`)[0]?.method).toBe('POST');
  });

  it("says 'Payment failed' and leads back to the booking's payment when Stripe says unpaid", async () => {
    // This tab sent the booking to Stripe: it knows which booking to go back to.
    window.sessionStorage.setItem(
      'roadbook.paymentReferences',
      JSON.stringify({ [`stripe:${SESSION}`]: BOOKING_ID }),
    );
    await renderApp({
      url: `/checkout-session/${SESSION}?l=es`,
      handlers: { [`/api/check-checkout-session/${SESSION}`]: () => errorResponse(402, 'payment.failed') },
    });
    expect(
      await screen.findByRole('heading', { name: 'El pago no se ha podido realizar' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Intentar de nuevo' }).getAttribute('href')).toBe(
      `/checkout?b=${BOOKING_ID}&l=es`,
    );
  });

  it('waits while Stripe has not confirmed the payment yet', async () => {
    await renderApp({
      url: `/checkout-session/${SESSION}?l=en`,
      handlers: { [`/api/check-checkout-session/${SESSION}`]: () => errorResponse(409, 'payment.pending') },
    });
    expect(await screen.findByText('Confirming your payment…')).toBeInTheDocument();
  });
});
