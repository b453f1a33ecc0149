import { useTranslation } from 'react-i18next';

import { useResend } from '@/api/resend';
import formStyles from '@/components/form/form.module.css';
import { useToast } from '@/components/toast/use-toast';

import { AccountFrame } from './AccountFrame';
import styles from './AccountFrame.module.css';

interface LinkExpiredProps {
  /** The address the link was sent to, which gets the new one. */
  email: string;
  isPasswordReset: boolean;
}

/** An account email's link that no longer works ('Your account activation link expired'), and a button for a new one. */
export function LinkExpired({ email, isPasswordReset }: LinkExpiredProps) {
  const { t } = useTranslation(['account', 'errors', 'common']);
  const toast = useToast();
  const { mutate: resend, isPending, isSuccess } = useResend();
  return (
    <AccountFrame title={isPasswordReset ? t('link.resetExpired') : t('errors:auth.activationLinkExpired')}>
      <p role="status" className={styles.status}>
        {isSuccess ? t('link.resent', { email }) : ''}
      </p>
      {!isSuccess && (
        <button
          type="button"
          className={`${formStyles.submit} ${styles.secondary}`}
          aria-disabled={isPending || undefined}
          onClick={() => {
            if (isPending) return;
            resend(
              { email, isPasswordReset },
              {
                onSuccess: () => {
                  if (!isPasswordReset) toast.success(t('common:success.activationEmailSent'));
                },
              },
            );
          }}
        >
          {t('link.resend')}
        </button>
      )}
    </AccountFrame>
  );
}
