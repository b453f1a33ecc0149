import type { User } from '@roadbook/domain/contracts/accounts';
import { useEffect, useEffectEvent, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';

import { useActivate } from '@/api/activate';
import { useCheckToken, type EmailLink } from '@/api/check-token';
import { ButtonLink } from '@/components/ButtonLink';
import { ApiError } from '@/lib/api-client';
import { errorMessage } from '@/lib/error-message';
import { paths, withLanguage } from '@/lib/paths';
import { useLanguageParam } from '@/lib/use-language-param';

import { useCompleteSignIn } from '../hooks/use-complete-sign-in';
import { AccountFrame } from './AccountFrame';
import { LinkExpired } from './LinkExpired';
import { SetPasswordForm } from './SetPasswordForm';

function isExpired(error: unknown): boolean {
  return error instanceof ApiError && error.code === 'auth.activationLinkExpired';
}

interface EmailLinkFlowProps {
  link: EmailLink;
  /** /reset-password (a new password, always) rather than /activate. */
  isPasswordReset: boolean;
}

/**
 * Follows the link of an account email (product-rules.md § Accounts and forms): the API says
 * whether it still works and what for; an activation of an account that has its password goes
 * through at once, else a password is asked first; either way the user ends signed in. A link past
 * its day says so, with a button that sends a new one.
 */
export function EmailLinkFlow({ link, isPasswordReset }: EmailLinkFlowProps) {
  const { t, i18n } = useTranslation('account');
  const language = useLanguageParam();
  const check = useCheckToken(link);
  const { mutateAsync: activate } = useActivate();
  const completeSignIn = useCompleteSignIn();
  const [outcome, setOutcome] = useState<{ user: User } | { error: unknown } | null>(null);
  const started = useRef(false);

  const needsPassword =
    isPasswordReset || check.data?.purpose === 'passwordReset' || check.data?.hasPassword === false;

  /** Activates with the link (and the password chosen); an expired link changes the screen, other errors are thrown. */
  const follow = async (password?: string) => {
    try {
      const user = await activate({ userId: link.userId, token: link.token, password });
      await completeSignIn(user);
      setOutcome({ user });
    } catch (error) {
      if (!isExpired(error) && password !== undefined) throw error;
      setOutcome({ error });
    }
  };

  const followAtOnce = useEffectEvent(() => {
    started.current = true;
    void follow();
  });
  useEffect(() => {
    if (check.data !== undefined && !needsPassword && !started.current) followAtOnce();
  }, [check.data, needsPassword]);

  const title = isPasswordReset ? t('resetPassword.heading') : t('activate.heading');
  const error = outcome !== null && 'error' in outcome ? outcome.error : check.error;

  if (isExpired(error)) return <LinkExpired email={link.email} isPasswordReset={isPasswordReset} />;
  if (error !== null) return <AccountFrame title={errorMessage(i18n, error)} focusTitle />;
  if (outcome !== null) {
    return (
      <AccountFrame
        title={isPasswordReset ? t('resetPassword.done') : t('activate.done')}
        intro={isPasswordReset ? t('resetPassword.doneMessage') : t('activate.doneMessage')}
        focusTitle
      >
        <ButtonLink to={withLanguage(paths.home, language)}>{t('activate.continue')}</ButtonLink>
      </AccountFrame>
    );
  }
  if (check.data === undefined || !needsPassword) {
    return (
      <AccountFrame title={title}>
        <p role="status">{check.data === undefined ? t('link.checking') : t('activate.activating')}</p>
      </AccountFrame>
    );
  }
  return (
    <AccountFrame title={title} intro={isPasswordReset ? undefined : t('activate.choosePassword')}>
      <SetPasswordForm
        isReset={isPasswordReset}
        submitLabel={isPasswordReset ? t('resetPassword.submit') : t('activate.submit')}
        onPassword={follow}
      />
    </AccountFrame>
  );
}
