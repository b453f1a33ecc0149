import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';

import { useBooking } from '@/api/get-booking';
import { ButtonLink } from '@/components/ButtonLink';
import button from '@/components/button.module.css';
import { MessagePanel } from '@/components/MessagePanel';
import { PageFrame } from '@/components/PageFrame';
import { currentLanguage } from '@/lib/i18n';
import { paths, withLanguage } from '@/lib/paths';
import { useLanguageParam } from '@/lib/use-language-param';

import { BookingConfirmation } from './BookingConfirmation';
import styles from './Checkout.module.css';
import { PaymentStep } from './PaymentStep';

/**
 * A booking after its checkout (/checkout?b=ID): its payment step while it waits for an online
 * payment (its own, or a change's difference), its confirmation once made, or 'Something went wrong! Try again later'.
 */
export function BookingView({ bookingId, title }: { bookingId: string; title: string }) {
  const { t, i18n } = useTranslation(['checkout', 'errors']);
  const language = useLanguageParam();
  const booking = useBooking(bookingId, currentLanguage(i18n));
  const { data, error, refetch, isFetching } = booking;
  const readAgain = useCallback(async () => {
    await refetch();
  }, [refetch]);

  if (data === undefined) {
    if (error === null) {
      return (
        <PageFrame title={title}>
          <p role="status">{t('view.loading')}</p>
        </PageFrame>
      );
    }
    return (
      <MessagePanel title={t('errors:booking.confirmationFailed')}>
        <div className={styles.actions}>
          <button
            type="button"
            className={button.outlined}
            aria-disabled={isFetching || undefined}
            onClick={() => {
              if (!isFetching) void refetch();
            }}
          >
            {t('view.retry')}
          </button>
          <ButtonLink to={withLanguage(paths.home, language)}>{t('confirmation.home')}</ButtonLink>
        </div>
      </MessagePanel>
    );
  }
  if (data.payment !== null) {
    return (
      <PageFrame title={title}>
        <PaymentStep booking={data} payment={data.payment} onPaid={readAgain} />
      </PageFrame>
    );
  }
  if (data.status === 'cancelled' && (data.paymentChoice === 'counter' || data.paidMinor > 0)) {
    return (
      <MessagePanel title={t('heading.booking')} message={t('view.cancelled')}>
        <ButtonLink to={withLanguage(paths.search, language)}>{t('view.searchAgain')}</ButtonLink>
      </MessagePanel>
    );
  }
  if (data.status === 'void' || data.status === 'cancelled') {
    return (
      <MessagePanel title={t('errors:payment.failed')} message={t('view.expired')}>
        <ButtonLink to={withLanguage(paths.search, language)}>{t('view.searchAgain')}</ButtonLink>
      </MessagePanel>
    );
  }
  return (
    <PageFrame title={title}>
      <BookingConfirmation booking={data} />
    </PageFrame>
  );
}
