// POST /api/bookings/{id}/amendment-quote: what a change of the booking would cost — the new quote
// and the difference to pay online (> 0) or refunded (< 0) — nothing changed; 409
// booking.carUnavailable when another booking holds the car over the new period.
import type { AmendmentQuote, BookingAmendmentBody } from '@roadbook/domain/contracts/bookings';
import { useMutation } from '@tanstack/react-query';

import { requestParsed } from '@/lib/api-client';

export async function quoteAmendment({
  id,
  body,
}: {
  id: string;
  body: BookingAmendmentBody;
}): Promise<AmendmentQuote> {
  const { AmendmentQuoteSchema } = await import('@roadbook/domain/contracts/bookings');
  const path = `/api/bookings/${encodeURIComponent(id)}/amendment-quote`;
  return requestParsed(path, AmendmentQuoteSchema, { method: 'POST', body: JSON.stringify(body) });
}

/** Prices a change; the form shows the answer or why it cannot be made. */
export function useQuoteAmendment() {
  return useMutation({ mutationFn: quoteAmendment, meta: { errorToast: false } });
}
