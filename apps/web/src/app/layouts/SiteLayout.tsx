import { Suspense, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Outlet } from 'react-router';

import { LoadingBar } from '@/components/LoadingBar';
import { SkipLink } from '@/components/SkipLink';

import { Footer } from './Footer';

export const MAIN_CONTENT_ID = 'main-content';

/**
 * Skip link, optional header, main landmark with the screen, footer. The footer waits with the screen
 * (one Suspense boundary): drawn before a screen whose code or texts are still loading, it would be
 * pushed down when the screen appears, and the whole page would jump.
 */
export function SiteLayout({ header }: { header?: ReactNode }) {
  const { t } = useTranslation();
  return (
    <div className="rb-site">
      <SkipLink href={`#${MAIN_CONTENT_ID}`}>{t('a11y.skipToContent')}</SkipLink>
      {header}
      <Suspense fallback={<LoadingBar label={t('a11y.loading')} />}>
        <main id={MAIN_CONTENT_ID} tabIndex={-1} className="rb-site__main">
          <Outlet />
        </main>
        <Footer />
      </Suspense>
    </div>
  );
}
