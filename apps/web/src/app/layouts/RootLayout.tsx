import { lazy, Suspense, useLayoutEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Outlet, useLocation, useNavigation } from 'react-router';

import { LoadingBar } from '@/components/LoadingBar';
import { useUrlLanguage } from '@/features/language/hooks/use-url-language';
import { useStoredUser } from '@/lib/stored-user';

/** Loaded only for a signed-in user (a visitor's pages never fetch it); left out if it cannot be. */
const AccountSession = lazy(() =>
  import('@/features/account/components/AccountSession').then(
    (module) => ({ default: module.AccountSession }),
    () => ({ default: () => null }),
  ),
);

function useScrollToTopOnNavigation(): void {
  const { pathname } = useLocation();
  useLayoutEffect(() => {
    window.scrollTo(0, 0);
  }, [pathname]);
}

/** Shown while the router loads a lazy screen or its data. */
export function NavigationProgress() {
  const { t } = useTranslation();
  const navigation = useNavigation();
  return navigation.state === 'idle' ? null : <LoadingBar label={t('a11y.pageLoading')} />;
}

/**
 * Wraps every screen: scroll to top, progress bar, `?l=` language, and — only while the device
 * remembers a signed-in user — their session (a visitor's pages make no account request).
 */
export function RootLayout() {
  useScrollToTopOnNavigation();
  useUrlLanguage();
  const signedIn = useStoredUser() !== null;
  return (
    <>
      <NavigationProgress />
      {signedIn && (
        <Suspense>
          <AccountSession />
        </Suspense>
      )}
      <Outlet />
    </>
  );
}

/** Rendered before the first screen is ready (its chunk is still loading). */
export function RootHydrateFallback() {
  const { t } = useTranslation();
  return <LoadingBar label={t('a11y.pageLoading')} />;
}
