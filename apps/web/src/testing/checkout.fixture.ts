// API answers for the checkout's tests: a car with every field, its quotes and a booking, shaped by
// the domain contracts.
import type { Booking } from '@roadbook/domain/contracts/bookings';
import type { Car } from '@roadbook/domain/contracts/cars';
import type { QuoteBody } from '@roadbook/domain/contracts/quotes';

import { jsonResponse, type MockRequest } from '@/testing/api-mock';

import { CLIO, FOUR_DAY_QUOTE, FROM, PICK_UP, TO } from './search.fixture';

export const BOOKING_ID = '9a0f2a8e-3c4d-4e5f-8a9b-0c1d2e3f4a5b';

/** The Clio with a 150.00 deposit; amendments sold at 20.00, full insurance 10.00/day; counter allowed. */
export function makeCheckoutCar(overrides: Partial<Car> = {}): Car {
  return {
    ...CLIO,
    deposit: 15_000,
    cancellation: 0,
    amendments: 2_000,
    theftProtection: -1,
    collisionDamageWaiver: -1,
    fullInsurance: 1_000,
    additionalDriver: 1_500,
    dailyPrice: 6_000,
    discountedDailyPrice: null,
    weeklyPrice: null,
    discountedWeeklyPrice: null,
    biWeeklyPrice: null,
    discountedBiWeeklyPrice: null,
    monthlyPrice: null,
    discountedMonthlyPrice: null,
    isDateBasedPrice: false,
    dateBasedPrices: [],
    locationIds: [PICK_UP.id],
    isLicenceRequired: false,
    supplier: { ...CLIO.supplier, priceChangeRate: 0, isPayAtCounterAllowed: true, minimumRentalDays: 1 },
    ...overrides,
  };
}

/** The four days' quote with each chosen option's line (amendments 20.00 flat, others 10.00 a day). */
export function quoteWith(options: readonly string[]): QuoteBody {
  const lines = options.map((code) =>
    code === 'amendments'
      ? { code: 'amendments' as const, quantity: 1, unitMinor: 2_000, totalMinor: 2_000 }
      : { code: code as 'fullInsurance', quantity: 4, unitMinor: 1_000, totalMinor: 4_000 },
  );
  const extra = lines.reduce((sum, line) => sum + line.totalMinor, 0);
  return {
    ...FOUR_DAY_QUOTE,
    lines: [...FOUR_DAY_QUOTE.lines, ...lines],
    totalMinor: FOUR_DAY_QUOTE.totalMinor + extra,
  };
}

export const CHECKOUT_URL = `/checkout?car=${CLIO.id}&pickup=${PICK_UP.id}&from=${encodeURIComponent(FROM)}&to=${encodeURIComponent(TO)}&l=en`;

export function makeBooking(overrides: Partial<Booking> = {}): Booking {
  return {
    id: BOOKING_ID,
    number: '9A0F2A8E',
    status: 'pending',
    car: { id: CLIO.id, name: CLIO.name, image: CLIO.image },
    supplier: CLIO.supplier,
    pickUp: { id: PICK_UP.id, name: PICK_UP.name },
    dropOff: { id: PICK_UP.id, name: PICK_UP.name },
    from: FROM,
    to: TO,
    days: 4,
    timeZone: 'Europe/Lisbon',
    options: [],
    quote: FOUR_DAY_QUOTE,
    paymentChoice: 'counter',
    currency: 'USD',
    totalMinor: FOUR_DAY_QUOTE.totalMinor,
    paidMinor: 0,
    dueAtCounterMinor: FOUR_DAY_QUOTE.totalMinor,
    paymentProvider: null,
    payment: null,
    isCancelRequested: false,
    isAwaitingDriver: false,
    refunds: [],
    driver: {
      id: 'c0ffee00-0000-4000-8000-000000000001',
      fullName: 'Vera Visitor',
      email: 'vera@example.com',
      phone: null,
    },
    ...overrides,
  };
}

/** The car, its place and its quotes (by the options asked). */
export function checkoutHandlers(car: Car = makeCheckoutCar()) {
  return {
    [`/api/cars/${car.id}`]: () => jsonResponse({ car }),
    [`/api/locations/${PICK_UP.id}`]: () => jsonResponse({ location: PICK_UP }),
    '/api/quotes': ({ body }: MockRequest) =>
      jsonResponse({ quote: quoteWith((body as { options: string[] }).options) }),
  };
}
