import { useId } from 'react';
import { useTranslation } from 'react-i18next';

import { useBookingFormat } from '../hooks/use-booking-format';
import { allowedActionsOf } from '../lib/booking-list-actions';
import { numberIdOf } from '../lib/booking-intents';
import { BookingActions } from './BookingActions';
import { BookingCheckbox, BookingCost, BookingStatusText } from './BookingParts';
import type { BookingViewProps } from './booking-view-props';
import styles from './Bookings.module.css';

/**
 * A page of bookings as a table (wide screens): car and booking, supplier, driver, price, status,
 * days, cost, actions; it scrolls sideways, by keyboard too, where the screen is narrower than it.
 */
export function BookingTable({ bookings, reader, now, selection, onIntent }: BookingViewProps) {
  const { t } = useTranslation('bookings');
  const format = useBookingFormat();
  const captionId = useId();
  return (
    // The region lets a keyboard scroll the table sideways.
    // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex
    <div role="region" aria-labelledby={captionId} tabIndex={0} className={styles.tableScroll}>
      <table className={styles.table}>
        <caption id={captionId} className={styles.visuallyHidden}>
          {t('page.title')}
        </caption>
        <thead>
          <tr>
            {selection !== null && (
              <th scope="col">
                <span className={styles.visuallyHidden}>{t('columns.select')}</span>
              </th>
            )}
            <th scope="col">{t('columns.car')}</th>
            <th scope="col">{t('columns.supplier')}</th>
            <th scope="col">{t('columns.driver')}</th>
            <th scope="col">{t('columns.price')}</th>
            <th scope="col">{t('columns.status')}</th>
            <th scope="col">{t('columns.days')}</th>
            <th scope="col">{t('columns.cost')}</th>
            <th scope="col">{t('columns.actions')}</th>
          </tr>
        </thead>
        <tbody>
          {bookings.map((booking) => (
            <tr key={booking.id}>
              {selection !== null && (
                <td>
                  <BookingCheckbox booking={booking} selection={selection} />
                </td>
              )}
              <td>
                <span className={styles.carName}>{booking.car.name}</span>
                <span id={numberIdOf(booking)} className={styles.line}>
                  {t('item.number', { number: booking.number })}
                </span>
                <span className={styles.secondary}>{format.period(booking)}</span>
              </td>
              <td>{booking.supplier.name}</td>
              <td>{booking.driver.fullName}</td>
              <td className={styles.amount}>{format.price(booking.totalMinor)}</td>
              <td>
                <BookingStatusText booking={booking} />
              </td>
              <td className={styles.amount}>{booking.days}</td>
              <td>
                <BookingCost booking={booking} format={format} />
              </td>
              <td>
                <BookingActions
                  booking={booking}
                  allowed={allowedActionsOf(booking, reader, now)}
                  isDriver={reader === 'driver'}
                  describedBy={numberIdOf(booking)}
                  onIntent={onIntent}
                />
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
