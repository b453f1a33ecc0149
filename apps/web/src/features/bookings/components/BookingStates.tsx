import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';

import button from '@/components/button.module.css';
import { Skeleton } from '@/components/Skeleton';
import { errorMessage } from '@/lib/error-message';

import styles from './Bookings.module.css';

const SKELETON_ROWS = 5;
/** About a booking's height in the table, held while the list loads. */
const ROW_HEIGHT = 64;

/** While the list loads: a status, and grey rows where the bookings will be. */
export function BookingsLoading() {
  const { t } = useTranslation('bookings');
  return (
    <>
      <p role="status" className={styles.summary}>
        {t('page.loading')}
      </p>
      <ul aria-hidden="true" className={styles.skeletons}>
        {Array.from({ length: SKELETON_ROWS }, (_, index) => (
          <li key={index}>
            <Skeleton height={ROW_HEIGHT} />
          </li>
        ))}
      </ul>
    </>
  );
}

/** The list could not be loaded: why, in the page's language, and a way to try again. */
export function BookingsLoadError({ error, onRetry }: { error: unknown; onRetry: () => void }) {
  const { t, i18n } = useTranslation('bookings');
  return (
    <div role="alert" className={styles.state}>
      <p className={styles.stateTitle}>{t('page.loadFailed')}</p>
      <p className={styles.stateText}>{errorMessage(i18n, error)}</p>
      <button type="button" className={button.outlined} onClick={onRetry}>
        {t('page.retry')}
      </button>
    </div>
  );
}

/** No booking: none yet, or none that the filters keep (with the way to clear them). */
export function BookingsEmpty({ clearHref }: { clearHref: string | null }) {
  const { t } = useTranslation('bookings');
  return (
    <div role="status" className={styles.state}>
      <p className={styles.stateTitle}>{clearHref === null ? t('page.empty') : t('page.emptyFiltered')}</p>
      {clearHref !== null && (
        <Link to={clearHref} className={button.outlined}>
          {t('filters.clear')}
        </Link>
      )}
    </div>
  );
}
