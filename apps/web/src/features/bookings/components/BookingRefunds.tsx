import type { Booking, Refund } from '@roadbook/domain/contracts/bookings';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';

import button from '@/components/button.module.css';
import { usePriceFormatter } from '@/components/Price';
import { currentLanguage } from '@/lib/i18n';

import styles from './BookingDetail.module.css';
import list from './Bookings.module.css';

/** A refund: its amount and provider, its state in words, when it started, and where a Lightning one is claimed. */
function RefundItem({ refund, dates }: { refund: Refund; dates: Intl.DateTimeFormat }) {
  const { t } = useTranslation(['bookings', 'enums']);
  const price = usePriceFormatter();
  const lineId = useId();
  return (
    <li className={styles.refund}>
      <p id={lineId} className={styles.refundLine}>
        {t('detail.refund', {
          amount: price(refund.amountMinor),
          provider: t(`enums:paymentProvider.${refund.provider}`),
        })}{' '}
        <span className={list.status}>{t(`refundStatus.${refund.status}`)}</span>
      </p>
      <p className={list.secondary}>
        <time dateTime={refund.createdAt}>
          {t('detail.refundStarted', { date: dates.format(new Date(refund.createdAt)) })}
        </time>
      </p>
      {refund.claimUrl !== null && (
        <a href={refund.claimUrl} className={button.outlined} aria-describedby={lineId}>
          {t('detail.claim')}
        </a>
      )}
    </li>
  );
}

/** The money given back for the booking, if any, each refund with its state. */
export function BookingRefunds({ booking }: { booking: Booking }) {
  const { t, i18n } = useTranslation('bookings');
  const headingId = useId();
  if (booking.refunds.length === 0) return null;
  const dates = new Intl.DateTimeFormat(currentLanguage(i18n), {
    dateStyle: 'medium',
    timeStyle: 'short',
    timeZone: booking.timeZone,
  });
  return (
    <section aria-labelledby={headingId} className={styles.panel}>
      <h2 id={headingId} className={styles.panelTitle}>
        {t('detail.refunds')}
      </h2>
      <ul className={styles.refunds}>
        {booking.refunds.map((refund) => (
          <RefundItem key={refund.id} refund={refund} dates={dates} />
        ))}
      </ul>
    </section>
  );
}
