import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import { useTranslation } from 'react-i18next';

/** What a back-office page shows when its data could not be had, with a retry. */
export function LoadError({ onRetry }: { onRetry: () => void }) {
  const { t } = useTranslation('backOffice');
  return (
    <Alert
      severity="error"
      action={
        <Button color="inherit" size="small" onClick={onRetry}>
          {t('retry')}
        </Button>
      }
    >
      {t('loadError')}
    </Alert>
  );
}
