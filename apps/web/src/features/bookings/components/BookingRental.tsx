import type { Booking } from '@roadbook/domain/contracts/bookings';
import { useTranslation } from 'react-i18next';

import { currentLanguage } from '@/lib/i18n';

import styles from './BookingDetail.module.css';

/** How long the rental lasts, in days, and the options booked with it. */
export function BookingRental({ booking }: { booking: Pick<Booking, 'days' | 'options'> }) {
  const { t, i18n } = useTranslation(['bookings', 'enums']);
  const { t: tc } = useTranslation();
  const options = new Intl.ListFormat(currentLanguage(i18n), { type: 'conjunction' }).format(
    booking.options.map((option) => t(`enums:carOption.${option}`)),
  );
  return (
    <dl className={styles.facts}>
      <div>
        <dt>{t('detail.rental')}</dt>
        <dd>{tc('units.day', { count: booking.days })}</dd>
      </div>
      <div>
        <dt>{t('detail.options')}</dt>
        <dd>{booking.options.length === 0 ? t('detail.noOptions') : options}</dd>
      </div>
    </dl>
  );
}
