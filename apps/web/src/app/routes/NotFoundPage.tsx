import Button from '@mui/material/Button';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';

import { MessagePanel } from '@/components/MessagePanel';
import { usePageMeta } from '@/lib/use-page-meta';

export function NotFoundPage() {
  const { t } = useTranslation();
  usePageMeta('meta.notFound.title');
  return (
    <MessagePanel title={t('notFound.message')}>
      <Button component={RouterLink} to="/home" variant="contained" disableElevation>
        {t('notFound.backHome')}
      </Button>
    </MessagePanel>
  );
}

export { NotFoundPage as Component };
