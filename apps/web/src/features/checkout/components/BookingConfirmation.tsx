import type { Booking } from '@roadbook/domain/contracts/bookings';
import { useTranslation } from 'react-i18next';

import { ButtonLink } from '@/components/ButtonLink';
import { usePriceFormatter } from '@/components/Price';
import { PriceBreakdown } from '@/components/quote/PriceBreakdown';
import { paths, withLanguage } from '@/lib/paths';
import { useLanguageParam } from '@/lib/use-language-param';

import { useFocusOnMount } from '../hooks/use-focus-on-mount';
import styles from './Checkout.module.css';
import { TripSummary, tripOf } from './TripSummary';

/** The booking made: its number, the trip in the marketplace's time zone, what was paid and what is due, what to bring. */
export function BookingConfirmation({ booking }: { booking: Booking }) {
  const { t } = useTranslation('checkout');
  const language = useLanguageParam();
  const formatPrice = usePriceFormatter();
  const heading = useFocusOnMount<HTMLHeadingElement>();
  const isPaidOnline = booking.paidMinor > 0;
  return (
    <div className={styles.layout}>
      <div className={styles.form}>
        <section className={styles.panel} aria-labelledby="confirmation-heading">
          <h2 id="confirmation-heading" ref={heading} tabIndex={-1} className={styles.panelTitle}>
            {isPaidOnline ? t('confirmation.paidHeading') : t('confirmation.bookedHeading')}
          </h2>
          <p className={styles.number}>
            {t('confirmation.number')} <strong>{booking.number}</strong>
          </p>
          <p>{t('confirmation.emailSent', { email: booking.driver.email })}</p>
          <dl className={styles.totals}>
            <div>
              <dt>{t('summary.total')}</dt>
              <dd>{formatPrice(booking.totalMinor)}</dd>
            </div>
            <div>
              <dt>{t('confirmation.paid')}</dt>
              <dd>{formatPrice(booking.paidMinor)}</dd>
            </div>
            <div>
              <dt>{t('summary.dueAtCounter')}</dt>
              <dd>{formatPrice(booking.dueAtCounterMinor)}</dd>
            </div>
          </dl>
        </section>
        <section className={styles.panel} aria-labelledby="bring-heading">
          <h2 id="bring-heading" className={styles.panelTitle}>
            {t('confirmation.bringHeading')}
          </h2>
          <ul className={styles.bring}>
            <li>{t('confirmation.bringLicence')}</li>
            <li>{t('confirmation.bringIdentity')}</li>
            <li>{t('confirmation.bringNumber', { number: booking.number })}</li>
            {booking.dueAtCounterMinor > 0 && (
              <li>{t('confirmation.bringPayment', { amount: formatPrice(booking.dueAtCounterMinor) })}</li>
            )}
          </ul>
          <div>
            <ButtonLink to={withLanguage(paths.home, language)}>{t('confirmation.home')}</ButtonLink>
          </div>
        </section>
      </div>
      <div className={styles.aside}>
        <TripSummary trip={tripOf(booking)} />
        <PriceBreakdown quote={booking.quote} caption={t('summary.breakdown')} />
      </div>
    </div>
  );
}
