import { useTranslation } from 'react-i18next';

import button from '@/components/button.module.css';
import { errorMessage } from '@/lib/error-message';

import styles from './LoadError.module.css';

/** A list that failed to load: the error in the page's language and a way to try again. */
export function LoadError({ error, onRetry }: { error: unknown; onRetry: () => void }) {
  const { t, i18n } = useTranslation('places');
  return (
    <div role="alert">
      <p className={styles.message}>{errorMessage(i18n, error)}</p>
      <button type="button" className={button.outlined} onClick={onRetry}>
        {t('retry')}
      </button>
    </div>
  );
}
