import { useTranslation } from 'react-i18next';

import { currentLanguage } from '@/lib/i18n';

import { useProviderScript } from '../hooks/use-provider-script';
import { loadFacebookSdk, logInWithFacebook } from '../lib/facebook-login';
import type { ProviderButtonProps } from './provider-button';
import styles from './SocialSignInButtons.module.css';

/** "Continue with Facebook": Facebook's window, then the user access token. */
export function FacebookButton({ clientId, onCredential, onFailure, disabled }: ProviderButtonProps) {
  const { t, i18n } = useTranslation('account');
  const language = currentLanguage(i18n);
  const sdk = useProviderScript(
    () => loadFacebookSdk(clientId, language),
    `${clientId} ${language}`,
    onFailure,
  );

  const logIn = () => {
    if (sdk === null) return;
    logInWithFacebook(sdk).then((token) => {
      if (token !== null) onCredential({ provider: 'facebook', token });
    }, onFailure);
  };

  return (
    <button
      type="button"
      className={`${styles.button} ${styles.facebook}`}
      onClick={logIn}
      disabled={disabled || sdk === null}
    >
      {t('social.facebook')}
    </button>
  );
}
