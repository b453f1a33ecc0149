import type { BookingListItem } from '@roadbook/domain/contracts/bookings';
import { useTranslation } from 'react-i18next';

import type { Selection } from '@/lib/use-selection';

import type { BookingFormat } from '../hooks/use-booking-format';
import { checkboxIdOf } from '../lib/booking-intents';
import styles from './Bookings.module.css';

/**
 * Its status, the driver's pending request and a hold that waits for its driver's acceptance, in
 * words (not only a colour).
 */
export function BookingStatusText({
  booking,
}: {
  booking: Pick<BookingListItem, 'status' | 'isCancelRequested' | 'isAwaitingDriver'>;
}) {
  const { t } = useTranslation(['bookings', 'enums']);
  return (
    <>
      <span className={styles.status} data-status={booking.status}>
        {t(`enums:bookingStatus.${booking.status}`)}
      </span>
      {booking.isCancelRequested && <span className={styles.flag}>{t('item.cancelRequested')}</span>}
      {booking.isAwaitingDriver && booking.status === 'reserved' && (
        <span className={styles.flag}>{t('item.awaitingDriver')}</span>
      )}
    </>
  );
}

/** What was paid online, and what is left to pay at the counter. */
export function BookingCost({ booking, format }: { booking: BookingListItem; format: BookingFormat }) {
  const { t } = useTranslation('bookings');
  return (
    <>
      <span className={styles.line}>{t('item.paid', { amount: format.price(booking.paidMinor) })}</span>
      <span className={styles.line}>
        {t('item.dueAtCounter', { amount: format.price(booking.dueAtCounterMinor) })}
      </span>
    </>
  );
}

/** A booking's selection box (suppliers and admins change bookings in bulk). */
export function BookingCheckbox({ booking, selection }: { booking: BookingListItem; selection: Selection }) {
  const { t } = useTranslation('bookings');
  return (
    <input
      id={checkboxIdOf(booking)}
      type="checkbox"
      className={styles.checkbox}
      checked={selection.isSelected(booking.id)}
      onChange={(event) => selection.toggle(booking.id, event.target.checked)}
      aria-label={t('item.select', { number: booking.number })}
    />
  );
}
