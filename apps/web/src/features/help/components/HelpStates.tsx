import { useTranslation } from 'react-i18next';

import { ListLoadError, ListLoading } from '@/components/ListStates';

/** While articles or results load. */
export function HelpLoading() {
  const { t } = useTranslation();
  return <ListLoading label={t('a11y.loading')} rowHeight={56} />;
}

/** Articles or results that could not be loaded: why, and a way to try again. */
export function HelpLoadError({ error, onRetry }: { error: unknown; onRetry: () => void }) {
  const { t } = useTranslation('help');
  return (
    <ListLoadError
      title={t('states.loadError')}
      retryLabel={t('states.retry')}
      error={error}
      onRetry={onRetry}
    />
  );
}
