import type { Booking } from '@roadbook/domain/contracts/bookings';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';

import { useAnswerBooking, type BookingAnswer as Answer } from '@/api/answer-booking';
import button from '@/components/button.module.css';
import { useToast } from '@/components/toast/use-toast';

import styles from './BookingDetail.module.css';

interface BookingAnswerProps {
  booking: Booking;
  onRefresh: () => void;
}

/**
 * For the driver of a booking an agency made by hand in their name: accept it (the agency then sees
 * their details) or decline it (the car is released). Shown while the booking waits for the answer.
 */
export function BookingAnswer({ booking, onRefresh }: BookingAnswerProps) {
  const { t } = useTranslation('bookings');
  const toast = useToast();
  const headingId = useId();
  const answer = useAnswerBooking();
  const send = (choice: Answer) => {
    if (answer.isPending) return;
    answer.mutate(
      { id: booking.id, answer: choice },
      {
        onSuccess: () => {
          toast.success(t(choice === 'accept' ? 'answer.accepted' : 'answer.declined'));
          onRefresh();
        },
        onError: onRefresh,
      },
    );
  };
  return (
    <section aria-labelledby={headingId} className={styles.panel}>
      <h2 id={headingId} className={styles.panelTitle}>
        {t('answer.title', { supplier: booking.supplier.name })}
      </h2>
      <p>{t('answer.intro')}</p>
      <div className={styles.answerActions}>
        <button
          type="button"
          className="rb-button-link"
          aria-disabled={answer.isPending || undefined}
          onClick={() => send('accept')}
        >
          {t('answer.accept')}
        </button>
        <button
          type="button"
          className={button.outlined}
          aria-disabled={answer.isPending || undefined}
          onClick={() => send('decline')}
        >
          {t('answer.decline')}
        </button>
      </div>
    </section>
  );
}
