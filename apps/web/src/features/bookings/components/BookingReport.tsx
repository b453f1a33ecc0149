import { useEffect, useId, useRef } from 'react';
import { useTranslation } from 'react-i18next';

import button from '@/components/button.module.css';

import styles from './Bookings.module.css';

/** What a change of bookings did: how many changed, and each one refused with why. */
export interface BookingReportData {
  kind: 'status' | 'delete';
  updated: number;
  refused: { id: string; number: string; car: string; reason: string }[];
}

/**
 * The report of the last change, above the list. It takes the focus, named by its first line, so
 * that what was done is heard at once and the refusals are read next.
 */
export function BookingReport({ report, onClose }: { report: BookingReportData; onClose: () => void }) {
  const { t } = useTranslation('bookings');
  const ref = useRef<HTMLElement>(null);
  const summaryId = useId();
  useEffect(() => ref.current?.focus(), [report]);
  const { kind, updated, refused } = report;
  return (
    <section ref={ref} tabIndex={-1} aria-labelledby={summaryId} className={styles.report}>
      <p id={summaryId} className={styles.reportLine}>
        {kind === 'status'
          ? t('report.updated', { count: updated })
          : t('report.deleted', { count: updated })}
      </p>
      {refused.length > 0 && (
        <>
          <p className={styles.reportLine}>{t('report.refused', { count: refused.length })}</p>
          <ul className={styles.refusals}>
            {refused.map((refusal) => (
              <li key={refusal.id}>
                {t('report.refusal', { number: refusal.number, car: refusal.car, reason: refusal.reason })}
              </li>
            ))}
          </ul>
        </>
      )}
      <div>
        <button type="button" className={button.text} onClick={onClose}>
          {t('report.close')}
        </button>
      </div>
    </section>
  );
}
