import Button from '@mui/material/Button';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, isRouteErrorResponse, useRouteError } from 'react-router';

import { MessagePanel } from '@/components/MessagePanel';
import { errorMessage } from '@/lib/error-message';

/** Error boundary of every screen: a failed chunk, loader or render shows this instead. */
export function RouteErrorPage() {
  const { t, i18n } = useTranslation();
  const error = useRouteError();
  const isNotFound = isRouteErrorResponse(error) && error.status === 404;

  useEffect(() => {
    if (!isNotFound) console.error(error);
  }, [error, isNotFound]);

  return (
    <MessagePanel title={isNotFound ? t('notFound.message') : errorMessage(i18n, error)}>
      <Button component={RouterLink} to="/home" variant="contained" disableElevation reloadDocument>
        {t('notFound.backHome')}
      </Button>
    </MessagePanel>
  );
}
