import { useTranslation } from 'react-i18next';

import { ButtonLink } from '@/components/ButtonLink';
import button from '@/components/button.module.css';
import { MessagePanel } from '@/components/MessagePanel';
import { errorMessage } from '@/lib/error-message';
import { bookingsPath } from '@/lib/booking-paths';
import { useLanguageParam } from '@/lib/use-language-param';

import styles from './BookingDetail.module.css';

interface BookingUnavailableProps {
  /** Why it could not be read, when the API was asked; with a way to ask again. */
  failure?: { error: unknown; onRetry: () => void };
}

/** A booking that cannot be shown: 'Something went wrong! Try again later', why, and the way back to the list. */
export function BookingUnavailable({ failure }: BookingUnavailableProps) {
  const { t, i18n } = useTranslation(['bookings', 'errors']);
  const language = useLanguageParam();
  return (
    <MessagePanel
      title={t('errors:booking.confirmationFailed')}
      message={failure === undefined ? undefined : errorMessage(i18n, failure.error)}
    >
      <div className={styles.messageActions}>
        {failure !== undefined && (
          <button type="button" className={button.outlined} onClick={failure.onRetry}>
            {t('page.retry')}
          </button>
        )}
        <ButtonLink to={bookingsPath({}, language)}>{t('detail.backToList')}</ButtonLink>
      </div>
    </MessagePanel>
  );
}
