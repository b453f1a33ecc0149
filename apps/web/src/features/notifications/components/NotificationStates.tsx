import { useTranslation } from 'react-i18next';

import button from '@/components/button.module.css';
import { Skeleton } from '@/components/Skeleton';
import { errorMessage } from '@/lib/error-message';

import styles from './Notifications.module.css';

/** The id of the empty state, where the focus goes once everything is deleted. */
export const EMPTY_STATE_ID = 'notifications-empty';

const SKELETON_ROWS = 5;
/** About a notification's height, held while the list loads. */
const ROW_HEIGHT = 72;

/** While the list loads: a status, and grey rows where the notifications will be. */
export function NotificationsLoading() {
  const { t } = useTranslation('notifications');
  return (
    <>
      <p role="status" className={styles.summary}>
        {t('page.loading')}
      </p>
      <ul aria-hidden="true" className={styles.list}>
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
export function NotificationsLoadError({ error, onRetry }: { error: unknown; onRetry: () => void }) {
  const { t, i18n } = useTranslation('notifications');
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

/** No notification at all: what will come here. */
export function NotificationsEmpty() {
  const { t } = useTranslation('notifications');
  return (
    <div id={EMPTY_STATE_ID} tabIndex={-1} className={styles.state}>
      <p className={styles.stateTitle}>{t('page.empty')}</p>
      <p className={styles.stateText}>{t('page.emptyHint')}</p>
    </div>
  );
}
