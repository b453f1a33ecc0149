import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';

import { useConfig } from '@/api/get-config';
import { useBookings } from '@/api/get-bookings';
import { bookingPath } from '@/lib/booking-paths';
import { currentLanguage } from '@/lib/i18n';
import { useLanguageParam } from '@/lib/use-language-param';

import styles from './Document.module.css';

/** The signed-in user's latest bookings, each a link to its page: support is one click away. */
export function LatestBookings({ count = 3 }: { count?: number }) {
  const { t, i18n } = useTranslation(['bookings', 'enums']);
  const language = useLanguageParam();
  const timeZone = useConfig().data?.timeZone;
  const { data } = useBookings({ page: 1, pageSize: count });
  if (data === undefined || data.bookings.length === 0) return null;
  const days = new Intl.DateTimeFormat(currentLanguage(i18n), {
    dateStyle: 'medium',
    ...(timeZone === undefined ? {} : { timeZone }),
  });
  return (
    <ul className={styles.bookings}>
      {data.bookings.map((booking) => (
        <li key={booking.id}>
          <Link to={bookingPath(booking.id, language)}>
            {t('item.number', { number: booking.number })} · {booking.car.name}
          </Link>
          <span>
            {days.formatRange(new Date(booking.from), new Date(booking.to))} ·{' '}
            {t(`enums:bookingStatus.${booking.status}`)}
          </span>
        </li>
      ))}
    </ul>
  );
}
