import Box from '@mui/material/Box';
import { Suspense, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Outlet } from 'react-router';

import { LoadingBar } from '@/components/LoadingBar';
import { SkipLink } from '@/components/SkipLink';

import { Footer } from './Footer';

export const MAIN_CONTENT_ID = 'main-content';

/** Skip link, optional header, main landmark with the screen, footer. */
export function SiteLayout({ header }: { header?: ReactNode }) {
  const { t } = useTranslation();
  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', minHeight: '100vh' }}>
      <SkipLink href={`#${MAIN_CONTENT_ID}`}>{t('a11y.skipToContent')}</SkipLink>
      {header}
      <Box component="main" id={MAIN_CONTENT_ID} tabIndex={-1} sx={{ flex: 1, outline: 'none' }}>
        <Suspense fallback={<LoadingBar label={t('a11y.loading')} />}>
          <Outlet />
        </Suspense>
      </Box>
      <Footer />
    </Box>
  );
}
