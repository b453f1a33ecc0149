import { useTranslation } from 'react-i18next';

import { useResend } from '@/api/resend';
import formStyles from '@/components/form/form.module.css';
import { useToast } from '@/components/toast/use-toast';

import { AccountFrame } from './AccountFrame';
import styles from './AccountFrame.module.css';

/** After a sign-up: "check your inbox" — 'Activation email sent', where to — and a button to send it again. */
export function SignUpSent({ email }: { email: string }) {
  const { t } = useTranslation(['account', 'common']);
  const toast = useToast();
  const { mutate: resend, isPending } = useResend();
  return (
    <AccountFrame title={t('signUp.sent.heading')} focusTitle>
      <p>{t('common:success.activationEmailSent')}</p>
      <p className={styles.intro}>{t('signUp.sent.message', { email })}</p>
      <button
        type="button"
        className={`${formStyles.submit} ${styles.secondary}`}
        aria-disabled={isPending || undefined}
        onClick={() => {
          if (isPending) return;
          resend(
            { email, isPasswordReset: false },
            { onSuccess: () => toast.success(t('common:success.activationEmailSent')) },
          );
        }}
      >
        {t('signUp.sent.resend')}
      </button>
    </AccountFrame>
  );
}
