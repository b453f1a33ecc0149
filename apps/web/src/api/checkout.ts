// POST /api/checkout: books the car; the server prices it again and holds it. One Idempotency-Key
// per attempt, so a double click or a retry after a lost answer books once. A visitor's answer
// carries the booking's token, kept for this tab (lib/booking-token).
import {
  CheckoutAnswerSchema,
  type CheckoutAnswer,
  type CheckoutBody,
} from '@roadbook/domain/contracts/checkout';
import { useMutation } from '@tanstack/react-query';

import { requestParsed } from '@/lib/api-client';
import { rememberBookingToken } from '@/lib/booking-token';

export interface CheckoutAttempt {
  body: CheckoutBody;
  /** The same key for the same attempt: a retry of it gets the first answer. */
  idempotencyKey: string;
}

export async function checkout({ body, idempotencyKey }: CheckoutAttempt): Promise<CheckoutAnswer> {
  const init = { method: 'POST', body: JSON.stringify(body), headers: { 'Idempotency-Key': idempotencyKey } };
  const answer = await requestParsed('/api/checkout', CheckoutAnswerSchema, init);
  if (answer.booking.accessToken !== undefined) {
    rememberBookingToken(answer.booking.id, answer.booking.accessToken);
  }
  return answer;
}

/** The form shows the refusals itself. */
export function useCheckout() {
  return useMutation({ mutationFn: checkout, meta: { errorToast: false } });
}
