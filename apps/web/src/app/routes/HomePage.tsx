import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';

import { Hero } from '@/features/home/components/Hero';
import { NearViewport } from '@/features/home/components/NearViewport';
import { HomeTopBar } from '@/features/home/components/HomeTopBar';
import { Promises } from '@/features/home/components/Promises';
import { VehicleRanges } from '@/features/home/components/VehicleRanges';
import { SearchForm } from '@/features/search-form/components/SearchForm';
import { useDocumentMeta } from '@/lib/use-page-meta';

const HomePageLower = lazy(async () => ({ default: (await import('./HomePageLower')).HomePageLower }));

/** /home, the professional home: its own slim bar, a clean split hero, trust first. */
export function HomePage() {
  const { t } = useTranslation('home');
  useDocumentMeta(t('meta.title'), t('meta.description'));
  return (
    <>
      <HomeTopBar />
      <Hero
        variant="split"
        heading={t('pages.professional.heading')}
        lead={t('pages.professional.lead')}
        points={[
          t('pages.professional.trust.exactPrices'),
          t('pages.professional.trust.localAgencies'),
          t('pages.professional.trust.support'),
        ]}
        form={<SearchForm />}
      />
      <Promises variant="strip" tone="muted" />
      <VehicleRanges variant="tiles" />
      <NearViewport minHeight={1200}>
        <Suspense fallback={<div style={{ minHeight: 1200 }} />}>
          <HomePageLower />
        </Suspense>
      </NearViewport>
    </>
  );
}

export { HomePage as Component };
