import { cancellationRefund, type CancellationTerms } from '@roadbook/domain/booking-cancellation';
import { FREE_CANCELLATION_HOURS } from '@roadbook/domain/constants';
import type { Booking } from '@roadbook/domain/contracts/bookings';
import { useTranslation } from 'react-i18next';

import { usePriceFormatter } from '@/components/Price';

/**
 * What cancelling `booking` at `now` gives back by the terms, in words: in full until 24 hours
 * before pick-up, else less the late-cancellation fee; nothing is ever owed at the counter.
 */
export function useCancellationNote(booking: Booking, terms: CancellationTerms, now: Date): string {
  const { t } = useTranslation('bookings');
  const price = usePriceFormatter();
  const { feeMinor, refundMinor } = cancellationRefund(
    { ...booking, startsAt: new Date(booking.from) },
    now,
    terms,
  );
  if (feeMinor + refundMinor === 0) return t('cancellation.nothingPaid');
  if (feeMinor === 0) return t('cancellation.full', { refund: price(refundMinor) });
  const late = { hours: FREE_CANCELLATION_HOURS, fee: price(feeMinor) };
  return refundMinor === 0
    ? t('cancellation.lateNothingBack', late)
    : t('cancellation.late', { ...late, refund: price(refundMinor) });
}
