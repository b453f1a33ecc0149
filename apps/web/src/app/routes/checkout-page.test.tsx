import { configure, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';

import { DRIVER, sessionHandlers, storeSignedInUser } from '@/testing/account.fixture';
import { errorResponse, jsonResponse, requestsTo, TEST_CONFIG } from '@/testing/api-mock';
import {
  BOOKING_ID,
  CHECKOUT_URL,
  checkoutHandlers,
  makeBooking,
  makeCheckoutCar,
} from '@/testing/checkout.fixture';
import { renderApp } from '@/testing/render-app';
import { CLIO, FOUR_DAY_QUOTE, FROM, PICK_UP, TO } from '@/testing/search.fixture';

// Loaded before the tests, as the lazy route would on first use, so its first load is not timed.
import '../layouts/HeaderLayout';
import './CheckoutPage';

configure({ asyncUtilTimeout: 10_000 });
const PAGE_TEST = { timeout: 40_000 };

const CHECKOUT_ANSWER = {
  booking: {
    id: BOOKING_ID,
    status: 'pending',
    quote: FOUR_DAY_QUOTE,
    totalMinor: 18_000,
    dueNowMinor: 0,
    dueAtCounterMinor: 18_000,
    accessToken: 'visitor-token-of-this-booking-only',
  },
  payment: null,
};

type User = Awaited<ReturnType<typeof renderApp>>['user'];

async function fillVisitor(user: User) {
  const driver = await screen.findByRole('group', { name: 'Driver' });
  await user.type(within(driver).getByLabelText('Full name'), 'Vera Visitor');
  await user.type(within(driver).getByLabelText('Email'), 'vera@example.com');
  await user.type(within(driver).getByLabelText('Phone'), '+33 6 12 34 56 78');
  await user.type(within(driver).getByLabelText('Birth date'), '1990-04-12');
}

describe('checkout page', PAGE_TEST, () => {
  it('shows the car, its options as switches and the ways to pay with what is due now and at the counter', async () => {
    const { user, fetchMock, location } = await renderApp({
      url: CHECKOUT_URL,
      config: { ...TEST_CONFIG, timeZone: 'Europe/Lisbon' },
      handlers: checkoutHandlers(),
    });

    await screen.findByRole('heading', { level: 1, name: 'Book your vehicle' });
    expect(await screen.findByText(CLIO.name)).toBeInTheDocument();
    // The times as the confirmation and the emails tell them: in the marketplace's time zone.
    const trip = screen.getByRole('region', { name: 'Your trip' });
    expect(within(trip).getByText(/June 1, 2030 at 11:00/)).toBeInTheDocument();
    expect(within(trip).getByText('Times in the Europe/Lisbon time zone.')).toBeInTheDocument();
    const options = screen.getByRole('group', { name: 'Options' });
    const cancellation = within(options).getByRole('switch', { name: 'Cancellation' });
    expect(cancellation).toBeChecked();
    expect(cancellation).toBeDisabled();
    expect(cancellation).toHaveAccessibleDescription('Included');
    const theft = within(options).getByRole('switch', { name: 'Theft protection' });
    expect(theft).toBeDisabled();
    expect(theft).toHaveAccessibleDescription('Unavailable');
    expect(within(options).getByRole('switch', { name: 'Full insurance' })).toHaveAccessibleDescription(
      '$10.00/day',
    );

    // Each choice shows the amounts; the deposit is the car's.
    const payment = screen.getByRole('group', { name: 'How do you want to pay?' });
    await within(payment).findByText('Now: $0.00 · At the counter: $180.00');
    expect(within(payment).getByText('Now: $150.00 · At the counter: $30.00')).toBeInTheDocument();
    expect(within(payment).getByRole('radio', { name: /Pay at the counter/ })).toBeChecked();

    // An option is quoted again by the server, and the amounts follow.
    await user.click(within(options).getByRole('switch', { name: 'Full insurance' }));
    await within(payment).findByText('Now: $0.00 · At the counter: $220.00');
    // The URL keeps the choices: a reload or a sign-in finds them again.
    expect(location().search).toContain('option=fullInsurance');
    expect(requestsTo(fetchMock, '/api/quotes').at(-1)?.body).toEqual({
      carId: CLIO.id,
      from: FROM,
      to: TO,
      options: ['fullInsurance'],
    });
    // The additional driver's details appear with that option.
    expect(screen.queryByRole('group', { name: 'Additional driver' })).not.toBeInTheDocument();
    await user.click(within(options).getByRole('switch', { name: 'Additional driver' }));
    expect(await screen.findByRole('group', { name: 'Additional driver' })).toBeInTheDocument();
  });

  it('says a fully booked car cannot be booked, before any detail is asked', async () => {
    await renderApp({
      url: CHECKOUT_URL,
      handlers: checkoutHandlers(makeCheckoutCar({ isFullyBooked: true })),
    });
    expect(await screen.findByRole('heading', { name: 'This vehicle cannot be booked' })).toBeInTheDocument();
    expect(screen.queryByRole('form')).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Search for a vehicle' })).toBeInTheDocument();
  });

  it('offers no counter where the supplier does not allow it, and no deposit without one', async () => {
    const car = makeCheckoutCar({
      deposit: 0,
      supplier: { ...makeCheckoutCar().supplier, isPayAtCounterAllowed: false },
    });
    await renderApp({ url: CHECKOUT_URL, handlers: checkoutHandlers(car) });
    const payment = await screen.findByRole('group', { name: 'How do you want to pay?' });
    expect(within(payment).getAllByRole('radio')).toHaveLength(1);
    expect(within(payment).getByRole('radio', { name: /Pay in full online/ })).toBeChecked();
  });

  it("checks a visitor's details, books with a key, keeps the booking's token and shows the confirmation", async () => {
    const { user, fetchMock } = await renderApp({
      url: CHECKOUT_URL,
      handlers: {
        ...checkoutHandlers(),
        '/api/checkout': () => jsonResponse(CHECKOUT_ANSWER, 201),
        [`/api/bookings/${BOOKING_ID}`]: () => jsonResponse({ booking: makeBooking() }),
      },
    });
    await screen.findByRole('group', { name: 'Driver' });
    await user.click(screen.getByRole('button', { name: 'Book' }));
    expect(
      await screen.findByText(/Please fill in the fields: Full name, Email, Phone, Birth date/),
    ).toBeInTheDocument();
    expect(requestsTo(fetchMock, '/api/checkout')).toHaveLength(0);

    await fillVisitor(user);
    await user.click(screen.getByRole('button', { name: 'Book' }));
    expect(await screen.findByRole('heading', { name: 'Your booking is made' })).toBeInTheDocument();
    expect(screen.getByText('9A0F2A8E', { selector: 'strong' })).toBeInTheDocument();
    expect(screen.getByText('Your booking number, 9A0F2A8E')).toBeInTheDocument();
    expect(screen.getByText('Times in the Europe/Lisbon time zone.')).toBeInTheDocument();

    const [sent] = requestsTo(fetchMock, '/api/checkout');
    expect(sent?.body).toEqual({
      carId: CLIO.id,
      pickUpLocationId: PICK_UP.id,
      dropOffLocationId: PICK_UP.id,
      from: FROM,
      to: TO,
      options: [],
      payment: 'counter',
      driver: {
        fullName: 'Vera Visitor',
        email: 'vera@example.com',
        phone: '+33 6 12 34 56 78',
        birthDate: '1990-04-12',
      },
    });
    const checkoutCall = fetchMock.mock.calls.find(([input]) => String(input) === '/api/checkout');
    expect(new Headers(checkoutCall?.[1]?.headers).get('Idempotency-Key')).toMatch(/^[0-9a-f-]{36}$/);
    // The booking is read with this tab's token.
    const read = fetchMock.mock.calls.find(([input]) => String(input) === `/api/bookings/${BOOKING_ID}`);
    expect(new Headers(read?.[1]?.headers).get('X-Booking-Token')).toBe(CHECKOUT_ANSWER.booking.accessToken);
  });

  it('asks a signed-in driver whose data was deleted for the missing details only', async () => {
    const erased = { ...DRIVER, phone: null, birthDate: null };
    storeSignedInUser(erased);
    const { user, fetchMock } = await renderApp({
      url: CHECKOUT_URL,
      handlers: {
        ...checkoutHandlers(),
        ...sessionHandlers(erased),
        [`/api/user/${erased.id}`]: () => jsonResponse(erased),
        '/api/checkout': () =>
          jsonResponse(
            { ...CHECKOUT_ANSWER, booking: { ...CHECKOUT_ANSWER.booking, accessToken: undefined } },
            201,
          ),
        [`/api/bookings/${BOOKING_ID}`]: () => jsonResponse({ booking: makeBooking() }),
      },
    });
    const driver = await screen.findByRole('group', { name: 'Driver' });
    expect(
      within(driver).getByText(
        'Your account no longer holds these details: fill them in to book. They are kept on your account.',
      ),
    ).toBeInTheDocument();
    expect(within(driver).queryByLabelText('Full name')).not.toBeInTheDocument();
    expect(within(driver).queryByLabelText('Email')).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Book' }));
    expect(await screen.findByText(/Please fill in the fields: Phone, Birth date/)).toBeInTheDocument();
    expect(requestsTo(fetchMock, '/api/checkout')).toHaveLength(0);

    await user.type(within(driver).getByLabelText('Phone'), '+33 6 12 34 56 78');
    await user.type(within(driver).getByLabelText('Birth date'), '1990-04-12');
    await user.click(screen.getByRole('button', { name: 'Book' }));
    expect(await screen.findByRole('heading', { name: 'Your booking is made' })).toBeInTheDocument();
    expect(requestsTo(fetchMock, '/api/checkout')[0]?.body).toMatchObject({
      driver: { phone: '+33 6 12 34 56 78', birthDate: '1990-04-12' },
    });
  });

  it('offers to sign in, keeping the checkout, when the email is already registered', async () => {
    const { user } = await renderApp({
      url: CHECKOUT_URL,
      handlers: {
        ...checkoutHandlers(),
        '/api/checkout': () => errorResponse(409, 'validation.emailAlreadyRegistered'),
      },
    });
    await fillVisitor(user);
    await user.click(screen.getByRole('radio', { name: /Pay in full online/ }));
    await user.click(await screen.findByRole('button', { name: 'Book and go to payment' }));
    const signIn = await screen.findByRole('link', { name: /Sign in to book with it/ });
    const target = new URL(signIn.getAttribute('href') ?? '', 'http://localhost');
    expect(target.pathname).toBe('/sign-in');
    expect(target.searchParams.get('from')).toBe(`${CHECKOUT_URL}&pay=full`);
  });

  it('suggests searching again when the car was just taken', async () => {
    const { user } = await renderApp({
      url: CHECKOUT_URL,
      handlers: {
        ...checkoutHandlers(),
        '/api/checkout': () => errorResponse(409, 'booking.carUnavailable'),
      },
    });
    await fillVisitor(user);
    await user.click(screen.getByRole('button', { name: 'Book' }));
    const again = await screen.findByRole('link', { name: 'Search again for another vehicle' });
    expect(again.getAttribute('href')).toContain(`/search?pickup=${PICK_UP.id}`);
  });
});

describe('a booking after its checkout', PAGE_TEST, () => {
  const waiting = makeBooking({
    status: 'void',
    paymentChoice: 'full',
    dueAtCounterMinor: 0,
    payment: {
      purpose: 'booking',
      providers: ['test'],
      amountMinor: 18_000,
      currency: 'USD',
      expiresAt: '2030-05-01T10:30:00.000Z',
    },
  });

  it("pays through the test gateway: 'Payment failed' on decline, then the confirmation", async () => {
    let booking = waiting;
    const { user } = await renderApp({
      url: `/checkout?b=${BOOKING_ID}&l=en`,
      handlers: {
        [`/api/bookings/${BOOKING_ID}`]: () => jsonResponse({ booking }),
        [`/api/test-gateway/${BOOKING_ID}/decline`]: () => errorResponse(402, 'payment.failed'),
        [`/api/test-gateway/${BOOKING_ID}/pay`]: () => {
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
    expect(
      await screen.findByRole('heading', { name: 'Pay $180.00 to confirm your booking' }),
    ).toBeInTheDocument();
    expect(screen.getByText('Test mode — no money moves.')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Decline' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Payment failed');

    await user.click(screen.getByRole('button', { name: 'Pay' }));
    expect(await screen.findByRole('heading', { name: 'Your booking is confirmed' })).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByText('Test mode — no money moves.')).not.toBeInTheDocument());
  });

  it("says 'Something went wrong! Try again later' when the booking cannot be read", async () => {
    await renderApp({
      url: `/checkout?b=${BOOKING_ID}&l=en`,
      handlers: { [`/api/bookings/${BOOKING_ID}`]: () => errorResponse(404, 'common.notFound') },
    });
    expect(
      await screen.findByRole('heading', { name: 'Something went wrong! Try again later' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Try again' })).toBeInTheDocument();
  });

  it("says 'Something went wrong! Try again later' for a mangled booking address, asking nothing", async () => {
    const { fetchMock } = await renderApp({ url: `/checkout?b=not-a-booking&car=${CLIO.id}&l=en` });
    expect(
      await screen.findByRole('heading', { name: 'Something went wrong! Try again later' }),
    ).toBeInTheDocument();
    expect(screen.queryByRole('form')).not.toBeInTheDocument();
    expect(fetchMock.mock.calls.some(([input]) => String(input).startsWith('/api/bookings/'))).toBe(false);
  });

  it("says 'Payment failed' once the time to pay has run out", async () => {
    await renderApp({
      url: `/checkout?b=${BOOKING_ID}&l=fr`,
      handlers: {
        [`/api/bookings/${BOOKING_ID}`]: () => jsonResponse({ booking: { ...waiting, payment: null } }),
      },
    });
    expect(await screen.findByRole('heading', { name: 'Le paiement a échoué' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Rechercher un véhicule' })).toBeInTheDocument();
  });
});
