import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';

import { errorMessage } from '@/lib/error-message';

/** A list that failed to load: the error in the page's language and a way to try again. */
export function LoadError({ error, onRetry }: { error: unknown; onRetry: () => void }) {
  const { t, i18n } = useTranslation('places');
  return (
    <div role="alert">
      <Typography sx={{ mb: 2 }}>{errorMessage(i18n, error)}</Typography>
      <Button variant="outlined" onClick={onRetry}>
        {t('retry')}
      </Button>
    </div>
  );
}
