import type { User } from '@roadbook/domain/contracts/accounts';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

import { useUser } from '@/api/get-user';
import button from '@/components/button.module.css';
import { errorMessage } from '@/lib/error-message';

import styles from './Settings.module.css';

interface AccountGateProps {
  userId: string;
  /** The page, once the account is loaded. */
  children: (user: User) => ReactNode;
}

/**
 * Loads the signed-in account (GET /api/user/{id}) for an account page: a status while it comes, the
 * refusal in the page's language with a retry when it fails. An ended session is not shown here:
 * the whole site signs the user out and sends them to sign in (features/account).
 */
export function AccountGate({ userId, children }: AccountGateProps) {
  const { t, i18n } = useTranslation('settings');
  const { data: user, error, refetch, isFetching } = useUser(userId);
  if (user !== undefined) return children(user);
  if (error !== null) {
    return (
      <div role="alert" className={styles.section}>
        <p className={styles.heading}>{t('page.loadFailed')}</p>
        <p className={styles.intro}>{errorMessage(i18n, error)}</p>
        <div className={styles.actions}>
          <button
            type="button"
            className={button.outlined}
            aria-disabled={isFetching || undefined}
            onClick={() => {
              if (!isFetching) void refetch();
            }}
          >
            {t('page.retry')}
          </button>
        </div>
      </div>
    );
  }
  return <p role="status">{t('page.loading')}</p>;
}
