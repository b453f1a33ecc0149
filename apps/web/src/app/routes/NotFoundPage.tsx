import { useTranslation } from 'react-i18next';

import { ButtonLink } from '@/components/ButtonLink';
import { MessagePanel } from '@/components/MessagePanel';
import { paths } from '@/lib/paths';
import { usePageMeta } from '@/lib/use-page-meta';

export function NotFoundPage() {
  const { t } = useTranslation();
  usePageMeta('meta.notFound.title');
  return (
    <MessagePanel title={t('notFound.message')}>
      <ButtonLink to={paths.home}>{t('notFound.backHome')}</ButtonLink>
    </MessagePanel>
  );
}

export { NotFoundPage as Component };
