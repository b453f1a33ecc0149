import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { isRouteErrorResponse, useRouteError } from 'react-router';

import { ButtonLink } from '@/components/ButtonLink';
import { MessagePanel } from '@/components/MessagePanel';
import { errorMessage } from '@/lib/error-message';
import { paths } from '@/lib/paths';

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
      <ButtonLink to={paths.home} reloadDocument>
        {t('notFound.backHome')}
      </ButtonLink>
    </MessagePanel>
  );
}
