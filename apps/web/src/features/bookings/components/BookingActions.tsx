import type { BookingActions as Allowed } from '@roadbook/domain/booking-actions';
import type { BookingListItem } from '@roadbook/domain/contracts/bookings';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';

import button from '@/components/button.module.css';
import { bookingPath, CHANGE_ANCHOR } from '@/lib/booking-paths';
import { useLanguageParam } from '@/lib/use-language-param';

import { actionIdOf, viewIdOf, type BookingIntent } from '../lib/booking-intents';
import styles from './Bookings.module.css';

interface BookingActionsProps {
  booking: BookingListItem;
  allowed: Allowed;
  /** Whether the reader is the driver (who asks to cancel) or staff (who cancels). */
  isDriver: boolean;
  /** The id of the text naming the booking, which describes each action. */
  describedBy: string;
  onIntent: (intent: BookingIntent) => void;
}

/** A booking's actions, only those the rules allow the reader: view, change, cancel (or ask to), delete. */
export function BookingActions({ booking, allowed, isDriver, describedBy, onIntent }: BookingActionsProps) {
  const { t } = useTranslation('bookings');
  const language = useLanguageParam();
  const canCancel = isDriver ? allowed.canRequestCancellation : allowed.statuses.includes('cancelled');
  const cancelKind = isDriver ? 'requestCancel' : 'cancel';
  return (
    <div className={styles.actions}>
      <Link
        id={viewIdOf(booking)}
        to={bookingPath(booking.id, language)}
        className={button.text}
        aria-describedby={describedBy}
      >
        {t('item.view')}
      </Link>
      {allowed.canAmend && (
        <Link
          to={`${bookingPath(booking.id, language)}#${CHANGE_ANCHOR}`}
          className={button.text}
          aria-describedby={describedBy}
        >
          {t('item.change')}
        </Link>
      )}
      {canCancel && (
        <button
          id={actionIdOf(booking, cancelKind)}
          type="button"
          className={button.text}
          aria-describedby={describedBy}
          onClick={() => onIntent({ kind: cancelKind, booking })}
        >
          {isDriver ? t('item.requestCancel') : t('item.cancel')}
        </button>
      )}
      {allowed.canDelete && (
        <button
          id={actionIdOf(booking, 'delete')}
          type="button"
          className={button.text}
          aria-describedby={describedBy}
          onClick={() => onIntent({ kind: 'delete', booking })}
        >
          {t('item.delete')}
        </button>
      )}
    </div>
  );
}
