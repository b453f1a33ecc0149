import { useEffect, useEffectEvent, useRef } from 'react';
import { useTranslation } from 'react-i18next';

import { currentLanguage } from '@/lib/i18n';

import { useProviderScript } from '../hooks/use-provider-script';
import { loadGoogleIdentity } from '../lib/google-identity';
import type { ProviderButtonProps } from './provider-button';
import styles from './SocialSignInButtons.module.css';

/** Google's own button, drawn by its script into a box that keeps its place while it loads. */
export function GoogleButton({ clientId, mode, onCredential, onFailure }: ProviderButtonProps) {
  const { i18n } = useTranslation();
  const language = currentLanguage(i18n);
  const box = useRef<HTMLDivElement>(null);
  const google = useProviderScript(loadGoogleIdentity, 'gsi', onFailure);
  const giveCredential = useEffectEvent((token: string) => onCredential({ provider: 'google', token }));

  useEffect(() => {
    const parent = box.current;
    if (google === null || parent === null) return;
    google.initialize({
      client_id: clientId,
      callback: ({ credential }) => giveCredential(credential),
      ux_mode: 'popup',
      context: mode === 'signUp' ? 'signup' : 'signin',
    });
    parent.replaceChildren();
    google.renderButton(parent, {
      type: 'standard',
      theme: 'outline',
      size: 'large',
      text: mode === 'signUp' ? 'signup_with' : 'signin_with',
      shape: 'rectangular',
      logo_alignment: 'left',
      width: Math.min(400, Math.max(200, parent.clientWidth)),
      locale: language,
    });
  }, [google, clientId, mode, language]);

  return <div ref={box} className={styles.google} />;
}
