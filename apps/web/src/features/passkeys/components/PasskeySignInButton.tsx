import type { User } from '@roadbook/domain/contracts/accounts';
import { useTranslation } from 'react-i18next';

import button from '@/components/button.module.css';

import { usePasskeySignIn } from '../hooks/use-passkey-sign-in';
import { canUsePasskeys, passkeyErrorMessage } from '../lib/webauthn';
import styles from './PasskeySignInButton.module.css';

export interface PasskeySignInButtonProps {
  /**
   * Called with the account once its session is open, as after a password sign-in; the button stays
   * busy until a returned promise settles (the page moving on).
   */
  onSignedIn: (user: User) => void | Promise<void>;
  /** The sign-in form's "stay connected" choice. */
  stayConnected?: boolean;
}

/** "Sign in with a passkey", on browsers that have WebAuthn; the failure shows below it. */
export function PasskeySignInButton({ onSignedIn, stayConnected = false }: PasskeySignInButtonProps) {
  const { t, i18n } = useTranslation('passkeys');
  const signIn = usePasskeySignIn(onSignedIn, stayConnected);
  if (!canUsePasskeys()) return null;

  return (
    <div className={styles.root}>
      <button
        type="button"
        className={`${button.outlined} ${styles.button}`}
        onClick={() => signIn.mutate()}
        disabled={signIn.isPending}
        aria-busy={signIn.isPending}
      >
        {signIn.isPending ? t('signIn.busy') : t('signIn.button')}
      </button>
      {signIn.isError && (
        <p role="alert" className={styles.error}>
          {passkeyErrorMessage(i18n, signIn.error, 'signIn')}
        </p>
      )}
    </div>
  );
}
