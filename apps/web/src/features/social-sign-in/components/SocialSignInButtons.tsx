import type { User } from '@roadbook/domain/contracts/accounts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';

import { useConfig } from '@/api/get-config';
import { errorMessage } from '@/lib/error-message';
import { ScriptLoadError } from '@/lib/load-script';

import { useSocialSignIn, type ProviderCredential } from '../hooks/use-social-sign-in';
import { AppleButton } from './AppleButton';
import { FacebookButton } from './FacebookButton';
import { GoogleButton } from './GoogleButton';
import styles from './SocialSignInButtons.module.css';

export interface SocialSignInButtonsProps {
  /** The sign-in or the sign-up tab: the buttons say "sign in" or "sign up". */
  mode: 'signIn' | 'signUp';
  /** Called with the account once its session is open; the buttons stay off until it settles. */
  onSignedIn: (user: User) => void | Promise<void>;
  /** The sign-in form's "stay connected" choice. */
  stayConnected: boolean;
}

/**
 * Google, Apple and Facebook, for the providers the marketplace has set up (GET /api/config's
 * `socialSignIn`) and nothing otherwise: each provider's script loads only here, only then. What
 * the provider gives goes to the API, which verifies it; a first sign-in makes the account.
 */
export function SocialSignInButtons({ mode, onSignedIn, stayConnected }: SocialSignInButtonsProps) {
  const { t, i18n } = useTranslation('account');
  const { data: config } = useConfig();
  const [failure, setFailure] = useState<unknown>(null);
  const signIn = useSocialSignIn(onSignedIn, stayConnected);
  const ids = config?.socialSignIn;
  if (ids === undefined || (ids.google ?? ids.apple ?? ids.facebook) === null) return null;

  const shared = {
    mode,
    disabled: signIn.isPending,
    onFailure: setFailure,
    onCredential: (credential: ProviderCredential) => {
      setFailure(null);
      signIn.mutate(credential);
    },
  };
  const error = signIn.error ?? failure;

  return (
    <section aria-label={t('social.label')} className={styles.root}>
      <p className={styles.or} aria-hidden="true">
        {t('social.or')}
      </p>
      {ids.google !== null && <GoogleButton clientId={ids.google} {...shared} />}
      {ids.apple !== null && <AppleButton clientId={ids.apple} {...shared} />}
      {ids.facebook !== null && <FacebookButton clientId={ids.facebook} {...shared} />}
      <p role="status" className={styles.status}>
        {signIn.isPending || signIn.isSuccess ? t('social.busy') : ''}
      </p>
      {error !== null && (
        <p role="alert" className={styles.error}>
          {error instanceof ScriptLoadError ? t('social.loadFailed') : errorMessage(i18n, error)}
        </p>
      )}
    </section>
  );
}
