import type { Booking } from '@roadbook/domain/contracts/bookings';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';

import { Price, usePriceFormatter } from '@/components/Price';

import styles from './BookingDetail.module.css';

/** How the booking is paid: the option chosen, what was paid online and through whom, what is due at the counter. */
export function BookingPayment({ booking }: { booking: Booking }) {
  const { t } = useTranslation(['bookings', 'enums']);
  const price = usePriceFormatter();
  const headingId = useId();
  const { paymentChoice, paidMinor, paymentProvider, dueAtCounterMinor } = booking;
  return (
    <section aria-labelledby={headingId} className={styles.panel}>
      <h2 id={headingId} className={styles.panelTitle}>
        {t('detail.payment')}
      </h2>
      <dl className={styles.facts}>
        <div>
          <dt>{t('detail.paymentChoice')}</dt>
          <dd>{t(`enums:paymentChoice.${paymentChoice}`)}</dd>
        </div>
        <div>
          <dt>{t('detail.paidOnline')}</dt>
          <dd>
            {paymentProvider === null ? (
              <Price minor={paidMinor} />
            ) : (
              t('detail.paidWith', {
                amount: price(paidMinor),
                provider: t(`enums:paymentProvider.${paymentProvider}`),
              })
            )}
          </dd>
        </div>
        <div>
          <dt>{t('detail.dueAtCounter')}</dt>
          <dd>
            <Price minor={dueAtCounterMinor} />
          </dd>
        </div>
      </dl>
    </section>
  );
}
