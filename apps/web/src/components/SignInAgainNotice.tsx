import { useTranslation } from 'react-i18next';

import { ApiError } from '@/lib/api-client';

import button from './button.module.css';
import styles from './SignInAgainNotice.module.css';

/** Whether the API asks for a recent sign-in before the change (401 auth.reauthenticationRequired). */
export function isReauthenticationRequired(error: unknown): boolean {
  return error instanceof ApiError && error.code === 'auth.reauthenticationRequired';
}

/**
 * What a form says when the API wants a recent sign-in before a sensitive change (401
 * auth.reauthenticationRequired: adding a passkey, a first password, leaving without a password),
 * with the way to sign in again and come back.
 */
export function SignInAgainNotice({ onSignInAgain }: { onSignInAgain: () => void }) {
  const { t } = useTranslation('account');
  return (
    <div role="alert" className={styles.notice}>
      <p className={styles.message}>{t('signInAgain.message')}</p>
      <button type="button" className={button.outlined} onClick={onSignInAgain}>
        {t('signInAgain.button')}
      </button>
    </div>
  );
}
