import type { User } from '@roadbook/domain/contracts/accounts';
import type { Booking } from '@roadbook/domain/contracts/bookings';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';

import { DRIVER, sessionHandlers, storeSignedInUser } from '@/testing/account.fixture';
import { jsonResponse, requestsTo } from '@/testing/api-mock';
import { ADMIN, bookingsApi, COSTA } from '@/testing/bookings.fixture';
import {
  BOOKING_ID,
  checkoutHandlers,
  makeBooking,
  makeCheckoutCar,
  quoteWith,
} from '@/testing/checkout.fixture';
import { renderApp } from '@/testing/render-app';
import { DROP_OFF, PICK_UP } from '@/testing/search.fixture';
import { SUPPLIER } from '@/testing/settings.fixture';

// Loaded before the tests, as the lazy routes would on first use, so their first load is not timed.
import '../layouts/HeaderLayout';
import './BookingPage';
import './BookingsPage';

const SLOW = { timeout: 15_000 };
const PAGE_URL = `/booking?b=${BOOKING_ID}&l=en`;
const HOUR = 3_600_000;

const JANE = { id: DRIVER.id, fullName: DRIVER.fullName, email: DRIVER.email, phone: DRIVER.phone };

/** Jane's Clio for four days from June 1, 2030 with full insurance, paid in full by card. */
const PAID_ONLINE = makeBooking({
  status: 'paid',
  paymentChoice: 'full',
  options: ['fullInsurance'],
  quote: quoteWith(['fullInsurance']),
  totalMinor: 22_000,
  paidMinor: 22_000,
  dueAtCounterMinor: 0,
  paymentProvider: 'stripe',
  driver: JANE,
});

/** Jane's Clio with Costa Rent, waiting for the supplier, to pay at the counter. */
const AT_THE_COUNTER = makeBooking({ supplier: COSTA, driver: JANE });

/** The same paid booking, starting in two hours. */
function startingSoon(): Booking {
  const from = Date.now() + 2 * HOUR;
  return {
    ...PAID_ONLINE,
    from: new Date(from).toISOString(),
    to: new Date(from + 96 * HOUR).toISOString(),
  };
}

function renderBooking(user: User, booking: Booking, url = PAGE_URL) {
  storeSignedInUser(user);
  return renderApp({
    url,
    handlers: { ...sessionHandlers(user), ...bookingsApi(user, [], [booking]).handlers },
  });
}

/** The booking's status and actions. */
async function findStatus() {
  return within(await screen.findByRole('region', { name: 'Status' }, SLOW));
}

/** The names of the actions a booking's status panel offers. */
function actionsOf(status: Awaited<ReturnType<typeof findStatus>>) {
  return within(status.getByRole('group', { name: 'Actions' }))
    .getAllByRole('button')
    .map((button) => button.textContent);
}

/** Every request to the bookings API. */
function bookingRequests(fetchMock: Awaited<ReturnType<typeof renderApp>>['fetchMock']) {
  return fetchMock.mock.calls.filter(([input]) => String(input).startsWith('/api/bookings'));
}

describe('/booking', () => {
  it('sends a visitor to /sign-in, which will bring them back', SLOW, async () => {
    const { location, fetchMock } = await renderApp({ url: PAGE_URL });
    await waitFor(() => expect(location().pathname).toBe('/sign-in'), SLOW);
    expect(new URLSearchParams(location().search).get('from')).toBe(PAGE_URL);
    expect(bookingRequests(fetchMock)).toEqual([]);
  });

  it(
    'shows a driver their booking: trip, options, price, payment, and only asking to cancel',
    SLOW,
    async () => {
      await renderBooking(DRIVER, PAID_ONLINE);
      const status = await findStatus();

      expect(screen.getByRole('heading', { level: 1, name: 'Booking 9A0F2A8E' })).toBeInTheDocument();
      expect(status.getByText('Paid')).toBeInTheDocument();
      const trip = within(screen.getByRole('region', { name: 'Your trip' }));
      expect(trip.getByText('Renault Clio')).toBeInTheDocument();
      expect(trip.getByText('Rented by Atlantic Rentals')).toBeInTheDocument();
      expect(document.querySelector('img[src="/uploads/clio.jpg"]')).toBeInTheDocument();
      expect(document.querySelector('img[src="/uploads/atlantic.png"]')).toBeInTheDocument();
      // Told in the marketplace's time zone, as the confirmation and the emails tell them.
      expect(trip.getByText(/Saturday, June 1, 2030 at 11:00/)).toBeInTheDocument();
      expect(trip.getByText(/Wednesday, June 5, 2030 at 11:00/)).toBeInTheDocument();
      expect(trip.getAllByText(/Lisbon Airport/)).toHaveLength(2);
      expect(trip.getByText('Times in the Europe/Lisbon time zone.')).toBeInTheDocument();
      expect(trip.getByText('4 days')).toBeInTheDocument();
      expect(trip.getByText('Full insurance')).toBeInTheDocument();
      const price = within(screen.getByRole('table', { name: 'Price' }));
      expect(price.getByRole('rowheader', { name: /Full insurance/ })).toBeInTheDocument();
      expect(price.getByText('$220.00')).toBeInTheDocument();
      const payment = within(screen.getByRole('region', { name: 'Payment' }));
      expect(payment.getByText('Pay in full online')).toBeInTheDocument();
      expect(payment.getByText('$220.00 with Stripe')).toBeInTheDocument();
      expect(payment.getByText('$0.00')).toBeInTheDocument();
      expect(screen.queryByRole('region', { name: 'Refunds' })).not.toBeInTheDocument();
      // The driver's own details are for the supplier and the admins.
      expect(screen.queryByRole('region', { name: 'Driver' })).not.toBeInTheDocument();
      expect(actionsOf(status)).toEqual(['Ask to cancel']);
      expect(screen.getByRole('link', { name: 'Back to the bookings' })).toHaveAttribute(
        'href',
        '/bookings?l=en',
      );
      await waitFor(() => expect(document.title).toBe('Booking 9A0F2A8E · Roadbook'));
    },
  );

  it(
    'lets a driver who bought the amendments option change the booking: priced first, then the difference paid',
    SLOW,
    async () => {
      const booking = { ...PAID_ONLINE, options: ['amendments' as const, 'fullInsurance' as const] };
      const car = makeCheckoutCar({ locationIds: [PICK_UP.id, DROP_OFF.id] });
      const newQuote = { ...quoteWith(['amendments', 'fullInsurance']), totalMinor: 27_000 };
      let shown: Booking = booking;
      storeSignedInUser(DRIVER);
      const { user, fetchMock } = await renderApp({
        url: PAGE_URL,
        handlers: {
          ...sessionHandlers(DRIVER),
          ...checkoutHandlers(car),
          [`/api/locations/${DROP_OFF.id}`]: () => jsonResponse({ location: DROP_OFF }),
          [`/api/bookings/${BOOKING_ID}`]: () => jsonResponse({ booking: shown }),
          [`/api/bookings/${BOOKING_ID}/amendment-quote`]: () =>
            jsonResponse({
              quote: newQuote,
              totalMinor: 27_000,
              differenceMinor: 5_000,
              dueAtCounterMinor: 0,
            }),
          [`/api/bookings/${BOOKING_ID}/amend`]: () => {
            shown = {
              ...booking,
              payment: {
                purpose: 'amendment',
                providers: ['test'],
                amountMinor: 5_000,
                currency: 'USD',
                expiresAt: new Date(Date.now() + HOUR / 2).toISOString(),
              },
            };
            return jsonResponse({ booking: shown });
          },
        },
      });
      await findStatus();
      await user.click(screen.getByRole('button', { name: 'Change the booking' }));
      const form = within(await screen.findByRole('region', { name: 'Change the booking' }, SLOW));
      // Times on the marketplace's clock (Lisbon, an hour ahead of UTC in June).
      const dropOffTime = form.getByLabelText('Drop-off date and time');
      expect(dropOffTime).toHaveValue('2030-06-05T11:00');
      await user.selectOptions(form.getByLabelText('Drop-off place'), 'Porto Centre');
      await user.clear(dropOffTime);
      await user.type(dropOffTime, '2030-06-06T11:00');

      await user.click(form.getByRole('button', { name: 'See the new price' }));
      expect(await form.findByText('New total: $270.00')).toBeInTheDocument();
      expect(
        form.getByText(/\$50\.00 more to pay online; the change is made once it is paid\./),
      ).toBeInTheDocument();
      expect(requestsTo(fetchMock, `/api/bookings/${BOOKING_ID}/amendment-quote`)).toEqual([
        {
          method: 'POST',
          body: {
            pickUpLocationId: PICK_UP.id,
            dropOffLocationId: DROP_OFF.id,
            from: '2030-06-01T10:00:00.000Z',
            to: '2030-06-06T10:00:00.000Z',
            options: ['amendments', 'fullInsurance'],
          },
        },
      ]);

      await user.click(form.getByRole('button', { name: 'Confirm and pay $50.00' }));
      expect(
        await screen.findByRole('heading', { name: 'Pay the difference: $50.00' }, SLOW),
      ).toBeInTheDocument();
      expect(screen.getByText(/the booking stays as it was until it is paid/)).toBeInTheDocument();
      expect(requestsTo(fetchMock, `/api/bookings/${BOOKING_ID}/amend`)).toHaveLength(1);
      expect(screen.queryByRole('button', { name: 'Change the booking' })).not.toBeInTheDocument();
    },
  );

  it(
    'says why a change cannot be made, and offers no change to a driver without the option',
    SLOW,
    async () => {
      const paidWithoutOption = await renderBooking(DRIVER, PAID_ONLINE);
      await findStatus();
      expect(screen.queryByRole('button', { name: 'Change the booking' })).not.toBeInTheDocument();
      paidWithoutOption.unmount();

      // A booking paid at the counter changes for free; here the car cannot be read.
      const { user } = await renderBooking(DRIVER, AT_THE_COUNTER);
      await findStatus();
      await user.click(screen.getByRole('button', { name: 'Change the booking' }));
      expect(
        await screen.findByText('The car’s places and options could not be loaded.', {}, SLOW),
      ).toBeInTheDocument();
    },
  );

  it('asks the driver to accept or decline a booking an agency made in their name', SLOW, async () => {
    const HELD_BY_HAND = makeBooking({
      supplier: COSTA,
      driver: JANE,
      status: 'reserved',
      isAwaitingDriver: true,
    });
    const { user, fetchMock } = await renderBooking(DRIVER, HELD_BY_HAND);
    const answer = await screen.findByRole(
      'region',
      { name: 'Costa Rent booked this vehicle in your name' },
      SLOW,
    );
    expect(
      within(answer).getByText(/Accept the booking to share your name, your phone and your driving licence/),
    ).toBeInTheDocument();
    expect((await findStatus()).getByText('Waiting for the driver’s answer')).toBeInTheDocument();

    await user.click(within(answer).getByRole('button', { name: 'Accept the booking' }));
    expect(await screen.findByText('Booking accepted: the agency now sees your details')).toBeInTheDocument();
    await waitFor(() =>
      expect(
        screen.queryByRole('region', { name: 'Costa Rent booked this vehicle in your name' }),
      ).not.toBeInTheDocument(),
    );
    expect(requestsTo(fetchMock, `/api/bookings/${BOOKING_ID}/accept`)).toEqual([
      { method: 'POST', body: undefined },
    ]);
  });

  it(
    'shows the agency that a hand-made booking waits for its driver, without the account’s details',
    SLOW,
    async () => {
      const typed = { ...JANE, fullName: 'Walk-in', phone: null };
      await renderBooking(
        SUPPLIER,
        makeBooking({ supplier: COSTA, driver: typed, status: 'reserved', isAwaitingDriver: true }),
      );
      const driver = await screen.findByRole('region', { name: 'Driver' }, SLOW);
      expect(
        within(driver).getByText(
          'Waiting for the driver’s acceptance: until then you see the details you typed.',
        ),
      ).toBeInTheDocument();
      expect(within(driver).queryByText('Phone')).not.toBeInTheDocument();
      expect(screen.queryByRole('button', { name: 'Accept the booking' })).not.toBeInTheDocument();
    },
  );

  it('lets a driver ask to cancel, telling the full refund the terms give ahead of time', SLOW, async () => {
    const { user, fetchMock } = await renderBooking(DRIVER, PAID_ONLINE);
    const status = await findStatus();
    const ask = status.getByRole('button', { name: 'Ask to cancel' });

    await user.click(ask);
    const question = screen.getByRole('group', { name: 'Ask to cancel booking 9A0F2A8E?' });
    expect(question).toHaveAccessibleDescription(
      'Atlantic Rentals will be asked to cancel your booking of the Renault Clio; you will be told once it is done. ' +
        'If cancelled now, the $220.00 paid online is refunded in full, the way it was paid; nothing is owed at the counter.',
    );
    await user.click(within(question).getByRole('button', { name: 'No, keep it' }));
    expect(ask).toHaveFocus();

    await user.click(ask);
    await user.click(screen.getByRole('button', { name: 'Yes, ask to cancel' }));

    expect(await screen.findByText('Your cancellation request was sent to the agency')).toBeInTheDocument();
    expect(await status.findByText('Cancellation requested')).toBeInTheDocument();
    expect(status.queryByRole('button', { name: 'Ask to cancel' })).not.toBeInTheDocument();
    expect(status.getByText('Paid').closest('p')).toHaveFocus();
    expect(requestsTo(fetchMock, `/api/bookings/${BOOKING_ID}/cancel-request`)).toEqual([
      { method: 'POST', body: undefined },
    ]);
  });

  it.each([
    [
      'paid in full',
      {},
      'the late-cancellation fee of $44.00 is kept and $176.00 is refunded, the way it was paid; nothing is owed at the counter.',
    ],
    [
      'a deposit smaller than the fee',
      { status: 'deposit', paymentChoice: 'deposit', paidMinor: 2_000, dueAtCounterMinor: 20_000 },
      'the late-cancellation fee keeps the $20.00 paid online: nothing is refunded, and nothing is owed at the counter.',
    ],
  ] as const)(
    'tells a driver the late-cancellation fee kept within 24 hours of pick-up (%s)',
    SLOW,
    async (_case, change, refund) => {
      const { user } = await renderBooking(DRIVER, { ...startingSoon(), ...change });
      const status = await findStatus();

      await user.click(status.getByRole('button', { name: 'Ask to cancel' }));

      // 20 % of the $220.00 total is kept (the test settings' fee), never more than was paid.
      const question = screen.getByRole('group', { name: 'Ask to cancel booking 9A0F2A8E?' });
      expect(question).toHaveTextContent(`If cancelled now, less than 24 hours before pick-up, ${refund}`);
    },
  );

  it.each([
    [
      'fr',
      'Réservation 9A0F2A8E',
      'Payée',
      'Loué par Atlantic Rentals',
      '220,00 $US avec Stripe',
      'Demander l’annulation',
      'Si elle est annulée maintenant, les 220,00 $US payés en ligne sont remboursés en totalité',
    ],
    [
      'es',
      'Reserva 9A0F2A8E',
      'Pagada',
      'Alquilado por Atlantic Rentals',
      '220,00 US$ con Stripe',
      'Solicitar la cancelación',
      'Si se cancela ahora, los 220,00 US$ pagados en línea se reembolsan íntegramente',
    ],
  ])(
    'speaks the reader’s language (%s)',
    SLOW,
    async (language, title, paid, supplier, paidWith, ask, refund) => {
      const { user } = await renderBooking(DRIVER, PAID_ONLINE, `/booking?b=${BOOKING_ID}&l=${language}`);

      expect(await screen.findByRole('heading', { level: 1, name: title }, SLOW)).toBeInTheDocument();
      expect(screen.getByText(paid)).toBeInTheDocument();
      expect(screen.getByText(supplier)).toBeInTheDocument();
      expect(screen.getByText(paidWith)).toBeInTheDocument();
      await user.click(screen.getByRole('button', { name: ask }));
      expect(screen.getByText((text) => text.includes(refund))).toBeInTheDocument();
    },
  );

  it('lets a supplier confirm then cancel a booking, with the driver’s details', SLOW, async () => {
    const { user, fetchMock } = await renderBooking(SUPPLIER, AT_THE_COUNTER);
    const status = await findStatus();

    const driver = within(screen.getByRole('region', { name: 'Driver' }));
    expect(driver.getByText('Jane Driver')).toBeInTheDocument();
    expect(driver.getByRole('link', { name: 'jane@example.com' })).toHaveAttribute(
      'href',
      'mailto:jane@example.com',
    );
    expect(driver.getByRole('link', { name: '+44 20 7946 0958' })).toHaveAttribute(
      'href',
      'tel:+442079460958',
    );
    expect(actionsOf(status)).toEqual(['Confirm', 'Cancel']);

    await user.click(status.getByRole('button', { name: 'Confirm' }));
    expect(await screen.findByText('Changes made successfully')).toBeInTheDocument();
    expect(await status.findByText('Confirmed')).toBeInTheDocument();
    expect(status.getByText('Confirmed').closest('p')).toHaveFocus();
    expect(actionsOf(status)).toEqual(['Mark completed', 'Cancel']);

    await user.click(status.getByRole('button', { name: 'Cancel' }));
    expect(screen.getByRole('group', { name: 'Cancel booking 9A0F2A8E?' })).toHaveAccessibleDescription(
      'The booking of the Renault Clio will be cancelled; the driver is told and refunded as the terms say. ' +
        'Nothing was paid online: nothing is refunded, and nothing is owed at the counter.',
    );
    await user.click(screen.getByRole('button', { name: 'Yes, cancel it' }));
    expect(await status.findByText('Cancelled')).toBeInTheDocument();
    expect(actionsOf(status)).toEqual(['Delete']);
    expect(requestsTo(fetchMock, '/api/bookings/status')).toEqual([
      { method: 'POST', body: { ids: [BOOKING_ID], status: 'confirmed' } },
      { method: 'POST', body: { ids: [BOOKING_ID], status: 'cancelled' } },
    ]);
  });

  it(
    'lets a supplier delete a cancelled booking, after a confirmation, then shows the list',
    SLOW,
    async () => {
      const { user, fetchMock, location } = await renderBooking(SUPPLIER, {
        ...AT_THE_COUNTER,
        status: 'cancelled',
      });
      const status = await findStatus();

      await user.click(status.getByRole('button', { name: 'Delete' }));
      expect(screen.getByRole('group', { name: 'Delete booking 9A0F2A8E?' })).toHaveAccessibleDescription(
        'The booking of the Renault Clio will be deleted. This cannot be undone.',
      );
      await user.click(screen.getByRole('button', { name: 'Yes, delete it' }));

      await waitFor(() => expect(location().pathname).toBe('/bookings'));
      expect(location().search).toBe('?l=en');
      expect(await screen.findByText('1 booking deleted.')).toBeInTheDocument();
      expect(await screen.findByText('No bookings yet.', {}, SLOW)).toBeInTheDocument();
      expect(requestsTo(fetchMock, `/api/bookings/${BOOKING_ID}`).map(({ method }) => method)).toEqual([
        'GET',
        'DELETE',
      ]);
    },
  );

  it('says why a status change was refused, and reads the booking again', SLOW, async () => {
    storeSignedInUser(SUPPLIER);
    const { user, fetchMock } = await renderApp({
      url: PAGE_URL,
      handlers: {
        ...sessionHandlers(SUPPLIER),
        ...bookingsApi(SUPPLIER, [], [AT_THE_COUNTER]).handlers,
        // Cancelled meanwhile, by an admin.
        '/api/bookings/status': () =>
          jsonResponse({ updated: [], refused: [{ id: BOOKING_ID, code: 'booking.transitionRefused' }] }),
      },
    });
    const status = await findStatus();

    await user.click(status.getByRole('button', { name: 'Confirm' }));

    expect(await status.findByRole('alert')).toHaveTextContent(
      'This status change is not allowed for this booking',
    );
    expect(status.getByText('Pending').closest('p')).toHaveFocus();
    await waitFor(() => expect(requestsTo(fetchMock, `/api/bookings/${BOOKING_ID}`)).toHaveLength(2));
  });

  it(
    'shows an admin the refunds, a Lightning one with its claim link, and what may still be done',
    SLOW,
    async () => {
      const refund = { status: 'queued', claimUrl: null, createdAt: '2030-05-20T08:30:00.000Z' } as const;
      await renderBooking(ADMIN, {
        ...PAID_ONLINE,
        status: 'cancelled',
        paymentProvider: 'btcpay',
        refunds: [
          { ...refund, id: '40000000-0000-4000-8000-000000000001', provider: 'stripe', amountMinor: 2_000 },
          {
            ...refund,
            id: '40000000-0000-4000-8000-000000000002',
            provider: 'btcpay',
            amountMinor: 17_600,
            claimUrl: 'https://pay.example/pull-payments/claim-1',
          },
        ],
      });
      const status = await findStatus();

      expect(actionsOf(status)).toEqual(['Hold again', 'Delete']);
      expect(
        within(screen.getByRole('region', { name: 'Payment' })).getByText(
          '$220.00 with Bitcoin Lightning (BTCPay)',
        ),
      ).toBeInTheDocument();
      const refunds = within(screen.getByRole('region', { name: 'Refunds' }));
      const [card, lightning] = refunds.getAllByRole('listitem');
      expect(card).toHaveTextContent('$20.00 through Stripe Under way');
      expect(card).toHaveTextContent('Started on May 20, 2030, 9:30 AM');
      expect(within(card as HTMLElement).queryByRole('link')).not.toBeInTheDocument();
      expect(lightning).toHaveTextContent('$176.00 through Bitcoin Lightning (BTCPay) Under way');
      const claim = within(lightning as HTMLElement).getByRole('link', { name: 'Claim the refund' });
      expect(claim).toHaveAttribute('href', 'https://pay.example/pull-payments/claim-1');
      expect(claim).toHaveAccessibleDescription('$176.00 through Bitcoin Lightning (BTCPay) Under way');
      expect(
        within(screen.getByRole('region', { name: 'Driver' })).getByText('Jane Driver'),
      ).toBeInTheDocument();
    },
  );

  it('says when the booking cannot be read (another’s, or gone), with the way back', SLOW, async () => {
    const { fetchMock } = await renderBooking(
      DRIVER,
      PAID_ONLINE,
      '/booking?b=6a0f2a8e-3c4d-4e5f-8a9b-0c1d2e3f4a5b&l=en',
    );

    expect(
      await screen.findByRole('heading', { level: 1, name: 'Something went wrong! Try again later' }, SLOW),
    ).toBeInTheDocument();
    expect(screen.getByText('The requested resource was not found')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Try again' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to the bookings' })).toHaveAttribute(
      'href',
      '/bookings?l=en',
    );
    expect(bookingRequests(fetchMock)).toHaveLength(1);
  });

  it.each(['/booking?b=RB-1001&l=en', '/booking?l=en'])(
    'asks the API nothing for an address that names no booking (%s)',
    SLOW,
    async (url) => {
      const { fetchMock } = await renderBooking(DRIVER, PAID_ONLINE, url);

      expect(
        await screen.findByRole('heading', { level: 1, name: 'Something went wrong! Try again later' }, SLOW),
      ).toBeInTheDocument();
      expect(screen.getByRole('link', { name: 'Back to the bookings' })).toHaveAttribute(
        'href',
        '/bookings?l=en',
      );
      expect(screen.queryByRole('button', { name: 'Try again' })).not.toBeInTheDocument();
      expect(bookingRequests(fetchMock)).toEqual([]);
    },
  );
});
