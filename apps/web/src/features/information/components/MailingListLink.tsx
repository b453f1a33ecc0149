import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';

import { useFollowMailingListLink, type MailingListLink as Link } from '@/api/mailing-list';
import { ApiError } from '@/lib/api-client';
import { errorMessage } from '@/lib/error-message';

import styles from './Document.module.css';

/** Follows a newsletter email's link (confirm or unsubscribe) once, and says how it went. */
export function MailingListLink({ link, token }: { link: Link; token: string }) {
  const { t, i18n } = useTranslation('info');
  const { mutate, data, error } = useFollowMailingListLink();
  const followed = useRef(false);

  useEffect(() => {
    if (followed.current) return;
    followed.current = true;
    mutate({ link, token });
  }, [link, token, mutate]);

  let message: string;
  if (error instanceof ApiError && error.code === 'mailingList.invalidLink')
    message = t('marketing.invalidLink');
  else if (error !== null) message = errorMessage(i18n, error);
  else if (data === undefined)
    message = link === 'confirm' ? t('marketing.confirming') : t('marketing.unsubscribing');
  else message = data.status === 'subscribed' ? t('marketing.confirmed') : t('marketing.unsubscribed');

  return (
    <p role="status" className={styles.status}>
      {message}
    </p>
  );
}
