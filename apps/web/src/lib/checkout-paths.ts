// The /checkout addresses. Before the booking, the URL is the checkout (the car, the places and the
// period); after it, the booking (`?b=<id>`): its payment step or its confirmation. Apart from
// lib/paths.ts so that only the pages that link to a checkout carry it.
import type { Language } from '@roadbook/domain/constants';

import { toSearchParams } from './api-client';
import { LANGUAGE_PARAM, paths, withLanguage } from './paths';

/** A checkout as its URL names it: the car, the places and the period (ISO instants). */
export interface CheckoutChoice {
  car: string;
  pickup: string;
  dropoff: string;
  from: string;
  to: string;
}

type CheckoutParam = 'car' | 'pickup' | 'dropoff' | 'from' | 'to';

/** The booking a /checkout URL shows once it is made. */
export const BOOKING_PARAM = 'b';

export function checkoutPath(choice: CheckoutChoice, language: Language | null = null): string {
  const params = toSearchParams({
    ...choice,
    dropoff: choice.dropoff === choice.pickup ? undefined : choice.dropoff,
    [LANGUAGE_PARAM]: language ?? undefined,
  });
  return `${paths.checkout}?${params.toString()}`;
}

/** The checkout a query string names, or null when a part is missing (ids are checked by the API). */
export function checkoutChoiceOf(params: URLSearchParams): CheckoutChoice | null {
  const read = (name: CheckoutParam) => params.get(name) ?? '';
  const [car, pickup, dropoff, from, to] = [
    read('car'),
    read('pickup'),
    read('dropoff'),
    read('from'),
    read('to'),
  ];
  if (car === '' || pickup === '' || from === '' || to === '') return null;
  return { car, pickup, dropoff: dropoff === '' ? pickup : dropoff, from, to };
}

/** A booking's payment step or confirmation. */
export function bookingCheckoutPath(bookingId: string, language: Language | null = null): string {
  return withLanguage(`${paths.checkout}?${BOOKING_PARAM}=${encodeURIComponent(bookingId)}`, language);
}
