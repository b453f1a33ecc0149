import { useTranslation } from 'react-i18next';

import { currentLanguage } from '@/lib/i18n';

import { useProviderScript } from '../hooks/use-provider-script';
import { loadAppleId, signInWithApple } from '../lib/sign-in-with-apple';
import type { ProviderButtonProps } from './provider-button';
import styles from './SocialSignInButtons.module.css';

/** "Sign in with Apple": Apple's window, then the ID token (and the name, the first time). */
export function AppleButton({ clientId, mode, onCredential, onFailure, disabled }: ProviderButtonProps) {
  const { t, i18n } = useTranslation('account');
  const language = currentLanguage(i18n);
  const appleId = useProviderScript(
    () => loadAppleId(clientId, language),
    `${clientId} ${language}`,
    onFailure,
  );

  const signIn = () => {
    if (appleId === null) return;
    signInWithApple(appleId).then((credential) => {
      if (credential === null) return;
      onCredential({ provider: 'apple', token: credential.token, fullName: credential.fullName });
    }, onFailure);
  };

  return (
    <button
      type="button"
      className={`${styles.button} ${styles.apple}`}
      onClick={signIn}
      disabled={disabled || appleId === null}
    >
      {t(mode === 'signUp' ? 'social.appleSignUp' : 'social.appleSignIn')}
    </button>
  );
}
