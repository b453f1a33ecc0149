import type { User } from '@roadbook/domain/contracts/accounts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation, useNavigate, useSearchParams } from 'react-router';

import { AccountFrame } from '@/features/account/components/AccountFrame';
import { SignInForm } from '@/features/account/components/SignInForm';
import { SignUpForm } from '@/features/account/components/SignUpForm';
import { SignUpSent } from '@/features/account/components/SignUpSent';
import { useCompleteSignIn } from '@/features/account/hooks/use-complete-sign-in';
import { returnPathOf } from '@/features/account/lib/link-params';
import { PasskeySignInButton } from '@/features/passkeys/components/PasskeySignInButton';
import { SocialSignInButtons } from '@/features/social-sign-in/components/SocialSignInButtons';
import { languageParamOf, paths, signInPath, withLanguage } from '@/lib/paths';
import { readStorage, STORAGE_KEYS } from '@/lib/storage';
import { useDocumentMeta } from '@/lib/use-page-meta';

import styles from './SignInPage.module.css';

/**
 * /sign-in and /sign-up: one screen, two tabs (links, each its own address), without the header.
 * `from` (where the user was going) and `l` follow from one tab to the other; once signed in the
 * user goes back there, else home.
 */
export function SignInPage() {
  const { t } = useTranslation('account');
  const { t: tc } = useTranslation();
  const { pathname } = useLocation();
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const [sentTo, setSentTo] = useState<string | null>(null);
  const completeSignIn = useCompleteSignIn();
  const isSignUp = pathname === paths.signUp;
  const from = returnPathOf(params);
  const language = languageParamOf(params);
  useDocumentMeta(
    tc('meta.titleTemplate', { page: t(isSignUp ? 'meta.signUp' : 'meta.signIn') }),
    tc('meta.description'),
  );

  const goOn = () => void navigate(from ?? withLanguage(paths.home, language), { replace: true });
  const stayConnected = readStorage(STORAGE_KEYS.stayConnected) === 'true';
  const signedIn = async (user: User) => {
    await completeSignIn(user);
    goOn();
  };

  const brand = (
    <Link to={withLanguage(paths.home, language)} className={styles.brand}>
      {tc('app.name')}
    </Link>
  );
  if (isSignUp && sentTo !== null) {
    return (
      <div className={styles.page}>
        {brand}
        <SignUpSent email={sentTo} />
      </div>
    );
  }

  const tabs = (
    <nav aria-label={t('tabs.label')}>
      <ul className={styles.tabs}>
        {([paths.signIn, paths.signUp] as const).map((path) => (
          <li key={path}>
            <Link
              to={signInPath(from, language, path)}
              className={styles.tab}
              aria-current={pathname === path ? 'page' : undefined}
            >
              {t(path === paths.signIn ? 'tabs.signIn' : 'tabs.signUp')}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );

  return (
    <div className={styles.page}>
      {brand}
      <AccountFrame
        top={tabs}
        title={t(isSignUp ? 'signUp.heading' : 'signIn.heading')}
        intro={isSignUp ? t('signUp.intro') : undefined}
      >
        {isSignUp ? (
          <SignUpForm onSent={setSentTo} />
        ) : (
          <>
            <SignInForm onSignedIn={goOn} />
            <PasskeySignInButton stayConnected={stayConnected} onSignedIn={signedIn} />
          </>
        )}
        <SocialSignInButtons
          mode={isSignUp ? 'signUp' : 'signIn'}
          stayConnected={stayConnected}
          onSignedIn={signedIn}
        />
      </AccountFrame>
    </div>
  );
}
