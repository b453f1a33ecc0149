import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';

import button from '@/components/button.module.css';
import { ListEmpty, ListLoadError, ListLoading } from '@/components/ListStates';

/** About a booking's height in the table, held while the list loads. */
const ROW_HEIGHT = 64;

/** While the list loads: a status, and grey rows where the bookings will be. */
export function BookingsLoading() {
  const { t } = useTranslation('bookings');
  return <ListLoading label={t('page.loading')} rowHeight={ROW_HEIGHT} />;
}

/** The list could not be loaded: why, in the page's language, and a way to try again. */
export function BookingsLoadError({ error, onRetry }: { error: unknown; onRetry: () => void }) {
  const { t } = useTranslation('bookings');
  return (
    <ListLoadError
      title={t('page.loadFailed')}
      retryLabel={t('page.retry')}
      error={error}
      onRetry={onRetry}
    />
  );
}

/** No booking: none yet, or none that the filters keep (with the way to clear them). */
export function BookingsEmpty({ clearHref }: { clearHref: string | null }) {
  const { t } = useTranslation('bookings');
  return (
    <ListEmpty role="status" title={clearHref === null ? t('page.empty') : t('page.emptyFiltered')}>
      {clearHref !== null && (
        <Link to={clearHref} className={button.outlined}>
          {t('filters.clear')}
        </Link>
      )}
    </ListEmpty>
  );
}
