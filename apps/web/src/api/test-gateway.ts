// POST /api/test-gateway/{bookingId}/pay|decline: the test gateway of a marketplace without a payment
// provider ("test mode — no money moves"), through the same payment path as a provider's answer.
import { PaymentResultSchema, type PaymentResult } from '@roadbook/domain/contracts/payments';

import { requestParsed } from '@/lib/api-client';
import { bookingTokenHeaders } from '@/lib/booking-token';

export type TestGatewayAnswer = 'pay' | 'decline';

export async function answerTestGateway(
  bookingId: string,
  answer: TestGatewayAnswer,
): Promise<PaymentResult> {
  const path = `/api/test-gateway/${encodeURIComponent(bookingId)}/${answer}`;
  const init = { method: 'POST', headers: bookingTokenHeaders(bookingId) };
  // Decline always answers 402 'Payment failed': the caller shows it, and the driver may try again.
  return requestParsed(path, PaymentResultSchema, init);
}
