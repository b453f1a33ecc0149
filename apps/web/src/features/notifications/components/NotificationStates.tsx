import { useTranslation } from 'react-i18next';

import { ListEmpty, ListLoadError, ListLoading, ListStateText } from '@/components/ListStates';

/** The id of the empty state, where the focus goes once everything is deleted. */
export const EMPTY_STATE_ID = 'notifications-empty';

/** About a notification's height, held while the list loads. */
const ROW_HEIGHT = 72;

/** While the list loads: a status, and grey rows where the notifications will be. */
export function NotificationsLoading() {
  const { t } = useTranslation('notifications');
  return <ListLoading label={t('page.loading')} rowHeight={ROW_HEIGHT} />;
}

/** The list could not be loaded: why, in the page's language, and a way to try again. */
export function NotificationsLoadError({ error, onRetry }: { error: unknown; onRetry: () => void }) {
  const { t } = useTranslation('notifications');
  return (
    <ListLoadError
      title={t('page.loadFailed')}
      retryLabel={t('page.retry')}
      error={error}
      onRetry={onRetry}
    />
  );
}

/** No notification at all: what will come here. */
export function NotificationsEmpty() {
  const { t } = useTranslation('notifications');
  return (
    <ListEmpty id={EMPTY_STATE_ID} title={t('page.empty')}>
      <ListStateText>{t('page.emptyHint')}</ListStateText>
    </ListEmpty>
  );
}
