import { useTranslation } from 'react-i18next';

import { NoResultsIcon } from '@/components/icons/car-icons';

import controls from './controls.module.css';
import styles from './EmptyResults.module.css';

interface EmptyResultsProps {
  /** Clears every filter; absent when the search has none. */
  onClearFilters: (() => void) | undefined;
  /** Opens the search form (other dates, another place). */
  onModifySearch: () => void;
}

/** No car matches: ways to widen the search. */
export function EmptyResults({ onClearFilters, onModifySearch }: EmptyResultsProps) {
  const { t } = useTranslation('search');
  return (
    <div className={styles.empty}>
      <NoResultsIcon />
      <h3 className={styles.title}>{t('empty.title')}</h3>
      <p className={styles.message}>
        {onClearFilters === undefined ? t('empty.messageNoFilters') : t('empty.message')}
      </p>
      <div className={styles.actions}>
        {onClearFilters !== undefined && (
          <button type="button" className={`${controls.button} ${controls.primary}`} onClick={onClearFilters}>
            {t('empty.removeFilters')}
          </button>
        )}
        <button type="button" className={controls.button} onClick={onModifySearch}>
          {t('empty.changeSearch')}
        </button>
      </div>
    </div>
  );
}
