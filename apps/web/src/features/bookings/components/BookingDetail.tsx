import type { BookingReader } from '@roadbook/domain/booking-actions';
import type { CancellationTerms } from '@roadbook/domain/booking-cancellation';
import type { Booking } from '@roadbook/domain/contracts/bookings';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';

import button from '@/components/button.module.css';
import { PriceBreakdown } from '@/components/quote/PriceBreakdown';
import { bookingsPath } from '@/lib/booking-paths';
import { useLanguageParam } from '@/lib/use-language-param';

import { isStaff } from '../lib/booking-list-actions';
import { BookingAnswer } from './BookingAnswer';
import { BookingControls } from './BookingControls';
import styles from './BookingDetail.module.css';
import { BookingDriver } from './BookingDriver';
import { BookingPayment } from './BookingPayment';
import { BookingRefunds } from './BookingRefunds';

interface BookingDetailProps {
  booking: Booking;
  reader: BookingReader;
  terms: CancellationTerms;
  /** The car, its supplier, the places and times (the page composes it). */
  trip: ReactNode;
  /** The way to change the booking, when the reader may (the page composes it). */
  change: ReactNode;
  /** Reads the booking again. */
  onRefresh: () => void;
}

/**
 * A booking as its reader follows it: status and actions, its change, payment, refunds, the driver for staff;
 * beside them the trip and the stored quote line by line.
 */
export function BookingDetail({ booking, reader, terms, trip, change, onRefresh }: BookingDetailProps) {
  const { t } = useTranslation('bookings');
  const language = useLanguageParam();
  return (
    <>
      <p className={styles.back}>
        <Link to={bookingsPath({}, language)} className={button.text}>
          {t('detail.backToList')}
        </Link>
      </p>
      <div className={styles.layout}>
        <div className={styles.column}>
          {reader === 'driver' && booking.isAwaitingDriver && booking.status === 'reserved' && (
            <BookingAnswer booking={booking} onRefresh={onRefresh} />
          )}
          <BookingControls booking={booking} reader={reader} terms={terms} onRefresh={onRefresh} />
          {change}
          <BookingPayment booking={booking} />
          <BookingRefunds booking={booking} />
          {isStaff(reader) && (
            <BookingDriver driver={booking.driver} isAwaitingDriver={booking.isAwaitingDriver} />
          )}
        </div>
        <div className={styles.column}>
          {trip}
          <PriceBreakdown quote={booking.quote} caption={t('columns.price')} />
        </div>
      </div>
    </>
  );
}
