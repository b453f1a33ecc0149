import { useLayoutEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Outlet, useLocation, useNavigation } from 'react-router';

import { LoadingBar } from '@/components/LoadingBar';
import { useUrlLanguage } from '@/features/language/hooks/use-url-language';

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

/** Wraps every screen: scroll to top, progress bar, `?l=` language. */
export function RootLayout() {
  useScrollToTopOnNavigation();
  useUrlLanguage();
  return (
    <>
      <NavigationProgress />
      <Outlet />
    </>
  );
}

/** Rendered before the first screen is ready (its chunk is still loading). */
export function RootHydrateFallback() {
  const { t } = useTranslation();
  return <LoadingBar label={t('a11y.pageLoading')} />;
}
