import type { Booking } from '@roadbook/domain/contracts/bookings';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';

import styles from './BookingDetail.module.css';

/**
 * The driver, for the supplier and the admins: name, and how to reach them. A booking made by hand
 * for an existing account shows what the agency typed until the driver accepts it, and says so.
 */
export function BookingDriver({
  driver,
  isAwaitingDriver,
}: {
  driver: Booking['driver'];
  isAwaitingDriver: boolean;
}) {
  const { t } = useTranslation('bookings');
  const headingId = useId();
  return (
    <section aria-labelledby={headingId} className={styles.panel}>
      <h2 id={headingId} className={styles.panelTitle}>
        {t('columns.driver')}
      </h2>
      {isAwaitingDriver && <p>{t('answer.awaiting')}</p>}
      <dl className={styles.facts}>
        <div>
          <dt>{t('detail.name')}</dt>
          <dd>{driver.fullName}</dd>
        </div>
        <div>
          <dt>{t('detail.email')}</dt>
          <dd>
            <a href={`mailto:${driver.email}`}>{driver.email}</a>
          </dd>
        </div>
        {driver.phone !== null && (
          <div>
            <dt>{t('detail.phone')}</dt>
            <dd>
              <a href={`tel:${driver.phone.replace(/\s/g, '')}`}>{driver.phone}</a>
            </dd>
          </div>
        )}
      </dl>
    </section>
  );
}
