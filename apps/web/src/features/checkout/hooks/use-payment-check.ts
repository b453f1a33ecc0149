import type { PaymentResult } from '@roadbook/domain/contracts/payments';
import { skipToken, useQuery } from '@tanstack/react-query';

import { errorCodeOf } from '@/lib/api-client';

const POLL_MS = 4000;
/** About five minutes of asking; then the page says what it knows and the driver may ask again. */
const MAX_CHECKS = 75;

export function isPaymentPending(error: unknown): boolean {
  return error !== null && errorCodeOf(error) === 'payment.pending';
}

/**
 * Asks the server, which asks the provider, whether a payment went through (never the browser's
 * word); while the provider has not confirmed it yet, asks again every few seconds, for a while.
 */
export function usePaymentCheck(key: readonly string[], check: (() => Promise<PaymentResult>) | null) {
  return useQuery({
    queryKey: ['payments', ...key],
    queryFn: check ?? skipToken,
    retry: false,
    refetchInterval: (query) =>
      isPaymentPending(query.state.error) && query.state.errorUpdateCount < MAX_CHECKS ? POLL_MS : false,
    meta: { errorToast: false },
  });
}
