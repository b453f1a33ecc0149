import { useTranslation } from 'react-i18next';

import { useBookingFormat } from '../hooks/use-booking-format';
import { numberIdOf } from '../lib/booking-intents';
import { allowedActionsOf } from '../lib/booking-list-actions';
import { BookingActions } from './BookingActions';
import { BookingCheckbox, BookingCost, BookingStatusText } from './BookingParts';
import type { BookingViewProps } from './booking-view-props';
import styles from './Bookings.module.css';

/** A page of bookings as cards (phones): the same facts and actions as the table's, one under another. */
export function BookingCards({ bookings, reader, now, selection, onIntent }: BookingViewProps) {
  const { t } = useTranslation('bookings');
  const { t: tc } = useTranslation();
  const format = useBookingFormat();
  return (
    <ul aria-label={t('page.title')} className={styles.cards}>
      {bookings.map((booking) => (
        <li key={booking.id}>
          <article aria-labelledby={numberIdOf(booking)} className={styles.card}>
            <div className={styles.cardTop}>
              {selection !== null && <BookingCheckbox booking={booking} selection={selection} />}
              <div>
                <h2 className={styles.cardTitle}>{booking.car.name}</h2>
                <p id={numberIdOf(booking)} className={styles.line}>
                  {t('item.number', { number: booking.number })}
                </p>
                <p className={styles.secondary}>{format.period(booking)}</p>
              </div>
            </div>
            <dl className={styles.facts}>
              <dt>{t('columns.supplier')}</dt>
              <dd>{booking.supplier.name}</dd>
              <dt>{t('columns.driver')}</dt>
              <dd>{booking.driver.fullName}</dd>
              <dt>{t('columns.price')}</dt>
              <dd>{format.price(booking.totalMinor)}</dd>
              <dt>{t('columns.status')}</dt>
              <dd>
                <BookingStatusText booking={booking} />
              </dd>
              <dt>{t('columns.days')}</dt>
              <dd>{tc('units.day', { count: booking.days })}</dd>
              <dt>{t('columns.cost')}</dt>
              <dd>
                <BookingCost booking={booking} format={format} />
              </dd>
            </dl>
            <BookingActions
              booking={booking}
              allowed={allowedActionsOf(booking, reader, now)}
              isDriver={reader === 'driver'}
              describedBy={numberIdOf(booking)}
              onIntent={onIntent}
            />
          </article>
        </li>
      ))}
    </ul>
  );
}
